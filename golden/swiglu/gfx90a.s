; kgen AMDGCN module for gfx90a: 1 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5

; kernel swiglu: kgen AMDGCN for gfx90a (wave64, code object v5)
; kernel swiglu from examples/swiglu.kgen
; target gfx90a: AMD CDNA2 (MI200)
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
; resources: 94 VGPRs, 0 AGPRs, 50 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 30720 bytes LDS, 44 bytes of arguments, 256 threads
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
	s_mov_b32 s4, 0x5040100                             ; a v_perm_b32 selector for the whole kernel
	s_mov_b32 s5, 0x7060302                             ; a v_perm_b32 selector for the whole kernel
	s_load_dwordx2 s[6:7], s[0:1], 0x0                  ; argument x
	s_load_dwordx2 s[8:9], s[0:1], 0x8                  ; argument w1
	s_load_dwordx2 s[10:11], s[0:1], 0x10               ; argument w3
	s_load_dwordx2 s[12:13], s[0:1], 0x18               ; argument h
	s_load_dword s14, s[0:1], 0x20                      ; argument M
	s_load_dword s15, s[0:1], 0x24                      ; argument K
	s_load_dword s16, s[0:1], 0x28                      ; argument N
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s17, s2                                   ; program index along 'n'
	s_mul_i32 s18, s17, 64                              ; first 'n' of this program's tile (64)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s17, s16, s18
	s_min_u32 s19, s17, 64                              ; 'n' elements in this tile
	s_mov_b32 s17, s3                                   ; program index along 'm'
	s_mul_i32 s20, s17, 64                              ; first 'm' of this program's tile (64)
	s_sub_u32 s17, s14, s20
	s_min_u32 s14, s17, 64                              ; 'm' elements in this tile
	s_and_b32 s17, s15, 7
	s_cmp_eq_u32 s17, 0                                 ; rows start aligned to 8 elements iff K % 8 == 0
	s_cselect_b32 s17, 1, 0
	s_and_b32 s21, s16, 7
	s_cmp_eq_u32 s21, 0                                 ; rows start aligned to 8 elements iff N % 8 == 0
	s_cselect_b32 s21, 1, 0
	s_and_b32 s22, s17, s21
	s_cmp_ge_u32 s19, 64                                ; a whole chunk of 'n' (64) is in bounds
	s_cselect_b32 s17, 1, 0
	s_cmp_ge_u32 s14, 64                                ; a whole chunk of 'm' (64) is in bounds
	s_cselect_b32 s21, 1, 0
	s_and_b32 s23, s17, s21
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
	v_lshrrev_b32 v4, 7, v1
	v_lshlrev_b32 v7, 5, v4
	v_or_b32 v4, v2, v7                                 ; thread's 'r' coordinate
	v_mul_lo_u32 v2, 40, v4
	v_add_u32 v7, v2, v5
	v_lshlrev_b32 v2, 1, v7                             ; thread's N-fragment place
	v_lshrrev_b32 v7, 2, v1
	v_and_b32 v8, 3, v1
	v_lshlrev_b32 v9, 3, v8
	v_mul_lo_u32 v8, s15, v7
	v_add_u32 v10, v8, v9
	v_lshlrev_b32 v8, 1, v10                            ; thread's first 16 bytes of a 'x' tile
	v_mul_lo_u32 v10, 40, v7
	v_add_u32 v11, v10, v9
	v_lshlrev_b32 v10, 1, v11                           ; thread's first 16 bytes in st0
	s_mul_i32 s24, s20, s15
	s_mul_hi_u32 s25, s20, s15
	s_lshl_b64 s[26:27], s[24:25], 1
	s_add_u32 s24, s6, s26                              ; 'x' at this program
	s_addc_u32 s25, s7, s27
	v_lshrrev_b32 v11, 3, v1
	v_lshlrev_b32 v12, 1, v11
	v_and_b32 v13, 7, v1
	v_lshlrev_b32 v14, 3, v13
	v_mul_lo_u32 v13, s16, v12
	v_add_u32 v15, v13, v14
	v_lshlrev_b32 v13, 1, v15                           ; thread's first 16 bytes of a 'w1' tile
	v_mul_lo_u32 v15, 40, v14
	v_add_u32 v16, v15, v12
	v_lshlrev_b32 v12, 1, v16                           ; thread's first pair in st1
	v_mov_b32 v16, 0x80                                 ; threads 0..127 move the 128 units of a small tile
	v_cmp_lt_u32 s[6:7], v1, v16
	s_mov_b32 s26, s18
	s_mov_b32 s27, 0
	s_lshl_b64 s[28:29], s[26:27], 1
	s_add_u32 s26, s8, s28                              ; 'w1' at this program
	s_addc_u32 s27, s9, s29
	s_add_u32 s8, s10, s28                              ; 'w3' at this program
	s_addc_u32 s9, s11, s29
	v_mul_lo_u32 v1, s16, v11
	v_add_u32 v16, v1, v14
	v_lshlrev_b32 v1, 1, v16                            ; thread's byte offset in a chunk of 'w1'
	v_add_u32 v16, v15, v11
	v_lshlrev_b32 v15, 1, v16                           ; thread's place in st1
	v_or_b32 v16, v5, v3                                ; thread's 'm' coordinate
	v_mul_lo_u32 v3, s16, v16
	v_add_u32 v5, v3, v4
	v_lshlrev_b32 v3, 1, v5                             ; thread's byte offset in a chunk of 'h'
	s_mul_i32 s10, s20, s16
	s_mul_hi_u32 s11, s20, s16
	s_lshl_b64 s[20:21], s[10:11], 1
	s_add_u32 s10, s12, s20                             ; 'h' at this program
	s_addc_u32 s11, s13, s21
	s_add_u32 s12, s10, s28                             ; 'h' at this program
	s_addc_u32 s13, s11, s29
	s_cmp_eq_u32 s23, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lswiglu_if0_else
	v_mov_b32 v5, 0                                     ; loop-carried 'gate'
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
	v_mov_b32 v30, 0                                    ; loop-carried 'gate'
	v_mov_b32 v31, 0                                    ; loop-carried 'gate'
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
	v_mov_b32 v46, 0                                    ; loop-carried 'up'
	v_mov_b32 v47, 0                                    ; loop-carried 'up'
	s_cmp_ge_u32 s15, 32                                ; at least one whole chunk of 'kk'
	s_cselect_b32 s10, 1, 0
	s_sub_u32 s11, s15, 31
	s_cmp_lg_u32 s10, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s10, s11, 0
	s_cmp_lg_u32 s22, 0
	s_cselect_b32 s11, s10, 0
	s_mov_b32 s20, 0
	s_mov_b32 s21, 0
	s_lshl_b64 s[28:29], s[20:21], 1
	s_add_u32 s20, s24, s28                             ; 'x' at this chunk
	s_addc_u32 s21, s25, s29
	s_cmp_lt_u32 0, s11                                 ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s10, 1, 0
	v_cmp_lt_u32 s[28:29], v7, s14
	s_cmp_lg_u32 s10, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[28:29]
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	v_mov_b32 v50, 0                                    ; outside: 0
	v_mov_b32 v51, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1163
	global_load_dwordx4 v[48:51], v8, s[20:21]          ; examples/swiglu.kgen:8: 16 bytes of 'x'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	ds_write_b128 v10, v[48:51]                         ; 16 bytes into st0
	s_mul_i32 s20, 0, s16
	s_mul_hi_u32 s21, 0, s16
	s_lshl_b64 s[28:29], s[20:21], 1
	s_add_u32 s20, s26, s28                             ; 'w1' at this chunk
	s_addc_u32 s21, s27, s29
	s_cmp_lg_u32 s10, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[6:7]
	v_cmp_lt_u32 s[30:31], v14, s19
	s_and_b64 s[34:35], s[32:33], s[30:31]
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	v_mov_b32 v50, 0                                    ; outside: 0
	v_mov_b32 v51, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_1173
	global_load_dwordx4 v[48:51], v13, s[20:21]         ; examples/swiglu.kgen:9: 16 bytes of 'w1'
	s_mov_b64 exec, s[30:31]
	s_mul_i32 s10, s16, 2
	v_add_u32 v52, s10, v13
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_1173
	global_load_dwordx4 v[54:57], v52, s[20:21]         ; examples/swiglu.kgen:9: 16 bytes of 'w1'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_perm_b32 v53, v54, v48, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v53 offset:5120                   ; a K-pair into st1
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v53, v54, v48, s5                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v53 offset:5200                   ; a K-pair into st1
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v53, v55, v49, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v53 offset:5280                   ; a K-pair into st1
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v53, v55, v49, s5                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v53 offset:5360                   ; a K-pair into st1
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v53, v56, v50, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v53 offset:5440                   ; a K-pair into st1
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v53, v56, v50, s5                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v53 offset:5520                   ; a K-pair into st1
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v53, v57, v51, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v53 offset:5600                   ; a K-pair into st1
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v53, v57, v51, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v53 offset:5680                   ; a K-pair into st1
	s_mov_b64 exec, s[20:21]
	s_add_u32 s20, s8, s28                              ; 'w3' at this chunk
	s_addc_u32 s21, s9, s29
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	v_mov_b32 v50, 0                                    ; outside: 0
	v_mov_b32 v51, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1173
	global_load_dwordx4 v[48:51], v13, s[20:21]         ; examples/swiglu.kgen:10: 16 bytes of 'w3'
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1173
	global_load_dwordx4 v[54:57], v52, s[20:21]         ; examples/swiglu.kgen:10: 16 bytes of 'w3'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_perm_b32 v52, v54, v48, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v52 offset:10240                  ; a K-pair into st2
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v52, v54, v48, s5                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v52 offset:10320                  ; a K-pair into st2
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v52, v55, v49, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v52 offset:10400                  ; a K-pair into st2
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v52, v55, v49, s5                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v52 offset:10480                  ; a K-pair into st2
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v52, v56, v50, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v52 offset:10560                  ; a K-pair into st2
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v52, v56, v50, s5                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v52 offset:10640                  ; a K-pair into st2
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v52, v57, v51, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v52 offset:10720                  ; a K-pair into st2
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v52, v57, v51, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v52 offset:10800                  ; a K-pair into st2
	s_mov_b64 exec, s[20:21]
	s_mov_b32 s10, 0                                    ; for kk in k: steps of 32: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s10, s11
	s_cbranch_scc1 .Lswiglu_loop0_end
.Lswiglu_loop0:
	s_add_u32 s17, s10, 32
	s_cmp_lt_u32 s10, s11
	s_cselect_b32 s18, 1, 0
	s_cmp_eq_u32 s18, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lswiglu_if1_end
	s_mov_b32 s20, s17
	s_mov_b32 s21, 0
	s_lshl_b64 s[28:29], s[20:21], 1
	s_add_u32 s20, s24, s28                             ; 'x' at this chunk
	s_addc_u32 s21, s25, s29
	s_cmp_lt_u32 s17, s11                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s18, 1, 0
	v_cmp_lt_u32 s[28:29], v7, s14
	s_cmp_lg_u32 s18, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[28:29]
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	v_mov_b32 v50, 0                                    ; outside: 0
	v_mov_b32 v51, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1215
	global_load_dwordx4 v[48:51], v8, s[20:21]          ; examples/swiglu.kgen:8: 16 bytes of 'x'
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s20, s17, s16
	s_mul_hi_u32 s21, s17, s16
	s_lshl_b64 s[28:29], s[20:21], 1
	s_add_u32 s20, s26, s28                             ; 'w1' at this chunk
	s_addc_u32 s21, s27, s29
	s_cmp_lg_u32 s18, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[6:7]
	v_cmp_lt_u32 s[30:31], v14, s19
	s_and_b64 s[34:35], s[32:33], s[30:31]
	v_mov_b32 v52, 0                                    ; outside: 0
	v_mov_b32 v53, 0                                    ; outside: 0
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_1225
	global_load_dwordx4 v[52:55], v13, s[20:21]         ; examples/swiglu.kgen:9: 16 bytes of 'w1'
	s_mov_b64 exec, s[30:31]
	s_mul_i32 s17, s16, 2
	v_add_u32 v56, s17, v13
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_1225
	global_load_dwordx4 v[58:61], v56, s[20:21]         ; examples/swiglu.kgen:9: 16 bytes of 'w1'
	s_mov_b64 exec, s[30:31]
	s_add_u32 s20, s8, s28                              ; 'w3' at this chunk
	s_addc_u32 s21, s9, s29
	v_mov_b32 v62, 0                                    ; outside: 0
	v_mov_b32 v63, 0                                    ; outside: 0
	v_mov_b32 v64, 0                                    ; outside: 0
	v_mov_b32 v65, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1225
	global_load_dwordx4 v[62:65], v13, s[20:21]         ; examples/swiglu.kgen:10: 16 bytes of 'w3'
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v66, 0                                    ; outside: 0
	v_mov_b32 v67, 0                                    ; outside: 0
	v_mov_b32 v68, 0                                    ; outside: 0
	v_mov_b32 v69, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1225
	global_load_dwordx4 v[66:69], v56, s[20:21]         ; examples/swiglu.kgen:10: 16 bytes of 'w3'
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v70, v5                                   ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v71, v17                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v72, v18                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v73, v19                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v74, v20                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v75, v21                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v76, v22                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v77, v23                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v78, v24                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v79, v25                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v80, v26                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v81, v27                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v82, v28                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v83, v29                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v84, v30                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v85, v31                                  ; examples/swiglu.kgen:9: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v56, v2 offset:5120                     ; B fragment 0 of k-step 0
	ds_read_b32 v57, v2 offset:5124                     ; B fragment 0 of k-step 0
	ds_read_b32 v86, v6                                 ; A fragment 0 of k-step 0
	ds_read_b32 v87, v6 offset:4                        ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[70:85], v[86:87], v[56:57], v[70:85] ; examples/swiglu.kgen:9: mfma 32x32x8
	ds_read_b32 v56, v2 offset:5136                     ; B fragment 0 of k-step 1
	ds_read_b32 v57, v2 offset:5140                     ; B fragment 0 of k-step 1
	ds_read_b32 v88, v6 offset:16                       ; A fragment 0 of k-step 1
	ds_read_b32 v89, v6 offset:20                       ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[70:85], v[88:89], v[56:57], v[70:85] ; examples/swiglu.kgen:9: mfma 32x32x8
	ds_read_b32 v56, v2 offset:5152                     ; B fragment 0 of k-step 2
	ds_read_b32 v57, v2 offset:5156                     ; B fragment 0 of k-step 2
	ds_read_b32 v90, v6 offset:32                       ; A fragment 0 of k-step 2
	ds_read_b32 v91, v6 offset:36                       ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[70:85], v[90:91], v[56:57], v[70:85] ; examples/swiglu.kgen:9: mfma 32x32x8
	ds_read_b32 v56, v2 offset:5168                     ; B fragment 0 of k-step 3
	ds_read_b32 v57, v2 offset:5172                     ; B fragment 0 of k-step 3
	ds_read_b32 v92, v6 offset:48                       ; A fragment 0 of k-step 3
	ds_read_b32 v93, v6 offset:52                       ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[70:85], v[92:93], v[56:57], v[70:85] ; examples/swiglu.kgen:9: mfma 32x32x8
	s_nop 7
	s_nop 7
	s_nop 2
	v_mov_b32 v5, v70                                   ; next 'gate'
	v_mov_b32 v17, v71                                  ; next 'gate'
	v_mov_b32 v18, v72                                  ; next 'gate'
	v_mov_b32 v19, v73                                  ; next 'gate'
	v_mov_b32 v20, v74                                  ; next 'gate'
	v_mov_b32 v21, v75                                  ; next 'gate'
	v_mov_b32 v22, v76                                  ; next 'gate'
	v_mov_b32 v23, v77                                  ; next 'gate'
	v_mov_b32 v24, v78                                  ; next 'gate'
	v_mov_b32 v25, v79                                  ; next 'gate'
	v_mov_b32 v26, v80                                  ; next 'gate'
	v_mov_b32 v27, v81                                  ; next 'gate'
	v_mov_b32 v28, v82                                  ; next 'gate'
	v_mov_b32 v29, v83                                  ; next 'gate'
	v_mov_b32 v30, v84                                  ; next 'gate'
	v_mov_b32 v31, v85                                  ; next 'gate'
	v_mov_b32 v70, v32                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v71, v33                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v72, v34                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v73, v35                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v74, v36                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v75, v37                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v76, v38                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v77, v39                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v78, v40                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v79, v41                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v80, v42                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v81, v43                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v82, v44                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v83, v45                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v84, v46                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v85, v47                                  ; examples/swiglu.kgen:10: product accumulator
	ds_read_b32 v56, v2 offset:10240                    ; B fragment 0 of k-step 0
	ds_read_b32 v57, v2 offset:10244                    ; B fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[70:85], v[86:87], v[56:57], v[70:85] ; examples/swiglu.kgen:10: mfma 32x32x8
	ds_read_b32 v56, v2 offset:10256                    ; B fragment 0 of k-step 1
	ds_read_b32 v57, v2 offset:10260                    ; B fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[70:85], v[88:89], v[56:57], v[70:85] ; examples/swiglu.kgen:10: mfma 32x32x8
	ds_read_b32 v56, v2 offset:10272                    ; B fragment 0 of k-step 2
	ds_read_b32 v57, v2 offset:10276                    ; B fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[70:85], v[90:91], v[56:57], v[70:85] ; examples/swiglu.kgen:10: mfma 32x32x8
	ds_read_b32 v56, v2 offset:10288                    ; B fragment 0 of k-step 3
	ds_read_b32 v57, v2 offset:10292                    ; B fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[70:85], v[92:93], v[56:57], v[70:85] ; examples/swiglu.kgen:10: mfma 32x32x8
	s_nop 7
	s_nop 7
	s_nop 2
	v_mov_b32 v32, v70                                  ; next 'up'
	v_mov_b32 v33, v71                                  ; next 'up'
	v_mov_b32 v34, v72                                  ; next 'up'
	v_mov_b32 v35, v73                                  ; next 'up'
	v_mov_b32 v36, v74                                  ; next 'up'
	v_mov_b32 v37, v75                                  ; next 'up'
	v_mov_b32 v38, v76                                  ; next 'up'
	v_mov_b32 v39, v77                                  ; next 'up'
	v_mov_b32 v40, v78                                  ; next 'up'
	v_mov_b32 v41, v79                                  ; next 'up'
	v_mov_b32 v42, v80                                  ; next 'up'
	v_mov_b32 v43, v81                                  ; next 'up'
	v_mov_b32 v44, v82                                  ; next 'up'
	v_mov_b32 v45, v83                                  ; next 'up'
	v_mov_b32 v46, v84                                  ; next 'up'
	v_mov_b32 v47, v85                                  ; next 'up'
	s_waitcnt vmcnt(4)
	ds_write_b128 v10, v[48:51] offset:15360            ; 16 bytes into st0
	s_waitcnt vmcnt(2)
	v_perm_b32 v48, v58, v52, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:20480                  ; a K-pair into st1
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v58, v52, s5                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:20560                  ; a K-pair into st1
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v59, v53, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:20640                  ; a K-pair into st1
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v59, v53, s5                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:20720                  ; a K-pair into st1
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v60, v54, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:20800                  ; a K-pair into st1
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v60, v54, s5                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:20880                  ; a K-pair into st1
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v61, v55, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:20960                  ; a K-pair into st1
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v61, v55, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:21040                  ; a K-pair into st1
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_perm_b32 v48, v66, v62, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:25600                  ; a K-pair into st2
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v66, v62, s5                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:25680                  ; a K-pair into st2
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v67, v63, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:25760                  ; a K-pair into st2
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v67, v63, s5                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:25840                  ; a K-pair into st2
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v68, v64, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:25920                  ; a K-pair into st2
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v68, v64, s5                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:26000                  ; a K-pair into st2
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v69, v65, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:26080                  ; a K-pair into st2
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v69, v65, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:26160                  ; a K-pair into st2
	s_mov_b64 exec, s[20:21]
