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
; resources: 69 VGPRs, 0 AGPRs, 46 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 36864 bytes LDS, 52 bytes of arguments, 512 threads
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
	s_cmp_eq_u32 s22, 0                                 ; if %upred_21
	s_cbranch_scc1 .Lgrouped_gemm_skip0
	v_mov_b32 v3, s23                                   ; offs[g]
	global_load_dword v2, v3, s[10:11]
.Lgrouped_gemm_skip0:
	s_waitcnt vmcnt(0)
	v_mov_b32 v3, v2                                    ; offs[g], uniform
	v_mov_b32 v2, 0                                     ; no entry past the offsets
	s_add_u32 s22, s21, 1
	s_cmp_lt_u32 s22, s17                               ; offs[g + 1] lies inside the offsets
	s_cselect_b32 s17, 1, 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_26
	s_cbranch_scc1 .Lgrouped_gemm_skip1
	v_mov_b32 v4, s23                                   ; offs[g + 1]
	global_load_dword v2, v4, s[10:11] offset:4
.Lgrouped_gemm_skip1:
	s_waitcnt vmcnt(0)
	v_mov_b32 v4, v2                                    ; offs[g + 1], uniform
	v_min_u32 v2, s14, v4                               ; segment end, in its dimension
	v_min_u32 v4, v3, v2                                ; segment start, at most its end
	s_mul_i32 s10, s18, 0x80
	v_add_u32 v3, s10, v4                               ; first 'm' of this program's tile (128)
	v_max_u32 v4, v2, v3
	v_sub_u32 v2, v4, v3
	v_min_u32 v4, 0x80, v2                              ; 'm' rows of the segment in this tile
	s_and_b32 s10, s15, 7
	s_cmp_eq_u32 s10, 0                                 ; rows start aligned to 8 elements iff K % 8 == 0
	s_cselect_b32 s10, 1, 0
	s_cmp_ge_u32 s20, 0x80                              ; a whole chunk of 'n' (128) is in bounds
	s_cselect_b32 s11, 1, 0
	v_mov_b32 v2, 0x80                                  ; a whole chunk of 'm' (128) is in bounds
	v_cmp_ge_u32 s[22:23], v4, v2
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[24:25], exec, 0
	s_and_b64 s[26:27], s[24:25], s[22:23]
	v_lshrrev_b32 v2, 3, v1
	v_mul_lo_u32 v5, s15, v2
	v_and_b32 v6, 7, v1
	v_lshlrev_b32 v7, 3, v6
	v_add_u32 v6, v5, v7
	v_lshlrev_b32 v5, 1, v6                             ; thread's byte offset in a chunk of 'x'
	v_mul_lo_u32 v8, v3, s15
	v_mul_hi_u32 v9, v3, s15
	v_lshlrev_b64 v[10:11], 1, v[8:9]
	v_add_co_u32 v8, vcc, s6, v10                       ; 'x' at this program
	v_mov_b32 v6, s7
	s_nop 0
	v_addc_co_u32 v9, vcc, v6, v11, vcc
	v_mov_b32 v6, 0x48
	v_mul_lo_u32 v10, v6, v2
	v_add_u32 v6, v10, v7
	v_lshlrev_b32 v10, 1, v6                            ; thread's place in opa0
	v_and_b32 v6, 31, v1
	v_lshrrev_b32 v11, 6, v1
	v_and_b32 v12, 3, v11
	v_lshlrev_b32 v11, 5, v12
	v_or_b32 v12, v6, v11                               ; thread's 'r' coordinate
	v_lshrrev_b32 v13, 5, v1
	v_and_b32 v14, 1, v13
	v_lshlrev_b32 v13, 3, v14
	v_mov_b32 v15, 0x48
	v_mul_lo_u32 v16, v15, v12
	v_add_u32 v12, v16, v13
	v_lshlrev_b32 v15, 1, v12                           ; thread's M-fragment place
	s_mul_i32 s6, s15, s16                              ; a stride of 'w'
	s_mul_i32 s22, s21, s6
	s_mul_hi_u32 s23, s21, s6
	s_lshl_b64 s[6:7], s[22:23], 1
	s_add_u32 s22, s8, s6                               ; 'w' at this program
	s_addc_u32 s23, s9, s7
	s_mul_i32 s6, s19, s15
	s_mul_hi_u32 s7, s19, s15
	s_lshl_b64 s[8:9], s[6:7], 1
	s_add_u32 s6, s22, s8                               ; 'w' at this program
	s_addc_u32 s7, s23, s9
	v_lshrrev_b32 v12, 8, v1
	v_lshlrev_b32 v1, 6, v12
	v_or_b32 v12, v6, v1                                ; thread's 'r' coordinate
	v_mov_b32 v1, 0x48
	v_mul_lo_u32 v6, v1, v12
	v_add_u32 v1, v6, v13
	v_lshlrev_b32 v6, 1, v1                             ; thread's N-fragment place
	v_lshlrev_b32 v1, 2, v14
	v_or_b32 v13, v1, v11                               ; thread's 'm' coordinate
	v_mul_lo_u32 v1, s16, v13
	v_add_u32 v11, v1, v12
	v_lshlrev_b32 v1, 1, v11                            ; thread's byte offset in a chunk of 'y'
	v_mul_lo_u32 v16, v3, s16
	v_mul_hi_u32 v17, v3, s16
	v_lshlrev_b64 v[18:19], 1, v[16:17]
	v_add_co_u32 v16, vcc, s12, v18                     ; 'y' at this program
	v_mov_b32 v3, s13
	s_nop 0
	v_addc_co_u32 v17, vcc, v3, v19, vcc
	s_mov_b32 s8, s19
	s_mov_b32 s9, 0
	s_lshl_b64 s[12:13], s[8:9], 1
	v_add_co_u32 v18, vcc, s12, v16                     ; 'y' at this program
	v_mov_b32 v3, s13
	s_nop 0
	v_addc_co_u32 v19, vcc, v3, v17, vcc
	s_cmp_eq_u64 s[26:27], 0                            ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lgrouped_gemm_if0_else
	v_add_f32 v3, 0, 0                                  ; examples/grouped_gemm.kgen:10
	v_mov_b32 v20, v3                                   ; loop-carried 'acc'
	v_mov_b32 v21, v3                                   ; loop-carried 'acc'
	v_mov_b32 v22, v3                                   ; loop-carried 'acc'
	v_mov_b32 v23, v3                                   ; loop-carried 'acc'
	v_mov_b32 v24, v3                                   ; loop-carried 'acc'
	v_mov_b32 v25, v3                                   ; loop-carried 'acc'
	v_mov_b32 v26, v3                                   ; loop-carried 'acc'
	v_mov_b32 v27, v3                                   ; loop-carried 'acc'
	v_mov_b32 v28, v3                                   ; loop-carried 'acc'
	v_mov_b32 v29, v3                                   ; loop-carried 'acc'
	v_mov_b32 v30, v3                                   ; loop-carried 'acc'
	v_mov_b32 v31, v3                                   ; loop-carried 'acc'
	v_mov_b32 v32, v3                                   ; loop-carried 'acc'
	v_mov_b32 v33, v3                                   ; loop-carried 'acc'
	v_mov_b32 v34, v3                                   ; loop-carried 'acc'
	v_mov_b32 v35, v3                                   ; loop-carried 'acc'
	v_mov_b32 v36, v3                                   ; loop-carried 'acc'
	v_mov_b32 v37, v3                                   ; loop-carried 'acc'
	v_mov_b32 v38, v3                                   ; loop-carried 'acc'
	v_mov_b32 v39, v3                                   ; loop-carried 'acc'
	v_mov_b32 v40, v3                                   ; loop-carried 'acc'
	v_mov_b32 v41, v3                                   ; loop-carried 'acc'
	v_mov_b32 v42, v3                                   ; loop-carried 'acc'
	v_mov_b32 v43, v3                                   ; loop-carried 'acc'
	v_mov_b32 v44, v3                                   ; loop-carried 'acc'
	v_mov_b32 v45, v3                                   ; loop-carried 'acc'
	v_mov_b32 v46, v3                                   ; loop-carried 'acc'
	v_mov_b32 v47, v3                                   ; loop-carried 'acc'
	v_mov_b32 v48, v3                                   ; loop-carried 'acc'
	v_mov_b32 v49, v3                                   ; loop-carried 'acc'
	v_mov_b32 v50, v3                                   ; loop-carried 'acc'
	v_mov_b32 v51, v3                                   ; loop-carried 'acc'
	v_cmp_ne_u32 s[8:9], v4, 0                          ; this tile holds rows of 'm'
	v_mov_b32 v3, s15                                   ; no steps in a tile past its segment's end
	s_nop 0
	v_cndmask_b32 v11, 0, v3, s[8:9]
	v_cmp_ge_u32 s[8:9], v11, 64                        ; at least one whole chunk of 'kk'
	v_sub_u32 v3, v11, 63
	s_nop 0
	v_cndmask_b32 v14, 0, v3, s[8:9]                    ; full chunks start below extent - chunk + 1
	s_cmp_lg_u32 s10, 0
	s_cselect_b64 s[8:9], exec, 0
	v_cndmask_b32 v3, 0, v14, s[8:9]
	s_nop 0
	v_readfirstlane_b32 s8, v3
	s_mov_b32 s9, 0                                     ; for kk in k: steps of 64: whole chunks
	s_cmp_ge_u32 s9, s8
	s_cbranch_scc1 .Lgrouped_gemm_loop0_end
