; kgen AMDGCN module for gfx942: 1 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5

; kernel grouped_gemm: kgen AMDGCN for gfx942 (wave64, code object v5)
; kernel grouped_gemm from examples/grouped_gemm.kgen
; target gfx942: AMD CDNA3 (MI300)
;   block: 512 threads = 8 x 64-wide waves
;   grid: n, m, g
;   chunk: g: 1, m: 128, n: 128, kk: 64; walked in chunks: none
;   layout: g:1 x m:128 x n:128: reg[m1 m2 m8 m16 n32] lane[n1 n2 n4 n8 n16 m4] warp[m32 m64 n64]
;     (the first product's accumulator; at most 8 elements per vector access)
;   tile products on mfma 32x32x8: operands staged in shared memory (a loop's plain-load operands streamed ahead through registers), results in the accumulator layout
;   accumulator orientations of least cost (0 shuffle and conversion instructions per thread)
;   product 12:16 m x n contracting kk: 4 x 2 warps, each mfma 32x32x8 tiles
;   value layouts (each the first of the products' accumulator layouts, then blocked layouts, over its axes, sliced):
;     L0 [g, m, n]: g:1 x m:128 x n:128: reg[m1 m2 m8 m16 n32] lane[n1 n2 n4 n8 n16 m4] warp[m32 m64 n64]
;     L1 [m, kk]: m:128 x kk:64: reg[kk1 kk2 kk4 m64] lane[kk8 kk16 kk32 m1 m2 m4] warp[m8 m16 m32]
;     L2 [g, n, kk]: g:1 x n:128 x kk:64: reg[kk1 kk2 kk4 n64] lane[kk8 kk16 kk32 n1 n2 n4] warp[n8 n16 n32]
;       10:11 add -> L0; 10:11 carried -> L0; 12:16 load x -> L1; 12:27 load w -> L2; 12:16 matmul -> L0; 12:9 add -> L0
;       11:5 loop_result -> L0; 14:15 cast -> L0
; resources: 63 VGPRs, 0 AGPRs, 50 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 36864 bytes LDS, 52 bytes of arguments, 512 threads
;   arg x: tensor bf16 at 0 (read-only)
;   arg w: tensor bf16 at 8 (read-only)
;   arg offs: tensor i32 at 16 (read-only)
;   arg y: tensor bf16 at 24
;   arg T: dim i32 at 32
;   arg K: dim i32 at 36
;   arg G: dim i32 at 40
;   arg N: dim i32 at 44
;   arg G1: dim i32 at 48
; s[0:1] kernarg pointer, s2 workgroup id x, s3 workgroup id y, s4 workgroup id z, v0 work-item id
	.text
	.globl	grouped_gemm
	.p2align	8
	.type	grouped_gemm,@function
grouped_gemm:
	s_mov_b32 s5, 0x7fff                                ; the bf16 rounding bias for the whole kernel
	s_load_dwordx2 s[6:7], s[0:1], 0x0                  ; argument x
	s_load_dwordx2 s[8:9], s[0:1], 0x8                  ; argument w
	s_load_dwordx2 s[10:11], s[0:1], 0x10               ; argument offs
	s_load_dwordx2 s[12:13], s[0:1], 0x18               ; argument y
	s_load_dword s14, s[0:1], 0x20                      ; argument T
	s_load_dword s15, s[0:1], 0x24                      ; argument K
	s_load_dword s16, s[0:1], 0x2c                      ; argument N
	s_load_dword s17, s[0:1], 0x30                      ; argument G1
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s18, s2                                   ; program index along 'n'
	s_mul_i32 s19, s18, 0x80                            ; first 'n' of this program's tile (128)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s18, s16, s19
	s_min_u32 s20, s18, 0x80                            ; 'n' elements in this tile
	s_mov_b32 s18, s3                                   ; program index along 'm'
	s_mov_b32 s21, s4                                   ; program index along 'g'
	v_mov_b32 v2, 0                                     ; no entry past the offsets
	s_cmp_lt_u32 s21, s17                               ; offs[g] lies inside the offsets
	s_cselect_b32 s22, 1, 0
	s_lshl_b32 s23, s21, 2
	s_cmp_eq_u32 s22, 0                                 ; if %upred_18
	s_cbranch_scc1 .Lgrouped_gemm_skip0
	v_mov_b32 v3, s23                                   ; offs[g]
	global_load_dword v2, v3, s[10:11]
.Lgrouped_gemm_skip0:
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s22, v2                         ; offs[g], uniform
	s_mov_b32 s24, s22
	v_mov_b32 v2, 0                                     ; no entry past the offsets
	s_add_u32 s22, s21, 1
	s_cmp_lt_u32 s22, s17                               ; offs[g + 1] lies inside the offsets
	s_cselect_b32 s17, 1, 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_23
	s_cbranch_scc1 .Lgrouped_gemm_skip1
	v_mov_b32 v3, s23                                   ; offs[g + 1]
	global_load_dword v2, v3, s[10:11] offset:4
.Lgrouped_gemm_skip1:
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s10, v2                         ; offs[g + 1], uniform
	s_mov_b32 s11, s10
	s_min_u32 s10, s11, s14                             ; segment end, in its dimension
	s_min_u32 s11, s24, s10                             ; segment start, at most its end
	s_mul_i32 s14, s18, 0x80
	s_add_u32 s17, s11, s14                             ; first 'm' of this program's tile (128)
	s_max_u32 s11, s10, s17
	s_sub_u32 s10, s11, s17
	s_min_u32 s11, s10, 0x80                            ; 'm' rows of the segment in this tile
	s_and_b32 s10, s15, 7
	s_cmp_eq_u32 s10, 0                                 ; rows start aligned to 8 elements iff K % 8 == 0
	s_cselect_b32 s10, 1, 0
	s_cmp_ge_u32 s20, 0x80                              ; a whole chunk of 'n' (128) is in bounds
	s_cselect_b32 s14, 1, 0
	s_cmp_ge_u32 s11, 0x80                              ; a whole chunk of 'm' (128) is in bounds
	s_cselect_b32 s18, 1, 0
	s_and_b32 s22, s14, s18
	v_lshrrev_b32 v2, 3, v1
	v_mul_lo_u32 v3, s15, v2
	v_and_b32 v4, 7, v1
	v_lshlrev_b32 v5, 3, v4
	v_add_u32 v4, v3, v5
	v_lshlrev_b32 v3, 1, v4                             ; thread's byte offset in a chunk of 'x'
	s_mul_i32 s24, s17, s15
	s_mul_hi_u32 s25, s17, s15
	s_lshl_b64 s[26:27], s[24:25], 1
	s_add_u32 s24, s6, s26                              ; 'x' at this program
	s_addc_u32 s25, s7, s27
	v_mov_b32 v4, 0x48
	v_mul_lo_u32 v6, v4, v2
	v_add_u32 v4, v6, v5
	v_lshlrev_b32 v6, 1, v4                             ; thread's place in opa0
	v_and_b32 v4, 31, v1
	v_lshrrev_b32 v7, 6, v1
	v_and_b32 v8, 3, v7
	v_lshlrev_b32 v7, 5, v8
	v_or_b32 v8, v4, v7                                 ; thread's 'r' coordinate
	v_lshrrev_b32 v9, 5, v1
	v_and_b32 v10, 1, v9
	v_lshlrev_b32 v9, 3, v10
	v_mov_b32 v11, 0x48
	v_mul_lo_u32 v12, v11, v8
	v_add_u32 v8, v12, v9
	v_lshlrev_b32 v11, 1, v8                            ; thread's M-fragment place
	s_mul_i32 s6, s15, s16                              ; a stride of 'w'
	s_mul_i32 s26, s21, s6
	s_mul_hi_u32 s27, s21, s6
	s_lshl_b64 s[6:7], s[26:27], 1
	s_add_u32 s26, s8, s6                               ; 'w' at this program
	s_addc_u32 s27, s9, s7
	s_mul_i32 s6, s19, s15
	s_mul_hi_u32 s7, s19, s15
	s_lshl_b64 s[8:9], s[6:7], 1
	s_add_u32 s6, s26, s8                               ; 'w' at this program
	s_addc_u32 s7, s27, s9
	v_lshrrev_b32 v8, 8, v1
	v_lshlrev_b32 v1, 6, v8
	v_or_b32 v8, v4, v1                                 ; thread's 'r' coordinate
	v_mov_b32 v1, 0x48
	v_mul_lo_u32 v4, v1, v8
	v_add_u32 v1, v4, v9
	v_lshlrev_b32 v4, 1, v1                             ; thread's N-fragment place
	v_lshlrev_b32 v1, 2, v10
	v_or_b32 v9, v1, v7                                 ; thread's 'm' coordinate
	v_mul_lo_u32 v1, s16, v9
	v_add_u32 v7, v1, v8
	v_lshlrev_b32 v1, 1, v7                             ; thread's byte offset in a chunk of 'y'
	s_mul_i32 s8, s17, s16
	s_mul_hi_u32 s9, s17, s16
	s_lshl_b64 s[26:27], s[8:9], 1
	s_add_u32 s8, s12, s26                              ; 'y' at this program
	s_addc_u32 s9, s13, s27
	s_mov_b32 s12, s19
	s_mov_b32 s13, 0
	s_lshl_b64 s[18:19], s[12:13], 1
	s_add_u32 s12, s8, s18                              ; 'y' at this program
	s_addc_u32 s13, s9, s19
	s_cmp_eq_u32 s22, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lgrouped_gemm_if0_else
	v_add_f32 v7, 0, 0                                  ; examples/grouped_gemm.kgen:10
	v_mov_b32 v12, v7                                   ; loop-carried 'acc'
	v_mov_b32 v13, v7                                   ; loop-carried 'acc'
	v_mov_b32 v14, v7                                   ; loop-carried 'acc'
	v_mov_b32 v15, v7                                   ; loop-carried 'acc'
	v_mov_b32 v16, v7                                   ; loop-carried 'acc'
	v_mov_b32 v17, v7                                   ; loop-carried 'acc'
	v_mov_b32 v18, v7                                   ; loop-carried 'acc'
	v_mov_b32 v19, v7                                   ; loop-carried 'acc'
	v_mov_b32 v20, v7                                   ; loop-carried 'acc'
	v_mov_b32 v21, v7                                   ; loop-carried 'acc'
	v_mov_b32 v22, v7                                   ; loop-carried 'acc'
	v_mov_b32 v23, v7                                   ; loop-carried 'acc'
	v_mov_b32 v24, v7                                   ; loop-carried 'acc'
	v_mov_b32 v25, v7                                   ; loop-carried 'acc'
	v_mov_b32 v26, v7                                   ; loop-carried 'acc'
	v_mov_b32 v27, v7                                   ; loop-carried 'acc'
	v_mov_b32 v28, v7                                   ; loop-carried 'acc'
	v_mov_b32 v29, v7                                   ; loop-carried 'acc'
	v_mov_b32 v30, v7                                   ; loop-carried 'acc'
	v_mov_b32 v31, v7                                   ; loop-carried 'acc'
	v_mov_b32 v32, v7                                   ; loop-carried 'acc'
	v_mov_b32 v33, v7                                   ; loop-carried 'acc'
	v_mov_b32 v34, v7                                   ; loop-carried 'acc'
	v_mov_b32 v35, v7                                   ; loop-carried 'acc'
	v_mov_b32 v36, v7                                   ; loop-carried 'acc'
	v_mov_b32 v37, v7                                   ; loop-carried 'acc'
	v_mov_b32 v38, v7                                   ; loop-carried 'acc'
	v_mov_b32 v39, v7                                   ; loop-carried 'acc'
	v_mov_b32 v40, v7                                   ; loop-carried 'acc'
	v_mov_b32 v41, v7                                   ; loop-carried 'acc'
	v_mov_b32 v42, v7                                   ; loop-carried 'acc'
	v_mov_b32 v43, v7                                   ; loop-carried 'acc'
	s_cmp_lg_u32 s11, 0                                 ; this tile holds rows of 'm'
	s_cselect_b32 s8, 1, 0
	s_cmp_lg_u32 s8, 0                                  ; no steps in a tile past its segment's end
	s_cselect_b32 s8, s15, 0
	s_cmp_ge_u32 s8, 64                                 ; at least one whole chunk of 'kk'
	s_cselect_b32 s9, 1, 0
	s_sub_u32 s14, s8, 63
	s_cmp_lg_u32 s9, 0                                  ; full chunks start below extent - chunk + 1
	s_cselect_b32 s9, s14, 0
	s_cmp_lg_u32 s10, 0
	s_cselect_b32 s14, s9, 0
	s_mov_b32 s9, 0                                     ; for kk in k: steps of 64: whole chunks
	s_cmp_ge_u32 s9, s14
	s_cbranch_scc1 .Lgrouped_gemm_loop0_end
.Lgrouped_gemm_loop0:
	s_mov_b32 s18, s9
	s_mov_b32 s19, 0
	s_lshl_b64 s[26:27], s[18:19], 1
	s_add_u32 s18, s24, s26                             ; 'x' at this chunk
	s_addc_u32 s19, s25, s27
	global_load_dwordx4 v[44:47], v3, s[18:19]          ; examples/grouped_gemm.kgen:12: 16-byte load of 'x'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v7, 16, v44
	v_and_b32 v10, 0xffff0000, v44
	v_lshlrev_b32 v48, 16, v45
	v_and_b32 v49, 0xffff0000, v45
	v_lshlrev_b32 v50, 16, v46
	v_and_b32 v51, 0xffff0000, v46
	v_lshlrev_b32 v52, 16, v47
	v_and_b32 v53, 0xffff0000, v47
	s_mul_i32 s17, s15, 64
	s_lshl_b32 s21, s17, 1
	v_add_u32 v44, s21, v3
	global_load_dwordx4 v[54:57], v44, s[18:19]         ; examples/grouped_gemm.kgen:12: 16-byte load of 'x'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v54
	v_and_b32 v46, 0xffff0000, v54
	v_lshlrev_b32 v47, 16, v55
	v_and_b32 v58, 0xffff0000, v55
	v_lshlrev_b32 v59, 16, v56
	v_and_b32 v60, 0xffff0000, v56
	v_lshlrev_b32 v61, 16, v57
	v_and_b32 v62, 0xffff0000, v57
	v_lshrrev_b32 v54, 16, v7
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v6, v54                                ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v10
	ds_write_b16 v6, v7 offset:2                        ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v48
	ds_write_b16 v6, v7 offset:4                        ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v49
	ds_write_b16 v6, v7 offset:6                        ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v50
	ds_write_b16 v6, v7 offset:8                        ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v51
	ds_write_b16 v6, v7 offset:10                       ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v52
	ds_write_b16 v6, v7 offset:12                       ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v53
	ds_write_b16 v6, v7 offset:14                       ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v45
	ds_write_b16 v6, v7 offset:9216                     ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v46
	ds_write_b16 v6, v7 offset:9218                     ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v47
	ds_write_b16 v6, v7 offset:9220                     ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v58
	ds_write_b16 v6, v7 offset:9222                     ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v59
	ds_write_b16 v6, v7 offset:9224                     ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v60
	ds_write_b16 v6, v7 offset:9226                     ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v61
	ds_write_b16 v6, v7 offset:9228                     ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v62
	ds_write_b16 v6, v7 offset:9230                     ; A operand of the product: stage
	s_add_u32 s18, s6, s26                              ; 'w' at this chunk
	s_addc_u32 s19, s7, s27
	global_load_dwordx4 v[46:49], v3, s[18:19]          ; examples/grouped_gemm.kgen:12: 16-byte load of 'w'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v7, 16, v46
	v_and_b32 v10, 0xffff0000, v46
	v_lshlrev_b32 v45, 16, v47
	v_and_b32 v50, 0xffff0000, v47
	v_lshlrev_b32 v51, 16, v48
	v_and_b32 v52, 0xffff0000, v48
	v_lshlrev_b32 v53, 16, v49
	v_and_b32 v54, 0xffff0000, v49
	global_load_dwordx4 v[46:49], v44, s[18:19]         ; examples/grouped_gemm.kgen:12: 16-byte load of 'w'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v46
	v_and_b32 v55, 0xffff0000, v46
	v_lshlrev_b32 v56, 16, v47
	v_and_b32 v57, 0xffff0000, v47
	v_lshlrev_b32 v58, 16, v48
	v_and_b32 v59, 0xffff0000, v48
	v_lshlrev_b32 v60, 16, v49
	v_and_b32 v61, 0xffff0000, v49
	v_lshrrev_b32 v46, 16, v7
	ds_write_b16 v6, v46 offset:18432                   ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v10
	ds_write_b16 v6, v7 offset:18434                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v45
	ds_write_b16 v6, v7 offset:18436                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v50
	ds_write_b16 v6, v7 offset:18438                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v51
	ds_write_b16 v6, v7 offset:18440                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v52
	ds_write_b16 v6, v7 offset:18442                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v53
	ds_write_b16 v6, v7 offset:18444                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v54
	ds_write_b16 v6, v7 offset:18446                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v44
	ds_write_b16 v6, v7 offset:27648                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v55
	ds_write_b16 v6, v7 offset:27650                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v56
	ds_write_b16 v6, v7 offset:27652                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v57
	ds_write_b16 v6, v7 offset:27654                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v58
	ds_write_b16 v6, v7 offset:27656                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v59
	ds_write_b16 v6, v7 offset:27658                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v60
	ds_write_b16 v6, v7 offset:27660                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v61
	ds_write_b16 v6, v7 offset:27662                    ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[44:47], v4 offset:18432              ; B fragment 0, k-steps 0..1
	ds_read_b128 v[48:51], v4 offset:23040              ; B fragment 1, k-steps 0..1
	ds_read_b128 v[52:55], v11                          ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[12:27], v[52:53], v[44:45], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[28:43], v[52:53], v[48:49], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[12:27], v[54:55], v[46:47], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[28:43], v[54:55], v[50:51], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	ds_read_b128 v[44:47], v4 offset:18464              ; B fragment 0, k-steps 2..3
	ds_read_b128 v[48:51], v4 offset:23072              ; B fragment 1, k-steps 2..3
	ds_read_b128 v[52:55], v11 offset:32                ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[12:27], v[52:53], v[44:45], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[28:43], v[52:53], v[48:49], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[12:27], v[54:55], v[46:47], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[28:43], v[54:55], v[50:51], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	ds_read_b128 v[44:47], v4 offset:18496              ; B fragment 0, k-steps 4..5
	ds_read_b128 v[48:51], v4 offset:23104              ; B fragment 1, k-steps 4..5
	ds_read_b128 v[52:55], v11 offset:64                ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[12:27], v[52:53], v[44:45], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[28:43], v[52:53], v[48:49], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[12:27], v[54:55], v[46:47], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[28:43], v[54:55], v[50:51], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	ds_read_b128 v[44:47], v4 offset:18528              ; B fragment 0, k-steps 6..7
	ds_read_b128 v[48:51], v4 offset:23136              ; B fragment 1, k-steps 6..7
	ds_read_b128 v[52:55], v11 offset:96                ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[12:27], v[52:53], v[44:45], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[28:43], v[52:53], v[48:49], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[12:27], v[54:55], v[46:47], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[28:43], v[54:55], v[50:51], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	s_add_u32 s9, s9, 64
	s_cmp_lt_u32 s9, s14
	s_cbranch_scc1 .Lgrouped_gemm_loop0
.Lgrouped_gemm_loop0_end:
	s_mov_b32 s14, s9                                   ; for kk in k: steps of 64: the rest, masked
	s_cmp_ge_u32 s14, s8
	s_cbranch_scc1 .Lgrouped_gemm_loop1_end
.Lgrouped_gemm_loop1:
	s_sub_u32 s9, s8, s14
	s_mov_b32 s18, s14
	s_mov_b32 s19, 0
	s_lshl_b64 s[26:27], s[18:19], 1
	s_add_u32 s18, s24, s26                             ; 'x' at this chunk
	s_addc_u32 s19, s25, s27
	v_cmp_lt_u32 s[28:29], v2, s11                      ; 'm' element in bounds
	v_cmp_lt_u32 s[30:31], v5, s9                       ; 'kk' element in bounds
	s_and_b64 s[32:33], s[28:29], s[30:31]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_259
	global_load_ushort v7, v3, s[18:19]                 ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v10, 16, v7
	v_add_u32 v7, 1, v5
	v_cmp_lt_u32 s[32:33], v7, s9                       ; 'kk' element in bounds
	s_and_b64 s[34:35], s[28:29], s[32:33]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_264
	global_load_ushort v7, v3, s[18:19] offset:2        ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v7
	v_add_u32 v7, 2, v5
	v_cmp_lt_u32 s[34:35], v7, s9                       ; 'kk' element in bounds
	s_and_b64 s[36:37], s[28:29], s[34:35]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_269
	global_load_ushort v7, v3, s[18:19] offset:4        ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v7
	v_add_u32 v7, 3, v5
	v_cmp_lt_u32 s[36:37], v7, s9                       ; 'kk' element in bounds
	s_and_b64 s[38:39], s[28:29], s[36:37]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_274
	global_load_ushort v7, v3, s[18:19] offset:6        ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v7
	v_add_u32 v7, 4, v5
	v_cmp_lt_u32 s[38:39], v7, s9                       ; 'kk' element in bounds
	s_and_b64 s[40:41], s[28:29], s[38:39]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_279
	global_load_ushort v7, v3, s[18:19] offset:8        ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v7
	v_add_u32 v7, 5, v5
	v_cmp_lt_u32 s[40:41], v7, s9                       ; 'kk' element in bounds
	s_and_b64 s[42:43], s[28:29], s[40:41]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_284
	global_load_ushort v7, v3, s[18:19] offset:10       ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v7
	v_add_u32 v7, 6, v5
	v_cmp_lt_u32 s[42:43], v7, s9                       ; 'kk' element in bounds
	s_and_b64 s[44:45], s[28:29], s[42:43]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_289
	global_load_ushort v7, v3, s[18:19] offset:12       ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v7
	v_add_u32 v7, 7, v5
	v_cmp_lt_u32 s[44:45], v7, s9                       ; 'kk' element in bounds
	s_and_b64 s[46:47], s[28:29], s[44:45]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[46:47]               ; lanes where %vpred_294
	global_load_ushort v7, v3, s[18:19] offset:14       ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v7
	s_mul_i32 s9, s15, 64
	s_lshl_b32 s17, s9, 1
	v_add_u32 v7, s17, v3
	v_add_u32 v51, 64, v2
	v_cmp_lt_u32 s[28:29], v51, s11                     ; 'm' element in bounds
	s_and_b64 s[46:47], s[28:29], s[30:31]
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[46:47]               ; lanes where %vpred_302
	global_load_ushort v52, v7, s[18:19]                ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v52
	s_and_b64 s[46:47], s[28:29], s[32:33]
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[46:47]               ; lanes where %vpred_305
	global_load_ushort v52, v7, s[18:19] offset:2       ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v52
	s_and_b64 s[46:47], s[28:29], s[34:35]
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[46:47]               ; lanes where %vpred_308
	global_load_ushort v52, v7, s[18:19] offset:4       ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v52
	s_and_b64 s[46:47], s[28:29], s[36:37]
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[46:47]               ; lanes where %vpred_311
	global_load_ushort v52, v7, s[18:19] offset:6       ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v52
	s_and_b64 s[46:47], s[28:29], s[38:39]
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[46:47]               ; lanes where %vpred_314
	global_load_ushort v52, v7, s[18:19] offset:8       ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v52
	s_and_b64 s[46:47], s[28:29], s[40:41]
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[46:47]               ; lanes where %vpred_317
	global_load_ushort v52, v7, s[18:19] offset:10      ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v52
	s_and_b64 s[46:47], s[28:29], s[42:43]
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[46:47]               ; lanes where %vpred_320
	global_load_ushort v52, v7, s[18:19] offset:12      ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v52
	s_and_b64 s[46:47], s[28:29], s[44:45]
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[46:47]               ; lanes where %vpred_323
	global_load_ushort v52, v7, s[18:19] offset:14      ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v52
	v_lshrrev_b32 v52, 16, v10
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v6, v52                                ; A operand of the product: stage
	v_lshrrev_b32 v10, 16, v44
	ds_write_b16 v6, v10 offset:2                       ; A operand of the product: stage
	v_lshrrev_b32 v10, 16, v45
	ds_write_b16 v6, v10 offset:4                       ; A operand of the product: stage
	v_lshrrev_b32 v10, 16, v46
	ds_write_b16 v6, v10 offset:6                       ; A operand of the product: stage
	v_lshrrev_b32 v10, 16, v47
	ds_write_b16 v6, v10 offset:8                       ; A operand of the product: stage
	v_lshrrev_b32 v10, 16, v48
	ds_write_b16 v6, v10 offset:10                      ; A operand of the product: stage
	v_lshrrev_b32 v10, 16, v49
	ds_write_b16 v6, v10 offset:12                      ; A operand of the product: stage
	v_lshrrev_b32 v10, 16, v50
	ds_write_b16 v6, v10 offset:14                      ; A operand of the product: stage
	v_lshrrev_b32 v10, 16, v53
	ds_write_b16 v6, v10 offset:9216                    ; A operand of the product: stage
	v_lshrrev_b32 v10, 16, v54
	ds_write_b16 v6, v10 offset:9218                    ; A operand of the product: stage
	v_lshrrev_b32 v10, 16, v55
	ds_write_b16 v6, v10 offset:9220                    ; A operand of the product: stage
	v_lshrrev_b32 v10, 16, v56
	ds_write_b16 v6, v10 offset:9222                    ; A operand of the product: stage
	v_lshrrev_b32 v10, 16, v57
	ds_write_b16 v6, v10 offset:9224                    ; A operand of the product: stage
	v_lshrrev_b32 v10, 16, v58
	ds_write_b16 v6, v10 offset:9226                    ; A operand of the product: stage
	v_lshrrev_b32 v10, 16, v59
	ds_write_b16 v6, v10 offset:9228                    ; A operand of the product: stage
	v_lshrrev_b32 v10, 16, v60
	ds_write_b16 v6, v10 offset:9230                    ; A operand of the product: stage
	s_add_u32 s18, s6, s26                              ; 'w' at this chunk
	s_addc_u32 s19, s7, s27
	v_cmp_lt_u32 s[26:27], v2, s20                      ; 'n' element in bounds
	s_and_b64 s[28:29], s[26:27], s[30:31]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[28:29]               ; lanes where %vpred_344
	global_load_ushort v10, v3, s[18:19]                ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v10
	s_and_b64 s[28:29], s[26:27], s[32:33]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[28:29]               ; lanes where %vpred_347
	global_load_ushort v10, v3, s[18:19] offset:2       ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v10
	s_and_b64 s[28:29], s[26:27], s[34:35]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[28:29]               ; lanes where %vpred_350
	global_load_ushort v10, v3, s[18:19] offset:4       ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v10
	s_and_b64 s[28:29], s[26:27], s[36:37]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[28:29]               ; lanes where %vpred_353
	global_load_ushort v10, v3, s[18:19] offset:6       ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v10
	s_and_b64 s[28:29], s[26:27], s[38:39]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[28:29]               ; lanes where %vpred_356
	global_load_ushort v10, v3, s[18:19] offset:8       ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v10
	s_and_b64 s[28:29], s[26:27], s[40:41]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[28:29]               ; lanes where %vpred_359
	global_load_ushort v10, v3, s[18:19] offset:10      ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v10
	s_and_b64 s[28:29], s[26:27], s[42:43]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[28:29]               ; lanes where %vpred_362
	global_load_ushort v10, v3, s[18:19] offset:12      ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v10
	s_and_b64 s[28:29], s[26:27], s[44:45]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_365
	global_load_ushort v10, v3, s[18:19] offset:14      ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v10
	v_cmp_lt_u32 s[26:27], v51, s20                     ; 'n' element in bounds
	s_and_b64 s[28:29], s[26:27], s[30:31]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_369
	global_load_ushort v10, v7, s[18:19]                ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v10
	s_and_b64 s[28:29], s[26:27], s[32:33]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_372
	global_load_ushort v10, v7, s[18:19] offset:2       ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v10
	s_and_b64 s[28:29], s[26:27], s[34:35]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_375
	global_load_ushort v10, v7, s[18:19] offset:4       ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v10
	s_and_b64 s[28:29], s[26:27], s[36:37]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_378
	global_load_ushort v10, v7, s[18:19] offset:6       ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v10
	s_and_b64 s[28:29], s[26:27], s[38:39]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_381
	global_load_ushort v10, v7, s[18:19] offset:8       ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v10
	s_and_b64 s[28:29], s[26:27], s[40:41]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_384
	global_load_ushort v10, v7, s[18:19] offset:10      ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v10
	s_and_b64 s[28:29], s[26:27], s[42:43]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_387
	global_load_ushort v10, v7, s[18:19] offset:12      ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v10
	s_and_b64 s[28:29], s[26:27], s[44:45]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_390
	global_load_ushort v10, v7, s[18:19] offset:14      ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v7, 16, v10
	v_lshrrev_b32 v10, 16, v44
	ds_write_b16 v6, v10 offset:18432                   ; B operand of the product: stage
	v_lshrrev_b32 v10, 16, v45
	ds_write_b16 v6, v10 offset:18434                   ; B operand of the product: stage
	v_lshrrev_b32 v10, 16, v46
	ds_write_b16 v6, v10 offset:18436                   ; B operand of the product: stage
	v_lshrrev_b32 v10, 16, v47
	ds_write_b16 v6, v10 offset:18438                   ; B operand of the product: stage
	v_lshrrev_b32 v10, 16, v48
	ds_write_b16 v6, v10 offset:18440                   ; B operand of the product: stage
	v_lshrrev_b32 v10, 16, v49
	ds_write_b16 v6, v10 offset:18442                   ; B operand of the product: stage
	v_lshrrev_b32 v10, 16, v50
	ds_write_b16 v6, v10 offset:18444                   ; B operand of the product: stage
	v_lshrrev_b32 v10, 16, v52
	ds_write_b16 v6, v10 offset:18446                   ; B operand of the product: stage
	v_lshrrev_b32 v10, 16, v51
	ds_write_b16 v6, v10 offset:27648                   ; B operand of the product: stage
	v_lshrrev_b32 v10, 16, v53
	ds_write_b16 v6, v10 offset:27650                   ; B operand of the product: stage
	v_lshrrev_b32 v10, 16, v54
	ds_write_b16 v6, v10 offset:27652                   ; B operand of the product: stage
	v_lshrrev_b32 v10, 16, v55
	ds_write_b16 v6, v10 offset:27654                   ; B operand of the product: stage
	v_lshrrev_b32 v10, 16, v56
	ds_write_b16 v6, v10 offset:27656                   ; B operand of the product: stage
	v_lshrrev_b32 v10, 16, v57
	ds_write_b16 v6, v10 offset:27658                   ; B operand of the product: stage
	v_lshrrev_b32 v10, 16, v58
	ds_write_b16 v6, v10 offset:27660                   ; B operand of the product: stage
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v6, v10 offset:27662                   ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[44:47], v4 offset:18432              ; B fragment 0, k-steps 0..1
	ds_read_b128 v[48:51], v4 offset:23040              ; B fragment 1, k-steps 0..1
	ds_read_b128 v[52:55], v11                          ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[12:27], v[52:53], v[44:45], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[28:43], v[52:53], v[48:49], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[12:27], v[54:55], v[46:47], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[28:43], v[54:55], v[50:51], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	ds_read_b128 v[44:47], v4 offset:18464              ; B fragment 0, k-steps 2..3
	ds_read_b128 v[48:51], v4 offset:23072              ; B fragment 1, k-steps 2..3
	ds_read_b128 v[52:55], v11 offset:32                ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[12:27], v[52:53], v[44:45], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[28:43], v[52:53], v[48:49], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[12:27], v[54:55], v[46:47], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[28:43], v[54:55], v[50:51], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	ds_read_b128 v[44:47], v4 offset:18496              ; B fragment 0, k-steps 4..5
	ds_read_b128 v[48:51], v4 offset:23104              ; B fragment 1, k-steps 4..5
	ds_read_b128 v[52:55], v11 offset:64                ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[12:27], v[52:53], v[44:45], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[28:43], v[52:53], v[48:49], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[12:27], v[54:55], v[46:47], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[28:43], v[54:55], v[50:51], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	ds_read_b128 v[44:47], v4 offset:18528              ; B fragment 0, k-steps 6..7
	ds_read_b128 v[48:51], v4 offset:23136              ; B fragment 1, k-steps 6..7
	ds_read_b128 v[52:55], v11 offset:96                ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[12:27], v[52:53], v[44:45], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[28:43], v[52:53], v[48:49], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[12:27], v[54:55], v[46:47], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[28:43], v[54:55], v[50:51], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	s_add_u32 s14, s14, 64
	s_cmp_lt_u32 s14, s8
	s_cbranch_scc1 .Lgrouped_gemm_loop1
.Lgrouped_gemm_loop1_end:
	s_nop 6
	v_bfe_u32 v7, v12, 16, 1
	v_add3_u32 v10, v12, v7, s5
	v_cmp_u_f32 s[8:9], v12, v12
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v10, v10, v7, s[8:9]
	v_lshrrev_b32 v7, 16, v10
	global_store_short v1, v7, s[12:13]                 ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mul_i32 s8, s16, 1
	s_lshl_b32 s9, s8, 1
	v_add_u32 v7, s9, v1
	v_bfe_u32 v10, v13, 16, 1
	v_add3_u32 v44, v13, v10, s5
	v_cmp_u_f32 s[8:9], v13, v13
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v44, v44, v10, s[8:9]
	v_lshrrev_b32 v10, 16, v44
	global_store_short v7, v10, s[12:13]                ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mul_i32 s8, s16, 2
	s_lshl_b32 s9, s8, 1
	v_add_u32 v10, s9, v1
	v_bfe_u32 v44, v14, 16, 1
	v_add3_u32 v45, v14, v44, s5
	v_cmp_u_f32 s[8:9], v14, v14
	v_mov_b32 v44, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v45, v45, v44, s[8:9]
	v_lshrrev_b32 v44, 16, v45
	global_store_short v10, v44, s[12:13]               ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mul_i32 s8, s16, 3
	s_lshl_b32 s9, s8, 1
	v_add_u32 v44, s9, v1
	v_bfe_u32 v45, v15, 16, 1
	v_add3_u32 v46, v15, v45, s5
	v_cmp_u_f32 s[8:9], v15, v15
	v_mov_b32 v45, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v46, v46, v45, s[8:9]
	v_lshrrev_b32 v45, 16, v46
	global_store_short v44, v45, s[12:13]               ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mul_i32 s8, s16, 8
	s_lshl_b32 s9, s8, 1
	v_add_u32 v45, s9, v1
	v_bfe_u32 v46, v16, 16, 1
	v_add3_u32 v47, v16, v46, s5
	v_cmp_u_f32 s[8:9], v16, v16
	v_mov_b32 v46, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v47, v47, v46, s[8:9]
	v_lshrrev_b32 v46, 16, v47
	global_store_short v45, v46, s[12:13]               ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mul_i32 s8, s16, 9
	s_lshl_b32 s9, s8, 1
	v_add_u32 v46, s9, v1
	v_bfe_u32 v47, v17, 16, 1
	v_add3_u32 v48, v17, v47, s5
	v_cmp_u_f32 s[8:9], v17, v17
	v_mov_b32 v47, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v48, v48, v47, s[8:9]
	v_lshrrev_b32 v47, 16, v48
	global_store_short v46, v47, s[12:13]               ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mul_i32 s8, s16, 10
	s_lshl_b32 s9, s8, 1
	v_add_u32 v47, s9, v1
	v_bfe_u32 v48, v18, 16, 1
	v_add3_u32 v49, v18, v48, s5
	v_cmp_u_f32 s[8:9], v18, v18
	v_mov_b32 v48, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v49, v49, v48, s[8:9]
	v_lshrrev_b32 v48, 16, v49
	global_store_short v47, v48, s[12:13]               ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mul_i32 s8, s16, 11
	s_lshl_b32 s9, s8, 1
	v_add_u32 v48, s9, v1
	v_bfe_u32 v49, v19, 16, 1
	v_add3_u32 v50, v19, v49, s5
	v_cmp_u_f32 s[8:9], v19, v19
	v_mov_b32 v49, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v50, v50, v49, s[8:9]
	v_lshrrev_b32 v49, 16, v50
	global_store_short v48, v49, s[12:13]               ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mul_i32 s8, s16, 16
	s_lshl_b32 s9, s8, 1
	v_add_u32 v49, s9, v1
	v_bfe_u32 v50, v20, 16, 1
	v_add3_u32 v51, v20, v50, s5
	v_cmp_u_f32 s[8:9], v20, v20
	v_mov_b32 v50, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v51, v51, v50, s[8:9]
	v_lshrrev_b32 v50, 16, v51
	global_store_short v49, v50, s[12:13]               ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mul_i32 s8, s16, 17
	s_lshl_b32 s9, s8, 1
	v_add_u32 v50, s9, v1
	v_bfe_u32 v51, v21, 16, 1
	v_add3_u32 v52, v21, v51, s5
	v_cmp_u_f32 s[8:9], v21, v21
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v52, v51, s[8:9]
	v_lshrrev_b32 v51, 16, v52
	global_store_short v50, v51, s[12:13]               ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mul_i32 s8, s16, 18
	s_lshl_b32 s9, s8, 1
	v_add_u32 v51, s9, v1
	v_bfe_u32 v52, v22, 16, 1
	v_add3_u32 v53, v22, v52, s5
	v_cmp_u_f32 s[8:9], v22, v22
	v_mov_b32 v52, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v53, v53, v52, s[8:9]
	v_lshrrev_b32 v52, 16, v53
	global_store_short v51, v52, s[12:13]               ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mul_i32 s8, s16, 19
	s_lshl_b32 s9, s8, 1
	v_add_u32 v52, s9, v1
	v_bfe_u32 v53, v23, 16, 1
	v_add3_u32 v54, v23, v53, s5
	v_cmp_u_f32 s[8:9], v23, v23
	v_mov_b32 v53, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v54, v54, v53, s[8:9]
	v_lshrrev_b32 v53, 16, v54
	global_store_short v52, v53, s[12:13]               ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mul_i32 s8, s16, 24
	s_lshl_b32 s9, s8, 1
	v_add_u32 v53, s9, v1
	v_bfe_u32 v54, v24, 16, 1
	v_add3_u32 v55, v24, v54, s5
	v_cmp_u_f32 s[8:9], v24, v24
	v_mov_b32 v54, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v55, v55, v54, s[8:9]
	v_lshrrev_b32 v54, 16, v55
	global_store_short v53, v54, s[12:13]               ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mul_i32 s8, s16, 25
	s_lshl_b32 s9, s8, 1
	v_add_u32 v54, s9, v1
	v_bfe_u32 v55, v25, 16, 1
	v_add3_u32 v56, v25, v55, s5
	v_cmp_u_f32 s[8:9], v25, v25
	v_mov_b32 v55, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v56, v56, v55, s[8:9]
	v_lshrrev_b32 v55, 16, v56
	global_store_short v54, v55, s[12:13]               ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mul_i32 s8, s16, 26
	s_lshl_b32 s9, s8, 1
	v_add_u32 v55, s9, v1
	v_bfe_u32 v56, v26, 16, 1
	v_add3_u32 v57, v26, v56, s5
	v_cmp_u_f32 s[8:9], v26, v26
	v_mov_b32 v56, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v57, v57, v56, s[8:9]
	v_lshrrev_b32 v56, 16, v57
	global_store_short v55, v56, s[12:13]               ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mul_i32 s8, s16, 27
	s_lshl_b32 s9, s8, 1
	v_add_u32 v56, s9, v1
	v_bfe_u32 v57, v27, 16, 1
	v_add3_u32 v58, v27, v57, s5
	v_cmp_u_f32 s[8:9], v27, v27
	v_mov_b32 v12, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v58, v58, v12, s[8:9]
	v_lshrrev_b32 v12, 16, v58
	global_store_short v56, v12, s[12:13]               ; examples/grouped_gemm.kgen:14: store to 'y'
	v_bfe_u32 v12, v28, 16, 1
	v_add3_u32 v13, v28, v12, s5
	v_cmp_u_f32 s[8:9], v28, v28
	v_mov_b32 v12, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v13, v13, v12, s[8:9]
	v_lshrrev_b32 v12, 16, v13
	global_store_short v1, v12, s[12:13] offset:64      ; examples/grouped_gemm.kgen:14: store to 'y'
	v_bfe_u32 v12, v29, 16, 1
	v_add3_u32 v13, v29, v12, s5
	v_cmp_u_f32 s[8:9], v29, v29
	v_mov_b32 v12, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v13, v13, v12, s[8:9]
	v_lshrrev_b32 v12, 16, v13
	global_store_short v7, v12, s[12:13] offset:64      ; examples/grouped_gemm.kgen:14: store to 'y'
	v_bfe_u32 v7, v30, 16, 1
	v_add3_u32 v12, v30, v7, s5
	v_cmp_u_f32 s[8:9], v30, v30
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v12, v12, v7, s[8:9]
	v_lshrrev_b32 v7, 16, v12
	global_store_short v10, v7, s[12:13] offset:64      ; examples/grouped_gemm.kgen:14: store to 'y'
	v_bfe_u32 v7, v31, 16, 1
	v_add3_u32 v10, v31, v7, s5
	v_cmp_u_f32 s[8:9], v31, v31
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v10, v10, v7, s[8:9]
	v_lshrrev_b32 v7, 16, v10
	global_store_short v44, v7, s[12:13] offset:64      ; examples/grouped_gemm.kgen:14: store to 'y'
	v_bfe_u32 v7, v32, 16, 1
	v_add3_u32 v10, v32, v7, s5
	v_cmp_u_f32 s[8:9], v32, v32
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v10, v10, v7, s[8:9]
	v_lshrrev_b32 v7, 16, v10
	global_store_short v45, v7, s[12:13] offset:64      ; examples/grouped_gemm.kgen:14: store to 'y'
	v_bfe_u32 v7, v33, 16, 1
	v_add3_u32 v10, v33, v7, s5
	v_cmp_u_f32 s[8:9], v33, v33
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v10, v10, v7, s[8:9]
	v_lshrrev_b32 v7, 16, v10
	global_store_short v46, v7, s[12:13] offset:64      ; examples/grouped_gemm.kgen:14: store to 'y'
	v_bfe_u32 v7, v34, 16, 1
	v_add3_u32 v10, v34, v7, s5
	v_cmp_u_f32 s[8:9], v34, v34
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v10, v10, v7, s[8:9]
	v_lshrrev_b32 v7, 16, v10
	global_store_short v47, v7, s[12:13] offset:64      ; examples/grouped_gemm.kgen:14: store to 'y'
	v_bfe_u32 v7, v35, 16, 1
	v_add3_u32 v10, v35, v7, s5
	v_cmp_u_f32 s[8:9], v35, v35
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v10, v10, v7, s[8:9]
	v_lshrrev_b32 v7, 16, v10
	global_store_short v48, v7, s[12:13] offset:64      ; examples/grouped_gemm.kgen:14: store to 'y'
	v_bfe_u32 v7, v36, 16, 1
	v_add3_u32 v10, v36, v7, s5
	v_cmp_u_f32 s[8:9], v36, v36
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v10, v10, v7, s[8:9]
	v_lshrrev_b32 v7, 16, v10
	global_store_short v49, v7, s[12:13] offset:64      ; examples/grouped_gemm.kgen:14: store to 'y'
	v_bfe_u32 v7, v37, 16, 1
	v_add3_u32 v10, v37, v7, s5
	v_cmp_u_f32 s[8:9], v37, v37
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v10, v10, v7, s[8:9]
	v_lshrrev_b32 v7, 16, v10
	global_store_short v50, v7, s[12:13] offset:64      ; examples/grouped_gemm.kgen:14: store to 'y'
	v_bfe_u32 v7, v38, 16, 1
	v_add3_u32 v10, v38, v7, s5
	v_cmp_u_f32 s[8:9], v38, v38
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v10, v10, v7, s[8:9]
	v_lshrrev_b32 v7, 16, v10
	global_store_short v51, v7, s[12:13] offset:64      ; examples/grouped_gemm.kgen:14: store to 'y'
	v_bfe_u32 v7, v39, 16, 1
	v_add3_u32 v10, v39, v7, s5
	v_cmp_u_f32 s[8:9], v39, v39
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v10, v10, v7, s[8:9]
	v_lshrrev_b32 v7, 16, v10
	global_store_short v52, v7, s[12:13] offset:64      ; examples/grouped_gemm.kgen:14: store to 'y'
	v_bfe_u32 v7, v40, 16, 1
	v_add3_u32 v10, v40, v7, s5
	v_cmp_u_f32 s[8:9], v40, v40
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v10, v10, v7, s[8:9]
	v_lshrrev_b32 v7, 16, v10
	global_store_short v53, v7, s[12:13] offset:64      ; examples/grouped_gemm.kgen:14: store to 'y'
	v_bfe_u32 v7, v41, 16, 1
	v_add3_u32 v10, v41, v7, s5
	v_cmp_u_f32 s[8:9], v41, v41
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v10, v10, v7, s[8:9]
	v_lshrrev_b32 v7, 16, v10
	global_store_short v54, v7, s[12:13] offset:64      ; examples/grouped_gemm.kgen:14: store to 'y'
	v_bfe_u32 v7, v42, 16, 1
	v_add3_u32 v10, v42, v7, s5
	v_cmp_u_f32 s[8:9], v42, v42
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v10, v10, v7, s[8:9]
	v_lshrrev_b32 v7, 16, v10
	global_store_short v55, v7, s[12:13] offset:64      ; examples/grouped_gemm.kgen:14: store to 'y'
	v_bfe_u32 v7, v43, 16, 1
	v_add3_u32 v10, v43, v7, s5
	v_cmp_u_f32 s[8:9], v43, v43
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v10, v10, v7, s[8:9]
	v_lshrrev_b32 v7, 16, v10
	global_store_short v56, v7, s[12:13] offset:64      ; examples/grouped_gemm.kgen:14: store to 'y'
	s_branch .Lgrouped_gemm_if0_end
.Lgrouped_gemm_if0_else:
	v_add_f32 v7, 0, 0                                  ; examples/grouped_gemm.kgen:10
	v_mov_b32 v12, v7                                   ; loop-carried 'acc'
	v_mov_b32 v13, v7                                   ; loop-carried 'acc'
	v_mov_b32 v14, v7                                   ; loop-carried 'acc'
	v_mov_b32 v15, v7                                   ; loop-carried 'acc'
	v_mov_b32 v16, v7                                   ; loop-carried 'acc'
	v_mov_b32 v17, v7                                   ; loop-carried 'acc'
	v_mov_b32 v18, v7                                   ; loop-carried 'acc'
	v_mov_b32 v19, v7                                   ; loop-carried 'acc'
	v_mov_b32 v20, v7                                   ; loop-carried 'acc'
	v_mov_b32 v21, v7                                   ; loop-carried 'acc'
	v_mov_b32 v22, v7                                   ; loop-carried 'acc'
	v_mov_b32 v23, v7                                   ; loop-carried 'acc'
	v_mov_b32 v24, v7                                   ; loop-carried 'acc'
	v_mov_b32 v25, v7                                   ; loop-carried 'acc'
	v_mov_b32 v26, v7                                   ; loop-carried 'acc'
	v_mov_b32 v27, v7                                   ; loop-carried 'acc'
	v_mov_b32 v28, v7                                   ; loop-carried 'acc'
	v_mov_b32 v29, v7                                   ; loop-carried 'acc'
	v_mov_b32 v30, v7                                   ; loop-carried 'acc'
	v_mov_b32 v31, v7                                   ; loop-carried 'acc'
	v_mov_b32 v32, v7                                   ; loop-carried 'acc'
	v_mov_b32 v33, v7                                   ; loop-carried 'acc'
	v_mov_b32 v34, v7                                   ; loop-carried 'acc'
	v_mov_b32 v35, v7                                   ; loop-carried 'acc'
	v_mov_b32 v36, v7                                   ; loop-carried 'acc'
	v_mov_b32 v37, v7                                   ; loop-carried 'acc'
	v_mov_b32 v38, v7                                   ; loop-carried 'acc'
	v_mov_b32 v39, v7                                   ; loop-carried 'acc'
	v_mov_b32 v40, v7                                   ; loop-carried 'acc'
	v_mov_b32 v41, v7                                   ; loop-carried 'acc'
	v_mov_b32 v42, v7                                   ; loop-carried 'acc'
	v_mov_b32 v43, v7                                   ; loop-carried 'acc'
	s_cmp_lg_u32 s11, 0                                 ; this tile holds rows of 'm'
	s_cselect_b32 s8, 1, 0
	s_cmp_lg_u32 s8, 0                                  ; no steps in a tile past its segment's end
	s_cselect_b32 s8, s15, 0
	s_and_b32 s9, s22, s10
	s_cmp_ge_u32 s8, 64                                 ; at least one whole chunk of 'kk'
	s_cselect_b32 s10, 1, 0
	s_sub_u32 s14, s8, 63
	s_cmp_lg_u32 s10, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s10, s14, 0
	s_cmp_lg_u32 s9, 0
	s_cselect_b32 s9, s10, 0
	s_mov_b32 s10, 0                                    ; for kk in k: steps of 64: whole chunks
	s_cmp_ge_u32 s10, s9
	s_cbranch_scc1 .Lgrouped_gemm_loop2_end
.Lgrouped_gemm_loop2:
	s_mov_b32 s18, s10
	s_mov_b32 s19, 0
	s_lshl_b64 s[22:23], s[18:19], 1
	s_add_u32 s18, s24, s22                             ; 'x' at this chunk
	s_addc_u32 s19, s25, s23
	global_load_dwordx4 v[44:47], v3, s[18:19]          ; examples/grouped_gemm.kgen:12: 16-byte load of 'x'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v7, 16, v44
	v_and_b32 v10, 0xffff0000, v44
	v_lshlrev_b32 v48, 16, v45
	v_and_b32 v49, 0xffff0000, v45
	v_lshlrev_b32 v50, 16, v46
	v_and_b32 v51, 0xffff0000, v46
	v_lshlrev_b32 v52, 16, v47
	v_and_b32 v53, 0xffff0000, v47
	s_mul_i32 s14, s15, 64
	s_lshl_b32 s17, s14, 1
	v_add_u32 v44, s17, v3
	global_load_dwordx4 v[54:57], v44, s[18:19]         ; examples/grouped_gemm.kgen:12: 16-byte load of 'x'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v54
	v_and_b32 v46, 0xffff0000, v54
	v_lshlrev_b32 v47, 16, v55
	v_and_b32 v58, 0xffff0000, v55
	v_lshlrev_b32 v59, 16, v56
	v_and_b32 v60, 0xffff0000, v56
	v_lshlrev_b32 v61, 16, v57
	v_and_b32 v62, 0xffff0000, v57
	v_lshrrev_b32 v54, 16, v7
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v6, v54                                ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v10
	ds_write_b16 v6, v7 offset:2                        ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v48
	ds_write_b16 v6, v7 offset:4                        ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v49
	ds_write_b16 v6, v7 offset:6                        ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v50
	ds_write_b16 v6, v7 offset:8                        ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v51
	ds_write_b16 v6, v7 offset:10                       ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v52
	ds_write_b16 v6, v7 offset:12                       ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v53
	ds_write_b16 v6, v7 offset:14                       ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v45
	ds_write_b16 v6, v7 offset:9216                     ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v46
	ds_write_b16 v6, v7 offset:9218                     ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v47
	ds_write_b16 v6, v7 offset:9220                     ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v58
	ds_write_b16 v6, v7 offset:9222                     ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v59
	ds_write_b16 v6, v7 offset:9224                     ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v60
	ds_write_b16 v6, v7 offset:9226                     ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v61
	ds_write_b16 v6, v7 offset:9228                     ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v62
	ds_write_b16 v6, v7 offset:9230                     ; A operand of the product: stage
	s_add_u32 s18, s6, s22                              ; 'w' at this chunk
	s_addc_u32 s19, s7, s23
	global_load_dwordx4 v[46:49], v3, s[18:19]          ; examples/grouped_gemm.kgen:12: 16-byte load of 'w'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v7, 16, v46
	v_and_b32 v10, 0xffff0000, v46
	v_lshlrev_b32 v45, 16, v47
	v_and_b32 v50, 0xffff0000, v47
	v_lshlrev_b32 v51, 16, v48
	v_and_b32 v52, 0xffff0000, v48
	v_lshlrev_b32 v53, 16, v49
	v_and_b32 v54, 0xffff0000, v49
	global_load_dwordx4 v[46:49], v44, s[18:19]         ; examples/grouped_gemm.kgen:12: 16-byte load of 'w'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v46
	v_and_b32 v55, 0xffff0000, v46
	v_lshlrev_b32 v56, 16, v47
	v_and_b32 v57, 0xffff0000, v47
	v_lshlrev_b32 v58, 16, v48
	v_and_b32 v59, 0xffff0000, v48
	v_lshlrev_b32 v60, 16, v49
	v_and_b32 v61, 0xffff0000, v49
	v_lshrrev_b32 v46, 16, v7
	ds_write_b16 v6, v46 offset:18432                   ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v10
	ds_write_b16 v6, v7 offset:18434                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v45
	ds_write_b16 v6, v7 offset:18436                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v50
	ds_write_b16 v6, v7 offset:18438                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v51
	ds_write_b16 v6, v7 offset:18440                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v52
	ds_write_b16 v6, v7 offset:18442                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v53
	ds_write_b16 v6, v7 offset:18444                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v54
	ds_write_b16 v6, v7 offset:18446                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v44
	ds_write_b16 v6, v7 offset:27648                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v55
	ds_write_b16 v6, v7 offset:27650                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v56
	ds_write_b16 v6, v7 offset:27652                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v57
	ds_write_b16 v6, v7 offset:27654                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v58
	ds_write_b16 v6, v7 offset:27656                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v59
	ds_write_b16 v6, v7 offset:27658                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v60
	ds_write_b16 v6, v7 offset:27660                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v61
	ds_write_b16 v6, v7 offset:27662                    ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[44:47], v4 offset:18432              ; B fragment 0, k-steps 0..1
	ds_read_b128 v[48:51], v4 offset:23040              ; B fragment 1, k-steps 0..1
	ds_read_b128 v[52:55], v11                          ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[12:27], v[52:53], v[44:45], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[28:43], v[52:53], v[48:49], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[12:27], v[54:55], v[46:47], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[28:43], v[54:55], v[50:51], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	ds_read_b128 v[44:47], v4 offset:18464              ; B fragment 0, k-steps 2..3
	ds_read_b128 v[48:51], v4 offset:23072              ; B fragment 1, k-steps 2..3
	ds_read_b128 v[52:55], v11 offset:32                ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[12:27], v[52:53], v[44:45], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[28:43], v[52:53], v[48:49], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[12:27], v[54:55], v[46:47], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[28:43], v[54:55], v[50:51], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	ds_read_b128 v[44:47], v4 offset:18496              ; B fragment 0, k-steps 4..5
	ds_read_b128 v[48:51], v4 offset:23104              ; B fragment 1, k-steps 4..5
	ds_read_b128 v[52:55], v11 offset:64                ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[12:27], v[52:53], v[44:45], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[28:43], v[52:53], v[48:49], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[12:27], v[54:55], v[46:47], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[28:43], v[54:55], v[50:51], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	ds_read_b128 v[44:47], v4 offset:18528              ; B fragment 0, k-steps 6..7
	ds_read_b128 v[48:51], v4 offset:23136              ; B fragment 1, k-steps 6..7
	ds_read_b128 v[52:55], v11 offset:96                ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[12:27], v[52:53], v[44:45], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[28:43], v[52:53], v[48:49], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[12:27], v[54:55], v[46:47], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[28:43], v[54:55], v[50:51], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	s_add_u32 s10, s10, 64
	s_cmp_lt_u32 s10, s9
	s_cbranch_scc1 .Lgrouped_gemm_loop2
.Lgrouped_gemm_loop2_end:
	s_mov_b32 s9, s10                                   ; for kk in k: steps of 64: the rest, masked
	s_cmp_ge_u32 s9, s8
	s_cbranch_scc1 .Lgrouped_gemm_loop3_end
.Lgrouped_gemm_loop3:
	s_sub_u32 s10, s8, s9
	s_mov_b32 s18, s9
	s_mov_b32 s19, 0
	s_lshl_b64 s[22:23], s[18:19], 1
	s_add_u32 s18, s24, s22                             ; 'x' at this chunk
	s_addc_u32 s19, s25, s23
	v_cmp_lt_u32 s[26:27], v2, s11                      ; 'm' element in bounds
	v_cmp_lt_u32 s[28:29], v5, s10                      ; 'kk' element in bounds
	s_and_b64 s[30:31], s[26:27], s[28:29]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_729
	global_load_ushort v7, v3, s[18:19]                 ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v10, 16, v7
	v_add_u32 v7, 1, v5
	v_cmp_lt_u32 s[30:31], v7, s10                      ; 'kk' element in bounds
	s_and_b64 s[32:33], s[26:27], s[30:31]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_734
	global_load_ushort v7, v3, s[18:19] offset:2        ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v7
	v_add_u32 v7, 2, v5
	v_cmp_lt_u32 s[32:33], v7, s10                      ; 'kk' element in bounds
	s_and_b64 s[34:35], s[26:27], s[32:33]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_739
	global_load_ushort v7, v3, s[18:19] offset:4        ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v7
	v_add_u32 v7, 3, v5
	v_cmp_lt_u32 s[34:35], v7, s10                      ; 'kk' element in bounds
	s_and_b64 s[36:37], s[26:27], s[34:35]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_744
	global_load_ushort v7, v3, s[18:19] offset:6        ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v7
	v_add_u32 v7, 4, v5
	v_cmp_lt_u32 s[36:37], v7, s10                      ; 'kk' element in bounds
	s_and_b64 s[38:39], s[26:27], s[36:37]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_749
	global_load_ushort v7, v3, s[18:19] offset:8        ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v7
	v_add_u32 v7, 5, v5
	v_cmp_lt_u32 s[38:39], v7, s10                      ; 'kk' element in bounds
	s_and_b64 s[40:41], s[26:27], s[38:39]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_754
	global_load_ushort v7, v3, s[18:19] offset:10       ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v7
	v_add_u32 v7, 6, v5
	v_cmp_lt_u32 s[40:41], v7, s10                      ; 'kk' element in bounds
	s_and_b64 s[42:43], s[26:27], s[40:41]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_759
	global_load_ushort v7, v3, s[18:19] offset:12       ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v7
	v_add_u32 v7, 7, v5
	v_cmp_lt_u32 s[42:43], v7, s10                      ; 'kk' element in bounds
	s_and_b64 s[44:45], s[26:27], s[42:43]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[44:45]               ; lanes where %vpred_764
	global_load_ushort v7, v3, s[18:19] offset:14       ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v7
	s_mul_i32 s10, s15, 64
	s_lshl_b32 s14, s10, 1
	v_add_u32 v7, s14, v3
	v_add_u32 v51, 64, v2
	v_cmp_lt_u32 s[26:27], v51, s11                     ; 'm' element in bounds
	s_and_b64 s[44:45], s[26:27], s[28:29]
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_772
	global_load_ushort v52, v7, s[18:19]                ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v52
	s_and_b64 s[44:45], s[26:27], s[30:31]
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_775
	global_load_ushort v52, v7, s[18:19] offset:2       ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v52
	s_and_b64 s[44:45], s[26:27], s[32:33]
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_778
	global_load_ushort v52, v7, s[18:19] offset:4       ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v52
	s_and_b64 s[44:45], s[26:27], s[34:35]
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_781
	global_load_ushort v52, v7, s[18:19] offset:6       ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v52
	s_and_b64 s[44:45], s[26:27], s[36:37]
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_784
	global_load_ushort v52, v7, s[18:19] offset:8       ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v52
	s_and_b64 s[44:45], s[26:27], s[38:39]
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_787
	global_load_ushort v52, v7, s[18:19] offset:10      ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v52
	s_and_b64 s[44:45], s[26:27], s[40:41]
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_790
	global_load_ushort v52, v7, s[18:19] offset:12      ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v52
	s_and_b64 s[44:45], s[26:27], s[42:43]
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[44:45]               ; lanes where %vpred_793
	global_load_ushort v52, v7, s[18:19] offset:14      ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v52
	v_lshrrev_b32 v52, 16, v10
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v6, v52                                ; A operand of the product: stage
	v_lshrrev_b32 v10, 16, v44
	ds_write_b16 v6, v10 offset:2                       ; A operand of the product: stage
	v_lshrrev_b32 v10, 16, v45
	ds_write_b16 v6, v10 offset:4                       ; A operand of the product: stage
	v_lshrrev_b32 v10, 16, v46
	ds_write_b16 v6, v10 offset:6                       ; A operand of the product: stage
	v_lshrrev_b32 v10, 16, v47
	ds_write_b16 v6, v10 offset:8                       ; A operand of the product: stage
	v_lshrrev_b32 v10, 16, v48
	ds_write_b16 v6, v10 offset:10                      ; A operand of the product: stage
	v_lshrrev_b32 v10, 16, v49
	ds_write_b16 v6, v10 offset:12                      ; A operand of the product: stage
	v_lshrrev_b32 v10, 16, v50
	ds_write_b16 v6, v10 offset:14                      ; A operand of the product: stage
	v_lshrrev_b32 v10, 16, v53
	ds_write_b16 v6, v10 offset:9216                    ; A operand of the product: stage
	v_lshrrev_b32 v10, 16, v54
	ds_write_b16 v6, v10 offset:9218                    ; A operand of the product: stage
	v_lshrrev_b32 v10, 16, v55
	ds_write_b16 v6, v10 offset:9220                    ; A operand of the product: stage
	v_lshrrev_b32 v10, 16, v56
	ds_write_b16 v6, v10 offset:9222                    ; A operand of the product: stage
	v_lshrrev_b32 v10, 16, v57
	ds_write_b16 v6, v10 offset:9224                    ; A operand of the product: stage
	v_lshrrev_b32 v10, 16, v58
	ds_write_b16 v6, v10 offset:9226                    ; A operand of the product: stage
	v_lshrrev_b32 v10, 16, v59
	ds_write_b16 v6, v10 offset:9228                    ; A operand of the product: stage
	v_lshrrev_b32 v10, 16, v60
	ds_write_b16 v6, v10 offset:9230                    ; A operand of the product: stage
	s_add_u32 s18, s6, s22                              ; 'w' at this chunk
	s_addc_u32 s19, s7, s23
	v_cmp_lt_u32 s[22:23], v2, s20                      ; 'n' element in bounds
	s_and_b64 s[26:27], s[22:23], s[28:29]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[26:27]               ; lanes where %vpred_814
	global_load_ushort v10, v3, s[18:19]                ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v10
	s_and_b64 s[26:27], s[22:23], s[30:31]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[26:27]               ; lanes where %vpred_817
	global_load_ushort v10, v3, s[18:19] offset:2       ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v10
	s_and_b64 s[26:27], s[22:23], s[32:33]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[26:27]               ; lanes where %vpred_820
	global_load_ushort v10, v3, s[18:19] offset:4       ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v10
	s_and_b64 s[26:27], s[22:23], s[34:35]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[26:27]               ; lanes where %vpred_823
	global_load_ushort v10, v3, s[18:19] offset:6       ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v10
	s_and_b64 s[26:27], s[22:23], s[36:37]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[26:27]               ; lanes where %vpred_826
	global_load_ushort v10, v3, s[18:19] offset:8       ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v10
	s_and_b64 s[26:27], s[22:23], s[38:39]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[26:27]               ; lanes where %vpred_829
	global_load_ushort v10, v3, s[18:19] offset:10      ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v10
	s_and_b64 s[26:27], s[22:23], s[40:41]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[26:27]               ; lanes where %vpred_832
	global_load_ushort v10, v3, s[18:19] offset:12      ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v10
	s_and_b64 s[26:27], s[22:23], s[42:43]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[26:27]               ; lanes where %vpred_835
	global_load_ushort v10, v3, s[18:19] offset:14      ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v10
	v_cmp_lt_u32 s[22:23], v51, s20                     ; 'n' element in bounds
	s_and_b64 s[26:27], s[22:23], s[28:29]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_839
	global_load_ushort v10, v7, s[18:19]                ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v10
	s_and_b64 s[26:27], s[22:23], s[30:31]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_842
	global_load_ushort v10, v7, s[18:19] offset:2       ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v10
	s_and_b64 s[26:27], s[22:23], s[32:33]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_845
	global_load_ushort v10, v7, s[18:19] offset:4       ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v10
	s_and_b64 s[26:27], s[22:23], s[34:35]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_848
	global_load_ushort v10, v7, s[18:19] offset:6       ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v10
	s_and_b64 s[26:27], s[22:23], s[36:37]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_851
	global_load_ushort v10, v7, s[18:19] offset:8       ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v10
	s_and_b64 s[26:27], s[22:23], s[38:39]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_854
	global_load_ushort v10, v7, s[18:19] offset:10      ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v10
	s_and_b64 s[26:27], s[22:23], s[40:41]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_857
	global_load_ushort v10, v7, s[18:19] offset:12      ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v10
	s_and_b64 s[26:27], s[22:23], s[42:43]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[26:27]               ; lanes where %vpred_860
	global_load_ushort v10, v7, s[18:19] offset:14      ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v7, 16, v10
	v_lshrrev_b32 v10, 16, v44
	ds_write_b16 v6, v10 offset:18432                   ; B operand of the product: stage
	v_lshrrev_b32 v10, 16, v45
	ds_write_b16 v6, v10 offset:18434                   ; B operand of the product: stage
	v_lshrrev_b32 v10, 16, v46
	ds_write_b16 v6, v10 offset:18436                   ; B operand of the product: stage
	v_lshrrev_b32 v10, 16, v47
	ds_write_b16 v6, v10 offset:18438                   ; B operand of the product: stage
	v_lshrrev_b32 v10, 16, v48
	ds_write_b16 v6, v10 offset:18440                   ; B operand of the product: stage
	v_lshrrev_b32 v10, 16, v49
	ds_write_b16 v6, v10 offset:18442                   ; B operand of the product: stage
	v_lshrrev_b32 v10, 16, v50
	ds_write_b16 v6, v10 offset:18444                   ; B operand of the product: stage
	v_lshrrev_b32 v10, 16, v52
	ds_write_b16 v6, v10 offset:18446                   ; B operand of the product: stage
	v_lshrrev_b32 v10, 16, v51
	ds_write_b16 v6, v10 offset:27648                   ; B operand of the product: stage
	v_lshrrev_b32 v10, 16, v53
	ds_write_b16 v6, v10 offset:27650                   ; B operand of the product: stage
	v_lshrrev_b32 v10, 16, v54
	ds_write_b16 v6, v10 offset:27652                   ; B operand of the product: stage
	v_lshrrev_b32 v10, 16, v55
	ds_write_b16 v6, v10 offset:27654                   ; B operand of the product: stage
	v_lshrrev_b32 v10, 16, v56
	ds_write_b16 v6, v10 offset:27656                   ; B operand of the product: stage
	v_lshrrev_b32 v10, 16, v57
	ds_write_b16 v6, v10 offset:27658                   ; B operand of the product: stage
	v_lshrrev_b32 v10, 16, v58
	ds_write_b16 v6, v10 offset:27660                   ; B operand of the product: stage
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v6, v10 offset:27662                   ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[44:47], v4 offset:18432              ; B fragment 0, k-steps 0..1
	ds_read_b128 v[48:51], v4 offset:23040              ; B fragment 1, k-steps 0..1
	ds_read_b128 v[52:55], v11                          ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[12:27], v[52:53], v[44:45], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[28:43], v[52:53], v[48:49], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[12:27], v[54:55], v[46:47], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[28:43], v[54:55], v[50:51], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	ds_read_b128 v[44:47], v4 offset:18464              ; B fragment 0, k-steps 2..3
	ds_read_b128 v[48:51], v4 offset:23072              ; B fragment 1, k-steps 2..3
	ds_read_b128 v[52:55], v11 offset:32                ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[12:27], v[52:53], v[44:45], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[28:43], v[52:53], v[48:49], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[12:27], v[54:55], v[46:47], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[28:43], v[54:55], v[50:51], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	ds_read_b128 v[44:47], v4 offset:18496              ; B fragment 0, k-steps 4..5
	ds_read_b128 v[48:51], v4 offset:23104              ; B fragment 1, k-steps 4..5
	ds_read_b128 v[52:55], v11 offset:64                ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[12:27], v[52:53], v[44:45], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[28:43], v[52:53], v[48:49], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[12:27], v[54:55], v[46:47], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[28:43], v[54:55], v[50:51], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	ds_read_b128 v[44:47], v4 offset:18528              ; B fragment 0, k-steps 6..7
	ds_read_b128 v[48:51], v4 offset:23136              ; B fragment 1, k-steps 6..7
	ds_read_b128 v[52:55], v11 offset:96                ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[12:27], v[52:53], v[44:45], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[28:43], v[52:53], v[48:49], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[12:27], v[54:55], v[46:47], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[28:43], v[54:55], v[50:51], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	s_add_u32 s9, s9, 64
	s_cmp_lt_u32 s9, s8
	s_cbranch_scc1 .Lgrouped_gemm_loop3
.Lgrouped_gemm_loop3_end:
	v_cmp_lt_u32 s[6:7], v9, s11                        ; 'm' element in bounds
	v_cmp_lt_u32 s[8:9], v8, s20                        ; 'n' element in bounds
	s_and_b64 s[14:15], s[6:7], s[8:9]
	s_nop 3
	v_bfe_u32 v2, v12, 16, 1
	v_add3_u32 v3, v12, v2, s5
	v_cmp_u_f32 s[18:19], v12, v12
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[18:19]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[18:19], s[14:15]               ; lanes where %vpred_929
	global_store_short v1, v2, s[12:13]                 ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[18:19]
	s_mul_i32 s10, s16, 1
	s_lshl_b32 s14, s10, 1
	v_add_u32 v2, s14, v1
	v_add_u32 v3, 1, v9
	v_cmp_lt_u32 s[14:15], v3, s11                      ; 'm' element in bounds
	s_and_b64 s[18:19], s[14:15], s[8:9]
	v_bfe_u32 v3, v13, 16, 1
	v_add3_u32 v4, v13, v3, s5
	v_cmp_u_f32 s[22:23], v13, v13
	v_mov_b32 v3, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v4, v4, v3, s[22:23]
	v_lshrrev_b32 v3, 16, v4
	s_and_saveexec_b64 s[22:23], s[18:19]               ; lanes where %vpred_936
	global_store_short v2, v3, s[12:13]                 ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[22:23]
	s_mul_i32 s10, s16, 2
	s_lshl_b32 s17, s10, 1
	v_add_u32 v3, s17, v1
	v_add_u32 v4, 2, v9
	v_cmp_lt_u32 s[18:19], v4, s11                      ; 'm' element in bounds
	s_and_b64 s[22:23], s[18:19], s[8:9]
	v_bfe_u32 v4, v14, 16, 1
	v_add3_u32 v5, v14, v4, s5
	v_cmp_u_f32 s[24:25], v14, v14
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v5, v5, v4, s[24:25]
	v_lshrrev_b32 v4, 16, v5
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_943
	global_store_short v3, v4, s[12:13]                 ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[24:25]
	s_mul_i32 s10, s16, 3
	s_lshl_b32 s17, s10, 1
	v_add_u32 v4, s17, v1
	v_add_u32 v5, 3, v9
	v_cmp_lt_u32 s[22:23], v5, s11                      ; 'm' element in bounds
	s_and_b64 s[24:25], s[22:23], s[8:9]
	v_bfe_u32 v5, v15, 16, 1
	v_add3_u32 v6, v15, v5, s5
	v_cmp_u_f32 s[26:27], v15, v15
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v6, v6, v5, s[26:27]
	v_lshrrev_b32 v5, 16, v6
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_950
	global_store_short v4, v5, s[12:13]                 ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[26:27]
	s_mul_i32 s10, s16, 8
	s_lshl_b32 s17, s10, 1
	v_add_u32 v5, s17, v1
	v_add_u32 v6, 8, v9
	v_cmp_lt_u32 s[24:25], v6, s11                      ; 'm' element in bounds
	s_and_b64 s[26:27], s[24:25], s[8:9]
	v_bfe_u32 v6, v16, 16, 1
	v_add3_u32 v7, v16, v6, s5
	v_cmp_u_f32 s[28:29], v16, v16
	v_mov_b32 v6, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v7, v7, v6, s[28:29]
	v_lshrrev_b32 v6, 16, v7
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_957
	global_store_short v5, v6, s[12:13]                 ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s10, s16, 9
	s_lshl_b32 s17, s10, 1
	v_add_u32 v6, s17, v1
	v_add_u32 v7, 9, v9
	v_cmp_lt_u32 s[26:27], v7, s11                      ; 'm' element in bounds
	s_and_b64 s[28:29], s[26:27], s[8:9]
	v_bfe_u32 v7, v17, 16, 1
	v_add3_u32 v10, v17, v7, s5
	v_cmp_u_f32 s[30:31], v17, v17
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v10, v10, v7, s[30:31]
	v_lshrrev_b32 v7, 16, v10
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_964
	global_store_short v6, v7, s[12:13]                 ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[30:31]
	s_mul_i32 s10, s16, 10
	s_lshl_b32 s17, s10, 1
	v_add_u32 v7, s17, v1
	v_add_u32 v10, 10, v9
	v_cmp_lt_u32 s[28:29], v10, s11                     ; 'm' element in bounds
	s_and_b64 s[30:31], s[28:29], s[8:9]
	v_bfe_u32 v10, v18, 16, 1
	v_add3_u32 v11, v18, v10, s5
	v_cmp_u_f32 s[32:33], v18, v18
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v11, v11, v10, s[32:33]
	v_lshrrev_b32 v10, 16, v11
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_971
	global_store_short v7, v10, s[12:13]                ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[32:33]
	s_mul_i32 s10, s16, 11
	s_lshl_b32 s17, s10, 1
	v_add_u32 v10, s17, v1
	v_add_u32 v11, 11, v9
	v_cmp_lt_u32 s[30:31], v11, s11                     ; 'm' element in bounds
	s_and_b64 s[32:33], s[30:31], s[8:9]
	v_bfe_u32 v11, v19, 16, 1
	v_add3_u32 v44, v19, v11, s5
	v_cmp_u_f32 s[34:35], v19, v19
	v_mov_b32 v11, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v44, v44, v11, s[34:35]
	v_lshrrev_b32 v11, 16, v44
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_978
	global_store_short v10, v11, s[12:13]               ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[34:35]
	s_mul_i32 s10, s16, 16
	s_lshl_b32 s17, s10, 1
	v_add_u32 v11, s17, v1
	v_add_u32 v44, 16, v9
	v_cmp_lt_u32 s[32:33], v44, s11                     ; 'm' element in bounds
	s_and_b64 s[34:35], s[32:33], s[8:9]
	v_bfe_u32 v44, v20, 16, 1
	v_add3_u32 v45, v20, v44, s5
	v_cmp_u_f32 s[36:37], v20, v20
	v_mov_b32 v44, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v45, v45, v44, s[36:37]
	v_lshrrev_b32 v44, 16, v45
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_985
	global_store_short v11, v44, s[12:13]               ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[36:37]
	s_mul_i32 s10, s16, 17
	s_lshl_b32 s17, s10, 1
	v_add_u32 v44, s17, v1
	v_add_u32 v45, 17, v9
	v_cmp_lt_u32 s[34:35], v45, s11                     ; 'm' element in bounds
	s_and_b64 s[36:37], s[34:35], s[8:9]
	v_bfe_u32 v45, v21, 16, 1
	v_add3_u32 v46, v21, v45, s5
	v_cmp_u_f32 s[38:39], v21, v21
	v_mov_b32 v45, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v46, v46, v45, s[38:39]
	v_lshrrev_b32 v45, 16, v46
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_992
	global_store_short v44, v45, s[12:13]               ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[38:39]
	s_mul_i32 s10, s16, 18
	s_lshl_b32 s17, s10, 1
	v_add_u32 v45, s17, v1
	v_add_u32 v46, 18, v9
	v_cmp_lt_u32 s[36:37], v46, s11                     ; 'm' element in bounds
	s_and_b64 s[38:39], s[36:37], s[8:9]
	v_bfe_u32 v46, v22, 16, 1
	v_add3_u32 v47, v22, v46, s5
	v_cmp_u_f32 s[40:41], v22, v22
	v_mov_b32 v46, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v47, v47, v46, s[40:41]
	v_lshrrev_b32 v46, 16, v47
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_999
	global_store_short v45, v46, s[12:13]               ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[40:41]
	s_mul_i32 s10, s16, 19
	s_lshl_b32 s17, s10, 1
	v_add_u32 v46, s17, v1
	v_add_u32 v47, 19, v9
	v_cmp_lt_u32 s[38:39], v47, s11                     ; 'm' element in bounds
	s_and_b64 s[40:41], s[38:39], s[8:9]
	v_bfe_u32 v47, v23, 16, 1
	v_add3_u32 v48, v23, v47, s5
	v_cmp_u_f32 s[42:43], v23, v23
	v_mov_b32 v47, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v48, v48, v47, s[42:43]
	v_lshrrev_b32 v47, 16, v48
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_1006
	global_store_short v46, v47, s[12:13]               ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[42:43]
	s_mul_i32 s10, s16, 24
	s_lshl_b32 s17, s10, 1
	v_add_u32 v47, s17, v1
	v_add_u32 v48, 24, v9
	v_cmp_lt_u32 s[40:41], v48, s11                     ; 'm' element in bounds
	s_and_b64 s[42:43], s[40:41], s[8:9]
	v_bfe_u32 v48, v24, 16, 1
	v_add3_u32 v49, v24, v48, s5
	v_cmp_u_f32 s[44:45], v24, v24
	v_mov_b32 v48, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v49, v49, v48, s[44:45]
	v_lshrrev_b32 v48, 16, v49
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_1013
	global_store_short v47, v48, s[12:13]               ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[44:45]
	s_mul_i32 s10, s16, 25
	s_lshl_b32 s17, s10, 1
	v_add_u32 v48, s17, v1
	v_add_u32 v49, 25, v9
	v_cmp_lt_u32 s[42:43], v49, s11                     ; 'm' element in bounds
	s_and_b64 s[44:45], s[42:43], s[8:9]
	v_bfe_u32 v49, v25, 16, 1
	v_add3_u32 v50, v25, v49, s5
	v_cmp_u_f32 s[46:47], v25, v25
	v_mov_b32 v49, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v50, v50, v49, s[46:47]
	v_lshrrev_b32 v49, 16, v50
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_1020
	global_store_short v48, v49, s[12:13]               ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[46:47]
	s_mul_i32 s10, s16, 26
	s_lshl_b32 s17, s10, 1
	v_add_u32 v49, s17, v1
	v_add_u32 v50, 26, v9
	v_cmp_lt_u32 s[44:45], v50, s11                     ; 'm' element in bounds
	s_and_b64 s[46:47], s[44:45], s[8:9]
	v_bfe_u32 v50, v26, 16, 1
	v_add3_u32 v51, v26, v50, s5
	v_cmp_u_f32 s[48:49], v26, v26
	v_mov_b32 v50, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v51, v51, v50, s[48:49]
	v_lshrrev_b32 v50, 16, v51
	s_and_saveexec_b64 s[48:49], s[46:47]               ; lanes where %vpred_1027
	global_store_short v49, v50, s[12:13]               ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[48:49]
	s_mul_i32 s10, s16, 27
	s_lshl_b32 s16, s10, 1
	v_add_u32 v50, s16, v1
	v_add_u32 v51, 27, v9
	v_cmp_lt_u32 s[16:17], v51, s11                     ; 'm' element in bounds
	s_and_b64 s[10:11], s[16:17], s[8:9]
	v_bfe_u32 v9, v27, 16, 1
	v_add3_u32 v51, v27, v9, s5
	v_cmp_u_f32 s[8:9], v27, v27
	v_mov_b32 v9, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v51, v51, v9, s[8:9]
	v_lshrrev_b32 v9, 16, v51
	s_and_saveexec_b64 s[8:9], s[10:11]                 ; lanes where %vpred_1034
	global_store_short v50, v9, s[12:13]                ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[8:9]
	v_add_u32 v9, 32, v8
	v_cmp_lt_u32 s[8:9], v9, s20                        ; 'n' element in bounds
	s_and_b64 s[10:11], s[6:7], s[8:9]
	v_bfe_u32 v8, v28, 16, 1
	v_add3_u32 v9, v28, v8, s5
	v_cmp_u_f32 s[6:7], v28, v28
	v_mov_b32 v8, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v9, v9, v8, s[6:7]
	v_lshrrev_b32 v8, 16, v9
	s_and_saveexec_b64 s[6:7], s[10:11]                 ; lanes where %vpred_1038
	global_store_short v1, v8, s[12:13] offset:64       ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_b64 s[6:7], s[14:15], s[8:9]
	v_bfe_u32 v1, v29, 16, 1
	v_add3_u32 v8, v29, v1, s5
	v_cmp_u_f32 s[10:11], v29, v29
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v8, v8, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v8
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_1040
	global_store_short v2, v1, s[12:13] offset:64       ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[10:11]
	s_and_b64 s[6:7], s[18:19], s[8:9]
	v_bfe_u32 v1, v30, 16, 1
	v_add3_u32 v2, v30, v1, s5
	v_cmp_u_f32 s[10:11], v30, v30
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_1042
	global_store_short v3, v1, s[12:13] offset:64       ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[10:11]
	s_and_b64 s[6:7], s[22:23], s[8:9]
	v_bfe_u32 v1, v31, 16, 1
	v_add3_u32 v2, v31, v1, s5
	v_cmp_u_f32 s[10:11], v31, v31
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_1044
	global_store_short v4, v1, s[12:13] offset:64       ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[10:11]
	s_and_b64 s[6:7], s[24:25], s[8:9]
	v_bfe_u32 v1, v32, 16, 1
	v_add3_u32 v2, v32, v1, s5
	v_cmp_u_f32 s[10:11], v32, v32
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_1046
	global_store_short v5, v1, s[12:13] offset:64       ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[10:11]
	s_and_b64 s[6:7], s[26:27], s[8:9]
	v_bfe_u32 v1, v33, 16, 1
	v_add3_u32 v2, v33, v1, s5
	v_cmp_u_f32 s[10:11], v33, v33
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_1048
	global_store_short v6, v1, s[12:13] offset:64       ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[10:11]
	s_and_b64 s[6:7], s[28:29], s[8:9]
	v_bfe_u32 v1, v34, 16, 1
	v_add3_u32 v2, v34, v1, s5
	v_cmp_u_f32 s[10:11], v34, v34
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_1050
	global_store_short v7, v1, s[12:13] offset:64       ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[10:11]
	s_and_b64 s[6:7], s[30:31], s[8:9]
	v_bfe_u32 v1, v35, 16, 1
	v_add3_u32 v2, v35, v1, s5
	v_cmp_u_f32 s[10:11], v35, v35
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_1052
	global_store_short v10, v1, s[12:13] offset:64      ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[10:11]
	s_and_b64 s[6:7], s[32:33], s[8:9]
	v_bfe_u32 v1, v36, 16, 1
	v_add3_u32 v2, v36, v1, s5
	v_cmp_u_f32 s[10:11], v36, v36
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_1054
	global_store_short v11, v1, s[12:13] offset:64      ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[10:11]
	s_and_b64 s[6:7], s[34:35], s[8:9]
	v_bfe_u32 v1, v37, 16, 1
	v_add3_u32 v2, v37, v1, s5
	v_cmp_u_f32 s[10:11], v37, v37
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_1056
	global_store_short v44, v1, s[12:13] offset:64      ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[10:11]
	s_and_b64 s[6:7], s[36:37], s[8:9]
	v_bfe_u32 v1, v38, 16, 1
	v_add3_u32 v2, v38, v1, s5
	v_cmp_u_f32 s[10:11], v38, v38
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_1058
	global_store_short v45, v1, s[12:13] offset:64      ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[10:11]
	s_and_b64 s[6:7], s[38:39], s[8:9]
	v_bfe_u32 v1, v39, 16, 1
	v_add3_u32 v2, v39, v1, s5
	v_cmp_u_f32 s[10:11], v39, v39
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_1060
	global_store_short v46, v1, s[12:13] offset:64      ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[10:11]
	s_and_b64 s[6:7], s[40:41], s[8:9]
	v_bfe_u32 v1, v40, 16, 1
	v_add3_u32 v2, v40, v1, s5
	v_cmp_u_f32 s[10:11], v40, v40
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_1062
	global_store_short v47, v1, s[12:13] offset:64      ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[10:11]
	s_and_b64 s[6:7], s[42:43], s[8:9]
	v_bfe_u32 v1, v41, 16, 1
	v_add3_u32 v2, v41, v1, s5
	v_cmp_u_f32 s[10:11], v41, v41
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_1064
	global_store_short v48, v1, s[12:13] offset:64      ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[10:11]
	s_and_b64 s[6:7], s[44:45], s[8:9]
	v_bfe_u32 v1, v42, 16, 1
	v_add3_u32 v2, v42, v1, s5
	v_cmp_u_f32 s[10:11], v42, v42
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_1066
	global_store_short v49, v1, s[12:13] offset:64      ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[10:11]
	s_and_b64 s[6:7], s[16:17], s[8:9]
	v_bfe_u32 v1, v43, 16, 1
	v_add3_u32 v2, v43, v1, s5
	v_cmp_u_f32 s[8:9], v43, v43
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[6:7]                   ; lanes where %vpred_1068
	global_store_short v50, v1, s[12:13] offset:64      ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[8:9]
.Lgrouped_gemm_if0_end:
	s_endpgm
.Lfunc_end_grouped_gemm:
	.size	grouped_gemm, .Lfunc_end_grouped_gemm-grouped_gemm

	.rodata
	.p2align	6
	.amdhsa_kernel grouped_gemm
		.amdhsa_group_segment_fixed_size 36864
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 52
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 63
		.amdhsa_next_free_sgpr 50
		.amdhsa_accum_offset 64
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
  - .name:           grouped_gemm
    .symbol:         grouped_gemm.kd
    .args:
      - .name:           x
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           w
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           offs
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           y
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
      - .name:           T
        .offset:         32
        .size:           4
        .value_kind:     by_value
      - .name:           K
        .offset:         36
        .size:           4
        .value_kind:     by_value
      - .name:           G
        .offset:         40
        .size:           4
        .value_kind:     by_value
      - .name:           N
        .offset:         44
        .size:           4
        .value_kind:     by_value
      - .name:           G1
        .offset:         48
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 36864
    .kernarg_segment_align: 8
    .kernarg_segment_size: 52
    .max_flat_workgroup_size: 512
    .private_segment_fixed_size: 0
    .sgpr_count:     56
    .sgpr_spill_count: 0
    .vgpr_count:     63
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