.Lswiglu_if1_end:
	s_add_u32 s17, s10, 32
	s_add_u32 s18, s17, 32
	s_cmp_lt_u32 s17, s11
	s_cselect_b32 s17, 1, 0
	s_cmp_eq_u32 s17, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lswiglu_if2_end
	s_mov_b32 s20, s18
	s_mov_b32 s21, 0
	s_lshl_b64 s[28:29], s[20:21], 1
	s_add_u32 s20, s24, s28                             ; 'x' at this chunk
	s_addc_u32 s21, s25, s29
	s_cmp_lt_u32 s18, s11                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s17, 1, 0
	v_cmp_lt_u32 s[28:29], v7, s14
	s_cmp_lg_u32 s17, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[28:29]
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	v_mov_b32 v50, 0                                    ; outside: 0
	v_mov_b32 v51, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1325
	global_load_dwordx4 v[48:51], v8, s[20:21]          ; examples/swiglu.kgen:8: 16 bytes of 'x'
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s20, s18, s16
	s_mul_hi_u32 s21, s18, s16
	s_lshl_b64 s[28:29], s[20:21], 1
	s_add_u32 s20, s26, s28                             ; 'w1' at this chunk
	s_addc_u32 s21, s27, s29
	s_cmp_lg_u32 s17, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[6:7]
	v_cmp_lt_u32 s[30:31], v14, s19
	s_and_b64 s[34:35], s[32:33], s[30:31]
	v_mov_b32 v52, 0                                    ; outside: 0
	v_mov_b32 v53, 0                                    ; outside: 0
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_1335
	global_load_dwordx4 v[52:55], v13, s[20:21]         ; examples/swiglu.kgen:9: 16 bytes of 'w1'
	s_mov_b64 exec, s[30:31]
	s_mul_i32 s17, s16, 2
	v_add_u32 v56, s17, v13
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_1335
	global_load_dwordx4 v[58:61], v56, s[20:21]         ; examples/swiglu.kgen:9: 16 bytes of 'w1'
	s_mov_b64 exec, s[30:31]
	s_add_u32 s20, s8, s28                              ; 'w3' at this chunk
	s_addc_u32 s21, s9, s29
	v_mov_b32 v62, 0                                    ; outside: 0
	v_mov_b32 v63, 0                                    ; outside: 0
	v_mov_b32 v64, 0                                    ; outside: 0
	v_mov_b32 v65, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1335
	global_load_dwordx4 v[62:65], v13, s[20:21]         ; examples/swiglu.kgen:10: 16 bytes of 'w3'
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v66, 0                                    ; outside: 0
	v_mov_b32 v67, 0                                    ; outside: 0
	v_mov_b32 v68, 0                                    ; outside: 0
	v_mov_b32 v69, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1335
	global_load_dwordx4 v[66:69], v56, s[20:21]         ; examples/swiglu.kgen:10: 16 bytes of 'w3'
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v70, v5                                   ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v71, v17                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v72, v18                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v73, v19                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v74, v20                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v75, v21                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v76, v22                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v77, v23                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v78, v24                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v79, v25                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v80, v26                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v81, v27                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v82, v28                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v83, v29                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v84, v30                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v85, v31                                  ; examples/swiglu.kgen:9: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v56, v2 offset:20480                    ; B fragment 0 of k-step 0
	ds_read_b32 v57, v2 offset:20484                    ; B fragment 0 of k-step 0
	ds_read_b32 v86, v6 offset:15360                    ; A fragment 0 of k-step 0
	ds_read_b32 v87, v6 offset:15364                    ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[70:85], v[86:87], v[56:57], v[70:85] ; examples/swiglu.kgen:9: mfma 32x32x8
	ds_read_b32 v56, v2 offset:20496                    ; B fragment 0 of k-step 1
	ds_read_b32 v57, v2 offset:20500                    ; B fragment 0 of k-step 1
	ds_read_b32 v88, v6 offset:15376                    ; A fragment 0 of k-step 1
	ds_read_b32 v89, v6 offset:15380                    ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[70:85], v[88:89], v[56:57], v[70:85] ; examples/swiglu.kgen:9: mfma 32x32x8
	ds_read_b32 v56, v2 offset:20512                    ; B fragment 0 of k-step 2
	ds_read_b32 v57, v2 offset:20516                    ; B fragment 0 of k-step 2
	ds_read_b32 v90, v6 offset:15392                    ; A fragment 0 of k-step 2
	ds_read_b32 v91, v6 offset:15396                    ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[70:85], v[90:91], v[56:57], v[70:85] ; examples/swiglu.kgen:9: mfma 32x32x8
	ds_read_b32 v56, v2 offset:20528                    ; B fragment 0 of k-step 3
	ds_read_b32 v57, v2 offset:20532                    ; B fragment 0 of k-step 3
	ds_read_b32 v92, v6 offset:15408                    ; A fragment 0 of k-step 3
	ds_read_b32 v93, v6 offset:15412                    ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[70:85], v[92:93], v[56:57], v[70:85] ; examples/swiglu.kgen:9: mfma 32x32x8
	s_nop 7
	s_nop 7
	s_nop 2
	v_mov_b32 v5, v70                                   ; next 'gate'
	v_mov_b32 v17, v71                                  ; next 'gate'
	v_mov_b32 v18, v72                                  ; next 'gate'
	v_mov_b32 v19, v73                                  ; next 'gate'
	v_mov_b32 v20, v74                                  ; next 'gate'
	v_mov_b32 v21, v75                                  ; next 'gate'
	v_mov_b32 v22, v76                                  ; next 'gate'
	v_mov_b32 v23, v77                                  ; next 'gate'
	v_mov_b32 v24, v78                                  ; next 'gate'
	v_mov_b32 v25, v79                                  ; next 'gate'
	v_mov_b32 v26, v80                                  ; next 'gate'
	v_mov_b32 v27, v81                                  ; next 'gate'
	v_mov_b32 v28, v82                                  ; next 'gate'
	v_mov_b32 v29, v83                                  ; next 'gate'
	v_mov_b32 v30, v84                                  ; next 'gate'
	v_mov_b32 v31, v85                                  ; next 'gate'
	v_mov_b32 v70, v32                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v71, v33                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v72, v34                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v73, v35                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v74, v36                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v75, v37                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v76, v38                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v77, v39                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v78, v40                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v79, v41                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v80, v42                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v81, v43                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v82, v44                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v83, v45                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v84, v46                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v85, v47                                  ; examples/swiglu.kgen:10: product accumulator
	ds_read_b32 v56, v2 offset:25600                    ; B fragment 0 of k-step 0
	ds_read_b32 v57, v2 offset:25604                    ; B fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[70:85], v[86:87], v[56:57], v[70:85] ; examples/swiglu.kgen:10: mfma 32x32x8
	ds_read_b32 v56, v2 offset:25616                    ; B fragment 0 of k-step 1
	ds_read_b32 v57, v2 offset:25620                    ; B fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[70:85], v[88:89], v[56:57], v[70:85] ; examples/swiglu.kgen:10: mfma 32x32x8
	ds_read_b32 v56, v2 offset:25632                    ; B fragment 0 of k-step 2
	ds_read_b32 v57, v2 offset:25636                    ; B fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[70:85], v[90:91], v[56:57], v[70:85] ; examples/swiglu.kgen:10: mfma 32x32x8
	ds_read_b32 v56, v2 offset:25648                    ; B fragment 0 of k-step 3
	ds_read_b32 v57, v2 offset:25652                    ; B fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[70:85], v[92:93], v[56:57], v[70:85] ; examples/swiglu.kgen:10: mfma 32x32x8
	s_nop 7
	s_nop 7
	s_nop 2
	v_mov_b32 v32, v70                                  ; next 'up'
	v_mov_b32 v33, v71                                  ; next 'up'
	v_mov_b32 v34, v72                                  ; next 'up'
	v_mov_b32 v35, v73                                  ; next 'up'
	v_mov_b32 v36, v74                                  ; next 'up'
	v_mov_b32 v37, v75                                  ; next 'up'
	v_mov_b32 v38, v76                                  ; next 'up'
	v_mov_b32 v39, v77                                  ; next 'up'
	v_mov_b32 v40, v78                                  ; next 'up'
	v_mov_b32 v41, v79                                  ; next 'up'
	v_mov_b32 v42, v80                                  ; next 'up'
	v_mov_b32 v43, v81                                  ; next 'up'
	v_mov_b32 v44, v82                                  ; next 'up'
	v_mov_b32 v45, v83                                  ; next 'up'
	v_mov_b32 v46, v84                                  ; next 'up'
	v_mov_b32 v47, v85                                  ; next 'up'
	s_waitcnt vmcnt(4)
	ds_write_b128 v10, v[48:51]                         ; 16 bytes into st0
	s_waitcnt vmcnt(2)
	v_perm_b32 v48, v58, v52, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:5120                   ; a K-pair into st1
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v58, v52, s5                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:5200                   ; a K-pair into st1
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v59, v53, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:5280                   ; a K-pair into st1
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v59, v53, s5                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:5360                   ; a K-pair into st1
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v60, v54, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:5440                   ; a K-pair into st1
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v60, v54, s5                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:5520                   ; a K-pair into st1
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v61, v55, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:5600                   ; a K-pair into st1
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v61, v55, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:5680                   ; a K-pair into st1
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_perm_b32 v48, v66, v62, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:10240                  ; a K-pair into st2
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v66, v62, s5                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:10320                  ; a K-pair into st2
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v67, v63, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:10400                  ; a K-pair into st2
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v67, v63, s5                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:10480                  ; a K-pair into st2
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v68, v64, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:10560                  ; a K-pair into st2
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v68, v64, s5                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:10640                  ; a K-pair into st2
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v69, v65, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:10720                  ; a K-pair into st2
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v69, v65, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:10800                  ; a K-pair into st2
	s_mov_b64 exec, s[20:21]
.Lswiglu_if2_end:
	s_add_u32 s10, s10, 64
	s_cmp_lt_u32 s10, s11
	s_cbranch_scc1 .Lswiglu_loop0
.Lswiglu_loop0_end:
	s_add_u32 s10, s11, 31
	s_and_b32 s11, s10, 0xffffffe0                      ; the first chunk of 'kk' the pipeline left
	s_mov_b32 s10, s11                                  ; for kk in k: steps of 32: the rest, masked
	s_cmp_ge_u32 s10, s15
	s_cbranch_scc1 .Lswiglu_loop1_end