.Lgrouped_gemm_loop0:
	s_mov_b32 s12, s9
	s_mov_b32 s13, 0
	s_lshl_b64 s[18:19], s[12:13], 1
	v_add_co_u32 v16, vcc, s18, v8                      ; 'x' at this chunk
	v_mov_b32 v3, s19
	s_nop 0
	v_addc_co_u32 v17, vcc, v3, v9, vcc
	v_readfirstlane_b32 s12, v16                        ; examples/grouped_gemm.kgen:12: 16-byte load of 'x'
	v_readfirstlane_b32 s13, v17
	s_nop 4
	global_load_dwordx4 v[52:55], v5, s[12:13]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v3, 16, v52
	v_and_b32 v14, 0xffff0000, v52
	v_lshlrev_b32 v56, 16, v53
	v_and_b32 v57, 0xffff0000, v53
	v_lshlrev_b32 v58, 16, v54
	v_and_b32 v59, 0xffff0000, v54
	v_lshlrev_b32 v60, 16, v55
	v_and_b32 v61, 0xffff0000, v55
	s_mul_i32 s11, s15, 64
	s_lshl_b32 s12, s11, 1
	v_add_u32 v52, s12, v5
	v_readfirstlane_b32 s12, v16                        ; examples/grouped_gemm.kgen:12: 16-byte load of 'x'
	v_readfirstlane_b32 s13, v17
	s_nop 4
	global_load_dwordx4 v[62:65], v52, s[12:13]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v16, 16, v62
	v_and_b32 v17, 0xffff0000, v62
	v_lshlrev_b32 v53, 16, v63
	v_and_b32 v54, 0xffff0000, v63
	v_lshlrev_b32 v55, 16, v64
	v_and_b32 v66, 0xffff0000, v64
	v_lshlrev_b32 v67, 16, v65
	v_and_b32 v68, 0xffff0000, v65
	v_lshrrev_b32 v62, 16, v3
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v10, v62                               ; A operand of the product: stage
	v_lshrrev_b32 v3, 16, v14
	ds_write_b16 v10, v3 offset:2                       ; A operand of the product: stage
	v_lshrrev_b32 v3, 16, v56
	ds_write_b16 v10, v3 offset:4                       ; A operand of the product: stage
	v_lshrrev_b32 v3, 16, v57
	ds_write_b16 v10, v3 offset:6                       ; A operand of the product: stage
	v_lshrrev_b32 v3, 16, v58
	ds_write_b16 v10, v3 offset:8                       ; A operand of the product: stage
	v_lshrrev_b32 v3, 16, v59
	ds_write_b16 v10, v3 offset:10                      ; A operand of the product: stage
	v_lshrrev_b32 v3, 16, v60
	ds_write_b16 v10, v3 offset:12                      ; A operand of the product: stage
	v_lshrrev_b32 v3, 16, v61
	ds_write_b16 v10, v3 offset:14                      ; A operand of the product: stage
	v_lshrrev_b32 v3, 16, v16
	ds_write_b16 v10, v3 offset:9216                    ; A operand of the product: stage
	v_lshrrev_b32 v3, 16, v17
	ds_write_b16 v10, v3 offset:9218                    ; A operand of the product: stage
	v_lshrrev_b32 v3, 16, v53
	ds_write_b16 v10, v3 offset:9220                    ; A operand of the product: stage
	v_lshrrev_b32 v3, 16, v54
	ds_write_b16 v10, v3 offset:9222                    ; A operand of the product: stage
	v_lshrrev_b32 v3, 16, v55
	ds_write_b16 v10, v3 offset:9224                    ; A operand of the product: stage
	v_lshrrev_b32 v3, 16, v66
	ds_write_b16 v10, v3 offset:9226                    ; A operand of the product: stage
	v_lshrrev_b32 v3, 16, v67
	ds_write_b16 v10, v3 offset:9228                    ; A operand of the product: stage
	v_lshrrev_b32 v3, 16, v68
	ds_write_b16 v10, v3 offset:9230                    ; A operand of the product: stage
	s_add_u32 s12, s6, s18                              ; 'w' at this chunk
	s_addc_u32 s13, s7, s19
	global_load_dwordx4 v[54:57], v5, s[12:13]          ; examples/grouped_gemm.kgen:12: 16-byte load of 'w'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v3, 16, v54
	v_and_b32 v14, 0xffff0000, v54
	v_lshlrev_b32 v16, 16, v55
	v_and_b32 v17, 0xffff0000, v55
	v_lshlrev_b32 v53, 16, v56
	v_and_b32 v58, 0xffff0000, v56
	v_lshlrev_b32 v59, 16, v57
	v_and_b32 v60, 0xffff0000, v57
	global_load_dwordx4 v[54:57], v52, s[12:13]         ; examples/grouped_gemm.kgen:12: 16-byte load of 'w'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v54
	v_and_b32 v61, 0xffff0000, v54
	v_lshlrev_b32 v62, 16, v55
	v_and_b32 v63, 0xffff0000, v55
	v_lshlrev_b32 v64, 16, v56
	v_and_b32 v65, 0xffff0000, v56
	v_lshlrev_b32 v66, 16, v57
	v_and_b32 v67, 0xffff0000, v57
	v_lshrrev_b32 v54, 16, v3
	ds_write_b16 v10, v54 offset:18432                  ; B operand of the product: stage
	v_lshrrev_b32 v3, 16, v14
	ds_write_b16 v10, v3 offset:18434                   ; B operand of the product: stage
	v_lshrrev_b32 v3, 16, v16
	ds_write_b16 v10, v3 offset:18436                   ; B operand of the product: stage
	v_lshrrev_b32 v3, 16, v17
	ds_write_b16 v10, v3 offset:18438                   ; B operand of the product: stage
	v_lshrrev_b32 v3, 16, v53
	ds_write_b16 v10, v3 offset:18440                   ; B operand of the product: stage
	v_lshrrev_b32 v3, 16, v58
	ds_write_b16 v10, v3 offset:18442                   ; B operand of the product: stage
	v_lshrrev_b32 v3, 16, v59
	ds_write_b16 v10, v3 offset:18444                   ; B operand of the product: stage
	v_lshrrev_b32 v3, 16, v60
	ds_write_b16 v10, v3 offset:18446                   ; B operand of the product: stage
	v_lshrrev_b32 v3, 16, v52
	ds_write_b16 v10, v3 offset:27648                   ; B operand of the product: stage
	v_lshrrev_b32 v3, 16, v61
	ds_write_b16 v10, v3 offset:27650                   ; B operand of the product: stage
	v_lshrrev_b32 v3, 16, v62
	ds_write_b16 v10, v3 offset:27652                   ; B operand of the product: stage
	v_lshrrev_b32 v3, 16, v63
	ds_write_b16 v10, v3 offset:27654                   ; B operand of the product: stage
	v_lshrrev_b32 v3, 16, v64
	ds_write_b16 v10, v3 offset:27656                   ; B operand of the product: stage
	v_lshrrev_b32 v3, 16, v65
	ds_write_b16 v10, v3 offset:27658                   ; B operand of the product: stage
	v_lshrrev_b32 v3, 16, v66
	ds_write_b16 v10, v3 offset:27660                   ; B operand of the product: stage
	v_lshrrev_b32 v3, 16, v67
	ds_write_b16 v10, v3 offset:27662                   ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[52:55], v6 offset:18432              ; B fragment 0, k-steps 0..1
	ds_read_b128 v[56:59], v6 offset:23040              ; B fragment 1, k-steps 0..1
	ds_read_b128 v[60:63], v15                          ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[20:35], v[60:61], v[52:53], v[20:35] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[60:61], v[56:57], v[36:51] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[20:35], v[62:63], v[54:55], v[20:35] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[62:63], v[58:59], v[36:51] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	ds_read_b128 v[52:55], v6 offset:18464              ; B fragment 0, k-steps 2..3
	ds_read_b128 v[56:59], v6 offset:23072              ; B fragment 1, k-steps 2..3
	ds_read_b128 v[60:63], v15 offset:32                ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[20:35], v[60:61], v[52:53], v[20:35] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[60:61], v[56:57], v[36:51] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[20:35], v[62:63], v[54:55], v[20:35] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[62:63], v[58:59], v[36:51] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	ds_read_b128 v[52:55], v6 offset:18496              ; B fragment 0, k-steps 4..5
	ds_read_b128 v[56:59], v6 offset:23104              ; B fragment 1, k-steps 4..5
	ds_read_b128 v[60:63], v15 offset:64                ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[20:35], v[60:61], v[52:53], v[20:35] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[60:61], v[56:57], v[36:51] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[20:35], v[62:63], v[54:55], v[20:35] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[62:63], v[58:59], v[36:51] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	ds_read_b128 v[52:55], v6 offset:18528              ; B fragment 0, k-steps 6..7
	ds_read_b128 v[56:59], v6 offset:23136              ; B fragment 1, k-steps 6..7
	ds_read_b128 v[60:63], v15 offset:96                ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[20:35], v[60:61], v[52:53], v[20:35] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[60:61], v[56:57], v[36:51] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[20:35], v[62:63], v[54:55], v[20:35] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[62:63], v[58:59], v[36:51] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	s_add_u32 s9, s9, 64
	s_cmp_lt_u32 s9, s8
	s_cbranch_scc1 .Lgrouped_gemm_loop0
.Lgrouped_gemm_loop0_end:
	v_readfirstlane_b32 s8, v11
	s_mov_b32 s11, s9                                   ; for kk in k: steps of 64: the rest, masked
	s_cmp_ge_u32 s11, s8
	s_cbranch_scc1 .Lgrouped_gemm_loop1_end
