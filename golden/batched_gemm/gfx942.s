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
;   tile products on mfma 32x32x8: operands staged in shared memory, results in the accumulator layout
;   accumulator orientations of least cost (0 shuffle and conversion instructions per thread)
;   product 7:16 m x n contracting kk: 2 x 2 warps, each mfma 32x32x8 tiles
;   value layouts (each the first of the products' accumulator layouts, then blocked layouts, over its axes, sliced):
;     L0 [g, m, n]: g:1 x m:64 x n:64: reg[m1 m2 m8 m16] lane[n1 n2 n4 n8 n16 m4] warp[m32 n32]
;     L1 [g, m, kk]: g:1 x m:64 x kk:32: reg[kk1 kk2 m32] lane[kk4 kk8 kk16 m1 m2 m4] warp[m8 m16]
;     L2 [g, n, kk]: g:1 x n:64 x kk:32: reg[n1 n2 kk16] lane[n4 n8 n16 n32 kk1 kk2] warp[kk4 kk8]
;       5:11 carried -> L0; 7:16 load a -> L1; 7:30 load w -> L2; 7:16 matmul -> L0; 7:9 add -> L0; 6:5 loop_result -> L0
; resources: 50 VGPRs, 0 AGPRs, 38 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 10240 bytes LDS, 40 bytes of arguments, 256 threads
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
	s_cmp_ge_u32 s16, 64                                ; a whole chunk of 'n' (64) is in bounds
	s_cselect_b32 s19, 1, 0
	s_cmp_ge_u32 s18, 64                                ; a whole chunk of 'm' (64) is in bounds
	s_cselect_b32 s20, 1, 0
	s_and_b32 s22, s19, s20
	s_mul_i32 s19, s12, s5                              ; a stride of 'a'
	v_lshrrev_b32 v2, 3, v1
	v_mul_lo_u32 v3, s12, v2
	v_and_b32 v4, 7, v1
	v_lshlrev_b32 v5, 2, v4
	v_add_u32 v4, v3, v5
	v_lshlrev_b32 v3, 1, v4                             ; thread's byte offset in a chunk of 'a'
	s_mul_i32 s24, s14, s19
	s_mul_hi_u32 s25, s14, s19
	s_lshl_b64 s[26:27], s[24:25], 1
	s_add_u32 s24, s6, s26                              ; 'a' at this program
	s_addc_u32 s25, s7, s27
	s_mul_i32 s6, s17, s12
	s_mul_hi_u32 s7, s17, s12
	s_lshl_b64 s[26:27], s[6:7], 1
	s_add_u32 s6, s24, s26                              ; 'a' at this program
	s_addc_u32 s7, s25, s27
	v_mul_lo_u32 v4, 40, v2
	v_add_u32 v6, v4, v5
	v_lshlrev_b32 v4, 1, v6                             ; thread's place in opa0
	v_and_b32 v6, 31, v1
	v_lshrrev_b32 v7, 6, v1
	v_and_b32 v8, 1, v7
	v_lshlrev_b32 v7, 5, v8
	v_or_b32 v8, v6, v7                                 ; thread's 'r' coordinate
	v_lshrrev_b32 v9, 5, v1
	v_and_b32 v10, 1, v9
	v_lshlrev_b32 v9, 2, v10
	v_mul_lo_u32 v10, 40, v8
	v_add_u32 v8, v10, v9
	v_lshlrev_b32 v10, 1, v8                            ; thread's M-fragment place
	s_mul_i32 s19, s13, s12                             ; a stride of 'w'
	v_lshrrev_b32 v8, 4, v1
	v_mul_lo_u32 v11, s13, v8
	v_and_b32 v12, 15, v1
	v_lshlrev_b32 v13, 2, v12
	v_add_u32 v12, v11, v13
	v_lshlrev_b32 v11, 1, v12                           ; thread's byte offset in a chunk of 'w'
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
	v_mul_lo_u32 v12, 40, v13
	v_add_u32 v14, v12, v8
	v_lshlrev_b32 v12, 1, v14                           ; thread's place in opb1
	v_lshrrev_b32 v14, 7, v1
	v_lshlrev_b32 v1, 5, v14
	v_or_b32 v14, v6, v1                                ; thread's 'r' coordinate
	v_mul_lo_u32 v1, 40, v14
	v_add_u32 v6, v1, v9
	v_lshlrev_b32 v1, 1, v6                             ; thread's N-fragment place
	s_mul_i32 s15, s13, s5                              ; a stride of 'c'
	v_or_b32 v6, v9, v7                                 ; thread's 'm' coordinate
	v_mul_lo_u32 v7, s13, v6
	v_add_u32 v9, v7, v14
	v_lshlrev_b32 v7, 2, v9                             ; thread's byte offset in a chunk of 'c'
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
	v_mov_b32 v9, 0                                     ; loop-carried 'acc'
	v_mov_b32 v15, 0                                    ; loop-carried 'acc'
	v_mov_b32 v16, 0                                    ; loop-carried 'acc'
	v_mov_b32 v17, 0                                    ; loop-carried 'acc'
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
	s_and_b32 s5, s22, s21
	s_cmp_ge_u32 s12, 32                                ; at least one whole chunk of 'kk'
	s_cselect_b32 s10, 1, 0
	s_sub_u32 s11, s12, 31
	s_cmp_lg_u32 s10, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s10, s11, 0
	s_cmp_lg_u32 s5, 0
	s_cselect_b32 s5, s10, 0
	s_mov_b32 s10, 0                                    ; for kk in k: steps of 32: whole chunks
	s_cmp_ge_u32 s10, s5
	s_cbranch_scc1 .Lbatched_gemm_loop0_end
.Lbatched_gemm_loop0:
	s_mov_b32 s14, s10
	s_mov_b32 s15, 0
	s_lshl_b64 s[24:25], s[14:15], 1
	s_add_u32 s14, s6, s24                              ; 'a' at this chunk
	s_addc_u32 s15, s7, s25
	global_load_dwordx2 v[30:31], v3, s[14:15]          ; examples/batched_gemm.kgen:7: 8-byte load of 'a'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v32, 16, v30
	v_and_b32 v33, 0xffff0000, v30
	v_lshlrev_b32 v34, 16, v31
	v_and_b32 v35, 0xffff0000, v31
	s_mul_i32 s11, s12, 32
	s_lshl_b32 s17, s11, 1
	v_add_u32 v30, s17, v3
	global_load_dwordx2 v[36:37], v30, s[14:15]         ; examples/batched_gemm.kgen:7: 8-byte load of 'a'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v30, 16, v36
	v_and_b32 v31, 0xffff0000, v36
	v_lshlrev_b32 v38, 16, v37
	v_and_b32 v39, 0xffff0000, v37
	v_lshrrev_b32 v36, 16, v32
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v4, v36                                ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v33
	ds_write_b16 v4, v32 offset:2                       ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v34
	ds_write_b16 v4, v32 offset:4                       ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v35
	ds_write_b16 v4, v32 offset:6                       ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v30
	ds_write_b16 v4, v32 offset:2560                    ; A operand of the product: stage
	v_lshrrev_b32 v30, 16, v31
	ds_write_b16 v4, v30 offset:2562                    ; A operand of the product: stage
	v_lshrrev_b32 v30, 16, v38
	ds_write_b16 v4, v30 offset:2564                    ; A operand of the product: stage
	v_lshrrev_b32 v30, 16, v39
	ds_write_b16 v4, v30 offset:2566                    ; A operand of the product: stage
	s_mul_i32 s14, s10, s13
	s_mul_hi_u32 s15, s10, s13
	s_lshl_b64 s[24:25], s[14:15], 1
	s_add_u32 s14, s28, s24                             ; 'w' at this chunk
	s_addc_u32 s15, s29, s25
	global_load_dwordx2 v[30:31], v11, s[14:15]         ; examples/batched_gemm.kgen:7: 8-byte load of 'w'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v32, 16, v30
	v_and_b32 v33, 0xffff0000, v30
	v_lshlrev_b32 v34, 16, v31
	v_and_b32 v35, 0xffff0000, v31
	s_mul_i32 s11, s13, 16
	s_lshl_b32 s17, s11, 1
	v_add_u32 v30, s17, v11
	global_load_dwordx2 v[36:37], v30, s[14:15]         ; examples/batched_gemm.kgen:7: 8-byte load of 'w'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v30, 16, v36
	v_and_b32 v31, 0xffff0000, v36
	v_lshlrev_b32 v38, 16, v37
	v_and_b32 v39, 0xffff0000, v37
	v_lshrrev_b32 v36, 16, v32
	ds_write_b16 v12, v36 offset:5120                   ; B operand of the product: stage
	v_lshrrev_b32 v32, 16, v33
	ds_write_b16 v12, v32 offset:5200                   ; B operand of the product: stage
	v_lshrrev_b32 v32, 16, v34
	ds_write_b16 v12, v32 offset:5280                   ; B operand of the product: stage
	v_lshrrev_b32 v32, 16, v35
	ds_write_b16 v12, v32 offset:5360                   ; B operand of the product: stage
	v_lshrrev_b32 v32, 16, v30
	ds_write_b16 v12, v32 offset:5152                   ; B operand of the product: stage
	v_lshrrev_b32 v30, 16, v31
	ds_write_b16 v12, v30 offset:5232                   ; B operand of the product: stage
	v_lshrrev_b32 v30, 16, v38
	ds_write_b16 v12, v30 offset:5312                   ; B operand of the product: stage
	v_lshrrev_b32 v30, 16, v39
	ds_write_b16 v12, v30 offset:5392                   ; B operand of the product: stage
	v_mov_b32 v30, v9                                   ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v31, v15                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v32, v16                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v33, v17                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v34, v18                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v35, v19                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v36, v20                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v37, v21                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v38, v22                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v39, v23                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v40, v24                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v41, v25                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v42, v26                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v43, v27                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v44, v28                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v45, v29                                  ; examples/batched_gemm.kgen:7: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v46, v1 offset:5120                     ; B fragment 0 of k-step 0
	ds_read_b32 v47, v1 offset:5124                     ; B fragment 0 of k-step 0
	ds_read_b32 v48, v10                                ; A fragment 0 of k-step 0
	ds_read_b32 v49, v10 offset:4                       ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[30:45], v[48:49], v[46:47], v[30:45] ; examples/batched_gemm.kgen:7: mfma 32x32x8
	ds_read_b32 v46, v1 offset:5136                     ; B fragment 0 of k-step 1
	ds_read_b32 v47, v1 offset:5140                     ; B fragment 0 of k-step 1
	ds_read_b32 v48, v10 offset:16                      ; A fragment 0 of k-step 1
	ds_read_b32 v49, v10 offset:20                      ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[30:45], v[48:49], v[46:47], v[30:45] ; examples/batched_gemm.kgen:7: mfma 32x32x8
	ds_read_b32 v46, v1 offset:5152                     ; B fragment 0 of k-step 2
	ds_read_b32 v47, v1 offset:5156                     ; B fragment 0 of k-step 2
	ds_read_b32 v48, v10 offset:32                      ; A fragment 0 of k-step 2
	ds_read_b32 v49, v10 offset:36                      ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[30:45], v[48:49], v[46:47], v[30:45] ; examples/batched_gemm.kgen:7: mfma 32x32x8
	ds_read_b32 v46, v1 offset:5168                     ; B fragment 0 of k-step 3
	ds_read_b32 v47, v1 offset:5172                     ; B fragment 0 of k-step 3
	ds_read_b32 v48, v10 offset:48                      ; A fragment 0 of k-step 3
	ds_read_b32 v49, v10 offset:52                      ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[30:45], v[48:49], v[46:47], v[30:45] ; examples/batched_gemm.kgen:7: mfma 32x32x8
	s_nop 7
	s_nop 2
	v_mov_b32 v9, v30                                   ; next 'acc'
	v_mov_b32 v15, v31                                  ; next 'acc'
	v_mov_b32 v16, v32                                  ; next 'acc'
	v_mov_b32 v17, v33                                  ; next 'acc'
	v_mov_b32 v18, v34                                  ; next 'acc'
	v_mov_b32 v19, v35                                  ; next 'acc'
	v_mov_b32 v20, v36                                  ; next 'acc'
	v_mov_b32 v21, v37                                  ; next 'acc'
	v_mov_b32 v22, v38                                  ; next 'acc'
	v_mov_b32 v23, v39                                  ; next 'acc'
	v_mov_b32 v24, v40                                  ; next 'acc'
	v_mov_b32 v25, v41                                  ; next 'acc'
	v_mov_b32 v26, v42                                  ; next 'acc'
	v_mov_b32 v27, v43                                  ; next 'acc'
	v_mov_b32 v28, v44                                  ; next 'acc'
	v_mov_b32 v29, v45                                  ; next 'acc'
	s_add_u32 s10, s10, 32
	s_cmp_lt_u32 s10, s5
	s_cbranch_scc1 .Lbatched_gemm_loop0
.Lbatched_gemm_loop0_end:
	s_mov_b32 s5, s10                                   ; for kk in k: steps of 32: the rest, masked
	s_cmp_ge_u32 s5, s12
	s_cbranch_scc1 .Lbatched_gemm_loop1_end
.Lbatched_gemm_loop1:
	s_sub_u32 s10, s12, s5
	s_mov_b32 s14, s5
	s_mov_b32 s15, 0
	s_lshl_b64 s[24:25], s[14:15], 1
	s_add_u32 s14, s6, s24                              ; 'a' at this chunk
	s_addc_u32 s15, s7, s25
	v_cmp_lt_u32 s[24:25], v2, s18                      ; 'm' element in bounds
	v_cmp_lt_u32 s[26:27], v5, s10                      ; 'kk' element in bounds
	s_and_b64 s[30:31], s[24:25], s[26:27]
	v_mov_b32 v30, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_190
	global_load_ushort v30, v3, s[14:15]                ; examples/batched_gemm.kgen:7: load of 'a'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v31, 16, v30
	v_add_u32 v30, 1, v5
	v_cmp_lt_u32 s[30:31], v30, s10                     ; 'kk' element in bounds
	s_and_b64 s[32:33], s[24:25], s[30:31]
	v_mov_b32 v30, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_195
	global_load_ushort v30, v3, s[14:15] offset:2       ; examples/batched_gemm.kgen:7: load of 'a'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v32, 16, v30
	v_add_u32 v30, 2, v5
	v_cmp_lt_u32 s[32:33], v30, s10                     ; 'kk' element in bounds
	s_and_b64 s[34:35], s[24:25], s[32:33]
	v_mov_b32 v30, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_200
	global_load_ushort v30, v3, s[14:15] offset:4       ; examples/batched_gemm.kgen:7: load of 'a'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v33, 16, v30
	v_add_u32 v30, 3, v5
	v_cmp_lt_u32 s[34:35], v30, s10                     ; 'kk' element in bounds
	s_and_b64 s[36:37], s[24:25], s[34:35]
	v_mov_b32 v30, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[36:37]               ; lanes where %vpred_205
	global_load_ushort v30, v3, s[14:15] offset:6       ; examples/batched_gemm.kgen:7: load of 'a'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v30
	s_mul_i32 s11, s12, 32
	s_lshl_b32 s17, s11, 1
	v_add_u32 v30, s17, v3
	v_add_u32 v35, 32, v2
	v_cmp_lt_u32 s[24:25], v35, s18                     ; 'm' element in bounds
	s_and_b64 s[36:37], s[24:25], s[26:27]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[36:37]               ; lanes where %vpred_213
	global_load_ushort v35, v30, s[14:15]               ; examples/batched_gemm.kgen:7: load of 'a'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v36, 16, v35
	s_and_b64 s[26:27], s[24:25], s[30:31]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[26:27]               ; lanes where %vpred_216
	global_load_ushort v35, v30, s[14:15] offset:2      ; examples/batched_gemm.kgen:7: load of 'a'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v37, 16, v35
	s_and_b64 s[26:27], s[24:25], s[32:33]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[26:27]               ; lanes where %vpred_219
	global_load_ushort v35, v30, s[14:15] offset:4      ; examples/batched_gemm.kgen:7: load of 'a'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v38, 16, v35
	s_and_b64 s[26:27], s[24:25], s[34:35]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[26:27]               ; lanes where %vpred_222
	global_load_ushort v35, v30, s[14:15] offset:6      ; examples/batched_gemm.kgen:7: load of 'a'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v30, 16, v35
	v_lshrrev_b32 v35, 16, v31
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v4, v35                                ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v32
	ds_write_b16 v4, v31 offset:2                       ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v33
	ds_write_b16 v4, v31 offset:4                       ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v34
	ds_write_b16 v4, v31 offset:6                       ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v36
	ds_write_b16 v4, v31 offset:2560                    ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v37
	ds_write_b16 v4, v31 offset:2562                    ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v38
	ds_write_b16 v4, v31 offset:2564                    ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v30
	ds_write_b16 v4, v31 offset:2566                    ; A operand of the product: stage
	s_mul_i32 s14, s5, s13
	s_mul_hi_u32 s15, s5, s13
	s_lshl_b64 s[24:25], s[14:15], 1
	s_add_u32 s14, s28, s24                             ; 'w' at this chunk
	s_addc_u32 s15, s29, s25
	v_cmp_lt_u32 s[24:25], v13, s16                     ; 'n' element in bounds
	v_cmp_lt_u32 s[26:27], v8, s10                      ; 'kk' element in bounds
	s_and_b64 s[30:31], s[24:25], s[26:27]
	v_mov_b32 v30, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_238
	global_load_ushort v30, v11, s[14:15]               ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v31, 16, v30
	v_add_u32 v30, 1, v13
	v_cmp_lt_u32 s[30:31], v30, s16                     ; 'n' element in bounds
	s_and_b64 s[32:33], s[30:31], s[26:27]
	v_mov_b32 v30, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_243
	global_load_ushort v30, v11, s[14:15] offset:2      ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v32, 16, v30
	v_add_u32 v30, 2, v13
	v_cmp_lt_u32 s[32:33], v30, s16                     ; 'n' element in bounds
	s_and_b64 s[34:35], s[32:33], s[26:27]
	v_mov_b32 v30, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_248
	global_load_ushort v30, v11, s[14:15] offset:4      ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v33, 16, v30
	v_add_u32 v30, 3, v13
	v_cmp_lt_u32 s[34:35], v30, s16                     ; 'n' element in bounds
	s_and_b64 s[36:37], s[34:35], s[26:27]
	v_mov_b32 v30, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[36:37]               ; lanes where %vpred_253
	global_load_ushort v30, v11, s[14:15] offset:6      ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v30
	s_mul_i32 s11, s13, 16
	s_lshl_b32 s17, s11, 1
	v_add_u32 v30, s17, v11
	v_add_u32 v35, 16, v8
	v_cmp_lt_u32 s[26:27], v35, s10                     ; 'kk' element in bounds
	s_and_b64 s[10:11], s[24:25], s[26:27]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[10:11]               ; lanes where %vpred_261
	global_load_ushort v35, v30, s[14:15]               ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v36, 16, v35
	s_and_b64 s[10:11], s[30:31], s[26:27]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[10:11]               ; lanes where %vpred_264
	global_load_ushort v35, v30, s[14:15] offset:2      ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v37, 16, v35
	s_and_b64 s[10:11], s[32:33], s[26:27]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[10:11]               ; lanes where %vpred_267
	global_load_ushort v35, v30, s[14:15] offset:4      ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v38, 16, v35
	s_and_b64 s[10:11], s[34:35], s[26:27]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[10:11]               ; lanes where %vpred_270
	global_load_ushort v35, v30, s[14:15] offset:6      ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v30, 16, v35
	v_lshrrev_b32 v35, 16, v31
	ds_write_b16 v12, v35 offset:5120                   ; B operand of the product: stage
	v_lshrrev_b32 v31, 16, v32
	ds_write_b16 v12, v31 offset:5200                   ; B operand of the product: stage
	v_lshrrev_b32 v31, 16, v33
	ds_write_b16 v12, v31 offset:5280                   ; B operand of the product: stage
	v_lshrrev_b32 v31, 16, v34
	ds_write_b16 v12, v31 offset:5360                   ; B operand of the product: stage
	v_lshrrev_b32 v31, 16, v36
	ds_write_b16 v12, v31 offset:5152                   ; B operand of the product: stage
	v_lshrrev_b32 v31, 16, v37
	ds_write_b16 v12, v31 offset:5232                   ; B operand of the product: stage
	v_lshrrev_b32 v31, 16, v38
	ds_write_b16 v12, v31 offset:5312                   ; B operand of the product: stage
	v_lshrrev_b32 v31, 16, v30
	ds_write_b16 v12, v31 offset:5392                   ; B operand of the product: stage
	v_mov_b32 v30, v9                                   ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v31, v15                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v32, v16                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v33, v17                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v34, v18                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v35, v19                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v36, v20                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v37, v21                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v38, v22                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v39, v23                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v40, v24                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v41, v25                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v42, v26                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v43, v27                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v44, v28                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v45, v29                                  ; examples/batched_gemm.kgen:7: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v46, v1 offset:5120                     ; B fragment 0 of k-step 0
	ds_read_b32 v47, v1 offset:5124                     ; B fragment 0 of k-step 0
	ds_read_b32 v48, v10                                ; A fragment 0 of k-step 0
	ds_read_b32 v49, v10 offset:4                       ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[30:45], v[48:49], v[46:47], v[30:45] ; examples/batched_gemm.kgen:7: mfma 32x32x8
	ds_read_b32 v46, v1 offset:5136                     ; B fragment 0 of k-step 1
	ds_read_b32 v47, v1 offset:5140                     ; B fragment 0 of k-step 1
	ds_read_b32 v48, v10 offset:16                      ; A fragment 0 of k-step 1
	ds_read_b32 v49, v10 offset:20                      ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[30:45], v[48:49], v[46:47], v[30:45] ; examples/batched_gemm.kgen:7: mfma 32x32x8
	ds_read_b32 v46, v1 offset:5152                     ; B fragment 0 of k-step 2
	ds_read_b32 v47, v1 offset:5156                     ; B fragment 0 of k-step 2
	ds_read_b32 v48, v10 offset:32                      ; A fragment 0 of k-step 2
	ds_read_b32 v49, v10 offset:36                      ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[30:45], v[48:49], v[46:47], v[30:45] ; examples/batched_gemm.kgen:7: mfma 32x32x8
	ds_read_b32 v46, v1 offset:5168                     ; B fragment 0 of k-step 3
	ds_read_b32 v47, v1 offset:5172                     ; B fragment 0 of k-step 3
	ds_read_b32 v48, v10 offset:48                      ; A fragment 0 of k-step 3
	ds_read_b32 v49, v10 offset:52                      ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[30:45], v[48:49], v[46:47], v[30:45] ; examples/batched_gemm.kgen:7: mfma 32x32x8
	s_nop 7
	s_nop 2
	v_mov_b32 v9, v30                                   ; next 'acc'
	v_mov_b32 v15, v31                                  ; next 'acc'
	v_mov_b32 v16, v32                                  ; next 'acc'
	v_mov_b32 v17, v33                                  ; next 'acc'
	v_mov_b32 v18, v34                                  ; next 'acc'
	v_mov_b32 v19, v35                                  ; next 'acc'
	v_mov_b32 v20, v36                                  ; next 'acc'
	v_mov_b32 v21, v37                                  ; next 'acc'
	v_mov_b32 v22, v38                                  ; next 'acc'
	v_mov_b32 v23, v39                                  ; next 'acc'
	v_mov_b32 v24, v40                                  ; next 'acc'
	v_mov_b32 v25, v41                                  ; next 'acc'
	v_mov_b32 v26, v42                                  ; next 'acc'
	v_mov_b32 v27, v43                                  ; next 'acc'
	v_mov_b32 v28, v44                                  ; next 'acc'
	v_mov_b32 v29, v45                                  ; next 'acc'
	s_add_u32 s5, s5, 32
	s_cmp_lt_u32 s5, s12
	s_cbranch_scc1 .Lbatched_gemm_loop1
.Lbatched_gemm_loop1_end:
	global_store_dword v7, v9, s[8:9]                   ; examples/batched_gemm.kgen:9: store to 'c'
	s_mul_i32 s5, s13, 1
	s_lshl_b32 s10, s5, 2
	v_add_u32 v9, s10, v7
	global_store_dword v9, v15, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mul_i32 s5, s13, 2
	s_lshl_b32 s10, s5, 2
	v_add_u32 v9, s10, v7
	global_store_dword v9, v16, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mul_i32 s5, s13, 3
	s_lshl_b32 s10, s5, 2
	v_add_u32 v9, s10, v7
	global_store_dword v9, v17, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mul_i32 s5, s13, 8
	s_lshl_b32 s10, s5, 2
	v_add_u32 v9, s10, v7
	global_store_dword v9, v18, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mul_i32 s5, s13, 9
	s_lshl_b32 s10, s5, 2
	v_add_u32 v9, s10, v7
	global_store_dword v9, v19, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mul_i32 s5, s13, 10
	s_lshl_b32 s10, s5, 2
	v_add_u32 v9, s10, v7
	global_store_dword v9, v20, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mul_i32 s5, s13, 11
	s_lshl_b32 s10, s5, 2
	v_add_u32 v9, s10, v7
	global_store_dword v9, v21, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mul_i32 s5, s13, 16
	s_lshl_b32 s10, s5, 2
	v_add_u32 v9, s10, v7
	global_store_dword v9, v22, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mul_i32 s5, s13, 17
	s_lshl_b32 s10, s5, 2
	v_add_u32 v9, s10, v7
	global_store_dword v9, v23, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mul_i32 s5, s13, 18
	s_lshl_b32 s10, s5, 2
	v_add_u32 v9, s10, v7
	global_store_dword v9, v24, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mul_i32 s5, s13, 19
	s_lshl_b32 s10, s5, 2
	v_add_u32 v9, s10, v7
	global_store_dword v9, v25, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mul_i32 s5, s13, 24
	s_lshl_b32 s10, s5, 2
	v_add_u32 v9, s10, v7
	global_store_dword v9, v26, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mul_i32 s5, s13, 25
	s_lshl_b32 s10, s5, 2
	v_add_u32 v9, s10, v7
	global_store_dword v9, v27, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mul_i32 s5, s13, 26
	s_lshl_b32 s10, s5, 2
	v_add_u32 v9, s10, v7
	global_store_dword v9, v28, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mul_i32 s5, s13, 27
	s_lshl_b32 s10, s5, 2
	v_add_u32 v9, s10, v7
	global_store_dword v9, v29, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_branch .Lbatched_gemm_if0_end
.Lbatched_gemm_if0_else:
	v_mov_b32 v9, 0                                     ; loop-carried 'acc'
	v_mov_b32 v15, 0                                    ; loop-carried 'acc'
	v_mov_b32 v16, 0                                    ; loop-carried 'acc'
	v_mov_b32 v17, 0                                    ; loop-carried 'acc'
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
	s_and_b32 s5, s22, s21
	s_cmp_ge_u32 s12, 32                                ; at least one whole chunk of 'kk'
	s_cselect_b32 s10, 1, 0
	s_sub_u32 s11, s12, 31
	s_cmp_lg_u32 s10, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s10, s11, 0
	s_cmp_lg_u32 s5, 0
	s_cselect_b32 s5, s10, 0
	s_mov_b32 s10, 0                                    ; for kk in k: steps of 32: whole chunks
	s_cmp_ge_u32 s10, s5
	s_cbranch_scc1 .Lbatched_gemm_loop2_end
.Lbatched_gemm_loop2:
	s_mov_b32 s14, s10
	s_mov_b32 s15, 0
	s_lshl_b64 s[20:21], s[14:15], 1
	s_add_u32 s14, s6, s20                              ; 'a' at this chunk
	s_addc_u32 s15, s7, s21
	global_load_dwordx2 v[30:31], v3, s[14:15]          ; examples/batched_gemm.kgen:7: 8-byte load of 'a'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v32, 16, v30
	v_and_b32 v33, 0xffff0000, v30
	v_lshlrev_b32 v34, 16, v31
	v_and_b32 v35, 0xffff0000, v31
	s_mul_i32 s11, s12, 32
	s_lshl_b32 s17, s11, 1
	v_add_u32 v30, s17, v3
	global_load_dwordx2 v[36:37], v30, s[14:15]         ; examples/batched_gemm.kgen:7: 8-byte load of 'a'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v30, 16, v36
	v_and_b32 v31, 0xffff0000, v36
	v_lshlrev_b32 v38, 16, v37
	v_and_b32 v39, 0xffff0000, v37
	v_lshrrev_b32 v36, 16, v32
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v4, v36                                ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v33
	ds_write_b16 v4, v32 offset:2                       ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v34
	ds_write_b16 v4, v32 offset:4                       ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v35
	ds_write_b16 v4, v32 offset:6                       ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v30
	ds_write_b16 v4, v32 offset:2560                    ; A operand of the product: stage
	v_lshrrev_b32 v30, 16, v31
	ds_write_b16 v4, v30 offset:2562                    ; A operand of the product: stage
	v_lshrrev_b32 v30, 16, v38
	ds_write_b16 v4, v30 offset:2564                    ; A operand of the product: stage
	v_lshrrev_b32 v30, 16, v39
	ds_write_b16 v4, v30 offset:2566                    ; A operand of the product: stage
	s_mul_i32 s14, s10, s13
	s_mul_hi_u32 s15, s10, s13
	s_lshl_b64 s[20:21], s[14:15], 1
	s_add_u32 s14, s28, s20                             ; 'w' at this chunk
	s_addc_u32 s15, s29, s21
	global_load_dwordx2 v[30:31], v11, s[14:15]         ; examples/batched_gemm.kgen:7: 8-byte load of 'w'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v32, 16, v30
	v_and_b32 v33, 0xffff0000, v30
	v_lshlrev_b32 v34, 16, v31
	v_and_b32 v35, 0xffff0000, v31
	s_mul_i32 s11, s13, 16
	s_lshl_b32 s17, s11, 1
	v_add_u32 v30, s17, v11
	global_load_dwordx2 v[36:37], v30, s[14:15]         ; examples/batched_gemm.kgen:7: 8-byte load of 'w'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v30, 16, v36
	v_and_b32 v31, 0xffff0000, v36
	v_lshlrev_b32 v38, 16, v37
	v_and_b32 v39, 0xffff0000, v37
	v_lshrrev_b32 v36, 16, v32
	ds_write_b16 v12, v36 offset:5120                   ; B operand of the product: stage
	v_lshrrev_b32 v32, 16, v33
	ds_write_b16 v12, v32 offset:5200                   ; B operand of the product: stage
	v_lshrrev_b32 v32, 16, v34
	ds_write_b16 v12, v32 offset:5280                   ; B operand of the product: stage
	v_lshrrev_b32 v32, 16, v35
	ds_write_b16 v12, v32 offset:5360                   ; B operand of the product: stage
	v_lshrrev_b32 v32, 16, v30
	ds_write_b16 v12, v32 offset:5152                   ; B operand of the product: stage
	v_lshrrev_b32 v30, 16, v31
	ds_write_b16 v12, v30 offset:5232                   ; B operand of the product: stage
	v_lshrrev_b32 v30, 16, v38
	ds_write_b16 v12, v30 offset:5312                   ; B operand of the product: stage
	v_lshrrev_b32 v30, 16, v39
	ds_write_b16 v12, v30 offset:5392                   ; B operand of the product: stage
	v_mov_b32 v30, v9                                   ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v31, v15                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v32, v16                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v33, v17                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v34, v18                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v35, v19                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v36, v20                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v37, v21                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v38, v22                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v39, v23                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v40, v24                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v41, v25                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v42, v26                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v43, v27                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v44, v28                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v45, v29                                  ; examples/batched_gemm.kgen:7: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v46, v1 offset:5120                     ; B fragment 0 of k-step 0
	ds_read_b32 v47, v1 offset:5124                     ; B fragment 0 of k-step 0
	ds_read_b32 v48, v10                                ; A fragment 0 of k-step 0
	ds_read_b32 v49, v10 offset:4                       ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[30:45], v[48:49], v[46:47], v[30:45] ; examples/batched_gemm.kgen:7: mfma 32x32x8
	ds_read_b32 v46, v1 offset:5136                     ; B fragment 0 of k-step 1
	ds_read_b32 v47, v1 offset:5140                     ; B fragment 0 of k-step 1
	ds_read_b32 v48, v10 offset:16                      ; A fragment 0 of k-step 1
	ds_read_b32 v49, v10 offset:20                      ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[30:45], v[48:49], v[46:47], v[30:45] ; examples/batched_gemm.kgen:7: mfma 32x32x8
	ds_read_b32 v46, v1 offset:5152                     ; B fragment 0 of k-step 2
	ds_read_b32 v47, v1 offset:5156                     ; B fragment 0 of k-step 2
	ds_read_b32 v48, v10 offset:32                      ; A fragment 0 of k-step 2
	ds_read_b32 v49, v10 offset:36                      ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[30:45], v[48:49], v[46:47], v[30:45] ; examples/batched_gemm.kgen:7: mfma 32x32x8
	ds_read_b32 v46, v1 offset:5168                     ; B fragment 0 of k-step 3
	ds_read_b32 v47, v1 offset:5172                     ; B fragment 0 of k-step 3
	ds_read_b32 v48, v10 offset:48                      ; A fragment 0 of k-step 3
	ds_read_b32 v49, v10 offset:52                      ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[30:45], v[48:49], v[46:47], v[30:45] ; examples/batched_gemm.kgen:7: mfma 32x32x8
	s_nop 7
	s_nop 2
	v_mov_b32 v9, v30                                   ; next 'acc'
	v_mov_b32 v15, v31                                  ; next 'acc'
	v_mov_b32 v16, v32                                  ; next 'acc'
	v_mov_b32 v17, v33                                  ; next 'acc'
	v_mov_b32 v18, v34                                  ; next 'acc'
	v_mov_b32 v19, v35                                  ; next 'acc'
	v_mov_b32 v20, v36                                  ; next 'acc'
	v_mov_b32 v21, v37                                  ; next 'acc'
	v_mov_b32 v22, v38                                  ; next 'acc'
	v_mov_b32 v23, v39                                  ; next 'acc'
	v_mov_b32 v24, v40                                  ; next 'acc'
	v_mov_b32 v25, v41                                  ; next 'acc'
	v_mov_b32 v26, v42                                  ; next 'acc'
	v_mov_b32 v27, v43                                  ; next 'acc'
	v_mov_b32 v28, v44                                  ; next 'acc'
	v_mov_b32 v29, v45                                  ; next 'acc'
	s_add_u32 s10, s10, 32
	s_cmp_lt_u32 s10, s5
	s_cbranch_scc1 .Lbatched_gemm_loop2
.Lbatched_gemm_loop2_end:
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
	v_cmp_lt_u32 s[20:21], v2, s18                      ; 'm' element in bounds
	v_cmp_lt_u32 s[22:23], v5, s10                      ; 'kk' element in bounds
	s_and_b64 s[24:25], s[20:21], s[22:23]
	v_mov_b32 v30, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_485
	global_load_ushort v30, v3, s[14:15]                ; examples/batched_gemm.kgen:7: load of 'a'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v31, 16, v30
	v_add_u32 v30, 1, v5
	v_cmp_lt_u32 s[24:25], v30, s10                     ; 'kk' element in bounds
	s_and_b64 s[26:27], s[20:21], s[24:25]
	v_mov_b32 v30, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[26:27]               ; lanes where %vpred_490
	global_load_ushort v30, v3, s[14:15] offset:2       ; examples/batched_gemm.kgen:7: load of 'a'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v32, 16, v30
	v_add_u32 v30, 2, v5
	v_cmp_lt_u32 s[26:27], v30, s10                     ; 'kk' element in bounds
	s_and_b64 s[30:31], s[20:21], s[26:27]
	v_mov_b32 v30, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_495
	global_load_ushort v30, v3, s[14:15] offset:4       ; examples/batched_gemm.kgen:7: load of 'a'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v33, 16, v30
	v_add_u32 v30, 3, v5
	v_cmp_lt_u32 s[30:31], v30, s10                     ; 'kk' element in bounds
	s_and_b64 s[32:33], s[20:21], s[30:31]
	v_mov_b32 v30, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[32:33]               ; lanes where %vpred_500
	global_load_ushort v30, v3, s[14:15] offset:6       ; examples/batched_gemm.kgen:7: load of 'a'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v30
	s_mul_i32 s11, s12, 32
	s_lshl_b32 s17, s11, 1
	v_add_u32 v30, s17, v3
	v_add_u32 v35, 32, v2
	v_cmp_lt_u32 s[20:21], v35, s18                     ; 'm' element in bounds
	s_and_b64 s[32:33], s[20:21], s[22:23]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_508
	global_load_ushort v35, v30, s[14:15]               ; examples/batched_gemm.kgen:7: load of 'a'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v36, 16, v35
	s_and_b64 s[22:23], s[20:21], s[24:25]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_511
	global_load_ushort v35, v30, s[14:15] offset:2      ; examples/batched_gemm.kgen:7: load of 'a'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v37, 16, v35
	s_and_b64 s[22:23], s[20:21], s[26:27]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_514
	global_load_ushort v35, v30, s[14:15] offset:4      ; examples/batched_gemm.kgen:7: load of 'a'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v38, 16, v35
	s_and_b64 s[22:23], s[20:21], s[30:31]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[22:23]               ; lanes where %vpred_517
	global_load_ushort v35, v30, s[14:15] offset:6      ; examples/batched_gemm.kgen:7: load of 'a'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v30, 16, v35
	v_lshrrev_b32 v35, 16, v31
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v4, v35                                ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v32
	ds_write_b16 v4, v31 offset:2                       ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v33
	ds_write_b16 v4, v31 offset:4                       ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v34
	ds_write_b16 v4, v31 offset:6                       ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v36
	ds_write_b16 v4, v31 offset:2560                    ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v37
	ds_write_b16 v4, v31 offset:2562                    ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v38
	ds_write_b16 v4, v31 offset:2564                    ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v30
	ds_write_b16 v4, v31 offset:2566                    ; A operand of the product: stage
	s_mul_i32 s14, s5, s13
	s_mul_hi_u32 s15, s5, s13
	s_lshl_b64 s[20:21], s[14:15], 1
	s_add_u32 s14, s28, s20                             ; 'w' at this chunk
	s_addc_u32 s15, s29, s21
	v_cmp_lt_u32 s[20:21], v13, s16                     ; 'n' element in bounds
	v_cmp_lt_u32 s[22:23], v8, s10                      ; 'kk' element in bounds
	s_and_b64 s[24:25], s[20:21], s[22:23]
	v_mov_b32 v30, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_533
	global_load_ushort v30, v11, s[14:15]               ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v31, 16, v30
	v_add_u32 v30, 1, v13
	v_cmp_lt_u32 s[24:25], v30, s16                     ; 'n' element in bounds
	s_and_b64 s[26:27], s[24:25], s[22:23]
	v_mov_b32 v30, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[26:27]               ; lanes where %vpred_538
	global_load_ushort v30, v11, s[14:15] offset:2      ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v32, 16, v30
	v_add_u32 v30, 2, v13
	v_cmp_lt_u32 s[26:27], v30, s16                     ; 'n' element in bounds
	s_and_b64 s[30:31], s[26:27], s[22:23]
	v_mov_b32 v30, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_543
	global_load_ushort v30, v11, s[14:15] offset:4      ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v33, 16, v30
	v_add_u32 v30, 3, v13
	v_cmp_lt_u32 s[30:31], v30, s16                     ; 'n' element in bounds
	s_and_b64 s[32:33], s[30:31], s[22:23]
	v_mov_b32 v30, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_548
	global_load_ushort v30, v11, s[14:15] offset:6      ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v30
	s_mul_i32 s11, s13, 16
	s_lshl_b32 s17, s11, 1
	v_add_u32 v30, s17, v11
	v_add_u32 v35, 16, v8
	v_cmp_lt_u32 s[22:23], v35, s10                     ; 'kk' element in bounds
	s_and_b64 s[10:11], s[20:21], s[22:23]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[10:11]               ; lanes where %vpred_556
	global_load_ushort v35, v30, s[14:15]               ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v36, 16, v35
	s_and_b64 s[10:11], s[24:25], s[22:23]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[10:11]               ; lanes where %vpred_559
	global_load_ushort v35, v30, s[14:15] offset:2      ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v37, 16, v35
	s_and_b64 s[10:11], s[26:27], s[22:23]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[10:11]               ; lanes where %vpred_562
	global_load_ushort v35, v30, s[14:15] offset:4      ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v38, 16, v35
	s_and_b64 s[10:11], s[30:31], s[22:23]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[10:11]               ; lanes where %vpred_565
	global_load_ushort v35, v30, s[14:15] offset:6      ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v30, 16, v35
	v_lshrrev_b32 v35, 16, v31
	ds_write_b16 v12, v35 offset:5120                   ; B operand of the product: stage
	v_lshrrev_b32 v31, 16, v32
	ds_write_b16 v12, v31 offset:5200                   ; B operand of the product: stage
	v_lshrrev_b32 v31, 16, v33
	ds_write_b16 v12, v31 offset:5280                   ; B operand of the product: stage
	v_lshrrev_b32 v31, 16, v34
	ds_write_b16 v12, v31 offset:5360                   ; B operand of the product: stage
	v_lshrrev_b32 v31, 16, v36
	ds_write_b16 v12, v31 offset:5152                   ; B operand of the product: stage
	v_lshrrev_b32 v31, 16, v37
	ds_write_b16 v12, v31 offset:5232                   ; B operand of the product: stage
	v_lshrrev_b32 v31, 16, v38
	ds_write_b16 v12, v31 offset:5312                   ; B operand of the product: stage
	v_lshrrev_b32 v31, 16, v30
	ds_write_b16 v12, v31 offset:5392                   ; B operand of the product: stage
	v_mov_b32 v30, v9                                   ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v31, v15                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v32, v16                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v33, v17                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v34, v18                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v35, v19                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v36, v20                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v37, v21                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v38, v22                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v39, v23                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v40, v24                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v41, v25                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v42, v26                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v43, v27                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v44, v28                                  ; examples/batched_gemm.kgen:7: product accumulator
	v_mov_b32 v45, v29                                  ; examples/batched_gemm.kgen:7: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v46, v1 offset:5120                     ; B fragment 0 of k-step 0
	ds_read_b32 v47, v1 offset:5124                     ; B fragment 0 of k-step 0
	ds_read_b32 v48, v10                                ; A fragment 0 of k-step 0
	ds_read_b32 v49, v10 offset:4                       ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[30:45], v[48:49], v[46:47], v[30:45] ; examples/batched_gemm.kgen:7: mfma 32x32x8
	ds_read_b32 v46, v1 offset:5136                     ; B fragment 0 of k-step 1
	ds_read_b32 v47, v1 offset:5140                     ; B fragment 0 of k-step 1
	ds_read_b32 v48, v10 offset:16                      ; A fragment 0 of k-step 1
	ds_read_b32 v49, v10 offset:20                      ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[30:45], v[48:49], v[46:47], v[30:45] ; examples/batched_gemm.kgen:7: mfma 32x32x8
	ds_read_b32 v46, v1 offset:5152                     ; B fragment 0 of k-step 2
	ds_read_b32 v47, v1 offset:5156                     ; B fragment 0 of k-step 2
	ds_read_b32 v48, v10 offset:32                      ; A fragment 0 of k-step 2
	ds_read_b32 v49, v10 offset:36                      ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[30:45], v[48:49], v[46:47], v[30:45] ; examples/batched_gemm.kgen:7: mfma 32x32x8
	ds_read_b32 v46, v1 offset:5168                     ; B fragment 0 of k-step 3
	ds_read_b32 v47, v1 offset:5172                     ; B fragment 0 of k-step 3
	ds_read_b32 v48, v10 offset:48                      ; A fragment 0 of k-step 3
	ds_read_b32 v49, v10 offset:52                      ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[30:45], v[48:49], v[46:47], v[30:45] ; examples/batched_gemm.kgen:7: mfma 32x32x8
	s_nop 7
	s_nop 2
	v_mov_b32 v9, v30                                   ; next 'acc'
	v_mov_b32 v15, v31                                  ; next 'acc'
	v_mov_b32 v16, v32                                  ; next 'acc'
	v_mov_b32 v17, v33                                  ; next 'acc'
	v_mov_b32 v18, v34                                  ; next 'acc'
	v_mov_b32 v19, v35                                  ; next 'acc'
	v_mov_b32 v20, v36                                  ; next 'acc'
	v_mov_b32 v21, v37                                  ; next 'acc'
	v_mov_b32 v22, v38                                  ; next 'acc'
	v_mov_b32 v23, v39                                  ; next 'acc'
	v_mov_b32 v24, v40                                  ; next 'acc'
	v_mov_b32 v25, v41                                  ; next 'acc'
	v_mov_b32 v26, v42                                  ; next 'acc'
	v_mov_b32 v27, v43                                  ; next 'acc'
	v_mov_b32 v28, v44                                  ; next 'acc'
	v_mov_b32 v29, v45                                  ; next 'acc'
	s_add_u32 s5, s5, 32
	s_cmp_lt_u32 s5, s12
	s_cbranch_scc1 .Lbatched_gemm_loop3
.Lbatched_gemm_loop3_end:
	v_cmp_lt_u32 s[6:7], v6, s18                        ; 'm' element in bounds
	v_cmp_lt_u32 s[10:11], v14, s16                     ; 'n' element in bounds
	s_and_b64 s[14:15], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[14:15]                 ; lanes where %vpred_610
	global_store_dword v7, v9, s[8:9]                   ; examples/batched_gemm.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s5, s13, 1
	s_lshl_b32 s6, s5, 2
	v_add_u32 v1, s6, v7
	v_add_u32 v2, 1, v6
	v_cmp_lt_u32 s[6:7], v2, s18                        ; 'm' element in bounds
	s_and_b64 s[14:15], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[14:15]                 ; lanes where %vpred_616
	global_store_dword v1, v15, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s5, s13, 2
	s_lshl_b32 s6, s5, 2
	v_add_u32 v1, s6, v7
	v_add_u32 v2, 2, v6
	v_cmp_lt_u32 s[6:7], v2, s18                        ; 'm' element in bounds
	s_and_b64 s[14:15], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[14:15]                 ; lanes where %vpred_622
	global_store_dword v1, v16, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s5, s13, 3
	s_lshl_b32 s6, s5, 2
	v_add_u32 v1, s6, v7
	v_add_u32 v2, 3, v6
	v_cmp_lt_u32 s[6:7], v2, s18                        ; 'm' element in bounds
	s_and_b64 s[14:15], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[14:15]                 ; lanes where %vpred_628
	global_store_dword v1, v17, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s5, s13, 8
	s_lshl_b32 s6, s5, 2
	v_add_u32 v1, s6, v7
	v_add_u32 v2, 8, v6
	v_cmp_lt_u32 s[6:7], v2, s18                        ; 'm' element in bounds
	s_and_b64 s[14:15], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[14:15]                 ; lanes where %vpred_634
	global_store_dword v1, v18, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s5, s13, 9
	s_lshl_b32 s6, s5, 2
	v_add_u32 v1, s6, v7
	v_add_u32 v2, 9, v6
	v_cmp_lt_u32 s[6:7], v2, s18                        ; 'm' element in bounds
	s_and_b64 s[14:15], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[14:15]                 ; lanes where %vpred_640
	global_store_dword v1, v19, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s5, s13, 10
	s_lshl_b32 s6, s5, 2
	v_add_u32 v1, s6, v7
	v_add_u32 v2, 10, v6
	v_cmp_lt_u32 s[6:7], v2, s18                        ; 'm' element in bounds
	s_and_b64 s[14:15], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[14:15]                 ; lanes where %vpred_646
	global_store_dword v1, v20, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s5, s13, 11
	s_lshl_b32 s6, s5, 2
	v_add_u32 v1, s6, v7
	v_add_u32 v2, 11, v6
	v_cmp_lt_u32 s[6:7], v2, s18                        ; 'm' element in bounds
	s_and_b64 s[14:15], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[14:15]                 ; lanes where %vpred_652
	global_store_dword v1, v21, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s5, s13, 16
	s_lshl_b32 s6, s5, 2
	v_add_u32 v1, s6, v7
	v_add_u32 v2, 16, v6
	v_cmp_lt_u32 s[6:7], v2, s18                        ; 'm' element in bounds
	s_and_b64 s[14:15], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[14:15]                 ; lanes where %vpred_658
	global_store_dword v1, v22, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s5, s13, 17
	s_lshl_b32 s6, s5, 2
	v_add_u32 v1, s6, v7
	v_add_u32 v2, 17, v6
	v_cmp_lt_u32 s[6:7], v2, s18                        ; 'm' element in bounds
	s_and_b64 s[14:15], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[14:15]                 ; lanes where %vpred_664
	global_store_dword v1, v23, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s5, s13, 18
	s_lshl_b32 s6, s5, 2
	v_add_u32 v1, s6, v7
	v_add_u32 v2, 18, v6
	v_cmp_lt_u32 s[6:7], v2, s18                        ; 'm' element in bounds
	s_and_b64 s[14:15], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[14:15]                 ; lanes where %vpred_670
	global_store_dword v1, v24, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s5, s13, 19
	s_lshl_b32 s6, s5, 2
	v_add_u32 v1, s6, v7
	v_add_u32 v2, 19, v6
	v_cmp_lt_u32 s[6:7], v2, s18                        ; 'm' element in bounds
	s_and_b64 s[14:15], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[14:15]                 ; lanes where %vpred_676
	global_store_dword v1, v25, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s5, s13, 24
	s_lshl_b32 s6, s5, 2
	v_add_u32 v1, s6, v7
	v_add_u32 v2, 24, v6
	v_cmp_lt_u32 s[6:7], v2, s18                        ; 'm' element in bounds
	s_and_b64 s[14:15], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[14:15]                 ; lanes where %vpred_682
	global_store_dword v1, v26, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s5, s13, 25
	s_lshl_b32 s6, s5, 2
	v_add_u32 v1, s6, v7
	v_add_u32 v2, 25, v6
	v_cmp_lt_u32 s[6:7], v2, s18                        ; 'm' element in bounds
	s_and_b64 s[14:15], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[14:15]                 ; lanes where %vpred_688
	global_store_dword v1, v27, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s5, s13, 26
	s_lshl_b32 s6, s5, 2
	v_add_u32 v1, s6, v7
	v_add_u32 v2, 26, v6
	v_cmp_lt_u32 s[6:7], v2, s18                        ; 'm' element in bounds
	s_and_b64 s[14:15], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[14:15]                 ; lanes where %vpred_694
	global_store_dword v1, v28, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s5, s13, 27
	s_lshl_b32 s6, s5, 2
	v_add_u32 v1, s6, v7
	v_add_u32 v2, 27, v6
	v_cmp_lt_u32 s[6:7], v2, s18                        ; 'm' element in bounds
	s_and_b64 s[12:13], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_700
	global_store_dword v1, v29, s[8:9]                  ; examples/batched_gemm.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
.Lbatched_gemm_if0_end:
	s_endpgm
.Lfunc_end_batched_gemm:
	.size	batched_gemm, .Lfunc_end_batched_gemm-batched_gemm

	.rodata
	.p2align	6
	.amdhsa_kernel batched_gemm
		.amdhsa_group_segment_fixed_size 10240
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 50
		.amdhsa_next_free_sgpr 38
		.amdhsa_accum_offset 52
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
    .group_segment_fixed_size: 10240
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     44
    .sgpr_spill_count: 0
    .vgpr_count:     50
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