.Lswiglu_loop1:
	s_sub_u32 s11, s15, s10
	s_mov_b32 s20, s10
	s_mov_b32 s21, 0
	s_lshl_b64 s[28:29], s[20:21], 1
	s_add_u32 s20, s24, s28                             ; 'x' at this chunk
	s_addc_u32 s21, s25, s29
	v_cmp_lt_u32 s[28:29], v7, s14                      ; 'm' element in bounds
	v_cmp_lt_u32 s[30:31], v9, s11                      ; 'kk' element in bounds
	s_and_b64 s[32:33], s[28:29], s[30:31]
	v_mov_b32 v48, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[32:33]               ; lanes where %vpred_224
	global_load_ushort v48, v8, s[20:21]                ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v48
	v_add_u32 v48, 1, v9
	v_cmp_lt_u32 s[30:31], v48, s11                     ; 'kk' element in bounds
	s_and_b64 s[32:33], s[28:29], s[30:31]
	v_mov_b32 v48, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[32:33]               ; lanes where %vpred_229
	global_load_ushort v48, v8, s[20:21] offset:2       ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v48
	v_add_u32 v48, 2, v9
	v_cmp_lt_u32 s[30:31], v48, s11                     ; 'kk' element in bounds
	s_and_b64 s[32:33], s[28:29], s[30:31]
	v_mov_b32 v48, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[32:33]               ; lanes where %vpred_234
	global_load_ushort v48, v8, s[20:21] offset:4       ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v48
	v_add_u32 v48, 3, v9
	v_cmp_lt_u32 s[30:31], v48, s11                     ; 'kk' element in bounds
	s_and_b64 s[32:33], s[28:29], s[30:31]
	v_mov_b32 v48, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[32:33]               ; lanes where %vpred_239
	global_load_ushort v48, v8, s[20:21] offset:6       ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v48
	v_add_u32 v48, 4, v9
	v_cmp_lt_u32 s[30:31], v48, s11                     ; 'kk' element in bounds
	s_and_b64 s[32:33], s[28:29], s[30:31]
	v_mov_b32 v48, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[32:33]               ; lanes where %vpred_244
	global_load_ushort v48, v8, s[20:21] offset:8       ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v48
	v_add_u32 v48, 5, v9
	v_cmp_lt_u32 s[30:31], v48, s11                     ; 'kk' element in bounds
	s_and_b64 s[32:33], s[28:29], s[30:31]
	v_mov_b32 v48, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[32:33]               ; lanes where %vpred_249
	global_load_ushort v48, v8, s[20:21] offset:10      ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v48
	v_add_u32 v48, 6, v9
	v_cmp_lt_u32 s[30:31], v48, s11                     ; 'kk' element in bounds
	s_and_b64 s[32:33], s[28:29], s[30:31]
	v_mov_b32 v48, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[32:33]               ; lanes where %vpred_254
	global_load_ushort v48, v8, s[20:21] offset:12      ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v48
	v_add_u32 v48, 7, v9
	v_cmp_lt_u32 s[30:31], v48, s11                     ; 'kk' element in bounds
	s_and_b64 s[32:33], s[28:29], s[30:31]
	v_mov_b32 v48, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_259
	global_load_ushort v48, v8, s[20:21] offset:14      ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v48
	v_lshrrev_b32 v48, 16, v49
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v10, v48                               ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v50
	ds_write_b16 v10, v49 offset:2                      ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v51
	ds_write_b16 v10, v50 offset:4                      ; A operand of the product: stage
	v_lshrrev_b32 v51, 16, v52
	ds_write_b16 v10, v51 offset:6                      ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v53
	ds_write_b16 v10, v52 offset:8                      ; A operand of the product: stage
	v_lshrrev_b32 v53, 16, v54
	ds_write_b16 v10, v53 offset:10                     ; A operand of the product: stage
	v_lshrrev_b32 v54, 16, v55
	ds_write_b16 v10, v54 offset:12                     ; A operand of the product: stage
	v_lshrrev_b32 v55, 16, v56
	ds_write_b16 v10, v55 offset:14                     ; A operand of the product: stage
	s_mul_i32 s20, s10, s16
	s_mul_hi_u32 s21, s10, s16
	s_lshl_b64 s[28:29], s[20:21], 1
	s_add_u32 s20, s26, s28                             ; 'w1' at this chunk
	s_addc_u32 s21, s27, s29
	v_cmp_lt_u32 s[30:31], v14, s19                     ; 'n' element in bounds
	v_cmp_lt_u32 s[32:33], v11, s11                     ; 'kk' element in bounds
	s_and_b64 s[34:35], s[30:31], s[32:33]
	v_mov_b32 v56, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_278
	global_load_ushort v56, v1, s[20:21]                ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v56
	v_add_u32 v56, 1, v14
	v_cmp_lt_u32 s[30:31], v56, s19                     ; 'n' element in bounds
	s_and_b64 s[36:37], s[30:31], s[32:33]
	v_mov_b32 v56, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[36:37]               ; lanes where %vpred_283
	global_load_ushort v56, v1, s[20:21] offset:2       ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v56
	v_add_u32 v56, 2, v14
	v_cmp_lt_u32 s[30:31], v56, s19                     ; 'n' element in bounds
	s_and_b64 s[38:39], s[30:31], s[32:33]
	v_mov_b32 v56, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[38:39]               ; lanes where %vpred_288
	global_load_ushort v56, v1, s[20:21] offset:4       ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v56
	v_add_u32 v56, 3, v14
	v_cmp_lt_u32 s[30:31], v56, s19                     ; 'n' element in bounds
	s_and_b64 s[40:41], s[30:31], s[32:33]
	v_mov_b32 v56, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[40:41]               ; lanes where %vpred_293
	global_load_ushort v56, v1, s[20:21] offset:6       ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v56
	v_add_u32 v56, 4, v14
	v_cmp_lt_u32 s[30:31], v56, s19                     ; 'n' element in bounds
	s_and_b64 s[42:43], s[30:31], s[32:33]
	v_mov_b32 v56, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[42:43]               ; lanes where %vpred_298
	global_load_ushort v56, v1, s[20:21] offset:8       ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v56
	v_add_u32 v56, 5, v14
	v_cmp_lt_u32 s[30:31], v56, s19                     ; 'n' element in bounds
	s_and_b64 s[44:45], s[30:31], s[32:33]
	v_mov_b32 v56, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[44:45]               ; lanes where %vpred_303
	global_load_ushort v56, v1, s[20:21] offset:10      ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v56
	v_add_u32 v56, 6, v14
	v_cmp_lt_u32 s[30:31], v56, s19                     ; 'n' element in bounds
	s_and_b64 s[46:47], s[30:31], s[32:33]
	v_mov_b32 v56, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[46:47]               ; lanes where %vpred_308
	global_load_ushort v56, v1, s[20:21] offset:12      ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v56
	v_add_u32 v56, 7, v14
	v_cmp_lt_u32 s[30:31], v56, s19                     ; 'n' element in bounds
	s_and_b64 s[48:49], s[30:31], s[32:33]
	v_mov_b32 v56, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[48:49]               ; lanes where %vpred_313
	global_load_ushort v56, v1, s[20:21] offset:14      ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v56
	v_lshrrev_b32 v56, 16, v57
	ds_write_b16 v15, v56 offset:5120                   ; B operand of the product: stage
	v_lshrrev_b32 v56, 16, v58
	ds_write_b16 v15, v56 offset:5200                   ; B operand of the product: stage
	v_lshrrev_b32 v56, 16, v59
	ds_write_b16 v15, v56 offset:5280                   ; B operand of the product: stage
	v_lshrrev_b32 v56, 16, v60
	ds_write_b16 v15, v56 offset:5360                   ; B operand of the product: stage
	v_lshrrev_b32 v56, 16, v61
	ds_write_b16 v15, v56 offset:5440                   ; B operand of the product: stage
	v_lshrrev_b32 v56, 16, v62
	ds_write_b16 v15, v56 offset:5520                   ; B operand of the product: stage
	v_lshrrev_b32 v56, 16, v63
	ds_write_b16 v15, v56 offset:5600                   ; B operand of the product: stage
	v_lshrrev_b32 v56, 16, v64
	ds_write_b16 v15, v56 offset:5680                   ; B operand of the product: stage
	v_mov_b32 v56, v5                                   ; examples/swiglu.kgen:9: product accumulator
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
	v_mov_b32 v70, v30                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v71, v31                                  ; examples/swiglu.kgen:9: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v72, v2 offset:5120                     ; B fragment 0 of k-step 0
	ds_read_b32 v73, v2 offset:5124                     ; B fragment 0 of k-step 0
	ds_read_b32 v74, v6                                 ; A fragment 0 of k-step 0
	ds_read_b32 v75, v6 offset:4                        ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[56:71], v[74:75], v[72:73], v[56:71] ; examples/swiglu.kgen:9: mfma 32x32x8
	ds_read_b32 v72, v2 offset:5136                     ; B fragment 0 of k-step 1
	ds_read_b32 v73, v2 offset:5140                     ; B fragment 0 of k-step 1
	ds_read_b32 v74, v6 offset:16                       ; A fragment 0 of k-step 1
	ds_read_b32 v75, v6 offset:20                       ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[56:71], v[74:75], v[72:73], v[56:71] ; examples/swiglu.kgen:9: mfma 32x32x8
	ds_read_b32 v72, v2 offset:5152                     ; B fragment 0 of k-step 2
	ds_read_b32 v73, v2 offset:5156                     ; B fragment 0 of k-step 2
	ds_read_b32 v74, v6 offset:32                       ; A fragment 0 of k-step 2
	ds_read_b32 v75, v6 offset:36                       ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[56:71], v[74:75], v[72:73], v[56:71] ; examples/swiglu.kgen:9: mfma 32x32x8
	ds_read_b32 v72, v2 offset:5168                     ; B fragment 0 of k-step 3
	ds_read_b32 v73, v2 offset:5172                     ; B fragment 0 of k-step 3
	ds_read_b32 v74, v6 offset:48                       ; A fragment 0 of k-step 3
	ds_read_b32 v75, v6 offset:52                       ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[56:71], v[74:75], v[72:73], v[56:71] ; examples/swiglu.kgen:9: mfma 32x32x8
	s_nop 7
	s_nop 7
	s_nop 2
	v_mov_b32 v5, v56                                   ; next 'gate'
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
	v_mov_b32 v30, v70                                  ; next 'gate'
	v_mov_b32 v31, v71                                  ; next 'gate'
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v10, v48                               ; A operand of the product: stage
	ds_write_b16 v10, v49 offset:2                      ; A operand of the product: stage
	ds_write_b16 v10, v50 offset:4                      ; A operand of the product: stage
	ds_write_b16 v10, v51 offset:6                      ; A operand of the product: stage
	ds_write_b16 v10, v52 offset:8                      ; A operand of the product: stage
	ds_write_b16 v10, v53 offset:10                     ; A operand of the product: stage
	ds_write_b16 v10, v54 offset:12                     ; A operand of the product: stage
	ds_write_b16 v10, v55 offset:14                     ; A operand of the product: stage
	s_add_u32 s20, s8, s28                              ; 'w3' at this chunk
	s_addc_u32 s21, s9, s29
	v_mov_b32 v48, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_278
	global_load_ushort v48, v1, s[20:21]                ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v48
	v_mov_b32 v48, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[36:37]               ; lanes where %vpred_283
	global_load_ushort v48, v1, s[20:21] offset:2       ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v48
	v_mov_b32 v48, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_288
	global_load_ushort v48, v1, s[20:21] offset:4       ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v48
	v_mov_b32 v48, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_293
	global_load_ushort v48, v1, s[20:21] offset:6       ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v48
	v_mov_b32 v48, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[42:43]               ; lanes where %vpred_298
	global_load_ushort v48, v1, s[20:21] offset:8       ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v48
	v_mov_b32 v48, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[44:45]               ; lanes where %vpred_303
	global_load_ushort v48, v1, s[20:21] offset:10      ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v48
	v_mov_b32 v48, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[46:47]               ; lanes where %vpred_308
	global_load_ushort v48, v1, s[20:21] offset:12      ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v48
	v_mov_b32 v48, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[48:49]               ; lanes where %vpred_313
	global_load_ushort v48, v1, s[20:21] offset:14      ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v48
	v_lshrrev_b32 v48, 16, v49
	ds_write_b16 v15, v48 offset:10240                  ; B operand of the product: stage
	v_lshrrev_b32 v48, 16, v50
	ds_write_b16 v15, v48 offset:10320                  ; B operand of the product: stage
	v_lshrrev_b32 v48, 16, v51
	ds_write_b16 v15, v48 offset:10400                  ; B operand of the product: stage
	v_lshrrev_b32 v48, 16, v52
	ds_write_b16 v15, v48 offset:10480                  ; B operand of the product: stage
	v_lshrrev_b32 v48, 16, v53
	ds_write_b16 v15, v48 offset:10560                  ; B operand of the product: stage
	v_lshrrev_b32 v48, 16, v54
	ds_write_b16 v15, v48 offset:10640                  ; B operand of the product: stage
	v_lshrrev_b32 v48, 16, v55
	ds_write_b16 v15, v48 offset:10720                  ; B operand of the product: stage
	v_lshrrev_b32 v48, 16, v56
	ds_write_b16 v15, v48 offset:10800                  ; B operand of the product: stage
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
	v_mov_b32 v62, v46                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v63, v47                                  ; examples/swiglu.kgen:10: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v64, v2 offset:10240                    ; B fragment 0 of k-step 0
	ds_read_b32 v65, v2 offset:10244                    ; B fragment 0 of k-step 0
	ds_read_b32 v66, v6                                 ; A fragment 0 of k-step 0
	ds_read_b32 v67, v6 offset:4                        ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[48:63], v[66:67], v[64:65], v[48:63] ; examples/swiglu.kgen:10: mfma 32x32x8
	ds_read_b32 v64, v2 offset:10256                    ; B fragment 0 of k-step 1
	ds_read_b32 v65, v2 offset:10260                    ; B fragment 0 of k-step 1
	ds_read_b32 v66, v6 offset:16                       ; A fragment 0 of k-step 1
	ds_read_b32 v67, v6 offset:20                       ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[48:63], v[66:67], v[64:65], v[48:63] ; examples/swiglu.kgen:10: mfma 32x32x8
	ds_read_b32 v64, v2 offset:10272                    ; B fragment 0 of k-step 2
	ds_read_b32 v65, v2 offset:10276                    ; B fragment 0 of k-step 2
	ds_read_b32 v66, v6 offset:32                       ; A fragment 0 of k-step 2
	ds_read_b32 v67, v6 offset:36                       ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[48:63], v[66:67], v[64:65], v[48:63] ; examples/swiglu.kgen:10: mfma 32x32x8
	ds_read_b32 v64, v2 offset:10288                    ; B fragment 0 of k-step 3
	ds_read_b32 v65, v2 offset:10292                    ; B fragment 0 of k-step 3
	ds_read_b32 v66, v6 offset:48                       ; A fragment 0 of k-step 3
	ds_read_b32 v67, v6 offset:52                       ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[48:63], v[66:67], v[64:65], v[48:63] ; examples/swiglu.kgen:10: mfma 32x32x8
	s_nop 7
	s_nop 7
	s_nop 2
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
	v_mov_b32 v46, v62                                  ; next 'up'
	v_mov_b32 v47, v63                                  ; next 'up'
	s_add_u32 s10, s10, 32
	s_cmp_lt_u32 s10, s15
	s_cbranch_scc1 .Lswiglu_loop1