.Lgrouped_gemm_loop1:
	v_sub_u32 v3, v11, s11
	s_mov_b32 s12, s11
	s_mov_b32 s13, 0
	s_lshl_b64 s[18:19], s[12:13], 1
	v_add_co_u32 v16, vcc, s18, v8                      ; 'x' at this chunk
	v_mov_b32 v14, s19
	s_nop 0
	v_addc_co_u32 v17, vcc, v14, v9, vcc
	v_cmp_lt_u32 s[12:13], v2, v4                       ; 'm' element in bounds
	v_cmp_lt_u32 s[22:23], v7, v3                       ; 'kk' element in bounds
	s_and_b64 s[24:25], s[12:13], s[22:23]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[24:25]               ; lanes where %vpred_262
	v_readfirstlane_b32 s24, v16                        ; examples/grouped_gemm.kgen:12: load of 'x'
	v_readfirstlane_b32 s25, v17
	s_nop 4
	global_load_ushort v14, v5, s[24:25]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v14
	v_add_u32 v14, 1, v7
	v_cmp_lt_u32 s[24:25], v14, v3                      ; 'kk' element in bounds
	s_and_b64 s[28:29], s[12:13], s[24:25]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_267
	v_readfirstlane_b32 s28, v16                        ; examples/grouped_gemm.kgen:12: load of 'x'
	v_readfirstlane_b32 s29, v17
	s_nop 4
	global_load_ushort v14, v5, s[28:29] offset:2
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v14
	v_add_u32 v14, 2, v7
	v_cmp_lt_u32 s[28:29], v14, v3                      ; 'kk' element in bounds
	s_and_b64 s[30:31], s[12:13], s[28:29]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_272
	v_readfirstlane_b32 s30, v16                        ; examples/grouped_gemm.kgen:12: load of 'x'
	v_readfirstlane_b32 s31, v17
	s_nop 4
	global_load_ushort v14, v5, s[30:31] offset:4
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v14
	v_add_u32 v14, 3, v7
	v_cmp_lt_u32 s[30:31], v14, v3                      ; 'kk' element in bounds
	s_and_b64 s[32:33], s[12:13], s[30:31]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_277
	v_readfirstlane_b32 s32, v16                        ; examples/grouped_gemm.kgen:12: load of 'x'
	v_readfirstlane_b32 s33, v17
	s_nop 4
	global_load_ushort v14, v5, s[32:33] offset:6
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v14
	v_add_u32 v14, 4, v7
	v_cmp_lt_u32 s[32:33], v14, v3                      ; 'kk' element in bounds
	s_and_b64 s[34:35], s[12:13], s[32:33]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_282
	v_readfirstlane_b32 s34, v16                        ; examples/grouped_gemm.kgen:12: load of 'x'
	v_readfirstlane_b32 s35, v17
	s_nop 4
	global_load_ushort v14, v5, s[34:35] offset:8
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v14
	v_add_u32 v14, 5, v7
	v_cmp_lt_u32 s[34:35], v14, v3                      ; 'kk' element in bounds
	s_and_b64 s[36:37], s[12:13], s[34:35]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_287
	v_readfirstlane_b32 s36, v16                        ; examples/grouped_gemm.kgen:12: load of 'x'
	v_readfirstlane_b32 s37, v17
	s_nop 4
	global_load_ushort v14, v5, s[36:37] offset:10
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v14
	v_add_u32 v14, 6, v7
	v_cmp_lt_u32 s[36:37], v14, v3                      ; 'kk' element in bounds
	s_and_b64 s[38:39], s[12:13], s[36:37]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_292
	v_readfirstlane_b32 s38, v16                        ; examples/grouped_gemm.kgen:12: load of 'x'
	v_readfirstlane_b32 s39, v17
	s_nop 4
	global_load_ushort v14, v5, s[38:39] offset:12
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v14
	v_add_u32 v14, 7, v7
	v_cmp_lt_u32 s[38:39], v14, v3                      ; 'kk' element in bounds
	s_and_b64 s[40:41], s[12:13], s[38:39]
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[12:13], s[40:41]               ; lanes where %vpred_297
	v_readfirstlane_b32 s40, v16                        ; examples/grouped_gemm.kgen:12: load of 'x'
	v_readfirstlane_b32 s41, v17
	s_nop 4
	global_load_ushort v3, v5, s[40:41] offset:14
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v14, 16, v3
	s_mul_i32 s9, s15, 64
	s_lshl_b32 s12, s9, 1
	v_add_u32 v3, s12, v5
	v_add_u32 v59, 64, v2
	v_cmp_lt_u32 s[12:13], v59, v4                      ; 'm' element in bounds
	s_and_b64 s[40:41], s[12:13], s[22:23]
	v_mov_b32 v60, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_305
	v_readfirstlane_b32 s40, v16                        ; examples/grouped_gemm.kgen:12: load of 'x'
	v_readfirstlane_b32 s41, v17
	s_nop 4
	global_load_ushort v60, v3, s[40:41]
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v60
	s_and_b64 s[40:41], s[12:13], s[24:25]
	v_mov_b32 v60, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_308
	v_readfirstlane_b32 s40, v16                        ; examples/grouped_gemm.kgen:12: load of 'x'
	v_readfirstlane_b32 s41, v17
	s_nop 4
	global_load_ushort v60, v3, s[40:41] offset:2
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v60
	s_and_b64 s[40:41], s[12:13], s[28:29]
	v_mov_b32 v60, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_311
	v_readfirstlane_b32 s40, v16                        ; examples/grouped_gemm.kgen:12: load of 'x'
	v_readfirstlane_b32 s41, v17
	s_nop 4
	global_load_ushort v60, v3, s[40:41] offset:4
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v60
	s_and_b64 s[40:41], s[12:13], s[30:31]
	v_mov_b32 v60, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_314
	v_readfirstlane_b32 s40, v16                        ; examples/grouped_gemm.kgen:12: load of 'x'
	v_readfirstlane_b32 s41, v17
	s_nop 4
	global_load_ushort v60, v3, s[40:41] offset:6
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v60
	s_and_b64 s[40:41], s[12:13], s[32:33]
	v_mov_b32 v60, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_317
	v_readfirstlane_b32 s40, v16                        ; examples/grouped_gemm.kgen:12: load of 'x'
	v_readfirstlane_b32 s41, v17
	s_nop 4
	global_load_ushort v60, v3, s[40:41] offset:8
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v60
	s_and_b64 s[40:41], s[12:13], s[34:35]
	v_mov_b32 v60, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_320
	v_readfirstlane_b32 s40, v16                        ; examples/grouped_gemm.kgen:12: load of 'x'
	v_readfirstlane_b32 s41, v17
	s_nop 4
	global_load_ushort v60, v3, s[40:41] offset:10
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v60
	s_and_b64 s[40:41], s[12:13], s[36:37]
	v_mov_b32 v60, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_323
	v_readfirstlane_b32 s40, v16                        ; examples/grouped_gemm.kgen:12: load of 'x'
	v_readfirstlane_b32 s41, v17
	s_nop 4
	global_load_ushort v60, v3, s[40:41] offset:12
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v60
	s_and_b64 s[40:41], s[12:13], s[38:39]
	v_mov_b32 v60, 0                                    ; absent element
	s_and_saveexec_b64 s[12:13], s[40:41]               ; lanes where %vpred_326
	v_readfirstlane_b32 s40, v16                        ; examples/grouped_gemm.kgen:12: load of 'x'
	v_readfirstlane_b32 s41, v17
	s_nop 4
	global_load_ushort v60, v3, s[40:41] offset:14
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v16, 16, v60
	v_lshrrev_b32 v17, 16, v52
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v10, v17                               ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v53
	ds_write_b16 v10, v17 offset:2                      ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v54
	ds_write_b16 v10, v17 offset:4                      ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v55
	ds_write_b16 v10, v17 offset:6                      ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v56
	ds_write_b16 v10, v17 offset:8                      ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v57
	ds_write_b16 v10, v17 offset:10                     ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v58
	ds_write_b16 v10, v17 offset:12                     ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v14
	ds_write_b16 v10, v17 offset:14                     ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v61
	ds_write_b16 v10, v14 offset:9216                   ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v62
	ds_write_b16 v10, v14 offset:9218                   ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v63
	ds_write_b16 v10, v14 offset:9220                   ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v64
	ds_write_b16 v10, v14 offset:9222                   ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v65
	ds_write_b16 v10, v14 offset:9224                   ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v66
	ds_write_b16 v10, v14 offset:9226                   ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v67
	ds_write_b16 v10, v14 offset:9228                   ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v16
	ds_write_b16 v10, v14 offset:9230                   ; A operand of the product: stage
	s_add_u32 s12, s6, s18                              ; 'w' at this chunk
	s_addc_u32 s13, s7, s19
	v_cmp_lt_u32 s[18:19], v2, s20                      ; 'n' element in bounds
	s_and_b64 s[40:41], s[18:19], s[22:23]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_347
	global_load_ushort v14, v5, s[12:13]                ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v16, 16, v14
	s_and_b64 s[40:41], s[18:19], s[24:25]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_350
	global_load_ushort v14, v5, s[12:13] offset:2       ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v17, 16, v14
	s_and_b64 s[40:41], s[18:19], s[28:29]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_353
	global_load_ushort v14, v5, s[12:13] offset:4       ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v14
	s_and_b64 s[40:41], s[18:19], s[30:31]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_356
	global_load_ushort v14, v5, s[12:13] offset:6       ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v14
	s_and_b64 s[40:41], s[18:19], s[32:33]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_359
	global_load_ushort v14, v5, s[12:13] offset:8       ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v14
	s_and_b64 s[40:41], s[18:19], s[34:35]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_362
	global_load_ushort v14, v5, s[12:13] offset:10      ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v14
	s_and_b64 s[40:41], s[18:19], s[36:37]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_365
	global_load_ushort v14, v5, s[12:13] offset:12      ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v14
	s_and_b64 s[40:41], s[18:19], s[38:39]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[40:41]               ; lanes where %vpred_368
	global_load_ushort v14, v5, s[12:13] offset:14      ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v14
	v_cmp_lt_u32 s[18:19], v59, s20                     ; 'n' element in bounds
	s_and_b64 s[40:41], s[18:19], s[22:23]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[40:41]               ; lanes where %vpred_372
	global_load_ushort v14, v3, s[12:13]                ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v14
	s_and_b64 s[22:23], s[18:19], s[24:25]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_375
	global_load_ushort v14, v3, s[12:13] offset:2       ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v14
	s_and_b64 s[22:23], s[18:19], s[28:29]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_378
	global_load_ushort v14, v3, s[12:13] offset:4       ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v14
	s_and_b64 s[22:23], s[18:19], s[30:31]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_381
	global_load_ushort v14, v3, s[12:13] offset:6       ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v14
	s_and_b64 s[22:23], s[18:19], s[32:33]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_384
	global_load_ushort v14, v3, s[12:13] offset:8       ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v14
	s_and_b64 s[22:23], s[18:19], s[34:35]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_387
	global_load_ushort v14, v3, s[12:13] offset:10      ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v14
	s_and_b64 s[22:23], s[18:19], s[36:37]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_390
	global_load_ushort v14, v3, s[12:13] offset:12      ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v14
	s_and_b64 s[22:23], s[18:19], s[38:39]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[22:23]               ; lanes where %vpred_393
	global_load_ushort v14, v3, s[12:13] offset:14      ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v3, 16, v14
	v_lshrrev_b32 v14, 16, v16
	ds_write_b16 v10, v14 offset:18432                  ; B operand of the product: stage
	v_lshrrev_b32 v14, 16, v17
	ds_write_b16 v10, v14 offset:18434                  ; B operand of the product: stage
	v_lshrrev_b32 v14, 16, v52
	ds_write_b16 v10, v14 offset:18436                  ; B operand of the product: stage
	v_lshrrev_b32 v14, 16, v53
	ds_write_b16 v10, v14 offset:18438                  ; B operand of the product: stage
	v_lshrrev_b32 v14, 16, v54
	ds_write_b16 v10, v14 offset:18440                  ; B operand of the product: stage
	v_lshrrev_b32 v14, 16, v55
	ds_write_b16 v10, v14 offset:18442                  ; B operand of the product: stage
	v_lshrrev_b32 v14, 16, v56
	ds_write_b16 v10, v14 offset:18444                  ; B operand of the product: stage
	v_lshrrev_b32 v14, 16, v57
	ds_write_b16 v10, v14 offset:18446                  ; B operand of the product: stage
	v_lshrrev_b32 v14, 16, v58
	ds_write_b16 v10, v14 offset:27648                  ; B operand of the product: stage
	v_lshrrev_b32 v14, 16, v59
	ds_write_b16 v10, v14 offset:27650                  ; B operand of the product: stage
	v_lshrrev_b32 v14, 16, v60
	ds_write_b16 v10, v14 offset:27652                  ; B operand of the product: stage
	v_lshrrev_b32 v14, 16, v61
	ds_write_b16 v10, v14 offset:27654                  ; B operand of the product: stage
	v_lshrrev_b32 v14, 16, v62
	ds_write_b16 v10, v14 offset:27656                  ; B operand of the product: stage
	v_lshrrev_b32 v14, 16, v63
	ds_write_b16 v10, v14 offset:27658                  ; B operand of the product: stage
	v_lshrrev_b32 v14, 16, v64
	ds_write_b16 v10, v14 offset:27660                  ; B operand of the product: stage
	v_lshrrev_b32 v14, 16, v3
	ds_write_b16 v10, v14 offset:27662                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[52:55], v6 offset:18432              ; B fragment 0, k-steps 0..1
	ds_read_b128 v[56:59], v6 offset:23040              ; B fragment 1, k-steps 0..1
	ds_read_b128 v[60:63], v15                          ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[20:35], v[60:61], v[52:53], v[20:35] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[60:61], v[56:57], v[36:51] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[20:35], v[62:63], v[54:55], v[20:35] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[62:63], v[58:59], v[36:51] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	ds_read_b128 v[52:55], v6 offset:18464              ; B fragment 0, k-steps 2..3
	ds_read_b128 v[56:59], v6 offset:23072              ; B fragment 1, k-steps 2..3
	ds_read_b128 v[60:63], v15 offset:32                ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[20:35], v[60:61], v[52:53], v[20:35] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[60:61], v[56:57], v[36:51] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[20:35], v[62:63], v[54:55], v[20:35] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[62:63], v[58:59], v[36:51] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	ds_read_b128 v[52:55], v6 offset:18496              ; B fragment 0, k-steps 4..5
	ds_read_b128 v[56:59], v6 offset:23104              ; B fragment 1, k-steps 4..5
	ds_read_b128 v[60:63], v15 offset:64                ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[20:35], v[60:61], v[52:53], v[20:35] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[60:61], v[56:57], v[36:51] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[20:35], v[62:63], v[54:55], v[20:35] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[62:63], v[58:59], v[36:51] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	ds_read_b128 v[52:55], v6 offset:18528              ; B fragment 0, k-steps 6..7
	ds_read_b128 v[56:59], v6 offset:23136              ; B fragment 1, k-steps 6..7
	ds_read_b128 v[60:63], v15 offset:96                ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[20:35], v[60:61], v[52:53], v[20:35] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[60:61], v[56:57], v[36:51] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[20:35], v[62:63], v[54:55], v[20:35] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[62:63], v[58:59], v[36:51] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	s_add_u32 s11, s11, 64
	s_cmp_lt_u32 s11, s8
	s_cbranch_scc1 .Lgrouped_gemm_loop1
