; kgen AMDGCN module for gfx90a: 3 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5

; kernel attention_decode: kgen AMDGCN for gfx90a (wave64, code object v5)
; kernel attention_decode from examples/attention_decode.kgen
; target gfx90a: AMD CDNA2 (MI200)
;   block: 256 threads = 4 x 64-wide waves
;   grid: r, bh
;   chunk: bh: 1, r: 16, tt: 64, d: 128; walked in chunks: none
;   layout: bh:1 x r:16 x tt:64: reg[tt1 tt2] lane[r1 r2 r4 r8 tt4 tt8] warp[tt16 tt32]
;     (the first product's accumulator; at most 8 elements per vector access)
;   tile products on mfma 16x16x16: operands staged in shared memory (a loop's plain-load operands streamed ahead through registers), results in the accumulator layout
;   accumulator orientations of least cost (40 shuffle and conversion instructions per thread)
;   product 18:13 tt x r contracting d (as the transposed product): 4 x 1 warps, each mfma 16x16x16 tiles
;   product 23:29 d x r contracting tt (as the transposed product): 4 x 1 warps, each mfma 16x16x16 tiles
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
;   split reduction over 't' where fewer than 104 programs run (208 fill the Instinct MI210): attention_decode_split walks parts of 'T', the argument 'rows' rows each (a multiple of 64, at least 128, chosen at launch), into acc_parts: f32[parts, BH, R, 128], l_parts: f32[parts, BH, R], mx_parts: f32[parts, BH, R]; attention_decode_split_fold folds the parts ('acc' and 'l' rescaled to the largest 'mx' of the parts: a log-sum-exp combine) and stores: two launches, no atomics
; resources: 67 VGPRs, 0 AGPRs, 48 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 27648 bytes LDS, 48 bytes of arguments, 256 threads
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
	s_mov_b32 s4, 0x7fff                                ; the bf16 rounding bias for the whole kernel
	s_mov_b32 s5, 0x7060302                             ; a v_perm_b32 selector for the whole kernel
	s_load_dwordx2 s[6:7], s[0:1], 0x0                  ; argument q
	s_load_dwordx2 s[8:9], s[0:1], 0x8                  ; argument k
	s_load_dwordx2 s[10:11], s[0:1], 0x10               ; argument v
	s_load_dwordx2 s[12:13], s[0:1], 0x18               ; argument o
	s_load_dword s14, s[0:1], 0x20                      ; argument scale
	s_load_dword s15, s[0:1], 0x28                      ; argument R
	s_load_dword s16, s[0:1], 0x2c                      ; argument T
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s17, s2                                   ; program index along 'r'
	s_mul_i32 s18, s17, 16                              ; first 'r' of this program's tile (16)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s17, s15, s18
	s_min_u32 s19, s17, 16                              ; 'r' elements in this tile
	s_mov_b32 s17, s3                                   ; program index along 'bh'
	s_cmp_ge_u32 s19, 16                                ; a whole chunk of 'r' (16) is in bounds
	s_cselect_b32 s20, 1, 0
	s_mul_i32 s21, 0x80, s15                            ; a stride of 'q'
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
	s_mul_i32 s22, s17, s21
	s_mul_hi_u32 s23, s17, s21
	s_lshl_b64 s[24:25], s[22:23], 1
	s_add_u32 s22, s6, s24                              ; 'q' at this program
	s_addc_u32 s23, s7, s25
	s_mul_i32 s6, s18, 0x80
	s_mul_hi_u32 s7, s18, 0x80
	s_lshl_b64 s[26:27], s[6:7], 1
	s_add_u32 s6, s22, s26                              ; 'q' at this program
	s_addc_u32 s7, s23, s27
	s_mul_i32 s15, 0x80, s16                            ; a stride of 'k'
	s_mul_i32 s22, s17, s15
	s_mul_hi_u32 s23, s17, s15
	s_lshl_b64 s[28:29], s[22:23], 1
	s_add_u32 s22, s8, s28                              ; 'k' at this program
	s_addc_u32 s23, s9, s29
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
	v_cmp_eq_u32 s[8:9], v14, 0                         ; one lane per warp group and element publishes
	s_add_u32 s30, s10, s28                             ; 'v' at this program
	s_addc_u32 s31, s11, s29
	v_mov_b32 v1, 0x48
	v_mul_lo_u32 v14, v1, v4
	v_add_u32 v1, v14, v2
	v_lshlrev_b32 v4, 1, v1                             ; thread's place in opa1
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
	v_lshlrev_b32 v17, 1, v15                           ; thread's place in opb3
	v_add_u32 v15, v16, v10
	v_lshlrev_b32 v10, 1, v15                           ; thread's N-fragment place
	v_mov_b32 v15, 0x80
	v_mul_lo_u32 v16, v15, v3
	v_lshlrev_b32 v15, 2, v8
	v_or_b32 v8, v15, v1                                ; thread's 'd' coordinate
	v_add_u32 v1, v16, v8
	v_lshlrev_b32 v8, 1, v1                             ; thread's byte offset in a chunk of 'o'
	s_add_u32 s10, s12, s24                             ; 'o' at this program
	s_addc_u32 s11, s13, s25
	s_add_u32 s12, s10, s26                             ; 'o' at this program
	s_addc_u32 s13, s11, s27
	s_cmp_eq_u32 s20, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lattention_decode_if0_else
	v_mov_b32 v18, 0                                    ; outside: 0
	v_mov_b32 v19, 0                                    ; outside: 0
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	global_load_dwordx4 v[18:21], v6, s[6:7]            ; examples/attention_decode.kgen:18: 16 bytes of 'q'
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[18:21]                          ; 16 bytes into opinv0
	v_add_f32 v1, 0, 0                                  ; examples/attention_decode.kgen:16
	v_mov_b32 v18, v1                                   ; loop-carried 'acc'
	v_mov_b32 v19, v1                                   ; loop-carried 'acc'
	v_mov_b32 v20, v1                                   ; loop-carried 'acc'
	v_mov_b32 v21, v1                                   ; loop-carried 'acc'
	v_mov_b32 v22, v1                                   ; loop-carried 'acc'
	v_mov_b32 v23, v1                                   ; loop-carried 'acc'
	v_mov_b32 v24, v1                                   ; loop-carried 'acc'
	v_mov_b32 v25, v1                                   ; loop-carried 'acc'
	v_mov_b32 v15, v1                                   ; loop-carried 'l'
	v_mov_b32 v1, 0xff800000                            ; examples/attention_decode.kgen:14
	v_add_f32 v16, v1, 0
	v_mov_b32 v1, v16                                   ; loop-carried 'mx'
	s_cmp_ge_u32 s16, 64                                ; at least one whole chunk of 'tt'
	s_cselect_b32 s10, 1, 0
	s_sub_u32 s11, s16, 63
	s_cmp_lg_u32 s10, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s10, s11, 0
	s_mov_b32 s11, 0                                    ; for tt in t: steps of 64: whole chunks
	s_cmp_ge_u32 s11, s10
	s_cbranch_scc1 .Lattention_decode_loop0_end
.Lattention_decode_loop0:
	s_mul_i32 s24, s11, 0x80
	s_mul_hi_u32 s25, s11, 0x80
	s_lshl_b64 s[26:27], s[24:25], 1
	s_add_u32 s24, s22, s26                             ; 'k' at this chunk
	s_addc_u32 s25, s23, s27
	global_load_dwordx4 v[26:29], v6, s[24:25]          ; examples/attention_decode.kgen:18: 16-byte load of 'k'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v16, 16, v26
	v_and_b32 v30, 0xffff0000, v26
	v_lshlrev_b32 v31, 16, v27
	v_and_b32 v32, 0xffff0000, v27
	v_lshlrev_b32 v33, 16, v28
	v_and_b32 v34, 0xffff0000, v28
	v_lshlrev_b32 v35, 16, v29
	v_and_b32 v36, 0xffff0000, v29
	v_add_u32 v26, 0x1000, v6                           ; examples/attention_decode.kgen:18: 16-byte load of 'k'
	global_load_dwordx4 v[38:41], v26, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v26, 16, v38
	v_and_b32 v27, 0xffff0000, v38
	v_lshlrev_b32 v28, 16, v39
	v_and_b32 v29, 0xffff0000, v39
	v_lshlrev_b32 v37, 16, v40
	v_and_b32 v42, 0xffff0000, v40
	v_lshlrev_b32 v43, 16, v41
	v_and_b32 v44, 0xffff0000, v41
	v_add_u32 v38, 0x2000, v6                           ; examples/attention_decode.kgen:18: 16-byte load of 'k'
	global_load_dwordx4 v[46:49], v38, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v38, 16, v46
	v_and_b32 v39, 0xffff0000, v46
	v_lshlrev_b32 v40, 16, v47
	v_and_b32 v41, 0xffff0000, v47
	v_lshlrev_b32 v45, 16, v48
	v_and_b32 v50, 0xffff0000, v48
	v_lshlrev_b32 v51, 16, v49
	v_and_b32 v52, 0xffff0000, v49
	v_add_u32 v46, 0x3000, v6                           ; examples/attention_decode.kgen:18: 16-byte load of 'k'
	global_load_dwordx4 v[54:57], v46, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v54
	v_and_b32 v47, 0xffff0000, v54
	v_lshlrev_b32 v48, 16, v55
	v_and_b32 v49, 0xffff0000, v55
	v_lshlrev_b32 v53, 16, v56
	v_and_b32 v58, 0xffff0000, v56
	v_lshlrev_b32 v59, 16, v57
	v_and_b32 v60, 0xffff0000, v57
	v_lshrrev_b32 v54, 16, v16
	ds_write_b16 v7, v54 offset:4352                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v30
	ds_write_b16 v7, v16 offset:4354                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v31
	ds_write_b16 v7, v16 offset:4356                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v32
	ds_write_b16 v7, v16 offset:4358                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v33
	ds_write_b16 v7, v16 offset:4360                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v34
	ds_write_b16 v7, v16 offset:4362                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v35
	ds_write_b16 v7, v16 offset:4364                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v36
	ds_write_b16 v7, v16 offset:4366                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v26
	ds_write_b16 v7, v16 offset:8704                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v27
	ds_write_b16 v7, v16 offset:8706                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v28
	ds_write_b16 v7, v16 offset:8708                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v29
	ds_write_b16 v7, v16 offset:8710                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v37
	ds_write_b16 v7, v16 offset:8712                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v42
	ds_write_b16 v7, v16 offset:8714                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v43
	ds_write_b16 v7, v16 offset:8716                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v44
	ds_write_b16 v7, v16 offset:8718                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v38
	ds_write_b16 v7, v16 offset:13056                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v39
	ds_write_b16 v7, v16 offset:13058                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v40
	ds_write_b16 v7, v16 offset:13060                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v41
	ds_write_b16 v7, v16 offset:13062                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v45
	ds_write_b16 v7, v16 offset:13064                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v50
	ds_write_b16 v7, v16 offset:13066                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v51
	ds_write_b16 v7, v16 offset:13068                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v52
	ds_write_b16 v7, v16 offset:13070                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v46
	ds_write_b16 v7, v16 offset:17408                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v47
	ds_write_b16 v7, v16 offset:17410                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v48
	ds_write_b16 v7, v16 offset:17412                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v49
	ds_write_b16 v7, v16 offset:17414                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v53
	ds_write_b16 v7, v16 offset:17416                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v58
	ds_write_b16 v7, v16 offset:17418                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v59
	ds_write_b16 v7, v16 offset:17420                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v60
	ds_write_b16 v7, v16 offset:17422                   ; A operand of the product: stage
	v_mov_b32 v26, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v27, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v28, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v29, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[30:33], v12                          ; B fragment 0, k-steps 0..1
	ds_read_b128 v[34:37], v11 offset:4352              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[34:35], v[30:31], v[26:29] ; examples/attention_decode.kgen:18: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[36:37], v[32:33], v[26:29] ; examples/attention_decode.kgen:18: mfma 16x16x16
	ds_read_b128 v[30:33], v12 offset:64                ; B fragment 0, k-steps 2..3
	ds_read_b128 v[34:37], v11 offset:4416              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[34:35], v[30:31], v[26:29] ; examples/attention_decode.kgen:18: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[36:37], v[32:33], v[26:29] ; examples/attention_decode.kgen:18: mfma 16x16x16
	ds_read_b128 v[30:33], v12 offset:128               ; B fragment 0, k-steps 4..5
	ds_read_b128 v[34:37], v11 offset:4480              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[34:35], v[30:31], v[26:29] ; examples/attention_decode.kgen:18: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[36:37], v[32:33], v[26:29] ; examples/attention_decode.kgen:18: mfma 16x16x16
	ds_read_b128 v[30:33], v12 offset:192               ; B fragment 0, k-steps 6..7
	ds_read_b128 v[34:37], v11 offset:4544              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[34:35], v[30:31], v[26:29] ; examples/attention_decode.kgen:18: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[36:37], v[32:33], v[26:29] ; examples/attention_decode.kgen:18: mfma 16x16x16
	s_nop 7
	s_nop 2
	v_max_f32 v16, v26, v27                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[24:25], v26, v27
	v_mov_b32 v30, 0x7fc00000
	v_cndmask_b32 v31, v16, v30, s[24:25]
	v_max_f32 v16, v31, v28                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[24:25], v31, v28
	v_mov_b32 v30, 0x7fc00000
	v_cndmask_b32 v31, v16, v30, s[24:25]
	v_max_f32 v16, v31, v29                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[24:25], v31, v29
	v_mov_b32 v30, 0x7fc00000
	v_cndmask_b32 v31, v16, v30, s[24:25]
	ds_swizzle_b32 v16, v31 offset:swizzle(SWAP,16)     ; max over 'tt' (examples/attention_decode.kgen:19): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v30, v31, v16
	v_cmp_u_f32 s[24:25], v31, v16
	v_mov_b32 v16, 0x7fc00000
	v_cndmask_b32 v31, v30, v16, s[24:25]
	v_and_b32 v16, 63, v0                               ; max over 'tt' (examples/attention_decode.kgen:19): lanes 32 apart
	v_xor_b32 v16, 32, v16
	v_lshlrev_b32 v16, 2, v16
	ds_bpermute_b32 v30, v16, v31
	s_waitcnt lgkmcnt(0)
	v_max_f32 v16, v31, v30
	v_cmp_u_f32 s[24:25], v31, v30
	v_mov_b32 v30, 0x7fc00000
	v_cndmask_b32 v31, v16, v30, s[24:25]
	s_and_saveexec_b64 s[24:25], s[8:9]                 ; lanes where %vpred_205
	ds_write_b32 v9, v31 offset:22784                   ; max over 'tt' (examples/attention_decode.kgen:19): this warp group's partial
	s_mov_b64 exec, s[24:25]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v16, v13 offset:22784                   ; max over 'tt' (examples/attention_decode.kgen:19): warp group 0
	ds_read_b32 v30, v13 offset:22848                   ; max over 'tt' (examples/attention_decode.kgen:19): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v31, v16, v30
	v_cmp_u_f32 s[24:25], v16, v30
	v_mov_b32 v16, 0x7fc00000
	v_cndmask_b32 v30, v31, v16, s[24:25]
	ds_read_b32 v16, v13 offset:22912                   ; max over 'tt' (examples/attention_decode.kgen:19): warp group 2
	s_waitcnt lgkmcnt(0)
	v_max_f32 v31, v30, v16
	v_cmp_u_f32 s[24:25], v30, v16
	v_mov_b32 v16, 0x7fc00000
	v_cndmask_b32 v30, v31, v16, s[24:25]
	ds_read_b32 v16, v13 offset:22976                   ; max over 'tt' (examples/attention_decode.kgen:19): warp group 3
	s_waitcnt lgkmcnt(0)
	v_max_f32 v31, v30, v16
	v_cmp_u_f32 s[24:25], v30, v16
	v_mov_b32 v16, 0x7fc00000
	v_cndmask_b32 v30, v31, v16, s[24:25]
	v_max_f32 v16, v1, v30                              ; examples/attention_decode.kgen:19
	v_cmp_u_f32 s[24:25], v1, v30
	v_mov_b32 v30, 0x7fc00000
	v_cndmask_b32 v31, v16, v30, s[24:25]
	v_sub_f32 v16, v1, v31                              ; examples/attention_decode.kgen:21
	v_mul_f32 v30, s14, v16                             ; examples/attention_decode.kgen:21
	v_mul_f32 v16, 0x3fb8aa3b, v30                      ; examples/attention_decode.kgen:21
	v_exp_f32 v30, v16                                  ; examples/attention_decode.kgen:21
	v_mul_f32 v16, v18, v30                             ; examples/attention_decode.kgen:23
	v_mul_f32 v32, v19, v30                             ; examples/attention_decode.kgen:23
	v_mul_f32 v33, v20, v30                             ; examples/attention_decode.kgen:23
	v_mul_f32 v34, v21, v30                             ; examples/attention_decode.kgen:23
	v_mul_f32 v35, v22, v30                             ; examples/attention_decode.kgen:23
	v_mul_f32 v36, v23, v30                             ; examples/attention_decode.kgen:23
	v_mul_f32 v37, v24, v30                             ; examples/attention_decode.kgen:23
	v_mul_f32 v38, v25, v30                             ; examples/attention_decode.kgen:23
	v_mov_b32 v18, v16                                  ; 'acc' scaled in place
	v_mov_b32 v19, v32                                  ; 'acc' scaled in place
	v_mov_b32 v20, v33                                  ; 'acc' scaled in place
	v_mov_b32 v21, v34                                  ; 'acc' scaled in place
	v_mov_b32 v22, v35                                  ; 'acc' scaled in place
	v_mov_b32 v23, v36                                  ; 'acc' scaled in place
	v_mov_b32 v24, v37                                  ; 'acc' scaled in place
	v_mov_b32 v25, v38                                  ; 'acc' scaled in place
	s_add_u32 s24, s30, s26                             ; 'v' at this chunk
	s_addc_u32 s25, s31, s27
	global_load_dwordx4 v[32:35], v6, s[24:25]          ; examples/attention_decode.kgen:23: 16-byte load of 'v'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v16, 16, v32
	v_and_b32 v36, 0xffff0000, v32
	v_lshlrev_b32 v37, 16, v33
	v_and_b32 v38, 0xffff0000, v33
	v_lshlrev_b32 v39, 16, v34
	v_and_b32 v40, 0xffff0000, v34
	v_lshlrev_b32 v41, 16, v35
	v_and_b32 v42, 0xffff0000, v35
	v_add_u32 v32, 0x1000, v6                           ; examples/attention_decode.kgen:23: 16-byte load of 'v'
	global_load_dwordx4 v[44:47], v32, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v32, 16, v44
	v_and_b32 v33, 0xffff0000, v44
	v_lshlrev_b32 v34, 16, v45
	v_and_b32 v35, 0xffff0000, v45
	v_lshlrev_b32 v43, 16, v46
	v_and_b32 v48, 0xffff0000, v46
	v_lshlrev_b32 v49, 16, v47
	v_and_b32 v50, 0xffff0000, v47
	v_add_u32 v44, 0x2000, v6                           ; examples/attention_decode.kgen:23: 16-byte load of 'v'
	global_load_dwordx4 v[52:55], v44, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v52
	v_and_b32 v45, 0xffff0000, v52
	v_lshlrev_b32 v46, 16, v53
	v_and_b32 v47, 0xffff0000, v53
	v_lshlrev_b32 v51, 16, v54
	v_and_b32 v56, 0xffff0000, v54
	v_lshlrev_b32 v57, 16, v55
	v_and_b32 v58, 0xffff0000, v55
	v_add_u32 v52, 0x3000, v6                           ; examples/attention_decode.kgen:23: 16-byte load of 'v'
	global_load_dwordx4 v[60:63], v52, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v60
	v_and_b32 v53, 0xffff0000, v60
	v_lshlrev_b32 v54, 16, v61
	v_and_b32 v55, 0xffff0000, v61
	v_lshlrev_b32 v59, 16, v62
	v_and_b32 v64, 0xffff0000, v62
	v_lshlrev_b32 v65, 16, v63
	v_and_b32 v66, 0xffff0000, v63
	v_lshrrev_b32 v60, 16, v16
	ds_write_b16 v4, v60 offset:4352                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v36
	ds_write_b16 v4, v16 offset:4496                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v37
	ds_write_b16 v4, v16 offset:4640                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v38
	ds_write_b16 v4, v16 offset:4784                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v39
	ds_write_b16 v4, v16 offset:4928                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v40
	ds_write_b16 v4, v16 offset:5072                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v41
	ds_write_b16 v4, v16 offset:5216                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v42
	ds_write_b16 v4, v16 offset:5360                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v32
	ds_write_b16 v4, v16 offset:4384                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v33
	ds_write_b16 v4, v16 offset:4528                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v34
	ds_write_b16 v4, v16 offset:4672                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v35
	ds_write_b16 v4, v16 offset:4816                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v43
	ds_write_b16 v4, v16 offset:4960                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v48
	ds_write_b16 v4, v16 offset:5104                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v49
	ds_write_b16 v4, v16 offset:5248                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v50
	ds_write_b16 v4, v16 offset:5392                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v44
	ds_write_b16 v4, v16 offset:4416                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v45
	ds_write_b16 v4, v16 offset:4560                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v46
	ds_write_b16 v4, v16 offset:4704                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v47
	ds_write_b16 v4, v16 offset:4848                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v51
	ds_write_b16 v4, v16 offset:4992                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v56
	ds_write_b16 v4, v16 offset:5136                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v57
	ds_write_b16 v4, v16 offset:5280                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v58
	ds_write_b16 v4, v16 offset:5424                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v52
	ds_write_b16 v4, v16 offset:4448                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v53
	ds_write_b16 v4, v16 offset:4592                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v54
	ds_write_b16 v4, v16 offset:4736                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v55
	ds_write_b16 v4, v16 offset:4880                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v59
	ds_write_b16 v4, v16 offset:5024                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v64
	ds_write_b16 v4, v16 offset:5168                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v65
	ds_write_b16 v4, v16 offset:5312                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v66
	ds_write_b16 v4, v16 offset:5456                    ; A operand of the product: stage
	v_mov_b32 v16, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_decode.kgen:20)
	v_mul_f32 v32, s14, v16
	v_mov_b32 v16, 0xbfb8aa3b
	v_mul_f32 v33, s14, v16
	v_mul_f32 v16, v31, v33                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_decode.kgen:20)
	v_fma_f32 v33, v26, v32, v16                        ; examples/attention_decode.kgen:20
	v_exp_f32 v34, v33                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v33, v27, v32, v16                        ; examples/attention_decode.kgen:20
	v_exp_f32 v35, v33                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v33, v28, v32, v16                        ; examples/attention_decode.kgen:20
	v_exp_f32 v36, v33                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v33, v29, v32, v16                        ; examples/attention_decode.kgen:20
	v_exp_f32 v16, v33                                  ; examples/attention_decode.kgen:20
	v_bfe_u32 v26, v34, 16, 1                           ; round to bf16
	v_add3_u32 v27, v34, v26, s4
	v_cmp_u_f32 s[24:25], v34, v34
	v_mov_b32 v26, 0x7fc00000
	v_cndmask_b32 v27, v27, v26, s[24:25]
	v_and_b32 v26, 0xffff0000, v27
	v_bfe_u32 v27, v35, 16, 1                           ; round to bf16
	v_add3_u32 v28, v35, v27, s4
	v_cmp_u_f32 s[24:25], v35, v35
	v_mov_b32 v27, 0x7fc00000
	v_cndmask_b32 v28, v28, v27, s[24:25]
	v_and_b32 v27, 0xffff0000, v28
	v_bfe_u32 v28, v36, 16, 1                           ; round to bf16
	v_add3_u32 v29, v36, v28, s4
	v_cmp_u_f32 s[24:25], v36, v36
	v_mov_b32 v28, 0x7fc00000
	v_cndmask_b32 v29, v29, v28, s[24:25]
	v_and_b32 v28, 0xffff0000, v29
	v_bfe_u32 v29, v16, 16, 1                           ; round to bf16
	v_add3_u32 v32, v16, v29, s4
	v_cmp_u_f32 s[24:25], v16, v16
	v_mov_b32 v29, 0x7fc00000
	v_cndmask_b32 v32, v32, v29, s[24:25]
	v_and_b32 v29, 0xffff0000, v32
	v_lshrrev_b32 v32, 16, v26
	ds_write_b16 v17, v32 offset:23040                  ; B operand of the product: stage
	v_lshrrev_b32 v26, 16, v27
	ds_write_b16 v17, v26 offset:23042                  ; B operand of the product: stage
	v_lshrrev_b32 v26, 16, v28
	ds_write_b16 v17, v26 offset:23044                  ; B operand of the product: stage
	v_lshrrev_b32 v26, 16, v29
	ds_write_b16 v17, v26 offset:23046                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[26:29], v10 offset:23040             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[38:41], v14 offset:4352              ; A fragment 0, k-steps 0..1
	ds_read_b128 v[42:45], v14 offset:6656              ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16bf16_1k v[18:21], v[38:39], v[26:27], v[18:21] ; examples/attention_decode.kgen:23: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[22:25], v[42:43], v[26:27], v[22:25] ; examples/attention_decode.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[18:21], v[40:41], v[28:29], v[18:21] ; examples/attention_decode.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[22:25], v[44:45], v[28:29], v[22:25] ; examples/attention_decode.kgen:23: mfma 16x16x16
	ds_read_b128 v[26:29], v10 offset:23104             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[38:41], v14 offset:4416              ; A fragment 0, k-steps 2..3
	ds_read_b128 v[42:45], v14 offset:6720              ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16bf16_1k v[18:21], v[38:39], v[26:27], v[18:21] ; examples/attention_decode.kgen:23: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[22:25], v[42:43], v[26:27], v[22:25] ; examples/attention_decode.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[18:21], v[40:41], v[28:29], v[18:21] ; examples/attention_decode.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[22:25], v[44:45], v[28:29], v[22:25] ; examples/attention_decode.kgen:23: mfma 16x16x16
	v_mul_f32 v26, v15, v30                             ; examples/attention_decode.kgen:22
	v_add_f32 v27, v34, v35                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	v_add_f32 v28, v27, v36                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	v_add_f32 v27, v28, v16                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	ds_swizzle_b32 v16, v27 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/attention_decode.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v28, v27, v16
	v_and_b32 v16, 63, v0                               ; sum over 'tt' (examples/attention_decode.kgen:22): lanes 32 apart
	v_xor_b32 v16, 32, v16
	v_lshlrev_b32 v16, 2, v16
	ds_bpermute_b32 v27, v16, v28
	s_waitcnt lgkmcnt(0)
	v_add_f32 v16, v28, v27
	s_and_saveexec_b64 s[24:25], s[8:9]                 ; lanes where %vpred_205
	ds_write_b32 v9, v16 offset:27392                   ; sum over 'tt' (examples/attention_decode.kgen:22): this warp group's partial
	s_mov_b64 exec, s[24:25]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v16, v13 offset:27392                   ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 0
	ds_read_b32 v27, v13 offset:27456                   ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v28, v16, v27
	ds_read_b32 v16, v13 offset:27520                   ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v27, v28, v16
	ds_read_b32 v16, v13 offset:27584                   ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v28, v27, v16
	v_add_f32 v16, v26, v28                             ; examples/attention_decode.kgen:22
	v_mov_b32 v15, v16                                  ; next 'l'
	v_mov_b32 v1, v31                                   ; next 'mx'
	s_add_u32 s11, s11, 64
	s_cmp_lt_u32 s11, s10
	s_cbranch_scc1 .Lattention_decode_loop0
.Lattention_decode_loop0_end:
	s_mov_b32 s10, s11                                  ; for tt in t: steps of 64: the rest, masked
	s_cmp_ge_u32 s10, s16
	s_cbranch_scc1 .Lattention_decode_loop1_end