.Lswiglu_loop1_end:
	v_mul_f32 v48, 0xbfb8aa3b, v5                       ; examples/swiglu.kgen:12
	v_exp_f32 v49, v48                                  ; examples/swiglu.kgen:12
	v_add_f32 v48, 1.0, v49                             ; examples/swiglu.kgen:12
	v_rcp_f32 v49, v48                                  ; examples/swiglu.kgen:12
	v_mul_f32 v48, 0xbfb8aa3b, v17                      ; examples/swiglu.kgen:12
	v_exp_f32 v50, v48                                  ; examples/swiglu.kgen:12
	v_add_f32 v48, 1.0, v50                             ; examples/swiglu.kgen:12
	v_rcp_f32 v50, v48                                  ; examples/swiglu.kgen:12
	v_mul_f32 v48, 0xbfb8aa3b, v18                      ; examples/swiglu.kgen:12
	v_exp_f32 v51, v48                                  ; examples/swiglu.kgen:12
	v_add_f32 v48, 1.0, v51                             ; examples/swiglu.kgen:12
	v_rcp_f32 v51, v48                                  ; examples/swiglu.kgen:12
	v_mul_f32 v48, 0xbfb8aa3b, v19                      ; examples/swiglu.kgen:12
	v_exp_f32 v52, v48                                  ; examples/swiglu.kgen:12
	v_add_f32 v48, 1.0, v52                             ; examples/swiglu.kgen:12
	v_rcp_f32 v52, v48                                  ; examples/swiglu.kgen:12
	v_mul_f32 v48, 0xbfb8aa3b, v20                      ; examples/swiglu.kgen:12
	v_exp_f32 v53, v48                                  ; examples/swiglu.kgen:12
	v_add_f32 v48, 1.0, v53                             ; examples/swiglu.kgen:12
	v_rcp_f32 v53, v48                                  ; examples/swiglu.kgen:12
	v_mul_f32 v48, 0xbfb8aa3b, v21                      ; examples/swiglu.kgen:12
	v_exp_f32 v54, v48                                  ; examples/swiglu.kgen:12
	v_add_f32 v48, 1.0, v54                             ; examples/swiglu.kgen:12
	v_rcp_f32 v54, v48                                  ; examples/swiglu.kgen:12
	v_mul_f32 v48, 0xbfb8aa3b, v22                      ; examples/swiglu.kgen:12
	v_exp_f32 v55, v48                                  ; examples/swiglu.kgen:12
	v_add_f32 v48, 1.0, v55                             ; examples/swiglu.kgen:12
	v_rcp_f32 v55, v48                                  ; examples/swiglu.kgen:12
	v_mul_f32 v48, 0xbfb8aa3b, v23                      ; examples/swiglu.kgen:12
	v_exp_f32 v56, v48                                  ; examples/swiglu.kgen:12
	v_add_f32 v48, 1.0, v56                             ; examples/swiglu.kgen:12
	v_rcp_f32 v56, v48                                  ; examples/swiglu.kgen:12
	v_mul_f32 v48, 0xbfb8aa3b, v24                      ; examples/swiglu.kgen:12
	v_exp_f32 v57, v48                                  ; examples/swiglu.kgen:12
	v_add_f32 v48, 1.0, v57                             ; examples/swiglu.kgen:12
	v_rcp_f32 v57, v48                                  ; examples/swiglu.kgen:12
	v_mul_f32 v48, 0xbfb8aa3b, v25                      ; examples/swiglu.kgen:12
	v_exp_f32 v58, v48                                  ; examples/swiglu.kgen:12
	v_add_f32 v48, 1.0, v58                             ; examples/swiglu.kgen:12
	v_rcp_f32 v58, v48                                  ; examples/swiglu.kgen:12
	v_mul_f32 v48, 0xbfb8aa3b, v26                      ; examples/swiglu.kgen:12
	v_exp_f32 v59, v48                                  ; examples/swiglu.kgen:12
	v_add_f32 v48, 1.0, v59                             ; examples/swiglu.kgen:12
	v_rcp_f32 v59, v48                                  ; examples/swiglu.kgen:12
	v_mul_f32 v48, 0xbfb8aa3b, v27                      ; examples/swiglu.kgen:12
	v_exp_f32 v60, v48                                  ; examples/swiglu.kgen:12
	v_add_f32 v48, 1.0, v60                             ; examples/swiglu.kgen:12
	v_rcp_f32 v60, v48                                  ; examples/swiglu.kgen:12
	v_mul_f32 v48, 0xbfb8aa3b, v28                      ; examples/swiglu.kgen:12
	v_exp_f32 v61, v48                                  ; examples/swiglu.kgen:12
	v_add_f32 v48, 1.0, v61                             ; examples/swiglu.kgen:12
	v_rcp_f32 v61, v48                                  ; examples/swiglu.kgen:12
	v_mul_f32 v48, 0xbfb8aa3b, v29                      ; examples/swiglu.kgen:12
	v_exp_f32 v62, v48                                  ; examples/swiglu.kgen:12
	v_add_f32 v48, 1.0, v62                             ; examples/swiglu.kgen:12
	v_rcp_f32 v62, v48                                  ; examples/swiglu.kgen:12
	v_mul_f32 v48, 0xbfb8aa3b, v30                      ; examples/swiglu.kgen:12
	v_exp_f32 v63, v48                                  ; examples/swiglu.kgen:12
	v_add_f32 v48, 1.0, v63                             ; examples/swiglu.kgen:12
	v_rcp_f32 v63, v48                                  ; examples/swiglu.kgen:12
	v_mul_f32 v48, 0xbfb8aa3b, v31                      ; examples/swiglu.kgen:12
	v_exp_f32 v64, v48                                  ; examples/swiglu.kgen:12
	v_add_f32 v48, 1.0, v64                             ; examples/swiglu.kgen:12
	v_rcp_f32 v64, v48                                  ; examples/swiglu.kgen:12
	v_mul_f32 v48, v5, v49                              ; examples/swiglu.kgen:12
	v_mul_f32 v5, v17, v50                              ; examples/swiglu.kgen:12
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
	v_mul_f32 v29, v30, v63                             ; examples/swiglu.kgen:12
	v_mul_f32 v30, v31, v64                             ; examples/swiglu.kgen:12
	v_mul_f32 v31, v48, v32                             ; examples/swiglu.kgen:12
	v_mul_f32 v32, v5, v33                              ; examples/swiglu.kgen:12
	v_mul_f32 v5, v17, v34                              ; examples/swiglu.kgen:12
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
	v_mul_f32 v28, v29, v46                             ; examples/swiglu.kgen:12
	v_mul_f32 v29, v30, v47                             ; examples/swiglu.kgen:12
	v_bfe_u32 v30, v31, 16, 1                           ; round to bf16
	v_mov_b32 v33, 0x7fff
	v_add3_u32 v34, v31, v30, v33
	v_cmp_u_f32 s[10:11], v31, v31
	v_mov_b32 v30, 0x7fc00000
	v_cndmask_b32 v34, v34, v30, s[10:11]
	v_and_b32 v30, 0xffff0000, v34
	v_bfe_u32 v31, v32, 16, 1                           ; round to bf16
	v_mov_b32 v33, 0x7fff
	v_add3_u32 v34, v32, v31, v33
	v_cmp_u_f32 s[10:11], v32, v32
	v_mov_b32 v31, 0x7fc00000
	v_cndmask_b32 v34, v34, v31, s[10:11]
	v_and_b32 v31, 0xffff0000, v34
	v_bfe_u32 v32, v5, 16, 1                            ; round to bf16
	v_mov_b32 v33, 0x7fff
	v_add3_u32 v34, v5, v32, v33
	v_cmp_u_f32 s[10:11], v5, v5
	v_mov_b32 v5, 0x7fc00000
	v_cndmask_b32 v34, v34, v5, s[10:11]
	v_and_b32 v5, 0xffff0000, v34
	v_bfe_u32 v32, v17, 16, 1                           ; round to bf16
	v_mov_b32 v33, 0x7fff
	v_add3_u32 v34, v17, v32, v33
	v_cmp_u_f32 s[10:11], v17, v17
	v_mov_b32 v17, 0x7fc00000
	v_cndmask_b32 v34, v34, v17, s[10:11]
	v_and_b32 v17, 0xffff0000, v34
	v_bfe_u32 v32, v18, 16, 1                           ; round to bf16
	v_mov_b32 v33, 0x7fff
	v_add3_u32 v34, v18, v32, v33
	v_cmp_u_f32 s[10:11], v18, v18
	v_mov_b32 v18, 0x7fc00000
	v_cndmask_b32 v34, v34, v18, s[10:11]
	v_and_b32 v18, 0xffff0000, v34
	v_bfe_u32 v32, v19, 16, 1                           ; round to bf16
	v_mov_b32 v33, 0x7fff
	v_add3_u32 v34, v19, v32, v33
	v_cmp_u_f32 s[10:11], v19, v19
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v34, v34, v19, s[10:11]
	v_and_b32 v19, 0xffff0000, v34
	v_bfe_u32 v32, v20, 16, 1                           ; round to bf16
	v_mov_b32 v33, 0x7fff
	v_add3_u32 v34, v20, v32, v33
	v_cmp_u_f32 s[10:11], v20, v20
	v_mov_b32 v20, 0x7fc00000
	v_cndmask_b32 v34, v34, v20, s[10:11]
	v_and_b32 v20, 0xffff0000, v34
	v_bfe_u32 v32, v21, 16, 1                           ; round to bf16
	v_mov_b32 v33, 0x7fff
	v_add3_u32 v34, v21, v32, v33
	v_cmp_u_f32 s[10:11], v21, v21
	v_mov_b32 v21, 0x7fc00000
	v_cndmask_b32 v34, v34, v21, s[10:11]
	v_and_b32 v21, 0xffff0000, v34
	v_bfe_u32 v32, v22, 16, 1                           ; round to bf16
	v_mov_b32 v33, 0x7fff
	v_add3_u32 v34, v22, v32, v33
	v_cmp_u_f32 s[10:11], v22, v22
	v_mov_b32 v22, 0x7fc00000
	v_cndmask_b32 v34, v34, v22, s[10:11]
	v_and_b32 v22, 0xffff0000, v34
	v_bfe_u32 v32, v23, 16, 1                           ; round to bf16
	v_mov_b32 v33, 0x7fff
	v_add3_u32 v34, v23, v32, v33
	v_cmp_u_f32 s[10:11], v23, v23
	v_mov_b32 v23, 0x7fc00000
	v_cndmask_b32 v34, v34, v23, s[10:11]
	v_and_b32 v23, 0xffff0000, v34
	v_bfe_u32 v32, v24, 16, 1                           ; round to bf16
	v_mov_b32 v33, 0x7fff
	v_add3_u32 v34, v24, v32, v33
	v_cmp_u_f32 s[10:11], v24, v24
	v_mov_b32 v24, 0x7fc00000
	v_cndmask_b32 v34, v34, v24, s[10:11]
	v_and_b32 v24, 0xffff0000, v34
	v_bfe_u32 v32, v25, 16, 1                           ; round to bf16
	v_mov_b32 v33, 0x7fff
	v_add3_u32 v34, v25, v32, v33
	v_cmp_u_f32 s[10:11], v25, v25
	v_mov_b32 v25, 0x7fc00000
	v_cndmask_b32 v34, v34, v25, s[10:11]
	v_and_b32 v25, 0xffff0000, v34
	v_bfe_u32 v32, v26, 16, 1                           ; round to bf16
	v_mov_b32 v33, 0x7fff
	v_add3_u32 v34, v26, v32, v33
	v_cmp_u_f32 s[10:11], v26, v26
	v_mov_b32 v26, 0x7fc00000
	v_cndmask_b32 v34, v34, v26, s[10:11]
	v_and_b32 v26, 0xffff0000, v34
	v_bfe_u32 v32, v27, 16, 1                           ; round to bf16
	v_mov_b32 v33, 0x7fff
	v_add3_u32 v34, v27, v32, v33
	v_cmp_u_f32 s[10:11], v27, v27
	v_mov_b32 v27, 0x7fc00000
	v_cndmask_b32 v34, v34, v27, s[10:11]
	v_and_b32 v27, 0xffff0000, v34
	v_bfe_u32 v32, v28, 16, 1                           ; round to bf16
	v_mov_b32 v33, 0x7fff
	v_add3_u32 v34, v28, v32, v33
	v_cmp_u_f32 s[10:11], v28, v28
	v_mov_b32 v28, 0x7fc00000
	v_cndmask_b32 v34, v34, v28, s[10:11]
	v_and_b32 v28, 0xffff0000, v34
	v_bfe_u32 v32, v29, 16, 1                           ; round to bf16
	v_mov_b32 v33, 0x7fff
	v_add3_u32 v34, v29, v32, v33
	v_cmp_u_f32 s[10:11], v29, v29
	v_mov_b32 v29, 0x7fc00000
	v_cndmask_b32 v34, v34, v29, s[10:11]
	v_and_b32 v29, 0xffff0000, v34
	v_lshrrev_b32 v32, 16, v30
	global_store_short v3, v32, s[12:13]                ; examples/swiglu.kgen:12: store to 'h'
	s_mul_i32 s10, s16, 1
	s_lshl_b32 s11, s10, 1
	v_add_u32 v30, s11, v3
	v_lshrrev_b32 v32, 16, v31
	global_store_short v30, v32, s[12:13]               ; examples/swiglu.kgen:12: store to 'h'
	s_mul_i32 s10, s16, 2
	s_lshl_b32 s11, s10, 1
	v_add_u32 v30, s11, v3
	v_lshrrev_b32 v31, 16, v5
	global_store_short v30, v31, s[12:13]               ; examples/swiglu.kgen:12: store to 'h'
	s_mul_i32 s10, s16, 3
	s_lshl_b32 s11, s10, 1
	v_add_u32 v5, s11, v3
	v_lshrrev_b32 v30, 16, v17
	global_store_short v5, v30, s[12:13]                ; examples/swiglu.kgen:12: store to 'h'
	s_mul_i32 s10, s16, 8
	s_lshl_b32 s11, s10, 1
	v_add_u32 v5, s11, v3
	v_lshrrev_b32 v17, 16, v18
	global_store_short v5, v17, s[12:13]                ; examples/swiglu.kgen:12: store to 'h'
	s_mul_i32 s10, s16, 9
	s_lshl_b32 s11, s10, 1
	v_add_u32 v5, s11, v3
	v_lshrrev_b32 v17, 16, v19
	global_store_short v5, v17, s[12:13]                ; examples/swiglu.kgen:12: store to 'h'
	s_mul_i32 s10, s16, 10
	s_lshl_b32 s11, s10, 1
	v_add_u32 v5, s11, v3
	v_lshrrev_b32 v17, 16, v20
	global_store_short v5, v17, s[12:13]                ; examples/swiglu.kgen:12: store to 'h'
	s_mul_i32 s10, s16, 11
	s_lshl_b32 s11, s10, 1
	v_add_u32 v5, s11, v3
	v_lshrrev_b32 v17, 16, v21
	global_store_short v5, v17, s[12:13]                ; examples/swiglu.kgen:12: store to 'h'
	s_mul_i32 s10, s16, 16
	s_lshl_b32 s11, s10, 1
	v_add_u32 v5, s11, v3
	v_lshrrev_b32 v17, 16, v22
	global_store_short v5, v17, s[12:13]                ; examples/swiglu.kgen:12: store to 'h'
	s_mul_i32 s10, s16, 17
	s_lshl_b32 s11, s10, 1
	v_add_u32 v5, s11, v3
	v_lshrrev_b32 v17, 16, v23
	global_store_short v5, v17, s[12:13]                ; examples/swiglu.kgen:12: store to 'h'
	s_mul_i32 s10, s16, 18
	s_lshl_b32 s11, s10, 1
	v_add_u32 v5, s11, v3
	v_lshrrev_b32 v17, 16, v24
	global_store_short v5, v17, s[12:13]                ; examples/swiglu.kgen:12: store to 'h'
	s_mul_i32 s10, s16, 19
	s_lshl_b32 s11, s10, 1
	v_add_u32 v5, s11, v3
	v_lshrrev_b32 v17, 16, v25
	global_store_short v5, v17, s[12:13]                ; examples/swiglu.kgen:12: store to 'h'
	s_mul_i32 s10, s16, 24
	s_lshl_b32 s11, s10, 1
	v_add_u32 v5, s11, v3
	v_lshrrev_b32 v17, 16, v26
	global_store_short v5, v17, s[12:13]                ; examples/swiglu.kgen:12: store to 'h'
	s_mul_i32 s10, s16, 25
	s_lshl_b32 s11, s10, 1
	v_add_u32 v5, s11, v3
	v_lshrrev_b32 v17, 16, v27
	global_store_short v5, v17, s[12:13]                ; examples/swiglu.kgen:12: store to 'h'
	s_mul_i32 s10, s16, 26
	s_lshl_b32 s11, s10, 1
	v_add_u32 v5, s11, v3
	v_lshrrev_b32 v17, 16, v28
	global_store_short v5, v17, s[12:13]                ; examples/swiglu.kgen:12: store to 'h'
	s_mul_i32 s10, s16, 27
	s_lshl_b32 s11, s10, 1
	v_add_u32 v5, s11, v3
	v_lshrrev_b32 v17, 16, v29
	global_store_short v5, v17, s[12:13]                ; examples/swiglu.kgen:12: store to 'h'
	s_branch .Lswiglu_if0_end