.Lgrouped_gemm_loop1_end:
	s_nop 6
	v_bfe_u32 v3, v20, 16, 1
	v_add3_u32 v11, v20, v3, s5
	v_cmp_u_f32 s[8:9], v20, v20
	v_mov_b32 v3, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v11, v11, v3, s[8:9]
	v_lshrrev_b32 v3, 16, v11
	v_readfirstlane_b32 s8, v18                         ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s9, v19
	s_nop 4
	global_store_short v1, v3, s[8:9]
	s_mul_i32 s8, s16, 1
	s_lshl_b32 s9, s8, 1
	v_add_u32 v3, s9, v1
	v_bfe_u32 v11, v21, 16, 1
	v_add3_u32 v14, v21, v11, s5
	v_cmp_u_f32 s[8:9], v21, v21
	v_mov_b32 v11, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v14, v11, s[8:9]
	v_lshrrev_b32 v11, 16, v14
	v_readfirstlane_b32 s8, v18                         ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s9, v19
	s_nop 4
	global_store_short v3, v11, s[8:9]
	s_mul_i32 s8, s16, 2
	s_lshl_b32 s9, s8, 1
	v_add_u32 v11, s9, v1
	v_bfe_u32 v14, v22, 16, 1
	v_add3_u32 v16, v22, v14, s5
	v_cmp_u_f32 s[8:9], v22, v22
	v_mov_b32 v14, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v16, v16, v14, s[8:9]
	v_lshrrev_b32 v14, 16, v16
	v_readfirstlane_b32 s8, v18                         ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s9, v19
	s_nop 4
	global_store_short v11, v14, s[8:9]
	s_mul_i32 s8, s16, 3
	s_lshl_b32 s9, s8, 1
	v_add_u32 v14, s9, v1
	v_bfe_u32 v16, v23, 16, 1
	v_add3_u32 v17, v23, v16, s5
	v_cmp_u_f32 s[8:9], v23, v23
	v_mov_b32 v16, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v17, v17, v16, s[8:9]
	v_lshrrev_b32 v16, 16, v17
	v_readfirstlane_b32 s8, v18                         ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s9, v19
	s_nop 4
	global_store_short v14, v16, s[8:9]
	s_mul_i32 s8, s16, 8
	s_lshl_b32 s9, s8, 1
	v_add_u32 v16, s9, v1
	v_bfe_u32 v17, v24, 16, 1
	v_add3_u32 v52, v24, v17, s5
	v_cmp_u_f32 s[8:9], v24, v24
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v52, v17, s[8:9]
	v_lshrrev_b32 v17, 16, v52
	v_readfirstlane_b32 s8, v18                         ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s9, v19
	s_nop 4
	global_store_short v16, v17, s[8:9]
	s_mul_i32 s8, s16, 9
	s_lshl_b32 s9, s8, 1
	v_add_u32 v17, s9, v1
	v_bfe_u32 v52, v25, 16, 1
	v_add3_u32 v53, v25, v52, s5
	v_cmp_u_f32 s[8:9], v25, v25
	v_mov_b32 v52, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v53, v53, v52, s[8:9]
	v_lshrrev_b32 v52, 16, v53
	v_readfirstlane_b32 s8, v18                         ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s9, v19
	s_nop 4
	global_store_short v17, v52, s[8:9]
	s_mul_i32 s8, s16, 10
	s_lshl_b32 s9, s8, 1
	v_add_u32 v52, s9, v1
	v_bfe_u32 v53, v26, 16, 1
	v_add3_u32 v54, v26, v53, s5
	v_cmp_u_f32 s[8:9], v26, v26
	v_mov_b32 v53, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v54, v54, v53, s[8:9]
	v_lshrrev_b32 v53, 16, v54
	v_readfirstlane_b32 s8, v18                         ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s9, v19
	s_nop 4
	global_store_short v52, v53, s[8:9]
	s_mul_i32 s8, s16, 11
	s_lshl_b32 s9, s8, 1
	v_add_u32 v53, s9, v1
	v_bfe_u32 v54, v27, 16, 1
	v_add3_u32 v55, v27, v54, s5
	v_cmp_u_f32 s[8:9], v27, v27
	v_mov_b32 v54, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v55, v55, v54, s[8:9]
	v_lshrrev_b32 v54, 16, v55
	v_readfirstlane_b32 s8, v18                         ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s9, v19
	s_nop 4
	global_store_short v53, v54, s[8:9]
	s_mul_i32 s8, s16, 16
	s_lshl_b32 s9, s8, 1
	v_add_u32 v54, s9, v1
	v_bfe_u32 v55, v28, 16, 1
	v_add3_u32 v56, v28, v55, s5
	v_cmp_u_f32 s[8:9], v28, v28
	v_mov_b32 v55, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v56, v56, v55, s[8:9]
	v_lshrrev_b32 v55, 16, v56
	v_readfirstlane_b32 s8, v18                         ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s9, v19
	s_nop 4
	global_store_short v54, v55, s[8:9]
	s_mul_i32 s8, s16, 17
	s_lshl_b32 s9, s8, 1
	v_add_u32 v55, s9, v1
	v_bfe_u32 v56, v29, 16, 1
	v_add3_u32 v57, v29, v56, s5
	v_cmp_u_f32 s[8:9], v29, v29
	v_mov_b32 v56, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v57, v57, v56, s[8:9]
	v_lshrrev_b32 v56, 16, v57
	v_readfirstlane_b32 s8, v18                         ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s9, v19
	s_nop 4
	global_store_short v55, v56, s[8:9]
	s_mul_i32 s8, s16, 18
	s_lshl_b32 s9, s8, 1
	v_add_u32 v56, s9, v1
	v_bfe_u32 v57, v30, 16, 1
	v_add3_u32 v58, v30, v57, s5
	v_cmp_u_f32 s[8:9], v30, v30
	v_mov_b32 v57, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v58, v58, v57, s[8:9]
	v_lshrrev_b32 v57, 16, v58
	v_readfirstlane_b32 s8, v18                         ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s9, v19
	s_nop 4
	global_store_short v56, v57, s[8:9]
	s_mul_i32 s8, s16, 19
	s_lshl_b32 s9, s8, 1
	v_add_u32 v57, s9, v1
	v_bfe_u32 v58, v31, 16, 1
	v_add3_u32 v59, v31, v58, s5
	v_cmp_u_f32 s[8:9], v31, v31
	v_mov_b32 v58, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v59, v59, v58, s[8:9]
	v_lshrrev_b32 v58, 16, v59
	v_readfirstlane_b32 s8, v18                         ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s9, v19
	s_nop 4
	global_store_short v57, v58, s[8:9]
	s_mul_i32 s8, s16, 24
	s_lshl_b32 s9, s8, 1
	v_add_u32 v58, s9, v1
	v_bfe_u32 v59, v32, 16, 1
	v_add3_u32 v60, v32, v59, s5
	v_cmp_u_f32 s[8:9], v32, v32
	v_mov_b32 v59, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v60, v60, v59, s[8:9]
	v_lshrrev_b32 v59, 16, v60
	v_readfirstlane_b32 s8, v18                         ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s9, v19
	s_nop 4
	global_store_short v58, v59, s[8:9]
	s_mul_i32 s8, s16, 25
	s_lshl_b32 s9, s8, 1
	v_add_u32 v59, s9, v1
	v_bfe_u32 v60, v33, 16, 1
	v_add3_u32 v61, v33, v60, s5
	v_cmp_u_f32 s[8:9], v33, v33
	v_mov_b32 v60, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v61, v61, v60, s[8:9]
	v_lshrrev_b32 v60, 16, v61
	v_readfirstlane_b32 s8, v18                         ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s9, v19
	s_nop 4
	global_store_short v59, v60, s[8:9]
	s_mul_i32 s8, s16, 26
	s_lshl_b32 s9, s8, 1
	v_add_u32 v60, s9, v1
	v_bfe_u32 v61, v34, 16, 1
	v_add3_u32 v62, v34, v61, s5
	v_cmp_u_f32 s[8:9], v34, v34
	v_mov_b32 v61, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v62, v62, v61, s[8:9]
	v_lshrrev_b32 v61, 16, v62
	v_readfirstlane_b32 s8, v18                         ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s9, v19
	s_nop 4
	global_store_short v60, v61, s[8:9]
	s_mul_i32 s8, s16, 27
	s_lshl_b32 s9, s8, 1
	v_add_u32 v61, s9, v1
	v_bfe_u32 v62, v35, 16, 1
	v_add3_u32 v63, v35, v62, s5
	v_cmp_u_f32 s[8:9], v35, v35
	v_mov_b32 v20, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v63, v63, v20, s[8:9]
	v_lshrrev_b32 v20, 16, v63
	v_readfirstlane_b32 s8, v18                         ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s9, v19
	s_nop 4
	global_store_short v61, v20, s[8:9]
	v_bfe_u32 v20, v36, 16, 1
	v_add3_u32 v21, v36, v20, s5
	v_cmp_u_f32 s[8:9], v36, v36
	v_mov_b32 v20, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v21, v20, s[8:9]
	v_lshrrev_b32 v20, 16, v21
	v_readfirstlane_b32 s8, v18                         ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s9, v19
	s_nop 4
	global_store_short v1, v20, s[8:9] offset:64
	v_bfe_u32 v20, v37, 16, 1
	v_add3_u32 v21, v37, v20, s5
	v_cmp_u_f32 s[8:9], v37, v37
	v_mov_b32 v20, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v21, v20, s[8:9]
	v_lshrrev_b32 v20, 16, v21
	v_readfirstlane_b32 s8, v18                         ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s9, v19
	s_nop 4
	global_store_short v3, v20, s[8:9] offset:64
	v_bfe_u32 v3, v38, 16, 1
	v_add3_u32 v20, v38, v3, s5
	v_cmp_u_f32 s[8:9], v38, v38
	v_mov_b32 v3, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v20, v3, s[8:9]
	v_lshrrev_b32 v3, 16, v20
	v_readfirstlane_b32 s8, v18                         ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s9, v19
	s_nop 4
	global_store_short v11, v3, s[8:9] offset:64
	v_bfe_u32 v3, v39, 16, 1
	v_add3_u32 v11, v39, v3, s5
	v_cmp_u_f32 s[8:9], v39, v39
	v_mov_b32 v3, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v11, v11, v3, s[8:9]
	v_lshrrev_b32 v3, 16, v11
	v_readfirstlane_b32 s8, v18                         ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s9, v19
	s_nop 4
	global_store_short v14, v3, s[8:9] offset:64
	v_bfe_u32 v3, v40, 16, 1
	v_add3_u32 v11, v40, v3, s5
	v_cmp_u_f32 s[8:9], v40, v40
	v_mov_b32 v3, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v11, v11, v3, s[8:9]
	v_lshrrev_b32 v3, 16, v11
	v_readfirstlane_b32 s8, v18                         ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s9, v19
	s_nop 4
	global_store_short v16, v3, s[8:9] offset:64
	v_bfe_u32 v3, v41, 16, 1
	v_add3_u32 v11, v41, v3, s5
	v_cmp_u_f32 s[8:9], v41, v41
	v_mov_b32 v3, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v11, v11, v3, s[8:9]
	v_lshrrev_b32 v3, 16, v11
	v_readfirstlane_b32 s8, v18                         ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s9, v19
	s_nop 4
	global_store_short v17, v3, s[8:9] offset:64
	v_bfe_u32 v3, v42, 16, 1
	v_add3_u32 v11, v42, v3, s5
	v_cmp_u_f32 s[8:9], v42, v42
	v_mov_b32 v3, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v11, v11, v3, s[8:9]
	v_lshrrev_b32 v3, 16, v11
	v_readfirstlane_b32 s8, v18                         ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s9, v19
	s_nop 4
	global_store_short v52, v3, s[8:9] offset:64
	v_bfe_u32 v3, v43, 16, 1
	v_add3_u32 v11, v43, v3, s5
	v_cmp_u_f32 s[8:9], v43, v43
	v_mov_b32 v3, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v11, v11, v3, s[8:9]
	v_lshrrev_b32 v3, 16, v11
	v_readfirstlane_b32 s8, v18                         ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s9, v19
	s_nop 4
	global_store_short v53, v3, s[8:9] offset:64
	v_bfe_u32 v3, v44, 16, 1
	v_add3_u32 v11, v44, v3, s5
	v_cmp_u_f32 s[8:9], v44, v44
	v_mov_b32 v3, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v11, v11, v3, s[8:9]
	v_lshrrev_b32 v3, 16, v11
	v_readfirstlane_b32 s8, v18                         ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s9, v19
	s_nop 4
	global_store_short v54, v3, s[8:9] offset:64
	v_bfe_u32 v3, v45, 16, 1
	v_add3_u32 v11, v45, v3, s5
	v_cmp_u_f32 s[8:9], v45, v45
	v_mov_b32 v3, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v11, v11, v3, s[8:9]
	v_lshrrev_b32 v3, 16, v11
	v_readfirstlane_b32 s8, v18                         ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s9, v19
	s_nop 4
	global_store_short v55, v3, s[8:9] offset:64
	v_bfe_u32 v3, v46, 16, 1
	v_add3_u32 v11, v46, v3, s5
	v_cmp_u_f32 s[8:9], v46, v46
	v_mov_b32 v3, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v11, v11, v3, s[8:9]
	v_lshrrev_b32 v3, 16, v11
	v_readfirstlane_b32 s8, v18                         ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s9, v19
	s_nop 4
	global_store_short v56, v3, s[8:9] offset:64
	v_bfe_u32 v3, v47, 16, 1
	v_add3_u32 v11, v47, v3, s5
	v_cmp_u_f32 s[8:9], v47, v47
	v_mov_b32 v3, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v11, v11, v3, s[8:9]
	v_lshrrev_b32 v3, 16, v11
	v_readfirstlane_b32 s8, v18                         ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s9, v19
	s_nop 4
	global_store_short v57, v3, s[8:9] offset:64
	v_bfe_u32 v3, v48, 16, 1
	v_add3_u32 v11, v48, v3, s5
	v_cmp_u_f32 s[8:9], v48, v48
	v_mov_b32 v3, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v11, v11, v3, s[8:9]
	v_lshrrev_b32 v3, 16, v11
	v_readfirstlane_b32 s8, v18                         ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s9, v19
	s_nop 4
	global_store_short v58, v3, s[8:9] offset:64
	v_bfe_u32 v3, v49, 16, 1
	v_add3_u32 v11, v49, v3, s5
	v_cmp_u_f32 s[8:9], v49, v49
	v_mov_b32 v3, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v11, v11, v3, s[8:9]
	v_lshrrev_b32 v3, 16, v11
	v_readfirstlane_b32 s8, v18                         ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s9, v19
	s_nop 4
	global_store_short v59, v3, s[8:9] offset:64
	v_bfe_u32 v3, v50, 16, 1
	v_add3_u32 v11, v50, v3, s5
	v_cmp_u_f32 s[8:9], v50, v50
	v_mov_b32 v3, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v11, v11, v3, s[8:9]
	v_lshrrev_b32 v3, 16, v11
	v_readfirstlane_b32 s8, v18                         ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s9, v19
	s_nop 4
	global_store_short v60, v3, s[8:9] offset:64
	v_bfe_u32 v3, v51, 16, 1
	v_add3_u32 v11, v51, v3, s5
	v_cmp_u_f32 s[8:9], v51, v51
	v_mov_b32 v3, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v11, v11, v3, s[8:9]
	v_lshrrev_b32 v3, 16, v11
	v_readfirstlane_b32 s8, v18                         ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s9, v19
	s_nop 4
	global_store_short v61, v3, s[8:9] offset:64
	s_branch .Lgrouped_gemm_if0_end