.Lattention_decode_loop1:
	s_sub_u32 s11, s16, s10
	s_mul_i32 s24, s10, 0x80
	s_mul_hi_u32 s25, s10, 0x80
	s_lshl_b64 s[26:27], s[24:25], 1
	s_add_u32 s24, s22, s26                             ; 'k' at this chunk
	s_addc_u32 s25, s23, s27
	v_cmp_lt_u32 s[28:29], v2, s11                      ; 'tt' element in bounds
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_386
	global_load_ushort v16, v6, s[24:25]                ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v26, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_386
	global_load_ushort v16, v6, s[24:25] offset:2       ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v27, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_386
	global_load_ushort v16, v6, s[24:25] offset:4       ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v28, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_386
	global_load_ushort v16, v6, s[24:25] offset:6       ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v29, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_386
	global_load_ushort v16, v6, s[24:25] offset:8       ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v30, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_386
	global_load_ushort v16, v6, s[24:25] offset:10      ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v31, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_386
	global_load_ushort v16, v6, s[24:25] offset:12      ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v32, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_386
	global_load_ushort v16, v6, s[24:25] offset:14      ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v33, 16, v16
	v_add_u32 v16, 16, v2
	v_cmp_lt_u32 s[32:33], v16, s11                     ; 'tt' element in bounds
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_404
	v_add_u32 v34, 0x1000, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v16, v34, s[24:25]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_404
	v_add_u32 v35, 0x1002, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v16, v35, s[24:25]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v35, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_404
	v_add_u32 v36, 0x1004, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v16, v36, s[24:25]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v36, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_404
	v_add_u32 v37, 0x1006, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v16, v37, s[24:25]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v37, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_404
	v_add_u32 v38, 0x1008, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v16, v38, s[24:25]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v38, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_404
	v_add_u32 v39, 0x100a, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v16, v39, s[24:25]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v39, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_404
	v_add_u32 v40, 0x100c, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v16, v40, s[24:25]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v40, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_404
	v_add_u32 v41, 0x100e, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v16, v41, s[24:25]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v41, 16, v16
	v_add_u32 v16, 32, v2
	v_cmp_lt_u32 s[34:35], v16, s11                     ; 'tt' element in bounds
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_422
	v_add_u32 v42, 0x2000, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v16, v42, s[24:25]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v42, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_422
	v_add_u32 v43, 0x2002, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v16, v43, s[24:25]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v43, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_422
	v_add_u32 v44, 0x2004, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v16, v44, s[24:25]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_422
	v_add_u32 v45, 0x2006, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v16, v45, s[24:25]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_422
	v_add_u32 v46, 0x2008, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v16, v46, s[24:25]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_422
	v_add_u32 v47, 0x200a, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v16, v47, s[24:25]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_422
	v_add_u32 v48, 0x200c, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v16, v48, s[24:25]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_422
	v_add_u32 v49, 0x200e, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v16, v49, s[24:25]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v16
	v_add_u32 v16, 48, v2
	v_cmp_lt_u32 s[36:37], v16, s11                     ; 'tt' element in bounds
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_440
	v_add_u32 v50, 0x3000, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v16, v50, s[24:25]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_440
	v_add_u32 v51, 0x3002, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v16, v51, s[24:25]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_440
	v_add_u32 v52, 0x3004, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v16, v52, s[24:25]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_440
	v_add_u32 v53, 0x3006, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v16, v53, s[24:25]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_440
	v_add_u32 v54, 0x3008, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v16, v54, s[24:25]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_440
	v_add_u32 v55, 0x300a, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v16, v55, s[24:25]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_440
	v_add_u32 v56, 0x300c, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v16, v56, s[24:25]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_440
	v_add_u32 v57, 0x300e, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v16, v57, s[24:25]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v16
	v_lshrrev_b32 v16, 16, v26
	ds_write_b16 v7, v16 offset:4352                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v27
	ds_write_b16 v7, v16 offset:4354                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v28
	ds_write_b16 v7, v16 offset:4356                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v29
	ds_write_b16 v7, v16 offset:4358                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v30
	ds_write_b16 v7, v16 offset:4360                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v31
	ds_write_b16 v7, v16 offset:4362                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v32
	ds_write_b16 v7, v16 offset:4364                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v33
	ds_write_b16 v7, v16 offset:4366                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v34
	ds_write_b16 v7, v16 offset:8704                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v35
	ds_write_b16 v7, v16 offset:8706                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v36
	ds_write_b16 v7, v16 offset:8708                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v37
	ds_write_b16 v7, v16 offset:8710                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v38
	ds_write_b16 v7, v16 offset:8712                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v39
	ds_write_b16 v7, v16 offset:8714                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v40
	ds_write_b16 v7, v16 offset:8716                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v41
	ds_write_b16 v7, v16 offset:8718                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v42
	ds_write_b16 v7, v16 offset:13056                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v43
	ds_write_b16 v7, v16 offset:13058                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v44
	ds_write_b16 v7, v16 offset:13060                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v45
	ds_write_b16 v7, v16 offset:13062                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v46
	ds_write_b16 v7, v16 offset:13064                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v47
	ds_write_b16 v7, v16 offset:13066                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v48
	ds_write_b16 v7, v16 offset:13068                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v49
	ds_write_b16 v7, v16 offset:13070                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v50
	ds_write_b16 v7, v16 offset:17408                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v51
	ds_write_b16 v7, v16 offset:17410                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v52
	ds_write_b16 v7, v16 offset:17412                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v53
	ds_write_b16 v7, v16 offset:17414                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v54
	ds_write_b16 v7, v16 offset:17416                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v55
	ds_write_b16 v7, v16 offset:17418                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v56
	ds_write_b16 v7, v16 offset:17420                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v57
	ds_write_b16 v7, v16 offset:17422                   ; A operand of the product: stage
	v_mov_b32 v26, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v27, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v28, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v29, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[30:33], v12                          ; B fragment 0, k-steps 0..1
	ds_read_b128 v[34:37], v11 offset:4352              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[34:35], v[30:31], v[26:29] ; examples/attention_decode.kgen:18: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[36:37], v[32:33], v[26:29] ; examples/attention_decode.kgen:18: mfma 16x16x16
	ds_read_b128 v[30:33], v12 offset:64                ; B fragment 0, k-steps 2..3
	ds_read_b128 v[34:37], v11 offset:4416              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[34:35], v[30:31], v[26:29] ; examples/attention_decode.kgen:18: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[36:37], v[32:33], v[26:29] ; examples/attention_decode.kgen:18: mfma 16x16x16
	ds_read_b128 v[30:33], v12 offset:128               ; B fragment 0, k-steps 4..5
	ds_read_b128 v[34:37], v11 offset:4480              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[34:35], v[30:31], v[26:29] ; examples/attention_decode.kgen:18: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[36:37], v[32:33], v[26:29] ; examples/attention_decode.kgen:18: mfma 16x16x16
	ds_read_b128 v[30:33], v12 offset:192               ; B fragment 0, k-steps 6..7
	ds_read_b128 v[34:37], v11 offset:4544              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[34:35], v[30:31], v[26:29] ; examples/attention_decode.kgen:18: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[36:37], v[32:33], v[26:29] ; examples/attention_decode.kgen:18: mfma 16x16x16
	v_cmp_lt_u32 s[24:25], v3, s19                      ; 'r' element in bounds
	v_cmp_lt_u32 s[38:39], v5, s11                      ; 'tt' element in bounds
	s_and_b64 s[40:41], s[24:25], s[38:39]
	v_mov_b32 v16, 0xff800000                           ; absent elements contribute the identity
	s_nop 6
	v_cndmask_b32 v30, v16, v26, s[40:41]
	v_add_u32 v16, 1, v5
	v_cmp_lt_u32 s[38:39], v16, s11                     ; 'tt' element in bounds
	s_and_b64 s[42:43], s[24:25], s[38:39]
	v_mov_b32 v16, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v31, v16, v27, s[42:43]
	v_add_u32 v16, 2, v5
	v_cmp_lt_u32 s[38:39], v16, s11                     ; 'tt' element in bounds
	s_and_b64 s[44:45], s[24:25], s[38:39]
	v_mov_b32 v16, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v32, v16, v28, s[44:45]
	v_add_u32 v16, 3, v5
	v_cmp_lt_u32 s[38:39], v16, s11                     ; 'tt' element in bounds
	s_and_b64 s[46:47], s[24:25], s[38:39]
	v_mov_b32 v16, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v33, v16, v29, s[46:47]
	v_max_f32 v16, v30, v31                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[24:25], v30, v31
	v_mov_b32 v30, 0x7fc00000
	v_cndmask_b32 v31, v16, v30, s[24:25]
	v_max_f32 v16, v31, v32                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[24:25], v31, v32
	v_mov_b32 v30, 0x7fc00000
	v_cndmask_b32 v31, v16, v30, s[24:25]
	v_max_f32 v16, v31, v33                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[24:25], v31, v33
	v_mov_b32 v30, 0x7fc00000
	v_cndmask_b32 v31, v16, v30, s[24:25]
	ds_swizzle_b32 v16, v31 offset:swizzle(SWAP,16)     ; max over 'tt' (examples/attention_decode.kgen:19): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v30, v31, v16
	v_cmp_u_f32 s[24:25], v31, v16
	v_mov_b32 v16, 0x7fc00000
	v_cndmask_b32 v31, v30, v16, s[24:25]
	v_and_b32 v16, 63, v0                               ; max over 'tt' (examples/attention_decode.kgen:19): lanes 32 apart
	v_xor_b32 v16, 32, v16
	v_lshlrev_b32 v16, 2, v16
	ds_bpermute_b32 v30, v16, v31
	s_waitcnt lgkmcnt(0)
	v_max_f32 v16, v31, v30
	v_cmp_u_f32 s[24:25], v31, v30
	v_mov_b32 v30, 0x7fc00000
	v_cndmask_b32 v31, v16, v30, s[24:25]
	s_and_saveexec_b64 s[24:25], s[8:9]                 ; lanes where %vpred_205
	ds_write_b32 v9, v31 offset:22784                   ; max over 'tt' (examples/attention_decode.kgen:19): this warp group's partial
	s_mov_b64 exec, s[24:25]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v16, v13 offset:22784                   ; max over 'tt' (examples/attention_decode.kgen:19): warp group 0
	ds_read_b32 v30, v13 offset:22848                   ; max over 'tt' (examples/attention_decode.kgen:19): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v31, v16, v30
	v_cmp_u_f32 s[24:25], v16, v30
	v_mov_b32 v16, 0x7fc00000
	v_cndmask_b32 v30, v31, v16, s[24:25]
	ds_read_b32 v16, v13 offset:22912                   ; max over 'tt' (examples/attention_decode.kgen:19): warp group 2
	s_waitcnt lgkmcnt(0)
	v_max_f32 v31, v30, v16
	v_cmp_u_f32 s[24:25], v30, v16
	v_mov_b32 v16, 0x7fc00000
	v_cndmask_b32 v30, v31, v16, s[24:25]
	ds_read_b32 v16, v13 offset:22976                   ; max over 'tt' (examples/attention_decode.kgen:19): warp group 3
	s_waitcnt lgkmcnt(0)
	v_max_f32 v31, v30, v16
	v_cmp_u_f32 s[24:25], v30, v16
	v_mov_b32 v16, 0x7fc00000
	v_cndmask_b32 v30, v31, v16, s[24:25]
	v_max_f32 v16, v1, v30                              ; examples/attention_decode.kgen:19
	v_cmp_u_f32 s[24:25], v1, v30
	v_mov_b32 v30, 0x7fc00000
	v_cndmask_b32 v31, v16, v30, s[24:25]
	v_sub_f32 v16, v1, v31                              ; examples/attention_decode.kgen:21
	v_mul_f32 v30, s14, v16                             ; examples/attention_decode.kgen:21
	v_mul_f32 v16, 0x3fb8aa3b, v30                      ; examples/attention_decode.kgen:21
	v_exp_f32 v30, v16                                  ; examples/attention_decode.kgen:21
	v_mul_f32 v16, v18, v30                             ; examples/attention_decode.kgen:23
	v_mul_f32 v32, v19, v30                             ; examples/attention_decode.kgen:23
	v_mul_f32 v33, v20, v30                             ; examples/attention_decode.kgen:23
	v_mul_f32 v34, v21, v30                             ; examples/attention_decode.kgen:23
	v_mul_f32 v35, v22, v30                             ; examples/attention_decode.kgen:23
	v_mul_f32 v36, v23, v30                             ; examples/attention_decode.kgen:23
	v_mul_f32 v37, v24, v30                             ; examples/attention_decode.kgen:23
	v_mul_f32 v38, v25, v30                             ; examples/attention_decode.kgen:23
	v_mov_b32 v18, v16                                  ; 'acc' scaled in place
	v_mov_b32 v19, v32                                  ; 'acc' scaled in place
	v_mov_b32 v20, v33                                  ; 'acc' scaled in place
	v_mov_b32 v21, v34                                  ; 'acc' scaled in place
	v_mov_b32 v22, v35                                  ; 'acc' scaled in place
	v_mov_b32 v23, v36                                  ; 'acc' scaled in place
	v_mov_b32 v24, v37                                  ; 'acc' scaled in place
	v_mov_b32 v25, v38                                  ; 'acc' scaled in place
	s_add_u32 s24, s30, s26                             ; 'v' at this chunk
	s_addc_u32 s25, s31, s27
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_386
	global_load_ushort v16, v6, s[24:25]                ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v32, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_386
	global_load_ushort v16, v6, s[24:25] offset:2       ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v33, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_386
	global_load_ushort v16, v6, s[24:25] offset:4       ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_386
	global_load_ushort v16, v6, s[24:25] offset:6       ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v35, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_386
	global_load_ushort v16, v6, s[24:25] offset:8       ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v36, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_386
	global_load_ushort v16, v6, s[24:25] offset:10      ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v37, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_386
	global_load_ushort v16, v6, s[24:25] offset:12      ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v38, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_386
	global_load_ushort v16, v6, s[24:25] offset:14      ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v39, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_404
	v_add_u32 v40, 0x1000, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v16, v40, s[24:25]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v40, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_404
	v_add_u32 v41, 0x1002, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v16, v41, s[24:25]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v41, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_404
	v_add_u32 v42, 0x1004, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v16, v42, s[24:25]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v42, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_404
	v_add_u32 v43, 0x1006, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v16, v43, s[24:25]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v43, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_404
	v_add_u32 v44, 0x1008, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v16, v44, s[24:25]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_404
	v_add_u32 v45, 0x100a, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v16, v45, s[24:25]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_404
	v_add_u32 v46, 0x100c, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v16, v46, s[24:25]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_404
	v_add_u32 v47, 0x100e, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v16, v47, s[24:25]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[34:35]               ; lanes where %vpred_422
	v_add_u32 v48, 0x2000, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v16, v48, s[24:25]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[34:35]               ; lanes where %vpred_422
	v_add_u32 v49, 0x2002, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v16, v49, s[24:25]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[34:35]               ; lanes where %vpred_422
	v_add_u32 v50, 0x2004, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v16, v50, s[24:25]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[34:35]               ; lanes where %vpred_422
	v_add_u32 v51, 0x2006, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v16, v51, s[24:25]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[34:35]               ; lanes where %vpred_422
	v_add_u32 v52, 0x2008, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v16, v52, s[24:25]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[34:35]               ; lanes where %vpred_422
	v_add_u32 v53, 0x200a, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v16, v53, s[24:25]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[34:35]               ; lanes where %vpred_422
	v_add_u32 v54, 0x200c, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v16, v54, s[24:25]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[34:35]               ; lanes where %vpred_422
	v_add_u32 v55, 0x200e, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v16, v55, s[24:25]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[36:37]               ; lanes where %vpred_440
	v_add_u32 v56, 0x3000, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v16, v56, s[24:25]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[36:37]               ; lanes where %vpred_440
	v_add_u32 v57, 0x3002, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v16, v57, s[24:25]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[36:37]               ; lanes where %vpred_440
	v_add_u32 v58, 0x3004, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v16, v58, s[24:25]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[36:37]               ; lanes where %vpred_440
	v_add_u32 v59, 0x3006, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v16, v59, s[24:25]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[36:37]               ; lanes where %vpred_440
	v_add_u32 v60, 0x3008, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v16, v60, s[24:25]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[36:37]               ; lanes where %vpred_440
	v_add_u32 v61, 0x300a, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v16, v61, s[24:25]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[36:37]               ; lanes where %vpred_440
	v_add_u32 v62, 0x300c, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v16, v62, s[24:25]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[36:37]               ; lanes where %vpred_440
	v_add_u32 v63, 0x300e, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v16, v63, s[24:25]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v16
	v_lshrrev_b32 v16, 16, v32
	ds_write_b16 v4, v16 offset:4352                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v33
	ds_write_b16 v4, v16 offset:4496                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v34
	ds_write_b16 v4, v16 offset:4640                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v35
	ds_write_b16 v4, v16 offset:4784                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v36
	ds_write_b16 v4, v16 offset:4928                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v37
	ds_write_b16 v4, v16 offset:5072                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v38
	ds_write_b16 v4, v16 offset:5216                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v39
	ds_write_b16 v4, v16 offset:5360                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v40
	ds_write_b16 v4, v16 offset:4384                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v41
	ds_write_b16 v4, v16 offset:4528                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v42
	ds_write_b16 v4, v16 offset:4672                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v43
	ds_write_b16 v4, v16 offset:4816                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v44
	ds_write_b16 v4, v16 offset:4960                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v45
	ds_write_b16 v4, v16 offset:5104                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v46
	ds_write_b16 v4, v16 offset:5248                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v47
	ds_write_b16 v4, v16 offset:5392                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v48
	ds_write_b16 v4, v16 offset:4416                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v49
	ds_write_b16 v4, v16 offset:4560                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v50
	ds_write_b16 v4, v16 offset:4704                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v51
	ds_write_b16 v4, v16 offset:4848                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v52
	ds_write_b16 v4, v16 offset:4992                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v53
	ds_write_b16 v4, v16 offset:5136                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v54
	ds_write_b16 v4, v16 offset:5280                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v55
	ds_write_b16 v4, v16 offset:5424                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v56
	ds_write_b16 v4, v16 offset:4448                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v57
	ds_write_b16 v4, v16 offset:4592                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v58
	ds_write_b16 v4, v16 offset:4736                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v59
	ds_write_b16 v4, v16 offset:4880                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v60
	ds_write_b16 v4, v16 offset:5024                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v61
	ds_write_b16 v4, v16 offset:5168                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v62
	ds_write_b16 v4, v16 offset:5312                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v63
	ds_write_b16 v4, v16 offset:5456                    ; A operand of the product: stage
	v_mov_b32 v16, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_decode.kgen:20)
	v_mul_f32 v32, s14, v16
	v_mov_b32 v16, 0xbfb8aa3b
	v_mul_f32 v33, s14, v16
	v_mul_f32 v16, v31, v33                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_decode.kgen:20)
	v_fma_f32 v33, v26, v32, v16                        ; examples/attention_decode.kgen:20
	v_exp_f32 v34, v33                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v33, v27, v32, v16                        ; examples/attention_decode.kgen:20
	v_exp_f32 v35, v33                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v33, v28, v32, v16                        ; examples/attention_decode.kgen:20
	v_exp_f32 v36, v33                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v33, v29, v32, v16                        ; examples/attention_decode.kgen:20
	v_exp_f32 v16, v33                                  ; examples/attention_decode.kgen:20
	v_bfe_u32 v26, v34, 16, 1                           ; round to bf16
	v_add3_u32 v27, v34, v26, s4
	v_cmp_u_f32 s[24:25], v34, v34
	v_mov_b32 v26, 0x7fc00000
	v_cndmask_b32 v27, v27, v26, s[24:25]
	v_and_b32 v26, 0xffff0000, v27
	v_bfe_u32 v27, v35, 16, 1                           ; round to bf16
	v_add3_u32 v28, v35, v27, s4
	v_cmp_u_f32 s[24:25], v35, v35
	v_mov_b32 v27, 0x7fc00000
	v_cndmask_b32 v28, v28, v27, s[24:25]
	v_and_b32 v27, 0xffff0000, v28
	v_bfe_u32 v28, v36, 16, 1                           ; round to bf16
	v_add3_u32 v29, v36, v28, s4
	v_cmp_u_f32 s[24:25], v36, v36
	v_mov_b32 v28, 0x7fc00000
	v_cndmask_b32 v29, v29, v28, s[24:25]
	v_and_b32 v28, 0xffff0000, v29
	v_bfe_u32 v29, v16, 16, 1                           ; round to bf16
	v_add3_u32 v32, v16, v29, s4
	v_cmp_u_f32 s[24:25], v16, v16
	v_mov_b32 v29, 0x7fc00000
	v_cndmask_b32 v32, v32, v29, s[24:25]
	v_and_b32 v29, 0xffff0000, v32
	v_cndmask_b32 v32, 0, v26, s[40:41]                 ; absent elements add nothing
	v_lshrrev_b32 v26, 16, v32
	ds_write_b16 v17, v26 offset:23040                  ; B operand of the product: stage
	v_cndmask_b32 v26, 0, v27, s[42:43]                 ; absent elements add nothing
	v_lshrrev_b32 v27, 16, v26
	ds_write_b16 v17, v27 offset:23042                  ; B operand of the product: stage
	v_cndmask_b32 v26, 0, v28, s[44:45]                 ; absent elements add nothing
	v_lshrrev_b32 v27, 16, v26
	ds_write_b16 v17, v27 offset:23044                  ; B operand of the product: stage
	v_cndmask_b32 v26, 0, v29, s[46:47]                 ; absent elements add nothing
	v_lshrrev_b32 v27, 16, v26
	ds_write_b16 v17, v27 offset:23046                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[26:29], v10 offset:23040             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[38:41], v14 offset:4352              ; A fragment 0, k-steps 0..1
	ds_read_b128 v[42:45], v14 offset:6656              ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16bf16_1k v[18:21], v[38:39], v[26:27], v[18:21] ; examples/attention_decode.kgen:23: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[22:25], v[42:43], v[26:27], v[22:25] ; examples/attention_decode.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[18:21], v[40:41], v[28:29], v[18:21] ; examples/attention_decode.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[22:25], v[44:45], v[28:29], v[22:25] ; examples/attention_decode.kgen:23: mfma 16x16x16
	ds_read_b128 v[26:29], v10 offset:23104             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[38:41], v14 offset:4416              ; A fragment 0, k-steps 2..3
	ds_read_b128 v[42:45], v14 offset:6720              ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16bf16_1k v[18:21], v[38:39], v[26:27], v[18:21] ; examples/attention_decode.kgen:23: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[22:25], v[42:43], v[26:27], v[22:25] ; examples/attention_decode.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[18:21], v[40:41], v[28:29], v[18:21] ; examples/attention_decode.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[22:25], v[44:45], v[28:29], v[22:25] ; examples/attention_decode.kgen:23: mfma 16x16x16
	v_mul_f32 v26, v15, v30                             ; examples/attention_decode.kgen:22
	v_cndmask_b32 v27, 0, v34, s[40:41]                 ; absent elements contribute the identity
	v_cndmask_b32 v28, 0, v35, s[42:43]                 ; absent elements contribute the identity
	v_cndmask_b32 v29, 0, v36, s[44:45]                 ; absent elements contribute the identity
	v_cndmask_b32 v30, 0, v16, s[46:47]                 ; absent elements contribute the identity
	v_add_f32 v16, v27, v28                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	v_add_f32 v27, v16, v29                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	v_add_f32 v16, v27, v30                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	ds_swizzle_b32 v27, v16 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/attention_decode.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v28, v16, v27
	v_and_b32 v16, 63, v0                               ; sum over 'tt' (examples/attention_decode.kgen:22): lanes 32 apart
	v_xor_b32 v16, 32, v16
	v_lshlrev_b32 v16, 2, v16
	ds_bpermute_b32 v27, v16, v28
	s_waitcnt lgkmcnt(0)
	v_add_f32 v16, v28, v27
	s_and_saveexec_b64 s[24:25], s[8:9]                 ; lanes where %vpred_205
	ds_write_b32 v9, v16 offset:27392                   ; sum over 'tt' (examples/attention_decode.kgen:22): this warp group's partial
	s_mov_b64 exec, s[24:25]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v16, v13 offset:27392                   ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 0
	ds_read_b32 v27, v13 offset:27456                   ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v28, v16, v27
	ds_read_b32 v16, v13 offset:27520                   ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v27, v28, v16
	ds_read_b32 v16, v13 offset:27584                   ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v28, v27, v16
	v_add_f32 v16, v26, v28                             ; examples/attention_decode.kgen:22
	v_mov_b32 v15, v16                                  ; next 'l'
	v_mov_b32 v1, v31                                   ; next 'mx'
	s_add_u32 s10, s10, 64
	s_cmp_lt_u32 s10, s16
	s_cbranch_scc1 .Lattention_decode_loop1
.Lattention_decode_loop1_end:
	v_mov_b32 v1, 1.0                                   ; examples/attention_decode.kgen:26
	v_div_scale_f32 v16, s[10:11], v15, v15, v1
	v_rcp_f32 v26, v16
	v_div_scale_f32 v27, vcc, v1, v15, v1
	v_fma_f32 v28, -v16, v26, 1.0
	v_fma_f32 v26, v28, v26, v26
	v_mul_f32 v29, v27, v26
	v_fma_f32 v28, -v16, v29, v27
	v_fma_f32 v29, v28, v26, v29
	v_fma_f32 v28, -v16, v29, v27
	v_div_fmas_f32 v28, v28, v26, v29
	v_div_fixup_f32 v16, v28, v15, v1
	v_mul_f32 v1, v18, v16                              ; examples/attention_decode.kgen:26
	v_mul_f32 v15, v19, v16                             ; examples/attention_decode.kgen:26
	v_mul_f32 v26, v20, v16                             ; examples/attention_decode.kgen:26
	v_mul_f32 v27, v21, v16                             ; examples/attention_decode.kgen:26
	v_mul_f32 v18, v22, v16                             ; examples/attention_decode.kgen:26
	v_mul_f32 v19, v23, v16                             ; examples/attention_decode.kgen:26
	v_mul_f32 v20, v24, v16                             ; examples/attention_decode.kgen:26
	v_mul_f32 v21, v25, v16                             ; examples/attention_decode.kgen:26
	v_mov_b32 v16, 0x7fc00000
	v_cmp_u_f32 s[10:11], v1, v1
	v_cmp_u_f32 s[24:25], v15, v15
	v_bfe_u32 v22, v1, 16, 1
	v_bfe_u32 v23, v15, 16, 1
	v_add3_u32 v24, v1, v22, s4
	v_add3_u32 v1, v15, v23, s4
	v_cndmask_b32 v24, v24, v16, s[10:11]
	v_cndmask_b32 v1, v1, v16, s[24:25]
	v_perm_b32 v15, v1, v24, s5
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[10:11], v26, v26
	v_cmp_u_f32 s[24:25], v27, v27
	v_bfe_u32 v16, v26, 16, 1
	v_bfe_u32 v22, v27, 16, 1
	v_add3_u32 v23, v26, v16, s4
	v_add3_u32 v16, v27, v22, s4
	v_cndmask_b32 v23, v23, v1, s[10:11]
	v_cndmask_b32 v16, v16, v1, s[24:25]
	v_perm_b32 v1, v16, v23, s5
	v_mov_b32 v22, v15                                  ; examples/attention_decode.kgen:26: 8-byte store to 'o'
	v_mov_b32 v23, v1
	global_store_dwordx2 v8, v[22:23], s[12:13]
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[10:11], v18, v18
	v_cmp_u_f32 s[24:25], v19, v19
	v_bfe_u32 v15, v18, 16, 1
	v_bfe_u32 v16, v19, 16, 1
	v_add3_u32 v22, v18, v15, s4
	v_add3_u32 v15, v19, v16, s4
	v_cndmask_b32 v22, v22, v1, s[10:11]
	v_cndmask_b32 v15, v15, v1, s[24:25]
	v_perm_b32 v1, v15, v22, s5
	v_mov_b32 v15, 0x7fc00000
	v_cmp_u_f32 s[10:11], v20, v20
	v_cmp_u_f32 s[24:25], v21, v21
	v_bfe_u32 v16, v20, 16, 1
	v_bfe_u32 v18, v21, 16, 1
	v_add3_u32 v19, v20, v16, s4
	v_add3_u32 v16, v21, v18, s4
	v_cndmask_b32 v19, v19, v15, s[10:11]
	v_cndmask_b32 v16, v16, v15, s[24:25]
	v_perm_b32 v15, v16, v19, s5
	v_mov_b32 v18, v1                                   ; examples/attention_decode.kgen:26: 8-byte store to 'o'
	v_mov_b32 v19, v15
	global_store_dwordx2 v8, v[18:19], s[12:13] offset:32
	s_branch .Lattention_decode_if0_end