.Lswiglu_if0_else:
	v_mov_b32 v5, 0                                     ; loop-carried 'gate'
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
	v_mov_b32 v30, 0                                    ; loop-carried 'gate'
	v_mov_b32 v31, 0                                    ; loop-carried 'gate'
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
	v_mov_b32 v46, 0                                    ; loop-carried 'up'
	v_mov_b32 v47, 0                                    ; loop-carried 'up'
	s_cmp_ge_u32 s15, 32                                ; at least one whole chunk of 'kk'
	s_cselect_b32 s10, 1, 0
	s_sub_u32 s11, s15, 31
	s_cmp_lg_u32 s10, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s10, s11, 0
	s_cmp_lg_u32 s22, 0
	s_cselect_b32 s11, s10, 0
	s_mov_b32 s20, 0
	s_mov_b32 s21, 0
	s_lshl_b64 s[22:23], s[20:21], 1
	s_add_u32 s20, s24, s22                             ; 'x' at this chunk
	s_addc_u32 s21, s25, s23
	s_cmp_lt_u32 0, s11                                 ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s10, 1, 0
	v_cmp_lt_u32 s[22:23], v7, s14
	s_cmp_lg_u32 s10, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[22:23]
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	v_mov_b32 v50, 0                                    ; outside: 0
	v_mov_b32 v51, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1433
	global_load_dwordx4 v[48:51], v8, s[20:21]          ; examples/swiglu.kgen:8: 16 bytes of 'x'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	ds_write_b128 v10, v[48:51]                         ; 16 bytes into st0
	s_mul_i32 s20, 0, s16
	s_mul_hi_u32 s21, 0, s16
	s_lshl_b64 s[22:23], s[20:21], 1
	s_add_u32 s20, s26, s22                             ; 'w1' at this chunk
	s_addc_u32 s21, s27, s23
	s_cmp_lg_u32 s10, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[6:7]
	v_cmp_lt_u32 s[28:29], v14, s19
	s_and_b64 s[32:33], s[30:31], s[28:29]
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	v_mov_b32 v50, 0                                    ; outside: 0
	v_mov_b32 v51, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1443
	global_load_dwordx4 v[48:51], v13, s[20:21]         ; examples/swiglu.kgen:9: 16 bytes of 'w1'
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s10, s16, 2
	v_add_u32 v52, s10, v13
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1443
	global_load_dwordx4 v[54:57], v52, s[20:21]         ; examples/swiglu.kgen:9: 16 bytes of 'w1'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_perm_b32 v53, v54, v48, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v53 offset:5120                   ; a K-pair into st1
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v53, v54, v48, s5                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v53 offset:5200                   ; a K-pair into st1
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v53, v55, v49, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v53 offset:5280                   ; a K-pair into st1
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v53, v55, v49, s5                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v53 offset:5360                   ; a K-pair into st1
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v53, v56, v50, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v53 offset:5440                   ; a K-pair into st1
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v53, v56, v50, s5                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v53 offset:5520                   ; a K-pair into st1
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v53, v57, v51, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v53 offset:5600                   ; a K-pair into st1
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v53, v57, v51, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v53 offset:5680                   ; a K-pair into st1
	s_mov_b64 exec, s[20:21]
	s_add_u32 s20, s8, s22                              ; 'w3' at this chunk
	s_addc_u32 s21, s9, s23
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	v_mov_b32 v50, 0                                    ; outside: 0
	v_mov_b32 v51, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_1443
	global_load_dwordx4 v[48:51], v13, s[20:21]         ; examples/swiglu.kgen:10: 16 bytes of 'w3'
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_1443
	global_load_dwordx4 v[54:57], v52, s[20:21]         ; examples/swiglu.kgen:10: 16 bytes of 'w3'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_perm_b32 v52, v54, v48, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v52 offset:10240                  ; a K-pair into st2
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v52, v54, v48, s5                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v52 offset:10320                  ; a K-pair into st2
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v52, v55, v49, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v52 offset:10400                  ; a K-pair into st2
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v52, v55, v49, s5                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v52 offset:10480                  ; a K-pair into st2
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v52, v56, v50, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v52 offset:10560                  ; a K-pair into st2
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v52, v56, v50, s5                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v52 offset:10640                  ; a K-pair into st2
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v52, v57, v51, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v52 offset:10720                  ; a K-pair into st2
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v52, v57, v51, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v52 offset:10800                  ; a K-pair into st2
	s_mov_b64 exec, s[20:21]
	s_mov_b32 s10, 0                                    ; for kk in k: steps of 32: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s10, s11
	s_cbranch_scc1 .Lswiglu_loop2_end
.Lswiglu_loop2:
	s_add_u32 s17, s10, 32
	s_cmp_lt_u32 s10, s11
	s_cselect_b32 s18, 1, 0
	s_cmp_eq_u32 s18, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lswiglu_if3_end
	s_mov_b32 s20, s17
	s_mov_b32 s21, 0
	s_lshl_b64 s[22:23], s[20:21], 1
	s_add_u32 s20, s24, s22                             ; 'x' at this chunk
	s_addc_u32 s21, s25, s23
	s_cmp_lt_u32 s17, s11                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s18, 1, 0
	v_cmp_lt_u32 s[22:23], v7, s14
	s_cmp_lg_u32 s18, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[22:23]
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	v_mov_b32 v50, 0                                    ; outside: 0
	v_mov_b32 v51, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1485
	global_load_dwordx4 v[48:51], v8, s[20:21]          ; examples/swiglu.kgen:8: 16 bytes of 'x'
	s_mov_b64 exec, s[22:23]
	s_mul_i32 s20, s17, s16
	s_mul_hi_u32 s21, s17, s16
	s_lshl_b64 s[22:23], s[20:21], 1
	s_add_u32 s20, s26, s22                             ; 'w1' at this chunk
	s_addc_u32 s21, s27, s23
	s_cmp_lg_u32 s18, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[6:7]
	v_cmp_lt_u32 s[28:29], v14, s19
	s_and_b64 s[32:33], s[30:31], s[28:29]
	v_mov_b32 v52, 0                                    ; outside: 0
	v_mov_b32 v53, 0                                    ; outside: 0
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1495
	global_load_dwordx4 v[52:55], v13, s[20:21]         ; examples/swiglu.kgen:9: 16 bytes of 'w1'
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s17, s16, 2
	v_add_u32 v56, s17, v13
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1495
	global_load_dwordx4 v[58:61], v56, s[20:21]         ; examples/swiglu.kgen:9: 16 bytes of 'w1'
	s_mov_b64 exec, s[28:29]
	s_add_u32 s20, s8, s22                              ; 'w3' at this chunk
	s_addc_u32 s21, s9, s23
	v_mov_b32 v62, 0                                    ; outside: 0
	v_mov_b32 v63, 0                                    ; outside: 0
	v_mov_b32 v64, 0                                    ; outside: 0
	v_mov_b32 v65, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_1495
	global_load_dwordx4 v[62:65], v13, s[20:21]         ; examples/swiglu.kgen:10: 16 bytes of 'w3'
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v66, 0                                    ; outside: 0
	v_mov_b32 v67, 0                                    ; outside: 0
	v_mov_b32 v68, 0                                    ; outside: 0
	v_mov_b32 v69, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_1495
	global_load_dwordx4 v[66:69], v56, s[20:21]         ; examples/swiglu.kgen:10: 16 bytes of 'w3'
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v70, v5                                   ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v71, v17                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v72, v18                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v73, v19                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v74, v20                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v75, v21                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v76, v22                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v77, v23                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v78, v24                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v79, v25                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v80, v26                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v81, v27                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v82, v28                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v83, v29                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v84, v30                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v85, v31                                  ; examples/swiglu.kgen:9: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v56, v2 offset:5120                     ; B fragment 0 of k-step 0
	ds_read_b32 v57, v2 offset:5124                     ; B fragment 0 of k-step 0
	ds_read_b32 v86, v6                                 ; A fragment 0 of k-step 0
	ds_read_b32 v87, v6 offset:4                        ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[70:85], v[86:87], v[56:57], v[70:85] ; examples/swiglu.kgen:9: mfma 32x32x8
	ds_read_b32 v56, v2 offset:5136                     ; B fragment 0 of k-step 1
	ds_read_b32 v57, v2 offset:5140                     ; B fragment 0 of k-step 1
	ds_read_b32 v88, v6 offset:16                       ; A fragment 0 of k-step 1
	ds_read_b32 v89, v6 offset:20                       ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[70:85], v[88:89], v[56:57], v[70:85] ; examples/swiglu.kgen:9: mfma 32x32x8
	ds_read_b32 v56, v2 offset:5152                     ; B fragment 0 of k-step 2
	ds_read_b32 v57, v2 offset:5156                     ; B fragment 0 of k-step 2
	ds_read_b32 v90, v6 offset:32                       ; A fragment 0 of k-step 2
	ds_read_b32 v91, v6 offset:36                       ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[70:85], v[90:91], v[56:57], v[70:85] ; examples/swiglu.kgen:9: mfma 32x32x8
	ds_read_b32 v56, v2 offset:5168                     ; B fragment 0 of k-step 3
	ds_read_b32 v57, v2 offset:5172                     ; B fragment 0 of k-step 3
	ds_read_b32 v92, v6 offset:48                       ; A fragment 0 of k-step 3
	ds_read_b32 v93, v6 offset:52                       ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[70:85], v[92:93], v[56:57], v[70:85] ; examples/swiglu.kgen:9: mfma 32x32x8
	s_nop 7
	s_nop 7
	s_nop 2
	v_mov_b32 v5, v70                                   ; next 'gate'
	v_mov_b32 v17, v71                                  ; next 'gate'
	v_mov_b32 v18, v72                                  ; next 'gate'
	v_mov_b32 v19, v73                                  ; next 'gate'
	v_mov_b32 v20, v74                                  ; next 'gate'
	v_mov_b32 v21, v75                                  ; next 'gate'
	v_mov_b32 v22, v76                                  ; next 'gate'
	v_mov_b32 v23, v77                                  ; next 'gate'
	v_mov_b32 v24, v78                                  ; next 'gate'
	v_mov_b32 v25, v79                                  ; next 'gate'
	v_mov_b32 v26, v80                                  ; next 'gate'
	v_mov_b32 v27, v81                                  ; next 'gate'
	v_mov_b32 v28, v82                                  ; next 'gate'
	v_mov_b32 v29, v83                                  ; next 'gate'
	v_mov_b32 v30, v84                                  ; next 'gate'
	v_mov_b32 v31, v85                                  ; next 'gate'
	v_mov_b32 v70, v32                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v71, v33                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v72, v34                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v73, v35                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v74, v36                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v75, v37                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v76, v38                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v77, v39                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v78, v40                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v79, v41                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v80, v42                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v81, v43                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v82, v44                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v83, v45                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v84, v46                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v85, v47                                  ; examples/swiglu.kgen:10: product accumulator
	ds_read_b32 v56, v2 offset:10240                    ; B fragment 0 of k-step 0
	ds_read_b32 v57, v2 offset:10244                    ; B fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[70:85], v[86:87], v[56:57], v[70:85] ; examples/swiglu.kgen:10: mfma 32x32x8
	ds_read_b32 v56, v2 offset:10256                    ; B fragment 0 of k-step 1
	ds_read_b32 v57, v2 offset:10260                    ; B fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[70:85], v[88:89], v[56:57], v[70:85] ; examples/swiglu.kgen:10: mfma 32x32x8
	ds_read_b32 v56, v2 offset:10272                    ; B fragment 0 of k-step 2
	ds_read_b32 v57, v2 offset:10276                    ; B fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[70:85], v[90:91], v[56:57], v[70:85] ; examples/swiglu.kgen:10: mfma 32x32x8
	ds_read_b32 v56, v2 offset:10288                    ; B fragment 0 of k-step 3
	ds_read_b32 v57, v2 offset:10292                    ; B fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[70:85], v[92:93], v[56:57], v[70:85] ; examples/swiglu.kgen:10: mfma 32x32x8
	s_nop 7
	s_nop 7
	s_nop 2
	v_mov_b32 v32, v70                                  ; next 'up'
	v_mov_b32 v33, v71                                  ; next 'up'
	v_mov_b32 v34, v72                                  ; next 'up'
	v_mov_b32 v35, v73                                  ; next 'up'
	v_mov_b32 v36, v74                                  ; next 'up'
	v_mov_b32 v37, v75                                  ; next 'up'
	v_mov_b32 v38, v76                                  ; next 'up'
	v_mov_b32 v39, v77                                  ; next 'up'
	v_mov_b32 v40, v78                                  ; next 'up'
	v_mov_b32 v41, v79                                  ; next 'up'
	v_mov_b32 v42, v80                                  ; next 'up'
	v_mov_b32 v43, v81                                  ; next 'up'
	v_mov_b32 v44, v82                                  ; next 'up'
	v_mov_b32 v45, v83                                  ; next 'up'
	v_mov_b32 v46, v84                                  ; next 'up'
	v_mov_b32 v47, v85                                  ; next 'up'
	s_waitcnt vmcnt(4)
	ds_write_b128 v10, v[48:51] offset:15360            ; 16 bytes into st0
	s_waitcnt vmcnt(2)
	v_perm_b32 v48, v58, v52, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:20480                  ; a K-pair into st1
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v58, v52, s5                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:20560                  ; a K-pair into st1
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v59, v53, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:20640                  ; a K-pair into st1
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v59, v53, s5                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:20720                  ; a K-pair into st1
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v60, v54, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:20800                  ; a K-pair into st1
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v60, v54, s5                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:20880                  ; a K-pair into st1
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v61, v55, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:20960                  ; a K-pair into st1
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v61, v55, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:21040                  ; a K-pair into st1
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_perm_b32 v48, v66, v62, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:25600                  ; a K-pair into st2
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v66, v62, s5                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:25680                  ; a K-pair into st2
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v67, v63, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:25760                  ; a K-pair into st2
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v67, v63, s5                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:25840                  ; a K-pair into st2
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v68, v64, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:25920                  ; a K-pair into st2
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v68, v64, s5                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:26000                  ; a K-pair into st2
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v69, v65, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:26080                  ; a K-pair into st2
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v69, v65, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:26160                  ; a K-pair into st2
	s_mov_b64 exec, s[20:21]
