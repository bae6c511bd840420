; kgen AMDGCN module for gfx942: 1 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5

; kernel swiglu: kgen AMDGCN for gfx942 (wave64, code object v5)
; kernel swiglu from examples/swiglu.kgen
; target gfx942: AMD CDNA3 (MI300)
;   block: 256 threads = 4 x 64-wide waves
;   grid: n, m
;   chunk: m: 64, n: 64, kk: 32; walked in chunks: none
;   layout: m:64 x n:64: reg[m1 m2 m8 m16] lane[n1 n2 n4 n8 n16 m4] warp[m32 n32]
;     (the first product's accumulator; at most 8 elements per vector access)
;   tile products on mfma 32x32x8: operands staged in shared memory (a loop's plain-load operands streamed ahead through registers), results in the accumulator layout
;   accumulator orientations of least cost (0 shuffle and conversion instructions per thread)
;   product 9:17 m x n contracting kk: 2 x 2 warps, each mfma 32x32x8 tiles
;   product 10:15 m x n contracting kk: 2 x 2 warps, each mfma 32x32x8 tiles
;   value layouts (each the first of the products' accumulator layouts, then blocked layouts, over its axes, sliced):
;     L0 [m, n]: m:64 x n:64: reg[m1 m2 m8 m16] lane[n1 n2 n4 n8 n16 m4] warp[m32 n32]
;     L1 [m, kk]: m:64 x kk:32: reg[kk1 kk2 kk4] lane[kk8 kk16 m1 m2 m4 m8] warp[m16 m32]
;     L2 [n, kk]: n:64 x kk:32: reg[n1 n2 n4] lane[n8 n16 n32 kk1 kk2 kk4] warp[kk8 kk16]
;       5:12 carried -> L0; 8:14 load x -> L1; 9:22 load w1 -> L2; 9:17 matmul -> L0; 9:9 add -> L0; 6:10 carried -> L0
;       10:20 load w3 -> L2; 10:15 matmul -> L0; 10:9 add -> L0; 7:5 loop_result -> L0; 12:27 sigmoid -> L0; 12:20 mul -> L0
;       7:5 loop_result -> L0; 12:20 mul -> L0; 12:15 cast -> L0
; resources: 74 VGPRs, 0 AGPRs, 46 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 15360 bytes LDS, 44 bytes of arguments, 256 threads
;   arg x: tensor bf16 at 0 (read-only)
;   arg w1: tensor bf16 at 8 (read-only)
;   arg w3: tensor bf16 at 16 (read-only)
;   arg h: tensor bf16 at 24
;   arg M: dim i32 at 32
;   arg K: dim i32 at 36
;   arg N: dim i32 at 40
; s[0:1] kernarg pointer, s2 workgroup id x, s3 workgroup id y, v0 work-item id
	.text
	.globl	swiglu
	.p2align	8
	.type	swiglu,@function
swiglu:
	s_load_dwordx2 s[4:5], s[0:1], 0x0                  ; argument x
	s_load_dwordx2 s[6:7], s[0:1], 0x8                  ; argument w1
	s_load_dwordx2 s[8:9], s[0:1], 0x10                 ; argument w3
	s_load_dwordx2 s[10:11], s[0:1], 0x18               ; argument h
	s_load_dword s12, s[0:1], 0x20                      ; argument M
	s_load_dword s13, s[0:1], 0x24                      ; argument K
	s_load_dword s14, s[0:1], 0x28                      ; argument N
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s15, s2                                   ; program index along 'n'
	s_mul_i32 s16, s15, 64                              ; first 'n' of this program's tile (64)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s15, s14, s16
	s_min_u32 s17, s15, 64                              ; 'n' elements in this tile
	s_mov_b32 s15, s3                                   ; program index along 'm'
	s_mul_i32 s18, s15, 64                              ; first 'm' of this program's tile (64)
	s_sub_u32 s15, s12, s18
	s_min_u32 s12, s15, 64                              ; 'm' elements in this tile
	s_and_b32 s15, s13, 7
	s_cmp_eq_u32 s15, 0                                 ; rows start aligned to 8 elements iff K % 8 == 0
	s_cselect_b32 s15, 1, 0
	s_and_b32 s19, s14, 7
	s_cmp_eq_u32 s19, 0                                 ; rows start aligned to 8 elements iff N % 8 == 0
	s_cselect_b32 s19, 1, 0
	s_and_b32 s20, s15, s19
	s_cmp_ge_u32 s17, 64                                ; a whole chunk of 'n' (64) is in bounds
	s_cselect_b32 s15, 1, 0
	s_cmp_ge_u32 s12, 64                                ; a whole chunk of 'm' (64) is in bounds
	s_cselect_b32 s19, 1, 0
	s_and_b32 s21, s15, s19
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
	v_lshrrev_b32 v4, 3, v1
	v_mul_lo_u32 v7, s14, v4
	v_and_b32 v8, 7, v1
	v_lshlrev_b32 v9, 3, v8
	v_add_u32 v8, v7, v9
	v_lshlrev_b32 v7, 1, v8                             ; thread's byte offset in a chunk of 'w1'
	s_mov_b32 s22, s16
	s_mov_b32 s23, 0
	s_lshl_b64 s[24:25], s[22:23], 1
	s_add_u32 s22, s6, s24                              ; 'w1' at this program
	s_addc_u32 s23, s7, s25
	v_mul_lo_u32 v8, 40, v9
	v_add_u32 v10, v8, v4
	v_lshlrev_b32 v8, 1, v10                            ; thread's place in opb1
	v_lshrrev_b32 v10, 7, v1
	v_lshlrev_b32 v11, 5, v10
	v_or_b32 v10, v2, v11                               ; thread's 'r' coordinate
	v_mul_lo_u32 v2, 40, v10
	v_add_u32 v11, v2, v5
	v_lshlrev_b32 v2, 1, v11                            ; thread's N-fragment place
	s_add_u32 s6, s8, s24                               ; 'w3' at this program
	s_addc_u32 s7, s9, s25
	v_lshrrev_b32 v11, 2, v1
	v_and_b32 v12, 3, v1
	v_lshlrev_b32 v1, 3, v12
	v_mul_lo_u32 v12, s13, v11
	v_add_u32 v13, v12, v1
	v_lshlrev_b32 v12, 1, v13                           ; thread's first 16 bytes of a 'x' tile
	v_mul_lo_u32 v13, 40, v11
	v_add_u32 v14, v13, v1
	v_lshlrev_b32 v13, 1, v14                           ; thread's first 16 bytes in st0
	s_mul_i32 s8, s18, s13
	s_mul_hi_u32 s9, s18, s13
	s_lshl_b64 s[26:27], s[8:9], 1
	s_add_u32 s8, s4, s26                               ; 'x' at this program
	s_addc_u32 s9, s5, s27
	v_or_b32 v14, v5, v3                                ; thread's 'm' coordinate
	v_mul_lo_u32 v3, s14, v14
	v_add_u32 v5, v3, v10
	v_lshlrev_b32 v3, 1, v5                             ; thread's byte offset in a chunk of 'h'
	s_mul_i32 s4, s18, s14
	s_mul_hi_u32 s5, s18, s14
	s_lshl_b64 s[18:19], s[4:5], 1
	s_add_u32 s4, s10, s18                              ; 'h' at this program
	s_addc_u32 s5, s11, s19
	s_add_u32 s10, s4, s24                              ; 'h' at this program
	s_addc_u32 s11, s5, s25
	s_cmp_eq_u32 s21, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lswiglu_if0_else
	v_mov_b32 v5, 0                                     ; loop-carried 'gate'
	v_mov_b32 v15, 0                                    ; loop-carried 'gate'
	v_mov_b32 v16, 0                                    ; loop-carried 'gate'
	v_mov_b32 v17, 0                                    ; loop-carried 'gate'
	v_mov_b32 v18, 0                                    ; loop-carried 'gate'
	v_mov_b32 v19, 0                                    ; loop-carried 'gate'
	v_mov_b32 v20, 0                                    ; loop-carried 'gate'
	v_mov_b32 v21, 0                                    ; loop-carried 'gate'
	v_mov_b32 v22, 0                                    ; loop-carried 'gate'
	v_mov_b32 v23, 0                                    ; loop-carried 'gate'
	v_mov_b32 v24, 0                                    ; loop-carried 'gate'
	v_mov_b32 v25, 0                                    ; loop-carried 'gate'
	v_mov_b32 v26, 0                                    ; loop-carried 'gate'
	v_mov_b32 v27, 0                                    ; loop-carried 'gate'
	v_mov_b32 v28, 0                                    ; loop-carried 'gate'
	v_mov_b32 v29, 0                                    ; loop-carried 'gate'
	v_mov_b32 v30, 0                                    ; loop-carried 'up'
	v_mov_b32 v31, 0                                    ; loop-carried 'up'
	v_mov_b32 v32, 0                                    ; loop-carried 'up'
	v_mov_b32 v33, 0                                    ; loop-carried 'up'
	v_mov_b32 v34, 0                                    ; loop-carried 'up'
	v_mov_b32 v35, 0                                    ; loop-carried 'up'
	v_mov_b32 v36, 0                                    ; loop-carried 'up'
	v_mov_b32 v37, 0                                    ; loop-carried 'up'
	v_mov_b32 v38, 0                                    ; loop-carried 'up'
	v_mov_b32 v39, 0                                    ; loop-carried 'up'
	v_mov_b32 v40, 0                                    ; loop-carried 'up'
	v_mov_b32 v41, 0                                    ; loop-carried 'up'
	v_mov_b32 v42, 0                                    ; loop-carried 'up'
	v_mov_b32 v43, 0                                    ; loop-carried 'up'
	v_mov_b32 v44, 0                                    ; loop-carried 'up'
	v_mov_b32 v45, 0                                    ; loop-carried 'up'
	s_cmp_ge_u32 s13, 32                                ; at least one whole chunk of 'kk'
	s_cselect_b32 s4, 1, 0
	s_sub_u32 s5, s13, 31
	s_cmp_lg_u32 s4, 0                                  ; full chunks start below extent - chunk + 1
	s_cselect_b32 s4, s5, 0
	s_cmp_lg_u32 s20, 0
	s_cselect_b32 s5, s4, 0
	s_mov_b32 s18, 0
	s_mov_b32 s19, 0
	s_lshl_b64 s[24:25], s[18:19], 1
	s_add_u32 s18, s8, s24                              ; 'x' at this chunk
	s_addc_u32 s19, s9, s25
	s_cmp_lt_u32 0, s5                                  ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s4, 1, 0
	v_cmp_lt_u32 s[24:25], v11, s12
	s_cmp_lg_u32 s4, 0
	s_cselect_b64 s[26:27], exec, 0
	s_and_b64 s[28:29], s[26:27], s[24:25]
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_1225
	global_load_dwordx4 v[46:49], v12, s[18:19]         ; examples/swiglu.kgen:8: 16 bytes of 'x'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	ds_write_b128 v13, v[46:49]                         ; 16 bytes into st0
	s_mov_b32 s4, 0                                     ; for kk in k: steps of 32: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s4, s5
	s_cbranch_scc1 .Lswiglu_loop0_end
.Lswiglu_loop0:
	s_add_u32 s15, s4, 32
	s_cmp_lt_u32 s4, s5
	s_cselect_b32 s16, 1, 0
	s_cmp_eq_u32 s16, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lswiglu_if1_end
	s_mov_b32 s18, s15
	s_mov_b32 s19, 0
	s_lshl_b64 s[24:25], s[18:19], 1
	s_add_u32 s18, s8, s24                              ; 'x' at this chunk
	s_addc_u32 s19, s9, s25
	s_cmp_lt_u32 s15, s5                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s15, 1, 0
	v_cmp_lt_u32 s[24:25], v11, s12
	s_cmp_lg_u32 s15, 0
	s_cselect_b64 s[26:27], exec, 0
	s_and_b64 s[28:29], s[26:27], s[24:25]
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_1236
	global_load_dwordx4 v[46:49], v12, s[18:19]         ; examples/swiglu.kgen:8: 16 bytes of 'x'
	s_mov_b64 exec, s[24:25]
	s_mul_i32 s18, s4, s14
	s_mul_hi_u32 s19, s4, s14
	s_lshl_b64 s[24:25], s[18:19], 1
	s_add_u32 s18, s22, s24                             ; 'w1' at this chunk
	s_addc_u32 s19, s23, s25
	v_cmp_lt_u32 s[26:27], v9, s17                      ; 'n' element in bounds
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1244
	global_load_ushort v50, v7, s[18:19]                ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v50
	v_add_u32 v50, 1, v9
	v_cmp_lt_u32 s[28:29], v50, s17                     ; 'n' element in bounds
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_1248
	global_load_ushort v50, v7, s[18:19] offset:2       ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v50
	v_add_u32 v50, 2, v9
	v_cmp_lt_u32 s[30:31], v50, s17                     ; 'n' element in bounds
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_1252
	global_load_ushort v50, v7, s[18:19] offset:4       ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v50
	v_add_u32 v50, 3, v9
	v_cmp_lt_u32 s[32:33], v50, s17                     ; 'n' element in bounds
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_1256
	global_load_ushort v50, v7, s[18:19] offset:6       ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v50
	v_add_u32 v50, 4, v9
	v_cmp_lt_u32 s[34:35], v50, s17                     ; 'n' element in bounds
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_1260
	global_load_ushort v50, v7, s[18:19] offset:8       ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v50
	v_add_u32 v50, 5, v9
	v_cmp_lt_u32 s[36:37], v50, s17                     ; 'n' element in bounds
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_1264
	global_load_ushort v50, v7, s[18:19] offset:10      ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v50
	v_add_u32 v50, 6, v9
	v_cmp_lt_u32 s[38:39], v50, s17                     ; 'n' element in bounds
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_1268
	global_load_ushort v50, v7, s[18:19] offset:12      ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v50
	v_add_u32 v50, 7, v9
	v_cmp_lt_u32 s[40:41], v50, s17                     ; 'n' element in bounds
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_1272
	global_load_ushort v50, v7, s[18:19] offset:14      ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v50
	v_lshrrev_b32 v50, 16, v51
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v8, v50 offset:10240                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v52
	ds_write_b16 v8, v50 offset:10320                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v53
	ds_write_b16 v8, v50 offset:10400                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v54
	ds_write_b16 v8, v50 offset:10480                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v55
	ds_write_b16 v8, v50 offset:10560                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v56
	ds_write_b16 v8, v50 offset:10640                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v57
	ds_write_b16 v8, v50 offset:10720                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v58
	ds_write_b16 v8, v50 offset:10800                   ; B operand of the product: stage
	v_mov_b32 v50, v5                                   ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v51, v15                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v52, v16                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v53, v17                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v54, v18                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v55, v19                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v56, v20                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v57, v21                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v58, v22                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v59, v23                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v60, v24                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v61, v25                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v62, v26                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v63, v27                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v64, v28                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v65, v29                                  ; examples/swiglu.kgen:9: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v66, v2 offset:10240                    ; B fragment 0 of k-step 0
	ds_read_b32 v67, v2 offset:10244                    ; B fragment 0 of k-step 0
	ds_read_b32 v68, v6                                 ; A fragment 0 of k-step 0
	ds_read_b32 v69, v6 offset:4                        ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[68:69], v[66:67], v[50:65] ; examples/swiglu.kgen:9: mfma 32x32x8
	ds_read_b32 v66, v2 offset:10256                    ; B fragment 0 of k-step 1
	ds_read_b32 v67, v2 offset:10260                    ; B fragment 0 of k-step 1
	ds_read_b32 v68, v6 offset:16                       ; A fragment 0 of k-step 1
	ds_read_b32 v69, v6 offset:20                       ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[68:69], v[66:67], v[50:65] ; examples/swiglu.kgen:9: mfma 32x32x8
	ds_read_b32 v66, v2 offset:10272                    ; B fragment 0 of k-step 2
	ds_read_b32 v67, v2 offset:10276                    ; B fragment 0 of k-step 2
	ds_read_b32 v68, v6 offset:32                       ; A fragment 0 of k-step 2
	ds_read_b32 v69, v6 offset:36                       ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[68:69], v[66:67], v[50:65] ; examples/swiglu.kgen:9: mfma 32x32x8
	ds_read_b32 v66, v2 offset:10288                    ; B fragment 0 of k-step 3
	ds_read_b32 v67, v2 offset:10292                    ; B fragment 0 of k-step 3
	ds_read_b32 v68, v6 offset:48                       ; A fragment 0 of k-step 3
	ds_read_b32 v69, v6 offset:52                       ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[68:69], v[66:67], v[50:65] ; examples/swiglu.kgen:9: mfma 32x32x8
	s_nop 7
	s_nop 2
	v_mov_b32 v5, v50                                   ; next 'gate'
	v_mov_b32 v15, v51                                  ; next 'gate'
	v_mov_b32 v16, v52                                  ; next 'gate'
	v_mov_b32 v17, v53                                  ; next 'gate'
	v_mov_b32 v18, v54                                  ; next 'gate'
	v_mov_b32 v19, v55                                  ; next 'gate'
	v_mov_b32 v20, v56                                  ; next 'gate'
	v_mov_b32 v21, v57                                  ; next 'gate'
	v_mov_b32 v22, v58                                  ; next 'gate'
	v_mov_b32 v23, v59                                  ; next 'gate'
	v_mov_b32 v24, v60                                  ; next 'gate'
	v_mov_b32 v25, v61                                  ; next 'gate'
	v_mov_b32 v26, v62                                  ; next 'gate'
	v_mov_b32 v27, v63                                  ; next 'gate'
	v_mov_b32 v28, v64                                  ; next 'gate'
	v_mov_b32 v29, v65                                  ; next 'gate'
	s_add_u32 s18, s6, s24                              ; 'w3' at this chunk
	s_addc_u32 s19, s7, s25
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[26:27]               ; lanes where %vpred_1244
	global_load_ushort v50, v7, s[18:19]                ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_1248
	global_load_ushort v50, v7, s[18:19] offset:2       ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1252
	global_load_ushort v50, v7, s[18:19] offset:4       ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[32:33]               ; lanes where %vpred_1256
	global_load_ushort v50, v7, s[18:19] offset:6       ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[34:35]               ; lanes where %vpred_1260
	global_load_ushort v50, v7, s[18:19] offset:8       ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[36:37]               ; lanes where %vpred_1264
	global_load_ushort v50, v7, s[18:19] offset:10      ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[38:39]               ; lanes where %vpred_1268
	global_load_ushort v50, v7, s[18:19] offset:12      ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[40:41]               ; lanes where %vpred_1272
	global_load_ushort v50, v7, s[18:19] offset:14      ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v50
	v_lshrrev_b32 v50, 16, v51
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v8, v50 offset:10240                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v52
	ds_write_b16 v8, v50 offset:10320                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v53
	ds_write_b16 v8, v50 offset:10400                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v54
	ds_write_b16 v8, v50 offset:10480                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v55
	ds_write_b16 v8, v50 offset:10560                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v56
	ds_write_b16 v8, v50 offset:10640                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v57
	ds_write_b16 v8, v50 offset:10720                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v58
	ds_write_b16 v8, v50 offset:10800                   ; B operand of the product: stage
	v_mov_b32 v50, v30                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v51, v31                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v52, v32                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v53, v33                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v54, v34                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v55, v35                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v56, v36                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v57, v37                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v58, v38                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v59, v39                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v60, v40                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v61, v41                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v62, v42                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v63, v43                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v64, v44                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v65, v45                                  ; examples/swiglu.kgen:10: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v66, v2 offset:10240                    ; B fragment 0 of k-step 0
	ds_read_b32 v67, v2 offset:10244                    ; B fragment 0 of k-step 0
	ds_read_b32 v68, v6                                 ; A fragment 0 of k-step 0
	ds_read_b32 v69, v6 offset:4                        ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[68:69], v[66:67], v[50:65] ; examples/swiglu.kgen:10: mfma 32x32x8
	ds_read_b32 v66, v2 offset:10256                    ; B fragment 0 of k-step 1
	ds_read_b32 v67, v2 offset:10260                    ; B fragment 0 of k-step 1
	ds_read_b32 v68, v6 offset:16                       ; A fragment 0 of k-step 1
	ds_read_b32 v69, v6 offset:20                       ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[68:69], v[66:67], v[50:65] ; examples/swiglu.kgen:10: mfma 32x32x8
	ds_read_b32 v66, v2 offset:10272                    ; B fragment 0 of k-step 2
	ds_read_b32 v67, v2 offset:10276                    ; B fragment 0 of k-step 2
	ds_read_b32 v68, v6 offset:32                       ; A fragment 0 of k-step 2
	ds_read_b32 v69, v6 offset:36                       ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[68:69], v[66:67], v[50:65] ; examples/swiglu.kgen:10: mfma 32x32x8
	ds_read_b32 v66, v2 offset:10288                    ; B fragment 0 of k-step 3
	ds_read_b32 v67, v2 offset:10292                    ; B fragment 0 of k-step 3
	ds_read_b32 v68, v6 offset:48                       ; A fragment 0 of k-step 3
	ds_read_b32 v69, v6 offset:52                       ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[68:69], v[66:67], v[50:65] ; examples/swiglu.kgen:10: mfma 32x32x8
	s_nop 7
	s_nop 2
	v_mov_b32 v30, v50                                  ; next 'up'
	v_mov_b32 v31, v51                                  ; next 'up'
	v_mov_b32 v32, v52                                  ; next 'up'
	v_mov_b32 v33, v53                                  ; next 'up'
	v_mov_b32 v34, v54                                  ; next 'up'
	v_mov_b32 v35, v55                                  ; next 'up'
	v_mov_b32 v36, v56                                  ; next 'up'
	v_mov_b32 v37, v57                                  ; next 'up'
	v_mov_b32 v38, v58                                  ; next 'up'
	v_mov_b32 v39, v59                                  ; next 'up'
	v_mov_b32 v40, v60                                  ; next 'up'
	v_mov_b32 v41, v61                                  ; next 'up'
	v_mov_b32 v42, v62                                  ; next 'up'
	v_mov_b32 v43, v63                                  ; next 'up'
	v_mov_b32 v44, v64                                  ; next 'up'
	v_mov_b32 v45, v65                                  ; next 'up'
	ds_write_b128 v13, v[46:49] offset:5120             ; 16 bytes into st0
.Lswiglu_if1_end:
	s_add_u32 s15, s4, 32
	s_add_u32 s16, s15, 32
	s_cmp_lt_u32 s15, s5
	s_cselect_b32 s18, 1, 0
	s_cmp_eq_u32 s18, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lswiglu_if2_end
	s_mov_b32 s18, s16
	s_mov_b32 s19, 0
	s_lshl_b64 s[24:25], s[18:19], 1
	s_add_u32 s18, s8, s24                              ; 'x' at this chunk
	s_addc_u32 s19, s9, s25
	s_cmp_lt_u32 s16, s5                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s16, 1, 0
	v_cmp_lt_u32 s[24:25], v11, s12
	s_cmp_lg_u32 s16, 0
	s_cselect_b64 s[26:27], exec, 0
	s_and_b64 s[28:29], s[26:27], s[24:25]
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_1380
	global_load_dwordx4 v[46:49], v12, s[18:19]         ; examples/swiglu.kgen:8: 16 bytes of 'x'
	s_mov_b64 exec, s[24:25]
	s_mul_i32 s18, s15, s14
	s_mul_hi_u32 s19, s15, s14
	s_lshl_b64 s[24:25], s[18:19], 1
	s_add_u32 s18, s22, s24                             ; 'w1' at this chunk
	s_addc_u32 s19, s23, s25
	v_cmp_lt_u32 s[26:27], v9, s17                      ; 'n' element in bounds
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1388
	global_load_ushort v50, v7, s[18:19]                ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v50
	v_add_u32 v50, 1, v9
	v_cmp_lt_u32 s[28:29], v50, s17                     ; 'n' element in bounds
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_1392
	global_load_ushort v50, v7, s[18:19] offset:2       ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v50
	v_add_u32 v50, 2, v9
	v_cmp_lt_u32 s[30:31], v50, s17                     ; 'n' element in bounds
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_1396
	global_load_ushort v50, v7, s[18:19] offset:4       ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v50
	v_add_u32 v50, 3, v9
	v_cmp_lt_u32 s[32:33], v50, s17                     ; 'n' element in bounds
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_1400
	global_load_ushort v50, v7, s[18:19] offset:6       ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v50
	v_add_u32 v50, 4, v9
	v_cmp_lt_u32 s[34:35], v50, s17                     ; 'n' element in bounds
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_1404
	global_load_ushort v50, v7, s[18:19] offset:8       ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v50
	v_add_u32 v50, 5, v9
	v_cmp_lt_u32 s[36:37], v50, s17                     ; 'n' element in bounds
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_1408
	global_load_ushort v50, v7, s[18:19] offset:10      ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v50
	v_add_u32 v50, 6, v9
	v_cmp_lt_u32 s[38:39], v50, s17                     ; 'n' element in bounds
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_1412
	global_load_ushort v50, v7, s[18:19] offset:12      ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v50
	v_add_u32 v50, 7, v9
	v_cmp_lt_u32 s[40:41], v50, s17                     ; 'n' element in bounds
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_1416
	global_load_ushort v50, v7, s[18:19] offset:14      ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v50
	v_lshrrev_b32 v50, 16, v51
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v8, v50 offset:10240                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v52
	ds_write_b16 v8, v50 offset:10320                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v53
	ds_write_b16 v8, v50 offset:10400                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v54
	ds_write_b16 v8, v50 offset:10480                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v55
	ds_write_b16 v8, v50 offset:10560                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v56
	ds_write_b16 v8, v50 offset:10640                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v57
	ds_write_b16 v8, v50 offset:10720                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v58
	ds_write_b16 v8, v50 offset:10800                   ; B operand of the product: stage
	v_mov_b32 v50, v5                                   ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v51, v15                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v52, v16                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v53, v17                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v54, v18                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v55, v19                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v56, v20                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v57, v21                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v58, v22                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v59, v23                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v60, v24                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v61, v25                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v62, v26                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v63, v27                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v64, v28                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v65, v29                                  ; examples/swiglu.kgen:9: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v66, v2 offset:10240                    ; B fragment 0 of k-step 0
	ds_read_b32 v67, v2 offset:10244                    ; B fragment 0 of k-step 0
	ds_read_b32 v68, v6 offset:5120                     ; A fragment 0 of k-step 0
	ds_read_b32 v69, v6 offset:5124                     ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[68:69], v[66:67], v[50:65] ; examples/swiglu.kgen:9: mfma 32x32x8
	ds_read_b32 v66, v2 offset:10256                    ; B fragment 0 of k-step 1
	ds_read_b32 v67, v2 offset:10260                    ; B fragment 0 of k-step 1
	ds_read_b32 v68, v6 offset:5136                     ; A fragment 0 of k-step 1
	ds_read_b32 v69, v6 offset:5140                     ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[68:69], v[66:67], v[50:65] ; examples/swiglu.kgen:9: mfma 32x32x8
	ds_read_b32 v66, v2 offset:10272                    ; B fragment 0 of k-step 2
	ds_read_b32 v67, v2 offset:10276                    ; B fragment 0 of k-step 2
	ds_read_b32 v68, v6 offset:5152                     ; A fragment 0 of k-step 2
	ds_read_b32 v69, v6 offset:5156                     ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[68:69], v[66:67], v[50:65] ; examples/swiglu.kgen:9: mfma 32x32x8
	ds_read_b32 v66, v2 offset:10288                    ; B fragment 0 of k-step 3
	ds_read_b32 v67, v2 offset:10292                    ; B fragment 0 of k-step 3
	ds_read_b32 v68, v6 offset:5168                     ; A fragment 0 of k-step 3
	ds_read_b32 v69, v6 offset:5172                     ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[68:69], v[66:67], v[50:65] ; examples/swiglu.kgen:9: mfma 32x32x8
	s_nop 7
	s_nop 2
	v_mov_b32 v5, v50                                   ; next 'gate'
	v_mov_b32 v15, v51                                  ; next 'gate'
	v_mov_b32 v16, v52                                  ; next 'gate'
	v_mov_b32 v17, v53                                  ; next 'gate'
	v_mov_b32 v18, v54                                  ; next 'gate'
	v_mov_b32 v19, v55                                  ; next 'gate'
	v_mov_b32 v20, v56                                  ; next 'gate'
	v_mov_b32 v21, v57                                  ; next 'gate'
	v_mov_b32 v22, v58                                  ; next 'gate'
	v_mov_b32 v23, v59                                  ; next 'gate'
	v_mov_b32 v24, v60                                  ; next 'gate'
	v_mov_b32 v25, v61                                  ; next 'gate'
	v_mov_b32 v26, v62                                  ; next 'gate'
	v_mov_b32 v27, v63                                  ; next 'gate'
	v_mov_b32 v28, v64                                  ; next 'gate'
	v_mov_b32 v29, v65                                  ; next 'gate'
	s_add_u32 s18, s6, s24                              ; 'w3' at this chunk
	s_addc_u32 s19, s7, s25
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[26:27]               ; lanes where %vpred_1388
	global_load_ushort v50, v7, s[18:19]                ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_1392
	global_load_ushort v50, v7, s[18:19] offset:2       ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1396
	global_load_ushort v50, v7, s[18:19] offset:4       ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[32:33]               ; lanes where %vpred_1400
	global_load_ushort v50, v7, s[18:19] offset:6       ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[34:35]               ; lanes where %vpred_1404
	global_load_ushort v50, v7, s[18:19] offset:8       ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[36:37]               ; lanes where %vpred_1408
	global_load_ushort v50, v7, s[18:19] offset:10      ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[38:39]               ; lanes where %vpred_1412
	global_load_ushort v50, v7, s[18:19] offset:12      ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[40:41]               ; lanes where %vpred_1416
	global_load_ushort v50, v7, s[18:19] offset:14      ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v50
	v_lshrrev_b32 v50, 16, v51
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v8, v50 offset:10240                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v52
	ds_write_b16 v8, v50 offset:10320                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v53
	ds_write_b16 v8, v50 offset:10400                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v54
	ds_write_b16 v8, v50 offset:10480                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v55
	ds_write_b16 v8, v50 offset:10560                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v56
	ds_write_b16 v8, v50 offset:10640                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v57
	ds_write_b16 v8, v50 offset:10720                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v58
	ds_write_b16 v8, v50 offset:10800                   ; B operand of the product: stage
	v_mov_b32 v50, v30                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v51, v31                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v52, v32                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v53, v33                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v54, v34                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v55, v35                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v56, v36                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v57, v37                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v58, v38                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v59, v39                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v60, v40                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v61, v41                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v62, v42                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v63, v43                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v64, v44                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v65, v45                                  ; examples/swiglu.kgen:10: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v66, v2 offset:10240                    ; B fragment 0 of k-step 0
	ds_read_b32 v67, v2 offset:10244                    ; B fragment 0 of k-step 0
	ds_read_b32 v68, v6 offset:5120                     ; A fragment 0 of k-step 0
	ds_read_b32 v69, v6 offset:5124                     ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[68:69], v[66:67], v[50:65] ; examples/swiglu.kgen:10: mfma 32x32x8
	ds_read_b32 v66, v2 offset:10256                    ; B fragment 0 of k-step 1
	ds_read_b32 v67, v2 offset:10260                    ; B fragment 0 of k-step 1
	ds_read_b32 v68, v6 offset:5136                     ; A fragment 0 of k-step 1
	ds_read_b32 v69, v6 offset:5140                     ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[68:69], v[66:67], v[50:65] ; examples/swiglu.kgen:10: mfma 32x32x8
	ds_read_b32 v66, v2 offset:10272                    ; B fragment 0 of k-step 2
	ds_read_b32 v67, v2 offset:10276                    ; B fragment 0 of k-step 2
	ds_read_b32 v68, v6 offset:5152                     ; A fragment 0 of k-step 2
	ds_read_b32 v69, v6 offset:5156                     ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[68:69], v[66:67], v[50:65] ; examples/swiglu.kgen:10: mfma 32x32x8
	ds_read_b32 v66, v2 offset:10288                    ; B fragment 0 of k-step 3
	ds_read_b32 v67, v2 offset:10292                    ; B fragment 0 of k-step 3
	ds_read_b32 v68, v6 offset:5168                     ; A fragment 0 of k-step 3
	ds_read_b32 v69, v6 offset:5172                     ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[68:69], v[66:67], v[50:65] ; examples/swiglu.kgen:10: mfma 32x32x8
	s_nop 7
	s_nop 2
	v_mov_b32 v30, v50                                  ; next 'up'
	v_mov_b32 v31, v51                                  ; next 'up'
	v_mov_b32 v32, v52                                  ; next 'up'
	v_mov_b32 v33, v53                                  ; next 'up'
	v_mov_b32 v34, v54                                  ; next 'up'
	v_mov_b32 v35, v55                                  ; next 'up'
	v_mov_b32 v36, v56                                  ; next 'up'
	v_mov_b32 v37, v57                                  ; next 'up'
	v_mov_b32 v38, v58                                  ; next 'up'
	v_mov_b32 v39, v59                                  ; next 'up'
	v_mov_b32 v40, v60                                  ; next 'up'
	v_mov_b32 v41, v61                                  ; next 'up'
	v_mov_b32 v42, v62                                  ; next 'up'
	v_mov_b32 v43, v63                                  ; next 'up'
	v_mov_b32 v44, v64                                  ; next 'up'
	v_mov_b32 v45, v65                                  ; next 'up'
	ds_write_b128 v13, v[46:49]                         ; 16 bytes into st0
.Lswiglu_if2_end:
	s_add_u32 s4, s4, 64
	s_cmp_lt_u32 s4, s5
	s_cbranch_scc1 .Lswiglu_loop0
.Lswiglu_loop0_end:
	s_add_u32 s4, s5, 31
	s_and_b32 s5, s4, 0xffffffe0                        ; the first chunk of 'kk' the pipeline left
	s_mov_b32 s4, s5                                    ; for kk in k: steps of 32: the rest, masked
	s_cmp_ge_u32 s4, s13
	s_cbranch_scc1 .Lswiglu_loop1_end
.Lswiglu_loop1:
	s_sub_u32 s5, s13, s4
	s_mov_b32 s18, s4
	s_mov_b32 s19, 0
	s_lshl_b64 s[24:25], s[18:19], 1
	s_add_u32 s18, s8, s24                              ; 'x' at this chunk
	s_addc_u32 s19, s9, s25
	v_cmp_lt_u32 s[24:25], v11, s12                     ; 'm' element in bounds
	v_cmp_lt_u32 s[26:27], v1, s5                       ; 'kk' element in bounds
	s_and_b64 s[28:29], s[24:25], s[26:27]
	v_mov_b32 v46, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_257
	global_load_ushort v46, v12, s[18:19]               ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v46
	v_add_u32 v46, 1, v1
	v_cmp_lt_u32 s[26:27], v46, s5                      ; 'kk' element in bounds
	s_and_b64 s[28:29], s[24:25], s[26:27]
	v_mov_b32 v46, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_262
	global_load_ushort v46, v12, s[18:19] offset:2      ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v46
	v_add_u32 v46, 2, v1
	v_cmp_lt_u32 s[26:27], v46, s5                      ; 'kk' element in bounds
	s_and_b64 s[28:29], s[24:25], s[26:27]
	v_mov_b32 v46, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_267
	global_load_ushort v46, v12, s[18:19] offset:4      ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v46
	v_add_u32 v46, 3, v1
	v_cmp_lt_u32 s[26:27], v46, s5                      ; 'kk' element in bounds
	s_and_b64 s[28:29], s[24:25], s[26:27]
	v_mov_b32 v46, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_272
	global_load_ushort v46, v12, s[18:19] offset:6      ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v46
	v_add_u32 v46, 4, v1
	v_cmp_lt_u32 s[26:27], v46, s5                      ; 'kk' element in bounds
	s_and_b64 s[28:29], s[24:25], s[26:27]
	v_mov_b32 v46, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_277
	global_load_ushort v46, v12, s[18:19] offset:8      ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v46
	v_add_u32 v46, 5, v1
	v_cmp_lt_u32 s[26:27], v46, s5                      ; 'kk' element in bounds
	s_and_b64 s[28:29], s[24:25], s[26:27]
	v_mov_b32 v46, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_282
	global_load_ushort v46, v12, s[18:19] offset:10     ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v46
	v_add_u32 v46, 6, v1
	v_cmp_lt_u32 s[26:27], v46, s5                      ; 'kk' element in bounds
	s_and_b64 s[28:29], s[24:25], s[26:27]
	v_mov_b32 v46, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_287
	global_load_ushort v46, v12, s[18:19] offset:12     ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v46
	v_add_u32 v46, 7, v1
	v_cmp_lt_u32 s[26:27], v46, s5                      ; 'kk' element in bounds
	s_and_b64 s[28:29], s[24:25], s[26:27]
	v_mov_b32 v46, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_292
	global_load_ushort v46, v12, s[18:19] offset:14     ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v46
	v_lshrrev_b32 v46, 16, v47
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v13, v46                               ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v48
	ds_write_b16 v13, v47 offset:2                      ; A operand of the product: stage
	v_lshrrev_b32 v48, 16, v49
	ds_write_b16 v13, v48 offset:4                      ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v50
	ds_write_b16 v13, v49 offset:6                      ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v51
	ds_write_b16 v13, v50 offset:8                      ; A operand of the product: stage
	v_lshrrev_b32 v51, 16, v52
	ds_write_b16 v13, v51 offset:10                     ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v53
	ds_write_b16 v13, v52 offset:12                     ; A operand of the product: stage
	v_lshrrev_b32 v53, 16, v54
	ds_write_b16 v13, v53 offset:14                     ; A operand of the product: stage
	s_mul_i32 s18, s4, s14
	s_mul_hi_u32 s19, s4, s14
	s_lshl_b64 s[24:25], s[18:19], 1
	s_add_u32 s18, s22, s24                             ; 'w1' at this chunk
	s_addc_u32 s19, s23, s25
	v_cmp_lt_u32 s[26:27], v9, s17                      ; 'n' element in bounds
	v_cmp_lt_u32 s[28:29], v4, s5                       ; 'kk' element in bounds
	s_and_b64 s[30:31], s[26:27], s[28:29]
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_308
	global_load_ushort v54, v7, s[18:19]                ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v54
	v_add_u32 v54, 1, v9
	v_cmp_lt_u32 s[26:27], v54, s17                     ; 'n' element in bounds
	s_and_b64 s[32:33], s[26:27], s[28:29]
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_313
	global_load_ushort v54, v7, s[18:19] offset:2       ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v54
	v_add_u32 v54, 2, v9
	v_cmp_lt_u32 s[26:27], v54, s17                     ; 'n' element in bounds
	s_and_b64 s[34:35], s[26:27], s[28:29]
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[34:35]               ; lanes where %vpred_318
	global_load_ushort v54, v7, s[18:19] offset:4       ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v54
	v_add_u32 v54, 3, v9
	v_cmp_lt_u32 s[26:27], v54, s17                     ; 'n' element in bounds
	s_and_b64 s[36:37], s[26:27], s[28:29]
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[36:37]               ; lanes where %vpred_323
	global_load_ushort v54, v7, s[18:19] offset:6       ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v54
	v_add_u32 v54, 4, v9
	v_cmp_lt_u32 s[26:27], v54, s17                     ; 'n' element in bounds
	s_and_b64 s[38:39], s[26:27], s[28:29]
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[38:39]               ; lanes where %vpred_328
	global_load_ushort v54, v7, s[18:19] offset:8       ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v54
	v_add_u32 v54, 5, v9
	v_cmp_lt_u32 s[26:27], v54, s17                     ; 'n' element in bounds
	s_and_b64 s[40:41], s[26:27], s[28:29]
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[40:41]               ; lanes where %vpred_333
	global_load_ushort v54, v7, s[18:19] offset:10      ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v54
	v_add_u32 v54, 6, v9
	v_cmp_lt_u32 s[26:27], v54, s17                     ; 'n' element in bounds
	s_and_b64 s[42:43], s[26:27], s[28:29]
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[42:43]               ; lanes where %vpred_338
	global_load_ushort v54, v7, s[18:19] offset:12      ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v54
	v_add_u32 v54, 7, v9
	v_cmp_lt_u32 s[26:27], v54, s17                     ; 'n' element in bounds
	s_and_b64 s[44:45], s[26:27], s[28:29]
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[44:45]               ; lanes where %vpred_343
	global_load_ushort v54, v7, s[18:19] offset:14      ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v54
	v_lshrrev_b32 v54, 16, v55
	ds_write_b16 v8, v54 offset:10240                   ; B operand of the product: stage
	v_lshrrev_b32 v54, 16, v56
	ds_write_b16 v8, v54 offset:10320                   ; B operand of the product: stage
	v_lshrrev_b32 v54, 16, v57
	ds_write_b16 v8, v54 offset:10400                   ; B operand of the product: stage
	v_lshrrev_b32 v54, 16, v58
	ds_write_b16 v8, v54 offset:10480                   ; B operand of the product: stage
	v_lshrrev_b32 v54, 16, v59
	ds_write_b16 v8, v54 offset:10560                   ; B operand of the product: stage
	v_lshrrev_b32 v54, 16, v60
	ds_write_b16 v8, v54 offset:10640                   ; B operand of the product: stage
	v_lshrrev_b32 v54, 16, v61
	ds_write_b16 v8, v54 offset:10720                   ; B operand of the product: stage
	v_lshrrev_b32 v54, 16, v62
	ds_write_b16 v8, v54 offset:10800                   ; B operand of the product: stage
	v_mov_b32 v54, v5                                   ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v55, v15                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v56, v16                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v57, v17                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v58, v18                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v59, v19                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v60, v20                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v61, v21                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v62, v22                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v63, v23                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v64, v24                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v65, v25                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v66, v26                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v67, v27                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v68, v28                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v69, v29                                  ; examples/swiglu.kgen:9: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v70, v2 offset:10240                    ; B fragment 0 of k-step 0
	ds_read_b32 v71, v2 offset:10244                    ; B fragment 0 of k-step 0
	ds_read_b32 v72, v6                                 ; A fragment 0 of k-step 0
	ds_read_b32 v73, v6 offset:4                        ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[54:69], v[72:73], v[70:71], v[54:69] ; examples/swiglu.kgen:9: mfma 32x32x8
	ds_read_b32 v70, v2 offset:10256                    ; B fragment 0 of k-step 1
	ds_read_b32 v71, v2 offset:10260                    ; B fragment 0 of k-step 1
	ds_read_b32 v72, v6 offset:16                       ; A fragment 0 of k-step 1
	ds_read_b32 v73, v6 offset:20                       ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[54:69], v[72:73], v[70:71], v[54:69] ; examples/swiglu.kgen:9: mfma 32x32x8
	ds_read_b32 v70, v2 offset:10272                    ; B fragment 0 of k-step 2
	ds_read_b32 v71, v2 offset:10276                    ; B fragment 0 of k-step 2
	ds_read_b32 v72, v6 offset:32                       ; A fragment 0 of k-step 2
	ds_read_b32 v73, v6 offset:36                       ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[54:69], v[72:73], v[70:71], v[54:69] ; examples/swiglu.kgen:9: mfma 32x32x8
	ds_read_b32 v70, v2 offset:10288                    ; B fragment 0 of k-step 3
	ds_read_b32 v71, v2 offset:10292                    ; B fragment 0 of k-step 3
	ds_read_b32 v72, v6 offset:48                       ; A fragment 0 of k-step 3
	ds_read_b32 v73, v6 offset:52                       ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[54:69], v[72:73], v[70:71], v[54:69] ; examples/swiglu.kgen:9: mfma 32x32x8
	s_nop 7
	s_nop 2
	v_mov_b32 v5, v54                                   ; next 'gate'
	v_mov_b32 v15, v55                                  ; next 'gate'
	v_mov_b32 v16, v56                                  ; next 'gate'
	v_mov_b32 v17, v57                                  ; next 'gate'
	v_mov_b32 v18, v58                                  ; next 'gate'
	v_mov_b32 v19, v59                                  ; next 'gate'
	v_mov_b32 v20, v60                                  ; next 'gate'
	v_mov_b32 v21, v61                                  ; next 'gate'
	v_mov_b32 v22, v62                                  ; next 'gate'
	v_mov_b32 v23, v63                                  ; next 'gate'
	v_mov_b32 v24, v64                                  ; next 'gate'
	v_mov_b32 v25, v65                                  ; next 'gate'
	v_mov_b32 v26, v66                                  ; next 'gate'
	v_mov_b32 v27, v67                                  ; next 'gate'
	v_mov_b32 v28, v68                                  ; next 'gate'
	v_mov_b32 v29, v69                                  ; next 'gate'
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v13, v46                               ; A operand of the product: stage
	ds_write_b16 v13, v47 offset:2                      ; A operand of the product: stage
	ds_write_b16 v13, v48 offset:4                      ; A operand of the product: stage
	ds_write_b16 v13, v49 offset:6                      ; A operand of the product: stage
	ds_write_b16 v13, v50 offset:8                      ; A operand of the product: stage
	ds_write_b16 v13, v51 offset:10                     ; A operand of the product: stage
	ds_write_b16 v13, v52 offset:12                     ; A operand of the product: stage
	ds_write_b16 v13, v53 offset:14                     ; A operand of the product: stage
	s_add_u32 s18, s6, s24                              ; 'w3' at this chunk
	s_addc_u32 s19, s7, s25
	v_mov_b32 v46, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_308
	global_load_ushort v46, v7, s[18:19]                ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v46
	v_mov_b32 v46, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[32:33]               ; lanes where %vpred_313
	global_load_ushort v46, v7, s[18:19] offset:2       ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v46
	v_mov_b32 v46, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[34:35]               ; lanes where %vpred_318
	global_load_ushort v46, v7, s[18:19] offset:4       ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v46
	v_mov_b32 v46, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[36:37]               ; lanes where %vpred_323
	global_load_ushort v46, v7, s[18:19] offset:6       ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v46
	v_mov_b32 v46, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[38:39]               ; lanes where %vpred_328
	global_load_ushort v46, v7, s[18:19] offset:8       ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v46
	v_mov_b32 v46, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[40:41]               ; lanes where %vpred_333
	global_load_ushort v46, v7, s[18:19] offset:10      ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v46
	v_mov_b32 v46, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[42:43]               ; lanes where %vpred_338
	global_load_ushort v46, v7, s[18:19] offset:12      ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v46
	v_mov_b32 v46, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[44:45]               ; lanes where %vpred_343
	global_load_ushort v46, v7, s[18:19] offset:14      ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v46
	v_lshrrev_b32 v46, 16, v47
	ds_write_b16 v8, v46 offset:10240                   ; B operand of the product: stage
	v_lshrrev_b32 v46, 16, v48
	ds_write_b16 v8, v46 offset:10320                   ; B operand of the product: stage
	v_lshrrev_b32 v46, 16, v49
	ds_write_b16 v8, v46 offset:10400                   ; B operand of the product: stage
	v_lshrrev_b32 v46, 16, v50
	ds_write_b16 v8, v46 offset:10480                   ; B operand of the product: stage
	v_lshrrev_b32 v46, 16, v51
	ds_write_b16 v8, v46 offset:10560                   ; B operand of the product: stage
	v_lshrrev_b32 v46, 16, v52
	ds_write_b16 v8, v46 offset:10640                   ; B operand of the product: stage
	v_lshrrev_b32 v46, 16, v53
	ds_write_b16 v8, v46 offset:10720                   ; B operand of the product: stage
	v_lshrrev_b32 v46, 16, v54
	ds_write_b16 v8, v46 offset:10800                   ; B operand of the product: stage
	v_mov_b32 v46, v30                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v47, v31                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v48, v32                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v49, v33                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v50, v34                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v51, v35                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v52, v36                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v53, v37                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v54, v38                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v55, v39                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v56, v40                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v57, v41                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v58, v42                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v59, v43                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v60, v44                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v61, v45                                  ; examples/swiglu.kgen:10: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v62, v2 offset:10240                    ; B fragment 0 of k-step 0
	ds_read_b32 v63, v2 offset:10244                    ; B fragment 0 of k-step 0
	ds_read_b32 v64, v6                                 ; A fragment 0 of k-step 0
	ds_read_b32 v65, v6 offset:4                        ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[46:61], v[64:65], v[62:63], v[46:61] ; examples/swiglu.kgen:10: mfma 32x32x8
	ds_read_b32 v62, v2 offset:10256                    ; B fragment 0 of k-step 1
	ds_read_b32 v63, v2 offset:10260                    ; B fragment 0 of k-step 1
	ds_read_b32 v64, v6 offset:16                       ; A fragment 0 of k-step 1
	ds_read_b32 v65, v6 offset:20                       ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[46:61], v[64:65], v[62:63], v[46:61] ; examples/swiglu.kgen:10: mfma 32x32x8
	ds_read_b32 v62, v2 offset:10272                    ; B fragment 0 of k-step 2
	ds_read_b32 v63, v2 offset:10276                    ; B fragment 0 of k-step 2
	ds_read_b32 v64, v6 offset:32                       ; A fragment 0 of k-step 2
	ds_read_b32 v65, v6 offset:36                       ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[46:61], v[64:65], v[62:63], v[46:61] ; examples/swiglu.kgen:10: mfma 32x32x8
	ds_read_b32 v62, v2 offset:10288                    ; B fragment 0 of k-step 3
	ds_read_b32 v63, v2 offset:10292                    ; B fragment 0 of k-step 3
	ds_read_b32 v64, v6 offset:48                       ; A fragment 0 of k-step 3
	ds_read_b32 v65, v6 offset:52                       ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[46:61], v[64:65], v[62:63], v[46:61] ; examples/swiglu.kgen:10: mfma 32x32x8
	s_nop 7
	s_nop 2
	v_mov_b32 v30, v46                                  ; next 'up'
	v_mov_b32 v31, v47                                  ; next 'up'
	v_mov_b32 v32, v48                                  ; next 'up'
	v_mov_b32 v33, v49                                  ; next 'up'
	v_mov_b32 v34, v50                                  ; next 'up'
	v_mov_b32 v35, v51                                  ; next 'up'
	v_mov_b32 v36, v52                                  ; next 'up'
	v_mov_b32 v37, v53                                  ; next 'up'
	v_mov_b32 v38, v54                                  ; next 'up'
	v_mov_b32 v39, v55                                  ; next 'up'
	v_mov_b32 v40, v56                                  ; next 'up'
	v_mov_b32 v41, v57                                  ; next 'up'
	v_mov_b32 v42, v58                                  ; next 'up'
	v_mov_b32 v43, v59                                  ; next 'up'
	v_mov_b32 v44, v60                                  ; next 'up'
	v_mov_b32 v45, v61                                  ; next 'up'
	s_add_u32 s4, s4, 32
	s_cmp_lt_u32 s4, s13
	s_cbranch_scc1 .Lswiglu_loop1
.Lswiglu_loop1_end:
	v_mul_f32 v46, 0xbfb8aa3b, v5                       ; examples/swiglu.kgen:12
	v_exp_f32 v47, v46                                  ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v46, 1.0, v47                             ; examples/swiglu.kgen:12
	v_rcp_f32 v47, v46                                  ; examples/swiglu.kgen:12
	v_mul_f32 v46, 0xbfb8aa3b, v15                      ; examples/swiglu.kgen:12
	v_exp_f32 v48, v46                                  ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v46, 1.0, v48                             ; examples/swiglu.kgen:12
	v_rcp_f32 v48, v46                                  ; examples/swiglu.kgen:12
	v_mul_f32 v46, 0xbfb8aa3b, v16                      ; examples/swiglu.kgen:12
	v_exp_f32 v49, v46                                  ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v46, 1.0, v49                             ; examples/swiglu.kgen:12
	v_rcp_f32 v49, v46                                  ; examples/swiglu.kgen:12
	v_mul_f32 v46, 0xbfb8aa3b, v17                      ; examples/swiglu.kgen:12
	v_exp_f32 v50, v46                                  ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v46, 1.0, v50                             ; examples/swiglu.kgen:12
	v_rcp_f32 v50, v46                                  ; examples/swiglu.kgen:12
	v_mul_f32 v46, 0xbfb8aa3b, v18                      ; examples/swiglu.kgen:12
	v_exp_f32 v51, v46                                  ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v46, 1.0, v51                             ; examples/swiglu.kgen:12
	v_rcp_f32 v51, v46                                  ; examples/swiglu.kgen:12
	v_mul_f32 v46, 0xbfb8aa3b, v19                      ; examples/swiglu.kgen:12
	v_exp_f32 v52, v46                                  ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v46, 1.0, v52                             ; examples/swiglu.kgen:12
	v_rcp_f32 v52, v46                                  ; examples/swiglu.kgen:12
	v_mul_f32 v46, 0xbfb8aa3b, v20                      ; examples/swiglu.kgen:12
	v_exp_f32 v53, v46                                  ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v46, 1.0, v53                             ; examples/swiglu.kgen:12
	v_rcp_f32 v53, v46                                  ; examples/swiglu.kgen:12
	v_mul_f32 v46, 0xbfb8aa3b, v21                      ; examples/swiglu.kgen:12
	v_exp_f32 v54, v46                                  ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v46, 1.0, v54                             ; examples/swiglu.kgen:12
	v_rcp_f32 v54, v46                                  ; examples/swiglu.kgen:12
	v_mul_f32 v46, 0xbfb8aa3b, v22                      ; examples/swiglu.kgen:12
	v_exp_f32 v55, v46                                  ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v46, 1.0, v55                             ; examples/swiglu.kgen:12
	v_rcp_f32 v55, v46                                  ; examples/swiglu.kgen:12
	v_mul_f32 v46, 0xbfb8aa3b, v23                      ; examples/swiglu.kgen:12
	v_exp_f32 v56, v46                                  ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v46, 1.0, v56                             ; examples/swiglu.kgen:12
	v_rcp_f32 v56, v46                                  ; examples/swiglu.kgen:12
	v_mul_f32 v46, 0xbfb8aa3b, v24                      ; examples/swiglu.kgen:12
	v_exp_f32 v57, v46                                  ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v46, 1.0, v57                             ; examples/swiglu.kgen:12
	v_rcp_f32 v57, v46                                  ; examples/swiglu.kgen:12
	v_mul_f32 v46, 0xbfb8aa3b, v25                      ; examples/swiglu.kgen:12
	v_exp_f32 v58, v46                                  ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v46, 1.0, v58                             ; examples/swiglu.kgen:12
	v_rcp_f32 v58, v46                                  ; examples/swiglu.kgen:12
	v_mul_f32 v46, 0xbfb8aa3b, v26                      ; examples/swiglu.kgen:12
	v_exp_f32 v59, v46                                  ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v46, 1.0, v59                             ; examples/swiglu.kgen:12
	v_rcp_f32 v59, v46                                  ; examples/swiglu.kgen:12
	v_mul_f32 v46, 0xbfb8aa3b, v27                      ; examples/swiglu.kgen:12
	v_exp_f32 v60, v46                                  ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v46, 1.0, v60                             ; examples/swiglu.kgen:12
	v_rcp_f32 v60, v46                                  ; examples/swiglu.kgen:12
	v_mul_f32 v46, 0xbfb8aa3b, v28                      ; examples/swiglu.kgen:12
	v_exp_f32 v61, v46                                  ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v46, 1.0, v61                             ; examples/swiglu.kgen:12
	v_rcp_f32 v61, v46                                  ; examples/swiglu.kgen:12
	v_mul_f32 v46, 0xbfb8aa3b, v29                      ; examples/swiglu.kgen:12
	v_exp_f32 v62, v46                                  ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v46, 1.0, v62                             ; examples/swiglu.kgen:12
	v_rcp_f32 v62, v46                                  ; examples/swiglu.kgen:12
	v_mul_f32 v46, v5, v47                              ; examples/swiglu.kgen:12
	v_mul_f32 v5, v15, v48                              ; examples/swiglu.kgen:12
	v_mul_f32 v15, v16, v49                             ; examples/swiglu.kgen:12
	v_mul_f32 v16, v17, v50                             ; examples/swiglu.kgen:12
	v_mul_f32 v17, v18, v51                             ; examples/swiglu.kgen:12
	v_mul_f32 v18, v19, v52                             ; examples/swiglu.kgen:12
	v_mul_f32 v19, v20, v53                             ; examples/swiglu.kgen:12
	v_mul_f32 v20, v21, v54                             ; examples/swiglu.kgen:12
	v_mul_f32 v21, v22, v55                             ; examples/swiglu.kgen:12
	v_mul_f32 v22, v23, v56                             ; examples/swiglu.kgen:12
	v_mul_f32 v23, v24, v57                             ; examples/swiglu.kgen:12
	v_mul_f32 v24, v25, v58                             ; examples/swiglu.kgen:12
	v_mul_f32 v25, v26, v59                             ; examples/swiglu.kgen:12
	v_mul_f32 v26, v27, v60                             ; examples/swiglu.kgen:12
	v_mul_f32 v27, v28, v61                             ; examples/swiglu.kgen:12
	v_mul_f32 v28, v29, v62                             ; examples/swiglu.kgen:12
	v_mul_f32 v29, v46, v30                             ; examples/swiglu.kgen:12
	v_mul_f32 v30, v5, v31                              ; examples/swiglu.kgen:12
	v_mul_f32 v5, v15, v32                              ; examples/swiglu.kgen:12
	v_mul_f32 v15, v16, v33                             ; examples/swiglu.kgen:12
	v_mul_f32 v16, v17, v34                             ; examples/swiglu.kgen:12
	v_mul_f32 v17, v18, v35                             ; examples/swiglu.kgen:12
	v_mul_f32 v18, v19, v36                             ; examples/swiglu.kgen:12
	v_mul_f32 v19, v20, v37                             ; examples/swiglu.kgen:12
	v_mul_f32 v20, v21, v38                             ; examples/swiglu.kgen:12
	v_mul_f32 v21, v22, v39                             ; examples/swiglu.kgen:12
	v_mul_f32 v22, v23, v40                             ; examples/swiglu.kgen:12
	v_mul_f32 v23, v24, v41                             ; examples/swiglu.kgen:12
	v_mul_f32 v24, v25, v42                             ; examples/swiglu.kgen:12
	v_mul_f32 v25, v26, v43                             ; examples/swiglu.kgen:12
	v_mul_f32 v26, v27, v44                             ; examples/swiglu.kgen:12
	v_mul_f32 v27, v28, v45                             ; examples/swiglu.kgen:12
	v_bfe_u32 v28, v29, 16, 1                           ; round to bf16
	v_mov_b32 v31, 0x7fff
	v_add3_u32 v32, v29, v28, v31
	v_cmp_u_f32 s[4:5], v29, v29
	v_mov_b32 v28, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v32, v32, v28, s[4:5]
	v_and_b32 v28, 0xffff0000, v32
	v_bfe_u32 v29, v30, 16, 1                           ; round to bf16
	v_mov_b32 v31, 0x7fff
	v_add3_u32 v32, v30, v29, v31
	v_cmp_u_f32 s[4:5], v30, v30
	v_mov_b32 v29, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v32, v32, v29, s[4:5]
	v_and_b32 v29, 0xffff0000, v32
	v_bfe_u32 v30, v5, 16, 1                            ; round to bf16
	v_mov_b32 v31, 0x7fff
	v_add3_u32 v32, v5, v30, v31
	v_cmp_u_f32 s[4:5], v5, v5
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v32, v32, v5, s[4:5]
	v_and_b32 v5, 0xffff0000, v32
	v_bfe_u32 v30, v15, 16, 1                           ; round to bf16
	v_mov_b32 v31, 0x7fff
	v_add3_u32 v32, v15, v30, v31
	v_cmp_u_f32 s[4:5], v15, v15
	v_mov_b32 v15, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v32, v32, v15, s[4:5]
	v_and_b32 v15, 0xffff0000, v32
	v_bfe_u32 v30, v16, 16, 1                           ; round to bf16
	v_mov_b32 v31, 0x7fff
	v_add3_u32 v32, v16, v30, v31
	v_cmp_u_f32 s[4:5], v16, v16
	v_mov_b32 v16, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v32, v32, v16, s[4:5]
	v_and_b32 v16, 0xffff0000, v32
	v_bfe_u32 v30, v17, 16, 1                           ; round to bf16
	v_mov_b32 v31, 0x7fff
	v_add3_u32 v32, v17, v30, v31
	v_cmp_u_f32 s[4:5], v17, v17
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v32, v32, v17, s[4:5]
	v_and_b32 v17, 0xffff0000, v32
	v_bfe_u32 v30, v18, 16, 1                           ; round to bf16
	v_mov_b32 v31, 0x7fff
	v_add3_u32 v32, v18, v30, v31
	v_cmp_u_f32 s[4:5], v18, v18
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v32, v32, v18, s[4:5]
	v_and_b32 v18, 0xffff0000, v32
	v_bfe_u32 v30, v19, 16, 1                           ; round to bf16
	v_mov_b32 v31, 0x7fff
	v_add3_u32 v32, v19, v30, v31
	v_cmp_u_f32 s[4:5], v19, v19
	v_mov_b32 v19, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v32, v32, v19, s[4:5]
	v_and_b32 v19, 0xffff0000, v32
	v_bfe_u32 v30, v20, 16, 1                           ; round to bf16
	v_mov_b32 v31, 0x7fff
	v_add3_u32 v32, v20, v30, v31
	v_cmp_u_f32 s[4:5], v20, v20
	v_mov_b32 v20, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v32, v32, v20, s[4:5]
	v_and_b32 v20, 0xffff0000, v32
	v_bfe_u32 v30, v21, 16, 1                           ; round to bf16
	v_mov_b32 v31, 0x7fff
	v_add3_u32 v32, v21, v30, v31
	v_cmp_u_f32 s[4:5], v21, v21
	v_mov_b32 v21, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v32, v32, v21, s[4:5]
	v_and_b32 v21, 0xffff0000, v32
	v_bfe_u32 v30, v22, 16, 1                           ; round to bf16
	v_mov_b32 v31, 0x7fff
	v_add3_u32 v32, v22, v30, v31
	v_cmp_u_f32 s[4:5], v22, v22
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v32, v32, v22, s[4:5]
	v_and_b32 v22, 0xffff0000, v32
	v_bfe_u32 v30, v23, 16, 1                           ; round to bf16
	v_mov_b32 v31, 0x7fff
	v_add3_u32 v32, v23, v30, v31
	v_cmp_u_f32 s[4:5], v23, v23
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v32, v32, v23, s[4:5]
	v_and_b32 v23, 0xffff0000, v32
	v_bfe_u32 v30, v24, 16, 1                           ; round to bf16
	v_mov_b32 v31, 0x7fff
	v_add3_u32 v32, v24, v30, v31
	v_cmp_u_f32 s[4:5], v24, v24
	v_mov_b32 v24, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v32, v32, v24, s[4:5]
	v_and_b32 v24, 0xffff0000, v32
	v_bfe_u32 v30, v25, 16, 1                           ; round to bf16
	v_mov_b32 v31, 0x7fff
	v_add3_u32 v32, v25, v30, v31
	v_cmp_u_f32 s[4:5], v25, v25
	v_mov_b32 v25, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v32, v32, v25, s[4:5]
	v_and_b32 v25, 0xffff0000, v32
	v_bfe_u32 v30, v26, 16, 1                           ; round to bf16
	v_mov_b32 v31, 0x7fff
	v_add3_u32 v32, v26, v30, v31
	v_cmp_u_f32 s[4:5], v26, v26
	v_mov_b32 v26, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v32, v32, v26, s[4:5]
	v_and_b32 v26, 0xffff0000, v32
	v_bfe_u32 v30, v27, 16, 1                           ; round to bf16
	v_mov_b32 v31, 0x7fff
	v_add3_u32 v32, v27, v30, v31
	v_cmp_u_f32 s[4:5], v27, v27
	v_mov_b32 v27, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v32, v32, v27, s[4:5]
	v_and_b32 v27, 0xffff0000, v32
	v_lshrrev_b32 v30, 16, v28
	global_store_short v3, v30, s[10:11]                ; examples/swiglu.kgen:12: store to 'h'
	s_mul_i32 s4, s14, 1
	s_lshl_b32 s5, s4, 1
	v_add_u32 v28, s5, v3
	v_lshrrev_b32 v30, 16, v29
	global_store_short v28, v30, s[10:11]               ; examples/swiglu.kgen:12: store to 'h'
	s_mul_i32 s4, s14, 2
	s_lshl_b32 s5, s4, 1
	v_add_u32 v28, s5, v3
	v_lshrrev_b32 v29, 16, v5
	global_store_short v28, v29, s[10:11]               ; examples/swiglu.kgen:12: store to 'h'
	s_mul_i32 s4, s14, 3
	s_lshl_b32 s5, s4, 1
	v_add_u32 v5, s5, v3
	v_lshrrev_b32 v28, 16, v15
	global_store_short v5, v28, s[10:11]                ; examples/swiglu.kgen:12: store to 'h'
	s_mul_i32 s4, s14, 8
	s_lshl_b32 s5, s4, 1
	v_add_u32 v5, s5, v3
	v_lshrrev_b32 v15, 16, v16
	global_store_short v5, v15, s[10:11]                ; examples/swiglu.kgen:12: store to 'h'
	s_mul_i32 s4, s14, 9
	s_lshl_b32 s5, s4, 1
	v_add_u32 v5, s5, v3
	v_lshrrev_b32 v15, 16, v17
	global_store_short v5, v15, s[10:11]                ; examples/swiglu.kgen:12: store to 'h'
	s_mul_i32 s4, s14, 10
	s_lshl_b32 s5, s4, 1
	v_add_u32 v5, s5, v3
	v_lshrrev_b32 v15, 16, v18
	global_store_short v5, v15, s[10:11]                ; examples/swiglu.kgen:12: store to 'h'
	s_mul_i32 s4, s14, 11
	s_lshl_b32 s5, s4, 1
	v_add_u32 v5, s5, v3
	v_lshrrev_b32 v15, 16, v19
	global_store_short v5, v15, s[10:11]                ; examples/swiglu.kgen:12: store to 'h'
	s_mul_i32 s4, s14, 16
	s_lshl_b32 s5, s4, 1
	v_add_u32 v5, s5, v3
	v_lshrrev_b32 v15, 16, v20
	global_store_short v5, v15, s[10:11]                ; examples/swiglu.kgen:12: store to 'h'
	s_mul_i32 s4, s14, 17
	s_lshl_b32 s5, s4, 1
	v_add_u32 v5, s5, v3
	v_lshrrev_b32 v15, 16, v21
	global_store_short v5, v15, s[10:11]                ; examples/swiglu.kgen:12: store to 'h'
	s_mul_i32 s4, s14, 18
	s_lshl_b32 s5, s4, 1
	v_add_u32 v5, s5, v3
	v_lshrrev_b32 v15, 16, v22
	global_store_short v5, v15, s[10:11]                ; examples/swiglu.kgen:12: store to 'h'
	s_mul_i32 s4, s14, 19
	s_lshl_b32 s5, s4, 1
	v_add_u32 v5, s5, v3
	v_lshrrev_b32 v15, 16, v23
	global_store_short v5, v15, s[10:11]                ; examples/swiglu.kgen:12: store to 'h'
	s_mul_i32 s4, s14, 24
	s_lshl_b32 s5, s4, 1
	v_add_u32 v5, s5, v3
	v_lshrrev_b32 v15, 16, v24
	global_store_short v5, v15, s[10:11]                ; examples/swiglu.kgen:12: store to 'h'
	s_mul_i32 s4, s14, 25
	s_lshl_b32 s5, s4, 1
	v_add_u32 v5, s5, v3
	v_lshrrev_b32 v15, 16, v25
	global_store_short v5, v15, s[10:11]                ; examples/swiglu.kgen:12: store to 'h'
	s_mul_i32 s4, s14, 26
	s_lshl_b32 s5, s4, 1
	v_add_u32 v5, s5, v3
	v_lshrrev_b32 v15, 16, v26
	global_store_short v5, v15, s[10:11]                ; examples/swiglu.kgen:12: store to 'h'
	s_mul_i32 s4, s14, 27
	s_lshl_b32 s5, s4, 1
	v_add_u32 v5, s5, v3
	v_lshrrev_b32 v15, 16, v27
	global_store_short v5, v15, s[10:11]                ; examples/swiglu.kgen:12: store to 'h'
	s_branch .Lswiglu_if0_end
.Lswiglu_if0_else:
	v_mov_b32 v5, 0                                     ; loop-carried 'gate'
	v_mov_b32 v15, 0                                    ; loop-carried 'gate'
	v_mov_b32 v16, 0                                    ; loop-carried 'gate'
	v_mov_b32 v17, 0                                    ; loop-carried 'gate'
	v_mov_b32 v18, 0                                    ; loop-carried 'gate'
	v_mov_b32 v19, 0                                    ; loop-carried 'gate'
	v_mov_b32 v20, 0                                    ; loop-carried 'gate'
	v_mov_b32 v21, 0                                    ; loop-carried 'gate'
	v_mov_b32 v22, 0                                    ; loop-carried 'gate'
	v_mov_b32 v23, 0                                    ; loop-carried 'gate'
	v_mov_b32 v24, 0                                    ; loop-carried 'gate'
	v_mov_b32 v25, 0                                    ; loop-carried 'gate'
	v_mov_b32 v26, 0                                    ; loop-carried 'gate'
	v_mov_b32 v27, 0                                    ; loop-carried 'gate'
	v_mov_b32 v28, 0                                    ; loop-carried 'gate'
	v_mov_b32 v29, 0                                    ; loop-carried 'gate'
	v_mov_b32 v30, 0                                    ; loop-carried 'up'
	v_mov_b32 v31, 0                                    ; loop-carried 'up'
	v_mov_b32 v32, 0                                    ; loop-carried 'up'
	v_mov_b32 v33, 0                                    ; loop-carried 'up'
	v_mov_b32 v34, 0                                    ; loop-carried 'up'
	v_mov_b32 v35, 0                                    ; loop-carried 'up'
	v_mov_b32 v36, 0                                    ; loop-carried 'up'
	v_mov_b32 v37, 0                                    ; loop-carried 'up'
	v_mov_b32 v38, 0                                    ; loop-carried 'up'
	v_mov_b32 v39, 0                                    ; loop-carried 'up'
	v_mov_b32 v40, 0                                    ; loop-carried 'up'
	v_mov_b32 v41, 0                                    ; loop-carried 'up'
	v_mov_b32 v42, 0                                    ; loop-carried 'up'
	v_mov_b32 v43, 0                                    ; loop-carried 'up'
	v_mov_b32 v44, 0                                    ; loop-carried 'up'
	v_mov_b32 v45, 0                                    ; loop-carried 'up'
	s_cmp_ge_u32 s13, 32                                ; at least one whole chunk of 'kk'
	s_cselect_b32 s4, 1, 0
	s_sub_u32 s5, s13, 31
	s_cmp_lg_u32 s4, 0                                  ; full chunks start below extent - chunk + 1
	s_cselect_b32 s4, s5, 0
	s_cmp_lg_u32 s20, 0
	s_cselect_b32 s5, s4, 0
	s_mov_b32 s18, 0
	s_mov_b32 s19, 0
	s_lshl_b64 s[20:21], s[18:19], 1
	s_add_u32 s18, s8, s20                              ; 'x' at this chunk
	s_addc_u32 s19, s9, s21
	s_cmp_lt_u32 0, s5                                  ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s4, 1, 0
	v_cmp_lt_u32 s[20:21], v11, s12
	s_cmp_lg_u32 s4, 0
	s_cselect_b64 s[24:25], exec, 0
	s_and_b64 s[26:27], s[24:25], s[20:21]
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1522
	global_load_dwordx4 v[46:49], v12, s[18:19]         ; examples/swiglu.kgen:8: 16 bytes of 'x'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	ds_write_b128 v13, v[46:49]                         ; 16 bytes into st0
	s_mov_b32 s4, 0                                     ; for kk in k: steps of 32: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s4, s5
	s_cbranch_scc1 .Lswiglu_loop2_end
.Lswiglu_loop2:
	s_add_u32 s15, s4, 32
	s_cmp_lt_u32 s4, s5
	s_cselect_b32 s16, 1, 0
	s_cmp_eq_u32 s16, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lswiglu_if3_end
	s_mov_b32 s18, s15
	s_mov_b32 s19, 0
	s_lshl_b64 s[20:21], s[18:19], 1
	s_add_u32 s18, s8, s20                              ; 'x' at this chunk
	s_addc_u32 s19, s9, s21
	s_cmp_lt_u32 s15, s5                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s15, 1, 0
	v_cmp_lt_u32 s[20:21], v11, s12
	s_cmp_lg_u32 s15, 0
	s_cselect_b64 s[24:25], exec, 0
	s_and_b64 s[26:27], s[24:25], s[20:21]
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1533
	global_load_dwordx4 v[46:49], v12, s[18:19]         ; examples/swiglu.kgen:8: 16 bytes of 'x'
	s_mov_b64 exec, s[20:21]
	s_mul_i32 s18, s4, s14
	s_mul_hi_u32 s19, s4, s14
	s_lshl_b64 s[20:21], s[18:19], 1
	s_add_u32 s18, s22, s20                             ; 'w1' at this chunk
	s_addc_u32 s19, s23, s21
	v_cmp_lt_u32 s[24:25], v9, s17                      ; 'n' element in bounds
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1541
	global_load_ushort v50, v7, s[18:19]                ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v50
	v_add_u32 v50, 1, v9
	v_cmp_lt_u32 s[26:27], v50, s17                     ; 'n' element in bounds
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1545
	global_load_ushort v50, v7, s[18:19] offset:2       ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v50
	v_add_u32 v50, 2, v9
	v_cmp_lt_u32 s[28:29], v50, s17                     ; 'n' element in bounds
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_1549
	global_load_ushort v50, v7, s[18:19] offset:4       ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v50
	v_add_u32 v50, 3, v9
	v_cmp_lt_u32 s[30:31], v50, s17                     ; 'n' element in bounds
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_1553
	global_load_ushort v50, v7, s[18:19] offset:6       ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v50
	v_add_u32 v50, 4, v9
	v_cmp_lt_u32 s[32:33], v50, s17                     ; 'n' element in bounds
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_1557
	global_load_ushort v50, v7, s[18:19] offset:8       ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v50
	v_add_u32 v50, 5, v9
	v_cmp_lt_u32 s[34:35], v50, s17                     ; 'n' element in bounds
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_1561
	global_load_ushort v50, v7, s[18:19] offset:10      ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v50
	v_add_u32 v50, 6, v9
	v_cmp_lt_u32 s[36:37], v50, s17                     ; 'n' element in bounds
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_1565
	global_load_ushort v50, v7, s[18:19] offset:12      ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v50
	v_add_u32 v50, 7, v9
	v_cmp_lt_u32 s[38:39], v50, s17                     ; 'n' element in bounds
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_1569
	global_load_ushort v50, v7, s[18:19] offset:14      ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v50
	v_lshrrev_b32 v50, 16, v51
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v8, v50 offset:10240                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v52
	ds_write_b16 v8, v50 offset:10320                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v53
	ds_write_b16 v8, v50 offset:10400                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v54
	ds_write_b16 v8, v50 offset:10480                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v55
	ds_write_b16 v8, v50 offset:10560                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v56
	ds_write_b16 v8, v50 offset:10640                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v57
	ds_write_b16 v8, v50 offset:10720                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v58
	ds_write_b16 v8, v50 offset:10800                   ; B operand of the product: stage
	v_mov_b32 v50, v5                                   ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v51, v15                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v52, v16                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v53, v17                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v54, v18                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v55, v19                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v56, v20                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v57, v21                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v58, v22                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v59, v23                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v60, v24                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v61, v25                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v62, v26                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v63, v27                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v64, v28                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v65, v29                                  ; examples/swiglu.kgen:9: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v66, v2 offset:10240                    ; B fragment 0 of k-step 0
	ds_read_b32 v67, v2 offset:10244                    ; B fragment 0 of k-step 0
	ds_read_b32 v68, v6                                 ; A fragment 0 of k-step 0
	ds_read_b32 v69, v6 offset:4                        ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[68:69], v[66:67], v[50:65] ; examples/swiglu.kgen:9: mfma 32x32x8
	ds_read_b32 v66, v2 offset:10256                    ; B fragment 0 of k-step 1
	ds_read_b32 v67, v2 offset:10260                    ; B fragment 0 of k-step 1
	ds_read_b32 v68, v6 offset:16                       ; A fragment 0 of k-step 1
	ds_read_b32 v69, v6 offset:20                       ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[68:69], v[66:67], v[50:65] ; examples/swiglu.kgen:9: mfma 32x32x8
	ds_read_b32 v66, v2 offset:10272                    ; B fragment 0 of k-step 2
	ds_read_b32 v67, v2 offset:10276                    ; B fragment 0 of k-step 2
	ds_read_b32 v68, v6 offset:32                       ; A fragment 0 of k-step 2
	ds_read_b32 v69, v6 offset:36                       ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[68:69], v[66:67], v[50:65] ; examples/swiglu.kgen:9: mfma 32x32x8
	ds_read_b32 v66, v2 offset:10288                    ; B fragment 0 of k-step 3
	ds_read_b32 v67, v2 offset:10292                    ; B fragment 0 of k-step 3
	ds_read_b32 v68, v6 offset:48                       ; A fragment 0 of k-step 3
	ds_read_b32 v69, v6 offset:52                       ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[68:69], v[66:67], v[50:65] ; examples/swiglu.kgen:9: mfma 32x32x8
	s_nop 7
	s_nop 2
	v_mov_b32 v5, v50                                   ; next 'gate'
	v_mov_b32 v15, v51                                  ; next 'gate'
	v_mov_b32 v16, v52                                  ; next 'gate'
	v_mov_b32 v17, v53                                  ; next 'gate'
	v_mov_b32 v18, v54                                  ; next 'gate'
	v_mov_b32 v19, v55                                  ; next 'gate'
	v_mov_b32 v20, v56                                  ; next 'gate'
	v_mov_b32 v21, v57                                  ; next 'gate'
	v_mov_b32 v22, v58                                  ; next 'gate'
	v_mov_b32 v23, v59                                  ; next 'gate'
	v_mov_b32 v24, v60                                  ; next 'gate'
	v_mov_b32 v25, v61                                  ; next 'gate'
	v_mov_b32 v26, v62                                  ; next 'gate'
	v_mov_b32 v27, v63                                  ; next 'gate'
	v_mov_b32 v28, v64                                  ; next 'gate'
	v_mov_b32 v29, v65                                  ; next 'gate'
	s_add_u32 s18, s6, s20                              ; 'w3' at this chunk
	s_addc_u32 s19, s7, s21
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_1541
	global_load_ushort v50, v7, s[18:19]                ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1545
	global_load_ushort v50, v7, s[18:19] offset:2       ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_1549
	global_load_ushort v50, v7, s[18:19] offset:4       ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[30:31]               ; lanes where %vpred_1553
	global_load_ushort v50, v7, s[18:19] offset:6       ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[32:33]               ; lanes where %vpred_1557
	global_load_ushort v50, v7, s[18:19] offset:8       ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[34:35]               ; lanes where %vpred_1561
	global_load_ushort v50, v7, s[18:19] offset:10      ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[36:37]               ; lanes where %vpred_1565
	global_load_ushort v50, v7, s[18:19] offset:12      ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[38:39]               ; lanes where %vpred_1569
	global_load_ushort v50, v7, s[18:19] offset:14      ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v50
	v_lshrrev_b32 v50, 16, v51
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v8, v50 offset:10240                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v52
	ds_write_b16 v8, v50 offset:10320                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v53
	ds_write_b16 v8, v50 offset:10400                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v54
	ds_write_b16 v8, v50 offset:10480                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v55
	ds_write_b16 v8, v50 offset:10560                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v56
	ds_write_b16 v8, v50 offset:10640                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v57
	ds_write_b16 v8, v50 offset:10720                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v58
	ds_write_b16 v8, v50 offset:10800                   ; B operand of the product: stage
	v_mov_b32 v50, v30                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v51, v31                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v52, v32                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v53, v33                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v54, v34                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v55, v35                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v56, v36                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v57, v37                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v58, v38                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v59, v39                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v60, v40                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v61, v41                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v62, v42                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v63, v43                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v64, v44                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v65, v45                                  ; examples/swiglu.kgen:10: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v66, v2 offset:10240                    ; B fragment 0 of k-step 0
	ds_read_b32 v67, v2 offset:10244                    ; B fragment 0 of k-step 0
	ds_read_b32 v68, v6                                 ; A fragment 0 of k-step 0
	ds_read_b32 v69, v6 offset:4                        ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[68:69], v[66:67], v[50:65] ; examples/swiglu.kgen:10: mfma 32x32x8
	ds_read_b32 v66, v2 offset:10256                    ; B fragment 0 of k-step 1
	ds_read_b32 v67, v2 offset:10260                    ; B fragment 0 of k-step 1
	ds_read_b32 v68, v6 offset:16                       ; A fragment 0 of k-step 1
	ds_read_b32 v69, v6 offset:20                       ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[68:69], v[66:67], v[50:65] ; examples/swiglu.kgen:10: mfma 32x32x8
	ds_read_b32 v66, v2 offset:10272                    ; B fragment 0 of k-step 2
	ds_read_b32 v67, v2 offset:10276                    ; B fragment 0 of k-step 2
	ds_read_b32 v68, v6 offset:32                       ; A fragment 0 of k-step 2
	ds_read_b32 v69, v6 offset:36                       ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[68:69], v[66:67], v[50:65] ; examples/swiglu.kgen:10: mfma 32x32x8
	ds_read_b32 v66, v2 offset:10288                    ; B fragment 0 of k-step 3
	ds_read_b32 v67, v2 offset:10292                    ; B fragment 0 of k-step 3
	ds_read_b32 v68, v6 offset:48                       ; A fragment 0 of k-step 3
	ds_read_b32 v69, v6 offset:52                       ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[68:69], v[66:67], v[50:65] ; examples/swiglu.kgen:10: mfma 32x32x8
	s_nop 7
	s_nop 2
	v_mov_b32 v30, v50                                  ; next 'up'
	v_mov_b32 v31, v51                                  ; next 'up'
	v_mov_b32 v32, v52                                  ; next 'up'
	v_mov_b32 v33, v53                                  ; next 'up'
	v_mov_b32 v34, v54                                  ; next 'up'
	v_mov_b32 v35, v55                                  ; next 'up'
	v_mov_b32 v36, v56                                  ; next 'up'
	v_mov_b32 v37, v57                                  ; next 'up'
	v_mov_b32 v38, v58                                  ; next 'up'
	v_mov_b32 v39, v59                                  ; next 'up'
	v_mov_b32 v40, v60                                  ; next 'up'
	v_mov_b32 v41, v61                                  ; next 'up'
	v_mov_b32 v42, v62                                  ; next 'up'
	v_mov_b32 v43, v63                                  ; next 'up'
	v_mov_b32 v44, v64                                  ; next 'up'
	v_mov_b32 v45, v65                                  ; next 'up'
	ds_write_b128 v13, v[46:49] offset:5120             ; 16 bytes into st0
.Lswiglu_if3_end:
	s_add_u32 s15, s4, 32
	s_add_u32 s16, s15, 32
	s_cmp_lt_u32 s15, s5
	s_cselect_b32 s18, 1, 0
	s_cmp_eq_u32 s18, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lswiglu_if4_end
	s_mov_b32 s18, s16
	s_mov_b32 s19, 0
	s_lshl_b64 s[20:21], s[18:19], 1
	s_add_u32 s18, s8, s20                              ; 'x' at this chunk
	s_addc_u32 s19, s9, s21
	s_cmp_lt_u32 s16, s5                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s16, 1, 0
	v_cmp_lt_u32 s[20:21], v11, s12
	s_cmp_lg_u32 s16, 0
	s_cselect_b64 s[24:25], exec, 0
	s_and_b64 s[26:27], s[24:25], s[20:21]
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1677
	global_load_dwordx4 v[46:49], v12, s[18:19]         ; examples/swiglu.kgen:8: 16 bytes of 'x'
	s_mov_b64 exec, s[20:21]
	s_mul_i32 s18, s15, s14
	s_mul_hi_u32 s19, s15, s14
	s_lshl_b64 s[20:21], s[18:19], 1
	s_add_u32 s18, s22, s20                             ; 'w1' at this chunk
	s_addc_u32 s19, s23, s21
	v_cmp_lt_u32 s[24:25], v9, s17                      ; 'n' element in bounds
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1685
	global_load_ushort v50, v7, s[18:19]                ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v50
	v_add_u32 v50, 1, v9
	v_cmp_lt_u32 s[26:27], v50, s17                     ; 'n' element in bounds
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1689
	global_load_ushort v50, v7, s[18:19] offset:2       ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v50
	v_add_u32 v50, 2, v9
	v_cmp_lt_u32 s[28:29], v50, s17                     ; 'n' element in bounds
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_1693
	global_load_ushort v50, v7, s[18:19] offset:4       ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v50
	v_add_u32 v50, 3, v9
	v_cmp_lt_u32 s[30:31], v50, s17                     ; 'n' element in bounds
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_1697
	global_load_ushort v50, v7, s[18:19] offset:6       ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v50
	v_add_u32 v50, 4, v9
	v_cmp_lt_u32 s[32:33], v50, s17                     ; 'n' element in bounds
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_1701
	global_load_ushort v50, v7, s[18:19] offset:8       ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v50
	v_add_u32 v50, 5, v9
	v_cmp_lt_u32 s[34:35], v50, s17                     ; 'n' element in bounds
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_1705
	global_load_ushort v50, v7, s[18:19] offset:10      ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v50
	v_add_u32 v50, 6, v9
	v_cmp_lt_u32 s[36:37], v50, s17                     ; 'n' element in bounds
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_1709
	global_load_ushort v50, v7, s[18:19] offset:12      ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v50
	v_add_u32 v50, 7, v9
	v_cmp_lt_u32 s[38:39], v50, s17                     ; 'n' element in bounds
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_1713
	global_load_ushort v50, v7, s[18:19] offset:14      ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v50
	v_lshrrev_b32 v50, 16, v51
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v8, v50 offset:10240                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v52
	ds_write_b16 v8, v50 offset:10320                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v53
	ds_write_b16 v8, v50 offset:10400                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v54
	ds_write_b16 v8, v50 offset:10480                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v55
	ds_write_b16 v8, v50 offset:10560                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v56
	ds_write_b16 v8, v50 offset:10640                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v57
	ds_write_b16 v8, v50 offset:10720                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v58
	ds_write_b16 v8, v50 offset:10800                   ; B operand of the product: stage
	v_mov_b32 v50, v5                                   ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v51, v15                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v52, v16                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v53, v17                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v54, v18                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v55, v19                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v56, v20                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v57, v21                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v58, v22                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v59, v23                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v60, v24                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v61, v25                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v62, v26                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v63, v27                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v64, v28                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v65, v29                                  ; examples/swiglu.kgen:9: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v66, v2 offset:10240                    ; B fragment 0 of k-step 0
	ds_read_b32 v67, v2 offset:10244                    ; B fragment 0 of k-step 0
	ds_read_b32 v68, v6 offset:5120                     ; A fragment 0 of k-step 0
	ds_read_b32 v69, v6 offset:5124                     ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[68:69], v[66:67], v[50:65] ; examples/swiglu.kgen:9: mfma 32x32x8
	ds_read_b32 v66, v2 offset:10256                    ; B fragment 0 of k-step 1
	ds_read_b32 v67, v2 offset:10260                    ; B fragment 0 of k-step 1
	ds_read_b32 v68, v6 offset:5136                     ; A fragment 0 of k-step 1
	ds_read_b32 v69, v6 offset:5140                     ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[68:69], v[66:67], v[50:65] ; examples/swiglu.kgen:9: mfma 32x32x8
	ds_read_b32 v66, v2 offset:10272                    ; B fragment 0 of k-step 2
	ds_read_b32 v67, v2 offset:10276                    ; B fragment 0 of k-step 2
	ds_read_b32 v68, v6 offset:5152                     ; A fragment 0 of k-step 2
	ds_read_b32 v69, v6 offset:5156                     ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[68:69], v[66:67], v[50:65] ; examples/swiglu.kgen:9: mfma 32x32x8
	ds_read_b32 v66, v2 offset:10288                    ; B fragment 0 of k-step 3
	ds_read_b32 v67, v2 offset:10292                    ; B fragment 0 of k-step 3
	ds_read_b32 v68, v6 offset:5168                     ; A fragment 0 of k-step 3
	ds_read_b32 v69, v6 offset:5172                     ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[68:69], v[66:67], v[50:65] ; examples/swiglu.kgen:9: mfma 32x32x8
	s_nop 7
	s_nop 2
	v_mov_b32 v5, v50                                   ; next 'gate'
	v_mov_b32 v15, v51                                  ; next 'gate'
	v_mov_b32 v16, v52                                  ; next 'gate'
	v_mov_b32 v17, v53                                  ; next 'gate'
	v_mov_b32 v18, v54                                  ; next 'gate'
	v_mov_b32 v19, v55                                  ; next 'gate'
	v_mov_b32 v20, v56                                  ; next 'gate'
	v_mov_b32 v21, v57                                  ; next 'gate'
	v_mov_b32 v22, v58                                  ; next 'gate'
	v_mov_b32 v23, v59                                  ; next 'gate'
	v_mov_b32 v24, v60                                  ; next 'gate'
	v_mov_b32 v25, v61                                  ; next 'gate'
	v_mov_b32 v26, v62                                  ; next 'gate'
	v_mov_b32 v27, v63                                  ; next 'gate'
	v_mov_b32 v28, v64                                  ; next 'gate'
	v_mov_b32 v29, v65                                  ; next 'gate'
	s_add_u32 s18, s6, s20                              ; 'w3' at this chunk
	s_addc_u32 s19, s7, s21
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_1685
	global_load_ushort v50, v7, s[18:19]                ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1689
	global_load_ushort v50, v7, s[18:19] offset:2       ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_1693
	global_load_ushort v50, v7, s[18:19] offset:4       ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[30:31]               ; lanes where %vpred_1697
	global_load_ushort v50, v7, s[18:19] offset:6       ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[32:33]               ; lanes where %vpred_1701
	global_load_ushort v50, v7, s[18:19] offset:8       ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[34:35]               ; lanes where %vpred_1705
	global_load_ushort v50, v7, s[18:19] offset:10      ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[36:37]               ; lanes where %vpred_1709
	global_load_ushort v50, v7, s[18:19] offset:12      ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[38:39]               ; lanes where %vpred_1713
	global_load_ushort v50, v7, s[18:19] offset:14      ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v50
	v_lshrrev_b32 v50, 16, v51
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v8, v50 offset:10240                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v52
	ds_write_b16 v8, v50 offset:10320                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v53
	ds_write_b16 v8, v50 offset:10400                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v54
	ds_write_b16 v8, v50 offset:10480                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v55
	ds_write_b16 v8, v50 offset:10560                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v56
	ds_write_b16 v8, v50 offset:10640                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v57
	ds_write_b16 v8, v50 offset:10720                   ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v58
	ds_write_b16 v8, v50 offset:10800                   ; B operand of the product: stage
	v_mov_b32 v50, v30                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v51, v31                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v52, v32                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v53, v33                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v54, v34                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v55, v35                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v56, v36                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v57, v37                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v58, v38                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v59, v39                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v60, v40                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v61, v41                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v62, v42                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v63, v43                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v64, v44                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v65, v45                                  ; examples/swiglu.kgen:10: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v66, v2 offset:10240                    ; B fragment 0 of k-step 0
	ds_read_b32 v67, v2 offset:10244                    ; B fragment 0 of k-step 0
	ds_read_b32 v68, v6 offset:5120                     ; A fragment 0 of k-step 0
	ds_read_b32 v69, v6 offset:5124                     ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[68:69], v[66:67], v[50:65] ; examples/swiglu.kgen:10: mfma 32x32x8
	ds_read_b32 v66, v2 offset:10256                    ; B fragment 0 of k-step 1
	ds_read_b32 v67, v2 offset:10260                    ; B fragment 0 of k-step 1
	ds_read_b32 v68, v6 offset:5136                     ; A fragment 0 of k-step 1
	ds_read_b32 v69, v6 offset:5140                     ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[68:69], v[66:67], v[50:65] ; examples/swiglu.kgen:10: mfma 32x32x8
	ds_read_b32 v66, v2 offset:10272                    ; B fragment 0 of k-step 2
	ds_read_b32 v67, v2 offset:10276                    ; B fragment 0 of k-step 2
	ds_read_b32 v68, v6 offset:5152                     ; A fragment 0 of k-step 2
	ds_read_b32 v69, v6 offset:5156                     ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[68:69], v[66:67], v[50:65] ; examples/swiglu.kgen:10: mfma 32x32x8
	ds_read_b32 v66, v2 offset:10288                    ; B fragment 0 of k-step 3
	ds_read_b32 v67, v2 offset:10292                    ; B fragment 0 of k-step 3
	ds_read_b32 v68, v6 offset:5168                     ; A fragment 0 of k-step 3
	ds_read_b32 v69, v6 offset:5172                     ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[68:69], v[66:67], v[50:65] ; examples/swiglu.kgen:10: mfma 32x32x8
	s_nop 7
	s_nop 2
	v_mov_b32 v30, v50                                  ; next 'up'
	v_mov_b32 v31, v51                                  ; next 'up'
	v_mov_b32 v32, v52                                  ; next 'up'
	v_mov_b32 v33, v53                                  ; next 'up'
	v_mov_b32 v34, v54                                  ; next 'up'
	v_mov_b32 v35, v55                                  ; next 'up'
	v_mov_b32 v36, v56                                  ; next 'up'
	v_mov_b32 v37, v57                                  ; next 'up'
	v_mov_b32 v38, v58                                  ; next 'up'
	v_mov_b32 v39, v59                                  ; next 'up'
	v_mov_b32 v40, v60                                  ; next 'up'
	v_mov_b32 v41, v61                                  ; next 'up'
	v_mov_b32 v42, v62                                  ; next 'up'
	v_mov_b32 v43, v63                                  ; next 'up'
	v_mov_b32 v44, v64                                  ; next 'up'
	v_mov_b32 v45, v65                                  ; next 'up'
	ds_write_b128 v13, v[46:49]                         ; 16 bytes into st0
.Lswiglu_if4_end:
	s_add_u32 s4, s4, 64
	s_cmp_lt_u32 s4, s5
	s_cbranch_scc1 .Lswiglu_loop2
.Lswiglu_loop2_end:
	s_add_u32 s4, s5, 31
	s_and_b32 s5, s4, 0xffffffe0                        ; the first chunk of 'kk' the pipeline left
	s_mov_b32 s4, s5                                    ; for kk in k: steps of 32: the rest, masked
	s_cmp_ge_u32 s4, s13
	s_cbranch_scc1 .Lswiglu_loop3_end
.Lswiglu_loop3:
	s_sub_u32 s5, s13, s4
	s_mov_b32 s18, s4
	s_mov_b32 s19, 0
	s_lshl_b64 s[20:21], s[18:19], 1
	s_add_u32 s18, s8, s20                              ; 'x' at this chunk
	s_addc_u32 s19, s9, s21
	v_cmp_lt_u32 s[20:21], v11, s12                     ; 'm' element in bounds
	v_cmp_lt_u32 s[24:25], v1, s5                       ; 'kk' element in bounds
	s_and_b64 s[26:27], s[20:21], s[24:25]
	v_mov_b32 v46, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[26:27]               ; lanes where %vpred_813
	global_load_ushort v46, v12, s[18:19]               ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v46
	v_add_u32 v46, 1, v1
	v_cmp_lt_u32 s[24:25], v46, s5                      ; 'kk' element in bounds
	s_and_b64 s[26:27], s[20:21], s[24:25]
	v_mov_b32 v46, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[26:27]               ; lanes where %vpred_818
	global_load_ushort v46, v12, s[18:19] offset:2      ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v46
	v_add_u32 v46, 2, v1
	v_cmp_lt_u32 s[24:25], v46, s5                      ; 'kk' element in bounds
	s_and_b64 s[26:27], s[20:21], s[24:25]
	v_mov_b32 v46, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[26:27]               ; lanes where %vpred_823
	global_load_ushort v46, v12, s[18:19] offset:4      ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v46
	v_add_u32 v46, 3, v1
	v_cmp_lt_u32 s[24:25], v46, s5                      ; 'kk' element in bounds
	s_and_b64 s[26:27], s[20:21], s[24:25]
	v_mov_b32 v46, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[26:27]               ; lanes where %vpred_828
	global_load_ushort v46, v12, s[18:19] offset:6      ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v46
	v_add_u32 v46, 4, v1
	v_cmp_lt_u32 s[24:25], v46, s5                      ; 'kk' element in bounds
	s_and_b64 s[26:27], s[20:21], s[24:25]
	v_mov_b32 v46, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[26:27]               ; lanes where %vpred_833
	global_load_ushort v46, v12, s[18:19] offset:8      ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v46
	v_add_u32 v46, 5, v1
	v_cmp_lt_u32 s[24:25], v46, s5                      ; 'kk' element in bounds
	s_and_b64 s[26:27], s[20:21], s[24:25]
	v_mov_b32 v46, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[26:27]               ; lanes where %vpred_838
	global_load_ushort v46, v12, s[18:19] offset:10     ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v46
	v_add_u32 v46, 6, v1
	v_cmp_lt_u32 s[24:25], v46, s5                      ; 'kk' element in bounds
	s_and_b64 s[26:27], s[20:21], s[24:25]
	v_mov_b32 v46, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[26:27]               ; lanes where %vpred_843
	global_load_ushort v46, v12, s[18:19] offset:12     ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v46
	v_add_u32 v46, 7, v1
	v_cmp_lt_u32 s[24:25], v46, s5                      ; 'kk' element in bounds
	s_and_b64 s[26:27], s[20:21], s[24:25]
	v_mov_b32 v46, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_848
	global_load_ushort v46, v12, s[18:19] offset:14     ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v46
	v_lshrrev_b32 v46, 16, v47
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v13, v46                               ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v48
	ds_write_b16 v13, v47 offset:2                      ; A operand of the product: stage
	v_lshrrev_b32 v48, 16, v49
	ds_write_b16 v13, v48 offset:4                      ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v50
	ds_write_b16 v13, v49 offset:6                      ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v51
	ds_write_b16 v13, v50 offset:8                      ; A operand of the product: stage
	v_lshrrev_b32 v51, 16, v52
	ds_write_b16 v13, v51 offset:10                     ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v53
	ds_write_b16 v13, v52 offset:12                     ; A operand of the product: stage
	v_lshrrev_b32 v53, 16, v54
	ds_write_b16 v13, v53 offset:14                     ; A operand of the product: stage
	s_mul_i32 s18, s4, s14
	s_mul_hi_u32 s19, s4, s14
	s_lshl_b64 s[20:21], s[18:19], 1
	s_add_u32 s18, s22, s20                             ; 'w1' at this chunk
	s_addc_u32 s19, s23, s21
	v_cmp_lt_u32 s[24:25], v9, s17                      ; 'n' element in bounds
	v_cmp_lt_u32 s[26:27], v4, s5                       ; 'kk' element in bounds
	s_and_b64 s[28:29], s[24:25], s[26:27]
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_864
	global_load_ushort v54, v7, s[18:19]                ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v54
	v_add_u32 v54, 1, v9
	v_cmp_lt_u32 s[24:25], v54, s17                     ; 'n' element in bounds
	s_and_b64 s[30:31], s[24:25], s[26:27]
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_869
	global_load_ushort v54, v7, s[18:19] offset:2       ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v54
	v_add_u32 v54, 2, v9
	v_cmp_lt_u32 s[24:25], v54, s17                     ; 'n' element in bounds
	s_and_b64 s[32:33], s[24:25], s[26:27]
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[32:33]               ; lanes where %vpred_874
	global_load_ushort v54, v7, s[18:19] offset:4       ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v54
	v_add_u32 v54, 3, v9
	v_cmp_lt_u32 s[24:25], v54, s17                     ; 'n' element in bounds
	s_and_b64 s[34:35], s[24:25], s[26:27]
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[34:35]               ; lanes where %vpred_879
	global_load_ushort v54, v7, s[18:19] offset:6       ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v54
	v_add_u32 v54, 4, v9
	v_cmp_lt_u32 s[24:25], v54, s17                     ; 'n' element in bounds
	s_and_b64 s[36:37], s[24:25], s[26:27]
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[36:37]               ; lanes where %vpred_884
	global_load_ushort v54, v7, s[18:19] offset:8       ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v54
	v_add_u32 v54, 5, v9
	v_cmp_lt_u32 s[24:25], v54, s17                     ; 'n' element in bounds
	s_and_b64 s[38:39], s[24:25], s[26:27]
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[38:39]               ; lanes where %vpred_889
	global_load_ushort v54, v7, s[18:19] offset:10      ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v54
	v_add_u32 v54, 6, v9
	v_cmp_lt_u32 s[24:25], v54, s17                     ; 'n' element in bounds
	s_and_b64 s[40:41], s[24:25], s[26:27]
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[40:41]               ; lanes where %vpred_894
	global_load_ushort v54, v7, s[18:19] offset:12      ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v54
	v_add_u32 v54, 7, v9
	v_cmp_lt_u32 s[24:25], v54, s17                     ; 'n' element in bounds
	s_and_b64 s[42:43], s[24:25], s[26:27]
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[42:43]               ; lanes where %vpred_899
	global_load_ushort v54, v7, s[18:19] offset:14      ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v54
	v_lshrrev_b32 v54, 16, v55
	ds_write_b16 v8, v54 offset:10240                   ; B operand of the product: stage
	v_lshrrev_b32 v54, 16, v56
	ds_write_b16 v8, v54 offset:10320                   ; B operand of the product: stage
	v_lshrrev_b32 v54, 16, v57
	ds_write_b16 v8, v54 offset:10400                   ; B operand of the product: stage
	v_lshrrev_b32 v54, 16, v58
	ds_write_b16 v8, v54 offset:10480                   ; B operand of the product: stage
	v_lshrrev_b32 v54, 16, v59
	ds_write_b16 v8, v54 offset:10560                   ; B operand of the product: stage
	v_lshrrev_b32 v54, 16, v60
	ds_write_b16 v8, v54 offset:10640                   ; B operand of the product: stage
	v_lshrrev_b32 v54, 16, v61
	ds_write_b16 v8, v54 offset:10720                   ; B operand of the product: stage
	v_lshrrev_b32 v54, 16, v62
	ds_write_b16 v8, v54 offset:10800                   ; B operand of the product: stage
	v_mov_b32 v54, v5                                   ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v55, v15                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v56, v16                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v57, v17                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v58, v18                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v59, v19                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v60, v20                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v61, v21                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v62, v22                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v63, v23                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v64, v24                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v65, v25                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v66, v26                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v67, v27                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v68, v28                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v69, v29                                  ; examples/swiglu.kgen:9: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v70, v2 offset:10240                    ; B fragment 0 of k-step 0
	ds_read_b32 v71, v2 offset:10244                    ; B fragment 0 of k-step 0
	ds_read_b32 v72, v6                                 ; A fragment 0 of k-step 0
	ds_read_b32 v73, v6 offset:4                        ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[54:69], v[72:73], v[70:71], v[54:69] ; examples/swiglu.kgen:9: mfma 32x32x8
	ds_read_b32 v70, v2 offset:10256                    ; B fragment 0 of k-step 1
	ds_read_b32 v71, v2 offset:10260                    ; B fragment 0 of k-step 1
	ds_read_b32 v72, v6 offset:16                       ; A fragment 0 of k-step 1
	ds_read_b32 v73, v6 offset:20                       ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[54:69], v[72:73], v[70:71], v[54:69] ; examples/swiglu.kgen:9: mfma 32x32x8
	ds_read_b32 v70, v2 offset:10272                    ; B fragment 0 of k-step 2
	ds_read_b32 v71, v2 offset:10276                    ; B fragment 0 of k-step 2
	ds_read_b32 v72, v6 offset:32                       ; A fragment 0 of k-step 2
	ds_read_b32 v73, v6 offset:36                       ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[54:69], v[72:73], v[70:71], v[54:69] ; examples/swiglu.kgen:9: mfma 32x32x8
	ds_read_b32 v70, v2 offset:10288                    ; B fragment 0 of k-step 3
	ds_read_b32 v71, v2 offset:10292                    ; B fragment 0 of k-step 3
	ds_read_b32 v72, v6 offset:48                       ; A fragment 0 of k-step 3
	ds_read_b32 v73, v6 offset:52                       ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[54:69], v[72:73], v[70:71], v[54:69] ; examples/swiglu.kgen:9: mfma 32x32x8
	s_nop 7
	s_nop 2
	v_mov_b32 v5, v54                                   ; next 'gate'
	v_mov_b32 v15, v55                                  ; next 'gate'
	v_mov_b32 v16, v56                                  ; next 'gate'
	v_mov_b32 v17, v57                                  ; next 'gate'
	v_mov_b32 v18, v58                                  ; next 'gate'
	v_mov_b32 v19, v59                                  ; next 'gate'
	v_mov_b32 v20, v60                                  ; next 'gate'
	v_mov_b32 v21, v61                                  ; next 'gate'
	v_mov_b32 v22, v62                                  ; next 'gate'
	v_mov_b32 v23, v63                                  ; next 'gate'
	v_mov_b32 v24, v64                                  ; next 'gate'
	v_mov_b32 v25, v65                                  ; next 'gate'
	v_mov_b32 v26, v66                                  ; next 'gate'
	v_mov_b32 v27, v67                                  ; next 'gate'
	v_mov_b32 v28, v68                                  ; next 'gate'
	v_mov_b32 v29, v69                                  ; next 'gate'
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v13, v46                               ; A operand of the product: stage
	ds_write_b16 v13, v47 offset:2                      ; A operand of the product: stage
	ds_write_b16 v13, v48 offset:4                      ; A operand of the product: stage
	ds_write_b16 v13, v49 offset:6                      ; A operand of the product: stage
	ds_write_b16 v13, v50 offset:8                      ; A operand of the product: stage
	ds_write_b16 v13, v51 offset:10                     ; A operand of the product: stage
	ds_write_b16 v13, v52 offset:12                     ; A operand of the product: stage
	ds_write_b16 v13, v53 offset:14                     ; A operand of the product: stage
	s_add_u32 s18, s6, s20                              ; 'w3' at this chunk
	s_addc_u32 s19, s7, s21
	v_mov_b32 v46, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_864
	global_load_ushort v46, v7, s[18:19]                ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v46
	v_mov_b32 v46, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[30:31]               ; lanes where %vpred_869
	global_load_ushort v46, v7, s[18:19] offset:2       ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v46
	v_mov_b32 v46, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[32:33]               ; lanes where %vpred_874
	global_load_ushort v46, v7, s[18:19] offset:4       ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v46
	v_mov_b32 v46, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[34:35]               ; lanes where %vpred_879
	global_load_ushort v46, v7, s[18:19] offset:6       ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v46
	v_mov_b32 v46, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[36:37]               ; lanes where %vpred_884
	global_load_ushort v46, v7, s[18:19] offset:8       ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v46
	v_mov_b32 v46, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[38:39]               ; lanes where %vpred_889
	global_load_ushort v46, v7, s[18:19] offset:10      ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v46
	v_mov_b32 v46, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[40:41]               ; lanes where %vpred_894
	global_load_ushort v46, v7, s[18:19] offset:12      ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v46
	v_mov_b32 v46, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[42:43]               ; lanes where %vpred_899
	global_load_ushort v46, v7, s[18:19] offset:14      ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v46
	v_lshrrev_b32 v46, 16, v47
	ds_write_b16 v8, v46 offset:10240                   ; B operand of the product: stage
	v_lshrrev_b32 v46, 16, v48
	ds_write_b16 v8, v46 offset:10320                   ; B operand of the product: stage
	v_lshrrev_b32 v46, 16, v49
	ds_write_b16 v8, v46 offset:10400                   ; B operand of the product: stage
	v_lshrrev_b32 v46, 16, v50
	ds_write_b16 v8, v46 offset:10480                   ; B operand of the product: stage
	v_lshrrev_b32 v46, 16, v51
	ds_write_b16 v8, v46 offset:10560                   ; B operand of the product: stage
	v_lshrrev_b32 v46, 16, v52
	ds_write_b16 v8, v46 offset:10640                   ; B operand of the product: stage
	v_lshrrev_b32 v46, 16, v53
	ds_write_b16 v8, v46 offset:10720                   ; B operand of the product: stage
	v_lshrrev_b32 v46, 16, v54
	ds_write_b16 v8, v46 offset:10800                   ; B operand of the product: stage
	v_mov_b32 v46, v30                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v47, v31                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v48, v32                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v49, v33                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v50, v34                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v51, v35                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v52, v36                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v53, v37                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v54, v38                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v55, v39                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v56, v40                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v57, v41                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v58, v42                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v59, v43                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v60, v44                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v61, v45                                  ; examples/swiglu.kgen:10: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v62, v2 offset:10240                    ; B fragment 0 of k-step 0
	ds_read_b32 v63, v2 offset:10244                    ; B fragment 0 of k-step 0
	ds_read_b32 v64, v6                                 ; A fragment 0 of k-step 0
	ds_read_b32 v65, v6 offset:4                        ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[46:61], v[64:65], v[62:63], v[46:61] ; examples/swiglu.kgen:10: mfma 32x32x8
	ds_read_b32 v62, v2 offset:10256                    ; B fragment 0 of k-step 1
	ds_read_b32 v63, v2 offset:10260                    ; B fragment 0 of k-step 1
	ds_read_b32 v64, v6 offset:16                       ; A fragment 0 of k-step 1
	ds_read_b32 v65, v6 offset:20                       ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[46:61], v[64:65], v[62:63], v[46:61] ; examples/swiglu.kgen:10: mfma 32x32x8
	ds_read_b32 v62, v2 offset:10272                    ; B fragment 0 of k-step 2
	ds_read_b32 v63, v2 offset:10276                    ; B fragment 0 of k-step 2
	ds_read_b32 v64, v6 offset:32                       ; A fragment 0 of k-step 2
	ds_read_b32 v65, v6 offset:36                       ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[46:61], v[64:65], v[62:63], v[46:61] ; examples/swiglu.kgen:10: mfma 32x32x8
	ds_read_b32 v62, v2 offset:10288                    ; B fragment 0 of k-step 3
	ds_read_b32 v63, v2 offset:10292                    ; B fragment 0 of k-step 3
	ds_read_b32 v64, v6 offset:48                       ; A fragment 0 of k-step 3
	ds_read_b32 v65, v6 offset:52                       ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[46:61], v[64:65], v[62:63], v[46:61] ; examples/swiglu.kgen:10: mfma 32x32x8
	s_nop 7
	s_nop 2
	v_mov_b32 v30, v46                                  ; next 'up'
	v_mov_b32 v31, v47                                  ; next 'up'
	v_mov_b32 v32, v48                                  ; next 'up'
	v_mov_b32 v33, v49                                  ; next 'up'
	v_mov_b32 v34, v50                                  ; next 'up'
	v_mov_b32 v35, v51                                  ; next 'up'
	v_mov_b32 v36, v52                                  ; next 'up'
	v_mov_b32 v37, v53                                  ; next 'up'
	v_mov_b32 v38, v54                                  ; next 'up'
	v_mov_b32 v39, v55                                  ; next 'up'
	v_mov_b32 v40, v56                                  ; next 'up'
	v_mov_b32 v41, v57                                  ; next 'up'
	v_mov_b32 v42, v58                                  ; next 'up'
	v_mov_b32 v43, v59                                  ; next 'up'
	v_mov_b32 v44, v60                                  ; next 'up'
	v_mov_b32 v45, v61                                  ; next 'up'
	s_add_u32 s4, s4, 32
	s_cmp_lt_u32 s4, s13
	s_cbranch_scc1 .Lswiglu_loop3
.Lswiglu_loop3_end:
	v_mul_f32 v1, 0xbfb8aa3b, v5                        ; examples/swiglu.kgen:12
	v_exp_f32 v2, v1                                    ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v1, 1.0, v2                               ; examples/swiglu.kgen:12
	v_rcp_f32 v2, v1                                    ; examples/swiglu.kgen:12
	v_mul_f32 v1, 0xbfb8aa3b, v15                       ; examples/swiglu.kgen:12
	v_exp_f32 v4, v1                                    ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v1, 1.0, v4                               ; examples/swiglu.kgen:12
	v_rcp_f32 v4, v1                                    ; examples/swiglu.kgen:12
	v_mul_f32 v1, 0xbfb8aa3b, v16                       ; examples/swiglu.kgen:12
	v_exp_f32 v6, v1                                    ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v1, 1.0, v6                               ; examples/swiglu.kgen:12
	v_rcp_f32 v6, v1                                    ; examples/swiglu.kgen:12
	v_mul_f32 v1, 0xbfb8aa3b, v17                       ; examples/swiglu.kgen:12
	v_exp_f32 v7, v1                                    ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v1, 1.0, v7                               ; examples/swiglu.kgen:12
	v_rcp_f32 v7, v1                                    ; examples/swiglu.kgen:12
	v_mul_f32 v1, 0xbfb8aa3b, v18                       ; examples/swiglu.kgen:12
	v_exp_f32 v8, v1                                    ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v1, 1.0, v8                               ; examples/swiglu.kgen:12
	v_rcp_f32 v8, v1                                    ; examples/swiglu.kgen:12
	v_mul_f32 v1, 0xbfb8aa3b, v19                       ; examples/swiglu.kgen:12
	v_exp_f32 v9, v1                                    ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v1, 1.0, v9                               ; examples/swiglu.kgen:12
	v_rcp_f32 v9, v1                                    ; examples/swiglu.kgen:12
	v_mul_f32 v1, 0xbfb8aa3b, v20                       ; examples/swiglu.kgen:12
	v_exp_f32 v11, v1                                   ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v1, 1.0, v11                              ; examples/swiglu.kgen:12
	v_rcp_f32 v11, v1                                   ; examples/swiglu.kgen:12
	v_mul_f32 v1, 0xbfb8aa3b, v21                       ; examples/swiglu.kgen:12
	v_exp_f32 v12, v1                                   ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v1, 1.0, v12                              ; examples/swiglu.kgen:12
	v_rcp_f32 v12, v1                                   ; examples/swiglu.kgen:12
	v_mul_f32 v1, 0xbfb8aa3b, v22                       ; examples/swiglu.kgen:12
	v_exp_f32 v13, v1                                   ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v1, 1.0, v13                              ; examples/swiglu.kgen:12
	v_rcp_f32 v13, v1                                   ; examples/swiglu.kgen:12
	v_mul_f32 v1, 0xbfb8aa3b, v23                       ; examples/swiglu.kgen:12
	v_exp_f32 v46, v1                                   ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v1, 1.0, v46                              ; examples/swiglu.kgen:12
	v_rcp_f32 v46, v1                                   ; examples/swiglu.kgen:12
	v_mul_f32 v1, 0xbfb8aa3b, v24                       ; examples/swiglu.kgen:12
	v_exp_f32 v47, v1                                   ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v1, 1.0, v47                              ; examples/swiglu.kgen:12
	v_rcp_f32 v47, v1                                   ; examples/swiglu.kgen:12
	v_mul_f32 v1, 0xbfb8aa3b, v25                       ; examples/swiglu.kgen:12
	v_exp_f32 v48, v1                                   ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v1, 1.0, v48                              ; examples/swiglu.kgen:12
	v_rcp_f32 v48, v1                                   ; examples/swiglu.kgen:12
	v_mul_f32 v1, 0xbfb8aa3b, v26                       ; examples/swiglu.kgen:12
	v_exp_f32 v49, v1                                   ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v1, 1.0, v49                              ; examples/swiglu.kgen:12
	v_rcp_f32 v49, v1                                   ; examples/swiglu.kgen:12
	v_mul_f32 v1, 0xbfb8aa3b, v27                       ; examples/swiglu.kgen:12
	v_exp_f32 v50, v1                                   ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v1, 1.0, v50                              ; examples/swiglu.kgen:12
	v_rcp_f32 v50, v1                                   ; examples/swiglu.kgen:12
	v_mul_f32 v1, 0xbfb8aa3b, v28                       ; examples/swiglu.kgen:12
	v_exp_f32 v51, v1                                   ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v1, 1.0, v51                              ; examples/swiglu.kgen:12
	v_rcp_f32 v51, v1                                   ; examples/swiglu.kgen:12
	v_mul_f32 v1, 0xbfb8aa3b, v29                       ; examples/swiglu.kgen:12
	v_exp_f32 v52, v1                                   ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v1, 1.0, v52                              ; examples/swiglu.kgen:12
	v_rcp_f32 v52, v1                                   ; examples/swiglu.kgen:12
	v_mul_f32 v1, v5, v2                                ; examples/swiglu.kgen:12
	v_mul_f32 v2, v15, v4                               ; examples/swiglu.kgen:12
	v_mul_f32 v4, v16, v6                               ; examples/swiglu.kgen:12
	v_mul_f32 v5, v17, v7                               ; examples/swiglu.kgen:12
	v_mul_f32 v6, v18, v8                               ; examples/swiglu.kgen:12
	v_mul_f32 v7, v19, v9                               ; examples/swiglu.kgen:12
	v_mul_f32 v8, v20, v11                              ; examples/swiglu.kgen:12
	v_mul_f32 v9, v21, v12                              ; examples/swiglu.kgen:12
	v_mul_f32 v11, v22, v13                             ; examples/swiglu.kgen:12
	v_mul_f32 v12, v23, v46                             ; examples/swiglu.kgen:12
	v_mul_f32 v13, v24, v47                             ; examples/swiglu.kgen:12
	v_mul_f32 v15, v25, v48                             ; examples/swiglu.kgen:12
	v_mul_f32 v16, v26, v49                             ; examples/swiglu.kgen:12
	v_mul_f32 v17, v27, v50                             ; examples/swiglu.kgen:12
	v_mul_f32 v18, v28, v51                             ; examples/swiglu.kgen:12
	v_mul_f32 v19, v29, v52                             ; examples/swiglu.kgen:12
	v_mul_f32 v20, v1, v30                              ; examples/swiglu.kgen:12
	v_mul_f32 v1, v2, v31                               ; examples/swiglu.kgen:12
	v_mul_f32 v2, v4, v32                               ; examples/swiglu.kgen:12
	v_mul_f32 v4, v5, v33                               ; examples/swiglu.kgen:12
	v_mul_f32 v5, v6, v34                               ; examples/swiglu.kgen:12
	v_mul_f32 v6, v7, v35                               ; examples/swiglu.kgen:12
	v_mul_f32 v7, v8, v36                               ; examples/swiglu.kgen:12
	v_mul_f32 v8, v9, v37                               ; examples/swiglu.kgen:12
	v_mul_f32 v9, v11, v38                              ; examples/swiglu.kgen:12
	v_mul_f32 v11, v12, v39                             ; examples/swiglu.kgen:12
	v_mul_f32 v12, v13, v40                             ; examples/swiglu.kgen:12
	v_mul_f32 v13, v15, v41                             ; examples/swiglu.kgen:12
	v_mul_f32 v15, v16, v42                             ; examples/swiglu.kgen:12
	v_mul_f32 v16, v17, v43                             ; examples/swiglu.kgen:12
	v_mul_f32 v17, v18, v44                             ; examples/swiglu.kgen:12
	v_mul_f32 v18, v19, v45                             ; examples/swiglu.kgen:12
	v_bfe_u32 v19, v20, 16, 1                           ; round to bf16
	v_mov_b32 v21, 0x7fff
	v_add3_u32 v22, v20, v19, v21
	v_cmp_u_f32 s[4:5], v20, v20
	v_mov_b32 v19, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v22, v19, s[4:5]
	v_and_b32 v19, 0xffff0000, v22
	v_bfe_u32 v20, v1, 16, 1                            ; round to bf16
	v_mov_b32 v21, 0x7fff
	v_add3_u32 v22, v1, v20, v21
	v_cmp_u_f32 s[4:5], v1, v1
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v22, v1, s[4:5]
	v_and_b32 v1, 0xffff0000, v22
	v_bfe_u32 v20, v2, 16, 1                            ; round to bf16
	v_mov_b32 v21, 0x7fff
	v_add3_u32 v22, v2, v20, v21
	v_cmp_u_f32 s[4:5], v2, v2
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v22, v2, s[4:5]
	v_and_b32 v2, 0xffff0000, v22
	v_bfe_u32 v20, v4, 16, 1                            ; round to bf16
	v_mov_b32 v21, 0x7fff
	v_add3_u32 v22, v4, v20, v21
	v_cmp_u_f32 s[4:5], v4, v4
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v22, v4, s[4:5]
	v_and_b32 v4, 0xffff0000, v22
	v_bfe_u32 v20, v5, 16, 1                            ; round to bf16
	v_mov_b32 v21, 0x7fff
	v_add3_u32 v22, v5, v20, v21
	v_cmp_u_f32 s[4:5], v5, v5
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v22, v5, s[4:5]
	v_and_b32 v5, 0xffff0000, v22
	v_bfe_u32 v20, v6, 16, 1                            ; round to bf16
	v_mov_b32 v21, 0x7fff
	v_add3_u32 v22, v6, v20, v21
	v_cmp_u_f32 s[4:5], v6, v6
	v_mov_b32 v6, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v22, v6, s[4:5]
	v_and_b32 v6, 0xffff0000, v22
	v_bfe_u32 v20, v7, 16, 1                            ; round to bf16
	v_mov_b32 v21, 0x7fff
	v_add3_u32 v22, v7, v20, v21
	v_cmp_u_f32 s[4:5], v7, v7
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v22, v7, s[4:5]
	v_and_b32 v7, 0xffff0000, v22
	v_bfe_u32 v20, v8, 16, 1                            ; round to bf16
	v_mov_b32 v21, 0x7fff
	v_add3_u32 v22, v8, v20, v21
	v_cmp_u_f32 s[4:5], v8, v8
	v_mov_b32 v8, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v22, v8, s[4:5]
	v_and_b32 v8, 0xffff0000, v22
	v_bfe_u32 v20, v9, 16, 1                            ; round to bf16
	v_mov_b32 v21, 0x7fff
	v_add3_u32 v22, v9, v20, v21
	v_cmp_u_f32 s[4:5], v9, v9
	v_mov_b32 v9, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v22, v9, s[4:5]
	v_and_b32 v9, 0xffff0000, v22
	v_bfe_u32 v20, v11, 16, 1                           ; round to bf16
	v_mov_b32 v21, 0x7fff
	v_add3_u32 v22, v11, v20, v21
	v_cmp_u_f32 s[4:5], v11, v11
	v_mov_b32 v11, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v22, v11, s[4:5]
	v_and_b32 v11, 0xffff0000, v22
	v_bfe_u32 v20, v12, 16, 1                           ; round to bf16
	v_mov_b32 v21, 0x7fff
	v_add3_u32 v22, v12, v20, v21
	v_cmp_u_f32 s[4:5], v12, v12
	v_mov_b32 v12, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v22, v12, s[4:5]
	v_and_b32 v12, 0xffff0000, v22
	v_bfe_u32 v20, v13, 16, 1                           ; round to bf16
	v_mov_b32 v21, 0x7fff
	v_add3_u32 v22, v13, v20, v21
	v_cmp_u_f32 s[4:5], v13, v13
	v_mov_b32 v13, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v22, v13, s[4:5]
	v_and_b32 v13, 0xffff0000, v22
	v_bfe_u32 v20, v15, 16, 1                           ; round to bf16
	v_mov_b32 v21, 0x7fff
	v_add3_u32 v22, v15, v20, v21
	v_cmp_u_f32 s[4:5], v15, v15
	v_mov_b32 v15, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v22, v15, s[4:5]
	v_and_b32 v15, 0xffff0000, v22
	v_bfe_u32 v20, v16, 16, 1                           ; round to bf16
	v_mov_b32 v21, 0x7fff
	v_add3_u32 v22, v16, v20, v21
	v_cmp_u_f32 s[4:5], v16, v16
	v_mov_b32 v16, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v22, v16, s[4:5]
	v_and_b32 v16, 0xffff0000, v22
	v_bfe_u32 v20, v17, 16, 1                           ; round to bf16
	v_mov_b32 v21, 0x7fff
	v_add3_u32 v22, v17, v20, v21
	v_cmp_u_f32 s[4:5], v17, v17
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v22, v17, s[4:5]
	v_and_b32 v17, 0xffff0000, v22
	v_bfe_u32 v20, v18, 16, 1                           ; round to bf16
	v_mov_b32 v21, 0x7fff
	v_add3_u32 v22, v18, v20, v21
	v_cmp_u_f32 s[4:5], v18, v18
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v22, v18, s[4:5]
	v_and_b32 v18, 0xffff0000, v22
	v_cmp_lt_u32 s[4:5], v14, s12                       ; 'm' element in bounds
	v_cmp_lt_u32 s[6:7], v10, s17                       ; 'n' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	v_lshrrev_b32 v10, 16, v19
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_1113
	global_store_short v3, v10, s[10:11]                ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s14, 1
	s_lshl_b32 s5, s4, 1
	v_add_u32 v10, s5, v3
	v_add_u32 v19, 1, v14
	v_cmp_lt_u32 s[4:5], v19, s12                       ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	v_lshrrev_b32 v19, 16, v1
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_1120
	global_store_short v10, v19, s[10:11]               ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s14, 2
	s_lshl_b32 s5, s4, 1
	v_add_u32 v1, s5, v3
	v_add_u32 v10, 2, v14
	v_cmp_lt_u32 s[4:5], v10, s12                       ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	v_lshrrev_b32 v10, 16, v2
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_1127
	global_store_short v1, v10, s[10:11]                ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s14, 3
	s_lshl_b32 s5, s4, 1
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 3, v14
	v_cmp_lt_u32 s[4:5], v2, s12                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	v_lshrrev_b32 v2, 16, v4
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_1134
	global_store_short v1, v2, s[10:11]                 ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s14, 8
	s_lshl_b32 s5, s4, 1
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 8, v14
	v_cmp_lt_u32 s[4:5], v2, s12                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	v_lshrrev_b32 v2, 16, v5
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_1141
	global_store_short v1, v2, s[10:11]                 ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s14, 9
	s_lshl_b32 s5, s4, 1
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 9, v14
	v_cmp_lt_u32 s[4:5], v2, s12                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	v_lshrrev_b32 v2, 16, v6
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_1148
	global_store_short v1, v2, s[10:11]                 ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s14, 10
	s_lshl_b32 s5, s4, 1
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 10, v14
	v_cmp_lt_u32 s[4:5], v2, s12                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	v_lshrrev_b32 v2, 16, v7
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_1155
	global_store_short v1, v2, s[10:11]                 ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s14, 11
	s_lshl_b32 s5, s4, 1
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 11, v14
	v_cmp_lt_u32 s[4:5], v2, s12                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	v_lshrrev_b32 v2, 16, v8
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_1162
	global_store_short v1, v2, s[10:11]                 ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s14, 16
	s_lshl_b32 s5, s4, 1
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 16, v14
	v_cmp_lt_u32 s[4:5], v2, s12                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	v_lshrrev_b32 v2, 16, v9
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_1169
	global_store_short v1, v2, s[10:11]                 ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s14, 17
	s_lshl_b32 s5, s4, 1
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 17, v14
	v_cmp_lt_u32 s[4:5], v2, s12                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	v_lshrrev_b32 v2, 16, v11
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_1176
	global_store_short v1, v2, s[10:11]                 ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s14, 18
	s_lshl_b32 s5, s4, 1
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 18, v14
	v_cmp_lt_u32 s[4:5], v2, s12                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	v_lshrrev_b32 v2, 16, v12
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_1183
	global_store_short v1, v2, s[10:11]                 ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s14, 19
	s_lshl_b32 s5, s4, 1
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 19, v14
	v_cmp_lt_u32 s[4:5], v2, s12                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	v_lshrrev_b32 v2, 16, v13
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_1190
	global_store_short v1, v2, s[10:11]                 ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s14, 24
	s_lshl_b32 s5, s4, 1
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 24, v14
	v_cmp_lt_u32 s[4:5], v2, s12                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	v_lshrrev_b32 v2, 16, v15
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_1197
	global_store_short v1, v2, s[10:11]                 ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s14, 25
	s_lshl_b32 s5, s4, 1
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 25, v14
	v_cmp_lt_u32 s[4:5], v2, s12                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	v_lshrrev_b32 v2, 16, v16
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_1204
	global_store_short v1, v2, s[10:11]                 ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s14, 26
	s_lshl_b32 s5, s4, 1
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 26, v14
	v_cmp_lt_u32 s[4:5], v2, s12                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	v_lshrrev_b32 v2, 16, v17
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_1211
	global_store_short v1, v2, s[10:11]                 ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s14, 27
	s_lshl_b32 s5, s4, 1
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 27, v14
	v_cmp_lt_u32 s[4:5], v2, s12                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	v_lshrrev_b32 v2, 16, v18
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_1218
	global_store_short v1, v2, s[10:11]                 ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[4:5]
.Lswiglu_if0_end:
	s_endpgm
.Lfunc_end_swiglu:
	.size	swiglu, .Lfunc_end_swiglu-swiglu

	.rodata
	.p2align	6
	.amdhsa_kernel swiglu
		.amdhsa_group_segment_fixed_size 15360
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 44
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 74
		.amdhsa_next_free_sgpr 46
		.amdhsa_accum_offset 76
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
  - .name:           swiglu
    .symbol:         swiglu.kd
    .args:
      - .name:           x
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           w1
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           w3
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           h
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
      - .name:           M
        .offset:         32
        .size:           4
        .value_kind:     by_value
      - .name:           K
        .offset:         36
        .size:           4
        .value_kind:     by_value
      - .name:           N
        .offset:         40
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 15360
    .kernarg_segment_align: 8
    .kernarg_segment_size: 44
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     52
    .sgpr_spill_count: 0
    .vgpr_count:     74
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