.Lattention_decode_if0_else:
	v_cmp_lt_u32 s[10:11], v2, s19
	v_mov_b32 v18, 0                                    ; outside: 0
	v_mov_b32 v19, 0                                    ; outside: 0
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[10:11]               ; lanes where %vpred_752
	global_load_dwordx4 v[18:21], v6, s[6:7]            ; examples/attention_decode.kgen:18: 16 bytes of 'q'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[18:21]                          ; 16 bytes into opinv0
	v_add_f32 v1, 0, 0                                  ; examples/attention_decode.kgen:16
	v_mov_b32 v18, v1                                   ; loop-carried 'acc'
	v_mov_b32 v19, v1                                   ; loop-carried 'acc'
	v_mov_b32 v20, v1                                   ; loop-carried 'acc'
	v_mov_b32 v21, v1                                   ; loop-carried 'acc'
	v_mov_b32 v22, v1                                   ; loop-carried 'acc'
	v_mov_b32 v23, v1                                   ; loop-carried 'acc'
	v_mov_b32 v24, v1                                   ; loop-carried 'acc'
	v_mov_b32 v25, v1                                   ; loop-carried 'acc'
	v_mov_b32 v15, v1                                   ; loop-carried 'l'
	v_mov_b32 v1, 0xff800000                            ; examples/attention_decode.kgen:14
	v_add_f32 v16, v1, 0
	v_mov_b32 v1, v16                                   ; loop-carried 'mx'
	s_cmp_ge_u32 s16, 64                                ; at least one whole chunk of 'tt'
	s_cselect_b32 s5, 1, 0
	s_sub_u32 s6, s16, 63
	s_cmp_lg_u32 s5, 0                                  ; full chunks start below extent - chunk + 1
	s_cselect_b32 s5, s6, 0
	s_cmp_lg_u32 s20, 0
	s_cselect_b32 s6, s5, 0
	s_mov_b32 s5, 0                                     ; for tt in t: steps of 64: whole chunks
	s_cmp_ge_u32 s5, s6
	s_cbranch_scc1 .Lattention_decode_loop2_end
.Lattention_decode_loop2:
	s_mul_i32 s10, s5, 0x80
	s_mul_hi_u32 s11, s5, 0x80
	s_lshl_b64 s[20:21], s[10:11], 1
	s_add_u32 s10, s22, s20                             ; 'k' at this chunk
	s_addc_u32 s11, s23, s21
	global_load_dwordx4 v[26:29], v6, s[10:11]          ; examples/attention_decode.kgen:18: 16-byte load of 'k'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v16, 16, v26
	v_and_b32 v30, 0xffff0000, v26
	v_lshlrev_b32 v31, 16, v27
	v_and_b32 v32, 0xffff0000, v27
	v_lshlrev_b32 v33, 16, v28
	v_and_b32 v34, 0xffff0000, v28
	v_lshlrev_b32 v35, 16, v29
	v_and_b32 v36, 0xffff0000, v29
	v_add_u32 v26, 0x1000, v6                           ; examples/attention_decode.kgen:18: 16-byte load of 'k'
	global_load_dwordx4 v[38:41], v26, s[10:11]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v26, 16, v38
	v_and_b32 v27, 0xffff0000, v38
	v_lshlrev_b32 v28, 16, v39
	v_and_b32 v29, 0xffff0000, v39
	v_lshlrev_b32 v37, 16, v40
	v_and_b32 v42, 0xffff0000, v40
	v_lshlrev_b32 v43, 16, v41
	v_and_b32 v44, 0xffff0000, v41
	v_add_u32 v38, 0x2000, v6                           ; examples/attention_decode.kgen:18: 16-byte load of 'k'
	global_load_dwordx4 v[46:49], v38, s[10:11]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v38, 16, v46
	v_and_b32 v39, 0xffff0000, v46
	v_lshlrev_b32 v40, 16, v47
	v_and_b32 v41, 0xffff0000, v47
	v_lshlrev_b32 v45, 16, v48
	v_and_b32 v50, 0xffff0000, v48
	v_lshlrev_b32 v51, 16, v49
	v_and_b32 v52, 0xffff0000, v49
	v_add_u32 v46, 0x3000, v6                           ; examples/attention_decode.kgen:18: 16-byte load of 'k'
	global_load_dwordx4 v[54:57], v46, s[10:11]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v54
	v_and_b32 v47, 0xffff0000, v54
	v_lshlrev_b32 v48, 16, v55
	v_and_b32 v49, 0xffff0000, v55
	v_lshlrev_b32 v53, 16, v56
	v_and_b32 v58, 0xffff0000, v56
	v_lshlrev_b32 v59, 16, v57
	v_and_b32 v60, 0xffff0000, v57
	v_lshrrev_b32 v54, 16, v16
	ds_write_b16 v7, v54 offset:4352                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v30
	ds_write_b16 v7, v16 offset:4354                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v31
	ds_write_b16 v7, v16 offset:4356                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v32
	ds_write_b16 v7, v16 offset:4358                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v33
	ds_write_b16 v7, v16 offset:4360                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v34
	ds_write_b16 v7, v16 offset:4362                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v35
	ds_write_b16 v7, v16 offset:4364                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v36
	ds_write_b16 v7, v16 offset:4366                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v26
	ds_write_b16 v7, v16 offset:8704                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v27
	ds_write_b16 v7, v16 offset:8706                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v28
	ds_write_b16 v7, v16 offset:8708                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v29
	ds_write_b16 v7, v16 offset:8710                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v37
	ds_write_b16 v7, v16 offset:8712                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v42
	ds_write_b16 v7, v16 offset:8714                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v43
	ds_write_b16 v7, v16 offset:8716                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v44
	ds_write_b16 v7, v16 offset:8718                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v38
	ds_write_b16 v7, v16 offset:13056                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v39
	ds_write_b16 v7, v16 offset:13058                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v40
	ds_write_b16 v7, v16 offset:13060                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v41
	ds_write_b16 v7, v16 offset:13062                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v45
	ds_write_b16 v7, v16 offset:13064                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v50
	ds_write_b16 v7, v16 offset:13066                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v51
	ds_write_b16 v7, v16 offset:13068                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v52
	ds_write_b16 v7, v16 offset:13070                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v46
	ds_write_b16 v7, v16 offset:17408                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v47
	ds_write_b16 v7, v16 offset:17410                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v48
	ds_write_b16 v7, v16 offset:17412                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v49
	ds_write_b16 v7, v16 offset:17414                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v53
	ds_write_b16 v7, v16 offset:17416                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v58
	ds_write_b16 v7, v16 offset:17418                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v59
	ds_write_b16 v7, v16 offset:17420                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v60
	ds_write_b16 v7, v16 offset:17422                   ; A operand of the product: stage
	v_mov_b32 v26, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v27, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v28, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v29, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[30:33], v12                          ; B fragment 0, k-steps 0..1
	ds_read_b128 v[34:37], v11 offset:4352              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[34:35], v[30:31], v[26:29] ; examples/attention_decode.kgen:18: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[36:37], v[32:33], v[26:29] ; examples/attention_decode.kgen:18: mfma 16x16x16
	ds_read_b128 v[30:33], v12 offset:64                ; B fragment 0, k-steps 2..3
	ds_read_b128 v[34:37], v11 offset:4416              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[34:35], v[30:31], v[26:29] ; examples/attention_decode.kgen:18: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[36:37], v[32:33], v[26:29] ; examples/attention_decode.kgen:18: mfma 16x16x16
	ds_read_b128 v[30:33], v12 offset:128               ; B fragment 0, k-steps 4..5
	ds_read_b128 v[34:37], v11 offset:4480              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[34:35], v[30:31], v[26:29] ; examples/attention_decode.kgen:18: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[36:37], v[32:33], v[26:29] ; examples/attention_decode.kgen:18: mfma 16x16x16
	ds_read_b128 v[30:33], v12 offset:192               ; B fragment 0, k-steps 6..7
	ds_read_b128 v[34:37], v11 offset:4544              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[34:35], v[30:31], v[26:29] ; examples/attention_decode.kgen:18: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[36:37], v[32:33], v[26:29] ; examples/attention_decode.kgen:18: mfma 16x16x16
	s_nop 7
	s_nop 2
	v_max_f32 v16, v26, v27                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[10:11], v26, v27
	v_mov_b32 v30, 0x7fc00000
	v_cndmask_b32 v31, v16, v30, s[10:11]
	v_max_f32 v16, v31, v28                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[10:11], v31, v28
	v_mov_b32 v30, 0x7fc00000
	v_cndmask_b32 v31, v16, v30, s[10:11]
	v_max_f32 v16, v31, v29                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[10:11], v31, v29
	v_mov_b32 v30, 0x7fc00000
	v_cndmask_b32 v31, v16, v30, s[10:11]
	ds_swizzle_b32 v16, v31 offset:swizzle(SWAP,16)     ; max over 'tt' (examples/attention_decode.kgen:19): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v30, v31, v16
	v_cmp_u_f32 s[10:11], v31, v16
	v_mov_b32 v16, 0x7fc00000
	v_cndmask_b32 v31, v30, v16, s[10:11]
	v_and_b32 v16, 63, v0                               ; max over 'tt' (examples/attention_decode.kgen:19): lanes 32 apart
	v_xor_b32 v16, 32, v16
	v_lshlrev_b32 v16, 2, v16
	ds_bpermute_b32 v30, v16, v31
	s_waitcnt lgkmcnt(0)
	v_max_f32 v16, v31, v30
	v_cmp_u_f32 s[10:11], v31, v30
	v_mov_b32 v30, 0x7fc00000
	v_cndmask_b32 v31, v16, v30, s[10:11]
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_205
	ds_write_b32 v9, v31 offset:22784                   ; max over 'tt' (examples/attention_decode.kgen:19): this warp group's partial
	s_mov_b64 exec, s[10:11]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v16, v13 offset:22784                   ; max over 'tt' (examples/attention_decode.kgen:19): warp group 0
	ds_read_b32 v30, v13 offset:22848                   ; max over 'tt' (examples/attention_decode.kgen:19): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v31, v16, v30
	v_cmp_u_f32 s[10:11], v16, v30
	v_mov_b32 v16, 0x7fc00000
	v_cndmask_b32 v30, v31, v16, s[10:11]
	ds_read_b32 v16, v13 offset:22912                   ; max over 'tt' (examples/attention_decode.kgen:19): warp group 2
	s_waitcnt lgkmcnt(0)
	v_max_f32 v31, v30, v16
	v_cmp_u_f32 s[10:11], v30, v16
	v_mov_b32 v16, 0x7fc00000
	v_cndmask_b32 v30, v31, v16, s[10:11]
	ds_read_b32 v16, v13 offset:22976                   ; max over 'tt' (examples/attention_decode.kgen:19): warp group 3
	s_waitcnt lgkmcnt(0)
	v_max_f32 v31, v30, v16
	v_cmp_u_f32 s[10:11], v30, v16
	v_mov_b32 v16, 0x7fc00000
	v_cndmask_b32 v30, v31, v16, s[10:11]
	v_max_f32 v16, v1, v30                              ; examples/attention_decode.kgen:19
	v_cmp_u_f32 s[10:11], v1, v30
	v_mov_b32 v30, 0x7fc00000
	v_cndmask_b32 v31, v16, v30, s[10:11]
	v_sub_f32 v16, v1, v31                              ; examples/attention_decode.kgen:21
	v_mul_f32 v30, s14, v16                             ; examples/attention_decode.kgen:21
	v_mul_f32 v16, 0x3fb8aa3b, v30                      ; examples/attention_decode.kgen:21
	v_exp_f32 v30, v16                                  ; examples/attention_decode.kgen:21
	v_mul_f32 v16, v18, v30                             ; examples/attention_decode.kgen:23
	v_mul_f32 v32, v19, v30                             ; examples/attention_decode.kgen:23
	v_mul_f32 v33, v20, v30                             ; examples/attention_decode.kgen:23
	v_mul_f32 v34, v21, v30                             ; examples/attention_decode.kgen:23
	v_mul_f32 v35, v22, v30                             ; examples/attention_decode.kgen:23
	v_mul_f32 v36, v23, v30                             ; examples/attention_decode.kgen:23
	v_mul_f32 v37, v24, v30                             ; examples/attention_decode.kgen:23
	v_mul_f32 v38, v25, v30                             ; examples/attention_decode.kgen:23
	v_mov_b32 v18, v16                                  ; 'acc' scaled in place
	v_mov_b32 v19, v32                                  ; 'acc' scaled in place
	v_mov_b32 v20, v33                                  ; 'acc' scaled in place
	v_mov_b32 v21, v34                                  ; 'acc' scaled in place
	v_mov_b32 v22, v35                                  ; 'acc' scaled in place
	v_mov_b32 v23, v36                                  ; 'acc' scaled in place
	v_mov_b32 v24, v37                                  ; 'acc' scaled in place
	v_mov_b32 v25, v38                                  ; 'acc' scaled in place
	s_add_u32 s10, s30, s20                             ; 'v' at this chunk
	s_addc_u32 s11, s31, s21
	global_load_dwordx4 v[32:35], v6, s[10:11]          ; examples/attention_decode.kgen:23: 16-byte load of 'v'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v16, 16, v32
	v_and_b32 v36, 0xffff0000, v32
	v_lshlrev_b32 v37, 16, v33
	v_and_b32 v38, 0xffff0000, v33
	v_lshlrev_b32 v39, 16, v34
	v_and_b32 v40, 0xffff0000, v34
	v_lshlrev_b32 v41, 16, v35
	v_and_b32 v42, 0xffff0000, v35
	v_add_u32 v32, 0x1000, v6                           ; examples/attention_decode.kgen:23: 16-byte load of 'v'
	global_load_dwordx4 v[44:47], v32, s[10:11]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v32, 16, v44
	v_and_b32 v33, 0xffff0000, v44
	v_lshlrev_b32 v34, 16, v45
	v_and_b32 v35, 0xffff0000, v45
	v_lshlrev_b32 v43, 16, v46
	v_and_b32 v48, 0xffff0000, v46
	v_lshlrev_b32 v49, 16, v47
	v_and_b32 v50, 0xffff0000, v47
	v_add_u32 v44, 0x2000, v6                           ; examples/attention_decode.kgen:23: 16-byte load of 'v'
	global_load_dwordx4 v[52:55], v44, s[10:11]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v52
	v_and_b32 v45, 0xffff0000, v52
	v_lshlrev_b32 v46, 16, v53
	v_and_b32 v47, 0xffff0000, v53
	v_lshlrev_b32 v51, 16, v54
	v_and_b32 v56, 0xffff0000, v54
	v_lshlrev_b32 v57, 16, v55
	v_and_b32 v58, 0xffff0000, v55
	v_add_u32 v52, 0x3000, v6                           ; examples/attention_decode.kgen:23: 16-byte load of 'v'
	global_load_dwordx4 v[60:63], v52, s[10:11]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v60
	v_and_b32 v53, 0xffff0000, v60
	v_lshlrev_b32 v54, 16, v61
	v_and_b32 v55, 0xffff0000, v61
	v_lshlrev_b32 v59, 16, v62
	v_and_b32 v64, 0xffff0000, v62
	v_lshlrev_b32 v65, 16, v63
	v_and_b32 v66, 0xffff0000, v63
	v_lshrrev_b32 v60, 16, v16
	ds_write_b16 v4, v60 offset:4352                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v36
	ds_write_b16 v4, v16 offset:4496                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v37
	ds_write_b16 v4, v16 offset:4640                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v38
	ds_write_b16 v4, v16 offset:4784                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v39
	ds_write_b16 v4, v16 offset:4928                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v40
	ds_write_b16 v4, v16 offset:5072                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v41
	ds_write_b16 v4, v16 offset:5216                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v42
	ds_write_b16 v4, v16 offset:5360                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v32
	ds_write_b16 v4, v16 offset:4384                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v33
	ds_write_b16 v4, v16 offset:4528                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v34
	ds_write_b16 v4, v16 offset:4672                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v35
	ds_write_b16 v4, v16 offset:4816                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v43
	ds_write_b16 v4, v16 offset:4960                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v48
	ds_write_b16 v4, v16 offset:5104                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v49
	ds_write_b16 v4, v16 offset:5248                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v50
	ds_write_b16 v4, v16 offset:5392                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v44
	ds_write_b16 v4, v16 offset:4416                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v45
	ds_write_b16 v4, v16 offset:4560                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v46
	ds_write_b16 v4, v16 offset:4704                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v47
	ds_write_b16 v4, v16 offset:4848                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v51
	ds_write_b16 v4, v16 offset:4992                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v56
	ds_write_b16 v4, v16 offset:5136                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v57
	ds_write_b16 v4, v16 offset:5280                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v58
	ds_write_b16 v4, v16 offset:5424                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v52
	ds_write_b16 v4, v16 offset:4448                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v53
	ds_write_b16 v4, v16 offset:4592                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v54
	ds_write_b16 v4, v16 offset:4736                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v55
	ds_write_b16 v4, v16 offset:4880                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v59
	ds_write_b16 v4, v16 offset:5024                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v64
	ds_write_b16 v4, v16 offset:5168                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v65
	ds_write_b16 v4, v16 offset:5312                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v66
	ds_write_b16 v4, v16 offset:5456                    ; A operand of the product: stage
	v_mov_b32 v16, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_decode.kgen:20)
	v_mul_f32 v32, s14, v16
	v_mov_b32 v16, 0xbfb8aa3b
	v_mul_f32 v33, s14, v16
	v_mul_f32 v16, v31, v33                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_decode.kgen:20)
	v_fma_f32 v33, v26, v32, v16                        ; examples/attention_decode.kgen:20
	v_exp_f32 v34, v33                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v33, v27, v32, v16                        ; examples/attention_decode.kgen:20
	v_exp_f32 v35, v33                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v33, v28, v32, v16                        ; examples/attention_decode.kgen:20
	v_exp_f32 v36, v33                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v33, v29, v32, v16                        ; examples/attention_decode.kgen:20
	v_exp_f32 v16, v33                                  ; examples/attention_decode.kgen:20
	v_bfe_u32 v26, v34, 16, 1                           ; round to bf16
	v_add3_u32 v27, v34, v26, s4
	v_cmp_u_f32 s[10:11], v34, v34
	v_mov_b32 v26, 0x7fc00000
	v_cndmask_b32 v27, v27, v26, s[10:11]
	v_and_b32 v26, 0xffff0000, v27
	v_bfe_u32 v27, v35, 16, 1                           ; round to bf16
	v_add3_u32 v28, v35, v27, s4
	v_cmp_u_f32 s[10:11], v35, v35
	v_mov_b32 v27, 0x7fc00000
	v_cndmask_b32 v28, v28, v27, s[10:11]
	v_and_b32 v27, 0xffff0000, v28
	v_bfe_u32 v28, v36, 16, 1                           ; round to bf16
	v_add3_u32 v29, v36, v28, s4
	v_cmp_u_f32 s[10:11], v36, v36
	v_mov_b32 v28, 0x7fc00000
	v_cndmask_b32 v29, v29, v28, s[10:11]
	v_and_b32 v28, 0xffff0000, v29
	v_bfe_u32 v29, v16, 16, 1                           ; round to bf16
	v_add3_u32 v32, v16, v29, s4
	v_cmp_u_f32 s[10:11], v16, v16
	v_mov_b32 v29, 0x7fc00000
	v_cndmask_b32 v32, v32, v29, s[10:11]
	v_and_b32 v29, 0xffff0000, v32
	v_lshrrev_b32 v32, 16, v26
	ds_write_b16 v17, v32 offset:23040                  ; B operand of the product: stage
	v_lshrrev_b32 v26, 16, v27
	ds_write_b16 v17, v26 offset:23042                  ; B operand of the product: stage
	v_lshrrev_b32 v26, 16, v28
	ds_write_b16 v17, v26 offset:23044                  ; B operand of the product: stage
	v_lshrrev_b32 v26, 16, v29
	ds_write_b16 v17, v26 offset:23046                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[26:29], v10 offset:23040             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[38:41], v14 offset:4352              ; A fragment 0, k-steps 0..1
	ds_read_b128 v[42:45], v14 offset:6656              ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16bf16_1k v[18:21], v[38:39], v[26:27], v[18:21] ; examples/attention_decode.kgen:23: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[22:25], v[42:43], v[26:27], v[22:25] ; examples/attention_decode.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[18:21], v[40:41], v[28:29], v[18:21] ; examples/attention_decode.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[22:25], v[44:45], v[28:29], v[22:25] ; examples/attention_decode.kgen:23: mfma 16x16x16
	ds_read_b128 v[26:29], v10 offset:23104             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[38:41], v14 offset:4416              ; A fragment 0, k-steps 2..3
	ds_read_b128 v[42:45], v14 offset:6720              ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16bf16_1k v[18:21], v[38:39], v[26:27], v[18:21] ; examples/attention_decode.kgen:23: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[22:25], v[42:43], v[26:27], v[22:25] ; examples/attention_decode.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[18:21], v[40:41], v[28:29], v[18:21] ; examples/attention_decode.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[22:25], v[44:45], v[28:29], v[22:25] ; examples/attention_decode.kgen:23: mfma 16x16x16
	v_mul_f32 v26, v15, v30                             ; examples/attention_decode.kgen:22
	v_add_f32 v27, v34, v35                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	v_add_f32 v28, v27, v36                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	v_add_f32 v27, v28, v16                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	ds_swizzle_b32 v16, v27 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/attention_decode.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v28, v27, v16
	v_and_b32 v16, 63, v0                               ; sum over 'tt' (examples/attention_decode.kgen:22): lanes 32 apart
	v_xor_b32 v16, 32, v16
	v_lshlrev_b32 v16, 2, v16
	ds_bpermute_b32 v27, v16, v28
	s_waitcnt lgkmcnt(0)
	v_add_f32 v16, v28, v27
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_205
	ds_write_b32 v9, v16 offset:27392                   ; sum over 'tt' (examples/attention_decode.kgen:22): this warp group's partial
	s_mov_b64 exec, s[10:11]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v16, v13 offset:27392                   ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 0
	ds_read_b32 v27, v13 offset:27456                   ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v28, v16, v27
	ds_read_b32 v16, v13 offset:27520                   ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v27, v28, v16
	ds_read_b32 v16, v13 offset:27584                   ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v28, v27, v16
	v_add_f32 v16, v26, v28                             ; examples/attention_decode.kgen:22
	v_mov_b32 v15, v16                                  ; next 'l'
	v_mov_b32 v1, v31                                   ; next 'mx'
	s_add_u32 s5, s5, 64
	s_cmp_lt_u32 s5, s6
	s_cbranch_scc1 .Lattention_decode_loop2
.Lattention_decode_loop2_end:
	s_mov_b32 s6, s5                                    ; for tt in t: steps of 64: the rest, masked
	s_cmp_ge_u32 s6, s16
	s_cbranch_scc1 .Lattention_decode_loop3_end