.Lswiglu_if3_end:
	s_add_u32 s17, s10, 32
	s_add_u32 s18, s17, 32
	s_cmp_lt_u32 s17, s11
	s_cselect_b32 s17, 1, 0
	s_cmp_eq_u32 s17, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lswiglu_if4_end
	s_mov_b32 s20, s18
	s_mov_b32 s21, 0
	s_lshl_b64 s[22:23], s[20:21], 1
	s_add_u32 s20, s24, s22                             ; 'x' at this chunk
	s_addc_u32 s21, s25, s23
	s_cmp_lt_u32 s18, s11                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s17, 1, 0
	v_cmp_lt_u32 s[22:23], v7, s14
	s_cmp_lg_u32 s17, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[22:23]
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	v_mov_b32 v50, 0                                    ; outside: 0
	v_mov_b32 v51, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1595
	global_load_dwordx4 v[48:51], v8, s[20:21]          ; examples/swiglu.kgen:8: 16 bytes of 'x'
	s_mov_b64 exec, s[22:23]
	s_mul_i32 s20, s18, s16
	s_mul_hi_u32 s21, s18, s16
	s_lshl_b64 s[22:23], s[20:21], 1
	s_add_u32 s20, s26, s22                             ; 'w1' at this chunk
	s_addc_u32 s21, s27, s23
	s_cmp_lg_u32 s17, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[6:7]
	v_cmp_lt_u32 s[28:29], v14, s19
	s_and_b64 s[32:33], s[30:31], s[28:29]
	v_mov_b32 v52, 0                                    ; outside: 0
	v_mov_b32 v53, 0                                    ; outside: 0
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1605
	global_load_dwordx4 v[52:55], v13, s[20:21]         ; examples/swiglu.kgen:9: 16 bytes of 'w1'
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s17, s16, 2
	v_add_u32 v56, s17, v13
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1605
	global_load_dwordx4 v[58:61], v56, s[20:21]         ; examples/swiglu.kgen:9: 16 bytes of 'w1'
	s_mov_b64 exec, s[28:29]
	s_add_u32 s20, s8, s22                              ; 'w3' at this chunk
	s_addc_u32 s21, s9, s23
	v_mov_b32 v62, 0                                    ; outside: 0
	v_mov_b32 v63, 0                                    ; outside: 0
	v_mov_b32 v64, 0                                    ; outside: 0
	v_mov_b32 v65, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_1605
	global_load_dwordx4 v[62:65], v13, s[20:21]         ; examples/swiglu.kgen:10: 16 bytes of 'w3'
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v66, 0                                    ; outside: 0
	v_mov_b32 v67, 0                                    ; outside: 0
	v_mov_b32 v68, 0                                    ; outside: 0
	v_mov_b32 v69, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_1605
	global_load_dwordx4 v[66:69], v56, s[20:21]         ; examples/swiglu.kgen:10: 16 bytes of 'w3'
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v70, v5                                   ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v71, v17                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v72, v18                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v73, v19                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v74, v20                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v75, v21                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v76, v22                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v77, v23                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v78, v24                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v79, v25                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v80, v26                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v81, v27                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v82, v28                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v83, v29                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v84, v30                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v85, v31                                  ; examples/swiglu.kgen:9: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v56, v2 offset:20480                    ; B fragment 0 of k-step 0
	ds_read_b32 v57, v2 offset:20484                    ; B fragment 0 of k-step 0
	ds_read_b32 v86, v6 offset:15360                    ; A fragment 0 of k-step 0
	ds_read_b32 v87, v6 offset:15364                    ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[70:85], v[86:87], v[56:57], v[70:85] ; examples/swiglu.kgen:9: mfma 32x32x8
	ds_read_b32 v56, v2 offset:20496                    ; B fragment 0 of k-step 1
	ds_read_b32 v57, v2 offset:20500                    ; B fragment 0 of k-step 1
	ds_read_b32 v88, v6 offset:15376                    ; A fragment 0 of k-step 1
	ds_read_b32 v89, v6 offset:15380                    ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[70:85], v[88:89], v[56:57], v[70:85] ; examples/swiglu.kgen:9: mfma 32x32x8
	ds_read_b32 v56, v2 offset:20512                    ; B fragment 0 of k-step 2
	ds_read_b32 v57, v2 offset:20516                    ; B fragment 0 of k-step 2
	ds_read_b32 v90, v6 offset:15392                    ; A fragment 0 of k-step 2
	ds_read_b32 v91, v6 offset:15396                    ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[70:85], v[90:91], v[56:57], v[70:85] ; examples/swiglu.kgen:9: mfma 32x32x8
	ds_read_b32 v56, v2 offset:20528                    ; B fragment 0 of k-step 3
	ds_read_b32 v57, v2 offset:20532                    ; B fragment 0 of k-step 3
	ds_read_b32 v92, v6 offset:15408                    ; A fragment 0 of k-step 3
	ds_read_b32 v93, v6 offset:15412                    ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[70:85], v[92:93], v[56:57], v[70:85] ; examples/swiglu.kgen:9: mfma 32x32x8
	s_nop 7
	s_nop 7
	s_nop 2
	v_mov_b32 v5, v70                                   ; next 'gate'
	v_mov_b32 v17, v71                                  ; next 'gate'
	v_mov_b32 v18, v72                                  ; next 'gate'
	v_mov_b32 v19, v73                                  ; next 'gate'
	v_mov_b32 v20, v74                                  ; next 'gate'
	v_mov_b32 v21, v75                                  ; next 'gate'
	v_mov_b32 v22, v76                                  ; next 'gate'
	v_mov_b32 v23, v77                                  ; next 'gate'
	v_mov_b32 v24, v78                                  ; next 'gate'
	v_mov_b32 v25, v79                                  ; next 'gate'
	v_mov_b32 v26, v80                                  ; next 'gate'
	v_mov_b32 v27, v81                                  ; next 'gate'
	v_mov_b32 v28, v82                                  ; next 'gate'
	v_mov_b32 v29, v83                                  ; next 'gate'
	v_mov_b32 v30, v84                                  ; next 'gate'
	v_mov_b32 v31, v85                                  ; next 'gate'
	v_mov_b32 v70, v32                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v71, v33                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v72, v34                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v73, v35                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v74, v36                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v75, v37                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v76, v38                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v77, v39                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v78, v40                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v79, v41                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v80, v42                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v81, v43                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v82, v44                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v83, v45                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v84, v46                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v85, v47                                  ; examples/swiglu.kgen:10: product accumulator
	ds_read_b32 v56, v2 offset:25600                    ; B fragment 0 of k-step 0
	ds_read_b32 v57, v2 offset:25604                    ; B fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[70:85], v[86:87], v[56:57], v[70:85] ; examples/swiglu.kgen:10: mfma 32x32x8
	ds_read_b32 v56, v2 offset:25616                    ; B fragment 0 of k-step 1
	ds_read_b32 v57, v2 offset:25620                    ; B fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[70:85], v[88:89], v[56:57], v[70:85] ; examples/swiglu.kgen:10: mfma 32x32x8
	ds_read_b32 v56, v2 offset:25632                    ; B fragment 0 of k-step 2
	ds_read_b32 v57, v2 offset:25636                    ; B fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[70:85], v[90:91], v[56:57], v[70:85] ; examples/swiglu.kgen:10: mfma 32x32x8
	ds_read_b32 v56, v2 offset:25648                    ; B fragment 0 of k-step 3
	ds_read_b32 v57, v2 offset:25652                    ; B fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[70:85], v[92:93], v[56:57], v[70:85] ; examples/swiglu.kgen:10: mfma 32x32x8
	s_nop 7
	s_nop 7
	s_nop 2
	v_mov_b32 v32, v70                                  ; next 'up'
	v_mov_b32 v33, v71                                  ; next 'up'
	v_mov_b32 v34, v72                                  ; next 'up'
	v_mov_b32 v35, v73                                  ; next 'up'
	v_mov_b32 v36, v74                                  ; next 'up'
	v_mov_b32 v37, v75                                  ; next 'up'
	v_mov_b32 v38, v76                                  ; next 'up'
	v_mov_b32 v39, v77                                  ; next 'up'
	v_mov_b32 v40, v78                                  ; next 'up'
	v_mov_b32 v41, v79                                  ; next 'up'
	v_mov_b32 v42, v80                                  ; next 'up'
	v_mov_b32 v43, v81                                  ; next 'up'
	v_mov_b32 v44, v82                                  ; next 'up'
	v_mov_b32 v45, v83                                  ; next 'up'
	v_mov_b32 v46, v84                                  ; next 'up'
	v_mov_b32 v47, v85                                  ; next 'up'
	s_waitcnt vmcnt(4)
	ds_write_b128 v10, v[48:51]                         ; 16 bytes into st0
	s_waitcnt vmcnt(2)
	v_perm_b32 v48, v58, v52, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:5120                   ; a K-pair into st1
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v58, v52, s5                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:5200                   ; a K-pair into st1
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v59, v53, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:5280                   ; a K-pair into st1
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v59, v53, s5                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:5360                   ; a K-pair into st1
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v60, v54, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:5440                   ; a K-pair into st1
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v60, v54, s5                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:5520                   ; a K-pair into st1
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v61, v55, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:5600                   ; a K-pair into st1
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v61, v55, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:5680                   ; a K-pair into st1
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_perm_b32 v48, v66, v62, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:10240                  ; a K-pair into st2
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v66, v62, s5                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:10320                  ; a K-pair into st2
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v67, v63, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:10400                  ; a K-pair into st2
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v67, v63, s5                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:10480                  ; a K-pair into st2
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v68, v64, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:10560                  ; a K-pair into st2
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v68, v64, s5                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:10640                  ; a K-pair into st2
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v69, v65, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:10720                  ; a K-pair into st2
	s_mov_b64 exec, s[20:21]
	v_perm_b32 v48, v69, v65, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_169
	ds_write_b32 v12, v48 offset:10800                  ; a K-pair into st2
	s_mov_b64 exec, s[20:21]
.Lswiglu_if4_end:
	s_add_u32 s10, s10, 64
	s_cmp_lt_u32 s10, s11
	s_cbranch_scc1 .Lswiglu_loop2
.Lswiglu_loop2_end:
	s_add_u32 s4, s11, 31
	s_and_b32 s5, s4, 0xffffffe0                        ; the first chunk of 'kk' the pipeline left
	s_mov_b32 s4, s5                                    ; for kk in k: steps of 32: the rest, masked
	s_cmp_ge_u32 s4, s15
	s_cbranch_scc1 .Lswiglu_loop3_end