.Lgrouped_gemm_if0_else:
	v_add_f32 v3, 0, 0                                  ; examples/grouped_gemm.kgen:10
	v_mov_b32 v20, v3                                   ; loop-carried 'acc'
	v_mov_b32 v21, v3                                   ; loop-carried 'acc'
	v_mov_b32 v22, v3                                   ; loop-carried 'acc'
	v_mov_b32 v23, v3                                   ; loop-carried 'acc'
	v_mov_b32 v24, v3                                   ; loop-carried 'acc'
	v_mov_b32 v25, v3                                   ; loop-carried 'acc'
	v_mov_b32 v26, v3                                   ; loop-carried 'acc'
	v_mov_b32 v27, v3                                   ; loop-carried 'acc'
	v_mov_b32 v28, v3                                   ; loop-carried 'acc'
	v_mov_b32 v29, v3                                   ; loop-carried 'acc'
	v_mov_b32 v30, v3                                   ; loop-carried 'acc'
	v_mov_b32 v31, v3                                   ; loop-carried 'acc'
	v_mov_b32 v32, v3                                   ; loop-carried 'acc'
	v_mov_b32 v33, v3                                   ; loop-carried 'acc'
	v_mov_b32 v34, v3                                   ; loop-carried 'acc'
	v_mov_b32 v35, v3                                   ; loop-carried 'acc'
	v_mov_b32 v36, v3                                   ; loop-carried 'acc'
	v_mov_b32 v37, v3                                   ; loop-carried 'acc'
	v_mov_b32 v38, v3                                   ; loop-carried 'acc'
	v_mov_b32 v39, v3                                   ; loop-carried 'acc'
	v_mov_b32 v40, v3                                   ; loop-carried 'acc'
	v_mov_b32 v41, v3                                   ; loop-carried 'acc'
	v_mov_b32 v42, v3                                   ; loop-carried 'acc'
	v_mov_b32 v43, v3                                   ; loop-carried 'acc'
	v_mov_b32 v44, v3                                   ; loop-carried 'acc'
	v_mov_b32 v45, v3                                   ; loop-carried 'acc'
	v_mov_b32 v46, v3                                   ; loop-carried 'acc'
	v_mov_b32 v47, v3                                   ; loop-carried 'acc'
	v_mov_b32 v48, v3                                   ; loop-carried 'acc'
	v_mov_b32 v49, v3                                   ; loop-carried 'acc'
	v_mov_b32 v50, v3                                   ; loop-carried 'acc'
	v_mov_b32 v51, v3                                   ; loop-carried 'acc'
	v_cmp_ne_u32 s[8:9], v4, 0                          ; this tile holds rows of 'm'
	v_mov_b32 v3, s15                                   ; no steps in a tile past its segment's end
	s_nop 0
	v_cndmask_b32 v11, 0, v3, s[8:9]
	s_cmp_lg_u32 s10, 0
	s_cselect_b64 s[8:9], exec, 0
	s_and_b64 s[10:11], s[26:27], s[8:9]
	v_cmp_ge_u32 s[8:9], v11, 64                        ; at least one whole chunk of 'kk'
	v_sub_u32 v3, v11, 63
	s_nop 0
	v_cndmask_b32 v14, 0, v3, s[8:9]                    ; full chunks start below extent - chunk + 1
	v_cndmask_b32 v3, 0, v14, s[10:11]
	s_nop 0
	v_readfirstlane_b32 s8, v3
	s_mov_b32 s9, 0                                     ; for kk in k: steps of 64: whole chunks
	s_cmp_ge_u32 s9, s8
	s_cbranch_scc1 .Lgrouped_gemm_loop2_end
.Lgrouped_gemm_loop2:
	s_mov_b32 s10, s9
	s_mov_b32 s11, 0
	s_lshl_b64 s[12:13], s[10:11], 1
	v_add_co_u32 v16, vcc, s12, v8                      ; 'x' at this chunk
	v_mov_b32 v3, s13
	s_nop 0
	v_addc_co_u32 v17, vcc, v3, v9, vcc
	v_readfirstlane_b32 s10, v16                        ; examples/grouped_gemm.kgen:12: 16-byte load of 'x'
	v_readfirstlane_b32 s11, v17
	s_nop 4
	global_load_dwordx4 v[52:55], v5, s[10:11]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v3, 16, v52
	v_and_b32 v14, 0xffff0000, v52
	v_lshlrev_b32 v56, 16, v53
	v_and_b32 v57, 0xffff0000, v53
	v_lshlrev_b32 v58, 16, v54
	v_and_b32 v59, 0xffff0000, v54
	v_lshlrev_b32 v60, 16, v55
	v_and_b32 v61, 0xffff0000, v55
	s_mul_i32 s10, s15, 64
	s_lshl_b32 s11, s10, 1
	v_add_u32 v52, s11, v5
	v_readfirstlane_b32 s10, v16                        ; examples/grouped_gemm.kgen:12: 16-byte load of 'x'
	v_readfirstlane_b32 s11, v17
	s_nop 4
	global_load_dwordx4 v[62:65], v52, s[10:11]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v16, 16, v62
	v_and_b32 v17, 0xffff0000, v62
	v_lshlrev_b32 v53, 16, v63
	v_and_b32 v54, 0xffff0000, v63
	v_lshlrev_b32 v55, 16, v64
	v_and_b32 v66, 0xffff0000, v64
	v_lshlrev_b32 v67, 16, v65
	v_and_b32 v68, 0xffff0000, v65
	v_lshrrev_b32 v62, 16, v3
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v10, v62                               ; A operand of the product: stage
	v_lshrrev_b32 v3, 16, v14
	ds_write_b16 v10, v3 offset:2                       ; A operand of the product: stage
	v_lshrrev_b32 v3, 16, v56
	ds_write_b16 v10, v3 offset:4                       ; A operand of the product: stage
	v_lshrrev_b32 v3, 16, v57
	ds_write_b16 v10, v3 offset:6                       ; A operand of the product: stage
	v_lshrrev_b32 v3, 16, v58
	ds_write_b16 v10, v3 offset:8                       ; A operand of the product: stage
	v_lshrrev_b32 v3, 16, v59
	ds_write_b16 v10, v3 offset:10                      ; A operand of the product: stage
	v_lshrrev_b32 v3, 16, v60
	ds_write_b16 v10, v3 offset:12                      ; A operand of the product: stage
	v_lshrrev_b32 v3, 16, v61
	ds_write_b16 v10, v3 offset:14                      ; A operand of the product: stage
	v_lshrrev_b32 v3, 16, v16
	ds_write_b16 v10, v3 offset:9216                    ; A operand of the product: stage
	v_lshrrev_b32 v3, 16, v17
	ds_write_b16 v10, v3 offset:9218                    ; A operand of the product: stage
	v_lshrrev_b32 v3, 16, v53
	ds_write_b16 v10, v3 offset:9220                    ; A operand of the product: stage
	v_lshrrev_b32 v3, 16, v54
	ds_write_b16 v10, v3 offset:9222                    ; A operand of the product: stage
	v_lshrrev_b32 v3, 16, v55
	ds_write_b16 v10, v3 offset:9224                    ; A operand of the product: stage
	v_lshrrev_b32 v3, 16, v66
	ds_write_b16 v10, v3 offset:9226                    ; A operand of the product: stage
	v_lshrrev_b32 v3, 16, v67
	ds_write_b16 v10, v3 offset:9228                    ; A operand of the product: stage
	v_lshrrev_b32 v3, 16, v68
	ds_write_b16 v10, v3 offset:9230                    ; A operand of the product: stage
	s_add_u32 s10, s6, s12                              ; 'w' at this chunk
	s_addc_u32 s11, s7, s13
	global_load_dwordx4 v[54:57], v5, s[10:11]          ; examples/grouped_gemm.kgen:12: 16-byte load of 'w'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v3, 16, v54
	v_and_b32 v14, 0xffff0000, v54
	v_lshlrev_b32 v16, 16, v55
	v_and_b32 v17, 0xffff0000, v55
	v_lshlrev_b32 v53, 16, v56
	v_and_b32 v58, 0xffff0000, v56
	v_lshlrev_b32 v59, 16, v57
	v_and_b32 v60, 0xffff0000, v57
	global_load_dwordx4 v[54:57], v52, s[10:11]         ; examples/grouped_gemm.kgen:12: 16-byte load of 'w'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v54
	v_and_b32 v61, 0xffff0000, v54
	v_lshlrev_b32 v62, 16, v55
	v_and_b32 v63, 0xffff0000, v55
	v_lshlrev_b32 v64, 16, v56
	v_and_b32 v65, 0xffff0000, v56
	v_lshlrev_b32 v66, 16, v57
	v_and_b32 v67, 0xffff0000, v57
	v_lshrrev_b32 v54, 16, v3
	ds_write_b16 v10, v54 offset:18432                  ; B operand of the product: stage
	v_lshrrev_b32 v3, 16, v14
	ds_write_b16 v10, v3 offset:18434                   ; B operand of the product: stage
	v_lshrrev_b32 v3, 16, v16
	ds_write_b16 v10, v3 offset:18436                   ; B operand of the product: stage
	v_lshrrev_b32 v3, 16, v17
	ds_write_b16 v10, v3 offset:18438                   ; B operand of the product: stage
	v_lshrrev_b32 v3, 16, v53
	ds_write_b16 v10, v3 offset:18440                   ; B operand of the product: stage
	v_lshrrev_b32 v3, 16, v58
	ds_write_b16 v10, v3 offset:18442                   ; B operand of the product: stage
	v_lshrrev_b32 v3, 16, v59
	ds_write_b16 v10, v3 offset:18444                   ; B operand of the product: stage
	v_lshrrev_b32 v3, 16, v60
	ds_write_b16 v10, v3 offset:18446                   ; B operand of the product: stage
	v_lshrrev_b32 v3, 16, v52
	ds_write_b16 v10, v3 offset:27648                   ; B operand of the product: stage
	v_lshrrev_b32 v3, 16, v61
	ds_write_b16 v10, v3 offset:27650                   ; B operand of the product: stage
	v_lshrrev_b32 v3, 16, v62
	ds_write_b16 v10, v3 offset:27652                   ; B operand of the product: stage
	v_lshrrev_b32 v3, 16, v63
	ds_write_b16 v10, v3 offset:27654                   ; B operand of the product: stage
	v_lshrrev_b32 v3, 16, v64
	ds_write_b16 v10, v3 offset:27656                   ; B operand of the product: stage
	v_lshrrev_b32 v3, 16, v65
	ds_write_b16 v10, v3 offset:27658                   ; B operand of the product: stage
	v_lshrrev_b32 v3, 16, v66
	ds_write_b16 v10, v3 offset:27660                   ; B operand of the product: stage
	v_lshrrev_b32 v3, 16, v67
	ds_write_b16 v10, v3 offset:27662                   ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[52:55], v6 offset:18432              ; B fragment 0, k-steps 0..1
	ds_read_b128 v[56:59], v6 offset:23040              ; B fragment 1, k-steps 0..1
	ds_read_b128 v[60:63], v15                          ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[20:35], v[60:61], v[52:53], v[20:35] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[60:61], v[56:57], v[36:51] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[20:35], v[62:63], v[54:55], v[20:35] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[62:63], v[58:59], v[36:51] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	ds_read_b128 v[52:55], v6 offset:18464              ; B fragment 0, k-steps 2..3
	ds_read_b128 v[56:59], v6 offset:23072              ; B fragment 1, k-steps 2..3
	ds_read_b128 v[60:63], v15 offset:32                ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[20:35], v[60:61], v[52:53], v[20:35] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[60:61], v[56:57], v[36:51] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[20:35], v[62:63], v[54:55], v[20:35] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[62:63], v[58:59], v[36:51] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	ds_read_b128 v[52:55], v6 offset:18496              ; B fragment 0, k-steps 4..5
	ds_read_b128 v[56:59], v6 offset:23104              ; B fragment 1, k-steps 4..5
	ds_read_b128 v[60:63], v15 offset:64                ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[20:35], v[60:61], v[52:53], v[20:35] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[60:61], v[56:57], v[36:51] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[20:35], v[62:63], v[54:55], v[20:35] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[62:63], v[58:59], v[36:51] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	ds_read_b128 v[52:55], v6 offset:18528              ; B fragment 0, k-steps 6..7
	ds_read_b128 v[56:59], v6 offset:23136              ; B fragment 1, k-steps 6..7
	ds_read_b128 v[60:63], v15 offset:96                ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[20:35], v[60:61], v[52:53], v[20:35] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[60:61], v[56:57], v[36:51] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[20:35], v[62:63], v[54:55], v[20:35] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[62:63], v[58:59], v[36:51] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	s_add_u32 s9, s9, 64
	s_cmp_lt_u32 s9, s8
	s_cbranch_scc1 .Lgrouped_gemm_loop2