.Lattention_decode_loop3:
	s_sub_u32 s5, s16, s6
	s_mul_i32 s10, s6, 0x80
	s_mul_hi_u32 s11, s6, 0x80
	s_lshl_b64 s[20:21], s[10:11], 1
	s_add_u32 s10, s22, s20                             ; 'k' at this chunk
	s_addc_u32 s11, s23, s21
	v_cmp_lt_u32 s[24:25], v2, s5                       ; 'tt' element in bounds
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1065
	global_load_ushort v16, v6, s[10:11]                ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v26, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1065
	global_load_ushort v16, v6, s[10:11] offset:2       ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v27, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1065
	global_load_ushort v16, v6, s[10:11] offset:4       ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v28, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1065
	global_load_ushort v16, v6, s[10:11] offset:6       ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v29, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1065
	global_load_ushort v16, v6, s[10:11] offset:8       ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v30, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1065
	global_load_ushort v16, v6, s[10:11] offset:10      ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v31, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1065
	global_load_ushort v16, v6, s[10:11] offset:12      ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v32, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1065
	global_load_ushort v16, v6, s[10:11] offset:14      ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v33, 16, v16
	v_add_u32 v16, 16, v2
	v_cmp_lt_u32 s[26:27], v16, s5                      ; 'tt' element in bounds
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1083
	v_add_u32 v34, 0x1000, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v16, v34, s[10:11]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1083
	v_add_u32 v35, 0x1002, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v16, v35, s[10:11]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v35, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1083
	v_add_u32 v36, 0x1004, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v16, v36, s[10:11]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v36, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1083
	v_add_u32 v37, 0x1006, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v16, v37, s[10:11]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v37, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1083
	v_add_u32 v38, 0x1008, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v16, v38, s[10:11]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v38, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1083
	v_add_u32 v39, 0x100a, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v16, v39, s[10:11]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v39, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1083
	v_add_u32 v40, 0x100c, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v16, v40, s[10:11]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v40, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1083
	v_add_u32 v41, 0x100e, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v16, v41, s[10:11]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v41, 16, v16
	v_add_u32 v16, 32, v2
	v_cmp_lt_u32 s[28:29], v16, s5                      ; 'tt' element in bounds
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_1101
	v_add_u32 v42, 0x2000, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v16, v42, s[10:11]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v42, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_1101
	v_add_u32 v43, 0x2002, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v16, v43, s[10:11]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v43, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_1101
	v_add_u32 v44, 0x2004, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v16, v44, s[10:11]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_1101
	v_add_u32 v45, 0x2006, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v16, v45, s[10:11]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_1101
	v_add_u32 v46, 0x2008, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v16, v46, s[10:11]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_1101
	v_add_u32 v47, 0x200a, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v16, v47, s[10:11]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_1101
	v_add_u32 v48, 0x200c, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v16, v48, s[10:11]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_1101
	v_add_u32 v49, 0x200e, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v16, v49, s[10:11]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v16
	v_add_u32 v16, 48, v2
	v_cmp_lt_u32 s[32:33], v16, s5                      ; 'tt' element in bounds
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_1119
	v_add_u32 v50, 0x3000, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v16, v50, s[10:11]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_1119
	v_add_u32 v51, 0x3002, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v16, v51, s[10:11]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_1119
	v_add_u32 v52, 0x3004, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v16, v52, s[10:11]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_1119
	v_add_u32 v53, 0x3006, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v16, v53, s[10:11]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_1119
	v_add_u32 v54, 0x3008, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v16, v54, s[10:11]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_1119
	v_add_u32 v55, 0x300a, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v16, v55, s[10:11]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_1119
	v_add_u32 v56, 0x300c, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v16, v56, s[10:11]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_1119
	v_add_u32 v57, 0x300e, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v16, v57, s[10:11]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v16
	v_lshrrev_b32 v16, 16, v26
	ds_write_b16 v7, v16 offset:4352                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v27
	ds_write_b16 v7, v16 offset:4354                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v28
	ds_write_b16 v7, v16 offset:4356                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v29
	ds_write_b16 v7, v16 offset:4358                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v30
	ds_write_b16 v7, v16 offset:4360                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v31
	ds_write_b16 v7, v16 offset:4362                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v32
	ds_write_b16 v7, v16 offset:4364                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v33
	ds_write_b16 v7, v16 offset:4366                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v34
	ds_write_b16 v7, v16 offset:8704                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v35
	ds_write_b16 v7, v16 offset:8706                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v36
	ds_write_b16 v7, v16 offset:8708                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v37
	ds_write_b16 v7, v16 offset:8710                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v38
	ds_write_b16 v7, v16 offset:8712                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v39
	ds_write_b16 v7, v16 offset:8714                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v40
	ds_write_b16 v7, v16 offset:8716                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v41
	ds_write_b16 v7, v16 offset:8718                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v42
	ds_write_b16 v7, v16 offset:13056                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v43
	ds_write_b16 v7, v16 offset:13058                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v44
	ds_write_b16 v7, v16 offset:13060                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v45
	ds_write_b16 v7, v16 offset:13062                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v46
	ds_write_b16 v7, v16 offset:13064                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v47
	ds_write_b16 v7, v16 offset:13066                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v48
	ds_write_b16 v7, v16 offset:13068                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v49
	ds_write_b16 v7, v16 offset:13070                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v50
	ds_write_b16 v7, v16 offset:17408                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v51
	ds_write_b16 v7, v16 offset:17410                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v52
	ds_write_b16 v7, v16 offset:17412                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v53
	ds_write_b16 v7, v16 offset:17414                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v54
	ds_write_b16 v7, v16 offset:17416                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v55
	ds_write_b16 v7, v16 offset:17418                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v56
	ds_write_b16 v7, v16 offset:17420                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v57
	ds_write_b16 v7, v16 offset:17422                   ; A operand of the product: stage
	v_mov_b32 v26, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v27, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v28, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v29, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[30:33], v12                          ; B fragment 0, k-steps 0..1
	ds_read_b128 v[34:37], v11 offset:4352              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[34:35], v[30:31], v[26:29] ; examples/attention_decode.kgen:18: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[36:37], v[32:33], v[26:29] ; examples/attention_decode.kgen:18: mfma 16x16x16
	ds_read_b128 v[30:33], v12 offset:64                ; B fragment 0, k-steps 2..3
	ds_read_b128 v[34:37], v11 offset:4416              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[34:35], v[30:31], v[26:29] ; examples/attention_decode.kgen:18: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[36:37], v[32:33], v[26:29] ; examples/attention_decode.kgen:18: mfma 16x16x16
	ds_read_b128 v[30:33], v12 offset:128               ; B fragment 0, k-steps 4..5
	ds_read_b128 v[34:37], v11 offset:4480              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[34:35], v[30:31], v[26:29] ; examples/attention_decode.kgen:18: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[36:37], v[32:33], v[26:29] ; examples/attention_decode.kgen:18: mfma 16x16x16
	ds_read_b128 v[30:33], v12 offset:192               ; B fragment 0, k-steps 6..7
	ds_read_b128 v[34:37], v11 offset:4544              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[34:35], v[30:31], v[26:29] ; examples/attention_decode.kgen:18: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[36:37], v[32:33], v[26:29] ; examples/attention_decode.kgen:18: mfma 16x16x16
	v_cmp_lt_u32 s[10:11], v3, s19                      ; 'r' element in bounds
	v_cmp_lt_u32 s[34:35], v5, s5                       ; 'tt' element in bounds
	s_and_b64 s[36:37], s[10:11], s[34:35]
	v_mov_b32 v16, 0xff800000                           ; absent elements contribute the identity
	s_nop 6
	v_cndmask_b32 v30, v16, v26, s[36:37]
	v_add_u32 v16, 1, v5
	v_cmp_lt_u32 s[34:35], v16, s5                      ; 'tt' element in bounds
	s_and_b64 s[38:39], s[10:11], s[34:35]
	v_mov_b32 v16, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v31, v16, v27, s[38:39]
	v_add_u32 v16, 2, v5
	v_cmp_lt_u32 s[34:35], v16, s5                      ; 'tt' element in bounds
	s_and_b64 s[40:41], s[10:11], s[34:35]
	v_mov_b32 v16, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v32, v16, v28, s[40:41]
	v_add_u32 v16, 3, v5
	v_cmp_lt_u32 s[34:35], v16, s5                      ; 'tt' element in bounds
	s_and_b64 s[42:43], s[10:11], s[34:35]
	v_mov_b32 v16, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v33, v16, v29, s[42:43]
	v_max_f32 v16, v30, v31                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[10:11], v30, v31
	v_mov_b32 v30, 0x7fc00000
	v_cndmask_b32 v31, v16, v30, s[10:11]
	v_max_f32 v16, v31, v32                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[10:11], v31, v32
	v_mov_b32 v30, 0x7fc00000
	v_cndmask_b32 v31, v16, v30, s[10:11]
	v_max_f32 v16, v31, v33                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[10:11], v31, v33
	v_mov_b32 v30, 0x7fc00000
	v_cndmask_b32 v31, v16, v30, s[10:11]
	ds_swizzle_b32 v16, v31 offset:swizzle(SWAP,16)     ; max over 'tt' (examples/attention_decode.kgen:19): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v30, v31, v16
	v_cmp_u_f32 s[10:11], v31, v16
	v_mov_b32 v16, 0x7fc00000
	v_cndmask_b32 v31, v30, v16, s[10:11]
	v_and_b32 v16, 63, v0                               ; max over 'tt' (examples/attention_decode.kgen:19): lanes 32 apart
	v_xor_b32 v16, 32, v16
	v_lshlrev_b32 v16, 2, v16
	ds_bpermute_b32 v30, v16, v31
	s_waitcnt lgkmcnt(0)
	v_max_f32 v16, v31, v30
	v_cmp_u_f32 s[10:11], v31, v30
	v_mov_b32 v30, 0x7fc00000
	v_cndmask_b32 v31, v16, v30, s[10:11]
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_205
	ds_write_b32 v9, v31 offset:22784                   ; max over 'tt' (examples/attention_decode.kgen:19): this warp group's partial
	s_mov_b64 exec, s[10:11]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v16, v13 offset:22784                   ; max over 'tt' (examples/attention_decode.kgen:19): warp group 0
	ds_read_b32 v30, v13 offset:22848                   ; max over 'tt' (examples/attention_decode.kgen:19): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v31, v16, v30
	v_cmp_u_f32 s[10:11], v16, v30
	v_mov_b32 v16, 0x7fc00000
	v_cndmask_b32 v30, v31, v16, s[10:11]
	ds_read_b32 v16, v13 offset:22912                   ; max over 'tt' (examples/attention_decode.kgen:19): warp group 2
	s_waitcnt lgkmcnt(0)
	v_max_f32 v31, v30, v16
	v_cmp_u_f32 s[10:11], v30, v16
	v_mov_b32 v16, 0x7fc00000
	v_cndmask_b32 v30, v31, v16, s[10:11]
	ds_read_b32 v16, v13 offset:22976                   ; max over 'tt' (examples/attention_decode.kgen:19): warp group 3
	s_waitcnt lgkmcnt(0)
	v_max_f32 v31, v30, v16
	v_cmp_u_f32 s[10:11], v30, v16
	v_mov_b32 v16, 0x7fc00000
	v_cndmask_b32 v30, v31, v16, s[10:11]
	v_max_f32 v16, v1, v30                              ; examples/attention_decode.kgen:19
	v_cmp_u_f32 s[10:11], v1, v30
	v_mov_b32 v30, 0x7fc00000
	v_cndmask_b32 v31, v16, v30, s[10:11]
	v_sub_f32 v16, v1, v31                              ; examples/attention_decode.kgen:21
	v_mul_f32 v30, s14, v16                             ; examples/attention_decode.kgen:21
	v_mul_f32 v16, 0x3fb8aa3b, v30                      ; examples/attention_decode.kgen:21
	v_exp_f32 v30, v16                                  ; examples/attention_decode.kgen:21
	v_mul_f32 v16, v18, v30                             ; examples/attention_decode.kgen:23
	v_mul_f32 v32, v19, v30                             ; examples/attention_decode.kgen:23
	v_mul_f32 v33, v20, v30                             ; examples/attention_decode.kgen:23
	v_mul_f32 v34, v21, v30                             ; examples/attention_decode.kgen:23
	v_mul_f32 v35, v22, v30                             ; examples/attention_decode.kgen:23
	v_mul_f32 v36, v23, v30                             ; examples/attention_decode.kgen:23
	v_mul_f32 v37, v24, v30                             ; examples/attention_decode.kgen:23
	v_mul_f32 v38, v25, v30                             ; examples/attention_decode.kgen:23
	v_mov_b32 v18, v16                                  ; 'acc' scaled in place
	v_mov_b32 v19, v32                                  ; 'acc' scaled in place
	v_mov_b32 v20, v33                                  ; 'acc' scaled in place
	v_mov_b32 v21, v34                                  ; 'acc' scaled in place
	v_mov_b32 v22, v35                                  ; 'acc' scaled in place
	v_mov_b32 v23, v36                                  ; 'acc' scaled in place
	v_mov_b32 v24, v37                                  ; 'acc' scaled in place
	v_mov_b32 v25, v38                                  ; 'acc' scaled in place
	s_add_u32 s10, s30, s20                             ; 'v' at this chunk
	s_addc_u32 s11, s31, s21
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_1065
	global_load_ushort v16, v6, s[10:11]                ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v32, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_1065
	global_load_ushort v16, v6, s[10:11] offset:2       ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v33, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_1065
	global_load_ushort v16, v6, s[10:11] offset:4       ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_1065
	global_load_ushort v16, v6, s[10:11] offset:6       ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v35, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_1065
	global_load_ushort v16, v6, s[10:11] offset:8       ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v36, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_1065
	global_load_ushort v16, v6, s[10:11] offset:10      ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v37, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_1065
	global_load_ushort v16, v6, s[10:11] offset:12      ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v38, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_1065
	global_load_ushort v16, v6, s[10:11] offset:14      ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v39, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1083
	v_add_u32 v40, 0x1000, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v16, v40, s[10:11]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v40, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1083
	v_add_u32 v41, 0x1002, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v16, v41, s[10:11]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v41, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1083
	v_add_u32 v42, 0x1004, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v16, v42, s[10:11]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v42, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1083
	v_add_u32 v43, 0x1006, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v16, v43, s[10:11]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v43, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1083
	v_add_u32 v44, 0x1008, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v16, v44, s[10:11]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1083
	v_add_u32 v45, 0x100a, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v16, v45, s[10:11]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1083
	v_add_u32 v46, 0x100c, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v16, v46, s[10:11]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1083
	v_add_u32 v47, 0x100e, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v16, v47, s[10:11]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_1101
	v_add_u32 v48, 0x2000, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v16, v48, s[10:11]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_1101
	v_add_u32 v49, 0x2002, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v16, v49, s[10:11]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_1101
	v_add_u32 v50, 0x2004, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v16, v50, s[10:11]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_1101
	v_add_u32 v51, 0x2006, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v16, v51, s[10:11]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_1101
	v_add_u32 v52, 0x2008, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v16, v52, s[10:11]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_1101
	v_add_u32 v53, 0x200a, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v16, v53, s[10:11]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_1101
	v_add_u32 v54, 0x200c, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v16, v54, s[10:11]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_1101
	v_add_u32 v55, 0x200e, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v16, v55, s[10:11]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[32:33]               ; lanes where %vpred_1119
	v_add_u32 v56, 0x3000, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v16, v56, s[10:11]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[32:33]               ; lanes where %vpred_1119
	v_add_u32 v57, 0x3002, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v16, v57, s[10:11]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[32:33]               ; lanes where %vpred_1119
	v_add_u32 v58, 0x3004, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v16, v58, s[10:11]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[32:33]               ; lanes where %vpred_1119
	v_add_u32 v59, 0x3006, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v16, v59, s[10:11]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[32:33]               ; lanes where %vpred_1119
	v_add_u32 v60, 0x3008, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v16, v60, s[10:11]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[32:33]               ; lanes where %vpred_1119
	v_add_u32 v61, 0x300a, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v16, v61, s[10:11]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[32:33]               ; lanes where %vpred_1119
	v_add_u32 v62, 0x300c, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v16, v62, s[10:11]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[32:33]               ; lanes where %vpred_1119
	v_add_u32 v63, 0x300e, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v16, v63, s[10:11]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v16
	v_lshrrev_b32 v16, 16, v32
	ds_write_b16 v4, v16 offset:4352                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v33
	ds_write_b16 v4, v16 offset:4496                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v34
	ds_write_b16 v4, v16 offset:4640                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v35
	ds_write_b16 v4, v16 offset:4784                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v36
	ds_write_b16 v4, v16 offset:4928                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v37
	ds_write_b16 v4, v16 offset:5072                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v38
	ds_write_b16 v4, v16 offset:5216                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v39
	ds_write_b16 v4, v16 offset:5360                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v40
	ds_write_b16 v4, v16 offset:4384                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v41
	ds_write_b16 v4, v16 offset:4528                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v42
	ds_write_b16 v4, v16 offset:4672                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v43
	ds_write_b16 v4, v16 offset:4816                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v44
	ds_write_b16 v4, v16 offset:4960                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v45
	ds_write_b16 v4, v16 offset:5104                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v46
	ds_write_b16 v4, v16 offset:5248                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v47
	ds_write_b16 v4, v16 offset:5392                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v48
	ds_write_b16 v4, v16 offset:4416                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v49
	ds_write_b16 v4, v16 offset:4560                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v50
	ds_write_b16 v4, v16 offset:4704                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v51
	ds_write_b16 v4, v16 offset:4848                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v52
	ds_write_b16 v4, v16 offset:4992                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v53
	ds_write_b16 v4, v16 offset:5136                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v54
	ds_write_b16 v4, v16 offset:5280                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v55
	ds_write_b16 v4, v16 offset:5424                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v56
	ds_write_b16 v4, v16 offset:4448                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v57
	ds_write_b16 v4, v16 offset:4592                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v58
	ds_write_b16 v4, v16 offset:4736                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v59
	ds_write_b16 v4, v16 offset:4880                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v60
	ds_write_b16 v4, v16 offset:5024                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v61
	ds_write_b16 v4, v16 offset:5168                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v62
	ds_write_b16 v4, v16 offset:5312                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v63
	ds_write_b16 v4, v16 offset:5456                    ; A operand of the product: stage
	v_mov_b32 v16, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_decode.kgen:20)
	v_mul_f32 v32, s14, v16
	v_mov_b32 v16, 0xbfb8aa3b
	v_mul_f32 v33, s14, v16
	v_mul_f32 v16, v31, v33                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_decode.kgen:20)
	v_fma_f32 v33, v26, v32, v16                        ; examples/attention_decode.kgen:20
	v_exp_f32 v34, v33                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v33, v27, v32, v16                        ; examples/attention_decode.kgen:20
	v_exp_f32 v35, v33                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v33, v28, v32, v16                        ; examples/attention_decode.kgen:20
	v_exp_f32 v36, v33                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v33, v29, v32, v16                        ; examples/attention_decode.kgen:20
	v_exp_f32 v16, v33                                  ; examples/attention_decode.kgen:20
	v_bfe_u32 v26, v34, 16, 1                           ; round to bf16
	v_add3_u32 v27, v34, v26, s4
	v_cmp_u_f32 s[10:11], v34, v34
	v_mov_b32 v26, 0x7fc00000
	v_cndmask_b32 v27, v27, v26, s[10:11]
	v_and_b32 v26, 0xffff0000, v27
	v_bfe_u32 v27, v35, 16, 1                           ; round to bf16
	v_add3_u32 v28, v35, v27, s4
	v_cmp_u_f32 s[10:11], v35, v35
	v_mov_b32 v27, 0x7fc00000
	v_cndmask_b32 v28, v28, v27, s[10:11]
	v_and_b32 v27, 0xffff0000, v28
	v_bfe_u32 v28, v36, 16, 1                           ; round to bf16
	v_add3_u32 v29, v36, v28, s4
	v_cmp_u_f32 s[10:11], v36, v36
	v_mov_b32 v28, 0x7fc00000
	v_cndmask_b32 v29, v29, v28, s[10:11]
	v_and_b32 v28, 0xffff0000, v29
	v_bfe_u32 v29, v16, 16, 1                           ; round to bf16
	v_add3_u32 v32, v16, v29, s4
	v_cmp_u_f32 s[10:11], v16, v16
	v_mov_b32 v29, 0x7fc00000
	v_cndmask_b32 v32, v32, v29, s[10:11]
	v_and_b32 v29, 0xffff0000, v32
	v_cndmask_b32 v32, 0, v26, s[36:37]                 ; absent elements add nothing
	v_lshrrev_b32 v26, 16, v32
	ds_write_b16 v17, v26 offset:23040                  ; B operand of the product: stage
	v_cndmask_b32 v26, 0, v27, s[38:39]                 ; absent elements add nothing
	v_lshrrev_b32 v27, 16, v26
	ds_write_b16 v17, v27 offset:23042                  ; B operand of the product: stage
	v_cndmask_b32 v26, 0, v28, s[40:41]                 ; absent elements add nothing
	v_lshrrev_b32 v27, 16, v26
	ds_write_b16 v17, v27 offset:23044                  ; B operand of the product: stage
	v_cndmask_b32 v26, 0, v29, s[42:43]                 ; absent elements add nothing
	v_lshrrev_b32 v27, 16, v26
	ds_write_b16 v17, v27 offset:23046                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[26:29], v10 offset:23040             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[38:41], v14 offset:4352              ; A fragment 0, k-steps 0..1
	ds_read_b128 v[42:45], v14 offset:6656              ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16bf16_1k v[18:21], v[38:39], v[26:27], v[18:21] ; examples/attention_decode.kgen:23: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[22:25], v[42:43], v[26:27], v[22:25] ; examples/attention_decode.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[18:21], v[40:41], v[28:29], v[18:21] ; examples/attention_decode.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[22:25], v[44:45], v[28:29], v[22:25] ; examples/attention_decode.kgen:23: mfma 16x16x16
	ds_read_b128 v[26:29], v10 offset:23104             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[38:41], v14 offset:4416              ; A fragment 0, k-steps 2..3
	ds_read_b128 v[42:45], v14 offset:6720              ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16bf16_1k v[18:21], v[38:39], v[26:27], v[18:21] ; examples/attention_decode.kgen:23: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[22:25], v[42:43], v[26:27], v[22:25] ; examples/attention_decode.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[18:21], v[40:41], v[28:29], v[18:21] ; examples/attention_decode.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[22:25], v[44:45], v[28:29], v[22:25] ; examples/attention_decode.kgen:23: mfma 16x16x16
	v_mul_f32 v26, v15, v30                             ; examples/attention_decode.kgen:22
	v_cndmask_b32 v27, 0, v34, s[36:37]                 ; absent elements contribute the identity
	v_cndmask_b32 v28, 0, v35, s[38:39]                 ; absent elements contribute the identity
	v_cndmask_b32 v29, 0, v36, s[40:41]                 ; absent elements contribute the identity
	v_cndmask_b32 v30, 0, v16, s[42:43]                 ; absent elements contribute the identity
	v_add_f32 v16, v27, v28                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	v_add_f32 v27, v16, v29                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	v_add_f32 v16, v27, v30                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	ds_swizzle_b32 v27, v16 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/attention_decode.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v28, v16, v27
	v_and_b32 v16, 63, v0                               ; sum over 'tt' (examples/attention_decode.kgen:22): lanes 32 apart
	v_xor_b32 v16, 32, v16
	v_lshlrev_b32 v16, 2, v16
	ds_bpermute_b32 v27, v16, v28
	s_waitcnt lgkmcnt(0)
	v_add_f32 v16, v28, v27
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_205
	ds_write_b32 v9, v16 offset:27392                   ; sum over 'tt' (examples/attention_decode.kgen:22): this warp group's partial
	s_mov_b64 exec, s[10:11]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v16, v13 offset:27392                   ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 0
	ds_read_b32 v27, v13 offset:27456                   ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v28, v16, v27
	ds_read_b32 v16, v13 offset:27520                   ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v27, v28, v16
	ds_read_b32 v16, v13 offset:27584                   ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v28, v27, v16
	v_add_f32 v16, v26, v28                             ; examples/attention_decode.kgen:22
	v_mov_b32 v15, v16                                  ; next 'l'
	v_mov_b32 v1, v31                                   ; next 'mx'
	s_add_u32 s6, s6, 64
	s_cmp_lt_u32 s6, s16
	s_cbranch_scc1 .Lattention_decode_loop3
.Lattention_decode_loop3_end:
	v_mov_b32 v1, 1.0                                   ; examples/attention_decode.kgen:26
	v_div_scale_f32 v2, s[6:7], v15, v15, v1
	v_rcp_f32 v4, v2
	v_div_scale_f32 v5, vcc, v1, v15, v1
	v_fma_f32 v6, -v2, v4, 1.0
	v_fma_f32 v4, v6, v4, v4
	v_mul_f32 v7, v5, v4
	v_fma_f32 v6, -v2, v7, v5
	v_fma_f32 v7, v6, v4, v7
	v_fma_f32 v6, -v2, v7, v5
	v_div_fmas_f32 v6, v6, v4, v7
	v_div_fixup_f32 v2, v6, v15, v1
	v_mul_f32 v1, v18, v2                               ; examples/attention_decode.kgen:26
	v_mul_f32 v4, v19, v2                               ; examples/attention_decode.kgen:26
	v_mul_f32 v5, v20, v2                               ; examples/attention_decode.kgen:26
	v_mul_f32 v6, v21, v2                               ; examples/attention_decode.kgen:26
	v_mul_f32 v7, v22, v2                               ; examples/attention_decode.kgen:26
	v_mul_f32 v9, v23, v2                               ; examples/attention_decode.kgen:26
	v_mul_f32 v10, v24, v2                              ; examples/attention_decode.kgen:26
	v_mul_f32 v11, v25, v2                              ; examples/attention_decode.kgen:26
	v_cmp_lt_u32 s[6:7], v3, s19                        ; 'r' element in bounds
	v_bfe_u32 v2, v1, 16, 1
	v_add3_u32 v3, v1, v2, s4
	v_cmp_u_f32 s[8:9], v1, v1
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v3, v3, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[8:9], s[6:7]                   ; lanes where %vpred_1420
	global_store_short v8, v1, s[12:13]                 ; examples/attention_decode.kgen:26: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v4, 16, 1
	v_add3_u32 v2, v4, v1, s4
	v_cmp_u_f32 s[8:9], v4, v4
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[6:7]                   ; lanes where %vpred_1420
	global_store_short v8, v1, s[12:13] offset:2        ; examples/attention_decode.kgen:26: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v5, 16, 1
	v_add3_u32 v2, v5, v1, s4
	v_cmp_u_f32 s[8:9], v5, v5
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[6:7]                   ; lanes where %vpred_1420
	global_store_short v8, v1, s[12:13] offset:4        ; examples/attention_decode.kgen:26: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v6, 16, 1
	v_add3_u32 v2, v6, v1, s4
	v_cmp_u_f32 s[8:9], v6, v6
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[6:7]                   ; lanes where %vpred_1420
	global_store_short v8, v1, s[12:13] offset:6        ; examples/attention_decode.kgen:26: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v7, 16, 1
	v_add3_u32 v2, v7, v1, s4
	v_cmp_u_f32 s[8:9], v7, v7
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[6:7]                   ; lanes where %vpred_1420
	global_store_short v8, v1, s[12:13] offset:32       ; examples/attention_decode.kgen:26: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v9, 16, 1
	v_add3_u32 v2, v9, v1, s4
	v_cmp_u_f32 s[8:9], v9, v9
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[6:7]                   ; lanes where %vpred_1420
	global_store_short v8, v1, s[12:13] offset:34       ; examples/attention_decode.kgen:26: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v10, 16, 1
	v_add3_u32 v2, v10, v1, s4
	v_cmp_u_f32 s[8:9], v10, v10
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[6:7]                   ; lanes where %vpred_1420
	global_store_short v8, v1, s[12:13] offset:36       ; examples/attention_decode.kgen:26: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v11, 16, 1
	v_add3_u32 v2, v11, v1, s4
	v_cmp_u_f32 s[4:5], v11, v11
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v2, v2, v1, s[4:5]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[4:5], s[6:7]                   ; lanes where %vpred_1420
	global_store_short v8, v1, s[12:13] offset:38       ; examples/attention_decode.kgen:26: store to 'o'
	s_mov_b64 exec, s[4:5]
.Lattention_decode_if0_end:
	s_endpgm
.Lfunc_end_attention_decode:
	.size	attention_decode, .Lfunc_end_attention_decode-attention_decode