.Lswiglu_loop3:
	s_sub_u32 s5, s15, s4
	s_mov_b32 s6, s4
	s_mov_b32 s7, 0
	s_lshl_b64 s[10:11], s[6:7], 1
	s_add_u32 s6, s24, s10                              ; 'x' at this chunk
	s_addc_u32 s7, s25, s11
	v_cmp_lt_u32 s[10:11], v7, s14                      ; 'm' element in bounds
	v_cmp_lt_u32 s[20:21], v9, s5                       ; 'kk' element in bounds
	s_and_b64 s[22:23], s[10:11], s[20:21]
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[22:23]               ; lanes where %vpred_751
	global_load_ushort v12, v8, s[6:7]                  ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v13, 16, v12
	v_add_u32 v12, 1, v9
	v_cmp_lt_u32 s[20:21], v12, s5                      ; 'kk' element in bounds
	s_and_b64 s[22:23], s[10:11], s[20:21]
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[22:23]               ; lanes where %vpred_756
	global_load_ushort v12, v8, s[6:7] offset:2         ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v12
	v_add_u32 v12, 2, v9
	v_cmp_lt_u32 s[20:21], v12, s5                      ; 'kk' element in bounds
	s_and_b64 s[22:23], s[10:11], s[20:21]
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[22:23]               ; lanes where %vpred_761
	global_load_ushort v12, v8, s[6:7] offset:4         ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v12
	v_add_u32 v12, 3, v9
	v_cmp_lt_u32 s[20:21], v12, s5                      ; 'kk' element in bounds
	s_and_b64 s[22:23], s[10:11], s[20:21]
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[22:23]               ; lanes where %vpred_766
	global_load_ushort v12, v8, s[6:7] offset:6         ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v12
	v_add_u32 v12, 4, v9
	v_cmp_lt_u32 s[20:21], v12, s5                      ; 'kk' element in bounds
	s_and_b64 s[22:23], s[10:11], s[20:21]
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[22:23]               ; lanes where %vpred_771
	global_load_ushort v12, v8, s[6:7] offset:8         ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v12
	v_add_u32 v12, 5, v9
	v_cmp_lt_u32 s[20:21], v12, s5                      ; 'kk' element in bounds
	s_and_b64 s[22:23], s[10:11], s[20:21]
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[22:23]               ; lanes where %vpred_776
	global_load_ushort v12, v8, s[6:7] offset:10        ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v12
	v_add_u32 v12, 6, v9
	v_cmp_lt_u32 s[20:21], v12, s5                      ; 'kk' element in bounds
	s_and_b64 s[22:23], s[10:11], s[20:21]
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[22:23]               ; lanes where %vpred_781
	global_load_ushort v12, v8, s[6:7] offset:12        ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v12
	v_add_u32 v12, 7, v9
	v_cmp_lt_u32 s[20:21], v12, s5                      ; 'kk' element in bounds
	s_and_b64 s[22:23], s[10:11], s[20:21]
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[22:23]               ; lanes where %vpred_786
	global_load_ushort v12, v8, s[6:7] offset:14        ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v12
	v_lshrrev_b32 v12, 16, v13
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v10, v12                               ; A operand of the product: stage
	v_lshrrev_b32 v13, 16, v48
	ds_write_b16 v10, v13 offset:2                      ; A operand of the product: stage
	v_lshrrev_b32 v48, 16, v49
	ds_write_b16 v10, v48 offset:4                      ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v50
	ds_write_b16 v10, v49 offset:6                      ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v51
	ds_write_b16 v10, v50 offset:8                      ; A operand of the product: stage
	v_lshrrev_b32 v51, 16, v52
	ds_write_b16 v10, v51 offset:10                     ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v53
	ds_write_b16 v10, v52 offset:12                     ; A operand of the product: stage
	v_lshrrev_b32 v53, 16, v54
	ds_write_b16 v10, v53 offset:14                     ; A operand of the product: stage
	s_mul_i32 s6, s4, s16
	s_mul_hi_u32 s7, s4, s16
	s_lshl_b64 s[10:11], s[6:7], 1
	s_add_u32 s6, s26, s10                              ; 'w1' at this chunk
	s_addc_u32 s7, s27, s11
	v_cmp_lt_u32 s[20:21], v14, s19                     ; 'n' element in bounds
	v_cmp_lt_u32 s[22:23], v11, s5                      ; 'kk' element in bounds
	s_and_b64 s[28:29], s[20:21], s[22:23]
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_802
	global_load_ushort v54, v1, s[6:7]                  ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v54
	v_add_u32 v54, 1, v14
	v_cmp_lt_u32 s[20:21], v54, s19                     ; 'n' element in bounds
	s_and_b64 s[30:31], s[20:21], s[22:23]
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[30:31]               ; lanes where %vpred_807
	global_load_ushort v54, v1, s[6:7] offset:2         ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v54
	v_add_u32 v54, 2, v14
	v_cmp_lt_u32 s[20:21], v54, s19                     ; 'n' element in bounds
	s_and_b64 s[32:33], s[20:21], s[22:23]
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[32:33]               ; lanes where %vpred_812
	global_load_ushort v54, v1, s[6:7] offset:4         ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v54
	v_add_u32 v54, 3, v14
	v_cmp_lt_u32 s[20:21], v54, s19                     ; 'n' element in bounds
	s_and_b64 s[34:35], s[20:21], s[22:23]
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[34:35]               ; lanes where %vpred_817
	global_load_ushort v54, v1, s[6:7] offset:6         ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v54
	v_add_u32 v54, 4, v14
	v_cmp_lt_u32 s[20:21], v54, s19                     ; 'n' element in bounds
	s_and_b64 s[36:37], s[20:21], s[22:23]
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[36:37]               ; lanes where %vpred_822
	global_load_ushort v54, v1, s[6:7] offset:8         ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v54
	v_add_u32 v54, 5, v14
	v_cmp_lt_u32 s[20:21], v54, s19                     ; 'n' element in bounds
	s_and_b64 s[38:39], s[20:21], s[22:23]
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[38:39]               ; lanes where %vpred_827
	global_load_ushort v54, v1, s[6:7] offset:10        ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v54
	v_add_u32 v54, 6, v14
	v_cmp_lt_u32 s[20:21], v54, s19                     ; 'n' element in bounds
	s_and_b64 s[40:41], s[20:21], s[22:23]
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[40:41]               ; lanes where %vpred_832
	global_load_ushort v54, v1, s[6:7] offset:12        ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v54
	v_add_u32 v54, 7, v14
	v_cmp_lt_u32 s[20:21], v54, s19                     ; 'n' element in bounds
	s_and_b64 s[42:43], s[20:21], s[22:23]
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[42:43]               ; lanes where %vpred_837
	global_load_ushort v54, v1, s[6:7] offset:14        ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v54
	v_lshrrev_b32 v54, 16, v55
	ds_write_b16 v15, v54 offset:5120                   ; B operand of the product: stage
	v_lshrrev_b32 v54, 16, v56
	ds_write_b16 v15, v54 offset:5200                   ; B operand of the product: stage
	v_lshrrev_b32 v54, 16, v57
	ds_write_b16 v15, v54 offset:5280                   ; B operand of the product: stage
	v_lshrrev_b32 v54, 16, v58
	ds_write_b16 v15, v54 offset:5360                   ; B operand of the product: stage
	v_lshrrev_b32 v54, 16, v59
	ds_write_b16 v15, v54 offset:5440                   ; B operand of the product: stage
	v_lshrrev_b32 v54, 16, v60
	ds_write_b16 v15, v54 offset:5520                   ; B operand of the product: stage
	v_lshrrev_b32 v54, 16, v61
	ds_write_b16 v15, v54 offset:5600                   ; B operand of the product: stage
	v_lshrrev_b32 v54, 16, v62
	ds_write_b16 v15, v54 offset:5680                   ; B operand of the product: stage
	v_mov_b32 v54, v5                                   ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v55, v17                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v56, v18                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v57, v19                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v58, v20                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v59, v21                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v60, v22                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v61, v23                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v62, v24                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v63, v25                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v64, v26                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v65, v27                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v66, v28                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v67, v29                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v68, v30                                  ; examples/swiglu.kgen:9: product accumulator
	v_mov_b32 v69, v31                                  ; examples/swiglu.kgen:9: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v70, v2 offset:5120                     ; B fragment 0 of k-step 0
	ds_read_b32 v71, v2 offset:5124                     ; B fragment 0 of k-step 0
	ds_read_b32 v72, v6                                 ; A fragment 0 of k-step 0
	ds_read_b32 v73, v6 offset:4                        ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[54:69], v[72:73], v[70:71], v[54:69] ; examples/swiglu.kgen:9: mfma 32x32x8
	ds_read_b32 v70, v2 offset:5136                     ; B fragment 0 of k-step 1
	ds_read_b32 v71, v2 offset:5140                     ; B fragment 0 of k-step 1
	ds_read_b32 v72, v6 offset:16                       ; A fragment 0 of k-step 1
	ds_read_b32 v73, v6 offset:20                       ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[54:69], v[72:73], v[70:71], v[54:69] ; examples/swiglu.kgen:9: mfma 32x32x8
	ds_read_b32 v70, v2 offset:5152                     ; B fragment 0 of k-step 2
	ds_read_b32 v71, v2 offset:5156                     ; B fragment 0 of k-step 2
	ds_read_b32 v72, v6 offset:32                       ; A fragment 0 of k-step 2
	ds_read_b32 v73, v6 offset:36                       ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[54:69], v[72:73], v[70:71], v[54:69] ; examples/swiglu.kgen:9: mfma 32x32x8
	ds_read_b32 v70, v2 offset:5168                     ; B fragment 0 of k-step 3
	ds_read_b32 v71, v2 offset:5172                     ; B fragment 0 of k-step 3
	ds_read_b32 v72, v6 offset:48                       ; A fragment 0 of k-step 3
	ds_read_b32 v73, v6 offset:52                       ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[54:69], v[72:73], v[70:71], v[54:69] ; examples/swiglu.kgen:9: mfma 32x32x8
	s_nop 7
	s_nop 7
	s_nop 2
	v_mov_b32 v5, v54                                   ; next 'gate'
	v_mov_b32 v17, v55                                  ; next 'gate'
	v_mov_b32 v18, v56                                  ; next 'gate'
	v_mov_b32 v19, v57                                  ; next 'gate'
	v_mov_b32 v20, v58                                  ; next 'gate'
	v_mov_b32 v21, v59                                  ; next 'gate'
	v_mov_b32 v22, v60                                  ; next 'gate'
	v_mov_b32 v23, v61                                  ; next 'gate'
	v_mov_b32 v24, v62                                  ; next 'gate'
	v_mov_b32 v25, v63                                  ; next 'gate'
	v_mov_b32 v26, v64                                  ; next 'gate'
	v_mov_b32 v27, v65                                  ; next 'gate'
	v_mov_b32 v28, v66                                  ; next 'gate'
	v_mov_b32 v29, v67                                  ; next 'gate'
	v_mov_b32 v30, v68                                  ; next 'gate'
	v_mov_b32 v31, v69                                  ; next 'gate'
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v10, v12                               ; A operand of the product: stage
	ds_write_b16 v10, v13 offset:2                      ; A operand of the product: stage
	ds_write_b16 v10, v48 offset:4                      ; A operand of the product: stage
	ds_write_b16 v10, v49 offset:6                      ; A operand of the product: stage
	ds_write_b16 v10, v50 offset:8                      ; A operand of the product: stage
	ds_write_b16 v10, v51 offset:10                     ; A operand of the product: stage
	ds_write_b16 v10, v52 offset:12                     ; A operand of the product: stage
	ds_write_b16 v10, v53 offset:14                     ; A operand of the product: stage
	s_add_u32 s6, s8, s10                               ; 'w3' at this chunk
	s_addc_u32 s7, s9, s11
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[28:29]               ; lanes where %vpred_802
	global_load_ushort v12, v1, s[6:7]                  ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v13, 16, v12
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[30:31]               ; lanes where %vpred_807
	global_load_ushort v12, v1, s[6:7] offset:2         ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v12
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[32:33]               ; lanes where %vpred_812
	global_load_ushort v12, v1, s[6:7] offset:4         ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v12
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[34:35]               ; lanes where %vpred_817
	global_load_ushort v12, v1, s[6:7] offset:6         ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v12
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[36:37]               ; lanes where %vpred_822
	global_load_ushort v12, v1, s[6:7] offset:8         ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v12
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[38:39]               ; lanes where %vpred_827
	global_load_ushort v12, v1, s[6:7] offset:10        ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v12
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[40:41]               ; lanes where %vpred_832
	global_load_ushort v12, v1, s[6:7] offset:12        ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v12
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[42:43]               ; lanes where %vpred_837
	global_load_ushort v12, v1, s[6:7] offset:14        ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v12
	v_lshrrev_b32 v12, 16, v13
	ds_write_b16 v15, v12 offset:10240                  ; B operand of the product: stage
	v_lshrrev_b32 v12, 16, v48
	ds_write_b16 v15, v12 offset:10320                  ; B operand of the product: stage
	v_lshrrev_b32 v12, 16, v49
	ds_write_b16 v15, v12 offset:10400                  ; B operand of the product: stage
	v_lshrrev_b32 v12, 16, v50
	ds_write_b16 v15, v12 offset:10480                  ; B operand of the product: stage
	v_lshrrev_b32 v12, 16, v51
	ds_write_b16 v15, v12 offset:10560                  ; B operand of the product: stage
	v_lshrrev_b32 v12, 16, v52
	ds_write_b16 v15, v12 offset:10640                  ; B operand of the product: stage
	v_lshrrev_b32 v12, 16, v53
	ds_write_b16 v15, v12 offset:10720                  ; B operand of the product: stage
	v_lshrrev_b32 v12, 16, v54
	ds_write_b16 v15, v12 offset:10800                  ; B operand of the product: stage
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
	v_mov_b32 v62, v46                                  ; examples/swiglu.kgen:10: product accumulator
	v_mov_b32 v63, v47                                  ; examples/swiglu.kgen:10: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v12, v2 offset:10240                    ; B fragment 0 of k-step 0
	ds_read_b32 v13, v2 offset:10244                    ; B fragment 0 of k-step 0
	ds_read_b32 v64, v6                                 ; A fragment 0 of k-step 0
	ds_read_b32 v65, v6 offset:4                        ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[48:63], v[64:65], v[12:13], v[48:63] ; examples/swiglu.kgen:10: mfma 32x32x8
	ds_read_b32 v12, v2 offset:10256                    ; B fragment 0 of k-step 1
	ds_read_b32 v13, v2 offset:10260                    ; B fragment 0 of k-step 1
	ds_read_b32 v64, v6 offset:16                       ; A fragment 0 of k-step 1
	ds_read_b32 v65, v6 offset:20                       ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[48:63], v[64:65], v[12:13], v[48:63] ; examples/swiglu.kgen:10: mfma 32x32x8
	ds_read_b32 v12, v2 offset:10272                    ; B fragment 0 of k-step 2
	ds_read_b32 v13, v2 offset:10276                    ; B fragment 0 of k-step 2
	ds_read_b32 v64, v6 offset:32                       ; A fragment 0 of k-step 2
	ds_read_b32 v65, v6 offset:36                       ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[48:63], v[64:65], v[12:13], v[48:63] ; examples/swiglu.kgen:10: mfma 32x32x8
	ds_read_b32 v12, v2 offset:10288                    ; B fragment 0 of k-step 3
	ds_read_b32 v13, v2 offset:10292                    ; B fragment 0 of k-step 3
	ds_read_b32 v64, v6 offset:48                       ; A fragment 0 of k-step 3
	ds_read_b32 v65, v6 offset:52                       ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[48:63], v[64:65], v[12:13], v[48:63] ; examples/swiglu.kgen:10: mfma 32x32x8
	s_nop 7
	s_nop 7
	s_nop 2
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
	v_mov_b32 v46, v62                                  ; next 'up'
	v_mov_b32 v47, v63                                  ; next 'up'
	s_add_u32 s4, s4, 32
	s_cmp_lt_u32 s4, s15
	s_cbranch_scc1 .Lswiglu_loop3