.Lgrouped_gemm_loop2_end:
	v_readfirstlane_b32 s8, v11
	s_mov_b32 s10, s9                                   ; for kk in k: steps of 64: the rest, masked
	s_cmp_ge_u32 s10, s8
	s_cbranch_scc1 .Lgrouped_gemm_loop3_end
.Lgrouped_gemm_loop3:
	v_sub_u32 v3, v11, s10
	s_mov_b32 s12, s10
	s_mov_b32 s13, 0
	s_lshl_b64 s[18:19], s[12:13], 1
	v_add_co_u32 v16, vcc, s18, v8                      ; 'x' at this chunk
	v_mov_b32 v14, s19
	s_nop 0
	v_addc_co_u32 v17, vcc, v14, v9, vcc
	v_cmp_lt_u32 s[12:13], v2, v4                       ; 'm' element in bounds
	v_cmp_lt_u32 s[22:23], v7, v3                       ; 'kk' element in bounds
	s_and_b64 s[24:25], s[12:13], s[22:23]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_732
	v_readfirstlane_b32 s24, v16                        ; examples/grouped_gemm.kgen:12: load of 'x'
	v_readfirstlane_b32 s25, v17
	s_nop 4
	global_load_ushort v14, v5, s[24:25]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v14
	v_add_u32 v14, 1, v7
	v_cmp_lt_u32 s[24:25], v14, v3                      ; 'kk' element in bounds
	s_and_b64 s[26:27], s[12:13], s[24:25]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_737
	v_readfirstlane_b32 s26, v16                        ; examples/grouped_gemm.kgen:12: load of 'x'
	v_readfirstlane_b32 s27, v17
	s_nop 4
	global_load_ushort v14, v5, s[26:27] offset:2
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v14
	v_add_u32 v14, 2, v7
	v_cmp_lt_u32 s[26:27], v14, v3                      ; 'kk' element in bounds
	s_and_b64 s[28:29], s[12:13], s[26:27]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_742
	v_readfirstlane_b32 s28, v16                        ; examples/grouped_gemm.kgen:12: load of 'x'
	v_readfirstlane_b32 s29, v17
	s_nop 4
	global_load_ushort v14, v5, s[28:29] offset:4
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v14
	v_add_u32 v14, 3, v7
	v_cmp_lt_u32 s[28:29], v14, v3                      ; 'kk' element in bounds
	s_and_b64 s[30:31], s[12:13], s[28:29]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_747
	v_readfirstlane_b32 s30, v16                        ; examples/grouped_gemm.kgen:12: load of 'x'
	v_readfirstlane_b32 s31, v17
	s_nop 4
	global_load_ushort v14, v5, s[30:31] offset:6
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v14
	v_add_u32 v14, 4, v7
	v_cmp_lt_u32 s[30:31], v14, v3                      ; 'kk' element in bounds
	s_and_b64 s[32:33], s[12:13], s[30:31]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_752
	v_readfirstlane_b32 s32, v16                        ; examples/grouped_gemm.kgen:12: load of 'x'
	v_readfirstlane_b32 s33, v17
	s_nop 4
	global_load_ushort v14, v5, s[32:33] offset:8
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v14
	v_add_u32 v14, 5, v7
	v_cmp_lt_u32 s[32:33], v14, v3                      ; 'kk' element in bounds
	s_and_b64 s[34:35], s[12:13], s[32:33]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_757
	v_readfirstlane_b32 s34, v16                        ; examples/grouped_gemm.kgen:12: load of 'x'
	v_readfirstlane_b32 s35, v17
	s_nop 4
	global_load_ushort v14, v5, s[34:35] offset:10
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v14
	v_add_u32 v14, 6, v7
	v_cmp_lt_u32 s[34:35], v14, v3                      ; 'kk' element in bounds
	s_and_b64 s[36:37], s[12:13], s[34:35]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_762
	v_readfirstlane_b32 s36, v16                        ; examples/grouped_gemm.kgen:12: load of 'x'
	v_readfirstlane_b32 s37, v17
	s_nop 4
	global_load_ushort v14, v5, s[36:37] offset:12
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v14
	v_add_u32 v14, 7, v7
	v_cmp_lt_u32 s[36:37], v14, v3                      ; 'kk' element in bounds
	s_and_b64 s[38:39], s[12:13], s[36:37]
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[12:13], s[38:39]               ; lanes where %vpred_767
	v_readfirstlane_b32 s38, v16                        ; examples/grouped_gemm.kgen:12: load of 'x'
	v_readfirstlane_b32 s39, v17
	s_nop 4
	global_load_ushort v3, v5, s[38:39] offset:14
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v14, 16, v3
	s_mul_i32 s9, s15, 64
	s_lshl_b32 s11, s9, 1
	v_add_u32 v3, s11, v5
	v_add_u32 v59, 64, v2
	v_cmp_lt_u32 s[12:13], v59, v4                      ; 'm' element in bounds
	s_and_b64 s[38:39], s[12:13], s[22:23]
	v_mov_b32 v60, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_775
	v_readfirstlane_b32 s38, v16                        ; examples/grouped_gemm.kgen:12: load of 'x'
	v_readfirstlane_b32 s39, v17
	s_nop 4
	global_load_ushort v60, v3, s[38:39]
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v60
	s_and_b64 s[38:39], s[12:13], s[24:25]
	v_mov_b32 v60, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_778
	v_readfirstlane_b32 s38, v16                        ; examples/grouped_gemm.kgen:12: load of 'x'
	v_readfirstlane_b32 s39, v17
	s_nop 4
	global_load_ushort v60, v3, s[38:39] offset:2
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v60
	s_and_b64 s[38:39], s[12:13], s[26:27]
	v_mov_b32 v60, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_781
	v_readfirstlane_b32 s38, v16                        ; examples/grouped_gemm.kgen:12: load of 'x'
	v_readfirstlane_b32 s39, v17
	s_nop 4
	global_load_ushort v60, v3, s[38:39] offset:4
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v60
	s_and_b64 s[38:39], s[12:13], s[28:29]
	v_mov_b32 v60, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_784
	v_readfirstlane_b32 s38, v16                        ; examples/grouped_gemm.kgen:12: load of 'x'
	v_readfirstlane_b32 s39, v17
	s_nop 4
	global_load_ushort v60, v3, s[38:39] offset:6
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v60
	s_and_b64 s[38:39], s[12:13], s[30:31]
	v_mov_b32 v60, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_787
	v_readfirstlane_b32 s38, v16                        ; examples/grouped_gemm.kgen:12: load of 'x'
	v_readfirstlane_b32 s39, v17
	s_nop 4
	global_load_ushort v60, v3, s[38:39] offset:8
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v60
	s_and_b64 s[38:39], s[12:13], s[32:33]
	v_mov_b32 v60, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_790
	v_readfirstlane_b32 s38, v16                        ; examples/grouped_gemm.kgen:12: load of 'x'
	v_readfirstlane_b32 s39, v17
	s_nop 4
	global_load_ushort v60, v3, s[38:39] offset:10
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v60
	s_and_b64 s[38:39], s[12:13], s[34:35]
	v_mov_b32 v60, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_793
	v_readfirstlane_b32 s38, v16                        ; examples/grouped_gemm.kgen:12: load of 'x'
	v_readfirstlane_b32 s39, v17
	s_nop 4
	global_load_ushort v60, v3, s[38:39] offset:12
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v60
	s_and_b64 s[38:39], s[12:13], s[36:37]
	v_mov_b32 v60, 0                                    ; absent element
	s_and_saveexec_b64 s[12:13], s[38:39]               ; lanes where %vpred_796
	v_readfirstlane_b32 s38, v16                        ; examples/grouped_gemm.kgen:12: load of 'x'
	v_readfirstlane_b32 s39, v17
	s_nop 4
	global_load_ushort v60, v3, s[38:39] offset:14
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v16, 16, v60
	v_lshrrev_b32 v17, 16, v52
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v10, v17                               ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v53
	ds_write_b16 v10, v17 offset:2                      ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v54
	ds_write_b16 v10, v17 offset:4                      ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v55
	ds_write_b16 v10, v17 offset:6                      ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v56
	ds_write_b16 v10, v17 offset:8                      ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v57
	ds_write_b16 v10, v17 offset:10                     ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v58
	ds_write_b16 v10, v17 offset:12                     ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v14
	ds_write_b16 v10, v17 offset:14                     ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v61
	ds_write_b16 v10, v14 offset:9216                   ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v62
	ds_write_b16 v10, v14 offset:9218                   ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v63
	ds_write_b16 v10, v14 offset:9220                   ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v64
	ds_write_b16 v10, v14 offset:9222                   ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v65
	ds_write_b16 v10, v14 offset:9224                   ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v66
	ds_write_b16 v10, v14 offset:9226                   ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v67
	ds_write_b16 v10, v14 offset:9228                   ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v16
	ds_write_b16 v10, v14 offset:9230                   ; A operand of the product: stage
	s_add_u32 s12, s6, s18                              ; 'w' at this chunk
	s_addc_u32 s13, s7, s19
	v_cmp_lt_u32 s[18:19], v2, s20                      ; 'n' element in bounds
	s_and_b64 s[38:39], s[18:19], s[22:23]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_817
	global_load_ushort v14, v5, s[12:13]                ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v16, 16, v14
	s_and_b64 s[38:39], s[18:19], s[24:25]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_820
	global_load_ushort v14, v5, s[12:13] offset:2       ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v17, 16, v14
	s_and_b64 s[38:39], s[18:19], s[26:27]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_823
	global_load_ushort v14, v5, s[12:13] offset:4       ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v14
	s_and_b64 s[38:39], s[18:19], s[28:29]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_826
	global_load_ushort v14, v5, s[12:13] offset:6       ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v14
	s_and_b64 s[38:39], s[18:19], s[30:31]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_829
	global_load_ushort v14, v5, s[12:13] offset:8       ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v14
	s_and_b64 s[38:39], s[18:19], s[32:33]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_832
	global_load_ushort v14, v5, s[12:13] offset:10      ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v14
	s_and_b64 s[38:39], s[18:19], s[34:35]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_835
	global_load_ushort v14, v5, s[12:13] offset:12      ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v14
	s_and_b64 s[38:39], s[18:19], s[36:37]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[38:39]               ; lanes where %vpred_838
	global_load_ushort v14, v5, s[12:13] offset:14      ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v14
	v_cmp_lt_u32 s[18:19], v59, s20                     ; 'n' element in bounds
	s_and_b64 s[38:39], s[18:19], s[22:23]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[38:39]               ; lanes where %vpred_842
	global_load_ushort v14, v3, s[12:13]                ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v14
	s_and_b64 s[22:23], s[18:19], s[24:25]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_845
	global_load_ushort v14, v3, s[12:13] offset:2       ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v14
	s_and_b64 s[22:23], s[18:19], s[26:27]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_848
	global_load_ushort v14, v3, s[12:13] offset:4       ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v14
	s_and_b64 s[22:23], s[18:19], s[28:29]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_851
	global_load_ushort v14, v3, s[12:13] offset:6       ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v14
	s_and_b64 s[22:23], s[18:19], s[30:31]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_854
	global_load_ushort v14, v3, s[12:13] offset:8       ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v14
	s_and_b64 s[22:23], s[18:19], s[32:33]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_857
	global_load_ushort v14, v3, s[12:13] offset:10      ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v14
	s_and_b64 s[22:23], s[18:19], s[34:35]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_860
	global_load_ushort v14, v3, s[12:13] offset:12      ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v14
	s_and_b64 s[22:23], s[18:19], s[36:37]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[22:23]               ; lanes where %vpred_863
	global_load_ushort v14, v3, s[12:13] offset:14      ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v3, 16, v14
	v_lshrrev_b32 v14, 16, v16
	ds_write_b16 v10, v14 offset:18432                  ; B operand of the product: stage
	v_lshrrev_b32 v14, 16, v17
	ds_write_b16 v10, v14 offset:18434                  ; B operand of the product: stage
	v_lshrrev_b32 v14, 16, v52
	ds_write_b16 v10, v14 offset:18436                  ; B operand of the product: stage
	v_lshrrev_b32 v14, 16, v53
	ds_write_b16 v10, v14 offset:18438                  ; B operand of the product: stage
	v_lshrrev_b32 v14, 16, v54
	ds_write_b16 v10, v14 offset:18440                  ; B operand of the product: stage
	v_lshrrev_b32 v14, 16, v55
	ds_write_b16 v10, v14 offset:18442                  ; B operand of the product: stage
	v_lshrrev_b32 v14, 16, v56
	ds_write_b16 v10, v14 offset:18444                  ; B operand of the product: stage
	v_lshrrev_b32 v14, 16, v57
	ds_write_b16 v10, v14 offset:18446                  ; B operand of the product: stage
	v_lshrrev_b32 v14, 16, v58
	ds_write_b16 v10, v14 offset:27648                  ; B operand of the product: stage
	v_lshrrev_b32 v14, 16, v59
	ds_write_b16 v10, v14 offset:27650                  ; B operand of the product: stage
	v_lshrrev_b32 v14, 16, v60
	ds_write_b16 v10, v14 offset:27652                  ; B operand of the product: stage
	v_lshrrev_b32 v14, 16, v61
	ds_write_b16 v10, v14 offset:27654                  ; B operand of the product: stage
	v_lshrrev_b32 v14, 16, v62
	ds_write_b16 v10, v14 offset:27656                  ; B operand of the product: stage
	v_lshrrev_b32 v14, 16, v63
	ds_write_b16 v10, v14 offset:27658                  ; B operand of the product: stage
	v_lshrrev_b32 v14, 16, v64
	ds_write_b16 v10, v14 offset:27660                  ; B operand of the product: stage
	v_lshrrev_b32 v14, 16, v3
	ds_write_b16 v10, v14 offset:27662                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[52:55], v6 offset:18432              ; B fragment 0, k-steps 0..1
	ds_read_b128 v[56:59], v6 offset:23040              ; B fragment 1, k-steps 0..1
	ds_read_b128 v[60:63], v15                          ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[20:35], v[60:61], v[52:53], v[20:35] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[60:61], v[56:57], v[36:51] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[20:35], v[62:63], v[54:55], v[20:35] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[62:63], v[58:59], v[36:51] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	ds_read_b128 v[52:55], v6 offset:18464              ; B fragment 0, k-steps 2..3
	ds_read_b128 v[56:59], v6 offset:23072              ; B fragment 1, k-steps 2..3
	ds_read_b128 v[60:63], v15 offset:32                ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[20:35], v[60:61], v[52:53], v[20:35] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[60:61], v[56:57], v[36:51] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[20:35], v[62:63], v[54:55], v[20:35] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[62:63], v[58:59], v[36:51] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	ds_read_b128 v[52:55], v6 offset:18496              ; B fragment 0, k-steps 4..5
	ds_read_b128 v[56:59], v6 offset:23104              ; B fragment 1, k-steps 4..5
	ds_read_b128 v[60:63], v15 offset:64                ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[20:35], v[60:61], v[52:53], v[20:35] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[60:61], v[56:57], v[36:51] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[20:35], v[62:63], v[54:55], v[20:35] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[62:63], v[58:59], v[36:51] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	ds_read_b128 v[52:55], v6 offset:18528              ; B fragment 0, k-steps 6..7
	ds_read_b128 v[56:59], v6 offset:23136              ; B fragment 1, k-steps 6..7
	ds_read_b128 v[60:63], v15 offset:96                ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[20:35], v[60:61], v[52:53], v[20:35] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[60:61], v[56:57], v[36:51] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[20:35], v[62:63], v[54:55], v[20:35] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[62:63], v[58:59], v[36:51] ; examples/grouped_gemm.kgen:12: mfma 32x32x8
	s_add_u32 s10, s10, 64
	s_cmp_lt_u32 s10, s8
	s_cbranch_scc1 .Lgrouped_gemm_loop3