; kernel attention_decode_split: kgen AMDGCN for gfx90a (wave64, code object v5)
; kernel attention_decode_split from examples/attention_decode.kgen
; target gfx90a: AMD CDNA2 (MI200)
;   block: 256 threads = 4 x 64-wide waves
;   grid: r, bh, part
;   chunk: part: 1, bh: 1, r: 16, tt: 64, d: 128; walked in chunks: none
;   layout: bh:1 x r:16 x tt:64: reg[tt1 tt2] lane[r1 r2 r4 r8 tt4 tt8] warp[tt16 tt32]
;     (the first product's accumulator; at most 4 elements per vector access)
;   tile products on mfma 16x16x16: operands staged in shared memory (a loop's plain-load operands streamed ahead through registers), results in the accumulator layout
;   accumulator orientations of least cost (40 shuffle and conversion instructions per thread)
;   product 18:13 tt x r contracting d (as the transposed product): 4 x 1 warps, each mfma 16x16x16 tiles
;   product 23:29 d x r contracting tt (as the transposed product): 4 x 1 warps, each mfma 16x16x16 tiles
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
; resources: 68 VGPRs, 0 AGPRs, 62 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 27648 bytes LDS, 84 bytes of arguments, 256 threads
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
	s_mov_b32 s5, 0x7fff                                ; the bf16 rounding bias for the whole kernel
	s_load_dwordx2 s[6:7], s[0:1], 0x0                  ; argument q
	s_load_dwordx2 s[8:9], s[0:1], 0x8                  ; argument k
	s_load_dwordx2 s[10:11], s[0:1], 0x10               ; argument v
	s_load_dword s12, s[0:1], 0x20                      ; argument scale
	s_load_dwordx2 s[14:15], s[0:1], 0x28               ; argument acc_parts
	s_load_dwordx2 s[16:17], s[0:1], 0x30               ; argument l_parts
	s_load_dwordx2 s[18:19], s[0:1], 0x38               ; argument mx_parts
	s_load_dword s13, s[0:1], 0x40                      ; argument rows
	s_load_dword s20, s[0:1], 0x44                      ; argument BH
	s_load_dword s21, s[0:1], 0x48                      ; argument R
	s_load_dword s22, s[0:1], 0x4c                      ; argument T
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s23, s2                                   ; program index along 'r'
	s_mul_i32 s24, s23, 16                              ; first 'r' of this program's tile (16)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s23, s21, s24
	s_min_u32 s25, s23, 16                              ; 'r' elements in this tile
	s_mov_b32 s23, s3                                   ; program index along 'bh'
	s_mov_b32 s26, s4                                   ; program index along 'part'
	s_mul_i32 s27, s26, s13                             ; first 't' of part 'part'
	s_max_u32 s28, s22, s27
	s_sub_u32 s29, s28, s27
	s_min_u32 s28, s29, s13                             ; 't' rows of this part
	s_cmp_ge_u32 s25, 16                                ; a whole chunk of 'r' (16) is in bounds
	s_cselect_b32 s13, 1, 0
	s_mul_i32 s29, 0x80, s21                            ; a stride of 'q'
	s_mul_i32 s30, s29, s20                             ; a stride of 'q'
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
	s_mul_i32 s32, s23, s29
	s_mul_hi_u32 s33, s23, s29
	s_lshl_b64 s[34:35], s[32:33], 1
	s_add_u32 s36, s6, s34                              ; 'q' at this program
	s_addc_u32 s37, s7, s35
	s_mul_i32 s6, s24, 0x80
	s_mul_hi_u32 s7, s24, 0x80
	s_lshl_b64 s[34:35], s[6:7], 1
	s_add_u32 s38, s36, s34                             ; 'q' at this program
	s_addc_u32 s39, s37, s35
	s_mul_i32 s29, 0x80, s22                            ; a stride of 'k'
	v_lshrrev_b32 v5, 5, v1
	v_mov_b32 v7, 0x80
	v_mul_lo_u32 v8, v7, v5
	v_and_b32 v7, 31, v1
	v_lshlrev_b32 v9, 2, v7
	v_add_u32 v7, v8, v9
	v_lshlrev_b32 v8, 1, v7                             ; thread's byte offset in a chunk of 'k'
	s_mul_i32 s34, s23, s29
	s_mul_hi_u32 s35, s23, s29
	s_lshl_b64 s[36:37], s[34:35], 1
	s_add_u32 s34, s8, s36                              ; 'k' at this program
	s_addc_u32 s35, s9, s37
	v_mov_b32 v7, 0x88
	v_mul_lo_u32 v10, v7, v5
	v_add_u32 v7, v10, v9
	v_lshlrev_b32 v10, 1, v7                            ; thread's place in opa1
	v_lshrrev_b32 v7, 6, v1
	v_lshlrev_b32 v11, 4, v7
	v_or_b32 v12, v3, v11                               ; thread's 'r' coordinate
	v_and_b32 v11, 3, v2
	v_lshlrev_b32 v13, 3, v11
	v_mov_b32 v14, 0x88
	v_mul_lo_u32 v15, v14, v12
	v_add_u32 v12, v15, v13
	v_lshlrev_b32 v14, 1, v12                           ; thread's M-fragment place
	v_mov_b32 v12, 0x88
	v_mul_lo_u32 v15, v12, v3
	v_add_u32 v12, v15, v13
	v_lshlrev_b32 v15, 1, v12                           ; thread's N-fragment place
	v_and_b32 v12, 1, v7
	v_lshrrev_b32 v16, 7, v1
	v_and_b32 v17, 1, v16
	v_lshlrev_b32 v16, 1, v17
	v_or_b32 v17, v12, v16                              ; warp group along 'tt'
	v_mul_lo_u32 v12, 16, v17
	v_add_u32 v16, v12, v3
	v_lshlrev_b32 v12, 2, v16
	v_lshlrev_b32 v16, 2, v3
	v_and_b32 v17, 48, v1
	v_cmp_eq_u32 s[8:9], v17, 0                         ; one lane per warp group and element publishes
	s_add_u32 s40, s10, s36                             ; 'v' at this program
	s_addc_u32 s41, s11, s37
	v_mov_b32 v17, 0x48
	v_mul_lo_u32 v18, v17, v9
	v_add_u32 v9, v18, v5
	v_lshlrev_b32 v17, 1, v9                            ; thread's place in opa1
	v_lshlrev_b32 v9, 5, v7
	v_or_b32 v7, v3, v9                                 ; thread's 'r' coordinate
	v_mov_b32 v18, 0x48
	v_mul_lo_u32 v19, v18, v7
	v_add_u32 v7, v19, v13
	v_lshlrev_b32 v18, 1, v7                            ; thread's M-fragment place
	v_lshlrev_b32 v7, 2, v2
	v_mov_b32 v19, 0x48
	v_mul_lo_u32 v20, v19, v3
	v_add_u32 v19, v20, v7
	v_lshlrev_b32 v21, 1, v19                           ; thread's place in opb3
	v_add_u32 v19, v20, v13
	v_lshlrev_b32 v13, 1, v19                           ; thread's N-fragment place
	v_mov_b32 v19, 0x80
	v_mul_lo_u32 v20, v19, v3
	v_lshlrev_b32 v19, 2, v11
	v_or_b32 v11, v19, v9                               ; thread's 'd' coordinate
	v_add_u32 v9, v20, v11
	v_lshlrev_b32 v11, 2, v9                            ; thread's byte offset in a chunk of 'acc_parts'
	s_mul_i32 s10, s26, s30
	s_mul_hi_u32 s11, s26, s30
	s_lshl_b64 s[30:31], s[10:11], 2
	s_add_u32 s10, s14, s30                             ; 'acc_parts' at this program
	s_addc_u32 s11, s15, s31
	s_lshl_b64 s[14:15], s[32:33], 2
	s_add_u32 s30, s10, s14                             ; 'acc_parts' at this program
	s_addc_u32 s31, s11, s15
	s_lshl_b64 s[10:11], s[6:7], 2
	s_add_u32 s6, s30, s10                              ; 'acc_parts' at this program
	s_addc_u32 s7, s31, s11
	s_mul_i32 s10, s21, s20                             ; a stride of 'l_parts'
	v_and_b32 v9, 0xf0, v1
	v_cmp_eq_u32 s[14:15], v9, 0                        ; one thread of each group of copies
	s_mul_i32 s30, s26, s10
	s_mul_hi_u32 s31, s26, s10
	s_lshl_b64 s[10:11], s[30:31], 2
	s_add_u32 s30, s16, s10                             ; 'l_parts' at this program
	s_addc_u32 s31, s17, s11
	s_mul_i32 s16, s23, s21
	s_mul_hi_u32 s17, s23, s21
	s_lshl_b64 s[20:21], s[16:17], 2
	s_add_u32 s16, s30, s20                             ; 'l_parts' at this program
	s_addc_u32 s17, s31, s21
	s_mov_b32 s22, s24
	s_mov_b32 s23, 0
	s_lshl_b64 s[30:31], s[22:23], 2
	s_add_u32 s22, s16, s30                             ; 'l_parts' at this program
	s_addc_u32 s23, s17, s31
	s_add_u32 s16, s18, s10                             ; 'mx_parts' at this program
	s_addc_u32 s17, s19, s11
	s_add_u32 s10, s16, s20                             ; 'mx_parts' at this program
	s_addc_u32 s11, s17, s21
	s_add_u32 s16, s10, s30                             ; 'mx_parts' at this program
	s_addc_u32 s17, s11, s31
	s_cmp_eq_u32 s13, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lattention_decode_split_if0_else
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	global_load_dwordx4 v[22:25], v6, s[38:39]          ; examples/attention_decode.kgen:18: 16 bytes of 'q'
	s_waitcnt vmcnt(0)
	ds_write_b128 v4, v[22:25]                          ; 16 bytes into opinv0
	v_mov_b32 v22, 0                                    ; loop-carried 'acc'
	v_mov_b32 v23, 0                                    ; loop-carried 'acc'
	v_mov_b32 v24, 0                                    ; loop-carried 'acc'
	v_mov_b32 v25, 0                                    ; loop-carried 'acc'
	v_mov_b32 v26, 0                                    ; loop-carried 'acc'
	v_mov_b32 v27, 0                                    ; loop-carried 'acc'
	v_mov_b32 v28, 0                                    ; loop-carried 'acc'
	v_mov_b32 v29, 0                                    ; loop-carried 'acc'
	v_mov_b32 v1, 0                                     ; loop-carried 'l'
	v_mov_b32 v9, 0xff800000                            ; loop-carried 'mx'
	s_cmp_ge_u32 s28, 64                                ; at least one whole chunk of 'tt'
	s_cselect_b32 s10, 1, 0
	s_sub_u32 s11, s28, 63
	s_cmp_lg_u32 s10, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s10, s11, 0
	s_mov_b32 s11, 0                                    ; for tt in t: steps of 64: whole chunks
	s_cmp_ge_u32 s11, s10
	s_cbranch_scc1 .Lattention_decode_split_loop0_end
.Lattention_decode_split_loop0:
	s_add_u32 s18, s27, s11
	s_mul_i32 s20, s18, 0x80
	s_mul_hi_u32 s21, s18, 0x80
	s_lshl_b64 s[18:19], s[20:21], 1
	s_add_u32 s20, s34, s18                             ; 'k' at this chunk
	s_addc_u32 s21, s35, s19
	global_load_dwordx2 v[30:31], v8, s[20:21]          ; examples/attention_decode.kgen:18: 8-byte load of 'k'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v19, 16, v30
	v_and_b32 v20, 0xffff0000, v30
	v_lshlrev_b32 v32, 16, v31
	v_and_b32 v33, 0xffff0000, v31
	global_load_dwordx2 v[30:31], v8, s[20:21] offset:2048 ; examples/attention_decode.kgen:18: 8-byte load of 'k'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v30
	v_and_b32 v35, 0xffff0000, v30
	v_lshlrev_b32 v36, 16, v31
	v_and_b32 v37, 0xffff0000, v31
	v_add_u32 v30, 0x1000, v8                           ; examples/attention_decode.kgen:18: 8-byte load of 'k'
	global_load_dwordx2 v[38:39], v30, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v30, 16, v38
	v_and_b32 v31, 0xffff0000, v38
	v_lshlrev_b32 v40, 16, v39
	v_and_b32 v41, 0xffff0000, v39
	v_add_u32 v38, 0x1800, v8                           ; examples/attention_decode.kgen:18: 8-byte load of 'k'
	global_load_dwordx2 v[42:43], v38, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v38, 16, v42
	v_and_b32 v39, 0xffff0000, v42
	v_lshlrev_b32 v44, 16, v43
	v_and_b32 v45, 0xffff0000, v43
	v_add_u32 v42, 0x2000, v8                           ; examples/attention_decode.kgen:18: 8-byte load of 'k'
	global_load_dwordx2 v[46:47], v42, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v42, 16, v46
	v_and_b32 v43, 0xffff0000, v46
	v_lshlrev_b32 v48, 16, v47
	v_and_b32 v49, 0xffff0000, v47
	v_add_u32 v46, 0x2800, v8                           ; examples/attention_decode.kgen:18: 8-byte load of 'k'
	global_load_dwordx2 v[50:51], v46, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v50
	v_and_b32 v47, 0xffff0000, v50
	v_lshlrev_b32 v52, 16, v51
	v_and_b32 v53, 0xffff0000, v51
	v_add_u32 v50, 0x3000, v8                           ; examples/attention_decode.kgen:18: 8-byte load of 'k'
	global_load_dwordx2 v[54:55], v50, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v54
	v_and_b32 v51, 0xffff0000, v54
	v_lshlrev_b32 v56, 16, v55
	v_and_b32 v57, 0xffff0000, v55
	v_add_u32 v54, 0x3800, v8                           ; examples/attention_decode.kgen:18: 8-byte load of 'k'
	global_load_dwordx2 v[58:59], v54, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v58
	v_and_b32 v55, 0xffff0000, v58
	v_lshlrev_b32 v60, 16, v59
	v_and_b32 v61, 0xffff0000, v59
	v_lshrrev_b32 v58, 16, v19
	ds_write_b16 v10, v58 offset:4352                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v20
	ds_write_b16 v10, v19 offset:4354                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v32
	ds_write_b16 v10, v19 offset:4356                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v33
	ds_write_b16 v10, v19 offset:4358                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v34
	ds_write_b16 v10, v19 offset:6528                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v35
	ds_write_b16 v10, v19 offset:6530                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v36
	ds_write_b16 v10, v19 offset:6532                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v37
	ds_write_b16 v10, v19 offset:6534                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v30
	ds_write_b16 v10, v19 offset:8704                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v31
	ds_write_b16 v10, v19 offset:8706                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v40
	ds_write_b16 v10, v19 offset:8708                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v41
	ds_write_b16 v10, v19 offset:8710                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v38
	ds_write_b16 v10, v19 offset:10880                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v39
	ds_write_b16 v10, v19 offset:10882                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v44
	ds_write_b16 v10, v19 offset:10884                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v45
	ds_write_b16 v10, v19 offset:10886                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v42
	ds_write_b16 v10, v19 offset:13056                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v43
	ds_write_b16 v10, v19 offset:13058                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v48
	ds_write_b16 v10, v19 offset:13060                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v49
	ds_write_b16 v10, v19 offset:13062                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v46
	ds_write_b16 v10, v19 offset:15232                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v47
	ds_write_b16 v10, v19 offset:15234                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v52
	ds_write_b16 v10, v19 offset:15236                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v53
	ds_write_b16 v10, v19 offset:15238                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v50
	ds_write_b16 v10, v19 offset:17408                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v51
	ds_write_b16 v10, v19 offset:17410                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v56
	ds_write_b16 v10, v19 offset:17412                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v57
	ds_write_b16 v10, v19 offset:17414                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v54
	ds_write_b16 v10, v19 offset:19584                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v55
	ds_write_b16 v10, v19 offset:19586                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v60
	ds_write_b16 v10, v19 offset:19588                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v61
	ds_write_b16 v10, v19 offset:19590                  ; A operand of the product: stage
	v_mov_b32 v30, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v31, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v32, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v33, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[34:37], v15                          ; B fragment 0, k-steps 0..1
	ds_read_b128 v[38:41], v14 offset:4352              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[30:33], v[38:39], v[34:35], v[30:33] ; examples/attention_decode.kgen:18: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[30:33], v[40:41], v[36:37], v[30:33] ; examples/attention_decode.kgen:18: mfma 16x16x16
	ds_read_b128 v[34:37], v15 offset:64                ; B fragment 0, k-steps 2..3
	ds_read_b128 v[38:41], v14 offset:4416              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[30:33], v[38:39], v[34:35], v[30:33] ; examples/attention_decode.kgen:18: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[30:33], v[40:41], v[36:37], v[30:33] ; examples/attention_decode.kgen:18: mfma 16x16x16
	ds_read_b128 v[34:37], v15 offset:128               ; B fragment 0, k-steps 4..5
	ds_read_b128 v[38:41], v14 offset:4480              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[30:33], v[38:39], v[34:35], v[30:33] ; examples/attention_decode.kgen:18: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[30:33], v[40:41], v[36:37], v[30:33] ; examples/attention_decode.kgen:18: mfma 16x16x16
	ds_read_b128 v[34:37], v15 offset:192               ; B fragment 0, k-steps 6..7
	ds_read_b128 v[38:41], v14 offset:4544              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[30:33], v[38:39], v[34:35], v[30:33] ; examples/attention_decode.kgen:18: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[30:33], v[40:41], v[36:37], v[30:33] ; examples/attention_decode.kgen:18: mfma 16x16x16
	s_nop 7
	s_nop 2
	v_max_f32 v19, v30, v31                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[20:21], v30, v31
	v_mov_b32 v20, 0x7fc00000
	v_cndmask_b32 v34, v19, v20, s[20:21]
	v_max_f32 v19, v34, v32                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[20:21], v34, v32
	v_mov_b32 v20, 0x7fc00000
	v_cndmask_b32 v34, v19, v20, s[20:21]
	v_max_f32 v19, v34, v33                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[20:21], v34, v33
	v_mov_b32 v20, 0x7fc00000
	v_cndmask_b32 v34, v19, v20, s[20:21]
	ds_swizzle_b32 v19, v34 offset:swizzle(SWAP,16)     ; max over 'tt' (examples/attention_decode.kgen:19): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v20, v34, v19
	v_cmp_u_f32 s[20:21], v34, v19
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v34, v20, v19, s[20:21]
	v_and_b32 v19, 63, v0                               ; max over 'tt' (examples/attention_decode.kgen:19): lanes 32 apart
	v_xor_b32 v19, 32, v19
	v_lshlrev_b32 v19, 2, v19
	ds_bpermute_b32 v20, v19, v34
	s_waitcnt lgkmcnt(0)
	v_max_f32 v19, v34, v20
	v_cmp_u_f32 s[20:21], v34, v20
	v_mov_b32 v20, 0x7fc00000
	v_cndmask_b32 v34, v19, v20, s[20:21]
	s_and_saveexec_b64 s[20:21], s[8:9]                 ; lanes where %vpred_223
	ds_write_b32 v12, v34 offset:22784                  ; max over 'tt' (examples/attention_decode.kgen:19): this warp group's partial
	s_mov_b64 exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v19, v16 offset:22784                   ; max over 'tt' (examples/attention_decode.kgen:19): warp group 0
	ds_read_b32 v20, v16 offset:22848                   ; max over 'tt' (examples/attention_decode.kgen:19): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v34, v19, v20
	v_cmp_u_f32 s[20:21], v19, v20
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v20, v34, v19, s[20:21]
	ds_read_b32 v19, v16 offset:22912                   ; max over 'tt' (examples/attention_decode.kgen:19): warp group 2
	s_waitcnt lgkmcnt(0)
	v_max_f32 v34, v20, v19
	v_cmp_u_f32 s[20:21], v20, v19
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v20, v34, v19, s[20:21]
	ds_read_b32 v19, v16 offset:22976                   ; max over 'tt' (examples/attention_decode.kgen:19): warp group 3
	s_waitcnt lgkmcnt(0)
	v_max_f32 v34, v20, v19
	v_cmp_u_f32 s[20:21], v20, v19
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v20, v34, v19, s[20:21]
	v_max_f32 v19, v9, v20                              ; examples/attention_decode.kgen:19
	v_cmp_u_f32 s[20:21], v9, v20
	v_mov_b32 v20, 0x7fc00000
	v_cndmask_b32 v34, v19, v20, s[20:21]
	v_sub_f32 v19, v9, v34                              ; examples/attention_decode.kgen:21
	v_mul_f32 v20, s12, v19                             ; examples/attention_decode.kgen:21
	v_mul_f32 v19, 0x3fb8aa3b, v20                      ; examples/attention_decode.kgen:21
	v_exp_f32 v20, v19                                  ; examples/attention_decode.kgen:21
	v_mul_f32 v19, v22, v20                             ; examples/attention_decode.kgen:23
	v_mul_f32 v35, v23, v20                             ; examples/attention_decode.kgen:23
	v_mul_f32 v36, v24, v20                             ; examples/attention_decode.kgen:23
	v_mul_f32 v37, v25, v20                             ; examples/attention_decode.kgen:23
	v_mul_f32 v38, v26, v20                             ; examples/attention_decode.kgen:23
	v_mul_f32 v39, v27, v20                             ; examples/attention_decode.kgen:23
	v_mul_f32 v40, v28, v20                             ; examples/attention_decode.kgen:23
	v_mul_f32 v41, v29, v20                             ; examples/attention_decode.kgen:23
	v_mov_b32 v22, v19                                  ; 'acc' scaled in place
	v_mov_b32 v23, v35                                  ; 'acc' scaled in place
	v_mov_b32 v24, v36                                  ; 'acc' scaled in place
	v_mov_b32 v25, v37                                  ; 'acc' scaled in place
	v_mov_b32 v26, v38                                  ; 'acc' scaled in place
	v_mov_b32 v27, v39                                  ; 'acc' scaled in place
	v_mov_b32 v28, v40                                  ; 'acc' scaled in place
	v_mov_b32 v29, v41                                  ; 'acc' scaled in place
	s_add_u32 s20, s40, s18                             ; 'v' at this chunk
	s_addc_u32 s21, s41, s19
	global_load_dwordx2 v[36:37], v8, s[20:21]          ; examples/attention_decode.kgen:23: 8-byte load of 'v'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v19, 16, v36
	v_and_b32 v35, 0xffff0000, v36
	v_lshlrev_b32 v38, 16, v37
	v_and_b32 v39, 0xffff0000, v37
	global_load_dwordx2 v[36:37], v8, s[20:21] offset:2048 ; examples/attention_decode.kgen:23: 8-byte load of 'v'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v40, 16, v36
	v_and_b32 v41, 0xffff0000, v36
	v_lshlrev_b32 v42, 16, v37
	v_and_b32 v43, 0xffff0000, v37
	v_add_u32 v36, 0x1000, v8                           ; examples/attention_decode.kgen:23: 8-byte load of 'v'
	global_load_dwordx2 v[44:45], v36, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v36, 16, v44
	v_and_b32 v37, 0xffff0000, v44
	v_lshlrev_b32 v46, 16, v45
	v_and_b32 v47, 0xffff0000, v45
	v_add_u32 v44, 0x1800, v8                           ; examples/attention_decode.kgen:23: 8-byte load of 'v'
	global_load_dwordx2 v[48:49], v44, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v48
	v_and_b32 v45, 0xffff0000, v48
	v_lshlrev_b32 v50, 16, v49
	v_and_b32 v51, 0xffff0000, v49
	v_add_u32 v48, 0x2000, v8                           ; examples/attention_decode.kgen:23: 8-byte load of 'v'
	global_load_dwordx2 v[52:53], v48, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v52
	v_and_b32 v49, 0xffff0000, v52
	v_lshlrev_b32 v54, 16, v53
	v_and_b32 v55, 0xffff0000, v53
	v_add_u32 v52, 0x2800, v8                           ; examples/attention_decode.kgen:23: 8-byte load of 'v'
	global_load_dwordx2 v[56:57], v52, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v56
	v_and_b32 v53, 0xffff0000, v56
	v_lshlrev_b32 v58, 16, v57
	v_and_b32 v59, 0xffff0000, v57
	v_add_u32 v56, 0x3000, v8                           ; examples/attention_decode.kgen:23: 8-byte load of 'v'
	global_load_dwordx2 v[60:61], v56, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v60
	v_and_b32 v57, 0xffff0000, v60
	v_lshlrev_b32 v62, 16, v61
	v_and_b32 v63, 0xffff0000, v61
	v_add_u32 v60, 0x3800, v8                           ; examples/attention_decode.kgen:23: 8-byte load of 'v'
	global_load_dwordx2 v[64:65], v60, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v64
	v_and_b32 v61, 0xffff0000, v64
	v_lshlrev_b32 v66, 16, v65
	v_and_b32 v67, 0xffff0000, v65
	v_lshrrev_b32 v64, 16, v19
	ds_write_b16 v17, v64 offset:4352                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v35
	ds_write_b16 v17, v19 offset:4496                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v38
	ds_write_b16 v17, v19 offset:4640                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v39
	ds_write_b16 v17, v19 offset:4784                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v40
	ds_write_b16 v17, v19 offset:4368                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v41
	ds_write_b16 v17, v19 offset:4512                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v42
	ds_write_b16 v17, v19 offset:4656                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v43
	ds_write_b16 v17, v19 offset:4800                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v36
	ds_write_b16 v17, v19 offset:4384                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v37
	ds_write_b16 v17, v19 offset:4528                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v46
	ds_write_b16 v17, v19 offset:4672                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v47
	ds_write_b16 v17, v19 offset:4816                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v44
	ds_write_b16 v17, v19 offset:4400                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v45
	ds_write_b16 v17, v19 offset:4544                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v50
	ds_write_b16 v17, v19 offset:4688                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v51
	ds_write_b16 v17, v19 offset:4832                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v48
	ds_write_b16 v17, v19 offset:4416                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v49
	ds_write_b16 v17, v19 offset:4560                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v54
	ds_write_b16 v17, v19 offset:4704                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v55
	ds_write_b16 v17, v19 offset:4848                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v52
	ds_write_b16 v17, v19 offset:4432                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v53
	ds_write_b16 v17, v19 offset:4576                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v58
	ds_write_b16 v17, v19 offset:4720                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v59
	ds_write_b16 v17, v19 offset:4864                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v56
	ds_write_b16 v17, v19 offset:4448                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v57
	ds_write_b16 v17, v19 offset:4592                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v62
	ds_write_b16 v17, v19 offset:4736                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v63
	ds_write_b16 v17, v19 offset:4880                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v60
	ds_write_b16 v17, v19 offset:4464                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v61
	ds_write_b16 v17, v19 offset:4608                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v66
	ds_write_b16 v17, v19 offset:4752                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v67
	ds_write_b16 v17, v19 offset:4896                   ; A operand of the product: stage
	v_mov_b32 v19, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_decode.kgen:20)
	v_mul_f32 v35, s12, v19
	v_mov_b32 v19, 0xbfb8aa3b
	v_mul_f32 v36, s12, v19
	v_mul_f32 v19, v34, v36                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_decode.kgen:20)
	v_fma_f32 v36, v30, v35, v19                        ; examples/attention_decode.kgen:20
	v_exp_f32 v37, v36                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v36, v31, v35, v19                        ; examples/attention_decode.kgen:20
	v_exp_f32 v38, v36                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v36, v32, v35, v19                        ; examples/attention_decode.kgen:20
	v_exp_f32 v39, v36                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v36, v33, v35, v19                        ; examples/attention_decode.kgen:20
	v_exp_f32 v19, v36                                  ; examples/attention_decode.kgen:20
	v_bfe_u32 v30, v37, 16, 1                           ; round to bf16
	v_add3_u32 v31, v37, v30, s5
	v_cmp_u_f32 s[18:19], v37, v37
	v_mov_b32 v30, 0x7fc00000
	v_cndmask_b32 v31, v31, v30, s[18:19]
	v_and_b32 v30, 0xffff0000, v31
	v_bfe_u32 v31, v38, 16, 1                           ; round to bf16
	v_add3_u32 v32, v38, v31, s5
	v_cmp_u_f32 s[18:19], v38, v38
	v_mov_b32 v31, 0x7fc00000
	v_cndmask_b32 v32, v32, v31, s[18:19]
	v_and_b32 v31, 0xffff0000, v32
	v_bfe_u32 v32, v39, 16, 1                           ; round to bf16
	v_add3_u32 v33, v39, v32, s5
	v_cmp_u_f32 s[18:19], v39, v39
	v_mov_b32 v32, 0x7fc00000
	v_cndmask_b32 v33, v33, v32, s[18:19]
	v_and_b32 v32, 0xffff0000, v33
	v_bfe_u32 v33, v19, 16, 1                           ; round to bf16
	v_add3_u32 v35, v19, v33, s5
	v_cmp_u_f32 s[18:19], v19, v19
	v_mov_b32 v33, 0x7fc00000
	v_cndmask_b32 v35, v35, v33, s[18:19]
	v_and_b32 v33, 0xffff0000, v35
	v_lshrrev_b32 v35, 16, v30
	ds_write_b16 v21, v35 offset:23040                  ; B operand of the product: stage
	v_lshrrev_b32 v30, 16, v31
	ds_write_b16 v21, v30 offset:23042                  ; B operand of the product: stage
	v_lshrrev_b32 v30, 16, v32
	ds_write_b16 v21, v30 offset:23044                  ; B operand of the product: stage
	v_lshrrev_b32 v30, 16, v33
	ds_write_b16 v21, v30 offset:23046                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[30:33], v13 offset:23040             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[40:43], v18 offset:4352              ; A fragment 0, k-steps 0..1
	ds_read_b128 v[44:47], v18 offset:6656              ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16bf16_1k v[22:25], v[40:41], v[30:31], v[22:25] ; examples/attention_decode.kgen:23: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[44:45], v[30:31], v[26:29] ; examples/attention_decode.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[22:25], v[42:43], v[32:33], v[22:25] ; examples/attention_decode.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[46:47], v[32:33], v[26:29] ; examples/attention_decode.kgen:23: mfma 16x16x16
	ds_read_b128 v[30:33], v13 offset:23104             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[40:43], v18 offset:4416              ; A fragment 0, k-steps 2..3
	ds_read_b128 v[44:47], v18 offset:6720              ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16bf16_1k v[22:25], v[40:41], v[30:31], v[22:25] ; examples/attention_decode.kgen:23: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[44:45], v[30:31], v[26:29] ; examples/attention_decode.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[22:25], v[42:43], v[32:33], v[22:25] ; examples/attention_decode.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[46:47], v[32:33], v[26:29] ; examples/attention_decode.kgen:23: mfma 16x16x16
	v_mul_f32 v30, v1, v20                              ; examples/attention_decode.kgen:22
	v_add_f32 v20, v37, v38                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	v_add_f32 v31, v20, v39                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	v_add_f32 v20, v31, v19                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	ds_swizzle_b32 v19, v20 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/attention_decode.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v31, v20, v19
	v_and_b32 v19, 63, v0                               ; sum over 'tt' (examples/attention_decode.kgen:22): lanes 32 apart
	v_xor_b32 v19, 32, v19
	v_lshlrev_b32 v19, 2, v19
	ds_bpermute_b32 v20, v19, v31
	s_waitcnt lgkmcnt(0)
	v_add_f32 v19, v31, v20
	s_and_saveexec_b64 s[18:19], s[8:9]                 ; lanes where %vpred_223
	ds_write_b32 v12, v19 offset:27392                  ; sum over 'tt' (examples/attention_decode.kgen:22): this warp group's partial
	s_mov_b64 exec, s[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v19, v16 offset:27392                   ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 0
	ds_read_b32 v20, v16 offset:27456                   ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v31, v19, v20
	ds_read_b32 v19, v16 offset:27520                   ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v20, v31, v19
	ds_read_b32 v19, v16 offset:27584                   ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v31, v20, v19
	v_add_f32 v19, v30, v31                             ; examples/attention_decode.kgen:22
	v_mov_b32 v1, v19                                   ; next 'l'
	v_mov_b32 v9, v34                                   ; next 'mx'
	s_add_u32 s11, s11, 64
	s_cmp_lt_u32 s11, s10
	s_cbranch_scc1 .Lattention_decode_split_loop0
.Lattention_decode_split_loop0_end:
	s_mov_b32 s10, s11                                  ; for tt in t: steps of 64: the rest, masked
	s_cmp_ge_u32 s10, s28
	s_cbranch_scc1 .Lattention_decode_split_loop1_end
.Lattention_decode_split_loop1:
	s_add_u32 s11, s27, s10
	s_sub_u32 s18, s28, s10
	s_mul_i32 s20, s11, 0x80
	s_mul_hi_u32 s21, s11, 0x80
	s_lshl_b64 s[30:31], s[20:21], 1
	s_add_u32 s20, s34, s30                             ; 'k' at this chunk
	s_addc_u32 s21, s35, s31
	v_cmp_lt_u32 s[32:33], v5, s18                      ; 'tt' element in bounds
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[32:33]               ; lanes where %vpred_405
	global_load_ushort v19, v8, s[20:21]                ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v20, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[32:33]               ; lanes where %vpred_405
	global_load_ushort v19, v8, s[20:21] offset:2       ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v30, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[32:33]               ; lanes where %vpred_405
	global_load_ushort v19, v8, s[20:21] offset:4       ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v31, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[32:33]               ; lanes where %vpred_405
	global_load_ushort v19, v8, s[20:21] offset:6       ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v32, 16, v19
	v_add_u32 v19, 8, v5
	v_cmp_lt_u32 s[36:37], v19, s18                     ; 'tt' element in bounds
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[36:37]               ; lanes where %vpred_415
	global_load_ushort v19, v8, s[20:21] offset:2048    ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v33, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[36:37]               ; lanes where %vpred_415
	global_load_ushort v19, v8, s[20:21] offset:2050    ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[36:37]               ; lanes where %vpred_415
	global_load_ushort v19, v8, s[20:21] offset:2052    ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v35, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[36:37]               ; lanes where %vpred_415
	global_load_ushort v19, v8, s[20:21] offset:2054    ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v36, 16, v19
	v_add_u32 v19, 16, v5
	v_cmp_lt_u32 s[42:43], v19, s18                     ; 'tt' element in bounds
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_425
	v_add_u32 v37, 0x1000, v8                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v19, v37, s[20:21]
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v37, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_425
	v_add_u32 v38, 0x1002, v8                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v19, v38, s[20:21]
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v38, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_425
	v_add_u32 v39, 0x1004, v8                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v19, v39, s[20:21]
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v39, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_425
	v_add_u32 v40, 0x1006, v8                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v19, v40, s[20:21]
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v40, 16, v19
	v_add_u32 v19, 24, v5
	v_cmp_lt_u32 s[44:45], v19, s18                     ; 'tt' element in bounds
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_435
	v_add_u32 v41, 0x1800, v8                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v19, v41, s[20:21]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v41, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_435
	v_add_u32 v42, 0x1802, v8                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v19, v42, s[20:21]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v42, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_435
	v_add_u32 v43, 0x1804, v8                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v19, v43, s[20:21]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v43, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_435
	v_add_u32 v44, 0x1806, v8                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v19, v44, s[20:21]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v19
	v_add_u32 v19, 32, v5
	v_cmp_lt_u32 s[46:47], v19, s18                     ; 'tt' element in bounds
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[46:47]               ; lanes where %vpred_445
	v_add_u32 v45, 0x2000, v8                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v19, v45, s[20:21]
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[46:47]               ; lanes where %vpred_445
	v_add_u32 v46, 0x2002, v8                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v19, v46, s[20:21]
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[46:47]               ; lanes where %vpred_445
	v_add_u32 v47, 0x2004, v8                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v19, v47, s[20:21]
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[46:47]               ; lanes where %vpred_445
	v_add_u32 v48, 0x2006, v8                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v19, v48, s[20:21]
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v19
	v_add_u32 v19, 40, v5
	v_cmp_lt_u32 s[48:49], v19, s18                     ; 'tt' element in bounds
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[50:51], s[48:49]               ; lanes where %vpred_455
	v_add_u32 v49, 0x2800, v8                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v19, v49, s[20:21]
	s_mov_b64 exec, s[50:51]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[50:51], s[48:49]               ; lanes where %vpred_455
	v_add_u32 v50, 0x2802, v8                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v19, v50, s[20:21]
	s_mov_b64 exec, s[50:51]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[50:51], s[48:49]               ; lanes where %vpred_455
	v_add_u32 v51, 0x2804, v8                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v19, v51, s[20:21]
	s_mov_b64 exec, s[50:51]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[50:51], s[48:49]               ; lanes where %vpred_455
	v_add_u32 v52, 0x2806, v8                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v19, v52, s[20:21]
	s_mov_b64 exec, s[50:51]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v19
	v_add_u32 v19, 48, v5
	v_cmp_lt_u32 s[50:51], v19, s18                     ; 'tt' element in bounds
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[50:51]               ; lanes where %vpred_465
	v_add_u32 v53, 0x3000, v8                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v19, v53, s[20:21]
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[50:51]               ; lanes where %vpred_465
	v_add_u32 v54, 0x3002, v8                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v19, v54, s[20:21]
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[50:51]               ; lanes where %vpred_465
	v_add_u32 v55, 0x3004, v8                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v19, v55, s[20:21]
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[50:51]               ; lanes where %vpred_465
	v_add_u32 v56, 0x3006, v8                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v19, v56, s[20:21]
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v19
	v_add_u32 v19, 56, v5
	v_cmp_lt_u32 s[52:53], v19, s18                     ; 'tt' element in bounds
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[54:55], s[52:53]               ; lanes where %vpred_475
	v_add_u32 v57, 0x3800, v8                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v19, v57, s[20:21]
	s_mov_b64 exec, s[54:55]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[54:55], s[52:53]               ; lanes where %vpred_475
	v_add_u32 v58, 0x3802, v8                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v19, v58, s[20:21]
	s_mov_b64 exec, s[54:55]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[54:55], s[52:53]               ; lanes where %vpred_475
	v_add_u32 v59, 0x3804, v8                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v19, v59, s[20:21]
	s_mov_b64 exec, s[54:55]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[54:55], s[52:53]               ; lanes where %vpred_475
	v_add_u32 v60, 0x3806, v8                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v19, v60, s[20:21]
	s_mov_b64 exec, s[54:55]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v19
	v_lshrrev_b32 v19, 16, v20
	ds_write_b16 v10, v19 offset:4352                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v30
	ds_write_b16 v10, v19 offset:4354                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v31
	ds_write_b16 v10, v19 offset:4356                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v32
	ds_write_b16 v10, v19 offset:4358                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v33
	ds_write_b16 v10, v19 offset:6528                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v34
	ds_write_b16 v10, v19 offset:6530                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v35
	ds_write_b16 v10, v19 offset:6532                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v36
	ds_write_b16 v10, v19 offset:6534                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v37
	ds_write_b16 v10, v19 offset:8704                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v38
	ds_write_b16 v10, v19 offset:8706                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v39
	ds_write_b16 v10, v19 offset:8708                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v40
	ds_write_b16 v10, v19 offset:8710                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v41
	ds_write_b16 v10, v19 offset:10880                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v42
	ds_write_b16 v10, v19 offset:10882                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v43
	ds_write_b16 v10, v19 offset:10884                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v44
	ds_write_b16 v10, v19 offset:10886                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v45
	ds_write_b16 v10, v19 offset:13056                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v46
	ds_write_b16 v10, v19 offset:13058                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v47
	ds_write_b16 v10, v19 offset:13060                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v48
	ds_write_b16 v10, v19 offset:13062                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v49
	ds_write_b16 v10, v19 offset:15232                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v50
	ds_write_b16 v10, v19 offset:15234                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v51
	ds_write_b16 v10, v19 offset:15236                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v52
	ds_write_b16 v10, v19 offset:15238                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v53
	ds_write_b16 v10, v19 offset:17408                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v54
	ds_write_b16 v10, v19 offset:17410                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v55
	ds_write_b16 v10, v19 offset:17412                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v56
	ds_write_b16 v10, v19 offset:17414                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v57
	ds_write_b16 v10, v19 offset:19584                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v58
	ds_write_b16 v10, v19 offset:19586                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v59
	ds_write_b16 v10, v19 offset:19588                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v60
	ds_write_b16 v10, v19 offset:19590                  ; A operand of the product: stage
	v_mov_b32 v30, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v31, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v32, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v33, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[34:37], v15                          ; B fragment 0, k-steps 0..1
	ds_read_b128 v[38:41], v14 offset:4352              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[30:33], v[38:39], v[34:35], v[30:33] ; examples/attention_decode.kgen:18: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[30:33], v[40:41], v[36:37], v[30:33] ; examples/attention_decode.kgen:18: mfma 16x16x16
	ds_read_b128 v[34:37], v15 offset:64                ; B fragment 0, k-steps 2..3
	ds_read_b128 v[38:41], v14 offset:4416              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[30:33], v[38:39], v[34:35], v[30:33] ; examples/attention_decode.kgen:18: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[30:33], v[40:41], v[36:37], v[30:33] ; examples/attention_decode.kgen:18: mfma 16x16x16
	ds_read_b128 v[34:37], v15 offset:128               ; B fragment 0, k-steps 4..5
	ds_read_b128 v[38:41], v14 offset:4480              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[30:33], v[38:39], v[34:35], v[30:33] ; examples/attention_decode.kgen:18: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[30:33], v[40:41], v[36:37], v[30:33] ; examples/attention_decode.kgen:18: mfma 16x16x16
	ds_read_b128 v[34:37], v15 offset:192               ; B fragment 0, k-steps 6..7
	ds_read_b128 v[38:41], v14 offset:4544              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[30:33], v[38:39], v[34:35], v[30:33] ; examples/attention_decode.kgen:18: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[30:33], v[40:41], v[36:37], v[30:33] ; examples/attention_decode.kgen:18: mfma 16x16x16
	v_cmp_lt_u32 s[20:21], v3, s25                      ; 'r' element in bounds
	v_cmp_lt_u32 s[54:55], v7, s18                      ; 'tt' element in bounds
	s_and_b64 s[56:57], s[20:21], s[54:55]
	v_mov_b32 v19, 0xff800000                           ; absent elements contribute the identity
	s_nop 6
	v_cndmask_b32 v20, v19, v30, s[56:57]
	v_add_u32 v19, 1, v7
	v_cmp_lt_u32 s[54:55], v19, s18                     ; 'tt' element in bounds
	s_and_b64 s[58:59], s[20:21], s[54:55]
	v_mov_b32 v19, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v34, v19, v31, s[58:59]
	v_add_u32 v19, 2, v7
	v_cmp_lt_u32 s[54:55], v19, s18                     ; 'tt' element in bounds
	s_and_b64 s[60:61], s[20:21], s[54:55]
	v_mov_b32 v19, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v35, v19, v32, s[60:61]
	v_add_u32 v19, 3, v7
	v_cmp_lt_u32 s[54:55], v19, s18                     ; 'tt' element in bounds
	s_and_b64 s[18:19], s[20:21], s[54:55]
	v_mov_b32 v19, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v36, v19, v33, s[18:19]
	v_max_f32 v19, v20, v34                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[20:21], v20, v34
	v_mov_b32 v20, 0x7fc00000
	v_cndmask_b32 v34, v19, v20, s[20:21]
	v_max_f32 v19, v34, v35                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[20:21], v34, v35
	v_mov_b32 v20, 0x7fc00000
	v_cndmask_b32 v34, v19, v20, s[20:21]
	v_max_f32 v19, v34, v36                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[20:21], v34, v36
	v_mov_b32 v20, 0x7fc00000
	v_cndmask_b32 v34, v19, v20, s[20:21]
	ds_swizzle_b32 v19, v34 offset:swizzle(SWAP,16)     ; max over 'tt' (examples/attention_decode.kgen:19): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v20, v34, v19
	v_cmp_u_f32 s[20:21], v34, v19
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v34, v20, v19, s[20:21]
	v_and_b32 v19, 63, v0                               ; max over 'tt' (examples/attention_decode.kgen:19): lanes 32 apart
	v_xor_b32 v19, 32, v19
	v_lshlrev_b32 v19, 2, v19
	ds_bpermute_b32 v20, v19, v34
	s_waitcnt lgkmcnt(0)
	v_max_f32 v19, v34, v20
	v_cmp_u_f32 s[20:21], v34, v20
	v_mov_b32 v20, 0x7fc00000
	v_cndmask_b32 v34, v19, v20, s[20:21]
	s_and_saveexec_b64 s[20:21], s[8:9]                 ; lanes where %vpred_223
	ds_write_b32 v12, v34 offset:22784                  ; max over 'tt' (examples/attention_decode.kgen:19): this warp group's partial
	s_mov_b64 exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v19, v16 offset:22784                   ; max over 'tt' (examples/attention_decode.kgen:19): warp group 0
	ds_read_b32 v20, v16 offset:22848                   ; max over 'tt' (examples/attention_decode.kgen:19): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v34, v19, v20
	v_cmp_u_f32 s[20:21], v19, v20
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v20, v34, v19, s[20:21]
	ds_read_b32 v19, v16 offset:22912                   ; max over 'tt' (examples/attention_decode.kgen:19): warp group 2
	s_waitcnt lgkmcnt(0)
	v_max_f32 v34, v20, v19
	v_cmp_u_f32 s[20:21], v20, v19
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v20, v34, v19, s[20:21]
	ds_read_b32 v19, v16 offset:22976                   ; max over 'tt' (examples/attention_decode.kgen:19): warp group 3
	s_waitcnt lgkmcnt(0)
	v_max_f32 v34, v20, v19
	v_cmp_u_f32 s[20:21], v20, v19
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v20, v34, v19, s[20:21]
	v_max_f32 v19, v9, v20                              ; examples/attention_decode.kgen:19
	v_cmp_u_f32 s[20:21], v9, v20
	v_mov_b32 v20, 0x7fc00000
	v_cndmask_b32 v34, v19, v20, s[20:21]
	v_sub_f32 v19, v9, v34                              ; examples/attention_decode.kgen:21
	v_mul_f32 v20, s12, v19                             ; examples/attention_decode.kgen:21
	v_mul_f32 v19, 0x3fb8aa3b, v20                      ; examples/attention_decode.kgen:21
	v_exp_f32 v20, v19                                  ; examples/attention_decode.kgen:21
	v_mul_f32 v19, v22, v20                             ; examples/attention_decode.kgen:23
	v_mul_f32 v35, v23, v20                             ; examples/attention_decode.kgen:23
	v_mul_f32 v36, v24, v20                             ; examples/attention_decode.kgen:23
	v_mul_f32 v37, v25, v20                             ; examples/attention_decode.kgen:23
	v_mul_f32 v38, v26, v20                             ; examples/attention_decode.kgen:23
	v_mul_f32 v39, v27, v20                             ; examples/attention_decode.kgen:23
	v_mul_f32 v40, v28, v20                             ; examples/attention_decode.kgen:23
	v_mul_f32 v41, v29, v20                             ; examples/attention_decode.kgen:23
	v_mov_b32 v22, v19                                  ; 'acc' scaled in place
	v_mov_b32 v23, v35                                  ; 'acc' scaled in place
	v_mov_b32 v24, v36                                  ; 'acc' scaled in place
	v_mov_b32 v25, v37                                  ; 'acc' scaled in place
	v_mov_b32 v26, v38                                  ; 'acc' scaled in place
	v_mov_b32 v27, v39                                  ; 'acc' scaled in place
	v_mov_b32 v28, v40                                  ; 'acc' scaled in place
	v_mov_b32 v29, v41                                  ; 'acc' scaled in place
	s_add_u32 s20, s40, s30                             ; 'v' at this chunk
	s_addc_u32 s21, s41, s31
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[32:33]               ; lanes where %vpred_405
	global_load_ushort v19, v8, s[20:21]                ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v35, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[32:33]               ; lanes where %vpred_405
	global_load_ushort v19, v8, s[20:21] offset:2       ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v36, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[32:33]               ; lanes where %vpred_405
	global_load_ushort v19, v8, s[20:21] offset:4       ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v37, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[32:33]               ; lanes where %vpred_405
	global_load_ushort v19, v8, s[20:21] offset:6       ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v38, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[36:37]               ; lanes where %vpred_415
	global_load_ushort v19, v8, s[20:21] offset:2048    ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v39, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[36:37]               ; lanes where %vpred_415
	global_load_ushort v19, v8, s[20:21] offset:2050    ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v40, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[36:37]               ; lanes where %vpred_415
	global_load_ushort v19, v8, s[20:21] offset:2052    ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v41, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[36:37]               ; lanes where %vpred_415
	global_load_ushort v19, v8, s[20:21] offset:2054    ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v42, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[42:43]               ; lanes where %vpred_425
	v_add_u32 v43, 0x1000, v8                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v19, v43, s[20:21]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v43, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[42:43]               ; lanes where %vpred_425
	v_add_u32 v44, 0x1002, v8                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v19, v44, s[20:21]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[42:43]               ; lanes where %vpred_425
	v_add_u32 v45, 0x1004, v8                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v19, v45, s[20:21]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[42:43]               ; lanes where %vpred_425
	v_add_u32 v46, 0x1006, v8                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v19, v46, s[20:21]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[44:45]               ; lanes where %vpred_435
	v_add_u32 v47, 0x1800, v8                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v19, v47, s[20:21]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[44:45]               ; lanes where %vpred_435
	v_add_u32 v48, 0x1802, v8                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v19, v48, s[20:21]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[44:45]               ; lanes where %vpred_435
	v_add_u32 v49, 0x1804, v8                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v19, v49, s[20:21]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[44:45]               ; lanes where %vpred_435
	v_add_u32 v50, 0x1806, v8                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v19, v50, s[20:21]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[46:47]               ; lanes where %vpred_445
	v_add_u32 v51, 0x2000, v8                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v19, v51, s[20:21]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[46:47]               ; lanes where %vpred_445
	v_add_u32 v52, 0x2002, v8                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v19, v52, s[20:21]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[46:47]               ; lanes where %vpred_445
	v_add_u32 v53, 0x2004, v8                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v19, v53, s[20:21]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[46:47]               ; lanes where %vpred_445
	v_add_u32 v54, 0x2006, v8                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v19, v54, s[20:21]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[48:49]               ; lanes where %vpred_455
	v_add_u32 v55, 0x2800, v8                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v19, v55, s[20:21]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[48:49]               ; lanes where %vpred_455
	v_add_u32 v56, 0x2802, v8                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v19, v56, s[20:21]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[48:49]               ; lanes where %vpred_455
	v_add_u32 v57, 0x2804, v8                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v19, v57, s[20:21]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[48:49]               ; lanes where %vpred_455
	v_add_u32 v58, 0x2806, v8                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v19, v58, s[20:21]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[50:51]               ; lanes where %vpred_465
	v_add_u32 v59, 0x3000, v8                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v19, v59, s[20:21]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[50:51]               ; lanes where %vpred_465
	v_add_u32 v60, 0x3002, v8                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v19, v60, s[20:21]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[50:51]               ; lanes where %vpred_465
	v_add_u32 v61, 0x3004, v8                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v19, v61, s[20:21]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[50:51]               ; lanes where %vpred_465
	v_add_u32 v62, 0x3006, v8                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v19, v62, s[20:21]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[52:53]               ; lanes where %vpred_475
	v_add_u32 v63, 0x3800, v8                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v19, v63, s[20:21]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[52:53]               ; lanes where %vpred_475
	v_add_u32 v64, 0x3802, v8                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v19, v64, s[20:21]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[52:53]               ; lanes where %vpred_475
	v_add_u32 v65, 0x3804, v8                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v19, v65, s[20:21]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[52:53]               ; lanes where %vpred_475
	v_add_u32 v66, 0x3806, v8                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v19, v66, s[20:21]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v19
	v_lshrrev_b32 v19, 16, v35
	ds_write_b16 v17, v19 offset:4352                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v36
	ds_write_b16 v17, v19 offset:4496                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v37
	ds_write_b16 v17, v19 offset:4640                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v38
	ds_write_b16 v17, v19 offset:4784                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v39
	ds_write_b16 v17, v19 offset:4368                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v40
	ds_write_b16 v17, v19 offset:4512                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v41
	ds_write_b16 v17, v19 offset:4656                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v42
	ds_write_b16 v17, v19 offset:4800                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v43
	ds_write_b16 v17, v19 offset:4384                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v44
	ds_write_b16 v17, v19 offset:4528                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v45
	ds_write_b16 v17, v19 offset:4672                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v46
	ds_write_b16 v17, v19 offset:4816                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v47
	ds_write_b16 v17, v19 offset:4400                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v48
	ds_write_b16 v17, v19 offset:4544                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v49
	ds_write_b16 v17, v19 offset:4688                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v50
	ds_write_b16 v17, v19 offset:4832                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v51
	ds_write_b16 v17, v19 offset:4416                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v52
	ds_write_b16 v17, v19 offset:4560                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v53
	ds_write_b16 v17, v19 offset:4704                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v54
	ds_write_b16 v17, v19 offset:4848                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v55
	ds_write_b16 v17, v19 offset:4432                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v56
	ds_write_b16 v17, v19 offset:4576                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v57
	ds_write_b16 v17, v19 offset:4720                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v58
	ds_write_b16 v17, v19 offset:4864                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v59
	ds_write_b16 v17, v19 offset:4448                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v60
	ds_write_b16 v17, v19 offset:4592                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v61
	ds_write_b16 v17, v19 offset:4736                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v62
	ds_write_b16 v17, v19 offset:4880                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v63
	ds_write_b16 v17, v19 offset:4464                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v64
	ds_write_b16 v17, v19 offset:4608                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v65
	ds_write_b16 v17, v19 offset:4752                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v66
	ds_write_b16 v17, v19 offset:4896                   ; A operand of the product: stage
	v_mov_b32 v19, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_decode.kgen:20)
	v_mul_f32 v35, s12, v19
	v_mov_b32 v19, 0xbfb8aa3b
	v_mul_f32 v36, s12, v19
	v_mul_f32 v19, v34, v36                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_decode.kgen:20)
	v_fma_f32 v36, v30, v35, v19                        ; examples/attention_decode.kgen:20
	v_exp_f32 v37, v36                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v36, v31, v35, v19                        ; examples/attention_decode.kgen:20
	v_exp_f32 v38, v36                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v36, v32, v35, v19                        ; examples/attention_decode.kgen:20
	v_exp_f32 v39, v36                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v36, v33, v35, v19                        ; examples/attention_decode.kgen:20
	v_exp_f32 v19, v36                                  ; examples/attention_decode.kgen:20
	v_bfe_u32 v30, v37, 16, 1                           ; round to bf16
	v_add3_u32 v31, v37, v30, s5
	v_cmp_u_f32 s[20:21], v37, v37
	v_mov_b32 v30, 0x7fc00000
	v_cndmask_b32 v31, v31, v30, s[20:21]
	v_and_b32 v30, 0xffff0000, v31
	v_bfe_u32 v31, v38, 16, 1                           ; round to bf16
	v_add3_u32 v32, v38, v31, s5
	v_cmp_u_f32 s[20:21], v38, v38
	v_mov_b32 v31, 0x7fc00000
	v_cndmask_b32 v32, v32, v31, s[20:21]
	v_and_b32 v31, 0xffff0000, v32
	v_bfe_u32 v32, v39, 16, 1                           ; round to bf16
	v_add3_u32 v33, v39, v32, s5
	v_cmp_u_f32 s[20:21], v39, v39
	v_mov_b32 v32, 0x7fc00000
	v_cndmask_b32 v33, v33, v32, s[20:21]
	v_and_b32 v32, 0xffff0000, v33
	v_bfe_u32 v33, v19, 16, 1                           ; round to bf16
	v_add3_u32 v35, v19, v33, s5
	v_cmp_u_f32 s[20:21], v19, v19
	v_mov_b32 v33, 0x7fc00000
	v_cndmask_b32 v35, v35, v33, s[20:21]
	v_and_b32 v33, 0xffff0000, v35
	v_cndmask_b32 v35, 0, v30, s[56:57]                 ; absent elements add nothing
	v_lshrrev_b32 v30, 16, v35
	ds_write_b16 v21, v30 offset:23040                  ; B operand of the product: stage
	v_cndmask_b32 v30, 0, v31, s[58:59]                 ; absent elements add nothing
	v_lshrrev_b32 v31, 16, v30
	ds_write_b16 v21, v31 offset:23042                  ; B operand of the product: stage
	v_cndmask_b32 v30, 0, v32, s[60:61]                 ; absent elements add nothing
	v_lshrrev_b32 v31, 16, v30
	ds_write_b16 v21, v31 offset:23044                  ; B operand of the product: stage
	v_cndmask_b32 v30, 0, v33, s[18:19]                 ; absent elements add nothing
	v_lshrrev_b32 v31, 16, v30
	ds_write_b16 v21, v31 offset:23046                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[30:33], v13 offset:23040             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[40:43], v18 offset:4352              ; A fragment 0, k-steps 0..1
	ds_read_b128 v[44:47], v18 offset:6656              ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16bf16_1k v[22:25], v[40:41], v[30:31], v[22:25] ; examples/attention_decode.kgen:23: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[44:45], v[30:31], v[26:29] ; examples/attention_decode.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[22:25], v[42:43], v[32:33], v[22:25] ; examples/attention_decode.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[46:47], v[32:33], v[26:29] ; examples/attention_decode.kgen:23: mfma 16x16x16
	ds_read_b128 v[30:33], v13 offset:23104             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[40:43], v18 offset:4416              ; A fragment 0, k-steps 2..3
	ds_read_b128 v[44:47], v18 offset:6720              ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16bf16_1k v[22:25], v[40:41], v[30:31], v[22:25] ; examples/attention_decode.kgen:23: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[44:45], v[30:31], v[26:29] ; examples/attention_decode.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[22:25], v[42:43], v[32:33], v[22:25] ; examples/attention_decode.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[46:47], v[32:33], v[26:29] ; examples/attention_decode.kgen:23: mfma 16x16x16
	v_mul_f32 v30, v1, v20                              ; examples/attention_decode.kgen:22
	v_cndmask_b32 v20, 0, v37, s[56:57]                 ; absent elements contribute the identity
	v_cndmask_b32 v31, 0, v38, s[58:59]                 ; absent elements contribute the identity
	v_cndmask_b32 v32, 0, v39, s[60:61]                 ; absent elements contribute the identity
	v_cndmask_b32 v33, 0, v19, s[18:19]                 ; absent elements contribute the identity
	v_add_f32 v19, v20, v31                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	v_add_f32 v20, v19, v32                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	v_add_f32 v19, v20, v33                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	ds_swizzle_b32 v20, v19 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/attention_decode.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v31, v19, v20
	v_and_b32 v19, 63, v0                               ; sum over 'tt' (examples/attention_decode.kgen:22): lanes 32 apart
	v_xor_b32 v19, 32, v19
	v_lshlrev_b32 v19, 2, v19
	ds_bpermute_b32 v20, v19, v31
	s_waitcnt lgkmcnt(0)
	v_add_f32 v19, v31, v20
	s_and_saveexec_b64 s[18:19], s[8:9]                 ; lanes where %vpred_223
	ds_write_b32 v12, v19 offset:27392                  ; sum over 'tt' (examples/attention_decode.kgen:22): this warp group's partial
	s_mov_b64 exec, s[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v19, v16 offset:27392                   ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 0
	ds_read_b32 v20, v16 offset:27456                   ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v31, v19, v20
	ds_read_b32 v19, v16 offset:27520                   ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v20, v31, v19
	ds_read_b32 v19, v16 offset:27584                   ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v31, v20, v19
	v_add_f32 v19, v30, v31                             ; examples/attention_decode.kgen:22
	v_mov_b32 v1, v19                                   ; next 'l'
	v_mov_b32 v9, v34                                   ; next 'mx'
	s_add_u32 s10, s10, 64
	s_cmp_lt_u32 s10, s28
	s_cbranch_scc1 .Lattention_decode_split_loop1
.Lattention_decode_split_loop1_end:
	global_store_dwordx4 v11, v[22:25], s[6:7]          ; examples/attention_decode.kgen:17: 16-byte store to 'acc_parts'
	global_store_dwordx4 v11, v[26:29], s[6:7] offset:64 ; examples/attention_decode.kgen:17: 16-byte store to 'acc_parts'
	s_and_saveexec_b64 s[10:11], s[14:15]               ; lanes where %vpred_775
	global_store_dword v16, v1, s[22:23]                ; examples/attention_decode.kgen:17: store to 'l_parts'
	global_store_dword v16, v9, s[16:17]                ; examples/attention_decode.kgen:17: store to 'mx_parts'
	s_mov_b64 exec, s[10:11]
	s_branch .Lattention_decode_split_if0_end
.Lattention_decode_split_if0_else:
	v_cmp_lt_u32 s[10:11], v2, s25
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[10:11]               ; lanes where %vpred_788
	global_load_dwordx4 v[22:25], v6, s[38:39]          ; examples/attention_decode.kgen:18: 16 bytes of 'q'
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	ds_write_b128 v4, v[22:25]                          ; 16 bytes into opinv0
	v_mov_b32 v22, 0                                    ; loop-carried 'acc'
	v_mov_b32 v23, 0                                    ; loop-carried 'acc'
	v_mov_b32 v24, 0                                    ; loop-carried 'acc'
	v_mov_b32 v25, 0                                    ; loop-carried 'acc'
	v_mov_b32 v26, 0                                    ; loop-carried 'acc'
	v_mov_b32 v27, 0                                    ; loop-carried 'acc'
	v_mov_b32 v28, 0                                    ; loop-carried 'acc'
	v_mov_b32 v29, 0                                    ; loop-carried 'acc'
	v_mov_b32 v1, 0                                     ; loop-carried 'l'
	v_mov_b32 v2, 0xff800000                            ; loop-carried 'mx'
	s_cmp_ge_u32 s28, 64                                ; at least one whole chunk of 'tt'
	s_cselect_b32 s10, 1, 0
	s_sub_u32 s11, s28, 63
	s_cmp_lg_u32 s10, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s10, s11, 0
	s_cmp_lg_u32 s13, 0
	s_cselect_b32 s11, s10, 0
	s_mov_b32 s10, 0                                    ; for tt in t: steps of 64: whole chunks
	s_cmp_ge_u32 s10, s11
	s_cbranch_scc1 .Lattention_decode_split_loop2_end
.Lattention_decode_split_loop2:
	s_add_u32 s13, s27, s10
	s_mul_i32 s18, s13, 0x80
	s_mul_hi_u32 s19, s13, 0x80
	s_lshl_b64 s[20:21], s[18:19], 1
	s_add_u32 s18, s34, s20                             ; 'k' at this chunk
	s_addc_u32 s19, s35, s21
	global_load_dwordx2 v[30:31], v8, s[18:19]          ; examples/attention_decode.kgen:18: 8-byte load of 'k'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v4, 16, v30
	v_and_b32 v6, 0xffff0000, v30
	v_lshlrev_b32 v9, 16, v31
	v_and_b32 v19, 0xffff0000, v31
	global_load_dwordx2 v[30:31], v8, s[18:19] offset:2048 ; examples/attention_decode.kgen:18: 8-byte load of 'k'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v20, 16, v30
	v_and_b32 v32, 0xffff0000, v30
	v_lshlrev_b32 v33, 16, v31
	v_and_b32 v34, 0xffff0000, v31
	v_add_u32 v30, 0x1000, v8                           ; examples/attention_decode.kgen:18: 8-byte load of 'k'
	global_load_dwordx2 v[36:37], v30, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v30, 16, v36
	v_and_b32 v31, 0xffff0000, v36
	v_lshlrev_b32 v35, 16, v37
	v_and_b32 v38, 0xffff0000, v37
	v_add_u32 v36, 0x1800, v8                           ; examples/attention_decode.kgen:18: 8-byte load of 'k'
	global_load_dwordx2 v[40:41], v36, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v36, 16, v40
	v_and_b32 v37, 0xffff0000, v40
	v_lshlrev_b32 v39, 16, v41
	v_and_b32 v42, 0xffff0000, v41
	v_add_u32 v40, 0x2000, v8                           ; examples/attention_decode.kgen:18: 8-byte load of 'k'
	global_load_dwordx2 v[44:45], v40, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v40, 16, v44
	v_and_b32 v41, 0xffff0000, v44
	v_lshlrev_b32 v43, 16, v45
	v_and_b32 v46, 0xffff0000, v45
	v_add_u32 v44, 0x2800, v8                           ; examples/attention_decode.kgen:18: 8-byte load of 'k'
	global_load_dwordx2 v[48:49], v44, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v48
	v_and_b32 v45, 0xffff0000, v48
	v_lshlrev_b32 v47, 16, v49
	v_and_b32 v50, 0xffff0000, v49
	v_add_u32 v48, 0x3000, v8                           ; examples/attention_decode.kgen:18: 8-byte load of 'k'
	global_load_dwordx2 v[52:53], v48, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v52
	v_and_b32 v49, 0xffff0000, v52
	v_lshlrev_b32 v51, 16, v53
	v_and_b32 v54, 0xffff0000, v53
	v_add_u32 v52, 0x3800, v8                           ; examples/attention_decode.kgen:18: 8-byte load of 'k'
	global_load_dwordx2 v[56:57], v52, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v56
	v_and_b32 v53, 0xffff0000, v56
	v_lshlrev_b32 v55, 16, v57
	v_and_b32 v58, 0xffff0000, v57
	v_lshrrev_b32 v56, 16, v4
	ds_write_b16 v10, v56 offset:4352                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v6
	ds_write_b16 v10, v4 offset:4354                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v9
	ds_write_b16 v10, v4 offset:4356                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v19
	ds_write_b16 v10, v4 offset:4358                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v20
	ds_write_b16 v10, v4 offset:6528                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v32
	ds_write_b16 v10, v4 offset:6530                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v33
	ds_write_b16 v10, v4 offset:6532                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v34
	ds_write_b16 v10, v4 offset:6534                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v30
	ds_write_b16 v10, v4 offset:8704                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v31
	ds_write_b16 v10, v4 offset:8706                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v35
	ds_write_b16 v10, v4 offset:8708                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v38
	ds_write_b16 v10, v4 offset:8710                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v36
	ds_write_b16 v10, v4 offset:10880                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v37
	ds_write_b16 v10, v4 offset:10882                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v39
	ds_write_b16 v10, v4 offset:10884                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v42
	ds_write_b16 v10, v4 offset:10886                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v40
	ds_write_b16 v10, v4 offset:13056                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v41
	ds_write_b16 v10, v4 offset:13058                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v43
	ds_write_b16 v10, v4 offset:13060                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v46
	ds_write_b16 v10, v4 offset:13062                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v44
	ds_write_b16 v10, v4 offset:15232                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v45
	ds_write_b16 v10, v4 offset:15234                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v47
	ds_write_b16 v10, v4 offset:15236                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v50
	ds_write_b16 v10, v4 offset:15238                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v48
	ds_write_b16 v10, v4 offset:17408                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v49
	ds_write_b16 v10, v4 offset:17410                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v51
	ds_write_b16 v10, v4 offset:17412                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v54
	ds_write_b16 v10, v4 offset:17414                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v52
	ds_write_b16 v10, v4 offset:19584                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v53
	ds_write_b16 v10, v4 offset:19586                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v55
	ds_write_b16 v10, v4 offset:19588                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v58
	ds_write_b16 v10, v4 offset:19590                   ; A operand of the product: stage
	v_mov_b32 v30, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v31, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v32, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v33, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[34:37], v15                          ; B fragment 0, k-steps 0..1
	ds_read_b128 v[38:41], v14 offset:4352              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[30:33], v[38:39], v[34:35], v[30:33] ; examples/attention_decode.kgen:18: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[30:33], v[40:41], v[36:37], v[30:33] ; examples/attention_decode.kgen:18: mfma 16x16x16
	ds_read_b128 v[34:37], v15 offset:64                ; B fragment 0, k-steps 2..3
	ds_read_b128 v[38:41], v14 offset:4416              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[30:33], v[38:39], v[34:35], v[30:33] ; examples/attention_decode.kgen:18: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[30:33], v[40:41], v[36:37], v[30:33] ; examples/attention_decode.kgen:18: mfma 16x16x16
	ds_read_b128 v[34:37], v15 offset:128               ; B fragment 0, k-steps 4..5
	ds_read_b128 v[38:41], v14 offset:4480              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[30:33], v[38:39], v[34:35], v[30:33] ; examples/attention_decode.kgen:18: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[30:33], v[40:41], v[36:37], v[30:33] ; examples/attention_decode.kgen:18: mfma 16x16x16
	ds_read_b128 v[34:37], v15 offset:192               ; B fragment 0, k-steps 6..7
	ds_read_b128 v[38:41], v14 offset:4544              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[30:33], v[38:39], v[34:35], v[30:33] ; examples/attention_decode.kgen:18: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[30:33], v[40:41], v[36:37], v[30:33] ; examples/attention_decode.kgen:18: mfma 16x16x16
	s_nop 7
	s_nop 2
	v_max_f32 v4, v30, v31                              ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[18:19], v30, v31
	v_mov_b32 v6, 0x7fc00000
	v_cndmask_b32 v9, v4, v6, s[18:19]
	v_max_f32 v4, v9, v32                               ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[18:19], v9, v32
	v_mov_b32 v6, 0x7fc00000
	v_cndmask_b32 v9, v4, v6, s[18:19]
	v_max_f32 v4, v9, v33                               ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[18:19], v9, v33
	v_mov_b32 v6, 0x7fc00000
	v_cndmask_b32 v9, v4, v6, s[18:19]
	ds_swizzle_b32 v4, v9 offset:swizzle(SWAP,16)       ; max over 'tt' (examples/attention_decode.kgen:19): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v6, v9, v4
	v_cmp_u_f32 s[18:19], v9, v4
	v_mov_b32 v4, 0x7fc00000
	v_cndmask_b32 v9, v6, v4, s[18:19]
	v_and_b32 v4, 63, v0                                ; max over 'tt' (examples/attention_decode.kgen:19): lanes 32 apart
	v_xor_b32 v4, 32, v4
	v_lshlrev_b32 v4, 2, v4
	ds_bpermute_b32 v6, v4, v9
	s_waitcnt lgkmcnt(0)
	v_max_f32 v4, v9, v6
	v_cmp_u_f32 s[18:19], v9, v6
	v_mov_b32 v6, 0x7fc00000
	v_cndmask_b32 v9, v4, v6, s[18:19]
	s_and_saveexec_b64 s[18:19], s[8:9]                 ; lanes where %vpred_223
	ds_write_b32 v12, v9 offset:22784                   ; max over 'tt' (examples/attention_decode.kgen:19): this warp group's partial
	s_mov_b64 exec, s[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v4, v16 offset:22784                    ; max over 'tt' (examples/attention_decode.kgen:19): warp group 0
	ds_read_b32 v6, v16 offset:22848                    ; max over 'tt' (examples/attention_decode.kgen:19): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v9, v4, v6
	v_cmp_u_f32 s[18:19], v4, v6
	v_mov_b32 v4, 0x7fc00000
	v_cndmask_b32 v6, v9, v4, s[18:19]
	ds_read_b32 v4, v16 offset:22912                    ; max over 'tt' (examples/attention_decode.kgen:19): warp group 2
	s_waitcnt lgkmcnt(0)
	v_max_f32 v9, v6, v4
	v_cmp_u_f32 s[18:19], v6, v4
	v_mov_b32 v4, 0x7fc00000
	v_cndmask_b32 v6, v9, v4, s[18:19]
	ds_read_b32 v4, v16 offset:22976                    ; max over 'tt' (examples/attention_decode.kgen:19): warp group 3
	s_waitcnt lgkmcnt(0)
	v_max_f32 v9, v6, v4
	v_cmp_u_f32 s[18:19], v6, v4
	v_mov_b32 v4, 0x7fc00000
	v_cndmask_b32 v6, v9, v4, s[18:19]
	v_max_f32 v4, v2, v6                                ; examples/attention_decode.kgen:19
	v_cmp_u_f32 s[18:19], v2, v6
	v_mov_b32 v6, 0x7fc00000
	v_cndmask_b32 v9, v4, v6, s[18:19]
	v_sub_f32 v4, v2, v9                                ; examples/attention_decode.kgen:21
	v_mul_f32 v6, s12, v4                               ; examples/attention_decode.kgen:21
	v_mul_f32 v4, 0x3fb8aa3b, v6                        ; examples/attention_decode.kgen:21
	v_exp_f32 v6, v4                                    ; examples/attention_decode.kgen:21
	v_mul_f32 v4, v22, v6                               ; examples/attention_decode.kgen:23
	v_mul_f32 v19, v23, v6                              ; examples/attention_decode.kgen:23
	v_mul_f32 v20, v24, v6                              ; examples/attention_decode.kgen:23
	v_mul_f32 v34, v25, v6                              ; examples/attention_decode.kgen:23
	v_mul_f32 v35, v26, v6                              ; examples/attention_decode.kgen:23
	v_mul_f32 v36, v27, v6                              ; examples/attention_decode.kgen:23
	v_mul_f32 v37, v28, v6                              ; examples/attention_decode.kgen:23
	v_mul_f32 v38, v29, v6                              ; examples/attention_decode.kgen:23
	v_mov_b32 v22, v4                                   ; 'acc' scaled in place
	v_mov_b32 v23, v19                                  ; 'acc' scaled in place
	v_mov_b32 v24, v20                                  ; 'acc' scaled in place
	v_mov_b32 v25, v34                                  ; 'acc' scaled in place
	v_mov_b32 v26, v35                                  ; 'acc' scaled in place
	v_mov_b32 v27, v36                                  ; 'acc' scaled in place
	v_mov_b32 v28, v37                                  ; 'acc' scaled in place
	v_mov_b32 v29, v38                                  ; 'acc' scaled in place
	s_add_u32 s18, s40, s20                             ; 'v' at this chunk
	s_addc_u32 s19, s41, s21
	global_load_dwordx2 v[34:35], v8, s[18:19]          ; examples/attention_decode.kgen:23: 8-byte load of 'v'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v4, 16, v34
	v_and_b32 v19, 0xffff0000, v34
	v_lshlrev_b32 v20, 16, v35
	v_and_b32 v36, 0xffff0000, v35
	global_load_dwordx2 v[34:35], v8, s[18:19] offset:2048 ; examples/attention_decode.kgen:23: 8-byte load of 'v'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v37, 16, v34
	v_and_b32 v38, 0xffff0000, v34
	v_lshlrev_b32 v39, 16, v35
	v_and_b32 v40, 0xffff0000, v35
	v_add_u32 v34, 0x1000, v8                           ; examples/attention_decode.kgen:23: 8-byte load of 'v'
	global_load_dwordx2 v[42:43], v34, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v42
	v_and_b32 v35, 0xffff0000, v42
	v_lshlrev_b32 v41, 16, v43
	v_and_b32 v44, 0xffff0000, v43
	v_add_u32 v42, 0x1800, v8                           ; examples/attention_decode.kgen:23: 8-byte load of 'v'
	global_load_dwordx2 v[46:47], v42, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v42, 16, v46
	v_and_b32 v43, 0xffff0000, v46
	v_lshlrev_b32 v45, 16, v47
	v_and_b32 v48, 0xffff0000, v47
	v_add_u32 v46, 0x2000, v8                           ; examples/attention_decode.kgen:23: 8-byte load of 'v'
	global_load_dwordx2 v[50:51], v46, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v50
	v_and_b32 v47, 0xffff0000, v50
	v_lshlrev_b32 v49, 16, v51
	v_and_b32 v52, 0xffff0000, v51
	v_add_u32 v50, 0x2800, v8                           ; examples/attention_decode.kgen:23: 8-byte load of 'v'
	global_load_dwordx2 v[54:55], v50, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v54
	v_and_b32 v51, 0xffff0000, v54
	v_lshlrev_b32 v53, 16, v55
	v_and_b32 v56, 0xffff0000, v55
	v_add_u32 v54, 0x3000, v8                           ; examples/attention_decode.kgen:23: 8-byte load of 'v'
	global_load_dwordx2 v[58:59], v54, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v58
	v_and_b32 v55, 0xffff0000, v58
	v_lshlrev_b32 v57, 16, v59
	v_and_b32 v60, 0xffff0000, v59
	v_add_u32 v58, 0x3800, v8                           ; examples/attention_decode.kgen:23: 8-byte load of 'v'
	global_load_dwordx2 v[62:63], v58, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v62
	v_and_b32 v59, 0xffff0000, v62
	v_lshlrev_b32 v61, 16, v63
	v_and_b32 v64, 0xffff0000, v63
	v_lshrrev_b32 v62, 16, v4
	ds_write_b16 v17, v62 offset:4352                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v19
	ds_write_b16 v17, v4 offset:4496                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v20
	ds_write_b16 v17, v4 offset:4640                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v36
	ds_write_b16 v17, v4 offset:4784                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v37
	ds_write_b16 v17, v4 offset:4368                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v38
	ds_write_b16 v17, v4 offset:4512                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v39
	ds_write_b16 v17, v4 offset:4656                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v40
	ds_write_b16 v17, v4 offset:4800                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v34
	ds_write_b16 v17, v4 offset:4384                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v35
	ds_write_b16 v17, v4 offset:4528                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v41
	ds_write_b16 v17, v4 offset:4672                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v44
	ds_write_b16 v17, v4 offset:4816                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v42
	ds_write_b16 v17, v4 offset:4400                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v43
	ds_write_b16 v17, v4 offset:4544                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v45
	ds_write_b16 v17, v4 offset:4688                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v48
	ds_write_b16 v17, v4 offset:4832                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v46
	ds_write_b16 v17, v4 offset:4416                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v47
	ds_write_b16 v17, v4 offset:4560                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v49
	ds_write_b16 v17, v4 offset:4704                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v52
	ds_write_b16 v17, v4 offset:4848                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v50
	ds_write_b16 v17, v4 offset:4432                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v51
	ds_write_b16 v17, v4 offset:4576                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v53
	ds_write_b16 v17, v4 offset:4720                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v56
	ds_write_b16 v17, v4 offset:4864                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v54
	ds_write_b16 v17, v4 offset:4448                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v55
	ds_write_b16 v17, v4 offset:4592                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v57
	ds_write_b16 v17, v4 offset:4736                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v60
	ds_write_b16 v17, v4 offset:4880                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v58
	ds_write_b16 v17, v4 offset:4464                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v59
	ds_write_b16 v17, v4 offset:4608                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v61
	ds_write_b16 v17, v4 offset:4752                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v64
	ds_write_b16 v17, v4 offset:4896                    ; A operand of the product: stage
	v_mov_b32 v4, 0x3fb8aa3b                            ; c log2 e of e^((x - m) c), once per c (examples/attention_decode.kgen:20)
	v_mul_f32 v19, s12, v4
	v_mov_b32 v4, 0xbfb8aa3b
	v_mul_f32 v20, s12, v4
	v_mul_f32 v4, v9, v20                               ; -m c log2 e of e^((x - m) c), once per m (examples/attention_decode.kgen:20)
	v_fma_f32 v20, v30, v19, v4                         ; examples/attention_decode.kgen:20
	v_exp_f32 v34, v20                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v20, v31, v19, v4                         ; examples/attention_decode.kgen:20
	v_exp_f32 v35, v20                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v20, v32, v19, v4                         ; examples/attention_decode.kgen:20
	v_exp_f32 v36, v20                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v20, v33, v19, v4                         ; examples/attention_decode.kgen:20
	v_exp_f32 v4, v20                                   ; examples/attention_decode.kgen:20
	v_bfe_u32 v19, v34, 16, 1                           ; round to bf16
	v_add3_u32 v20, v34, v19, s5
	v_cmp_u_f32 s[18:19], v34, v34
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v20, v20, v19, s[18:19]
	v_and_b32 v19, 0xffff0000, v20
	v_bfe_u32 v20, v35, 16, 1                           ; round to bf16
	v_add3_u32 v30, v35, v20, s5
	v_cmp_u_f32 s[18:19], v35, v35
	v_mov_b32 v20, 0x7fc00000
	v_cndmask_b32 v30, v30, v20, s[18:19]
	v_and_b32 v20, 0xffff0000, v30
	v_bfe_u32 v30, v36, 16, 1                           ; round to bf16
	v_add3_u32 v31, v36, v30, s5
	v_cmp_u_f32 s[18:19], v36, v36
	v_mov_b32 v30, 0x7fc00000
	v_cndmask_b32 v31, v31, v30, s[18:19]
	v_and_b32 v30, 0xffff0000, v31
	v_bfe_u32 v31, v4, 16, 1                            ; round to bf16
	v_add3_u32 v32, v4, v31, s5
	v_cmp_u_f32 s[18:19], v4, v4
	v_mov_b32 v31, 0x7fc00000
	v_cndmask_b32 v32, v32, v31, s[18:19]
	v_and_b32 v31, 0xffff0000, v32
	v_lshrrev_b32 v32, 16, v19
	ds_write_b16 v21, v32 offset:23040                  ; B operand of the product: stage
	v_lshrrev_b32 v19, 16, v20
	ds_write_b16 v21, v19 offset:23042                  ; B operand of the product: stage
	v_lshrrev_b32 v19, 16, v30
	ds_write_b16 v21, v19 offset:23044                  ; B operand of the product: stage
	v_lshrrev_b32 v19, 16, v31
	ds_write_b16 v21, v19 offset:23046                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[30:33], v13 offset:23040             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[38:41], v18 offset:4352              ; A fragment 0, k-steps 0..1
	ds_read_b128 v[42:45], v18 offset:6656              ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16bf16_1k v[22:25], v[38:39], v[30:31], v[22:25] ; examples/attention_decode.kgen:23: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[42:43], v[30:31], v[26:29] ; examples/attention_decode.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[22:25], v[40:41], v[32:33], v[22:25] ; examples/attention_decode.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[44:45], v[32:33], v[26:29] ; examples/attention_decode.kgen:23: mfma 16x16x16
	ds_read_b128 v[30:33], v13 offset:23104             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[38:41], v18 offset:4416              ; A fragment 0, k-steps 2..3
	ds_read_b128 v[42:45], v18 offset:6720              ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16bf16_1k v[22:25], v[38:39], v[30:31], v[22:25] ; examples/attention_decode.kgen:23: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[42:43], v[30:31], v[26:29] ; examples/attention_decode.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[22:25], v[40:41], v[32:33], v[22:25] ; examples/attention_decode.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[44:45], v[32:33], v[26:29] ; examples/attention_decode.kgen:23: mfma 16x16x16
	v_mul_f32 v19, v1, v6                               ; examples/attention_decode.kgen:22
	v_add_f32 v6, v34, v35                              ; sum over 'tt' (examples/attention_decode.kgen:22)
	v_add_f32 v20, v6, v36                              ; sum over 'tt' (examples/attention_decode.kgen:22)
	v_add_f32 v6, v20, v4                               ; sum over 'tt' (examples/attention_decode.kgen:22)
	ds_swizzle_b32 v4, v6 offset:swizzle(SWAP,16)       ; sum over 'tt' (examples/attention_decode.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v20, v6, v4
	v_and_b32 v4, 63, v0                                ; sum over 'tt' (examples/attention_decode.kgen:22): lanes 32 apart
	v_xor_b32 v4, 32, v4
	v_lshlrev_b32 v4, 2, v4
	ds_bpermute_b32 v6, v4, v20
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v20, v6
	s_and_saveexec_b64 s[18:19], s[8:9]                 ; lanes where %vpred_223
	ds_write_b32 v12, v4 offset:27392                   ; sum over 'tt' (examples/attention_decode.kgen:22): this warp group's partial
	s_mov_b64 exec, s[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v4, v16 offset:27392                    ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 0
	ds_read_b32 v6, v16 offset:27456                    ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v20, v4, v6
	ds_read_b32 v4, v16 offset:27520                    ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v6, v20, v4
	ds_read_b32 v4, v16 offset:27584                    ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v20, v6, v4
	v_add_f32 v4, v19, v20                              ; examples/attention_decode.kgen:22
	v_mov_b32 v1, v4                                    ; next 'l'
	v_mov_b32 v2, v9                                    ; next 'mx'
	s_add_u32 s10, s10, 64
	s_cmp_lt_u32 s10, s11
	s_cbranch_scc1 .Lattention_decode_split_loop2
.Lattention_decode_split_loop2_end:
	s_mov_b32 s11, s10                                  ; for tt in t: steps of 64: the rest, masked
	s_cmp_ge_u32 s11, s28
	s_cbranch_scc1 .Lattention_decode_split_loop3_end
.Lattention_decode_split_loop3:
	s_add_u32 s10, s27, s11
	s_sub_u32 s13, s28, s11
	s_mul_i32 s18, s10, 0x80
	s_mul_hi_u32 s19, s10, 0x80
	s_lshl_b64 s[20:21], s[18:19], 1
	s_add_u32 s18, s34, s20                             ; 'k' at this chunk
	s_addc_u32 s19, s35, s21
	v_cmp_lt_u32 s[30:31], v5, s13                      ; 'tt' element in bounds
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_1101
	global_load_ushort v4, v8, s[18:19]                 ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v6, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_1101
	global_load_ushort v4, v8, s[18:19] offset:2        ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v9, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_1101
	global_load_ushort v4, v8, s[18:19] offset:4        ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v19, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_1101
	global_load_ushort v4, v8, s[18:19] offset:6        ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v20, 16, v4
	v_add_u32 v4, 8, v5
	v_cmp_lt_u32 s[32:33], v4, s13                      ; 'tt' element in bounds
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[36:37], s[32:33]               ; lanes where %vpred_1111
	global_load_ushort v4, v8, s[18:19] offset:2048     ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v30, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[36:37], s[32:33]               ; lanes where %vpred_1111
	global_load_ushort v4, v8, s[18:19] offset:2050     ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v31, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[36:37], s[32:33]               ; lanes where %vpred_1111
	global_load_ushort v4, v8, s[18:19] offset:2052     ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v32, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[36:37], s[32:33]               ; lanes where %vpred_1111
	global_load_ushort v4, v8, s[18:19] offset:2054     ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v33, 16, v4
	v_add_u32 v4, 16, v5
	v_cmp_lt_u32 s[36:37], v4, s13                      ; 'tt' element in bounds
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_1121
	v_add_u32 v34, 0x1000, v8                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v4, v34, s[18:19]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_1121
	v_add_u32 v35, 0x1002, v8                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v4, v35, s[18:19]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v35, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_1121
	v_add_u32 v36, 0x1004, v8                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v4, v36, s[18:19]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v36, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_1121
	v_add_u32 v37, 0x1006, v8                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v4, v37, s[18:19]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v37, 16, v4
	v_add_u32 v4, 24, v5
	v_cmp_lt_u32 s[38:39], v4, s13                      ; 'tt' element in bounds
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[42:43], s[38:39]               ; lanes where %vpred_1131
	v_add_u32 v38, 0x1800, v8                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v4, v38, s[18:19]
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v38, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[42:43], s[38:39]               ; lanes where %vpred_1131
	v_add_u32 v39, 0x1802, v8                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v4, v39, s[18:19]
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v39, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[42:43], s[38:39]               ; lanes where %vpred_1131
	v_add_u32 v40, 0x1804, v8                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v4, v40, s[18:19]
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v40, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[42:43], s[38:39]               ; lanes where %vpred_1131
	v_add_u32 v41, 0x1806, v8                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v4, v41, s[18:19]
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v41, 16, v4
	v_add_u32 v4, 32, v5
	v_cmp_lt_u32 s[42:43], v4, s13                      ; 'tt' element in bounds
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_1141
	v_add_u32 v42, 0x2000, v8                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v4, v42, s[18:19]
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v42, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_1141
	v_add_u32 v43, 0x2002, v8                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v4, v43, s[18:19]
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v43, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_1141
	v_add_u32 v44, 0x2004, v8                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v4, v44, s[18:19]
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_1141
	v_add_u32 v45, 0x2006, v8                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v4, v45, s[18:19]
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v4
	v_add_u32 v4, 40, v5
	v_cmp_lt_u32 s[44:45], v4, s13                      ; 'tt' element in bounds
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_1151
	v_add_u32 v46, 0x2800, v8                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v4, v46, s[18:19]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_1151
	v_add_u32 v47, 0x2802, v8                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v4, v47, s[18:19]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_1151
	v_add_u32 v48, 0x2804, v8                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v4, v48, s[18:19]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_1151
	v_add_u32 v49, 0x2806, v8                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v4, v49, s[18:19]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v4
	v_add_u32 v4, 48, v5
	v_cmp_lt_u32 s[46:47], v4, s13                      ; 'tt' element in bounds
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[48:49], s[46:47]               ; lanes where %vpred_1161
	v_add_u32 v50, 0x3000, v8                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v4, v50, s[18:19]
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[48:49], s[46:47]               ; lanes where %vpred_1161
	v_add_u32 v51, 0x3002, v8                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v4, v51, s[18:19]
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[48:49], s[46:47]               ; lanes where %vpred_1161
	v_add_u32 v52, 0x3004, v8                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v4, v52, s[18:19]
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[48:49], s[46:47]               ; lanes where %vpred_1161
	v_add_u32 v53, 0x3006, v8                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v4, v53, s[18:19]
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v4
	v_add_u32 v4, 56, v5
	v_cmp_lt_u32 s[48:49], v4, s13                      ; 'tt' element in bounds
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[50:51], s[48:49]               ; lanes where %vpred_1171
	v_add_u32 v54, 0x3800, v8                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v4, v54, s[18:19]
	s_mov_b64 exec, s[50:51]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[50:51], s[48:49]               ; lanes where %vpred_1171
	v_add_u32 v55, 0x3802, v8                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v4, v55, s[18:19]
	s_mov_b64 exec, s[50:51]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[50:51], s[48:49]               ; lanes where %vpred_1171
	v_add_u32 v56, 0x3804, v8                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v4, v56, s[18:19]
	s_mov_b64 exec, s[50:51]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[50:51], s[48:49]               ; lanes where %vpred_1171
	v_add_u32 v57, 0x3806, v8                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v4, v57, s[18:19]
	s_mov_b64 exec, s[50:51]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v4
	v_lshrrev_b32 v4, 16, v6
	ds_write_b16 v10, v4 offset:4352                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v9
	ds_write_b16 v10, v4 offset:4354                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v19
	ds_write_b16 v10, v4 offset:4356                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v20
	ds_write_b16 v10, v4 offset:4358                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v30
	ds_write_b16 v10, v4 offset:6528                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v31
	ds_write_b16 v10, v4 offset:6530                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v32
	ds_write_b16 v10, v4 offset:6532                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v33
	ds_write_b16 v10, v4 offset:6534                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v34
	ds_write_b16 v10, v4 offset:8704                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v35
	ds_write_b16 v10, v4 offset:8706                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v36
	ds_write_b16 v10, v4 offset:8708                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v37
	ds_write_b16 v10, v4 offset:8710                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v38
	ds_write_b16 v10, v4 offset:10880                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v39
	ds_write_b16 v10, v4 offset:10882                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v40
	ds_write_b16 v10, v4 offset:10884                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v41
	ds_write_b16 v10, v4 offset:10886                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v42
	ds_write_b16 v10, v4 offset:13056                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v43
	ds_write_b16 v10, v4 offset:13058                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v44
	ds_write_b16 v10, v4 offset:13060                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v45
	ds_write_b16 v10, v4 offset:13062                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v46
	ds_write_b16 v10, v4 offset:15232                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v47
	ds_write_b16 v10, v4 offset:15234                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v48
	ds_write_b16 v10, v4 offset:15236                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v49
	ds_write_b16 v10, v4 offset:15238                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v50
	ds_write_b16 v10, v4 offset:17408                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v51
	ds_write_b16 v10, v4 offset:17410                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v52
	ds_write_b16 v10, v4 offset:17412                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v53
	ds_write_b16 v10, v4 offset:17414                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v54
	ds_write_b16 v10, v4 offset:19584                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v55
	ds_write_b16 v10, v4 offset:19586                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v56
	ds_write_b16 v10, v4 offset:19588                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v57
	ds_write_b16 v10, v4 offset:19590                   ; A operand of the product: stage
	v_mov_b32 v30, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v31, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v32, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v33, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[34:37], v15                          ; B fragment 0, k-steps 0..1
	ds_read_b128 v[38:41], v14 offset:4352              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[30:33], v[38:39], v[34:35], v[30:33] ; examples/attention_decode.kgen:18: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[30:33], v[40:41], v[36:37], v[30:33] ; examples/attention_decode.kgen:18: mfma 16x16x16
	ds_read_b128 v[34:37], v15 offset:64                ; B fragment 0, k-steps 2..3
	ds_read_b128 v[38:41], v14 offset:4416              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[30:33], v[38:39], v[34:35], v[30:33] ; examples/attention_decode.kgen:18: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[30:33], v[40:41], v[36:37], v[30:33] ; examples/attention_decode.kgen:18: mfma 16x16x16
	ds_read_b128 v[34:37], v15 offset:128               ; B fragment 0, k-steps 4..5
	ds_read_b128 v[38:41], v14 offset:4480              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[30:33], v[38:39], v[34:35], v[30:33] ; examples/attention_decode.kgen:18: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[30:33], v[40:41], v[36:37], v[30:33] ; examples/attention_decode.kgen:18: mfma 16x16x16
	ds_read_b128 v[34:37], v15 offset:192               ; B fragment 0, k-steps 6..7
	ds_read_b128 v[38:41], v14 offset:4544              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[30:33], v[38:39], v[34:35], v[30:33] ; examples/attention_decode.kgen:18: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[30:33], v[40:41], v[36:37], v[30:33] ; examples/attention_decode.kgen:18: mfma 16x16x16
	v_cmp_lt_u32 s[18:19], v3, s25                      ; 'r' element in bounds
	v_cmp_lt_u32 s[50:51], v7, s13                      ; 'tt' element in bounds
	s_and_b64 s[52:53], s[18:19], s[50:51]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	s_nop 6
	v_cndmask_b32 v6, v4, v30, s[52:53]
	v_add_u32 v4, 1, v7
	v_cmp_lt_u32 s[50:51], v4, s13                      ; 'tt' element in bounds
	s_and_b64 s[54:55], s[18:19], s[50:51]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v9, v4, v31, s[54:55]
	v_add_u32 v4, 2, v7
	v_cmp_lt_u32 s[50:51], v4, s13                      ; 'tt' element in bounds
	s_and_b64 s[56:57], s[18:19], s[50:51]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v19, v4, v32, s[56:57]
	v_add_u32 v4, 3, v7
	v_cmp_lt_u32 s[50:51], v4, s13                      ; 'tt' element in bounds
	s_and_b64 s[58:59], s[18:19], s[50:51]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v20, v4, v33, s[58:59]
	v_max_f32 v4, v6, v9                                ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[18:19], v6, v9
	v_mov_b32 v6, 0x7fc00000
	v_cndmask_b32 v9, v4, v6, s[18:19]
	v_max_f32 v4, v9, v19                               ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[18:19], v9, v19
	v_mov_b32 v6, 0x7fc00000
	v_cndmask_b32 v9, v4, v6, s[18:19]
	v_max_f32 v4, v9, v20                               ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[18:19], v9, v20
	v_mov_b32 v6, 0x7fc00000
	v_cndmask_b32 v9, v4, v6, s[18:19]
	ds_swizzle_b32 v4, v9 offset:swizzle(SWAP,16)       ; max over 'tt' (examples/attention_decode.kgen:19): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v6, v9, v4
	v_cmp_u_f32 s[18:19], v9, v4
	v_mov_b32 v4, 0x7fc00000
	v_cndmask_b32 v9, v6, v4, s[18:19]
	v_and_b32 v4, 63, v0                                ; max over 'tt' (examples/attention_decode.kgen:19): lanes 32 apart
	v_xor_b32 v4, 32, v4
	v_lshlrev_b32 v4, 2, v4
	ds_bpermute_b32 v6, v4, v9
	s_waitcnt lgkmcnt(0)
	v_max_f32 v4, v9, v6
	v_cmp_u_f32 s[18:19], v9, v6
	v_mov_b32 v6, 0x7fc00000
	v_cndmask_b32 v9, v4, v6, s[18:19]
	s_and_saveexec_b64 s[18:19], s[8:9]                 ; lanes where %vpred_223
	ds_write_b32 v12, v9 offset:22784                   ; max over 'tt' (examples/attention_decode.kgen:19): this warp group's partial
	s_mov_b64 exec, s[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v4, v16 offset:22784                    ; max over 'tt' (examples/attention_decode.kgen:19): warp group 0
	ds_read_b32 v6, v16 offset:22848                    ; max over 'tt' (examples/attention_decode.kgen:19): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v9, v4, v6
	v_cmp_u_f32 s[18:19], v4, v6
	v_mov_b32 v4, 0x7fc00000
	v_cndmask_b32 v6, v9, v4, s[18:19]
	ds_read_b32 v4, v16 offset:22912                    ; max over 'tt' (examples/attention_decode.kgen:19): warp group 2
	s_waitcnt lgkmcnt(0)
	v_max_f32 v9, v6, v4
	v_cmp_u_f32 s[18:19], v6, v4
	v_mov_b32 v4, 0x7fc00000
	v_cndmask_b32 v6, v9, v4, s[18:19]
	ds_read_b32 v4, v16 offset:22976                    ; max over 'tt' (examples/attention_decode.kgen:19): warp group 3
	s_waitcnt lgkmcnt(0)
	v_max_f32 v9, v6, v4
	v_cmp_u_f32 s[18:19], v6, v4
	v_mov_b32 v4, 0x7fc00000
	v_cndmask_b32 v6, v9, v4, s[18:19]
	v_max_f32 v4, v2, v6                                ; examples/attention_decode.kgen:19
	v_cmp_u_f32 s[18:19], v2, v6
	v_mov_b32 v6, 0x7fc00000
	v_cndmask_b32 v9, v4, v6, s[18:19]
	v_sub_f32 v4, v2, v9                                ; examples/attention_decode.kgen:21
	v_mul_f32 v6, s12, v4                               ; examples/attention_decode.kgen:21
	v_mul_f32 v4, 0x3fb8aa3b, v6                        ; examples/attention_decode.kgen:21
	v_exp_f32 v6, v4                                    ; examples/attention_decode.kgen:21
	v_mul_f32 v4, v22, v6                               ; examples/attention_decode.kgen:23
	v_mul_f32 v19, v23, v6                              ; examples/attention_decode.kgen:23
	v_mul_f32 v20, v24, v6                              ; examples/attention_decode.kgen:23
	v_mul_f32 v34, v25, v6                              ; examples/attention_decode.kgen:23
	v_mul_f32 v35, v26, v6                              ; examples/attention_decode.kgen:23
	v_mul_f32 v36, v27, v6                              ; examples/attention_decode.kgen:23
	v_mul_f32 v37, v28, v6                              ; examples/attention_decode.kgen:23
	v_mul_f32 v38, v29, v6                              ; examples/attention_decode.kgen:23
	v_mov_b32 v22, v4                                   ; 'acc' scaled in place
	v_mov_b32 v23, v19                                  ; 'acc' scaled in place
	v_mov_b32 v24, v20                                  ; 'acc' scaled in place
	v_mov_b32 v25, v34                                  ; 'acc' scaled in place
	v_mov_b32 v26, v35                                  ; 'acc' scaled in place
	v_mov_b32 v27, v36                                  ; 'acc' scaled in place
	v_mov_b32 v28, v37                                  ; 'acc' scaled in place
	v_mov_b32 v29, v38                                  ; 'acc' scaled in place
	s_add_u32 s18, s40, s20                             ; 'v' at this chunk
	s_addc_u32 s19, s41, s21
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[30:31]               ; lanes where %vpred_1101
	global_load_ushort v4, v8, s[18:19]                 ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v19, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[30:31]               ; lanes where %vpred_1101
	global_load_ushort v4, v8, s[18:19] offset:2        ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v20, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[30:31]               ; lanes where %vpred_1101
	global_load_ushort v4, v8, s[18:19] offset:4        ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[30:31]               ; lanes where %vpred_1101
	global_load_ushort v4, v8, s[18:19] offset:6        ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v35, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[32:33]               ; lanes where %vpred_1111
	global_load_ushort v4, v8, s[18:19] offset:2048     ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v36, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[32:33]               ; lanes where %vpred_1111
	global_load_ushort v4, v8, s[18:19] offset:2050     ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v37, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[32:33]               ; lanes where %vpred_1111
	global_load_ushort v4, v8, s[18:19] offset:2052     ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v38, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[32:33]               ; lanes where %vpred_1111
	global_load_ushort v4, v8, s[18:19] offset:2054     ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v39, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[36:37]               ; lanes where %vpred_1121
	v_add_u32 v40, 0x1000, v8                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v4, v40, s[18:19]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v40, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[36:37]               ; lanes where %vpred_1121
	v_add_u32 v41, 0x1002, v8                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v4, v41, s[18:19]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v41, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[36:37]               ; lanes where %vpred_1121
	v_add_u32 v42, 0x1004, v8                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v4, v42, s[18:19]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v42, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[36:37]               ; lanes where %vpred_1121
	v_add_u32 v43, 0x1006, v8                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v4, v43, s[18:19]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v43, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[38:39]               ; lanes where %vpred_1131
	v_add_u32 v44, 0x1800, v8                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v4, v44, s[18:19]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[38:39]               ; lanes where %vpred_1131
	v_add_u32 v45, 0x1802, v8                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v4, v45, s[18:19]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[38:39]               ; lanes where %vpred_1131
	v_add_u32 v46, 0x1804, v8                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v4, v46, s[18:19]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[38:39]               ; lanes where %vpred_1131
	v_add_u32 v47, 0x1806, v8                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v4, v47, s[18:19]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[42:43]               ; lanes where %vpred_1141
	v_add_u32 v48, 0x2000, v8                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v4, v48, s[18:19]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[42:43]               ; lanes where %vpred_1141
	v_add_u32 v49, 0x2002, v8                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v4, v49, s[18:19]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[42:43]               ; lanes where %vpred_1141
	v_add_u32 v50, 0x2004, v8                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v4, v50, s[18:19]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[42:43]               ; lanes where %vpred_1141
	v_add_u32 v51, 0x2006, v8                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v4, v51, s[18:19]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[44:45]               ; lanes where %vpred_1151
	v_add_u32 v52, 0x2800, v8                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v4, v52, s[18:19]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[44:45]               ; lanes where %vpred_1151
	v_add_u32 v53, 0x2802, v8                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v4, v53, s[18:19]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[44:45]               ; lanes where %vpred_1151
	v_add_u32 v54, 0x2804, v8                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v4, v54, s[18:19]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[44:45]               ; lanes where %vpred_1151
	v_add_u32 v55, 0x2806, v8                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v4, v55, s[18:19]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[46:47]               ; lanes where %vpred_1161
	v_add_u32 v56, 0x3000, v8                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v4, v56, s[18:19]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[46:47]               ; lanes where %vpred_1161
	v_add_u32 v57, 0x3002, v8                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v4, v57, s[18:19]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[46:47]               ; lanes where %vpred_1161
	v_add_u32 v58, 0x3004, v8                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v4, v58, s[18:19]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[46:47]               ; lanes where %vpred_1161
	v_add_u32 v59, 0x3006, v8                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v4, v59, s[18:19]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[48:49]               ; lanes where %vpred_1171
	v_add_u32 v60, 0x3800, v8                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v4, v60, s[18:19]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[48:49]               ; lanes where %vpred_1171
	v_add_u32 v61, 0x3802, v8                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v4, v61, s[18:19]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[48:49]               ; lanes where %vpred_1171
	v_add_u32 v62, 0x3804, v8                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v4, v62, s[18:19]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[48:49]               ; lanes where %vpred_1171
	v_add_u32 v63, 0x3806, v8                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v4, v63, s[18:19]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v4
	v_lshrrev_b32 v4, 16, v19
	ds_write_b16 v17, v4 offset:4352                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v20
	ds_write_b16 v17, v4 offset:4496                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v34
	ds_write_b16 v17, v4 offset:4640                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v35
	ds_write_b16 v17, v4 offset:4784                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v36
	ds_write_b16 v17, v4 offset:4368                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v37
	ds_write_b16 v17, v4 offset:4512                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v38
	ds_write_b16 v17, v4 offset:4656                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v39
	ds_write_b16 v17, v4 offset:4800                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v40
	ds_write_b16 v17, v4 offset:4384                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v41
	ds_write_b16 v17, v4 offset:4528                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v42
	ds_write_b16 v17, v4 offset:4672                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v43
	ds_write_b16 v17, v4 offset:4816                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v44
	ds_write_b16 v17, v4 offset:4400                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v45
	ds_write_b16 v17, v4 offset:4544                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v46
	ds_write_b16 v17, v4 offset:4688                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v47
	ds_write_b16 v17, v4 offset:4832                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v48
	ds_write_b16 v17, v4 offset:4416                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v49
	ds_write_b16 v17, v4 offset:4560                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v50
	ds_write_b16 v17, v4 offset:4704                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v51
	ds_write_b16 v17, v4 offset:4848                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v52
	ds_write_b16 v17, v4 offset:4432                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v53
	ds_write_b16 v17, v4 offset:4576                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v54
	ds_write_b16 v17, v4 offset:4720                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v55
	ds_write_b16 v17, v4 offset:4864                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v56
	ds_write_b16 v17, v4 offset:4448                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v57
	ds_write_b16 v17, v4 offset:4592                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v58
	ds_write_b16 v17, v4 offset:4736                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v59
	ds_write_b16 v17, v4 offset:4880                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v60
	ds_write_b16 v17, v4 offset:4464                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v61
	ds_write_b16 v17, v4 offset:4608                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v62
	ds_write_b16 v17, v4 offset:4752                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v63
	ds_write_b16 v17, v4 offset:4896                    ; A operand of the product: stage
	v_mov_b32 v4, 0x3fb8aa3b                            ; c log2 e of e^((x - m) c), once per c (examples/attention_decode.kgen:20)
	v_mul_f32 v19, s12, v4
	v_mov_b32 v4, 0xbfb8aa3b
	v_mul_f32 v20, s12, v4
	v_mul_f32 v4, v9, v20                               ; -m c log2 e of e^((x - m) c), once per m (examples/attention_decode.kgen:20)
	v_fma_f32 v20, v30, v19, v4                         ; examples/attention_decode.kgen:20
	v_exp_f32 v34, v20                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v20, v31, v19, v4                         ; examples/attention_decode.kgen:20
	v_exp_f32 v35, v20                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v20, v32, v19, v4                         ; examples/attention_decode.kgen:20
	v_exp_f32 v36, v20                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v20, v33, v19, v4                         ; examples/attention_decode.kgen:20
	v_exp_f32 v4, v20                                   ; examples/attention_decode.kgen:20
	v_bfe_u32 v19, v34, 16, 1                           ; round to bf16
	v_add3_u32 v20, v34, v19, s5
	v_cmp_u_f32 s[18:19], v34, v34
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v20, v20, v19, s[18:19]
	v_and_b32 v19, 0xffff0000, v20
	v_bfe_u32 v20, v35, 16, 1                           ; round to bf16
	v_add3_u32 v30, v35, v20, s5
	v_cmp_u_f32 s[18:19], v35, v35
	v_mov_b32 v20, 0x7fc00000
	v_cndmask_b32 v30, v30, v20, s[18:19]
	v_and_b32 v20, 0xffff0000, v30
	v_bfe_u32 v30, v36, 16, 1                           ; round to bf16
	v_add3_u32 v31, v36, v30, s5
	v_cmp_u_f32 s[18:19], v36, v36
	v_mov_b32 v30, 0x7fc00000
	v_cndmask_b32 v31, v31, v30, s[18:19]
	v_and_b32 v30, 0xffff0000, v31
	v_bfe_u32 v31, v4, 16, 1                            ; round to bf16
	v_add3_u32 v32, v4, v31, s5
	v_cmp_u_f32 s[18:19], v4, v4
	v_mov_b32 v31, 0x7fc00000
	v_cndmask_b32 v32, v32, v31, s[18:19]
	v_and_b32 v31, 0xffff0000, v32
	v_cndmask_b32 v32, 0, v19, s[52:53]                 ; absent elements add nothing
	v_lshrrev_b32 v19, 16, v32
	ds_write_b16 v21, v19 offset:23040                  ; B operand of the product: stage
	v_cndmask_b32 v19, 0, v20, s[54:55]                 ; absent elements add nothing
	v_lshrrev_b32 v20, 16, v19
	ds_write_b16 v21, v20 offset:23042                  ; B operand of the product: stage
	v_cndmask_b32 v19, 0, v30, s[56:57]                 ; absent elements add nothing
	v_lshrrev_b32 v20, 16, v19
	ds_write_b16 v21, v20 offset:23044                  ; B operand of the product: stage
	v_cndmask_b32 v19, 0, v31, s[58:59]                 ; absent elements add nothing
	v_lshrrev_b32 v20, 16, v19
	ds_write_b16 v21, v20 offset:23046                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[30:33], v13 offset:23040             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[38:41], v18 offset:4352              ; A fragment 0, k-steps 0..1
	ds_read_b128 v[42:45], v18 offset:6656              ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16bf16_1k v[22:25], v[38:39], v[30:31], v[22:25] ; examples/attention_decode.kgen:23: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[42:43], v[30:31], v[26:29] ; examples/attention_decode.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[22:25], v[40:41], v[32:33], v[22:25] ; examples/attention_decode.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[44:45], v[32:33], v[26:29] ; examples/attention_decode.kgen:23: mfma 16x16x16
	ds_read_b128 v[30:33], v13 offset:23104             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[38:41], v18 offset:4416              ; A fragment 0, k-steps 2..3
	ds_read_b128 v[42:45], v18 offset:6720              ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16bf16_1k v[22:25], v[38:39], v[30:31], v[22:25] ; examples/attention_decode.kgen:23: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[42:43], v[30:31], v[26:29] ; examples/attention_decode.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[22:25], v[40:41], v[32:33], v[22:25] ; examples/attention_decode.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[44:45], v[32:33], v[26:29] ; examples/attention_decode.kgen:23: mfma 16x16x16
	v_mul_f32 v19, v1, v6                               ; examples/attention_decode.kgen:22
	v_cndmask_b32 v6, 0, v34, s[52:53]                  ; absent elements contribute the identity
	v_cndmask_b32 v20, 0, v35, s[54:55]                 ; absent elements contribute the identity
	v_cndmask_b32 v30, 0, v36, s[56:57]                 ; absent elements contribute the identity
	v_cndmask_b32 v31, 0, v4, s[58:59]                  ; absent elements contribute the identity
	v_add_f32 v4, v6, v20                               ; sum over 'tt' (examples/attention_decode.kgen:22)
	v_add_f32 v6, v4, v30                               ; sum over 'tt' (examples/attention_decode.kgen:22)
	v_add_f32 v4, v6, v31                               ; sum over 'tt' (examples/attention_decode.kgen:22)
	ds_swizzle_b32 v6, v4 offset:swizzle(SWAP,16)       ; sum over 'tt' (examples/attention_decode.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v20, v4, v6
	v_and_b32 v4, 63, v0                                ; sum over 'tt' (examples/attention_decode.kgen:22): lanes 32 apart
	v_xor_b32 v4, 32, v4
	v_lshlrev_b32 v4, 2, v4
	ds_bpermute_b32 v6, v4, v20
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v20, v6
	s_and_saveexec_b64 s[18:19], s[8:9]                 ; lanes where %vpred_223
	ds_write_b32 v12, v4 offset:27392                   ; sum over 'tt' (examples/attention_decode.kgen:22): this warp group's partial
	s_mov_b64 exec, s[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v4, v16 offset:27392                    ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 0
	ds_read_b32 v6, v16 offset:27456                    ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v20, v4, v6
	ds_read_b32 v4, v16 offset:27520                    ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v6, v20, v4
	ds_read_b32 v4, v16 offset:27584                    ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v20, v6, v4
	v_add_f32 v4, v19, v20                              ; examples/attention_decode.kgen:22
	v_mov_b32 v1, v4                                    ; next 'l'
	v_mov_b32 v2, v9                                    ; next 'mx'
	s_add_u32 s11, s11, 64
	s_cmp_lt_u32 s11, s28
	s_cbranch_scc1 .Lattention_decode_split_loop3
.Lattention_decode_split_loop3_end:
	v_cmp_lt_u32 s[8:9], v3, s25                        ; 'r' element in bounds
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_1455
	global_store_dword v11, v22, s[6:7]                 ; examples/attention_decode.kgen:17: store to 'acc_parts'
	global_store_dword v11, v23, s[6:7] offset:4        ; examples/attention_decode.kgen:17: store to 'acc_parts'
	global_store_dword v11, v24, s[6:7] offset:8        ; examples/attention_decode.kgen:17: store to 'acc_parts'
	global_store_dword v11, v25, s[6:7] offset:12       ; examples/attention_decode.kgen:17: store to 'acc_parts'
	global_store_dword v11, v26, s[6:7] offset:64       ; examples/attention_decode.kgen:17: store to 'acc_parts'
	global_store_dword v11, v27, s[6:7] offset:68       ; examples/attention_decode.kgen:17: store to 'acc_parts'
	global_store_dword v11, v28, s[6:7] offset:72       ; examples/attention_decode.kgen:17: store to 'acc_parts'
	global_store_dword v11, v29, s[6:7] offset:76       ; examples/attention_decode.kgen:17: store to 'acc_parts'
	s_mov_b64 exec, s[10:11]
	s_and_b64 s[6:7], s[8:9], s[14:15]
	s_and_saveexec_b64 s[8:9], s[6:7]                   ; lanes where %vpred_1456
	global_store_dword v16, v1, s[22:23]                ; examples/attention_decode.kgen:17: store to 'l_parts'
	global_store_dword v16, v2, s[16:17]                ; examples/attention_decode.kgen:17: store to 'mx_parts'
	s_mov_b64 exec, s[8:9]
.Lattention_decode_split_if0_end:
	s_endpgm
.Lfunc_end_attention_decode_split:
	.size	attention_decode_split, .Lfunc_end_attention_decode_split-attention_decode_split

; kernel attention_decode_split_fold: kgen AMDGCN for gfx90a (wave64, code object v5)
; kernel attention_decode_split_fold from examples/attention_decode.kgen
; target gfx90a: AMD CDNA2 (MI200)
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
	v_cndmask_b32 v2, v8, v6, s[26:27]
	s_waitcnt vmcnt(0)
	v_max_f32 v6, v3, v7                                ; max over 'part' (examples/attention_decode.kgen:17)
	v_cmp_u_f32 s[26:27], v3, v7
	v_mov_b32 v7, 0x7fc00000
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
	v_cndmask_b32 v2, v6, v8, s[32:33]
	v_mov_b32 v6, 0xff800000                            ; absent elements contribute the identity
	s_waitcnt vmcnt(0)
	v_cndmask_b32 v8, v6, v7, s[40:41]
	v_max_f32 v6, v3, v8                                ; max over 'part' (examples/attention_decode.kgen:17)
	v_cmp_u_f32 s[32:33], v3, v8
	v_mov_b32 v7, 0x7fc00000
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
	v_cndmask_b32 v18, v16, v2, s[26:27]
	v_max_f32 v2, v17, v3                               ; examples/attention_decode.kgen:17
	v_cmp_u_f32 s[26:27], v17, v3
	v_mov_b32 v3, 0x7fc00000
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
	v_cndmask_b32 v12, v12, v2, s[8:9]
	v_lshrrev_b32 v2, 16, v12
	s_and_saveexec_b64 s[8:9], s[6:7]                   ; lanes where %vpred_233
	global_store_short v1, v2, s[10:11]                 ; examples/attention_decode.kgen:26: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v2, v6, 16, 1
	v_add3_u32 v5, v6, v2, s4
	v_cmp_u_f32 s[8:9], v6, v6
	v_mov_b32 v2, 0x7fc00000
	v_cndmask_b32 v5, v5, v2, s[8:9]
	v_lshrrev_b32 v2, 16, v5
	s_and_saveexec_b64 s[8:9], s[6:7]                   ; lanes where %vpred_233
	global_store_short v1, v2, s[10:11] offset:2        ; examples/attention_decode.kgen:26: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v2, v7, 16, 1
	v_add3_u32 v5, v7, v2, s4
	v_cmp_u_f32 s[8:9], v7, v7
	v_mov_b32 v2, 0x7fc00000
	v_cndmask_b32 v5, v5, v2, s[8:9]
	v_lshrrev_b32 v2, 16, v5
	s_and_saveexec_b64 s[8:9], s[6:7]                   ; lanes where %vpred_233
	global_store_short v1, v2, s[10:11] offset:4        ; examples/attention_decode.kgen:26: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v2, v8, 16, 1
	v_add3_u32 v5, v8, v2, s4
	v_cmp_u_f32 s[8:9], v8, v8
	v_mov_b32 v2, 0x7fc00000
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
	v_cndmask_b32 v4, v4, v2, s[8:9]
	v_lshrrev_b32 v2, 16, v4
	s_and_saveexec_b64 s[8:9], s[6:7]                   ; lanes where %vpred_239
	global_store_short v1, v2, s[10:11] offset:2048     ; examples/attention_decode.kgen:26: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v2, v9, 16, 1
	v_add3_u32 v3, v9, v2, s4
	v_cmp_u_f32 s[8:9], v9, v9
	v_mov_b32 v2, 0x7fc00000
	v_cndmask_b32 v3, v3, v2, s[8:9]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[8:9], s[6:7]                   ; lanes where %vpred_239
	global_store_short v1, v2, s[10:11] offset:2050     ; examples/attention_decode.kgen:26: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v2, v10, 16, 1
	v_add3_u32 v3, v10, v2, s4
	v_cmp_u_f32 s[8:9], v10, v10
	v_mov_b32 v2, 0x7fc00000
	v_cndmask_b32 v3, v3, v2, s[8:9]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[8:9], s[6:7]                   ; lanes where %vpred_239
	global_store_short v1, v2, s[10:11] offset:2052     ; examples/attention_decode.kgen:26: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v2, v11, 16, 1
	v_add3_u32 v3, v11, v2, s4
	v_cmp_u_f32 s[4:5], v11, v11
	v_mov_b32 v2, 0x7fc00000
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
		.amdhsa_group_segment_fixed_size 27648
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 67
		.amdhsa_next_free_sgpr 48
		.amdhsa_accum_offset 68
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
		.amdhsa_group_segment_fixed_size 27648
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 84
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 68
		.amdhsa_next_free_sgpr 62
		.amdhsa_accum_offset 68
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
    .group_segment_fixed_size: 27648
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     54
    .sgpr_spill_count: 0
    .vgpr_count:     67
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
    .group_segment_fixed_size: 27648
    .kernarg_segment_align: 8
    .kernarg_segment_size: 84
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     68
    .sgpr_spill_count: 0
    .vgpr_count:     68
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
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