.Lswiglu_loop3_end:
	v_mul_f32 v1, 0xbfb8aa3b, v5                        ; examples/swiglu.kgen:12
	v_exp_f32 v2, v1                                    ; examples/swiglu.kgen:12
	v_add_f32 v1, 1.0, v2                               ; examples/swiglu.kgen:12
	v_rcp_f32 v2, v1                                    ; examples/swiglu.kgen:12
	v_mul_f32 v1, 0xbfb8aa3b, v17                       ; examples/swiglu.kgen:12
	v_exp_f32 v6, v1                                    ; examples/swiglu.kgen:12
	v_add_f32 v1, 1.0, v6                               ; examples/swiglu.kgen:12
	v_rcp_f32 v6, v1                                    ; examples/swiglu.kgen:12
	v_mul_f32 v1, 0xbfb8aa3b, v18                       ; examples/swiglu.kgen:12
	v_exp_f32 v7, v1                                    ; examples/swiglu.kgen:12
	v_add_f32 v1, 1.0, v7                               ; examples/swiglu.kgen:12
	v_rcp_f32 v7, v1                                    ; examples/swiglu.kgen:12
	v_mul_f32 v1, 0xbfb8aa3b, v19                       ; examples/swiglu.kgen:12
	v_exp_f32 v8, v1                                    ; examples/swiglu.kgen:12
	v_add_f32 v1, 1.0, v8                               ; examples/swiglu.kgen:12
	v_rcp_f32 v8, v1                                    ; examples/swiglu.kgen:12
	v_mul_f32 v1, 0xbfb8aa3b, v20                       ; examples/swiglu.kgen:12
	v_exp_f32 v9, v1                                    ; examples/swiglu.kgen:12
	v_add_f32 v1, 1.0, v9                               ; examples/swiglu.kgen:12
	v_rcp_f32 v9, v1                                    ; examples/swiglu.kgen:12
	v_mul_f32 v1, 0xbfb8aa3b, v21                       ; examples/swiglu.kgen:12
	v_exp_f32 v10, v1                                   ; examples/swiglu.kgen:12
	v_add_f32 v1, 1.0, v10                              ; examples/swiglu.kgen:12
	v_rcp_f32 v10, v1                                   ; examples/swiglu.kgen:12
	v_mul_f32 v1, 0xbfb8aa3b, v22                       ; examples/swiglu.kgen:12
	v_exp_f32 v11, v1                                   ; examples/swiglu.kgen:12
	v_add_f32 v1, 1.0, v11                              ; examples/swiglu.kgen:12
	v_rcp_f32 v11, v1                                   ; examples/swiglu.kgen:12
	v_mul_f32 v1, 0xbfb8aa3b, v23                       ; examples/swiglu.kgen:12
	v_exp_f32 v12, v1                                   ; examples/swiglu.kgen:12
	v_add_f32 v1, 1.0, v12                              ; examples/swiglu.kgen:12
	v_rcp_f32 v12, v1                                   ; examples/swiglu.kgen:12
	v_mul_f32 v1, 0xbfb8aa3b, v24                       ; examples/swiglu.kgen:12
	v_exp_f32 v13, v1                                   ; examples/swiglu.kgen:12
	v_add_f32 v1, 1.0, v13                              ; examples/swiglu.kgen:12
	v_rcp_f32 v13, v1                                   ; examples/swiglu.kgen:12
	v_mul_f32 v1, 0xbfb8aa3b, v25                       ; examples/swiglu.kgen:12
	v_exp_f32 v14, v1                                   ; examples/swiglu.kgen:12
	v_add_f32 v1, 1.0, v14                              ; examples/swiglu.kgen:12
	v_rcp_f32 v14, v1                                   ; examples/swiglu.kgen:12
	v_mul_f32 v1, 0xbfb8aa3b, v26                       ; examples/swiglu.kgen:12
	v_exp_f32 v15, v1                                   ; examples/swiglu.kgen:12
	v_add_f32 v1, 1.0, v15                              ; examples/swiglu.kgen:12
	v_rcp_f32 v15, v1                                   ; examples/swiglu.kgen:12
	v_mul_f32 v1, 0xbfb8aa3b, v27                       ; examples/swiglu.kgen:12
	v_exp_f32 v48, v1                                   ; examples/swiglu.kgen:12
	v_add_f32 v1, 1.0, v48                              ; examples/swiglu.kgen:12
	v_rcp_f32 v48, v1                                   ; examples/swiglu.kgen:12
	v_mul_f32 v1, 0xbfb8aa3b, v28                       ; examples/swiglu.kgen:12
	v_exp_f32 v49, v1                                   ; examples/swiglu.kgen:12
	v_add_f32 v1, 1.0, v49                              ; examples/swiglu.kgen:12
	v_rcp_f32 v49, v1                                   ; examples/swiglu.kgen:12
	v_mul_f32 v1, 0xbfb8aa3b, v29                       ; examples/swiglu.kgen:12
	v_exp_f32 v50, v1                                   ; examples/swiglu.kgen:12
	v_add_f32 v1, 1.0, v50                              ; examples/swiglu.kgen:12
	v_rcp_f32 v50, v1                                   ; examples/swiglu.kgen:12
	v_mul_f32 v1, 0xbfb8aa3b, v30                       ; examples/swiglu.kgen:12
	v_exp_f32 v51, v1                                   ; examples/swiglu.kgen:12
	v_add_f32 v1, 1.0, v51                              ; examples/swiglu.kgen:12
	v_rcp_f32 v51, v1                                   ; examples/swiglu.kgen:12
	v_mul_f32 v1, 0xbfb8aa3b, v31                       ; examples/swiglu.kgen:12
	v_exp_f32 v52, v1                                   ; examples/swiglu.kgen:12
	v_add_f32 v1, 1.0, v52                              ; examples/swiglu.kgen:12
	v_rcp_f32 v52, v1                                   ; examples/swiglu.kgen:12
	v_mul_f32 v1, v5, v2                                ; examples/swiglu.kgen:12
	v_mul_f32 v2, v17, v6                               ; examples/swiglu.kgen:12
	v_mul_f32 v5, v18, v7                               ; examples/swiglu.kgen:12
	v_mul_f32 v6, v19, v8                               ; examples/swiglu.kgen:12
	v_mul_f32 v7, v20, v9                               ; examples/swiglu.kgen:12
	v_mul_f32 v8, v21, v10                              ; examples/swiglu.kgen:12
	v_mul_f32 v9, v22, v11                              ; examples/swiglu.kgen:12
	v_mul_f32 v10, v23, v12                             ; examples/swiglu.kgen:12
	v_mul_f32 v11, v24, v13                             ; examples/swiglu.kgen:12
	v_mul_f32 v12, v25, v14                             ; examples/swiglu.kgen:12
	v_mul_f32 v13, v26, v15                             ; examples/swiglu.kgen:12
	v_mul_f32 v14, v27, v48                             ; examples/swiglu.kgen:12
	v_mul_f32 v15, v28, v49                             ; examples/swiglu.kgen:12
	v_mul_f32 v17, v29, v50                             ; examples/swiglu.kgen:12
	v_mul_f32 v18, v30, v51                             ; examples/swiglu.kgen:12
	v_mul_f32 v19, v31, v52                             ; examples/swiglu.kgen:12
	v_mul_f32 v20, v1, v32                              ; examples/swiglu.kgen:12
	v_mul_f32 v1, v2, v33                               ; examples/swiglu.kgen:12
	v_mul_f32 v2, v5, v34                               ; examples/swiglu.kgen:12
	v_mul_f32 v5, v6, v35                               ; examples/swiglu.kgen:12
	v_mul_f32 v6, v7, v36                               ; examples/swiglu.kgen:12
	v_mul_f32 v7, v8, v37                               ; examples/swiglu.kgen:12
	v_mul_f32 v8, v9, v38                               ; examples/swiglu.kgen:12
	v_mul_f32 v9, v10, v39                              ; examples/swiglu.kgen:12
	v_mul_f32 v10, v11, v40                             ; examples/swiglu.kgen:12
	v_mul_f32 v11, v12, v41                             ; examples/swiglu.kgen:12
	v_mul_f32 v12, v13, v42                             ; examples/swiglu.kgen:12
	v_mul_f32 v13, v14, v43                             ; examples/swiglu.kgen:12
	v_mul_f32 v14, v15, v44                             ; examples/swiglu.kgen:12
	v_mul_f32 v15, v17, v45                             ; examples/swiglu.kgen:12
	v_mul_f32 v17, v18, v46                             ; examples/swiglu.kgen:12
	v_mul_f32 v18, v19, v47                             ; examples/swiglu.kgen:12
	v_bfe_u32 v19, v20, 16, 1                           ; round to bf16
	v_mov_b32 v21, 0x7fff
	v_add3_u32 v22, v20, v19, v21
	v_cmp_u_f32 s[4:5], v20, v20
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v22, v22, v19, s[4:5]
	v_and_b32 v19, 0xffff0000, v22
	v_bfe_u32 v20, v1, 16, 1                            ; round to bf16
	v_mov_b32 v21, 0x7fff
	v_add3_u32 v22, v1, v20, v21
	v_cmp_u_f32 s[4:5], v1, v1
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v22, v22, v1, s[4:5]
	v_and_b32 v1, 0xffff0000, v22
	v_bfe_u32 v20, v2, 16, 1                            ; round to bf16
	v_mov_b32 v21, 0x7fff
	v_add3_u32 v22, v2, v20, v21
	v_cmp_u_f32 s[4:5], v2, v2
	v_mov_b32 v2, 0x7fc00000
	v_cndmask_b32 v22, v22, v2, s[4:5]
	v_and_b32 v2, 0xffff0000, v22
	v_bfe_u32 v20, v5, 16, 1                            ; round to bf16
	v_mov_b32 v21, 0x7fff
	v_add3_u32 v22, v5, v20, v21
	v_cmp_u_f32 s[4:5], v5, v5
	v_mov_b32 v5, 0x7fc00000
	v_cndmask_b32 v22, v22, v5, s[4:5]
	v_and_b32 v5, 0xffff0000, v22
	v_bfe_u32 v20, v6, 16, 1                            ; round to bf16
	v_mov_b32 v21, 0x7fff
	v_add3_u32 v22, v6, v20, v21
	v_cmp_u_f32 s[4:5], v6, v6
	v_mov_b32 v6, 0x7fc00000
	v_cndmask_b32 v22, v22, v6, s[4:5]
	v_and_b32 v6, 0xffff0000, v22
	v_bfe_u32 v20, v7, 16, 1                            ; round to bf16
	v_mov_b32 v21, 0x7fff
	v_add3_u32 v22, v7, v20, v21
	v_cmp_u_f32 s[4:5], v7, v7
	v_mov_b32 v7, 0x7fc00000
	v_cndmask_b32 v22, v22, v7, s[4:5]
	v_and_b32 v7, 0xffff0000, v22
	v_bfe_u32 v20, v8, 16, 1                            ; round to bf16
	v_mov_b32 v21, 0x7fff
	v_add3_u32 v22, v8, v20, v21
	v_cmp_u_f32 s[4:5], v8, v8
	v_mov_b32 v8, 0x7fc00000
	v_cndmask_b32 v22, v22, v8, s[4:5]
	v_and_b32 v8, 0xffff0000, v22
	v_bfe_u32 v20, v9, 16, 1                            ; round to bf16
	v_mov_b32 v21, 0x7fff
	v_add3_u32 v22, v9, v20, v21
	v_cmp_u_f32 s[4:5], v9, v9
	v_mov_b32 v9, 0x7fc00000
	v_cndmask_b32 v22, v22, v9, s[4:5]
	v_and_b32 v9, 0xffff0000, v22
	v_bfe_u32 v20, v10, 16, 1                           ; round to bf16
	v_mov_b32 v21, 0x7fff
	v_add3_u32 v22, v10, v20, v21
	v_cmp_u_f32 s[4:5], v10, v10
	v_mov_b32 v10, 0x7fc00000
	v_cndmask_b32 v22, v22, v10, s[4:5]
	v_and_b32 v10, 0xffff0000, v22
	v_bfe_u32 v20, v11, 16, 1                           ; round to bf16
	v_mov_b32 v21, 0x7fff
	v_add3_u32 v22, v11, v20, v21
	v_cmp_u_f32 s[4:5], v11, v11
	v_mov_b32 v11, 0x7fc00000
	v_cndmask_b32 v22, v22, v11, s[4:5]
	v_and_b32 v11, 0xffff0000, v22
	v_bfe_u32 v20, v12, 16, 1                           ; round to bf16
	v_mov_b32 v21, 0x7fff
	v_add3_u32 v22, v12, v20, v21
	v_cmp_u_f32 s[4:5], v12, v12
	v_mov_b32 v12, 0x7fc00000
	v_cndmask_b32 v22, v22, v12, s[4:5]
	v_and_b32 v12, 0xffff0000, v22
	v_bfe_u32 v20, v13, 16, 1                           ; round to bf16
	v_mov_b32 v21, 0x7fff
	v_add3_u32 v22, v13, v20, v21
	v_cmp_u_f32 s[4:5], v13, v13
	v_mov_b32 v13, 0x7fc00000
	v_cndmask_b32 v22, v22, v13, s[4:5]
	v_and_b32 v13, 0xffff0000, v22
	v_bfe_u32 v20, v14, 16, 1                           ; round to bf16
	v_mov_b32 v21, 0x7fff
	v_add3_u32 v22, v14, v20, v21
	v_cmp_u_f32 s[4:5], v14, v14
	v_mov_b32 v14, 0x7fc00000
	v_cndmask_b32 v22, v22, v14, s[4:5]
	v_and_b32 v14, 0xffff0000, v22
	v_bfe_u32 v20, v15, 16, 1                           ; round to bf16
	v_mov_b32 v21, 0x7fff
	v_add3_u32 v22, v15, v20, v21
	v_cmp_u_f32 s[4:5], v15, v15
	v_mov_b32 v15, 0x7fc00000
	v_cndmask_b32 v22, v22, v15, s[4:5]
	v_and_b32 v15, 0xffff0000, v22
	v_bfe_u32 v20, v17, 16, 1                           ; round to bf16
	v_mov_b32 v21, 0x7fff
	v_add3_u32 v22, v17, v20, v21
	v_cmp_u_f32 s[4:5], v17, v17
	v_mov_b32 v17, 0x7fc00000
	v_cndmask_b32 v22, v22, v17, s[4:5]
	v_and_b32 v17, 0xffff0000, v22
	v_bfe_u32 v20, v18, 16, 1                           ; round to bf16
	v_mov_b32 v21, 0x7fff
	v_add3_u32 v22, v18, v20, v21
	v_cmp_u_f32 s[4:5], v18, v18
	v_mov_b32 v18, 0x7fc00000
	v_cndmask_b32 v22, v22, v18, s[4:5]
	v_and_b32 v18, 0xffff0000, v22
	v_cmp_lt_u32 s[4:5], v16, s14                       ; 'm' element in bounds
	v_cmp_lt_u32 s[6:7], v4, s19                        ; 'n' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	v_lshrrev_b32 v4, 16, v19
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_1051
	global_store_short v3, v4, s[12:13]                 ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s16, 1
	s_lshl_b32 s5, s4, 1
	v_add_u32 v4, s5, v3
	v_add_u32 v19, 1, v16
	v_cmp_lt_u32 s[4:5], v19, s14                       ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	v_lshrrev_b32 v19, 16, v1
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_1058
	global_store_short v4, v19, s[12:13]                ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s16, 2
	s_lshl_b32 s5, s4, 1
	v_add_u32 v1, s5, v3
	v_add_u32 v4, 2, v16
	v_cmp_lt_u32 s[4:5], v4, s14                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	v_lshrrev_b32 v4, 16, v2
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_1065
	global_store_short v1, v4, s[12:13]                 ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s16, 3
	s_lshl_b32 s5, s4, 1
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 3, v16
	v_cmp_lt_u32 s[4:5], v2, s14                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	v_lshrrev_b32 v2, 16, v5
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_1072
	global_store_short v1, v2, s[12:13]                 ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s16, 8
	s_lshl_b32 s5, s4, 1
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 8, v16
	v_cmp_lt_u32 s[4:5], v2, s14                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	v_lshrrev_b32 v2, 16, v6
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_1079
	global_store_short v1, v2, s[12:13]                 ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s16, 9
	s_lshl_b32 s5, s4, 1
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 9, v16
	v_cmp_lt_u32 s[4:5], v2, s14                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	v_lshrrev_b32 v2, 16, v7
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_1086
	global_store_short v1, v2, s[12:13]                 ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s16, 10
	s_lshl_b32 s5, s4, 1
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 10, v16
	v_cmp_lt_u32 s[4:5], v2, s14                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	v_lshrrev_b32 v2, 16, v8
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_1093
	global_store_short v1, v2, s[12:13]                 ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s16, 11
	s_lshl_b32 s5, s4, 1
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 11, v16
	v_cmp_lt_u32 s[4:5], v2, s14                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	v_lshrrev_b32 v2, 16, v9
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_1100
	global_store_short v1, v2, s[12:13]                 ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s16, 16
	s_lshl_b32 s5, s4, 1
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 16, v16
	v_cmp_lt_u32 s[4:5], v2, s14                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	v_lshrrev_b32 v2, 16, v10
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_1107
	global_store_short v1, v2, s[12:13]                 ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s16, 17
	s_lshl_b32 s5, s4, 1
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 17, v16
	v_cmp_lt_u32 s[4:5], v2, s14                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	v_lshrrev_b32 v2, 16, v11
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_1114
	global_store_short v1, v2, s[12:13]                 ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s16, 18
	s_lshl_b32 s5, s4, 1
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 18, v16
	v_cmp_lt_u32 s[4:5], v2, s14                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	v_lshrrev_b32 v2, 16, v12
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_1121
	global_store_short v1, v2, s[12:13]                 ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s16, 19
	s_lshl_b32 s5, s4, 1
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 19, v16
	v_cmp_lt_u32 s[4:5], v2, s14                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	v_lshrrev_b32 v2, 16, v13
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_1128
	global_store_short v1, v2, s[12:13]                 ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s16, 24
	s_lshl_b32 s5, s4, 1
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 24, v16
	v_cmp_lt_u32 s[4:5], v2, s14                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	v_lshrrev_b32 v2, 16, v14
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_1135
	global_store_short v1, v2, s[12:13]                 ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s16, 25
	s_lshl_b32 s5, s4, 1
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 25, v16
	v_cmp_lt_u32 s[4:5], v2, s14                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	v_lshrrev_b32 v2, 16, v15
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_1142
	global_store_short v1, v2, s[12:13]                 ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s16, 26
	s_lshl_b32 s5, s4, 1
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 26, v16
	v_cmp_lt_u32 s[4:5], v2, s14                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	v_lshrrev_b32 v2, 16, v17
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_1149
	global_store_short v1, v2, s[12:13]                 ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s16, 27
	s_lshl_b32 s5, s4, 1
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 27, v16
	v_cmp_lt_u32 s[4:5], v2, s14                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	v_lshrrev_b32 v2, 16, v18
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_1156
	global_store_short v1, v2, s[12:13]                 ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[4:5]
.Lswiglu_if0_end:
	s_endpgm
.Lfunc_end_swiglu:
	.size	swiglu, .Lfunc_end_swiglu-swiglu

	.rodata
	.p2align	6
	.amdhsa_kernel swiglu
		.amdhsa_group_segment_fixed_size 30720
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 44
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 94
		.amdhsa_next_free_sgpr 50
		.amdhsa_accum_offset 96
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
    .group_segment_fixed_size: 30720
    .kernarg_segment_align: 8
    .kernarg_segment_size: 44
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     56
    .sgpr_spill_count: 0
    .vgpr_count:     94
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