.Lgrouped_gemm_loop3_end:
	v_cmp_lt_u32 s[6:7], v13, v4                        ; 'm' element in bounds
	v_cmp_lt_u32 s[8:9], v12, s20                       ; 'n' element in bounds
	s_and_b64 s[10:11], s[6:7], s[8:9]
	s_nop 3
	v_bfe_u32 v2, v20, 16, 1
	v_add3_u32 v3, v20, v2, s5
	v_cmp_u_f32 s[12:13], v20, v20
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[12:13]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[12:13], s[10:11]               ; lanes where %vpred_932
	v_readfirstlane_b32 s10, v18                        ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s11, v19
	s_nop 4
	global_store_short v1, v2, s[10:11]
	s_mov_b64 exec, s[12:13]
	s_mul_i32 s10, s16, 1
	s_lshl_b32 s11, s10, 1
	v_add_u32 v2, s11, v1
	v_add_u32 v3, 1, v13
	v_cmp_lt_u32 s[10:11], v3, v4                       ; 'm' element in bounds
	s_and_b64 s[12:13], s[10:11], s[8:9]
	v_bfe_u32 v3, v21, 16, 1
	v_add3_u32 v5, v21, v3, s5
	v_cmp_u_f32 s[14:15], v21, v21
	v_mov_b32 v3, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v5, v5, v3, s[14:15]
	v_lshrrev_b32 v3, 16, v5
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_939
	v_readfirstlane_b32 s12, v18                        ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s13, v19
	s_nop 4
	global_store_short v2, v3, s[12:13]
	s_mov_b64 exec, s[14:15]
	s_mul_i32 s12, s16, 2
	s_lshl_b32 s13, s12, 1
	v_add_u32 v3, s13, v1
	v_add_u32 v5, 2, v13
	v_cmp_lt_u32 s[12:13], v5, v4                       ; 'm' element in bounds
	s_and_b64 s[14:15], s[12:13], s[8:9]
	v_bfe_u32 v5, v22, 16, 1
	v_add3_u32 v6, v22, v5, s5
	v_cmp_u_f32 s[18:19], v22, v22
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v6, v6, v5, s[18:19]
	v_lshrrev_b32 v5, 16, v6
	s_and_saveexec_b64 s[18:19], s[14:15]               ; lanes where %vpred_946
	v_readfirstlane_b32 s14, v18                        ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s15, v19
	s_nop 4
	global_store_short v3, v5, s[14:15]
	s_mov_b64 exec, s[18:19]
	s_mul_i32 s14, s16, 3
	s_lshl_b32 s15, s14, 1
	v_add_u32 v5, s15, v1
	v_add_u32 v6, 3, v13
	v_cmp_lt_u32 s[14:15], v6, v4                       ; 'm' element in bounds
	s_and_b64 s[18:19], s[14:15], s[8:9]
	v_bfe_u32 v6, v23, 16, 1
	v_add3_u32 v7, v23, v6, s5
	v_cmp_u_f32 s[22:23], v23, v23
	v_mov_b32 v6, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v7, v7, v6, s[22:23]
	v_lshrrev_b32 v6, 16, v7
	s_and_saveexec_b64 s[22:23], s[18:19]               ; lanes where %vpred_953
	v_readfirstlane_b32 s18, v18                        ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s19, v19
	s_nop 4
	global_store_short v5, v6, s[18:19]
	s_mov_b64 exec, s[22:23]
	s_mul_i32 s17, s16, 8
	s_lshl_b32 s18, s17, 1
	v_add_u32 v6, s18, v1
	v_add_u32 v7, 8, v13
	v_cmp_lt_u32 s[18:19], v7, v4                       ; 'm' element in bounds
	s_and_b64 s[22:23], s[18:19], s[8:9]
	v_bfe_u32 v7, v24, 16, 1
	v_add3_u32 v8, v24, v7, s5
	v_cmp_u_f32 s[24:25], v24, v24
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v8, v8, v7, s[24:25]
	v_lshrrev_b32 v7, 16, v8
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_960
	v_readfirstlane_b32 s22, v18                        ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s23, v19
	s_nop 4
	global_store_short v6, v7, s[22:23]
	s_mov_b64 exec, s[24:25]
	s_mul_i32 s17, s16, 9
	s_lshl_b32 s21, s17, 1
	v_add_u32 v7, s21, v1
	v_add_u32 v8, 9, v13
	v_cmp_lt_u32 s[22:23], v8, v4                       ; 'm' element in bounds
	s_and_b64 s[24:25], s[22:23], s[8:9]
	v_bfe_u32 v8, v25, 16, 1
	v_add3_u32 v9, v25, v8, s5
	v_cmp_u_f32 s[26:27], v25, v25
	v_mov_b32 v8, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v9, v9, v8, s[26:27]
	v_lshrrev_b32 v8, 16, v9
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_967
	v_readfirstlane_b32 s24, v18                        ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s25, v19
	s_nop 4
	global_store_short v7, v8, s[24:25]
	s_mov_b64 exec, s[26:27]
	s_mul_i32 s17, s16, 10
	s_lshl_b32 s21, s17, 1
	v_add_u32 v8, s21, v1
	v_add_u32 v9, 10, v13
	v_cmp_lt_u32 s[24:25], v9, v4                       ; 'm' element in bounds
	s_and_b64 s[26:27], s[24:25], s[8:9]
	v_bfe_u32 v9, v26, 16, 1
	v_add3_u32 v10, v26, v9, s5
	v_cmp_u_f32 s[28:29], v26, v26
	v_mov_b32 v9, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v10, v10, v9, s[28:29]
	v_lshrrev_b32 v9, 16, v10
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_974
	v_readfirstlane_b32 s26, v18                        ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s27, v19
	s_nop 4
	global_store_short v8, v9, s[26:27]
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s17, s16, 11
	s_lshl_b32 s21, s17, 1
	v_add_u32 v9, s21, v1
	v_add_u32 v10, 11, v13
	v_cmp_lt_u32 s[26:27], v10, v4                      ; 'm' element in bounds
	s_and_b64 s[28:29], s[26:27], s[8:9]
	v_bfe_u32 v10, v27, 16, 1
	v_add3_u32 v11, v27, v10, s5
	v_cmp_u_f32 s[30:31], v27, v27
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v11, v11, v10, s[30:31]
	v_lshrrev_b32 v10, 16, v11
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_981
	v_readfirstlane_b32 s28, v18                        ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s29, v19
	s_nop 4
	global_store_short v9, v10, s[28:29]
	s_mov_b64 exec, s[30:31]
	s_mul_i32 s17, s16, 16
	s_lshl_b32 s21, s17, 1
	v_add_u32 v10, s21, v1
	v_add_u32 v11, 16, v13
	v_cmp_lt_u32 s[28:29], v11, v4                      ; 'm' element in bounds
	s_and_b64 s[30:31], s[28:29], s[8:9]
	v_bfe_u32 v11, v28, 16, 1
	v_add3_u32 v14, v28, v11, s5
	v_cmp_u_f32 s[32:33], v28, v28
	v_mov_b32 v11, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v14, v11, s[32:33]
	v_lshrrev_b32 v11, 16, v14
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_988
	v_readfirstlane_b32 s30, v18                        ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s31, v19
	s_nop 4
	global_store_short v10, v11, s[30:31]
	s_mov_b64 exec, s[32:33]
	s_mul_i32 s17, s16, 17
	s_lshl_b32 s21, s17, 1
	v_add_u32 v11, s21, v1
	v_add_u32 v14, 17, v13
	v_cmp_lt_u32 s[30:31], v14, v4                      ; 'm' element in bounds
	s_and_b64 s[32:33], s[30:31], s[8:9]
	v_bfe_u32 v14, v29, 16, 1
	v_add3_u32 v15, v29, v14, s5
	v_cmp_u_f32 s[34:35], v29, v29
	v_mov_b32 v14, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v15, v15, v14, s[34:35]
	v_lshrrev_b32 v14, 16, v15
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_995
	v_readfirstlane_b32 s32, v18                        ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s33, v19
	s_nop 4
	global_store_short v11, v14, s[32:33]
	s_mov_b64 exec, s[34:35]
	s_mul_i32 s17, s16, 18
	s_lshl_b32 s21, s17, 1
	v_add_u32 v14, s21, v1
	v_add_u32 v15, 18, v13
	v_cmp_lt_u32 s[32:33], v15, v4                      ; 'm' element in bounds
	s_and_b64 s[34:35], s[32:33], s[8:9]
	v_bfe_u32 v15, v30, 16, 1
	v_add3_u32 v16, v30, v15, s5
	v_cmp_u_f32 s[36:37], v30, v30
	v_mov_b32 v15, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v16, v16, v15, s[36:37]
	v_lshrrev_b32 v15, 16, v16
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_1002
	v_readfirstlane_b32 s34, v18                        ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s35, v19
	s_nop 4
	global_store_short v14, v15, s[34:35]
	s_mov_b64 exec, s[36:37]
	s_mul_i32 s17, s16, 19
	s_lshl_b32 s21, s17, 1
	v_add_u32 v15, s21, v1
	v_add_u32 v16, 19, v13
	v_cmp_lt_u32 s[34:35], v16, v4                      ; 'm' element in bounds
	s_and_b64 s[36:37], s[34:35], s[8:9]
	v_bfe_u32 v16, v31, 16, 1
	v_add3_u32 v17, v31, v16, s5
	v_cmp_u_f32 s[38:39], v31, v31
	v_mov_b32 v16, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v17, v17, v16, s[38:39]
	v_lshrrev_b32 v16, 16, v17
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_1009
	v_readfirstlane_b32 s36, v18                        ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s37, v19
	s_nop 4
	global_store_short v15, v16, s[36:37]
	s_mov_b64 exec, s[38:39]
	s_mul_i32 s17, s16, 24
	s_lshl_b32 s21, s17, 1
	v_add_u32 v16, s21, v1
	v_add_u32 v17, 24, v13
	v_cmp_lt_u32 s[36:37], v17, v4                      ; 'm' element in bounds
	s_and_b64 s[38:39], s[36:37], s[8:9]
	v_bfe_u32 v17, v32, 16, 1
	v_add3_u32 v52, v32, v17, s5
	v_cmp_u_f32 s[40:41], v32, v32
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v52, v17, s[40:41]
	v_lshrrev_b32 v17, 16, v52
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_1016
	v_readfirstlane_b32 s38, v18                        ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s39, v19
	s_nop 4
	global_store_short v16, v17, s[38:39]
	s_mov_b64 exec, s[40:41]
	s_mul_i32 s17, s16, 25
	s_lshl_b32 s21, s17, 1
	v_add_u32 v17, s21, v1
	v_add_u32 v52, 25, v13
	v_cmp_lt_u32 s[38:39], v52, v4                      ; 'm' element in bounds
	s_and_b64 s[40:41], s[38:39], s[8:9]
	v_bfe_u32 v52, v33, 16, 1
	v_add3_u32 v53, v33, v52, s5
	v_cmp_u_f32 s[42:43], v33, v33
	v_mov_b32 v52, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v53, v53, v52, s[42:43]
	v_lshrrev_b32 v52, 16, v53
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_1023
	v_readfirstlane_b32 s40, v18                        ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s41, v19
	s_nop 4
	global_store_short v17, v52, s[40:41]
	s_mov_b64 exec, s[42:43]
	s_mul_i32 s17, s16, 26
	s_lshl_b32 s21, s17, 1
	v_add_u32 v52, s21, v1
	v_add_u32 v53, 26, v13
	v_cmp_lt_u32 s[40:41], v53, v4                      ; 'm' element in bounds
	s_and_b64 s[42:43], s[40:41], s[8:9]
	v_bfe_u32 v53, v34, 16, 1
	v_add3_u32 v54, v34, v53, s5
	v_cmp_u_f32 s[44:45], v34, v34
	v_mov_b32 v53, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v54, v54, v53, s[44:45]
	v_lshrrev_b32 v53, 16, v54
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_1030
	v_readfirstlane_b32 s42, v18                        ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s43, v19
	s_nop 4
	global_store_short v52, v53, s[42:43]
	s_mov_b64 exec, s[44:45]
	s_mul_i32 s17, s16, 27
	s_lshl_b32 s16, s17, 1
	v_add_u32 v53, s16, v1
	v_add_u32 v54, 27, v13
	v_cmp_lt_u32 s[16:17], v54, v4                      ; 'm' element in bounds
	s_and_b64 s[42:43], s[16:17], s[8:9]
	v_bfe_u32 v4, v35, 16, 1
	v_add3_u32 v13, v35, v4, s5
	v_cmp_u_f32 s[8:9], v35, v35
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v13, v13, v4, s[8:9]
	v_lshrrev_b32 v4, 16, v13
	s_and_saveexec_b64 s[8:9], s[42:43]                 ; lanes where %vpred_1037
	v_readfirstlane_b32 s42, v18                        ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s43, v19
	s_nop 4
	global_store_short v53, v4, s[42:43]
	s_mov_b64 exec, s[8:9]
	v_add_u32 v4, 32, v12
	v_cmp_lt_u32 s[8:9], v4, s20                        ; 'n' element in bounds
	s_and_b64 s[20:21], s[6:7], s[8:9]
	v_bfe_u32 v4, v36, 16, 1
	v_add3_u32 v12, v36, v4, s5
	v_cmp_u_f32 s[6:7], v36, v36
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v12, v12, v4, s[6:7]
	v_lshrrev_b32 v4, 16, v12
	s_and_saveexec_b64 s[6:7], s[20:21]                 ; lanes where %vpred_1041
	v_readfirstlane_b32 s20, v18                        ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s21, v19
	s_nop 4
	global_store_short v1, v4, s[20:21] offset:64
	s_mov_b64 exec, s[6:7]
	s_and_b64 s[6:7], s[10:11], s[8:9]
	v_bfe_u32 v1, v37, 16, 1
	v_add3_u32 v4, v37, v1, s5
	v_cmp_u_f32 s[10:11], v37, v37
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v4, v4, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v4
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_1043
	v_readfirstlane_b32 s6, v18                         ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s7, v19
	s_nop 4
	global_store_short v2, v1, s[6:7] offset:64
	s_mov_b64 exec, s[10:11]
	s_and_b64 s[6:7], s[12:13], s[8:9]
	v_bfe_u32 v1, v38, 16, 1
	v_add3_u32 v2, v38, v1, s5
	v_cmp_u_f32 s[10:11], v38, v38
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_1045
	v_readfirstlane_b32 s6, v18                         ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s7, v19
	s_nop 4
	global_store_short v3, v1, s[6:7] offset:64
	s_mov_b64 exec, s[10:11]
	s_and_b64 s[6:7], s[14:15], s[8:9]
	v_bfe_u32 v1, v39, 16, 1
	v_add3_u32 v2, v39, v1, s5
	v_cmp_u_f32 s[10:11], v39, v39
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_1047
	v_readfirstlane_b32 s6, v18                         ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s7, v19
	s_nop 4
	global_store_short v5, v1, s[6:7] offset:64
	s_mov_b64 exec, s[10:11]
	s_and_b64 s[6:7], s[18:19], s[8:9]
	v_bfe_u32 v1, v40, 16, 1
	v_add3_u32 v2, v40, v1, s5
	v_cmp_u_f32 s[10:11], v40, v40
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_1049
	v_readfirstlane_b32 s6, v18                         ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s7, v19
	s_nop 4
	global_store_short v6, v1, s[6:7] offset:64
	s_mov_b64 exec, s[10:11]
	s_and_b64 s[6:7], s[22:23], s[8:9]
	v_bfe_u32 v1, v41, 16, 1
	v_add3_u32 v2, v41, v1, s5
	v_cmp_u_f32 s[10:11], v41, v41
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_1051
	v_readfirstlane_b32 s6, v18                         ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s7, v19
	s_nop 4
	global_store_short v7, v1, s[6:7] offset:64
	s_mov_b64 exec, s[10:11]
	s_and_b64 s[6:7], s[24:25], s[8:9]
	v_bfe_u32 v1, v42, 16, 1
	v_add3_u32 v2, v42, v1, s5
	v_cmp_u_f32 s[10:11], v42, v42
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_1053
	v_readfirstlane_b32 s6, v18                         ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s7, v19
	s_nop 4
	global_store_short v8, v1, s[6:7] offset:64
	s_mov_b64 exec, s[10:11]
	s_and_b64 s[6:7], s[26:27], s[8:9]
	v_bfe_u32 v1, v43, 16, 1
	v_add3_u32 v2, v43, v1, s5
	v_cmp_u_f32 s[10:11], v43, v43
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_1055
	v_readfirstlane_b32 s6, v18                         ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s7, v19
	s_nop 4
	global_store_short v9, v1, s[6:7] offset:64
	s_mov_b64 exec, s[10:11]
	s_and_b64 s[6:7], s[28:29], s[8:9]
	v_bfe_u32 v1, v44, 16, 1
	v_add3_u32 v2, v44, v1, s5
	v_cmp_u_f32 s[10:11], v44, v44
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_1057
	v_readfirstlane_b32 s6, v18                         ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s7, v19
	s_nop 4
	global_store_short v10, v1, s[6:7] offset:64
	s_mov_b64 exec, s[10:11]
	s_and_b64 s[6:7], s[30:31], s[8:9]
	v_bfe_u32 v1, v45, 16, 1
	v_add3_u32 v2, v45, v1, s5
	v_cmp_u_f32 s[10:11], v45, v45
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_1059
	v_readfirstlane_b32 s6, v18                         ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s7, v19
	s_nop 4
	global_store_short v11, v1, s[6:7] offset:64
	s_mov_b64 exec, s[10:11]
	s_and_b64 s[6:7], s[32:33], s[8:9]
	v_bfe_u32 v1, v46, 16, 1
	v_add3_u32 v2, v46, v1, s5
	v_cmp_u_f32 s[10:11], v46, v46
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_1061
	v_readfirstlane_b32 s6, v18                         ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s7, v19
	s_nop 4
	global_store_short v14, v1, s[6:7] offset:64
	s_mov_b64 exec, s[10:11]
	s_and_b64 s[6:7], s[34:35], s[8:9]
	v_bfe_u32 v1, v47, 16, 1
	v_add3_u32 v2, v47, v1, s5
	v_cmp_u_f32 s[10:11], v47, v47
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_1063
	v_readfirstlane_b32 s6, v18                         ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s7, v19
	s_nop 4
	global_store_short v15, v1, s[6:7] offset:64
	s_mov_b64 exec, s[10:11]
	s_and_b64 s[6:7], s[36:37], s[8:9]
	v_bfe_u32 v1, v48, 16, 1
	v_add3_u32 v2, v48, v1, s5
	v_cmp_u_f32 s[10:11], v48, v48
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_1065
	v_readfirstlane_b32 s6, v18                         ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s7, v19
	s_nop 4
	global_store_short v16, v1, s[6:7] offset:64
	s_mov_b64 exec, s[10:11]
	s_and_b64 s[6:7], s[38:39], s[8:9]
	v_bfe_u32 v1, v49, 16, 1
	v_add3_u32 v2, v49, v1, s5
	v_cmp_u_f32 s[10:11], v49, v49
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_1067
	v_readfirstlane_b32 s6, v18                         ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s7, v19
	s_nop 4
	global_store_short v17, v1, s[6:7] offset:64
	s_mov_b64 exec, s[10:11]
	s_and_b64 s[6:7], s[40:41], s[8:9]
	v_bfe_u32 v1, v50, 16, 1
	v_add3_u32 v2, v50, v1, s5
	v_cmp_u_f32 s[10:11], v50, v50
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_1069
	v_readfirstlane_b32 s6, v18                         ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s7, v19
	s_nop 4
	global_store_short v52, v1, s[6:7] offset:64
	s_mov_b64 exec, s[10:11]
	s_and_b64 s[6:7], s[16:17], s[8:9]
	v_bfe_u32 v1, v51, 16, 1
	v_add3_u32 v2, v51, v1, s5
	v_cmp_u_f32 s[8:9], v51, v51
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[6:7]                   ; lanes where %vpred_1071
	v_readfirstlane_b32 s6, v18                         ; examples/grouped_gemm.kgen:14: store to 'y'
	v_readfirstlane_b32 s7, v19
	s_nop 4
	global_store_short v53, v1, s[6:7] offset:64
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
		.amdhsa_next_free_vgpr 69
		.amdhsa_next_free_sgpr 46
		.amdhsa_accum_offset 72
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
    .sgpr_count:     52
    .sgpr_spill_count: 0
    .vgpr_count:     69
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
