; kgen AMDGCN module for gfx942: 1 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5

; kernel batched_gemm: kgen AMDGCN for gfx942 (wave64, code object v5)
; kernel batched_gemm from examples/batched_gemm.kgen
; target gfx942: AMD CDNA3 (MI300)
;   block: 256 threads = 4 x 64-wide waves
;   grid: n, m, g
;   chunk: g: 1, m: 64, n: 64, kk: 32; walked in chunks: none
;   layout: g:1 x m:64 x n:64: reg[m1 m2 m8 m16] lane[n1 n2 n4 n8 n16 m4] warp[m32 n32]
;     (the first product's accumulator; at most 4 elements per vector access)
;   tile products on mfma 32x32x8: operands staged in shared memory (a loop's plain-load operands streamed ahead through registers), results in the accumulator layout
;   accumulator orientations of least cost (0 shuffle and conversion instructions per thread)
;   product 7:16 m x n contracting kk: 2 x 2 warps, each mfma 32x32x8 tiles
;   value layouts (each the first of the products' accumulator layouts, then blocked layouts, over its axes, sliced):
;     L0 [g, m, n]: g:1 x m:64 x n:64: reg[m1 m2 m8 m16] lane[n1 n2 n4 n8 n16 m4] warp[m32 n32]
;     L1 [g, m, kk]: g:1 x m:64 x kk:32: reg[kk1 kk2 m32] lane[kk4 kk8 kk16 m1 m2 m4] warp[m8 m16]
;     L2 [g, n, kk]: g:1 x n:64 x kk:32: reg[n1 n2 kk16] lane[n4 n8 n16 n32 kk1 kk2] warp[kk4 kk8]
;       5:11 carried -> L0; 7:16 load a -> L1; 7:30 load w -> L2; 7:16 matmul -> L0; 7:9 add -> L0; 6:5 loop_result -> L0
; resources: 58 VGPRs, 0 AGPRs, 36 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 15360 bytes LDS, 40 bytes of arguments, 256 threads
;   arg a: tensor bf16 at 0 (read-only)
;   arg w: tensor bf16 at 8 (read-only)
;   arg c: tensor f32 at 16
;   arg G: dim i32 at 24
;   arg M: dim i32 at 28
;   arg K: dim i32 at 32
;   arg N: dim i32 at 36
; s[0:1] kernarg pointer, s2 workgroup id x, s3 workgroup id y, s4 workgroup id z, v0 work-item id
	.text
	.globl	batched_gemm
	.p2align	8
	.type	batched_gemm,@function
batched_gemm:
	s_load_dwordx2 s[6:7], s[0:1], 0x0                  ; argument a
	s_load_dwordx2 s[8:9], s[0:1], 0x8                  ; argument w
	s_load_dwordx2 s[10:11], s[0:1], 0x10               ; argument c
	s_load_dword s5, s[0:1], 0x1c                       ; argument M
	s_load_dword s12, s[0:1], 0x20                      ; argument K
	s_load_dword s13, s[0:1], 0x24                      ; argument N
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s14, s2                                   ; program index along 'n'
	s_mul_i32 s15, s14, 64                              ; first 'n' of this program's tile (64)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s14, s13, s15
	s_min_u32 s16, s14, 64                              ; 'n' elements in this tile
	s_mov_b32 s14, s3                                   ; program index along 'm'
	s_mul_i32 s17, s14, 64                              ; first 'm' of this program's tile (64)
	s_sub_u32 s14, s5, s17
	s_min_u32 s18, s14, 64                              ; 'm' elements in this tile
	s_mov_b32 s14, s4                                   ; program index along 'g'
	s_and_b32 s19, s12, 3
	s_cmp_eq_u32 s19, 0                                 ; rows start aligned to 4 elements iff K % 4 == 0
	s_cselect_b32 s19, 1, 0
	s_and_b32 s20, s13, 3
	s_cmp_eq_u32 s20, 0                                 ; rows start aligned to 4 elements iff N % 4 == 0
	s_cselect_b32 s20, 1, 0
	s_and_b32 s21, s19, s20
	s_and_b32 s19, s12, 7
	s_cmp_eq_u32 s19, 0                                 ; rows start aligned to 8 elements iff K % 8 == 0
	s_cselect_b32 s19, 1, 0
	s_and_b32 s20, s21, s19
	s_and_b32 s19, s13, 7
	s_cmp_eq_u32 s19, 0                                 ; rows start aligned to 8 elements iff N % 8 == 0
	s_cselect_b32 s19, 1, 0
	s_and_b32 s21, s20, s19
	s_cmp_ge_u32 s16, 64                                ; a whole chunk of 'n' (64) is in bounds
	s_cselect_b32 s19, 1, 0
	s_cmp_ge_u32 s18, 64                                ; a whole chunk of 'm' (64) is in bounds
	s_cselect_b32 s20, 1, 0
	s_and_b32 s22, s19, s20
	v_and_b32 v2, 31, v1
	v_lshrrev_b32 v3, 6, v1
	v_and_b32 v4, 1, v3
	v_lshlrev_b32 v3, 5, v4
	v_or_b32 v4, v2, v3                                 ; thread's 'r' coordinate
	v_lshrrev_b32 v5, 5, v1
	v_and_b32 v6, 1, v5
	v_lshlrev_b32 v5, 2, v6
	v_mul_lo_u32 v6, 40, v4
	v_add_u32 v4, v6, v5
	v_lshlrev_b32 v6, 1, v4                             ; thread's M-fragment place
	s_mul_i32 s19, s13, s12                             ; a stride of 'w'
	v_lshrrev_b32 v4, 4, v1
	v_mul_lo_u32 v7, s13, v4
	v_and_b32 v8, 15, v1
	v_lshlrev_b32 v9, 2, v8
	v_add_u32 v8, v7, v9
	v_lshlrev_b32 v7, 1, v8                             ; thread's byte offset in a chunk of 'w'
	s_mul_i32 s24, s14, s19
	s_mul_hi_u32 s25, s14, s19
	s_lshl_b64 s[26:27], s[24:25], 1
	s_add_u32 s24, s8, s26                              ; 'w' at this program
	s_addc_u32 s25, s9, s27
	s_mov_b32 s8, s15
	s_mov_b32 s9, 0
	s_lshl_b64 s[26:27], s[8:9], 1
	s_add_u32 s28, s24, s26                             ; 'w' at this program
	s_addc_u32 s29, s25, s27
	v_mul_lo_u32 v8, 40, v9
	v_add_u32 v10, v8, v4
	v_lshlrev_b32 v8, 1, v10                            ; thread's place in opb1
	v_lshrrev_b32 v10, 7, v1
	v_lshlrev_b32 v11, 5, v10
	v_or_b32 v10, v2, v11                               ; thread's 'r' coordinate
	v_mul_lo_u32 v2, 40, v10
	v_add_u32 v11, v2, v5
	v_lshlrev_b32 v2, 1, v11                            ; thread's N-fragment place
	s_mul_i32 s15, s12, s5                              ; a stride of 'a'
	v_lshrrev_b32 v11, 2, v1
	v_and_b32 v12, 3, v1
	v_lshlrev_b32 v13, 3, v12
	v_mul_lo_u32 v12, s12, v11
	v_add_u32 v14, v12, v13
	v_lshlrev_b32 v12, 1, v14                           ; thread's first 16 bytes of a 'a' tile
	v_mul_lo_u32 v14, 40, v11
	v_add_u32 v15, v14, v13
	v_lshlrev_b32 v13, 1, v15                           ; thread's first 16 bytes in st0
	s_mul_i32 s24, s14, s15
	s_mul_hi_u32 s25, s14, s15
	s_lshl_b64 s[26:27], s[24:25], 1
	s_add_u32 s24, s6, s26                              ; 'a' at this program
	s_addc_u32 s25, s7, s27
	s_mul_i32 s6, s17, s12
	s_mul_hi_u32 s7, s17, s12
	s_lshl_b64 s[26:27], s[6:7], 1
	s_add_u32 s6, s24, s26                              ; 'a' at this program
	s_addc_u32 s7, s25, s27
	v_lshrrev_b32 v14, 3, v1
	v_mul_lo_u32 v15, s12, v14
	v_and_b32 v16, 7, v1
	v_lshlrev_b32 v1, 2, v16
	v_add_u32 v16, v15, v1
	v_lshlrev_b32 v15, 1, v16                           ; thread's byte offset in a chunk of 'a'
	v_mul_lo_u32 v16, 40, v14
	v_add_u32 v17, v16, v1
	v_lshlrev_b32 v16, 1, v17                           ; thread's place in st0
	s_mul_i32 s15, s13, s5                              ; a stride of 'c'
	v_or_b32 v17, v5, v3                                ; thread's 'm' coordinate
	v_mul_lo_u32 v3, s13, v17
	v_add_u32 v5, v3, v10
	v_lshlrev_b32 v3, 2, v5                             ; thread's byte offset in a chunk of 'c'
	s_mul_i32 s24, s14, s15
	s_mul_hi_u32 s25, s14, s15
	s_lshl_b64 s[14:15], s[24:25], 2
	s_add_u32 s24, s10, s14                             ; 'c' at this program
	s_addc_u32 s25, s11, s15
	s_mul_i32 s10, s17, s13
	s_mul_hi_u32 s11, s17, s13
	s_lshl_b64 s[14:15], s[10:11], 2
	s_add_u32 s10, s24, s14                             ; 'c' at this program
	s_addc_u32 s11, s25, s15
	s_lshl_b64 s[14:15], s[8:9], 2
	s_add_u32 s8, s10, s14                              ; 'c' at this program
	s_addc_u32 s9, s11, s15
	s_cmp_eq_u32 s22, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lbatched_gemm_if0_else
	v_mov_b32 v5, 0                                     ; loop-carried 'acc'
	v_mov_b32 v18, 0                                    ; loop-carried 'acc'
	v_mov_b32 v19, 0                                    ; loop-carried 'acc'
	v_mov_b32 v20, 0                                    ; loop-carried 'acc'
	v_mov_b32 v21, 0                                    ; loop-carried 'acc'
	v_mov_b32 v22, 0                                    ; loop-carried 'acc'
	v_mov_b32 v23, 0                                    ; loop-carried 'acc'
	v_mov_b32 v24, 0                                    ; loop-carried 'acc'
	v_mov_b32 v25, 0                                    ; loop-carried 'acc'
	v_mov_b32 v26, 0                                    ; loop-carried 'acc'
	v_mov_b32 v27, 0                                    ; loop-carried 'acc'
	v_mov_b32 v28, 0                                    ; loop-carried 'acc'
	v_mov_b32 v29, 0                                    ; loop-carried 'acc'
	v_mov_b32 v30, 0                                    ; loop-carried 'acc'
	v_mov_b32 v31, 0                                    ; loop-carried 'acc'
	v_mov_b32 v32, 0                                    ; loop-carried 'acc'
	s_cmp_ge_u32 s12, 32                                ; at least one whole chunk of 'kk'
	s_cselect_b32 s5, 1, 0
	s_sub_u32 s10, s12, 31
	s_cmp_lg_u32 s5, 0                                  ; full chunks start below extent - chunk + 1
	s_cselect_b32 s5, s10, 0
	s_cmp_lg_u32 s21, 0
	s_cselect_b32 s10, s5, 0
	s_mov_b32 s14, 0
	s_mov_b32 s15, 0
	s_lshl_b64 s[22:23], s[14:15], 1
	s_add_u32 s14, s6, s22                              ; 'a' at this chunk
	s_addc_u32 s15, s7, s23
	s_cmp_lt_u32 0, s10                                 ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s5, 1, 0
	v_cmp_lt_u32 s[22:23], v11, s18
	s_cmp_lg_u32 s5, 0
	s_cselect_b64 s[24:25], exec, 0
	s_and_b64 s[26:27], s[24:25], s[22:23]
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[26:27]               ; lanes where %vpred_715
	global_load_dwordx4 v[34:37], v12, s[14:15]         ; examples/batched_gemm.kgen:7: 16 bytes of 'a'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	ds_write_b128 v13, v[34:37]                         ; 16 bytes into st0
	s_mov_b32 s5, 0                                     ; for kk in k: steps of 32: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s5, s10
	s_cbranch_scc1 .Lbatched_gemm_loop0_end
.Lbatched_gemm_loop0:
	s_add_u32 s11, s5, 32
	s_cmp_lt_u32 s5, s10
	s_cselect_b32 s14, 1, 0
	s_cmp_eq_u32 s14, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lbatched_gemm_if1_end
	s_mov_b32 s14, s11
	s_mov_b32 s15, 0
	s_lshl_b64 s[22:23], s[14:15], 1
	s_add_u32 s14, s6, s22                              ; 'a' at this chunk
	s_addc_u32 s15, s7, s23
	s_cmp_lt_u32 s11, s10                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s11, 1, 0
	v_cmp_lt_u32 s[22:23], v11, s18
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[24:25], exec, 0
	s_and_b64 s[26:27], s[24:25], s[22:23]
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[26:27]               ; lanes where %vpred_726
	global_load_dwordx4 v[34:37], v12, s[14:15]         ; examples/batched_gemm.kgen:7: 16 bytes of 'a'
	s_mov_b64 exec, s[22:23]
	s_mul_i32 s14, s5, s13
	s_mul_hi_u32 s15, s5, s13
	s_lshl_b64 s[22:23], s[14:15], 1
	s_add_u32 s14, s28, s22                             ; 'w' at this chunk
	s_addc_u32 s15, s29, s23
	v_cmp_lt_u32 s[22:23], v9, s16                      ; 'n' element in bounds
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_734
	global_load_ushort v33, v7, s[14:15]                ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v38, 16, v33
	v_add_u32 v33, 1, v9
	v_cmp_lt_u32 s[24:25], v33, s16                     ; 'n' element in bounds
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_738
	global_load_ushort v33, v7, s[14:15] offset:2       ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v39, 16, v33
	v_add_u32 v33, 2, v9
	v_cmp_lt_u32 s[26:27], v33, s16                     ; 'n' element in bounds
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[26:27]               ; lanes where %vpred_742
	global_load_ushort v33, v7, s[14:15] offset:4       ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v40, 16, v33
	v_add_u32 v33, 3, v9
	v_cmp_lt_u32 s[30:31], v33, s16                     ; 'n' element in bounds
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_746
	global_load_ushort v33, v7, s[14:15] offset:6       ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v41, 16, v33
	s_mul_i32 s11, s13, 16
	s_lshl_b32 s17, s11, 1
	v_add_u32 v33, s17, v7
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[22:23]               ; lanes where %vpred_734
	global_load_ushort v42, v33, s[14:15]               ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v43, 16, v42
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[24:25]               ; lanes where %vpred_738
	global_load_ushort v42, v33, s[14:15] offset:2      ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v42
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[26:27]               ; lanes where %vpred_742
	global_load_ushort v42, v33, s[14:15] offset:4      ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v42
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_746
	global_load_ushort v42, v33, s[14:15] offset:6      ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v33, 16, v42
	v_lshrrev_b32 v42, 16, v38
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v8, v42 offset:10240                   ; B operand of the product: stage
	v_lshrrev_b32 v38, 16, v39
	ds_write_b16 v8, v38 offset:10320                   ; B operand of the product: stage
	v_lshrrev_b32 v38, 16, v40
	ds_write_b16 v8, v38 offset:10400                   ; B operand of the product: stage
	v_lshrrev_b32 v38, 16, v41
	ds_write_b16 v8, v38 offset:10480                   ; B operand of the product: stage
	v_lshrrev_b32 v38, 16, v43
	ds_write_b16 v8, v38 offset:10272                   ; B operand of the product: stage
	v_lshrrev_b32 v38, 16, v44
	ds_write_b16 v8, v38 offset:10352                   ; B operand of the product: stage
	v_lshrrev_b32 v38, 16, v45
	ds_write_b16 v8, v38 offset:10432                   ; B operand of the product: stage
	v_lshrrev_b32 v38, 16, v33
	ds_write_b16 v8, v38 offset:10512                   ; B operand of the product: stage
	v_mov_b32 v38, v5                                   ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v39, v18                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v40, v19                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v41, v20                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v42, v21                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v43, v22                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v44, v23                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v45, v24                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v46, v25                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v47, v26                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v48, v27                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v49, v28                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v50, v29                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v51, v30                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v52, v31                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v53, v32                                  ; examples/batched_gemm.kgen:7: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v54, v2 offset:10240                    ; B fragment 0 of k-step 0
	ds_read_b32 v55, v2 offset:10244                    ; B fragment 0 of k-step 0
	ds_read_b32 v56, v6                                 ; A fragment 0 of k-step 0
	ds_read_b32 v57, v6 offset:4                        ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[38:53], v[56:57], v[54:55], v[38:53] ; examples/batched_gemm.kgen:7: mfma 32x32x8
	ds_read_b32 v54, v2 offset:10256                    ; B fragment 0 of k-step 1
	ds_read_b32 v55, v2 offset:10260                    ; B fragment 0 of k-step 1
	ds_read_b32 v56, v6 offset:16                       ; A fragment 0 of k-step 1
	ds_read_b32 v57, v6 offset:20                       ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[38:53], v[56:57], v[54:55], v[38:53] ; examples/batched_gemm.kgen:7: mfma 32x32x8
	ds_read_b32 v54, v2 offset:10272                    ; B fragment 0 of k-step 2
	ds_read_b32 v55, v2 offset:10276                    ; B fragment 0 of k-step 2
	ds_read_b32 v56, v6 offset:32                       ; A fragment 0 of k-step 2
	ds_read_b32 v57, v6 offset:36                       ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[38:53], v[56:57], v[54:55], v[38:53] ; examples/batched_gemm.kgen:7: mfma 32x32x8
	ds_read_b32 v54, v2 offset:10288                    ; B fragment 0 of k-step 3
	ds_read_b32 v55, v2 offset:10292                    ; B fragment 0 of k-step 3
	ds_read_b32 v56, v6 offset:48                       ; A fragment 0 of k-step 3
	ds_read_b32 v57, v6 offset:52                       ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[38:53], v[56:57], v[54:55], v[38:53] ; examples/batched_gemm.kgen:7: mfma 32x32x8
	s_nop 7
	s_nop 2
	v_mov_b32 v5, v38                                   ; next 'acc'
	v_mov_b32 v18, v39                                  ; next 'acc'
	v_mov_b32 v19, v40                                  ; next 'acc'
	v_mov_b32 v20, v41                                  ; next 'acc'
	v_mov_b32 v21, v42                                  ; next 'acc'
	v_mov_b32 v22, v43                                  ; next 'acc'
	v_mov_b32 v23, v44                                  ; next 'acc'
	v_mov_b32 v24, v45                                  ; next 'acc'
	v_mov_b32 v25, v46                                  ; next 'acc'
	v_mov_b32 v26, v47                                  ; next 'acc'
	v_mov_b32 v27, v48                                  ; next 'acc'
	v_mov_b32 v28, v49                                  ; next 'acc'
	v_mov_b32 v29, v50                                  ; next 'acc'
	v_mov_b32 v30, v51                                  ; next 'acc'
	v_mov_b32 v31, v52                                  ; next 'acc'
	v_mov_b32 v32, v53                                  ; next 'acc'
	ds_write_b128 v13, v[34:37] offset:5120             ; 16 bytes into st0
.Lbatched_gemm_if1_end:
	s_add_u32 s11, s5, 32
	s_add_u32 s14, s11, 32
	s_cmp_lt_u32 s11, s10
	s_cselect_b32 s15, 1, 0
	s_cmp_eq_u32 s15, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lbatched_gemm_if2_end
	s_mov_b32 s22, s14
	s_mov_b32 s23, 0
	s_lshl_b64 s[24:25], s[22:23], 1
	s_add_u32 s22, s6, s24                              ; 'a' at this chunk
	s_addc_u32 s23, s7, s25
	s_cmp_lt_u32 s14, s10                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s14, 1, 0
	v_cmp_lt_u32 s[24:25], v11, s18
	s_cmp_lg_u32 s14, 0
	s_cselect_b64 s[14:15], exec, 0
	s_and_b64 s[26:27], s[14:15], s[24:25]
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_808
	global_load_dwordx4 v[34:37], v12, s[22:23]         ; examples/batched_gemm.kgen:7: 16 bytes of 'a'
	s_mov_b64 exec, s[14:15]
	s_mul_i32 s14, s11, s13
	s_mul_hi_u32 s15, s11, s13
	s_lshl_b64 s[22:23], s[14:15], 1
	s_add_u32 s14, s28, s22                             ; 'w' at this chunk
	s_addc_u32 s15, s29, s23
	v_cmp_lt_u32 s[22:23], v9, s16                      ; 'n' element in bounds
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_816
	global_load_ushort v33, v7, s[14:15]                ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v38, 16, v33
	v_add_u32 v33, 1, v9
	v_cmp_lt_u32 s[24:25], v33, s16                     ; 'n' element in bounds
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_820
	global_load_ushort v33, v7, s[14:15] offset:2       ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v39, 16, v33
	v_add_u32 v33, 2, v9
	v_cmp_lt_u32 s[26:27], v33, s16                     ; 'n' element in bounds
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[26:27]               ; lanes where %vpred_824
	global_load_ushort v33, v7, s[14:15] offset:4       ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v40, 16, v33
	v_add_u32 v33, 3, v9
	v_cmp_lt_u32 s[30:31], v33, s16                     ; 'n' element in bounds
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_828
	global_load_ushort v33, v7, s[14:15] offset:6       ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v41, 16, v33
	s_mul_i32 s11, s13, 16
	s_lshl_b32 s17, s11, 1
	v_add_u32 v33, s17, v7
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[22:23]               ; lanes where %vpred_816
	global_load_ushort v42, v33, s[14:15]               ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v43, 16, v42
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[24:25]               ; lanes where %vpred_820
	global_load_ushort v42, v33, s[14:15] offset:2      ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v42
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[26:27]               ; lanes where %vpred_824
	global_load_ushort v42, v33, s[14:15] offset:4      ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v42
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_828
	global_load_ushort v42, v33, s[14:15] offset:6      ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v33, 16, v42
	v_lshrrev_b32 v42, 16, v38
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v8, v42 offset:10240                   ; B operand of the product: stage
	v_lshrrev_b32 v38, 16, v39
	ds_write_b16 v8, v38 offset:10320                   ; B operand of the product: stage
	v_lshrrev_b32 v38, 16, v40
	ds_write_b16 v8, v38 offset:10400                   ; B operand of the product: stage
	v_lshrrev_b32 v38, 16, v41
	ds_write_b16 v8, v38 offset:10480                   ; B operand of the product: stage
	v_lshrrev_b32 v38, 16, v43
	ds_write_b16 v8, v38 offset:10272                   ; B operand of the product: stage
	v_lshrrev_b32 v38, 16, v44
	ds_write_b16 v8, v38 offset:10352                   ; B operand of the product: stage
	v_lshrrev_b32 v38, 16, v45
	ds_write_b16 v8, v38 offset:10432                   ; B operand of the product: stage
	v_lshrrev_b32 v38, 16, v33
	ds_write_b16 v8, v38 offset:10512                   ; B operand of the product: stage
	v_mov_b32 v38, v5                                   ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v39, v18                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v40, v19                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v41, v20                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v42, v21                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v43, v22                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v44, v23                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v45, v24                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v46, v25                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v47, v26                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v48, v27                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v49, v28                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v50, v29                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v51, v30                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v52, v31                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v53, v32                                  ; examples/batched_gemm.kgen:7: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v54, v2 offset:10240                    ; B fragment 0 of k-step 0
	ds_read_b32 v55, v2 offset:10244                    ; B fragment 0 of k-step 0
	ds_read_b32 v56, v6 offset:5120                     ; A fragment 0 of k-step 0
	ds_read_b32 v57, v6 offset:5124                     ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[38:53], v[56:57], v[54:55], v[38:53] ; examples/batched_gemm.kgen:7: mfma 32x32x8
	ds_read_b32 v54, v2 offset:10256                    ; B fragment 0 of k-step 1
	ds_read_b32 v55, v2 offset:10260                    ; B fragment 0 of k-step 1
	ds_read_b32 v56, v6 offset:5136                     ; A fragment 0 of k-step 1
	ds_read_b32 v57, v6 offset:5140                     ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[38:53], v[56:57], v[54:55], v[38:53] ; examples/batched_gemm.kgen:7: mfma 32x32x8
	ds_read_b32 v54, v2 offset:10272                    ; B fragment 0 of k-step 2
	ds_read_b32 v55, v2 offset:10276                    ; B fragment 0 of k-step 2
	ds_read_b32 v56, v6 offset:5152                     ; A fragment 0 of k-step 2
	ds_read_b32 v57, v6 offset:5156                     ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[38:53], v[56:57], v[54:55], v[38:53] ; examples/batched_gemm.kgen:7: mfma 32x32x8
	ds_read_b32 v54, v2 offset:10288                    ; B fragment 0 of k-step 3
	ds_read_b32 v55, v2 offset:10292                    ; B fragment 0 of k-step 3
	ds_read_b32 v56, v6 offset:5168                     ; A fragment 0 of k-step 3
	ds_read_b32 v57, v6 offset:5172                     ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[38:53], v[56:57], v[54:55], v[38:53] ; examples/batched_gemm.kgen:7: mfma 32x32x8
	s_nop 7
	s_nop 2
	v_mov_b32 v5, v38                                   ; next 'acc'
	v_mov_b32 v18, v39                                  ; next 'acc'
	v_mov_b32 v19, v40                                  ; next 'acc'
	v_mov_b32 v20, v41                                  ; next 'acc'
	v_mov_b32 v21, v42                                  ; next 'acc'
	v_mov_b32 v22, v43                                  ; next 'acc'
	v_mov_b32 v23, v44                                  ; next 'acc'
	v_mov_b32 v24, v45                                  ; next 'acc'
	v_mov_b32 v25, v46                                  ; next 'acc'
	v_mov_b32 v26, v47                                  ; next 'acc'
	v_mov_b32 v27, v48                                  ; next 'acc'
	v_mov_b32 v28, v49                                  ; next 'acc'
	v_mov_b32 v29, v50                                  ; next 'acc'
	v_mov_b32 v30, v51                                  ; next 'acc'
	v_mov_b32 v31, v52                                  ; next 'acc'
	v_mov_b32 v32, v53                                  ; next 'acc'
	ds_write_b128 v13, v[34:37]                         ; 16 bytes into st0
.Lbatched_gemm_if2_end:
	s_add_u32 s5, s5, 64
	s_cmp_lt_u32 s5, s10
	s_cbranch_scc1 .Lbatched_gemm_loop0
.Lbatched_gemm_loop0_end:
	s_add_u32 s5, s10, 31
	s_and_b32 s10, s5, 0xffffffe0                       ; the first chunk of 'kk' the pipeline left
	s_mov_b32 s5, s10                                   ; for kk in k: steps of 32: the rest, masked
	s_cmp_ge_u32 s5, s12
	s_cbranch_scc1 .Lbatched_gemm_loop1_end
.Lbatched_gemm_loop1:
	s_sub_u32 s10, s12, s5
	s_mov_b32 s14, s5
	s_mov_b32 s15, 0
	s_lshl_b64 s[22:23], s[14:15], 1
	s_add_u32 s14, s6, s22                              ; 'a' at this chunk
	s_addc_u32 s15, s7, s23
	v_cmp_lt_u32 s[22:23], v14, s18                     ; 'm' element in bounds
	v_cmp_lt_u32 s[24:25], v1, s10                      ; 'kk' element in bounds
	s_and_b64 s[26:27], s[22:23], s[24:25]
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[26:27]               ; lanes where %vpred_199
	global_load_ushort v33, v15, s[14:15]               ; examples/batched_gemm.kgen:7: load of 'a'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v33
	v_add_u32 v33, 1, v1
	v_cmp_lt_u32 s[26:27], v33, s10                     ; 'kk' element in bounds
	s_and_b64 s[30:31], s[22:23], s[26:27]
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_204
	global_load_ushort v33, v15, s[14:15] offset:2      ; examples/batched_gemm.kgen:7: load of 'a'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v35, 16, v33
	v_add_u32 v33, 2, v1
	v_cmp_lt_u32 s[30:31], v33, s10                     ; 'kk' element in bounds
	s_and_b64 s[32:33], s[22:23], s[30:31]
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_209
	global_load_ushort v33, v15, s[14:15] offset:4      ; examples/batched_gemm.kgen:7: load of 'a'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v36, 16, v33
	v_add_u32 v33, 3, v1
	v_cmp_lt_u32 s[32:33], v33, s10                     ; 'kk' element in bounds
	s_and_b64 s[34:35], s[22:23], s[32:33]
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[34:35]               ; lanes where %vpred_214
	global_load_ushort v33, v15, s[14:15] offset:6      ; examples/batched_gemm.kgen:7: load of 'a'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v37, 16, v33
	s_mul_i32 s11, s12, 32
	s_lshl_b32 s17, s11, 1
	v_add_u32 v33, s17, v15
	v_add_u32 v38, 32, v14
	v_cmp_lt_u32 s[22:23], v38, s18                     ; 'm' element in bounds
	s_and_b64 s[34:35], s[22:23], s[24:25]
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[34:35]               ; lanes where %vpred_222
	global_load_ushort v38, v33, s[14:15]               ; examples/batched_gemm.kgen:7: load of 'a'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v39, 16, v38
	s_and_b64 s[24:25], s[22:23], s[26:27]
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_225
	global_load_ushort v38, v33, s[14:15] offset:2      ; examples/batched_gemm.kgen:7: load of 'a'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v40, 16, v38
	s_and_b64 s[24:25], s[22:23], s[30:31]
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_228
	global_load_ushort v38, v33, s[14:15] offset:4      ; examples/batched_gemm.kgen:7: load of 'a'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v41, 16, v38
	s_and_b64 s[24:25], s[22:23], s[32:33]
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[24:25]               ; lanes where %vpred_231
	global_load_ushort v38, v33, s[14:15] offset:6      ; examples/batched_gemm.kgen:7: load of 'a'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v33, 16, v38
	v_lshrrev_b32 v38, 16, v34
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v16, v38                               ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v35
	ds_write_b16 v16, v34 offset:2                      ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v36
	ds_write_b16 v16, v34 offset:4                      ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v37
	ds_write_b16 v16, v34 offset:6                      ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v39
	ds_write_b16 v16, v34 offset:2560                   ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v40
	ds_write_b16 v16, v34 offset:2562                   ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v41
	ds_write_b16 v16, v34 offset:2564                   ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v33
	ds_write_b16 v16, v34 offset:2566                   ; A operand of the product: stage
	s_mul_i32 s14, s5, s13
	s_mul_hi_u32 s15, s5, s13
	s_lshl_b64 s[22:23], s[14:15], 1
	s_add_u32 s14, s28, s22                             ; 'w' at this chunk
	s_addc_u32 s15, s29, s23
	v_cmp_lt_u32 s[22:23], v9, s16                      ; 'n' element in bounds
	v_cmp_lt_u32 s[24:25], v4, s10                      ; 'kk' element in bounds
	s_and_b64 s[26:27], s[22:23], s[24:25]
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[26:27]               ; lanes where %vpred_250
	global_load_ushort v33, v7, s[14:15]                ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v33
	v_add_u32 v33, 1, v9
	v_cmp_lt_u32 s[26:27], v33, s16                     ; 'n' element in bounds
	s_and_b64 s[30:31], s[26:27], s[24:25]
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_255
	global_load_ushort v33, v7, s[14:15] offset:2       ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v35, 16, v33
	v_add_u32 v33, 2, v9
	v_cmp_lt_u32 s[30:31], v33, s16                     ; 'n' element in bounds
	s_and_b64 s[32:33], s[30:31], s[24:25]
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_260
	global_load_ushort v33, v7, s[14:15] offset:4       ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v36, 16, v33
	v_add_u32 v33, 3, v9
	v_cmp_lt_u32 s[32:33], v33, s16                     ; 'n' element in bounds
	s_and_b64 s[34:35], s[32:33], s[24:25]
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[34:35]               ; lanes where %vpred_265
	global_load_ushort v33, v7, s[14:15] offset:6       ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v37, 16, v33
	s_mul_i32 s11, s13, 16
	s_lshl_b32 s17, s11, 1
	v_add_u32 v33, s17, v7
	v_add_u32 v38, 16, v4
	v_cmp_lt_u32 s[24:25], v38, s10                     ; 'kk' element in bounds
	s_and_b64 s[10:11], s[22:23], s[24:25]
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[10:11]               ; lanes where %vpred_273
	global_load_ushort v38, v33, s[14:15]               ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v39, 16, v38
	s_and_b64 s[10:11], s[26:27], s[24:25]
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[10:11]               ; lanes where %vpred_276
	global_load_ushort v38, v33, s[14:15] offset:2      ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v40, 16, v38
	s_and_b64 s[10:11], s[30:31], s[24:25]
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[10:11]               ; lanes where %vpred_279
	global_load_ushort v38, v33, s[14:15] offset:4      ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v41, 16, v38
	s_and_b64 s[10:11], s[32:33], s[24:25]
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[10:11]               ; lanes where %vpred_282
	global_load_ushort v38, v33, s[14:15] offset:6      ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v33, 16, v38
	v_lshrrev_b32 v38, 16, v34
	ds_write_b16 v8, v38 offset:10240                   ; B operand of the product: stage
	v_lshrrev_b32 v34, 16, v35
	ds_write_b16 v8, v34 offset:10320                   ; B operand of the product: stage
	v_lshrrev_b32 v34, 16, v36
	ds_write_b16 v8, v34 offset:10400                   ; B operand of the product: stage
	v_lshrrev_b32 v34, 16, v37
	ds_write_b16 v8, v34 offset:10480                   ; B operand of the product: stage
	v_lshrrev_b32 v34, 16, v39
	ds_write_b16 v8, v34 offset:10272                   ; B operand of the product: stage
	v_lshrrev_b32 v34, 16, v40
	ds_write_b16 v8, v34 offset:10352                   ; B operand of the product: stage
	v_lshrrev_b32 v34, 16, v41
	ds_write_b16 v8, v34 offset:10432                   ; B operand of the product: stage
	v_lshrrev_b32 v34, 16, v33
	ds_write_b16 v8, v34 offset:10512                   ; B operand of the product: stage
	v_mov_b32 v34, v5                                   ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v35, v18                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v36, v19                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v37, v20                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v38, v21                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v39, v22                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v40, v23                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v41, v24                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v42, v25                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v43, v26                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v44, v27                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v45, v28                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v46, v29                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v47, v30                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v48, v31                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v49, v32                                  ; examples/batched_gemm.kgen:7: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v50, v2 offset:10240                    ; B fragment 0 of k-step 0
	ds_read_b32 v51, v2 offset:10244                    ; B fragment 0 of k-step 0
	ds_read_b32 v52, v6                                 ; A fragment 0 of k-step 0
	ds_read_b32 v53, v6 offset:4                        ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[34:49], v[52:53], v[50:51], v[34:49] ; examples/batched_gemm.kgen:7: mfma 32x32x8
	ds_read_b32 v50, v2 offset:10256                    ; B fragment 0 of k-step 1
	ds_read_b32 v51, v2 offset:10260                    ; B fragment 0 of k-step 1
	ds_read_b32 v52, v6 offset:16                       ; A fragment 0 of k-step 1
	ds_read_b32 v53, v6 offset:20                       ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[34:49], v[52:53], v[50:51], v[34:49] ; examples/batched_gemm.kgen:7: mfma 32x32x8
	ds_read_b32 v50, v2 offset:10272                    ; B fragment 0 of k-step 2
	ds_read_b32 v51, v2 offset:10276                    ; B fragment 0 of k-step 2
	ds_read_b32 v52, v6 offset:32                       ; A fragment 0 of k-step 2
	ds_read_b32 v53, v6 offset:36                       ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[34:49], v[52:53], v[50:51], v[34:49] ; examples/batched_gemm.kgen:7: mfma 32x32x8
	ds_read_b32 v50, v2 offset:10288                    ; B fragment 0 of k-step 3
	ds_read_b32 v51, v2 offset:10292                    ; B fragment 0 of k-step 3
	ds_read_b32 v52, v6 offset:48                       ; A fragment 0 of k-step 3
	ds_read_b32 v53, v6 offset:52                       ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[34:49], v[52:53], v[50:51], v[34:49] ; examples/batched_gemm.kgen:7: mfma 32x32x8
	s_nop 7
	s_nop 2
	v_mov_b32 v5, v34                                   ; next 'acc'
	v_mov_b32 v18, v35                                  ; next 'acc'
	v_mov_b32 v19, v36                                  ; next 'acc'
	v_mov_b32 v20, v37                                  ; next 'acc'
	v_mov_b32 v21, v38                                  ; next 'acc'
	v_mov_b32 v22, v39                                  ; next 'acc'
	v_mov_b32 v23, v40                                  ; next 'acc'
	v_mov_b32 v24, v41                                  ; next 'acc'
	v_mov_b32 v25, v42                                  ; next 'acc'
	v_mov_b32 v26, v43                                  ; next 'acc'
	v_mov_b32 v27, v44                                  ; next 'acc'
	v_mov_b32 v28, v45                                  ; next 'acc'
	v_mov_b32 v29, v46                                  ; next 'acc'
	v_mov_b32 v30, v47                                  ; next 'acc'
	v_mov_b32 v31, v48                                  ; next 'acc'
	v_mov_b32 v32, v49                                  ; next 'acc'
	s_add_u32 s5, s5, 32
	s_cmp_lt_u32 s5, s12
	s_cbranch_scc1 .Lbatched_gemm_loop1
.Lbatched_gemm_loop1_end:
	global_store_dword v3, v5, s[8:9]                   ; examples/batched_gemm.kgen:9: store to 'c'
	s_mul_i32 s5, s13, 1
	s_lshl_b32 s10, s5, 2
	v_add_u32 v5, s10, v3
	global_store_dword v5, v18, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mul_i32 s5, s13, 2
	s_lshl_b32 s10, s5, 2
	v_add_u32 v5, s10, v3
	global_store_dword v5, v19, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mul_i32 s5, s13, 3
	s_lshl_b32 s10, s5, 2
	v_add_u32 v5, s10, v3
	global_store_dword v5, v20, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mul_i32 s5, s13, 8
	s_lshl_b32 s10, s5, 2
	v_add_u32 v5, s10, v3
	global_store_dword v5, v21, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mul_i32 s5, s13, 9
	s_lshl_b32 s10, s5, 2
	v_add_u32 v5, s10, v3
	global_store_dword v5, v22, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mul_i32 s5, s13, 10
	s_lshl_b32 s10, s5, 2
	v_add_u32 v5, s10, v3
	global_store_dword v5, v23, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mul_i32 s5, s13, 11
	s_lshl_b32 s10, s5, 2
	v_add_u32 v5, s10, v3
	global_store_dword v5, v24, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mul_i32 s5, s13, 16
	s_lshl_b32 s10, s5, 2
	v_add_u32 v5, s10, v3
	global_store_dword v5, v25, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mul_i32 s5, s13, 17
	s_lshl_b32 s10, s5, 2
	v_add_u32 v5, s10, v3
	global_store_dword v5, v26, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mul_i32 s5, s13, 18
	s_lshl_b32 s10, s5, 2
	v_add_u32 v5, s10, v3
	global_store_dword v5, v27, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mul_i32 s5, s13, 19
	s_lshl_b32 s10, s5, 2
	v_add_u32 v5, s10, v3
	global_store_dword v5, v28, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mul_i32 s5, s13, 24
	s_lshl_b32 s10, s5, 2
	v_add_u32 v5, s10, v3
	global_store_dword v5, v29, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mul_i32 s5, s13, 25
	s_lshl_b32 s10, s5, 2
	v_add_u32 v5, s10, v3
	global_store_dword v5, v30, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mul_i32 s5, s13, 26
	s_lshl_b32 s10, s5, 2
	v_add_u32 v5, s10, v3
	global_store_dword v5, v31, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mul_i32 s5, s13, 27
	s_lshl_b32 s10, s5, 2
	v_add_u32 v5, s10, v3
	global_store_dword v5, v32, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_branch .Lbatched_gemm_if0_end
.Lbatched_gemm_if0_else:
	v_mov_b32 v5, 0                                     ; loop-carried 'acc'
	v_mov_b32 v18, 0                                    ; loop-carried 'acc'
	v_mov_b32 v19, 0                                    ; loop-carried 'acc'
	v_mov_b32 v20, 0                                    ; loop-carried 'acc'
	v_mov_b32 v21, 0                                    ; loop-carried 'acc'
	v_mov_b32 v22, 0                                    ; loop-carried 'acc'
	v_mov_b32 v23, 0                                    ; loop-carried 'acc'
	v_mov_b32 v24, 0                                    ; loop-carried 'acc'
	v_mov_b32 v25, 0                                    ; loop-carried 'acc'
	v_mov_b32 v26, 0                                    ; loop-carried 'acc'
	v_mov_b32 v27, 0                                    ; loop-carried 'acc'
	v_mov_b32 v28, 0                                    ; loop-carried 'acc'
	v_mov_b32 v29, 0                                    ; loop-carried 'acc'
	v_mov_b32 v30, 0                                    ; loop-carried 'acc'
	v_mov_b32 v31, 0                                    ; loop-carried 'acc'
	v_mov_b32 v32, 0                                    ; loop-carried 'acc'
	s_cmp_ge_u32 s12, 32                                ; at least one whole chunk of 'kk'
	s_cselect_b32 s5, 1, 0
	s_sub_u32 s10, s12, 31
	s_cmp_lg_u32 s5, 0                                  ; full chunks start below extent - chunk + 1
	s_cselect_b32 s5, s10, 0
	s_cmp_lg_u32 s21, 0
	s_cselect_b32 s10, s5, 0
	s_mov_b32 s14, 0
	s_mov_b32 s15, 0
	s_lshl_b64 s[20:21], s[14:15], 1
	s_add_u32 s14, s6, s20                              ; 'a' at this chunk
	s_addc_u32 s15, s7, s21
	s_cmp_lt_u32 0, s10                                 ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s5, 1, 0
	v_cmp_lt_u32 s[20:21], v11, s18
	s_cmp_lg_u32 s5, 0
	s_cselect_b64 s[22:23], exec, 0
	s_and_b64 s[24:25], s[22:23], s[20:21]
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_888
	global_load_dwordx4 v[34:37], v12, s[14:15]         ; examples/batched_gemm.kgen:7: 16 bytes of 'a'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	ds_write_b128 v13, v[34:37]                         ; 16 bytes into st0
	s_mov_b32 s5, 0                                     ; for kk in k: steps of 32: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s5, s10
	s_cbranch_scc1 .Lbatched_gemm_loop2_end
.Lbatched_gemm_loop2:
	s_add_u32 s11, s5, 32
	s_cmp_lt_u32 s5, s10
	s_cselect_b32 s14, 1, 0
	s_cmp_eq_u32 s14, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lbatched_gemm_if3_end
	s_mov_b32 s14, s11
	s_mov_b32 s15, 0
	s_lshl_b64 s[20:21], s[14:15], 1
	s_add_u32 s14, s6, s20                              ; 'a' at this chunk
	s_addc_u32 s15, s7, s21
	s_cmp_lt_u32 s11, s10                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s11, 1, 0
	v_cmp_lt_u32 s[20:21], v11, s18
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[22:23], exec, 0
	s_and_b64 s[24:25], s[22:23], s[20:21]
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_899
	global_load_dwordx4 v[34:37], v12, s[14:15]         ; examples/batched_gemm.kgen:7: 16 bytes of 'a'
	s_mov_b64 exec, s[20:21]
	s_mul_i32 s14, s5, s13
	s_mul_hi_u32 s15, s5, s13
	s_lshl_b64 s[20:21], s[14:15], 1
	s_add_u32 s14, s28, s20                             ; 'w' at this chunk
	s_addc_u32 s15, s29, s21
	v_cmp_lt_u32 s[20:21], v9, s16                      ; 'n' element in bounds
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[20:21]               ; lanes where %vpred_907
	global_load_ushort v33, v7, s[14:15]                ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v38, 16, v33
	v_add_u32 v33, 1, v9
	v_cmp_lt_u32 s[22:23], v33, s16                     ; 'n' element in bounds
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_911
	global_load_ushort v33, v7, s[14:15] offset:2       ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v39, 16, v33
	v_add_u32 v33, 2, v9
	v_cmp_lt_u32 s[24:25], v33, s16                     ; 'n' element in bounds
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_915
	global_load_ushort v33, v7, s[14:15] offset:4       ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v40, 16, v33
	v_add_u32 v33, 3, v9
	v_cmp_lt_u32 s[26:27], v33, s16                     ; 'n' element in bounds
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[26:27]               ; lanes where %vpred_919
	global_load_ushort v33, v7, s[14:15] offset:6       ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v41, 16, v33
	s_mul_i32 s11, s13, 16
	s_lshl_b32 s17, s11, 1
	v_add_u32 v33, s17, v7
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[20:21]               ; lanes where %vpred_907
	global_load_ushort v42, v33, s[14:15]               ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v43, 16, v42
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[22:23]               ; lanes where %vpred_911
	global_load_ushort v42, v33, s[14:15] offset:2      ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v42
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_915
	global_load_ushort v42, v33, s[14:15] offset:4      ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v42
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_919
	global_load_ushort v42, v33, s[14:15] offset:6      ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v33, 16, v42
	v_lshrrev_b32 v42, 16, v38
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v8, v42 offset:10240                   ; B operand of the product: stage
	v_lshrrev_b32 v38, 16, v39
	ds_write_b16 v8, v38 offset:10320                   ; B operand of the product: stage
	v_lshrrev_b32 v38, 16, v40
	ds_write_b16 v8, v38 offset:10400                   ; B operand of the product: stage
	v_lshrrev_b32 v38, 16, v41
	ds_write_b16 v8, v38 offset:10480                   ; B operand of the product: stage
	v_lshrrev_b32 v38, 16, v43
	ds_write_b16 v8, v38 offset:10272                   ; B operand of the product: stage
	v_lshrrev_b32 v38, 16, v44
	ds_write_b16 v8, v38 offset:10352                   ; B operand of the product: stage
	v_lshrrev_b32 v38, 16, v45
	ds_write_b16 v8, v38 offset:10432                   ; B operand of the product: stage
	v_lshrrev_b32 v38, 16, v33
	ds_write_b16 v8, v38 offset:10512                   ; B operand of the product: stage
	v_mov_b32 v38, v5                                   ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v39, v18                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v40, v19                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v41, v20                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v42, v21                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v43, v22                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v44, v23                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v45, v24                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v46, v25                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v47, v26                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v48, v27                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v49, v28                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v50, v29                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v51, v30                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v52, v31                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v53, v32                                  ; examples/batched_gemm.kgen:7: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v54, v2 offset:10240                    ; B fragment 0 of k-step 0
	ds_read_b32 v55, v2 offset:10244                    ; B fragment 0 of k-step 0
	ds_read_b32 v56, v6                                 ; A fragment 0 of k-step 0
	ds_read_b32 v57, v6 offset:4                        ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[38:53], v[56:57], v[54:55], v[38:53] ; examples/batched_gemm.kgen:7: mfma 32x32x8
	ds_read_b32 v54, v2 offset:10256                    ; B fragment 0 of k-step 1
	ds_read_b32 v55, v2 offset:10260                    ; B fragment 0 of k-step 1
	ds_read_b32 v56, v6 offset:16                       ; A fragment 0 of k-step 1
	ds_read_b32 v57, v6 offset:20                       ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[38:53], v[56:57], v[54:55], v[38:53] ; examples/batched_gemm.kgen:7: mfma 32x32x8
	ds_read_b32 v54, v2 offset:10272                    ; B fragment 0 of k-step 2
	ds_read_b32 v55, v2 offset:10276                    ; B fragment 0 of k-step 2
	ds_read_b32 v56, v6 offset:32                       ; A fragment 0 of k-step 2
	ds_read_b32 v57, v6 offset:36                       ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[38:53], v[56:57], v[54:55], v[38:53] ; examples/batched_gemm.kgen:7: mfma 32x32x8
	ds_read_b32 v54, v2 offset:10288                    ; B fragment 0 of k-step 3
	ds_read_b32 v55, v2 offset:10292                    ; B fragment 0 of k-step 3
	ds_read_b32 v56, v6 offset:48                       ; A fragment 0 of k-step 3
	ds_read_b32 v57, v6 offset:52                       ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[38:53], v[56:57], v[54:55], v[38:53] ; examples/batched_gemm.kgen:7: mfma 32x32x8
	s_nop 7
	s_nop 2
	v_mov_b32 v5, v38                                   ; next 'acc'
	v_mov_b32 v18, v39                                  ; next 'acc'
	v_mov_b32 v19, v40                                  ; next 'acc'
	v_mov_b32 v20, v41                                  ; next 'acc'
	v_mov_b32 v21, v42                                  ; next 'acc'
	v_mov_b32 v22, v43                                  ; next 'acc'
	v_mov_b32 v23, v44                                  ; next 'acc'
	v_mov_b32 v24, v45                                  ; next 'acc'
	v_mov_b32 v25, v46                                  ; next 'acc'
	v_mov_b32 v26, v47                                  ; next 'acc'
	v_mov_b32 v27, v48                                  ; next 'acc'
	v_mov_b32 v28, v49                                  ; next 'acc'
	v_mov_b32 v29, v50                                  ; next 'acc'
	v_mov_b32 v30, v51                                  ; next 'acc'
	v_mov_b32 v31, v52                                  ; next 'acc'
	v_mov_b32 v32, v53                                  ; next 'acc'
	ds_write_b128 v13, v[34:37] offset:5120             ; 16 bytes into st0
.Lbatched_gemm_if3_end:
	s_add_u32 s11, s5, 32
	s_add_u32 s14, s11, 32
	s_cmp_lt_u32 s11, s10
	s_cselect_b32 s15, 1, 0
	s_cmp_eq_u32 s15, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lbatched_gemm_if4_end
	s_mov_b32 s20, s14
	s_mov_b32 s21, 0
	s_lshl_b64 s[22:23], s[20:21], 1
	s_add_u32 s20, s6, s22                              ; 'a' at this chunk
	s_addc_u32 s21, s7, s23
	s_cmp_lt_u32 s14, s10                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s14, 1, 0
	v_cmp_lt_u32 s[22:23], v11, s18
	s_cmp_lg_u32 s14, 0
	s_cselect_b64 s[14:15], exec, 0
	s_and_b64 s[24:25], s[14:15], s[22:23]
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[24:25]               ; lanes where %vpred_981
	global_load_dwordx4 v[34:37], v12, s[20:21]         ; examples/batched_gemm.kgen:7: 16 bytes of 'a'
	s_mov_b64 exec, s[14:15]
	s_mul_i32 s14, s11, s13
	s_mul_hi_u32 s15, s11, s13
	s_lshl_b64 s[20:21], s[14:15], 1
	s_add_u32 s14, s28, s20                             ; 'w' at this chunk
	s_addc_u32 s15, s29, s21
	v_cmp_lt_u32 s[20:21], v9, s16                      ; 'n' element in bounds
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[20:21]               ; lanes where %vpred_989
	global_load_ushort v33, v7, s[14:15]                ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v38, 16, v33
	v_add_u32 v33, 1, v9
	v_cmp_lt_u32 s[22:23], v33, s16                     ; 'n' element in bounds
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_993
	global_load_ushort v33, v7, s[14:15] offset:2       ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v39, 16, v33
	v_add_u32 v33, 2, v9
	v_cmp_lt_u32 s[24:25], v33, s16                     ; 'n' element in bounds
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_997
	global_load_ushort v33, v7, s[14:15] offset:4       ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v40, 16, v33
	v_add_u32 v33, 3, v9
	v_cmp_lt_u32 s[26:27], v33, s16                     ; 'n' element in bounds
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[26:27]               ; lanes where %vpred_1001
	global_load_ushort v33, v7, s[14:15] offset:6       ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v41, 16, v33
	s_mul_i32 s11, s13, 16
	s_lshl_b32 s17, s11, 1
	v_add_u32 v33, s17, v7
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[20:21]               ; lanes where %vpred_989
	global_load_ushort v42, v33, s[14:15]               ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v43, 16, v42
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[22:23]               ; lanes where %vpred_993
	global_load_ushort v42, v33, s[14:15] offset:2      ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v42
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_997
	global_load_ushort v42, v33, s[14:15] offset:4      ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v42
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1001
	global_load_ushort v42, v33, s[14:15] offset:6      ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v33, 16, v42
	v_lshrrev_b32 v42, 16, v38
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v8, v42 offset:10240                   ; B operand of the product: stage
	v_lshrrev_b32 v38, 16, v39
	ds_write_b16 v8, v38 offset:10320                   ; B operand of the product: stage
	v_lshrrev_b32 v38, 16, v40
	ds_write_b16 v8, v38 offset:10400                   ; B operand of the product: stage
	v_lshrrev_b32 v38, 16, v41
	ds_write_b16 v8, v38 offset:10480                   ; B operand of the product: stage
	v_lshrrev_b32 v38, 16, v43
	ds_write_b16 v8, v38 offset:10272                   ; B operand of the product: stage
	v_lshrrev_b32 v38, 16, v44
	ds_write_b16 v8, v38 offset:10352                   ; B operand of the product: stage
	v_lshrrev_b32 v38, 16, v45
	ds_write_b16 v8, v38 offset:10432                   ; B operand of the product: stage
	v_lshrrev_b32 v38, 16, v33
	ds_write_b16 v8, v38 offset:10512                   ; B operand of the product: stage
	v_mov_b32 v38, v5                                   ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v39, v18                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v40, v19                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v41, v20                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v42, v21                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v43, v22                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v44, v23                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v45, v24                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v46, v25                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v47, v26                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v48, v27                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v49, v28                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v50, v29                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v51, v30                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v52, v31                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v53, v32                                  ; examples/batched_gemm.kgen:7: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v54, v2 offset:10240                    ; B fragment 0 of k-step 0
	ds_read_b32 v55, v2 offset:10244                    ; B fragment 0 of k-step 0
	ds_read_b32 v56, v6 offset:5120                     ; A fragment 0 of k-step 0
	ds_read_b32 v57, v6 offset:5124                     ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[38:53], v[56:57], v[54:55], v[38:53] ; examples/batched_gemm.kgen:7: mfma 32x32x8
	ds_read_b32 v54, v2 offset:10256                    ; B fragment 0 of k-step 1
	ds_read_b32 v55, v2 offset:10260                    ; B fragment 0 of k-step 1
	ds_read_b32 v56, v6 offset:5136                     ; A fragment 0 of k-step 1
	ds_read_b32 v57, v6 offset:5140                     ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[38:53], v[56:57], v[54:55], v[38:53] ; examples/batched_gemm.kgen:7: mfma 32x32x8
	ds_read_b32 v54, v2 offset:10272                    ; B fragment 0 of k-step 2
	ds_read_b32 v55, v2 offset:10276                    ; B fragment 0 of k-step 2
	ds_read_b32 v56, v6 offset:5152                     ; A fragment 0 of k-step 2
	ds_read_b32 v57, v6 offset:5156                     ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[38:53], v[56:57], v[54:55], v[38:53] ; examples/batched_gemm.kgen:7: mfma 32x32x8
	ds_read_b32 v54, v2 offset:10288                    ; B fragment 0 of k-step 3
	ds_read_b32 v55, v2 offset:10292                    ; B fragment 0 of k-step 3
	ds_read_b32 v56, v6 offset:5168                     ; A fragment 0 of k-step 3
	ds_read_b32 v57, v6 offset:5172                     ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[38:53], v[56:57], v[54:55], v[38:53] ; examples/batched_gemm.kgen:7: mfma 32x32x8
	s_nop 7
	s_nop 2
	v_mov_b32 v5, v38                                   ; next 'acc'
	v_mov_b32 v18, v39                                  ; next 'acc'
	v_mov_b32 v19, v40                                  ; next 'acc'
	v_mov_b32 v20, v41                                  ; next 'acc'
	v_mov_b32 v21, v42                                  ; next 'acc'
	v_mov_b32 v22, v43                                  ; next 'acc'
	v_mov_b32 v23, v44                                  ; next 'acc'
	v_mov_b32 v24, v45                                  ; next 'acc'
	v_mov_b32 v25, v46                                  ; next 'acc'
	v_mov_b32 v26, v47                                  ; next 'acc'
	v_mov_b32 v27, v48                                  ; next 'acc'
	v_mov_b32 v28, v49                                  ; next 'acc'
	v_mov_b32 v29, v50                                  ; next 'acc'
	v_mov_b32 v30, v51                                  ; next 'acc'
	v_mov_b32 v31, v52                                  ; next 'acc'
	v_mov_b32 v32, v53                                  ; next 'acc'
	ds_write_b128 v13, v[34:37]                         ; 16 bytes into st0
.Lbatched_gemm_if4_end:
	s_add_u32 s5, s5, 64
	s_cmp_lt_u32 s5, s10
	s_cbranch_scc1 .Lbatched_gemm_loop2
.Lbatched_gemm_loop2_end:
	s_add_u32 s5, s10, 31
	s_and_b32 s10, s5, 0xffffffe0                       ; the first chunk of 'kk' the pipeline left
	s_mov_b32 s5, s10                                   ; for kk in k: steps of 32: the rest, masked
	s_cmp_ge_u32 s5, s12
	s_cbranch_scc1 .Lbatched_gemm_loop3_end
.Lbatched_gemm_loop3:
	s_sub_u32 s10, s12, s5
	s_mov_b32 s14, s5
	s_mov_b32 s15, 0
	s_lshl_b64 s[20:21], s[14:15], 1
	s_add_u32 s14, s6, s20                              ; 'a' at this chunk
	s_addc_u32 s15, s7, s21
	v_cmp_lt_u32 s[20:21], v14, s18                     ; 'm' element in bounds
	v_cmp_lt_u32 s[22:23], v1, s10                      ; 'kk' element in bounds
	s_and_b64 s[24:25], s[20:21], s[22:23]
	v_mov_b32 v11, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_494
	global_load_ushort v11, v15, s[14:15]               ; examples/batched_gemm.kgen:7: load of 'a'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v12, 16, v11
	v_add_u32 v11, 1, v1
	v_cmp_lt_u32 s[24:25], v11, s10                     ; 'kk' element in bounds
	s_and_b64 s[26:27], s[20:21], s[24:25]
	v_mov_b32 v11, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[26:27]               ; lanes where %vpred_499
	global_load_ushort v11, v15, s[14:15] offset:2      ; examples/batched_gemm.kgen:7: load of 'a'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v13, 16, v11
	v_add_u32 v11, 2, v1
	v_cmp_lt_u32 s[26:27], v11, s10                     ; 'kk' element in bounds
	s_and_b64 s[30:31], s[20:21], s[26:27]
	v_mov_b32 v11, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_504
	global_load_ushort v11, v15, s[14:15] offset:4      ; examples/batched_gemm.kgen:7: load of 'a'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v33, 16, v11
	v_add_u32 v11, 3, v1
	v_cmp_lt_u32 s[30:31], v11, s10                     ; 'kk' element in bounds
	s_and_b64 s[32:33], s[20:21], s[30:31]
	v_mov_b32 v11, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[32:33]               ; lanes where %vpred_509
	global_load_ushort v11, v15, s[14:15] offset:6      ; examples/batched_gemm.kgen:7: load of 'a'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v11
	s_mul_i32 s11, s12, 32
	s_lshl_b32 s17, s11, 1
	v_add_u32 v11, s17, v15
	v_add_u32 v35, 32, v14
	v_cmp_lt_u32 s[20:21], v35, s18                     ; 'm' element in bounds
	s_and_b64 s[32:33], s[20:21], s[22:23]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_517
	global_load_ushort v35, v11, s[14:15]               ; examples/batched_gemm.kgen:7: load of 'a'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v36, 16, v35
	s_and_b64 s[22:23], s[20:21], s[24:25]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_520
	global_load_ushort v35, v11, s[14:15] offset:2      ; examples/batched_gemm.kgen:7: load of 'a'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v37, 16, v35
	s_and_b64 s[22:23], s[20:21], s[26:27]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_523
	global_load_ushort v35, v11, s[14:15] offset:4      ; examples/batched_gemm.kgen:7: load of 'a'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v38, 16, v35
	s_and_b64 s[22:23], s[20:21], s[30:31]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[22:23]               ; lanes where %vpred_526
	global_load_ushort v35, v11, s[14:15] offset:6      ; examples/batched_gemm.kgen:7: load of 'a'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v11, 16, v35
	v_lshrrev_b32 v35, 16, v12
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v16, v35                               ; A operand of the product: stage
	v_lshrrev_b32 v12, 16, v13
	ds_write_b16 v16, v12 offset:2                      ; A operand of the product: stage
	v_lshrrev_b32 v12, 16, v33
	ds_write_b16 v16, v12 offset:4                      ; A operand of the product: stage
	v_lshrrev_b32 v12, 16, v34
	ds_write_b16 v16, v12 offset:6                      ; A operand of the product: stage
	v_lshrrev_b32 v12, 16, v36
	ds_write_b16 v16, v12 offset:2560                   ; A operand of the product: stage
	v_lshrrev_b32 v12, 16, v37
	ds_write_b16 v16, v12 offset:2562                   ; A operand of the product: stage
	v_lshrrev_b32 v12, 16, v38
	ds_write_b16 v16, v12 offset:2564                   ; A operand of the product: stage
	v_lshrrev_b32 v12, 16, v11
	ds_write_b16 v16, v12 offset:2566                   ; A operand of the product: stage
	s_mul_i32 s14, s5, s13
	s_mul_hi_u32 s15, s5, s13
	s_lshl_b64 s[20:21], s[14:15], 1
	s_add_u32 s14, s28, s20                             ; 'w' at this chunk
	s_addc_u32 s15, s29, s21
	v_cmp_lt_u32 s[20:21], v9, s16                      ; 'n' element in bounds
	v_cmp_lt_u32 s[22:23], v4, s10                      ; 'kk' element in bounds
	s_and_b64 s[24:25], s[20:21], s[22:23]
	v_mov_b32 v11, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_542
	global_load_ushort v11, v7, s[14:15]                ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v12, 16, v11
	v_add_u32 v11, 1, v9
	v_cmp_lt_u32 s[24:25], v11, s16                     ; 'n' element in bounds
	s_and_b64 s[26:27], s[24:25], s[22:23]
	v_mov_b32 v11, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[26:27]               ; lanes where %vpred_547
	global_load_ushort v11, v7, s[14:15] offset:2       ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v13, 16, v11
	v_add_u32 v11, 2, v9
	v_cmp_lt_u32 s[26:27], v11, s16                     ; 'n' element in bounds
	s_and_b64 s[30:31], s[26:27], s[22:23]
	v_mov_b32 v11, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_552
	global_load_ushort v11, v7, s[14:15] offset:4       ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v33, 16, v11
	v_add_u32 v11, 3, v9
	v_cmp_lt_u32 s[30:31], v11, s16                     ; 'n' element in bounds
	s_and_b64 s[32:33], s[30:31], s[22:23]
	v_mov_b32 v11, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_557
	global_load_ushort v11, v7, s[14:15] offset:6       ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v11
	s_mul_i32 s11, s13, 16
	s_lshl_b32 s17, s11, 1
	v_add_u32 v11, s17, v7
	v_add_u32 v35, 16, v4
	v_cmp_lt_u32 s[22:23], v35, s10                     ; 'kk' element in bounds
	s_and_b64 s[10:11], s[20:21], s[22:23]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[10:11]               ; lanes where %vpred_565
	global_load_ushort v35, v11, s[14:15]               ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v36, 16, v35
	s_and_b64 s[10:11], s[24:25], s[22:23]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[10:11]               ; lanes where %vpred_568
	global_load_ushort v35, v11, s[14:15] offset:2      ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v37, 16, v35
	s_and_b64 s[10:11], s[26:27], s[22:23]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[10:11]               ; lanes where %vpred_571
	global_load_ushort v35, v11, s[14:15] offset:4      ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v38, 16, v35
	s_and_b64 s[10:11], s[30:31], s[22:23]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[10:11]               ; lanes where %vpred_574
	global_load_ushort v35, v11, s[14:15] offset:6      ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v11, 16, v35
	v_lshrrev_b32 v35, 16, v12
	ds_write_b16 v8, v35 offset:10240                   ; B operand of the product: stage
	v_lshrrev_b32 v12, 16, v13
	ds_write_b16 v8, v12 offset:10320                   ; B operand of the product: stage
	v_lshrrev_b32 v12, 16, v33
	ds_write_b16 v8, v12 offset:10400                   ; B operand of the product: stage
	v_lshrrev_b32 v12, 16, v34
	ds_write_b16 v8, v12 offset:10480                   ; B operand of the product: stage
	v_lshrrev_b32 v12, 16, v36
	ds_write_b16 v8, v12 offset:10272                   ; B operand of the product: stage
	v_lshrrev_b32 v12, 16, v37
	ds_write_b16 v8, v12 offset:10352                   ; B operand of the product: stage
	v_lshrrev_b32 v12, 16, v38
	ds_write_b16 v8, v12 offset:10432                   ; B operand of the product: stage
	v_lshrrev_b32 v12, 16, v11
	ds_write_b16 v8, v12 offset:10512                   ; B operand of the product: stage
	v_mov_b32 v34, v5                                   ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v35, v18                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v36, v19                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v37, v20                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v38, v21                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v39, v22                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v40, v23                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v41, v24                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v42, v25                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v43, v26                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v44, v27                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v45, v28                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v46, v29                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v47, v30                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v48, v31                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v49, v32                                  ; examples/batched_gemm.kgen:7: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v12, v2 offset:10240                    ; B fragment 0 of k-step 0
	ds_read_b32 v13, v2 offset:10244                    ; B fragment 0 of k-step 0
	ds_read_b32 v50, v6                                 ; A fragment 0 of k-step 0
	ds_read_b32 v51, v6 offset:4                        ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[34:49], v[50:51], v[12:13], v[34:49] ; examples/batched_gemm.kgen:7: mfma 32x32x8
	ds_read_b32 v12, v2 offset:10256                    ; B fragment 0 of k-step 1
	ds_read_b32 v13, v2 offset:10260                    ; B fragment 0 of k-step 1
	ds_read_b32 v50, v6 offset:16                       ; A fragment 0 of k-step 1
	ds_read_b32 v51, v6 offset:20                       ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[34:49], v[50:51], v[12:13], v[34:49] ; examples/batched_gemm.kgen:7: mfma 32x32x8
	ds_read_b32 v12, v2 offset:10272                    ; B fragment 0 of k-step 2
	ds_read_b32 v13, v2 offset:10276                    ; B fragment 0 of k-step 2
	ds_read_b32 v50, v6 offset:32                       ; A fragment 0 of k-step 2
	ds_read_b32 v51, v6 offset:36                       ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[34:49], v[50:51], v[12:13], v[34:49] ; examples/batched_gemm.kgen:7: mfma 32x32x8
	ds_read_b32 v12, v2 offset:10288                    ; B fragment 0 of k-step 3
	ds_read_b32 v13, v2 offset:10292                    ; B fragment 0 of k-step 3
	ds_read_b32 v50, v6 offset:48                       ; A fragment 0 of k-step 3
	ds_read_b32 v51, v6 offset:52                       ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[34:49], v[50:51], v[12:13], v[34:49] ; examples/batched_gemm.kgen:7: mfma 32x32x8
	s_nop 7
	s_nop 2
	v_mov_b32 v5, v34                                   ; next 'acc'
	v_mov_b32 v18, v35                                  ; next 'acc'
	v_mov_b32 v19, v36                                  ; next 'acc'
	v_mov_b32 v20, v37                                  ; next 'acc'
	v_mov_b32 v21, v38                                  ; next 'acc'
	v_mov_b32 v22, v39                                  ; next 'acc'
	v_mov_b32 v23, v40                                  ; next 'acc'
	v_mov_b32 v24, v41                                  ; next 'acc'
	v_mov_b32 v25, v42                                  ; next 'acc'
	v_mov_b32 v26, v43                                  ; next 'acc'
	v_mov_b32 v27, v44                                  ; next 'acc'
	v_mov_b32 v28, v45                                  ; next 'acc'
	v_mov_b32 v29, v46                                  ; next 'acc'
	v_mov_b32 v30, v47                                  ; next 'acc'
	v_mov_b32 v31, v48                                  ; next 'acc'
	v_mov_b32 v32, v49                                  ; next 'acc'
	s_add_u32 s5, s5, 32
	s_cmp_lt_u32 s5, s12
	s_cbranch_scc1 .Lbatched_gemm_loop3
.Lbatched_gemm_loop3_end:
	v_cmp_lt_u32 s[6:7], v17, s18                       ; 'm' element in bounds
	v_cmp_lt_u32 s[10:11], v10, s16                     ; 'n' element in bounds
	s_and_b64 s[14:15], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[14:15]                 ; lanes where %vpred_619
	global_store_dword v3, v5, s[8:9]                   ; examples/batched_gemm.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s5, s13, 1
	s_lshl_b32 s6, s5, 2
	v_add_u32 v1, s6, v3
	v_add_u32 v2, 1, v17
	v_cmp_lt_u32 s[6:7], v2, s18                        ; 'm' element in bounds
	s_and_b64 s[14:15], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[14:15]                 ; lanes where %vpred_625
	global_store_dword v1, v18, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s5, s13, 2
	s_lshl_b32 s6, s5, 2
	v_add_u32 v1, s6, v3
	v_add_u32 v2, 2, v17
	v_cmp_lt_u32 s[6:7], v2, s18                        ; 'm' element in bounds
	s_and_b64 s[14:15], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[14:15]                 ; lanes where %vpred_631
	global_store_dword v1, v19, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s5, s13, 3
	s_lshl_b32 s6, s5, 2
	v_add_u32 v1, s6, v3
	v_add_u32 v2, 3, v17
	v_cmp_lt_u32 s[6:7], v2, s18                        ; 'm' element in bounds
	s_and_b64 s[14:15], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[14:15]                 ; lanes where %vpred_637
	global_store_dword v1, v20, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s5, s13, 8
	s_lshl_b32 s6, s5, 2
	v_add_u32 v1, s6, v3
	v_add_u32 v2, 8, v17
	v_cmp_lt_u32 s[6:7], v2, s18                        ; 'm' element in bounds
	s_and_b64 s[14:15], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[14:15]                 ; lanes where %vpred_643
	global_store_dword v1, v21, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s5, s13, 9
	s_lshl_b32 s6, s5, 2
	v_add_u32 v1, s6, v3
	v_add_u32 v2, 9, v17
	v_cmp_lt_u32 s[6:7], v2, s18                        ; 'm' element in bounds
	s_and_b64 s[14:15], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[14:15]                 ; lanes where %vpred_649
	global_store_dword v1, v22, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s5, s13, 10
	s_lshl_b32 s6, s5, 2
	v_add_u32 v1, s6, v3
	v_add_u32 v2, 10, v17
	v_cmp_lt_u32 s[6:7], v2, s18                        ; 'm' element in bounds
	s_and_b64 s[14:15], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[14:15]                 ; lanes where %vpred_655
	global_store_dword v1, v23, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s5, s13, 11
	s_lshl_b32 s6, s5, 2
	v_add_u32 v1, s6, v3
	v_add_u32 v2, 11, v17
	v_cmp_lt_u32 s[6:7], v2, s18                        ; 'm' element in bounds
	s_and_b64 s[14:15], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[14:15]                 ; lanes where %vpred_661
	global_store_dword v1, v24, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s5, s13, 16
	s_lshl_b32 s6, s5, 2
	v_add_u32 v1, s6, v3
	v_add_u32 v2, 16, v17
	v_cmp_lt_u32 s[6:7], v2, s18                        ; 'm' element in bounds
	s_and_b64 s[14:15], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[14:15]                 ; lanes where %vpred_667
	global_store_dword v1, v25, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s5, s13, 17
	s_lshl_b32 s6, s5, 2
	v_add_u32 v1, s6, v3
	v_add_u32 v2, 17, v17
	v_cmp_lt_u32 s[6:7], v2, s18                        ; 'm' element in bounds
	s_and_b64 s[14:15], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[14:15]                 ; lanes where %vpred_673
	global_store_dword v1, v26, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s5, s13, 18
	s_lshl_b32 s6, s5, 2
	v_add_u32 v1, s6, v3
	v_add_u32 v2, 18, v17
	v_cmp_lt_u32 s[6:7], v2, s18                        ; 'm' element in bounds
	s_and_b64 s[14:15], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[14:15]                 ; lanes where %vpred_679
	global_store_dword v1, v27, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s5, s13, 19
	s_lshl_b32 s6, s5, 2
	v_add_u32 v1, s6, v3
	v_add_u32 v2, 19, v17
	v_cmp_lt_u32 s[6:7], v2, s18                        ; 'm' element in bounds
	s_and_b64 s[14:15], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[14:15]                 ; lanes where %vpred_685
	global_store_dword v1, v28, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s5, s13, 24
	s_lshl_b32 s6, s5, 2
	v_add_u32 v1, s6, v3
	v_add_u32 v2, 24, v17
	v_cmp_lt_u32 s[6:7], v2, s18                        ; 'm' element in bounds
	s_and_b64 s[14:15], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[14:15]                 ; lanes where %vpred_691
	global_store_dword v1, v29, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s5, s13, 25
	s_lshl_b32 s6, s5, 2
	v_add_u32 v1, s6, v3
	v_add_u32 v2, 25, v17
	v_cmp_lt_u32 s[6:7], v2, s18                        ; 'm' element in bounds
	s_and_b64 s[14:15], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[14:15]                 ; lanes where %vpred_697
	global_store_dword v1, v30, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s5, s13, 26
	s_lshl_b32 s6, s5, 2
	v_add_u32 v1, s6, v3
	v_add_u32 v2, 26, v17
	v_cmp_lt_u32 s[6:7], v2, s18                        ; 'm' element in bounds
	s_and_b64 s[14:15], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[14:15]                 ; lanes where %vpred_703
	global_store_dword v1, v31, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s5, s13, 27
	s_lshl_b32 s6, s5, 2
	v_add_u32 v1, s6, v3
	v_add_u32 v2, 27, v17
	v_cmp_lt_u32 s[6:7], v2, s18                        ; 'm' element in bounds
	s_and_b64 s[12:13], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_709
	global_store_dword v1, v32, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
.Lbatched_gemm_if0_end:
	s_endpgm
.Lfunc_end_batched_gemm:
	.size	batched_gemm, .Lfunc_end_batched_gemm-batched_gemm

	.rodata
	.p2align	6
	.amdhsa_kernel batched_gemm
		.amdhsa_group_segment_fixed_size 15360
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 58
		.amdhsa_next_free_sgpr 36
		.amdhsa_accum_offset 60
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
  - .name:           batched_gemm
    .symbol:         batched_gemm.kd
    .args:
      - .name:           a
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
      - .name:           c
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
      - .name:           G
        .offset:         24
        .size:           4
        .value_kind:     by_value
      - .name:           M
        .offset:         28
        .size:           4
        .value_kind:     by_value
      - .name:           K
        .offset:         32
        .size:           4
        .value_kind:     by_value
      - .name:           N
        .offset:         36
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 15360
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .vgpr_count:     58
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
