; kgen AMDGCN module for gfx950: 1 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 5

; kernel grouped_gemm: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel grouped_gemm from examples/grouped_gemm.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 512 threads = 8 x 64-wide waves
;   grid: n, m, g
;   chunk: g: 1, m: 128, n: 128, kk: 64; walked in chunks: none
;   layout: g:1 x m:128 x n:128: reg[m1 m2 m8 m16 n32] lane[n1 n2 n4 n8 n16 m4] warp[m32 m64 n64]
;     (the first product's accumulator; at most 8 elements per vector access)
;   tile products on mfma 32x32x16: operands staged in shared memory (a loop's plain-load operands streamed ahead through registers), results in the accumulator layout
;   accumulator orientations of least cost (0 shuffle and conversion instructions per thread)
;   product 12:16 m x n contracting kk: 4 x 2 warps, each mfma 32x32x16 tiles
;   value layouts (each the first of the products' accumulator layouts, then blocked layouts, over its axes, sliced):
;     L0 [g, m, n]: g:1 x m:128 x n:128: reg[m1 m2 m8 m16 n32] lane[n1 n2 n4 n8 n16 m4] warp[m32 m64 n64]
;     L1 [m, kk]: m:128 x kk:64: reg[kk1 kk2 kk4 m64] lane[kk8 kk16 kk32 m1 m2 m4] warp[m8 m16 m32]
;     L2 [g, n, kk]: g:1 x n:128 x kk:64: reg[kk1 kk2 kk4 n64] lane[kk8 kk16 kk32 n1 n2 n4] warp[n8 n16 n32]
;       10:11 add -> L0; 10:11 carried -> L0; 12:16 load x -> L1; 12:27 load w -> L2; 12:16 matmul -> L0; 12:9 add -> L0
;       11:5 loop_result -> L0; 14:15 cast -> L0
; resources: 124 VGPRs, 0 AGPRs, 50 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 73728 bytes LDS, 52 bytes of arguments, 512 threads
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
	s_mov_b32 s5, 0x5040100                             ; a v_perm_b32 selector for the whole kernel
	s_mov_b32 s6, 0x7fff                                ; the bf16 rounding bias for the whole kernel
	s_load_dwordx2 s[8:9], s[0:1], 0x0                  ; argument x
	s_load_dwordx2 s[10:11], s[0:1], 0x8                ; argument w
	s_load_dwordx2 s[12:13], s[0:1], 0x10               ; argument offs
	s_load_dwordx2 s[14:15], s[0:1], 0x18               ; argument y
	s_load_dword s7, s[0:1], 0x20                       ; argument T
	s_load_dword s16, s[0:1], 0x24                      ; argument K
	s_load_dword s17, s[0:1], 0x2c                      ; argument N
	s_load_dword s18, s[0:1], 0x30                      ; argument G1
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s19, s2                                   ; program index along 'n'
	s_mul_i32 s20, s19, 0x80                            ; first 'n' of this program's tile (128)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s19, s17, s20
	s_min_u32 s21, s19, 0x80                            ; 'n' elements in this tile
	s_mov_b32 s19, s3                                   ; program index along 'm'
	s_mov_b32 s22, s4                                   ; program index along 'g'
	v_mov_b32 v2, 0                                     ; no entry past the offsets
	s_cmp_lt_u32 s22, s18                               ; offs[g] lies inside the offsets
	s_cselect_b32 s23, 1, 0
	s_lshl_b32 s24, s22, 2
	s_cmp_eq_u32 s23, 0                                 ; if %upred_18
	s_cbranch_scc1 .Lgrouped_gemm_skip0
	v_mov_b32 v3, s24                                   ; offs[g]
	global_load_dword v2, v3, s[12:13]
.Lgrouped_gemm_skip0:
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s23, v2                         ; offs[g], uniform
	s_mov_b32 s25, s23
	v_mov_b32 v2, 0                                     ; no entry past the offsets
	s_add_u32 s23, s22, 1
	s_cmp_lt_u32 s23, s18                               ; offs[g + 1] lies inside the offsets
	s_cselect_b32 s18, 1, 0
	s_cmp_eq_u32 s18, 0                                 ; if %upred_23
	s_cbranch_scc1 .Lgrouped_gemm_skip1
	v_mov_b32 v3, s24                                   ; offs[g + 1]
	global_load_dword v2, v3, s[12:13] offset:4
.Lgrouped_gemm_skip1:
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s12, v2                         ; offs[g + 1], uniform
	s_mov_b32 s13, s12
	s_min_u32 s12, s13, s7                              ; segment end, in its dimension
	s_min_u32 s7, s25, s12                              ; segment start, at most its end
	s_mul_i32 s13, s19, 0x80
	s_add_u32 s18, s7, s13                              ; first 'm' of this program's tile (128)
	s_max_u32 s7, s12, s18
	s_sub_u32 s12, s7, s18
	s_min_u32 s7, s12, 0x80                             ; 'm' rows of the segment in this tile
	s_and_b32 s12, s16, 7
	s_cmp_eq_u32 s12, 0                                 ; rows start aligned to 8 elements iff K % 8 == 0
	s_cselect_b32 s12, 1, 0
	s_cmp_ge_u32 s21, 0x80                              ; a whole chunk of 'n' (128) is in bounds
	s_cselect_b32 s13, 1, 0
	s_cmp_ge_u32 s7, 0x80                               ; a whole chunk of 'm' (128) is in bounds
	s_cselect_b32 s19, 1, 0
	s_and_b32 s23, s13, s19
	v_and_b32 v2, 31, v1
	v_lshrrev_b32 v3, 6, v1
	v_and_b32 v4, 3, v3
	v_lshlrev_b32 v3, 5, v4
	v_or_b32 v4, v2, v3                                 ; thread's 'r' coordinate
	v_lshrrev_b32 v5, 5, v1
	v_and_b32 v6, 1, v5
	v_lshlrev_b32 v5, 3, v6
	v_mov_b32 v7, 0x48
	v_mul_lo_u32 v8, v7, v4
	v_add_u32 v4, v8, v5
	v_lshlrev_b32 v7, 1, v4                             ; thread's M-fragment place
	v_lshrrev_b32 v4, 8, v1
	v_lshlrev_b32 v8, 6, v4
	v_or_b32 v4, v2, v8                                 ; thread's 'r' coordinate
	v_mov_b32 v2, 0x48
	v_mul_lo_u32 v8, v2, v4
	v_add_u32 v2, v8, v5
	v_lshlrev_b32 v5, 1, v2                             ; thread's N-fragment place
	v_lshrrev_b32 v2, 3, v1
	v_and_b32 v8, 7, v1
	v_lshlrev_b32 v9, 3, v8
	v_mul_lo_u32 v8, s16, v2
	v_add_u32 v10, v8, v9
	v_lshlrev_b32 v8, 1, v10                            ; thread's first 16 bytes of a 'x' tile
	v_mov_b32 v10, 0x48
	v_mul_lo_u32 v11, v10, v2
	v_add_u32 v10, v11, v9
	v_lshlrev_b32 v11, 1, v10                           ; thread's first 16 bytes in st0
	s_mul_i32 s24, s18, s16
	s_mul_hi_u32 s25, s18, s16
	s_lshl_b64 s[26:27], s[24:25], 1
	s_add_u32 s24, s8, s26                              ; 'x' at this program
	s_addc_u32 s25, s9, s27
	s_mul_i32 s8, s16, s17                              ; a stride of 'w'
	s_mul_i32 s26, s22, s8
	s_mul_hi_u32 s27, s22, s8
	s_lshl_b64 s[8:9], s[26:27], 1
	s_add_u32 s26, s10, s8                              ; 'w' at this program
	s_addc_u32 s27, s11, s9
	s_mul_i32 s8, s20, s16
	s_mul_hi_u32 s9, s20, s16
	s_lshl_b64 s[10:11], s[8:9], 1
	s_add_u32 s8, s26, s10                              ; 'w' at this program
	s_addc_u32 s9, s27, s11
	v_lshlrev_b32 v10, 2, v6
	v_or_b32 v6, v10, v3                                ; thread's 'm' coordinate
	v_mul_lo_u32 v3, s17, v6
	v_add_u32 v10, v3, v4
	v_lshlrev_b32 v3, 1, v10                            ; thread's byte offset in a chunk of 'y'
	s_mul_i32 s10, s18, s17
	s_mul_hi_u32 s11, s18, s17
	s_lshl_b64 s[18:19], s[10:11], 1
	s_add_u32 s10, s14, s18                             ; 'y' at this program
	s_addc_u32 s11, s15, s19
	s_mov_b32 s14, s20
	s_mov_b32 s15, 0
	s_lshl_b64 s[18:19], s[14:15], 1
	s_add_u32 s14, s10, s18                             ; 'y' at this program
	s_addc_u32 s15, s11, s19
	s_cmp_eq_u32 s23, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lgrouped_gemm_if0_else
	v_add_f32 v10, 0, 0                                 ; examples/grouped_gemm.kgen:10
	v_mov_b32 v12, v10                                  ; loop-carried 'acc'
	v_mov_b32 v13, v10                                  ; loop-carried 'acc'
	v_mov_b32 v14, v10                                  ; loop-carried 'acc'
	v_mov_b32 v15, v10                                  ; loop-carried 'acc'
	v_mov_b32 v16, v10                                  ; loop-carried 'acc'
	v_mov_b32 v17, v10                                  ; loop-carried 'acc'
	v_mov_b32 v18, v10                                  ; loop-carried 'acc'
	v_mov_b32 v19, v10                                  ; loop-carried 'acc'
	v_mov_b32 v20, v10                                  ; loop-carried 'acc'
	v_mov_b32 v21, v10                                  ; loop-carried 'acc'
	v_mov_b32 v22, v10                                  ; loop-carried 'acc'
	v_mov_b32 v23, v10                                  ; loop-carried 'acc'
	v_mov_b32 v24, v10                                  ; loop-carried 'acc'
	v_mov_b32 v25, v10                                  ; loop-carried 'acc'
	v_mov_b32 v26, v10                                  ; loop-carried 'acc'
	v_mov_b32 v27, v10                                  ; loop-carried 'acc'
	v_mov_b32 v28, v10                                  ; loop-carried 'acc'
	v_mov_b32 v29, v10                                  ; loop-carried 'acc'
	v_mov_b32 v30, v10                                  ; loop-carried 'acc'
	v_mov_b32 v31, v10                                  ; loop-carried 'acc'
	v_mov_b32 v32, v10                                  ; loop-carried 'acc'
	v_mov_b32 v33, v10                                  ; loop-carried 'acc'
	v_mov_b32 v34, v10                                  ; loop-carried 'acc'
	v_mov_b32 v35, v10                                  ; loop-carried 'acc'
	v_mov_b32 v36, v10                                  ; loop-carried 'acc'
	v_mov_b32 v37, v10                                  ; loop-carried 'acc'
	v_mov_b32 v38, v10                                  ; loop-carried 'acc'
	v_mov_b32 v39, v10                                  ; loop-carried 'acc'
	v_mov_b32 v40, v10                                  ; loop-carried 'acc'
	v_mov_b32 v41, v10                                  ; loop-carried 'acc'
	v_mov_b32 v42, v10                                  ; loop-carried 'acc'
	v_mov_b32 v43, v10                                  ; loop-carried 'acc'
	s_cmp_lg_u32 s7, 0                                  ; this tile holds rows of 'm'
	s_cselect_b32 s10, 1, 0
	s_cmp_lg_u32 s10, 0                                 ; no steps in a tile past its segment's end
	s_cselect_b32 s10, s16, 0
	s_cmp_ge_u32 s10, 64                                ; at least one whole chunk of 'kk'
	s_cselect_b32 s11, 1, 0
	s_sub_u32 s13, s10, 63
	s_cmp_lg_u32 s11, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s11, s13, 0
	s_cmp_eq_u32 s12, 0                                 ; rows 16-byte aligned: 16-byte loads; otherwise element by element
	s_cbranch_scc1 .Lgrouped_gemm_if1_else
	s_add_u32 s13, s11, 63
	s_lshr_b32 s18, s13, 6                              ; steps of 64
	s_mov_b32 s22, 0
	s_mov_b32 s23, 0
	s_lshl_b64 s[26:27], s[22:23], 1
	s_add_u32 s22, s24, s26                             ; 'x' at this chunk
	s_addc_u32 s23, s25, s27
	s_cmp_lt_u32 0, s11                                 ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s13, 1, 0
	v_cmp_lt_u32 s[28:29], v2, s7
	s_cmp_lg_u32 s13, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[28:29]
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1195
	global_load_dwordx4 v[44:47], v8, s[22:23]          ; examples/grouped_gemm.kgen:12: 16 bytes of 'x'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	ds_write_b128 v11, v[44:47]                         ; 16 bytes into st0
	v_add_u32 v10, 64, v2
	v_cmp_lt_u32 s[28:29], v10, s7
	s_cmp_lg_u32 s13, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[28:29]
	s_mul_i32 s19, s16, 0x80
	v_add_u32 v48, s19, v8
	v_mov_b32 v50, 0                                    ; outside: 0
	v_mov_b32 v51, 0                                    ; outside: 0
	v_mov_b32 v52, 0                                    ; outside: 0
	v_mov_b32 v53, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1198
	global_load_dwordx4 v[50:53], v48, s[22:23]         ; examples/grouped_gemm.kgen:12: 16 bytes of 'x'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	ds_write_b128 v11, v[50:53] offset:9216             ; 16 bytes into st0
	s_add_u32 s22, s8, s26                              ; 'w' at this chunk
	s_addc_u32 s23, s9, s27
	v_cmp_lt_u32 s[26:27], v2, s21
	s_cmp_lg_u32 s13, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[26:27]
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1203
	global_load_dwordx4 v[54:57], v8, s[22:23]          ; examples/grouped_gemm.kgen:12: 16 bytes of 'w'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	ds_write_b128 v11, v[54:57] offset:18432            ; 16 bytes into st1
	v_cmp_lt_u32 s[26:27], v10, s21
	s_cmp_lg_u32 s13, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[26:27]
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1205
	global_load_dwordx4 v[58:61], v48, s[22:23]         ; examples/grouped_gemm.kgen:12: 16 bytes of 'w'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	ds_write_b128 v11, v[58:61] offset:27648            ; 16 bytes into st1
	s_mov_b32 s22, 64
	s_mov_b32 s23, 0
	s_lshl_b64 s[26:27], s[22:23], 1
	s_add_u32 s22, s24, s26                             ; 'x' at this chunk
	s_addc_u32 s23, s25, s27
	s_cmp_lt_u32 64, s11                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s13, 1, 0
	v_cmp_lt_u32 s[28:29], v2, s7
	s_cmp_lg_u32 s13, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[28:29]
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1211
	global_load_dwordx4 v[44:47], v8, s[22:23]          ; examples/grouped_gemm.kgen:12: 16 bytes of 'x'
	s_mov_b64 exec, s[28:29]
	v_add_u32 v10, 64, v2
	v_cmp_lt_u32 s[28:29], v10, s7
	s_cmp_lg_u32 s13, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[28:29]
	s_mul_i32 s19, s16, 0x80
	v_add_u32 v48, s19, v8
	v_mov_b32 v50, 0                                    ; outside: 0
	v_mov_b32 v51, 0                                    ; outside: 0
	v_mov_b32 v52, 0                                    ; outside: 0
	v_mov_b32 v53, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1214
	global_load_dwordx4 v[50:53], v48, s[22:23]         ; examples/grouped_gemm.kgen:12: 16 bytes of 'x'
	s_mov_b64 exec, s[28:29]
	s_add_u32 s22, s8, s26                              ; 'w' at this chunk
	s_addc_u32 s23, s9, s27
	v_cmp_lt_u32 s[26:27], v2, s21
	s_cmp_lg_u32 s13, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[26:27]
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1219
	global_load_dwordx4 v[54:57], v8, s[22:23]          ; examples/grouped_gemm.kgen:12: 16 bytes of 'w'
	s_mov_b64 exec, s[26:27]
	v_cmp_lt_u32 s[26:27], v10, s21
	s_cmp_lg_u32 s13, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[26:27]
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1221
	global_load_dwordx4 v[58:61], v48, s[22:23]         ; examples/grouped_gemm.kgen:12: 16 bytes of 'w'
	s_mov_b64 exec, s[26:27]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	v_readfirstlane_b32 s13, v1                         ; group 1 starts one barrier behind: its memory phases run under group 0's MFMA phases
	s_lshr_b32 s19, s13, 8
	s_cmp_eq_u32 s19, 1
	s_cbranch_scc0 .Lgrouped_gemm_group0
	s_barrier
.Lgrouped_gemm_group0:
	s_and_b32 s13, s18, -2
	s_mov_b32 s19, 0                                    ; for kk in k: steps of 64: whole chunks: ping-pong, two steps per trip
	s_cmp_ge_u32 s19, s13
	s_cbranch_scc1 .Lgrouped_gemm_loop0_end
.Lgrouped_gemm_loop0:
	s_waitcnt vmcnt(3)
	ds_write_b128 v11, v[44:47] offset:36864            ; 16 bytes into st0
	s_waitcnt vmcnt(2)
	ds_write_b128 v11, v[50:53] offset:46080            ; 16 bytes into st0
	s_waitcnt vmcnt(1)
	ds_write_b128 v11, v[54:57] offset:55296            ; 16 bytes into st1
	s_waitcnt vmcnt(0)
	ds_write_b128 v11, v[58:61] offset:64512            ; 16 bytes into st1
	s_add_u32 s20, s19, 2
	s_mul_i32 s22, s20, 64
	s_mov_b32 s26, s22
	s_mov_b32 s27, 0
	s_lshl_b64 s[28:29], s[26:27], 1
	s_add_u32 s26, s24, s28                             ; 'x' at this chunk
	s_addc_u32 s27, s25, s29
	s_cmp_lt_u32 s22, s11                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s20, 1, 0
	v_cmp_lt_u32 s[22:23], v2, s7
	s_cmp_lg_u32 s20, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[22:23]
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_1248
	global_load_dwordx4 v[44:47], v8, s[26:27]          ; examples/grouped_gemm.kgen:12: 16 bytes of 'x'
	s_mov_b64 exec, s[22:23]
	v_add_u32 v10, 64, v2
	v_cmp_lt_u32 s[22:23], v10, s7
	s_cmp_lg_u32 s20, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[22:23]
	s_mul_i32 s22, s16, 0x80
	v_add_u32 v48, s22, v8
	v_mov_b32 v50, 0                                    ; outside: 0
	v_mov_b32 v51, 0                                    ; outside: 0
	v_mov_b32 v52, 0                                    ; outside: 0
	v_mov_b32 v53, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_1251
	global_load_dwordx4 v[50:53], v48, s[26:27]         ; examples/grouped_gemm.kgen:12: 16 bytes of 'x'
	s_mov_b64 exec, s[22:23]
	s_add_u32 s22, s8, s28                              ; 'w' at this chunk
	s_addc_u32 s23, s9, s29
	v_cmp_lt_u32 s[26:27], v2, s21
	s_cmp_lg_u32 s20, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[26:27]
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1256
	global_load_dwordx4 v[54:57], v8, s[22:23]          ; examples/grouped_gemm.kgen:12: 16 bytes of 'w'
	s_mov_b64 exec, s[26:27]
	v_cmp_lt_u32 s[26:27], v10, s21
	s_cmp_lg_u32 s20, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[26:27]
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1258
	global_load_dwordx4 v[58:61], v48, s[22:23]         ; examples/grouped_gemm.kgen:12: 16 bytes of 'w'
	s_mov_b64 exec, s[26:27]
	ds_read_b128 v[62:65], v5 offset:18432              ; B fragment 0 of k-step 0
	ds_read_b128 v[66:69], v5 offset:23040              ; B fragment 1 of k-step 0
	ds_read_b128 v[70:73], v7                           ; A fragment 0 of k-step 0
	ds_read_b128 v[74:77], v5 offset:18464              ; B fragment 0 of k-step 1
	ds_read_b128 v[78:81], v5 offset:23072              ; B fragment 1 of k-step 1
	ds_read_b128 v[82:85], v7 offset:32                 ; A fragment 0 of k-step 1
	ds_read_b128 v[86:89], v5 offset:18496              ; B fragment 0 of k-step 2
	ds_read_b128 v[90:93], v5 offset:23104              ; B fragment 1 of k-step 2
	ds_read_b128 v[94:97], v7 offset:64                 ; A fragment 0 of k-step 2
	ds_read_b128 v[98:101], v5 offset:18528             ; B fragment 0 of k-step 3
	ds_read_b128 v[102:105], v5 offset:23136            ; B fragment 1 of k-step 3
	ds_read_b128 v[106:109], v7 offset:96               ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	s_setprio 1                                         ; MFMA phase: issue priority up
	v_mfma_f32_32x32x16_bf16 v[12:27], v[70:73], v[62:65], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[70:73], v[66:69], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[12:27], v[82:85], v[74:77], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[82:85], v[78:81], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[12:27], v[94:97], v[86:89], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[94:97], v[90:93], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[12:27], v[106:109], v[98:101], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[106:109], v[102:105], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	s_setprio 0                                         ; MFMA phase over: priority back down
	s_barrier                                           ; ping-pong hand-over
	s_add_u32 s20, s19, 1
	s_waitcnt vmcnt(3)
	ds_write_b128 v11, v[44:47]                         ; 16 bytes into st0
	s_waitcnt vmcnt(2)
	ds_write_b128 v11, v[50:53] offset:9216             ; 16 bytes into st0
	s_waitcnt vmcnt(1)
	ds_write_b128 v11, v[54:57] offset:18432            ; 16 bytes into st1
	s_waitcnt vmcnt(0)
	ds_write_b128 v11, v[58:61] offset:27648            ; 16 bytes into st1
	s_add_u32 s22, s20, 2
	s_mul_i32 s20, s22, 64
	s_mov_b32 s22, s20
	s_mov_b32 s23, 0
	s_lshl_b64 s[26:27], s[22:23], 1
	s_add_u32 s22, s24, s26                             ; 'x' at this chunk
	s_addc_u32 s23, s25, s27
	s_cmp_lt_u32 s20, s11                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s20, 1, 0
	v_cmp_lt_u32 s[28:29], v2, s7
	s_cmp_lg_u32 s20, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[28:29]
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1334
	global_load_dwordx4 v[44:47], v8, s[22:23]          ; examples/grouped_gemm.kgen:12: 16 bytes of 'x'
	s_mov_b64 exec, s[28:29]
	v_add_u32 v10, 64, v2
	v_cmp_lt_u32 s[28:29], v10, s7
	s_cmp_lg_u32 s20, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[28:29]
	s_mul_i32 s28, s16, 0x80
	v_add_u32 v48, s28, v8
	v_mov_b32 v50, 0                                    ; outside: 0
	v_mov_b32 v51, 0                                    ; outside: 0
	v_mov_b32 v52, 0                                    ; outside: 0
	v_mov_b32 v53, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1337
	global_load_dwordx4 v[50:53], v48, s[22:23]         ; examples/grouped_gemm.kgen:12: 16 bytes of 'x'
	s_mov_b64 exec, s[28:29]
	s_add_u32 s22, s8, s26                              ; 'w' at this chunk
	s_addc_u32 s23, s9, s27
	v_cmp_lt_u32 s[26:27], v2, s21
	s_cmp_lg_u32 s20, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[26:27]
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1342
	global_load_dwordx4 v[54:57], v8, s[22:23]          ; examples/grouped_gemm.kgen:12: 16 bytes of 'w'
	s_mov_b64 exec, s[26:27]
	v_cmp_lt_u32 s[26:27], v10, s21
	s_cmp_lg_u32 s20, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[26:27]
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1344
	global_load_dwordx4 v[58:61], v48, s[22:23]         ; examples/grouped_gemm.kgen:12: 16 bytes of 'w'
	s_mov_b64 exec, s[26:27]
	ds_read_b128 v[62:65], v5 offset:55296              ; B fragment 0 of k-step 0
	ds_read_b128 v[66:69], v5 offset:59904              ; B fragment 1 of k-step 0
	ds_read_b128 v[70:73], v7 offset:36864              ; A fragment 0 of k-step 0
	ds_read_b128 v[74:77], v5 offset:55328              ; B fragment 0 of k-step 1
	ds_read_b128 v[78:81], v5 offset:59936              ; B fragment 1 of k-step 1
	ds_read_b128 v[82:85], v7 offset:36896              ; A fragment 0 of k-step 1
	ds_read_b128 v[86:89], v5 offset:55360              ; B fragment 0 of k-step 2
	ds_read_b128 v[90:93], v5 offset:59968              ; B fragment 1 of k-step 2
	ds_read_b128 v[94:97], v7 offset:36928              ; A fragment 0 of k-step 2
	ds_read_b128 v[98:101], v5 offset:55392             ; B fragment 0 of k-step 3
	ds_read_b128 v[102:105], v5 offset:60000            ; B fragment 1 of k-step 3
	ds_read_b128 v[106:109], v7 offset:36960            ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	s_setprio 1                                         ; MFMA phase: issue priority up
	v_mfma_f32_32x32x16_bf16 v[12:27], v[70:73], v[62:65], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[70:73], v[66:69], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[12:27], v[82:85], v[74:77], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[82:85], v[78:81], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[12:27], v[94:97], v[86:89], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[94:97], v[90:93], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[12:27], v[106:109], v[98:101], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[106:109], v[102:105], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	s_setprio 0                                         ; MFMA phase over: priority back down
	s_barrier                                           ; ping-pong hand-over
	s_add_u32 s19, s19, 2
	s_cmp_lt_u32 s19, s13
	s_cbranch_scc1 .Lgrouped_gemm_loop0
.Lgrouped_gemm_loop0_end:
	s_and_b32 s13, s18, 1
	s_cmp_lg_u32 s13, 0
	s_cselect_b32 s13, 1, 0
	s_cmp_eq_u32 s13, 0                                 ; an odd number of steps: the last one
	s_cbranch_scc1 .Lgrouped_gemm_if2_end
	s_waitcnt vmcnt(3)
	ds_read_b128 v[44:47], v5 offset:18432              ; B fragment 0 of k-step 0
	s_waitcnt vmcnt(2)
	ds_read_b128 v[48:51], v5 offset:23040              ; B fragment 1 of k-step 0
	s_waitcnt vmcnt(1)
	ds_read_b128 v[52:55], v7                           ; A fragment 0 of k-step 0
	s_waitcnt vmcnt(0)
	ds_read_b128 v[56:59], v5 offset:18464              ; B fragment 0 of k-step 1
	ds_read_b128 v[60:63], v5 offset:23072              ; B fragment 1 of k-step 1
	ds_read_b128 v[64:67], v7 offset:32                 ; A fragment 0 of k-step 1
	ds_read_b128 v[68:71], v5 offset:18496              ; B fragment 0 of k-step 2
	ds_read_b128 v[72:75], v5 offset:23104              ; B fragment 1 of k-step 2
	ds_read_b128 v[76:79], v7 offset:64                 ; A fragment 0 of k-step 2
	ds_read_b128 v[80:83], v5 offset:18528              ; B fragment 0 of k-step 3
	ds_read_b128 v[84:87], v5 offset:23136              ; B fragment 1 of k-step 3
	ds_read_b128 v[88:91], v7 offset:96                 ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	s_setprio 1                                         ; MFMA phase: issue priority up
	v_mfma_f32_32x32x16_bf16 v[12:27], v[52:55], v[44:47], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[52:55], v[48:51], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[12:27], v[64:67], v[56:59], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[64:67], v[60:63], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[12:27], v[76:79], v[68:71], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[76:79], v[72:75], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[12:27], v[88:91], v[80:83], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[88:91], v[84:87], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	s_setprio 0                                         ; MFMA phase over: priority back down
	s_barrier                                           ; ping-pong hand-over
.Lgrouped_gemm_if2_end:
	v_readfirstlane_b32 s13, v1                         ; group 0 catches up: both groups have passed the same number of barriers before the epilogue
	s_lshr_b32 s18, s13, 8
	s_cmp_eq_u32 s18, 0
	s_cbranch_scc0 .Lgrouped_gemm_group1
	s_barrier
.Lgrouped_gemm_group1:
	s_branch .Lgrouped_gemm_if1_end
.Lgrouped_gemm_if1_else:
	s_add_u32 s13, s11, 63
	s_lshr_b32 s18, s13, 6                              ; steps of 64
	s_mov_b32 s22, 0
	s_mov_b32 s23, 0
	s_lshl_b64 s[26:27], s[22:23], 1
	s_add_u32 s22, s24, s26                             ; 'x' at this chunk
	s_addc_u32 s23, s25, s27
	s_cmp_lt_u32 0, s11                                 ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s13, 1, 0
	v_cmp_lt_u32 s[28:29], v2, s7
	s_cmp_lg_u32 s13, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[28:29]
	v_mov_b32 v10, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1453
	global_load_ushort v10, v8, s[22:23]                ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v44, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1453
	global_load_ushort v44, v8, s[22:23] offset:2       ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1453
	global_load_ushort v45, v8, s[22:23] offset:4       ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v46, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1453
	global_load_ushort v46, v8, s[22:23] offset:6       ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v47, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1453
	global_load_ushort v47, v8, s[22:23] offset:8       ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v48, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1453
	global_load_ushort v48, v8, s[22:23] offset:10      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v49, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1453
	global_load_ushort v49, v8, s[22:23] offset:12      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v50, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1453
	global_load_ushort v50, v8, s[22:23] offset:14      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(6)
	v_perm_b32 v51, v44, v10, s5                        ; elements 0, 1
	s_waitcnt vmcnt(4)
	v_perm_b32 v52, v46, v45, s5                        ; elements 2, 3
	s_waitcnt vmcnt(2)
	v_perm_b32 v53, v48, v47, s5                        ; elements 4, 5
	s_waitcnt vmcnt(0)
	v_perm_b32 v54, v50, v49, s5                        ; elements 6, 7
	v_mov_b32 v56, v51                                  ; 16 bytes into st0
	v_mov_b32 v57, v52
	v_mov_b32 v58, v53
	v_mov_b32 v59, v54
	ds_write_b128 v11, v[56:59]
	v_add_u32 v51, 64, v2
	v_cmp_lt_u32 s[28:29], v51, s7
	s_cmp_lg_u32 s13, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[28:29]
	s_mul_i32 s19, s16, 0x80
	v_add_u32 v52, s19, v8
	v_mov_b32 v53, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1460
	global_load_ushort v53, v52, s[22:23]               ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v54, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1460
	global_load_ushort v54, v52, s[22:23] offset:2      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v55, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1460
	global_load_ushort v55, v52, s[22:23] offset:4      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v56, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1460
	global_load_ushort v56, v52, s[22:23] offset:6      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v57, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1460
	global_load_ushort v57, v52, s[22:23] offset:8      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v58, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1460
	global_load_ushort v58, v52, s[22:23] offset:10     ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v59, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1460
	global_load_ushort v59, v52, s[22:23] offset:12     ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v60, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1460
	global_load_ushort v60, v52, s[22:23] offset:14     ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(6)
	v_perm_b32 v61, v54, v53, s5                        ; elements 0, 1
	s_waitcnt vmcnt(4)
	v_perm_b32 v62, v56, v55, s5                        ; elements 2, 3
	s_waitcnt vmcnt(2)
	v_perm_b32 v63, v58, v57, s5                        ; elements 4, 5
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v60, v59, s5                        ; elements 6, 7
	v_mov_b32 v66, v61                                  ; 16 bytes into st0
	v_mov_b32 v67, v62
	v_mov_b32 v68, v63
	v_mov_b32 v69, v64
	ds_write_b128 v11, v[66:69] offset:9216
	s_add_u32 s22, s8, s26                              ; 'w' at this chunk
	s_addc_u32 s23, s9, s27
	v_cmp_lt_u32 s[26:27], v2, s21
	s_cmp_lg_u32 s13, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[26:27]
	v_mov_b32 v61, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1469
	global_load_ushort v61, v8, s[22:23]                ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v62, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1469
	global_load_ushort v62, v8, s[22:23] offset:2       ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v63, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1469
	global_load_ushort v63, v8, s[22:23] offset:4       ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v64, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1469
	global_load_ushort v64, v8, s[22:23] offset:6       ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v65, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1469
	global_load_ushort v65, v8, s[22:23] offset:8       ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v66, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1469
	global_load_ushort v66, v8, s[22:23] offset:10      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v67, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1469
	global_load_ushort v67, v8, s[22:23] offset:12      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v68, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1469
	global_load_ushort v68, v8, s[22:23] offset:14      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(6)
	v_perm_b32 v69, v62, v61, s5                        ; elements 0, 1
	s_waitcnt vmcnt(4)
	v_perm_b32 v70, v64, v63, s5                        ; elements 2, 3
	s_waitcnt vmcnt(2)
	v_perm_b32 v71, v66, v65, s5                        ; elements 4, 5
	s_waitcnt vmcnt(0)
	v_perm_b32 v72, v68, v67, s5                        ; elements 6, 7
	v_mov_b32 v74, v69                                  ; 16 bytes into st1
	v_mov_b32 v75, v70
	v_mov_b32 v76, v71
	v_mov_b32 v77, v72
	ds_write_b128 v11, v[74:77] offset:18432
	v_cmp_lt_u32 s[26:27], v51, s21
	s_cmp_lg_u32 s13, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[26:27]
	v_mov_b32 v51, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1475
	global_load_ushort v51, v52, s[22:23]               ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v69, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1475
	global_load_ushort v69, v52, s[22:23] offset:2      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v70, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1475
	global_load_ushort v70, v52, s[22:23] offset:4      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v71, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1475
	global_load_ushort v71, v52, s[22:23] offset:6      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v72, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1475
	global_load_ushort v72, v52, s[22:23] offset:8      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v73, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1475
	global_load_ushort v73, v52, s[22:23] offset:10     ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v74, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1475
	global_load_ushort v74, v52, s[22:23] offset:12     ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v75, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1475
	global_load_ushort v75, v52, s[22:23] offset:14     ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(6)
	v_perm_b32 v52, v69, v51, s5                        ; elements 0, 1
	s_waitcnt vmcnt(4)
	v_perm_b32 v76, v71, v70, s5                        ; elements 2, 3
	s_waitcnt vmcnt(2)
	v_perm_b32 v77, v73, v72, s5                        ; elements 4, 5
	s_waitcnt vmcnt(0)
	v_perm_b32 v78, v75, v74, s5                        ; elements 6, 7
	v_mov_b32 v80, v52                                  ; 16 bytes into st1
	v_mov_b32 v81, v76
	v_mov_b32 v82, v77
	v_mov_b32 v83, v78
	ds_write_b128 v11, v[80:83] offset:27648
	s_mov_b32 s22, 64
	s_mov_b32 s23, 0
	s_lshl_b64 s[26:27], s[22:23], 1
	s_add_u32 s22, s24, s26                             ; 'x' at this chunk
	s_addc_u32 s23, s25, s27
	s_cmp_lt_u32 64, s11                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s13, 1, 0
	v_cmp_lt_u32 s[28:29], v2, s7
	s_cmp_lg_u32 s13, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[28:29]
	v_mov_b32 v10, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1485
	global_load_ushort v10, v8, s[22:23]                ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v44, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1485
	global_load_ushort v44, v8, s[22:23] offset:2       ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1485
	global_load_ushort v45, v8, s[22:23] offset:4       ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v46, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1485
	global_load_ushort v46, v8, s[22:23] offset:6       ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v47, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1485
	global_load_ushort v47, v8, s[22:23] offset:8       ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v48, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1485
	global_load_ushort v48, v8, s[22:23] offset:10      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v49, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1485
	global_load_ushort v49, v8, s[22:23] offset:12      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v50, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1485
	global_load_ushort v50, v8, s[22:23] offset:14      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v52, 64, v2
	v_cmp_lt_u32 s[28:29], v52, s7
	s_cmp_lg_u32 s13, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[28:29]
	s_mul_i32 s19, s16, 0x80
	v_add_u32 v76, s19, v8
	v_mov_b32 v53, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1492
	global_load_ushort v53, v76, s[22:23]               ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v54, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1492
	global_load_ushort v54, v76, s[22:23] offset:2      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v55, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1492
	global_load_ushort v55, v76, s[22:23] offset:4      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v56, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1492
	global_load_ushort v56, v76, s[22:23] offset:6      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v57, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1492
	global_load_ushort v57, v76, s[22:23] offset:8      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v58, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1492
	global_load_ushort v58, v76, s[22:23] offset:10     ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v59, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1492
	global_load_ushort v59, v76, s[22:23] offset:12     ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v60, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1492
	global_load_ushort v60, v76, s[22:23] offset:14     ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	s_add_u32 s22, s8, s26                              ; 'w' at this chunk
	s_addc_u32 s23, s9, s27
	v_cmp_lt_u32 s[26:27], v2, s21
	s_cmp_lg_u32 s13, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[26:27]
	v_mov_b32 v61, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1501
	global_load_ushort v61, v8, s[22:23]                ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v62, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1501
	global_load_ushort v62, v8, s[22:23] offset:2       ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v63, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1501
	global_load_ushort v63, v8, s[22:23] offset:4       ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v64, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1501
	global_load_ushort v64, v8, s[22:23] offset:6       ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v65, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1501
	global_load_ushort v65, v8, s[22:23] offset:8       ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v66, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1501
	global_load_ushort v66, v8, s[22:23] offset:10      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v67, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1501
	global_load_ushort v67, v8, s[22:23] offset:12      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v68, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1501
	global_load_ushort v68, v8, s[22:23] offset:14      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_cmp_lt_u32 s[26:27], v52, s21
	s_cmp_lg_u32 s13, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[26:27]
	v_mov_b32 v51, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1507
	global_load_ushort v51, v76, s[22:23]               ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v69, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1507
	global_load_ushort v69, v76, s[22:23] offset:2      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v70, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1507
	global_load_ushort v70, v76, s[22:23] offset:4      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v71, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1507
	global_load_ushort v71, v76, s[22:23] offset:6      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v72, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1507
	global_load_ushort v72, v76, s[22:23] offset:8      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v73, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1507
	global_load_ushort v73, v76, s[22:23] offset:10     ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v74, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1507
	global_load_ushort v74, v76, s[22:23] offset:12     ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v75, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1507
	global_load_ushort v75, v76, s[22:23] offset:14     ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	v_readfirstlane_b32 s13, v1                         ; group 1 starts one barrier behind: its memory phases run under group 0's MFMA phases
	s_lshr_b32 s19, s13, 8
	s_cmp_eq_u32 s19, 1
	s_cbranch_scc0 .Lgrouped_gemm_group2
	s_barrier
.Lgrouped_gemm_group2:
	s_and_b32 s13, s18, -2
	s_mov_b32 s19, 0                                    ; for kk in k: steps of 64: whole chunks: ping-pong, two steps per trip
	s_cmp_ge_u32 s19, s13
	s_cbranch_scc1 .Lgrouped_gemm_loop1_end
.Lgrouped_gemm_loop1:
	s_waitcnt vmcnt(30)
	v_perm_b32 v52, v44, v10, s5                        ; elements 0, 1
	s_waitcnt vmcnt(28)
	v_perm_b32 v76, v46, v45, s5                        ; elements 2, 3
	s_waitcnt vmcnt(26)
	v_perm_b32 v77, v48, v47, s5                        ; elements 4, 5
	s_waitcnt vmcnt(24)
	v_perm_b32 v78, v50, v49, s5                        ; elements 6, 7
	v_mov_b32 v80, v52                                  ; 16 bytes into st0
	v_mov_b32 v81, v76
	v_mov_b32 v82, v77
	v_mov_b32 v83, v78
	ds_write_b128 v11, v[80:83] offset:36864
	s_waitcnt vmcnt(22)
	v_perm_b32 v52, v54, v53, s5                        ; elements 0, 1
	s_waitcnt vmcnt(20)
	v_perm_b32 v76, v56, v55, s5                        ; elements 2, 3
	s_waitcnt vmcnt(18)
	v_perm_b32 v77, v58, v57, s5                        ; elements 4, 5
	s_waitcnt vmcnt(16)
	v_perm_b32 v78, v60, v59, s5                        ; elements 6, 7
	v_mov_b32 v80, v52                                  ; 16 bytes into st0
	v_mov_b32 v81, v76
	v_mov_b32 v82, v77
	v_mov_b32 v83, v78
	ds_write_b128 v11, v[80:83] offset:46080
	s_waitcnt vmcnt(14)
	v_perm_b32 v52, v62, v61, s5                        ; elements 0, 1
	s_waitcnt vmcnt(12)
	v_perm_b32 v76, v64, v63, s5                        ; elements 2, 3
	s_waitcnt vmcnt(10)
	v_perm_b32 v77, v66, v65, s5                        ; elements 4, 5
	s_waitcnt vmcnt(8)
	v_perm_b32 v78, v68, v67, s5                        ; elements 6, 7
	v_mov_b32 v80, v52                                  ; 16 bytes into st1
	v_mov_b32 v81, v76
	v_mov_b32 v82, v77
	v_mov_b32 v83, v78
	ds_write_b128 v11, v[80:83] offset:55296
	s_waitcnt vmcnt(6)
	v_perm_b32 v52, v69, v51, s5                        ; elements 0, 1
	s_waitcnt vmcnt(4)
	v_perm_b32 v76, v71, v70, s5                        ; elements 2, 3
	s_waitcnt vmcnt(2)
	v_perm_b32 v77, v73, v72, s5                        ; elements 4, 5
	s_waitcnt vmcnt(0)
	v_perm_b32 v78, v75, v74, s5                        ; elements 6, 7
	v_mov_b32 v80, v52                                  ; 16 bytes into st1
	v_mov_b32 v81, v76
	v_mov_b32 v82, v77
	v_mov_b32 v83, v78
	ds_write_b128 v11, v[80:83] offset:64512
	s_add_u32 s20, s19, 2
	s_mul_i32 s22, s20, 64
	s_mov_b32 s26, s22
	s_mov_b32 s27, 0
	s_lshl_b64 s[28:29], s[26:27], 1
	s_add_u32 s26, s24, s28                             ; 'x' at this chunk
	s_addc_u32 s27, s25, s29
	s_cmp_lt_u32 s22, s11                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s20, 1, 0
	v_cmp_lt_u32 s[22:23], v2, s7
	s_cmp_lg_u32 s20, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[22:23]
	v_mov_b32 v10, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_1554
	global_load_ushort v10, v8, s[26:27]                ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v44, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_1554
	global_load_ushort v44, v8, s[26:27] offset:2       ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_1554
	global_load_ushort v45, v8, s[26:27] offset:4       ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v46, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_1554
	global_load_ushort v46, v8, s[26:27] offset:6       ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v47, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_1554
	global_load_ushort v47, v8, s[26:27] offset:8       ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v48, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_1554
	global_load_ushort v48, v8, s[26:27] offset:10      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v49, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_1554
	global_load_ushort v49, v8, s[26:27] offset:12      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v50, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_1554
	global_load_ushort v50, v8, s[26:27] offset:14      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_add_u32 v52, 64, v2
	v_cmp_lt_u32 s[22:23], v52, s7
	s_cmp_lg_u32 s20, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[22:23]
	s_mul_i32 s22, s16, 0x80
	v_add_u32 v76, s22, v8
	v_mov_b32 v53, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_1561
	global_load_ushort v53, v76, s[26:27]               ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v54, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_1561
	global_load_ushort v54, v76, s[26:27] offset:2      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v55, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_1561
	global_load_ushort v55, v76, s[26:27] offset:4      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v56, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_1561
	global_load_ushort v56, v76, s[26:27] offset:6      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v57, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_1561
	global_load_ushort v57, v76, s[26:27] offset:8      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v58, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_1561
	global_load_ushort v58, v76, s[26:27] offset:10     ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v59, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_1561
	global_load_ushort v59, v76, s[26:27] offset:12     ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v60, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_1561
	global_load_ushort v60, v76, s[26:27] offset:14     ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	s_add_u32 s22, s8, s28                              ; 'w' at this chunk
	s_addc_u32 s23, s9, s29
	v_cmp_lt_u32 s[26:27], v2, s21
	s_cmp_lg_u32 s20, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[26:27]
	v_mov_b32 v61, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1570
	global_load_ushort v61, v8, s[22:23]                ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v62, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1570
	global_load_ushort v62, v8, s[22:23] offset:2       ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v63, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1570
	global_load_ushort v63, v8, s[22:23] offset:4       ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v64, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1570
	global_load_ushort v64, v8, s[22:23] offset:6       ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v65, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1570
	global_load_ushort v65, v8, s[22:23] offset:8       ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v66, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1570
	global_load_ushort v66, v8, s[22:23] offset:10      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v67, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1570
	global_load_ushort v67, v8, s[22:23] offset:12      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v68, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1570
	global_load_ushort v68, v8, s[22:23] offset:14      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_cmp_lt_u32 s[26:27], v52, s21
	s_cmp_lg_u32 s20, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[26:27]
	v_mov_b32 v51, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1576
	global_load_ushort v51, v76, s[22:23]               ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v69, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1576
	global_load_ushort v69, v76, s[22:23] offset:2      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v70, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1576
	global_load_ushort v70, v76, s[22:23] offset:4      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v71, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1576
	global_load_ushort v71, v76, s[22:23] offset:6      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v72, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1576
	global_load_ushort v72, v76, s[22:23] offset:8      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v73, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1576
	global_load_ushort v73, v76, s[22:23] offset:10     ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v74, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1576
	global_load_ushort v74, v76, s[22:23] offset:12     ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v75, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1576
	global_load_ushort v75, v76, s[22:23] offset:14     ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	ds_read_b128 v[76:79], v5 offset:18432              ; B fragment 0 of k-step 0
	ds_read_b128 v[80:83], v5 offset:23040              ; B fragment 1 of k-step 0
	ds_read_b128 v[84:87], v7                           ; A fragment 0 of k-step 0
	ds_read_b128 v[88:91], v5 offset:18464              ; B fragment 0 of k-step 1
	ds_read_b128 v[92:95], v5 offset:23072              ; B fragment 1 of k-step 1
	ds_read_b128 v[96:99], v7 offset:32                 ; A fragment 0 of k-step 1
	ds_read_b128 v[100:103], v5 offset:18496            ; B fragment 0 of k-step 2
	ds_read_b128 v[104:107], v5 offset:23104            ; B fragment 1 of k-step 2
	ds_read_b128 v[108:111], v7 offset:64               ; A fragment 0 of k-step 2
	ds_read_b128 v[112:115], v5 offset:18528            ; B fragment 0 of k-step 3
	ds_read_b128 v[116:119], v5 offset:23136            ; B fragment 1 of k-step 3
	ds_read_b128 v[120:123], v7 offset:96               ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	s_setprio 1                                         ; MFMA phase: issue priority up
	v_mfma_f32_32x32x16_bf16 v[12:27], v[84:87], v[76:79], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[84:87], v[80:83], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[12:27], v[96:99], v[88:91], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[96:99], v[92:95], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[12:27], v[108:111], v[100:103], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[108:111], v[104:107], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[12:27], v[120:123], v[112:115], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[120:123], v[116:119], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	s_setprio 0                                         ; MFMA phase over: priority back down
	s_barrier                                           ; ping-pong hand-over
	s_add_u32 s20, s19, 1
	s_waitcnt vmcnt(30)
	v_perm_b32 v52, v44, v10, s5                        ; elements 0, 1
	s_waitcnt vmcnt(28)
	v_perm_b32 v76, v46, v45, s5                        ; elements 2, 3
	s_waitcnt vmcnt(26)
	v_perm_b32 v77, v48, v47, s5                        ; elements 4, 5
	s_waitcnt vmcnt(24)
	v_perm_b32 v78, v50, v49, s5                        ; elements 6, 7
	v_mov_b32 v80, v52                                  ; 16 bytes into st0
	v_mov_b32 v81, v76
	v_mov_b32 v82, v77
	v_mov_b32 v83, v78
	ds_write_b128 v11, v[80:83]
	s_waitcnt vmcnt(22)
	v_perm_b32 v52, v54, v53, s5                        ; elements 0, 1
	s_waitcnt vmcnt(20)
	v_perm_b32 v76, v56, v55, s5                        ; elements 2, 3
	s_waitcnt vmcnt(18)
	v_perm_b32 v77, v58, v57, s5                        ; elements 4, 5
	s_waitcnt vmcnt(16)
	v_perm_b32 v78, v60, v59, s5                        ; elements 6, 7
	v_mov_b32 v80, v52                                  ; 16 bytes into st0
	v_mov_b32 v81, v76
	v_mov_b32 v82, v77
	v_mov_b32 v83, v78
	ds_write_b128 v11, v[80:83] offset:9216
	s_waitcnt vmcnt(14)
	v_perm_b32 v52, v62, v61, s5                        ; elements 0, 1
	s_waitcnt vmcnt(12)
	v_perm_b32 v76, v64, v63, s5                        ; elements 2, 3
	s_waitcnt vmcnt(10)
	v_perm_b32 v77, v66, v65, s5                        ; elements 4, 5
	s_waitcnt vmcnt(8)
	v_perm_b32 v78, v68, v67, s5                        ; elements 6, 7
	v_mov_b32 v80, v52                                  ; 16 bytes into st1
	v_mov_b32 v81, v76
	v_mov_b32 v82, v77
	v_mov_b32 v83, v78
	ds_write_b128 v11, v[80:83] offset:18432
	s_waitcnt vmcnt(6)
	v_perm_b32 v52, v69, v51, s5                        ; elements 0, 1
	s_waitcnt vmcnt(4)
	v_perm_b32 v76, v71, v70, s5                        ; elements 2, 3
	s_waitcnt vmcnt(2)
	v_perm_b32 v77, v73, v72, s5                        ; elements 4, 5
	s_waitcnt vmcnt(0)
	v_perm_b32 v78, v75, v74, s5                        ; elements 6, 7
	v_mov_b32 v80, v52                                  ; 16 bytes into st1
	v_mov_b32 v81, v76
	v_mov_b32 v82, v77
	v_mov_b32 v83, v78
	ds_write_b128 v11, v[80:83] offset:27648
	s_add_u32 s22, s20, 2
	s_mul_i32 s20, s22, 64
	s_mov_b32 s22, s20
	s_mov_b32 s23, 0
	s_lshl_b64 s[26:27], s[22:23], 1
	s_add_u32 s22, s24, s26                             ; 'x' at this chunk
	s_addc_u32 s23, s25, s27
	s_cmp_lt_u32 s20, s11                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s20, 1, 0
	v_cmp_lt_u32 s[28:29], v2, s7
	s_cmp_lg_u32 s20, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[28:29]
	v_mov_b32 v10, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1672
	global_load_ushort v10, v8, s[22:23]                ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v44, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1672
	global_load_ushort v44, v8, s[22:23] offset:2       ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1672
	global_load_ushort v45, v8, s[22:23] offset:4       ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v46, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1672
	global_load_ushort v46, v8, s[22:23] offset:6       ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v47, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1672
	global_load_ushort v47, v8, s[22:23] offset:8       ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v48, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1672
	global_load_ushort v48, v8, s[22:23] offset:10      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v49, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1672
	global_load_ushort v49, v8, s[22:23] offset:12      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v50, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1672
	global_load_ushort v50, v8, s[22:23] offset:14      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v52, 64, v2
	v_cmp_lt_u32 s[28:29], v52, s7
	s_cmp_lg_u32 s20, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[28:29]
	s_mul_i32 s28, s16, 0x80
	v_add_u32 v76, s28, v8
	v_mov_b32 v53, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1679
	global_load_ushort v53, v76, s[22:23]               ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v54, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1679
	global_load_ushort v54, v76, s[22:23] offset:2      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v55, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1679
	global_load_ushort v55, v76, s[22:23] offset:4      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v56, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1679
	global_load_ushort v56, v76, s[22:23] offset:6      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v57, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1679
	global_load_ushort v57, v76, s[22:23] offset:8      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v58, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1679
	global_load_ushort v58, v76, s[22:23] offset:10     ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v59, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1679
	global_load_ushort v59, v76, s[22:23] offset:12     ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v60, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1679
	global_load_ushort v60, v76, s[22:23] offset:14     ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	s_add_u32 s22, s8, s26                              ; 'w' at this chunk
	s_addc_u32 s23, s9, s27
	v_cmp_lt_u32 s[26:27], v2, s21
	s_cmp_lg_u32 s20, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[26:27]
	v_mov_b32 v61, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1688
	global_load_ushort v61, v8, s[22:23]                ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v62, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1688
	global_load_ushort v62, v8, s[22:23] offset:2       ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v63, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1688
	global_load_ushort v63, v8, s[22:23] offset:4       ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v64, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1688
	global_load_ushort v64, v8, s[22:23] offset:6       ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v65, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1688
	global_load_ushort v65, v8, s[22:23] offset:8       ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v66, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1688
	global_load_ushort v66, v8, s[22:23] offset:10      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v67, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1688
	global_load_ushort v67, v8, s[22:23] offset:12      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v68, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1688
	global_load_ushort v68, v8, s[22:23] offset:14      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_cmp_lt_u32 s[26:27], v52, s21
	s_cmp_lg_u32 s20, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[26:27]
	v_mov_b32 v51, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1694
	global_load_ushort v51, v76, s[22:23]               ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v69, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1694
	global_load_ushort v69, v76, s[22:23] offset:2      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v70, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1694
	global_load_ushort v70, v76, s[22:23] offset:4      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v71, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1694
	global_load_ushort v71, v76, s[22:23] offset:6      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v72, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1694
	global_load_ushort v72, v76, s[22:23] offset:8      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v73, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1694
	global_load_ushort v73, v76, s[22:23] offset:10     ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v74, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1694
	global_load_ushort v74, v76, s[22:23] offset:12     ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v75, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1694
	global_load_ushort v75, v76, s[22:23] offset:14     ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	ds_read_b128 v[76:79], v5 offset:55296              ; B fragment 0 of k-step 0
	ds_read_b128 v[80:83], v5 offset:59904              ; B fragment 1 of k-step 0
	ds_read_b128 v[84:87], v7 offset:36864              ; A fragment 0 of k-step 0
	ds_read_b128 v[88:91], v5 offset:55328              ; B fragment 0 of k-step 1
	ds_read_b128 v[92:95], v5 offset:59936              ; B fragment 1 of k-step 1
	ds_read_b128 v[96:99], v7 offset:36896              ; A fragment 0 of k-step 1
	ds_read_b128 v[100:103], v5 offset:55360            ; B fragment 0 of k-step 2
	ds_read_b128 v[104:107], v5 offset:59968            ; B fragment 1 of k-step 2
	ds_read_b128 v[108:111], v7 offset:36928            ; A fragment 0 of k-step 2
	ds_read_b128 v[112:115], v5 offset:55392            ; B fragment 0 of k-step 3
	ds_read_b128 v[116:119], v5 offset:60000            ; B fragment 1 of k-step 3
	ds_read_b128 v[120:123], v7 offset:36960            ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	s_setprio 1                                         ; MFMA phase: issue priority up
	v_mfma_f32_32x32x16_bf16 v[12:27], v[84:87], v[76:79], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[84:87], v[80:83], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[12:27], v[96:99], v[88:91], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[96:99], v[92:95], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[12:27], v[108:111], v[100:103], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[108:111], v[104:107], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[12:27], v[120:123], v[112:115], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[120:123], v[116:119], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	s_setprio 0                                         ; MFMA phase over: priority back down
	s_barrier                                           ; ping-pong hand-over
	s_add_u32 s19, s19, 2
	s_cmp_lt_u32 s19, s13
	s_cbranch_scc1 .Lgrouped_gemm_loop1
.Lgrouped_gemm_loop1_end:
	s_and_b32 s13, s18, 1
	s_cmp_lg_u32 s13, 0
	s_cselect_b32 s13, 1, 0
	s_cmp_eq_u32 s13, 0                                 ; an odd number of steps: the last one
	s_cbranch_scc1 .Lgrouped_gemm_if3_end
	s_waitcnt vmcnt(27)
	ds_read_b128 v[44:47], v5 offset:18432              ; B fragment 0 of k-step 0
	s_waitcnt vmcnt(7)
	ds_read_b128 v[48:51], v5 offset:23040              ; B fragment 1 of k-step 0
	ds_read_b128 v[52:55], v7                           ; A fragment 0 of k-step 0
	ds_read_b128 v[56:59], v5 offset:18464              ; B fragment 0 of k-step 1
	ds_read_b128 v[60:63], v5 offset:23072              ; B fragment 1 of k-step 1
	ds_read_b128 v[64:67], v7 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt vmcnt(4)
	ds_read_b128 v[68:71], v5 offset:18496              ; B fragment 0 of k-step 2
	s_waitcnt vmcnt(0)
	ds_read_b128 v[72:75], v5 offset:23104              ; B fragment 1 of k-step 2
	ds_read_b128 v[76:79], v7 offset:64                 ; A fragment 0 of k-step 2
	ds_read_b128 v[80:83], v5 offset:18528              ; B fragment 0 of k-step 3
	ds_read_b128 v[84:87], v5 offset:23136              ; B fragment 1 of k-step 3
	ds_read_b128 v[88:91], v7 offset:96                 ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	s_setprio 1                                         ; MFMA phase: issue priority up
	v_mfma_f32_32x32x16_bf16 v[12:27], v[52:55], v[44:47], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[52:55], v[48:51], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[12:27], v[64:67], v[56:59], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[64:67], v[60:63], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[12:27], v[76:79], v[68:71], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[76:79], v[72:75], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[12:27], v[88:91], v[80:83], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[88:91], v[84:87], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	s_setprio 0                                         ; MFMA phase over: priority back down
	s_barrier                                           ; ping-pong hand-over
.Lgrouped_gemm_if3_end:
	v_readfirstlane_b32 s13, v1                         ; group 0 catches up: both groups have passed the same number of barriers before the epilogue
	s_lshr_b32 s18, s13, 8
	s_cmp_eq_u32 s18, 0
	s_cbranch_scc0 .Lgrouped_gemm_group3
	s_barrier
.Lgrouped_gemm_group3:
.Lgrouped_gemm_if1_end:
	s_add_u32 s13, s11, 63
	s_and_b32 s11, s13, 0xffffffc0                      ; the first chunk of 'kk' the pipeline left
	s_mov_b32 s13, s11                                  ; for kk in k: steps of 64: the rest, masked
	s_cmp_ge_u32 s13, s10
	s_cbranch_scc1 .Lgrouped_gemm_loop2_end
.Lgrouped_gemm_loop2:
	s_sub_u32 s11, s10, s13
	s_mov_b32 s18, s13
	s_mov_b32 s19, 0
	s_lshl_b64 s[22:23], s[18:19], 1
	s_add_u32 s18, s24, s22                             ; 'x' at this chunk
	s_addc_u32 s19, s25, s23
	v_cmp_lt_u32 s[26:27], v2, s7                       ; 'm' element in bounds
	v_cmp_lt_u32 s[28:29], v9, s11                      ; 'kk' element in bounds
	s_and_b64 s[30:31], s[26:27], s[28:29]
	s_waitcnt vmcnt(31)
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_318
	global_load_ushort v10, v8, s[18:19]                ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v10
	v_add_u32 v10, 1, v9
	v_cmp_lt_u32 s[30:31], v10, s11                     ; 'kk' element in bounds
	s_and_b64 s[32:33], s[26:27], s[30:31]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_323
	global_load_ushort v10, v8, s[18:19] offset:2       ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v10
	v_add_u32 v10, 2, v9
	v_cmp_lt_u32 s[32:33], v10, s11                     ; 'kk' element in bounds
	s_and_b64 s[34:35], s[26:27], s[32:33]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_328
	global_load_ushort v10, v8, s[18:19] offset:4       ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v10
	v_add_u32 v10, 3, v9
	v_cmp_lt_u32 s[34:35], v10, s11                     ; 'kk' element in bounds
	s_and_b64 s[36:37], s[26:27], s[34:35]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_333
	global_load_ushort v10, v8, s[18:19] offset:6       ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v10
	v_add_u32 v10, 4, v9
	v_cmp_lt_u32 s[36:37], v10, s11                     ; 'kk' element in bounds
	s_and_b64 s[38:39], s[26:27], s[36:37]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_338
	global_load_ushort v10, v8, s[18:19] offset:8       ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v10
	v_add_u32 v10, 5, v9
	v_cmp_lt_u32 s[38:39], v10, s11                     ; 'kk' element in bounds
	s_and_b64 s[40:41], s[26:27], s[38:39]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_343
	global_load_ushort v10, v8, s[18:19] offset:10      ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v10
	v_add_u32 v10, 6, v9
	v_cmp_lt_u32 s[40:41], v10, s11                     ; 'kk' element in bounds
	s_and_b64 s[42:43], s[26:27], s[40:41]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_348
	global_load_ushort v10, v8, s[18:19] offset:12      ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v10
	v_add_u32 v10, 7, v9
	v_cmp_lt_u32 s[42:43], v10, s11                     ; 'kk' element in bounds
	s_and_b64 s[44:45], s[26:27], s[42:43]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[44:45]               ; lanes where %vpred_353
	global_load_ushort v10, v8, s[18:19] offset:14      ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v10
	s_mul_i32 s11, s16, 64
	s_lshl_b32 s20, s11, 1
	v_add_u32 v10, s20, v8
	v_add_u32 v52, 64, v2
	v_cmp_lt_u32 s[26:27], v52, s7                      ; 'm' element in bounds
	s_and_b64 s[44:45], s[26:27], s[28:29]
	v_mov_b32 v53, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_361
	global_load_ushort v53, v10, s[18:19]               ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v53
	s_and_b64 s[44:45], s[26:27], s[30:31]
	v_mov_b32 v53, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_364
	global_load_ushort v53, v10, s[18:19] offset:2      ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v53
	s_and_b64 s[44:45], s[26:27], s[32:33]
	v_mov_b32 v53, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_367
	global_load_ushort v53, v10, s[18:19] offset:4      ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v53
	s_and_b64 s[44:45], s[26:27], s[34:35]
	v_mov_b32 v53, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_370
	global_load_ushort v53, v10, s[18:19] offset:6      ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v53
	s_and_b64 s[44:45], s[26:27], s[36:37]
	v_mov_b32 v53, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_373
	global_load_ushort v53, v10, s[18:19] offset:8      ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v53
	s_and_b64 s[44:45], s[26:27], s[38:39]
	v_mov_b32 v53, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_376
	global_load_ushort v53, v10, s[18:19] offset:10     ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v53
	s_and_b64 s[44:45], s[26:27], s[40:41]
	v_mov_b32 v53, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_379
	global_load_ushort v53, v10, s[18:19] offset:12     ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v53
	s_and_b64 s[44:45], s[26:27], s[42:43]
	v_mov_b32 v53, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[44:45]               ; lanes where %vpred_382
	global_load_ushort v53, v10, s[18:19] offset:14     ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v53
	v_lshrrev_b32 v53, 16, v44
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v11, v53                               ; A operand of the product: stage
	v_lshrrev_b32 v44, 16, v45
	ds_write_b16 v11, v44 offset:2                      ; A operand of the product: stage
	v_lshrrev_b32 v44, 16, v46
	ds_write_b16 v11, v44 offset:4                      ; A operand of the product: stage
	v_lshrrev_b32 v44, 16, v47
	ds_write_b16 v11, v44 offset:6                      ; A operand of the product: stage
	v_lshrrev_b32 v44, 16, v48
	ds_write_b16 v11, v44 offset:8                      ; A operand of the product: stage
	v_lshrrev_b32 v44, 16, v49
	ds_write_b16 v11, v44 offset:10                     ; A operand of the product: stage
	v_lshrrev_b32 v44, 16, v50
	ds_write_b16 v11, v44 offset:12                     ; A operand of the product: stage
	v_lshrrev_b32 v44, 16, v51
	ds_write_b16 v11, v44 offset:14                     ; A operand of the product: stage
	v_lshrrev_b32 v44, 16, v54
	ds_write_b16 v11, v44 offset:9216                   ; A operand of the product: stage
	v_lshrrev_b32 v44, 16, v55
	ds_write_b16 v11, v44 offset:9218                   ; A operand of the product: stage
	v_lshrrev_b32 v44, 16, v56
	ds_write_b16 v11, v44 offset:9220                   ; A operand of the product: stage
	v_lshrrev_b32 v44, 16, v57
	ds_write_b16 v11, v44 offset:9222                   ; A operand of the product: stage
	v_lshrrev_b32 v44, 16, v58
	ds_write_b16 v11, v44 offset:9224                   ; A operand of the product: stage
	v_lshrrev_b32 v44, 16, v59
	ds_write_b16 v11, v44 offset:9226                   ; A operand of the product: stage
	v_lshrrev_b32 v44, 16, v60
	ds_write_b16 v11, v44 offset:9228                   ; A operand of the product: stage
	v_lshrrev_b32 v44, 16, v61
	ds_write_b16 v11, v44 offset:9230                   ; A operand of the product: stage
	s_add_u32 s18, s8, s22                              ; 'w' at this chunk
	s_addc_u32 s19, s9, s23
	v_cmp_lt_u32 s[22:23], v2, s21                      ; 'n' element in bounds
	s_and_b64 s[26:27], s[22:23], s[28:29]
	v_mov_b32 v44, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[26:27]               ; lanes where %vpred_403
	global_load_ushort v44, v8, s[18:19]                ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v44
	s_and_b64 s[26:27], s[22:23], s[30:31]
	v_mov_b32 v44, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[26:27]               ; lanes where %vpred_406
	global_load_ushort v44, v8, s[18:19] offset:2       ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v44
	s_and_b64 s[26:27], s[22:23], s[32:33]
	v_mov_b32 v44, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[26:27]               ; lanes where %vpred_409
	global_load_ushort v44, v8, s[18:19] offset:4       ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v44
	s_and_b64 s[26:27], s[22:23], s[34:35]
	v_mov_b32 v44, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[26:27]               ; lanes where %vpred_412
	global_load_ushort v44, v8, s[18:19] offset:6       ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v44
	s_and_b64 s[26:27], s[22:23], s[36:37]
	v_mov_b32 v44, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[26:27]               ; lanes where %vpred_415
	global_load_ushort v44, v8, s[18:19] offset:8       ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v44
	s_and_b64 s[26:27], s[22:23], s[38:39]
	v_mov_b32 v44, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[26:27]               ; lanes where %vpred_418
	global_load_ushort v44, v8, s[18:19] offset:10      ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v44
	s_and_b64 s[26:27], s[22:23], s[40:41]
	v_mov_b32 v44, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[26:27]               ; lanes where %vpred_421
	global_load_ushort v44, v8, s[18:19] offset:12      ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v44
	s_and_b64 s[26:27], s[22:23], s[42:43]
	v_mov_b32 v44, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[26:27]               ; lanes where %vpred_424
	global_load_ushort v44, v8, s[18:19] offset:14      ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v44
	v_cmp_lt_u32 s[22:23], v52, s21                     ; 'n' element in bounds
	s_and_b64 s[26:27], s[22:23], s[28:29]
	v_mov_b32 v44, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_428
	global_load_ushort v44, v10, s[18:19]               ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v44
	s_and_b64 s[26:27], s[22:23], s[30:31]
	v_mov_b32 v44, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_431
	global_load_ushort v44, v10, s[18:19] offset:2      ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v44
	s_and_b64 s[26:27], s[22:23], s[32:33]
	v_mov_b32 v44, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_434
	global_load_ushort v44, v10, s[18:19] offset:4      ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v44
	s_and_b64 s[26:27], s[22:23], s[34:35]
	v_mov_b32 v44, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_437
	global_load_ushort v44, v10, s[18:19] offset:6      ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v44
	s_and_b64 s[26:27], s[22:23], s[36:37]
	v_mov_b32 v44, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_440
	global_load_ushort v44, v10, s[18:19] offset:8      ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v44
	s_and_b64 s[26:27], s[22:23], s[38:39]
	v_mov_b32 v44, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_443
	global_load_ushort v44, v10, s[18:19] offset:10     ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v44
	s_and_b64 s[26:27], s[22:23], s[40:41]
	v_mov_b32 v44, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_446
	global_load_ushort v44, v10, s[18:19] offset:12     ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v44
	s_and_b64 s[26:27], s[22:23], s[42:43]
	v_mov_b32 v44, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[26:27]               ; lanes where %vpred_449
	global_load_ushort v44, v10, s[18:19] offset:14     ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v10, 16, v44
	v_lshrrev_b32 v44, 16, v45
	ds_write_b16 v11, v44 offset:18432                  ; B operand of the product: stage
	v_lshrrev_b32 v44, 16, v46
	ds_write_b16 v11, v44 offset:18434                  ; B operand of the product: stage
	v_lshrrev_b32 v44, 16, v47
	ds_write_b16 v11, v44 offset:18436                  ; B operand of the product: stage
	v_lshrrev_b32 v44, 16, v48
	ds_write_b16 v11, v44 offset:18438                  ; B operand of the product: stage
	v_lshrrev_b32 v44, 16, v49
	ds_write_b16 v11, v44 offset:18440                  ; B operand of the product: stage
	v_lshrrev_b32 v44, 16, v50
	ds_write_b16 v11, v44 offset:18442                  ; B operand of the product: stage
	v_lshrrev_b32 v44, 16, v51
	ds_write_b16 v11, v44 offset:18444                  ; B operand of the product: stage
	v_lshrrev_b32 v44, 16, v53
	ds_write_b16 v11, v44 offset:18446                  ; B operand of the product: stage
	v_lshrrev_b32 v44, 16, v52
	ds_write_b16 v11, v44 offset:27648                  ; B operand of the product: stage
	v_lshrrev_b32 v44, 16, v54
	ds_write_b16 v11, v44 offset:27650                  ; B operand of the product: stage
	v_lshrrev_b32 v44, 16, v55
	ds_write_b16 v11, v44 offset:27652                  ; B operand of the product: stage
	v_lshrrev_b32 v44, 16, v56
	ds_write_b16 v11, v44 offset:27654                  ; B operand of the product: stage
	v_lshrrev_b32 v44, 16, v57
	ds_write_b16 v11, v44 offset:27656                  ; B operand of the product: stage
	v_lshrrev_b32 v44, 16, v58
	ds_write_b16 v11, v44 offset:27658                  ; B operand of the product: stage
	v_lshrrev_b32 v44, 16, v59
	ds_write_b16 v11, v44 offset:27660                  ; B operand of the product: stage
	v_lshrrev_b32 v44, 16, v10
	ds_write_b16 v11, v44 offset:27662                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[44:47], v5 offset:18432              ; B fragment 0 of k-step 0
	ds_read_b128 v[48:51], v5 offset:23040              ; B fragment 1 of k-step 0
	ds_read_b128 v[52:55], v7                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[12:27], v[52:55], v[44:47], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[52:55], v[48:51], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	ds_read_b128 v[44:47], v5 offset:18464              ; B fragment 0 of k-step 1
	ds_read_b128 v[48:51], v5 offset:23072              ; B fragment 1 of k-step 1
	ds_read_b128 v[52:55], v7 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[12:27], v[52:55], v[44:47], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[52:55], v[48:51], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	ds_read_b128 v[44:47], v5 offset:18496              ; B fragment 0 of k-step 2
	ds_read_b128 v[48:51], v5 offset:23104              ; B fragment 1 of k-step 2
	ds_read_b128 v[52:55], v7 offset:64                 ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[12:27], v[52:55], v[44:47], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[52:55], v[48:51], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	ds_read_b128 v[44:47], v5 offset:18528              ; B fragment 0 of k-step 3
	ds_read_b128 v[48:51], v5 offset:23136              ; B fragment 1 of k-step 3
	ds_read_b128 v[52:55], v7 offset:96                 ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[12:27], v[52:55], v[44:47], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[52:55], v[48:51], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	s_add_u32 s13, s13, 64
	s_cmp_lt_u32 s13, s10
	s_cbranch_scc1 .Lgrouped_gemm_loop2
.Lgrouped_gemm_loop2_end:
	s_waitcnt vmcnt(31)
	s_nop 6
	v_bfe_u32 v10, v12, 16, 1
	s_waitcnt vmcnt(3)
	v_add3_u32 v44, v12, v10, s6
	v_cmp_u_f32 s[10:11], v12, v12
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v44, v44, v10, s[10:11]
	v_lshrrev_b32 v10, 16, v44
	global_store_short v3, v10, s[14:15]                ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mul_i32 s10, s17, 1
	s_lshl_b32 s11, s10, 1
	v_add_u32 v10, s11, v3
	v_bfe_u32 v44, v13, 16, 1
	v_add3_u32 v45, v13, v44, s6
	v_cmp_u_f32 s[10:11], v13, v13
	v_mov_b32 v44, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v45, v45, v44, s[10:11]
	v_lshrrev_b32 v44, 16, v45
	global_store_short v10, v44, s[14:15]               ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mul_i32 s10, s17, 2
	s_lshl_b32 s11, s10, 1
	v_add_u32 v44, s11, v3
	v_bfe_u32 v45, v14, 16, 1
	v_add3_u32 v46, v14, v45, s6
	v_cmp_u_f32 s[10:11], v14, v14
	v_mov_b32 v45, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v46, v46, v45, s[10:11]
	v_lshrrev_b32 v45, 16, v46
	global_store_short v44, v45, s[14:15]               ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mul_i32 s10, s17, 3
	s_lshl_b32 s11, s10, 1
	v_add_u32 v45, s11, v3
	v_bfe_u32 v46, v15, 16, 1
	v_add3_u32 v47, v15, v46, s6
	v_cmp_u_f32 s[10:11], v15, v15
	v_mov_b32 v46, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v47, v47, v46, s[10:11]
	v_lshrrev_b32 v46, 16, v47
	global_store_short v45, v46, s[14:15]               ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mul_i32 s10, s17, 8
	s_lshl_b32 s11, s10, 1
	v_add_u32 v46, s11, v3
	v_bfe_u32 v47, v16, 16, 1
	v_add3_u32 v48, v16, v47, s6
	v_cmp_u_f32 s[10:11], v16, v16
	v_mov_b32 v47, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v48, v48, v47, s[10:11]
	v_lshrrev_b32 v47, 16, v48
	global_store_short v46, v47, s[14:15]               ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mul_i32 s10, s17, 9
	s_lshl_b32 s11, s10, 1
	v_add_u32 v47, s11, v3
	v_bfe_u32 v48, v17, 16, 1
	v_add3_u32 v49, v17, v48, s6
	v_cmp_u_f32 s[10:11], v17, v17
	v_mov_b32 v48, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v49, v49, v48, s[10:11]
	v_lshrrev_b32 v48, 16, v49
	global_store_short v47, v48, s[14:15]               ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mul_i32 s10, s17, 10
	s_lshl_b32 s11, s10, 1
	v_add_u32 v48, s11, v3
	v_bfe_u32 v49, v18, 16, 1
	s_waitcnt vmcnt(8)
	v_add3_u32 v50, v18, v49, s6
	v_cmp_u_f32 s[10:11], v18, v18
	v_mov_b32 v49, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v50, v50, v49, s[10:11]
	v_lshrrev_b32 v49, 16, v50
	global_store_short v48, v49, s[14:15]               ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mul_i32 s10, s17, 11
	s_lshl_b32 s11, s10, 1
	v_add_u32 v49, s11, v3
	v_bfe_u32 v50, v19, 16, 1
	v_add3_u32 v51, v19, v50, s6
	v_cmp_u_f32 s[10:11], v19, v19
	v_mov_b32 v50, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v51, v51, v50, s[10:11]
	v_lshrrev_b32 v50, 16, v51
	global_store_short v49, v50, s[14:15]               ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mul_i32 s10, s17, 16
	s_lshl_b32 s11, s10, 1
	v_add_u32 v50, s11, v3
	v_bfe_u32 v51, v20, 16, 1
	v_add3_u32 v52, v20, v51, s6
	v_cmp_u_f32 s[10:11], v20, v20
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v52, v51, s[10:11]
	v_lshrrev_b32 v51, 16, v52
	global_store_short v50, v51, s[14:15]               ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mul_i32 s10, s17, 17
	s_lshl_b32 s11, s10, 1
	v_add_u32 v51, s11, v3
	v_bfe_u32 v52, v21, 16, 1
	v_add3_u32 v53, v21, v52, s6
	v_cmp_u_f32 s[10:11], v21, v21
	v_mov_b32 v52, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v53, v53, v52, s[10:11]
	v_lshrrev_b32 v52, 16, v53
	global_store_short v51, v52, s[14:15]               ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mul_i32 s10, s17, 18
	s_lshl_b32 s11, s10, 1
	v_add_u32 v52, s11, v3
	v_bfe_u32 v53, v22, 16, 1
	s_waitcnt vmcnt(11)
	v_add3_u32 v54, v22, v53, s6
	v_cmp_u_f32 s[10:11], v22, v22
	v_mov_b32 v53, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v54, v54, v53, s[10:11]
	v_lshrrev_b32 v53, 16, v54
	global_store_short v52, v53, s[14:15]               ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mul_i32 s10, s17, 19
	s_lshl_b32 s11, s10, 1
	v_add_u32 v53, s11, v3
	v_bfe_u32 v54, v23, 16, 1
	v_add3_u32 v55, v23, v54, s6
	v_cmp_u_f32 s[10:11], v23, v23
	v_mov_b32 v54, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v55, v55, v54, s[10:11]
	v_lshrrev_b32 v54, 16, v55
	global_store_short v53, v54, s[14:15]               ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mul_i32 s10, s17, 24
	s_lshl_b32 s11, s10, 1
	v_add_u32 v54, s11, v3
	v_bfe_u32 v55, v24, 16, 1
	v_add3_u32 v56, v24, v55, s6
	v_cmp_u_f32 s[10:11], v24, v24
	v_mov_b32 v55, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v56, v56, v55, s[10:11]
	v_lshrrev_b32 v55, 16, v56
	global_store_short v54, v55, s[14:15]               ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mul_i32 s10, s17, 25
	s_lshl_b32 s11, s10, 1
	v_add_u32 v55, s11, v3
	v_bfe_u32 v56, v25, 16, 1
	v_add3_u32 v57, v25, v56, s6
	v_cmp_u_f32 s[10:11], v25, v25
	v_mov_b32 v56, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v57, v57, v56, s[10:11]
	v_lshrrev_b32 v56, 16, v57
	global_store_short v55, v56, s[14:15]               ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mul_i32 s10, s17, 26
	s_lshl_b32 s11, s10, 1
	v_add_u32 v56, s11, v3
	v_bfe_u32 v57, v26, 16, 1
	s_waitcnt vmcnt(14)
	v_add3_u32 v58, v26, v57, s6
	v_cmp_u_f32 s[10:11], v26, v26
	v_mov_b32 v57, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v58, v58, v57, s[10:11]
	v_lshrrev_b32 v57, 16, v58
	global_store_short v56, v57, s[14:15]               ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mul_i32 s10, s17, 27
	s_lshl_b32 s11, s10, 1
	v_add_u32 v57, s11, v3
	v_bfe_u32 v58, v27, 16, 1
	v_add3_u32 v59, v27, v58, s6
	v_cmp_u_f32 s[10:11], v27, v27
	v_mov_b32 v12, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v59, v59, v12, s[10:11]
	v_lshrrev_b32 v12, 16, v59
	global_store_short v57, v12, s[14:15]               ; examples/grouped_gemm.kgen:14: store to 'y'
	v_bfe_u32 v12, v28, 16, 1
	v_add3_u32 v13, v28, v12, s6
	v_cmp_u_f32 s[10:11], v28, v28
	v_mov_b32 v12, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v13, v13, v12, s[10:11]
	v_lshrrev_b32 v12, 16, v13
	global_store_short v3, v12, s[14:15] offset:64      ; examples/grouped_gemm.kgen:14: store to 'y'
	v_bfe_u32 v12, v29, 16, 1
	v_add3_u32 v13, v29, v12, s6
	v_cmp_u_f32 s[10:11], v29, v29
	v_mov_b32 v12, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v13, v13, v12, s[10:11]
	v_lshrrev_b32 v12, 16, v13
	global_store_short v10, v12, s[14:15] offset:64     ; examples/grouped_gemm.kgen:14: store to 'y'
	v_bfe_u32 v10, v30, 16, 1
	v_add3_u32 v12, v30, v10, s6
	v_cmp_u_f32 s[10:11], v30, v30
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v12, v12, v10, s[10:11]
	v_lshrrev_b32 v10, 16, v12
	global_store_short v44, v10, s[14:15] offset:64     ; examples/grouped_gemm.kgen:14: store to 'y'
	v_bfe_u32 v10, v31, 16, 1
	v_add3_u32 v12, v31, v10, s6
	v_cmp_u_f32 s[10:11], v31, v31
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v12, v12, v10, s[10:11]
	v_lshrrev_b32 v10, 16, v12
	global_store_short v45, v10, s[14:15] offset:64     ; examples/grouped_gemm.kgen:14: store to 'y'
	v_bfe_u32 v10, v32, 16, 1
	v_add3_u32 v12, v32, v10, s6
	v_cmp_u_f32 s[10:11], v32, v32
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v12, v12, v10, s[10:11]
	v_lshrrev_b32 v10, 16, v12
	global_store_short v46, v10, s[14:15] offset:64     ; examples/grouped_gemm.kgen:14: store to 'y'
	v_bfe_u32 v10, v33, 16, 1
	v_add3_u32 v12, v33, v10, s6
	v_cmp_u_f32 s[10:11], v33, v33
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v12, v12, v10, s[10:11]
	v_lshrrev_b32 v10, 16, v12
	global_store_short v47, v10, s[14:15] offset:64     ; examples/grouped_gemm.kgen:14: store to 'y'
	v_bfe_u32 v10, v34, 16, 1
	v_add3_u32 v12, v34, v10, s6
	v_cmp_u_f32 s[10:11], v34, v34
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v12, v12, v10, s[10:11]
	v_lshrrev_b32 v10, 16, v12
	global_store_short v48, v10, s[14:15] offset:64     ; examples/grouped_gemm.kgen:14: store to 'y'
	v_bfe_u32 v10, v35, 16, 1
	v_add3_u32 v12, v35, v10, s6
	v_cmp_u_f32 s[10:11], v35, v35
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v12, v12, v10, s[10:11]
	v_lshrrev_b32 v10, 16, v12
	global_store_short v49, v10, s[14:15] offset:64     ; examples/grouped_gemm.kgen:14: store to 'y'
	v_bfe_u32 v10, v36, 16, 1
	v_add3_u32 v12, v36, v10, s6
	v_cmp_u_f32 s[10:11], v36, v36
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v12, v12, v10, s[10:11]
	v_lshrrev_b32 v10, 16, v12
	global_store_short v50, v10, s[14:15] offset:64     ; examples/grouped_gemm.kgen:14: store to 'y'
	v_bfe_u32 v10, v37, 16, 1
	v_add3_u32 v12, v37, v10, s6
	v_cmp_u_f32 s[10:11], v37, v37
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v12, v12, v10, s[10:11]
	v_lshrrev_b32 v10, 16, v12
	global_store_short v51, v10, s[14:15] offset:64     ; examples/grouped_gemm.kgen:14: store to 'y'
	v_bfe_u32 v10, v38, 16, 1
	v_add3_u32 v12, v38, v10, s6
	v_cmp_u_f32 s[10:11], v38, v38
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v12, v12, v10, s[10:11]
	v_lshrrev_b32 v10, 16, v12
	global_store_short v52, v10, s[14:15] offset:64     ; examples/grouped_gemm.kgen:14: store to 'y'
	v_bfe_u32 v10, v39, 16, 1
	v_add3_u32 v12, v39, v10, s6
	v_cmp_u_f32 s[10:11], v39, v39
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v12, v12, v10, s[10:11]
	v_lshrrev_b32 v10, 16, v12
	global_store_short v53, v10, s[14:15] offset:64     ; examples/grouped_gemm.kgen:14: store to 'y'
	v_bfe_u32 v10, v40, 16, 1
	v_add3_u32 v12, v40, v10, s6
	v_cmp_u_f32 s[10:11], v40, v40
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v12, v12, v10, s[10:11]
	v_lshrrev_b32 v10, 16, v12
	global_store_short v54, v10, s[14:15] offset:64     ; examples/grouped_gemm.kgen:14: store to 'y'
	v_bfe_u32 v10, v41, 16, 1
	v_add3_u32 v12, v41, v10, s6
	v_cmp_u_f32 s[10:11], v41, v41
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v12, v12, v10, s[10:11]
	v_lshrrev_b32 v10, 16, v12
	global_store_short v55, v10, s[14:15] offset:64     ; examples/grouped_gemm.kgen:14: store to 'y'
	v_bfe_u32 v10, v42, 16, 1
	v_add3_u32 v12, v42, v10, s6
	v_cmp_u_f32 s[10:11], v42, v42
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v12, v12, v10, s[10:11]
	v_lshrrev_b32 v10, 16, v12
	global_store_short v56, v10, s[14:15] offset:64     ; examples/grouped_gemm.kgen:14: store to 'y'
	v_bfe_u32 v10, v43, 16, 1
	v_add3_u32 v12, v43, v10, s6
	v_cmp_u_f32 s[10:11], v43, v43
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v12, v12, v10, s[10:11]
	v_lshrrev_b32 v10, 16, v12
	global_store_short v57, v10, s[14:15] offset:64     ; examples/grouped_gemm.kgen:14: store to 'y'
	s_branch .Lgrouped_gemm_if0_end
.Lgrouped_gemm_if0_else:
	v_add_f32 v10, 0, 0                                 ; examples/grouped_gemm.kgen:10
	v_mov_b32 v12, v10                                  ; loop-carried 'acc'
	v_mov_b32 v13, v10                                  ; loop-carried 'acc'
	v_mov_b32 v14, v10                                  ; loop-carried 'acc'
	v_mov_b32 v15, v10                                  ; loop-carried 'acc'
	v_mov_b32 v16, v10                                  ; loop-carried 'acc'
	v_mov_b32 v17, v10                                  ; loop-carried 'acc'
	v_mov_b32 v18, v10                                  ; loop-carried 'acc'
	v_mov_b32 v19, v10                                  ; loop-carried 'acc'
	v_mov_b32 v20, v10                                  ; loop-carried 'acc'
	v_mov_b32 v21, v10                                  ; loop-carried 'acc'
	v_mov_b32 v22, v10                                  ; loop-carried 'acc'
	v_mov_b32 v23, v10                                  ; loop-carried 'acc'
	v_mov_b32 v24, v10                                  ; loop-carried 'acc'
	v_mov_b32 v25, v10                                  ; loop-carried 'acc'
	v_mov_b32 v26, v10                                  ; loop-carried 'acc'
	v_mov_b32 v27, v10                                  ; loop-carried 'acc'
	v_mov_b32 v28, v10                                  ; loop-carried 'acc'
	v_mov_b32 v29, v10                                  ; loop-carried 'acc'
	v_mov_b32 v30, v10                                  ; loop-carried 'acc'
	v_mov_b32 v31, v10                                  ; loop-carried 'acc'
	v_mov_b32 v32, v10                                  ; loop-carried 'acc'
	v_mov_b32 v33, v10                                  ; loop-carried 'acc'
	v_mov_b32 v34, v10                                  ; loop-carried 'acc'
	v_mov_b32 v35, v10                                  ; loop-carried 'acc'
	v_mov_b32 v36, v10                                  ; loop-carried 'acc'
	v_mov_b32 v37, v10                                  ; loop-carried 'acc'
	v_mov_b32 v38, v10                                  ; loop-carried 'acc'
	v_mov_b32 v39, v10                                  ; loop-carried 'acc'
	v_mov_b32 v40, v10                                  ; loop-carried 'acc'
	v_mov_b32 v41, v10                                  ; loop-carried 'acc'
	v_mov_b32 v42, v10                                  ; loop-carried 'acc'
	v_mov_b32 v43, v10                                  ; loop-carried 'acc'
	s_cmp_lg_u32 s7, 0                                  ; this tile holds rows of 'm'
	s_cselect_b32 s10, 1, 0
	s_cmp_lg_u32 s10, 0                                 ; no steps in a tile past its segment's end
	s_cselect_b32 s10, s16, 0
	s_cmp_ge_u32 s10, 64                                ; at least one whole chunk of 'kk'
	s_cselect_b32 s11, 1, 0
	s_sub_u32 s13, s10, 63
	s_cmp_lg_u32 s11, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s11, s13, 0
	s_cmp_eq_u32 s12, 0                                 ; rows 16-byte aligned: 16-byte loads; otherwise element by element
	s_cbranch_scc1 .Lgrouped_gemm_if4_else
	s_add_u32 s12, s11, 63
	s_lshr_b32 s13, s12, 6                              ; steps of 64
	s_mov_b32 s18, 0
	s_mov_b32 s19, 0
	s_lshl_b64 s[22:23], s[18:19], 1
	s_add_u32 s18, s24, s22                             ; 'x' at this chunk
	s_addc_u32 s19, s25, s23
	s_cmp_lt_u32 0, s11                                 ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s12, 1, 0
	v_cmp_lt_u32 s[26:27], v2, s7
	s_cmp_lg_u32 s12, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[26:27]
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1807
	global_load_dwordx4 v[44:47], v8, s[18:19]          ; examples/grouped_gemm.kgen:12: 16 bytes of 'x'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	ds_write_b128 v11, v[44:47]                         ; 16 bytes into st0
	v_add_u32 v10, 64, v2
	v_cmp_lt_u32 s[26:27], v10, s7
	s_cmp_lg_u32 s12, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[26:27]
	s_mul_i32 s20, s16, 0x80
	v_add_u32 v48, s20, v8
	v_mov_b32 v50, 0                                    ; outside: 0
	v_mov_b32 v51, 0                                    ; outside: 0
	v_mov_b32 v52, 0                                    ; outside: 0
	v_mov_b32 v53, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1810
	global_load_dwordx4 v[50:53], v48, s[18:19]         ; examples/grouped_gemm.kgen:12: 16 bytes of 'x'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	ds_write_b128 v11, v[50:53] offset:9216             ; 16 bytes into st0
	s_add_u32 s18, s8, s22                              ; 'w' at this chunk
	s_addc_u32 s19, s9, s23
	v_cmp_lt_u32 s[22:23], v2, s21
	s_cmp_lg_u32 s12, 0
	s_cselect_b64 s[26:27], exec, 0
	s_and_b64 s[28:29], s[26:27], s[22:23]
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_1815
	global_load_dwordx4 v[54:57], v8, s[18:19]          ; examples/grouped_gemm.kgen:12: 16 bytes of 'w'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	ds_write_b128 v11, v[54:57] offset:18432            ; 16 bytes into st1
	v_cmp_lt_u32 s[22:23], v10, s21
	s_cmp_lg_u32 s12, 0
	s_cselect_b64 s[26:27], exec, 0
	s_and_b64 s[28:29], s[26:27], s[22:23]
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_1817
	global_load_dwordx4 v[58:61], v48, s[18:19]         ; examples/grouped_gemm.kgen:12: 16 bytes of 'w'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	ds_write_b128 v11, v[58:61] offset:27648            ; 16 bytes into st1
	s_mov_b32 s18, 64
	s_mov_b32 s19, 0
	s_lshl_b64 s[22:23], s[18:19], 1
	s_add_u32 s18, s24, s22                             ; 'x' at this chunk
	s_addc_u32 s19, s25, s23
	s_cmp_lt_u32 64, s11                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s12, 1, 0
	v_cmp_lt_u32 s[26:27], v2, s7
	s_cmp_lg_u32 s12, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[26:27]
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1823
	global_load_dwordx4 v[44:47], v8, s[18:19]          ; examples/grouped_gemm.kgen:12: 16 bytes of 'x'
	s_mov_b64 exec, s[26:27]
	v_add_u32 v10, 64, v2
	v_cmp_lt_u32 s[26:27], v10, s7
	s_cmp_lg_u32 s12, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[26:27]
	s_mul_i32 s20, s16, 0x80
	v_add_u32 v48, s20, v8
	v_mov_b32 v50, 0                                    ; outside: 0
	v_mov_b32 v51, 0                                    ; outside: 0
	v_mov_b32 v52, 0                                    ; outside: 0
	v_mov_b32 v53, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1826
	global_load_dwordx4 v[50:53], v48, s[18:19]         ; examples/grouped_gemm.kgen:12: 16 bytes of 'x'
	s_mov_b64 exec, s[26:27]
	s_add_u32 s18, s8, s22                              ; 'w' at this chunk
	s_addc_u32 s19, s9, s23
	v_cmp_lt_u32 s[22:23], v2, s21
	s_cmp_lg_u32 s12, 0
	s_cselect_b64 s[26:27], exec, 0
	s_and_b64 s[28:29], s[26:27], s[22:23]
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_1831
	global_load_dwordx4 v[54:57], v8, s[18:19]          ; examples/grouped_gemm.kgen:12: 16 bytes of 'w'
	s_mov_b64 exec, s[22:23]
	v_cmp_lt_u32 s[22:23], v10, s21
	s_cmp_lg_u32 s12, 0
	s_cselect_b64 s[26:27], exec, 0
	s_and_b64 s[28:29], s[26:27], s[22:23]
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_1833
	global_load_dwordx4 v[58:61], v48, s[18:19]         ; examples/grouped_gemm.kgen:12: 16 bytes of 'w'
	s_mov_b64 exec, s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	v_readfirstlane_b32 s12, v1                         ; group 1 starts one barrier behind: its memory phases run under group 0's MFMA phases
	s_lshr_b32 s18, s12, 8
	s_cmp_eq_u32 s18, 1
	s_cbranch_scc0 .Lgrouped_gemm_group4
	s_barrier
.Lgrouped_gemm_group4:
	s_and_b32 s12, s13, -2
	s_mov_b32 s18, 0                                    ; for kk in k: steps of 64: whole chunks: ping-pong, two steps per trip
	s_cmp_ge_u32 s18, s12
	s_cbranch_scc1 .Lgrouped_gemm_loop3_end
.Lgrouped_gemm_loop3:
	s_waitcnt vmcnt(3)
	ds_write_b128 v11, v[44:47] offset:36864            ; 16 bytes into st0
	s_waitcnt vmcnt(2)
	ds_write_b128 v11, v[50:53] offset:46080            ; 16 bytes into st0
	s_waitcnt vmcnt(1)
	ds_write_b128 v11, v[54:57] offset:55296            ; 16 bytes into st1
	s_waitcnt vmcnt(0)
	ds_write_b128 v11, v[58:61] offset:64512            ; 16 bytes into st1
	s_add_u32 s19, s18, 2
	s_mul_i32 s20, s19, 64
	s_mov_b32 s22, s20
	s_mov_b32 s23, 0
	s_lshl_b64 s[26:27], s[22:23], 1
	s_add_u32 s22, s24, s26                             ; 'x' at this chunk
	s_addc_u32 s23, s25, s27
	s_cmp_lt_u32 s20, s11                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s19, 1, 0
	v_cmp_lt_u32 s[28:29], v2, s7
	s_cmp_lg_u32 s19, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[28:29]
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1860
	global_load_dwordx4 v[44:47], v8, s[22:23]          ; examples/grouped_gemm.kgen:12: 16 bytes of 'x'
	s_mov_b64 exec, s[28:29]
	v_add_u32 v10, 64, v2
	v_cmp_lt_u32 s[28:29], v10, s7
	s_cmp_lg_u32 s19, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[28:29]
	s_mul_i32 s20, s16, 0x80
	v_add_u32 v48, s20, v8
	v_mov_b32 v50, 0                                    ; outside: 0
	v_mov_b32 v51, 0                                    ; outside: 0
	v_mov_b32 v52, 0                                    ; outside: 0
	v_mov_b32 v53, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1863
	global_load_dwordx4 v[50:53], v48, s[22:23]         ; examples/grouped_gemm.kgen:12: 16 bytes of 'x'
	s_mov_b64 exec, s[28:29]
	s_add_u32 s22, s8, s26                              ; 'w' at this chunk
	s_addc_u32 s23, s9, s27
	v_cmp_lt_u32 s[26:27], v2, s21
	s_cmp_lg_u32 s19, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[26:27]
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1868
	global_load_dwordx4 v[54:57], v8, s[22:23]          ; examples/grouped_gemm.kgen:12: 16 bytes of 'w'
	s_mov_b64 exec, s[26:27]
	v_cmp_lt_u32 s[26:27], v10, s21
	s_cmp_lg_u32 s19, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[26:27]
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1870
	global_load_dwordx4 v[58:61], v48, s[22:23]         ; examples/grouped_gemm.kgen:12: 16 bytes of 'w'
	s_mov_b64 exec, s[26:27]
	ds_read_b128 v[62:65], v5 offset:18432              ; B fragment 0 of k-step 0
	ds_read_b128 v[66:69], v5 offset:23040              ; B fragment 1 of k-step 0
	ds_read_b128 v[70:73], v7                           ; A fragment 0 of k-step 0
	ds_read_b128 v[74:77], v5 offset:18464              ; B fragment 0 of k-step 1
	ds_read_b128 v[78:81], v5 offset:23072              ; B fragment 1 of k-step 1
	ds_read_b128 v[82:85], v7 offset:32                 ; A fragment 0 of k-step 1
	ds_read_b128 v[86:89], v5 offset:18496              ; B fragment 0 of k-step 2
	ds_read_b128 v[90:93], v5 offset:23104              ; B fragment 1 of k-step 2
	ds_read_b128 v[94:97], v7 offset:64                 ; A fragment 0 of k-step 2
	ds_read_b128 v[98:101], v5 offset:18528             ; B fragment 0 of k-step 3
	ds_read_b128 v[102:105], v5 offset:23136            ; B fragment 1 of k-step 3
	ds_read_b128 v[106:109], v7 offset:96               ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	s_setprio 1                                         ; MFMA phase: issue priority up
	v_mfma_f32_32x32x16_bf16 v[12:27], v[70:73], v[62:65], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[70:73], v[66:69], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[12:27], v[82:85], v[74:77], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[82:85], v[78:81], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[12:27], v[94:97], v[86:89], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[94:97], v[90:93], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[12:27], v[106:109], v[98:101], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[106:109], v[102:105], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	s_setprio 0                                         ; MFMA phase over: priority back down
	s_barrier                                           ; ping-pong hand-over
	s_add_u32 s19, s18, 1
	s_waitcnt vmcnt(3)
	ds_write_b128 v11, v[44:47]                         ; 16 bytes into st0
	s_waitcnt vmcnt(2)
	ds_write_b128 v11, v[50:53] offset:9216             ; 16 bytes into st0
	s_waitcnt vmcnt(1)
	ds_write_b128 v11, v[54:57] offset:18432            ; 16 bytes into st1
	s_waitcnt vmcnt(0)
	ds_write_b128 v11, v[58:61] offset:27648            ; 16 bytes into st1
	s_add_u32 s20, s19, 2
	s_mul_i32 s19, s20, 64
	s_mov_b32 s22, s19
	s_mov_b32 s23, 0
	s_lshl_b64 s[26:27], s[22:23], 1
	s_add_u32 s22, s24, s26                             ; 'x' at this chunk
	s_addc_u32 s23, s25, s27
	s_cmp_lt_u32 s19, s11                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s19, 1, 0
	v_cmp_lt_u32 s[28:29], v2, s7
	s_cmp_lg_u32 s19, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[28:29]
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1946
	global_load_dwordx4 v[44:47], v8, s[22:23]          ; examples/grouped_gemm.kgen:12: 16 bytes of 'x'
	s_mov_b64 exec, s[28:29]
	v_add_u32 v10, 64, v2
	v_cmp_lt_u32 s[28:29], v10, s7
	s_cmp_lg_u32 s19, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[28:29]
	s_mul_i32 s20, s16, 0x80
	v_add_u32 v48, s20, v8
	v_mov_b32 v50, 0                                    ; outside: 0
	v_mov_b32 v51, 0                                    ; outside: 0
	v_mov_b32 v52, 0                                    ; outside: 0
	v_mov_b32 v53, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1949
	global_load_dwordx4 v[50:53], v48, s[22:23]         ; examples/grouped_gemm.kgen:12: 16 bytes of 'x'
	s_mov_b64 exec, s[28:29]
	s_add_u32 s22, s8, s26                              ; 'w' at this chunk
	s_addc_u32 s23, s9, s27
	v_cmp_lt_u32 s[26:27], v2, s21
	s_cmp_lg_u32 s19, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[26:27]
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1954
	global_load_dwordx4 v[54:57], v8, s[22:23]          ; examples/grouped_gemm.kgen:12: 16 bytes of 'w'
	s_mov_b64 exec, s[26:27]
	v_cmp_lt_u32 s[26:27], v10, s21
	s_cmp_lg_u32 s19, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[26:27]
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1956
	global_load_dwordx4 v[58:61], v48, s[22:23]         ; examples/grouped_gemm.kgen:12: 16 bytes of 'w'
	s_mov_b64 exec, s[26:27]
	ds_read_b128 v[62:65], v5 offset:55296              ; B fragment 0 of k-step 0
	ds_read_b128 v[66:69], v5 offset:59904              ; B fragment 1 of k-step 0
	ds_read_b128 v[70:73], v7 offset:36864              ; A fragment 0 of k-step 0
	ds_read_b128 v[74:77], v5 offset:55328              ; B fragment 0 of k-step 1
	ds_read_b128 v[78:81], v5 offset:59936              ; B fragment 1 of k-step 1
	ds_read_b128 v[82:85], v7 offset:36896              ; A fragment 0 of k-step 1
	ds_read_b128 v[86:89], v5 offset:55360              ; B fragment 0 of k-step 2
	ds_read_b128 v[90:93], v5 offset:59968              ; B fragment 1 of k-step 2
	ds_read_b128 v[94:97], v7 offset:36928              ; A fragment 0 of k-step 2
	ds_read_b128 v[98:101], v5 offset:55392             ; B fragment 0 of k-step 3
	ds_read_b128 v[102:105], v5 offset:60000            ; B fragment 1 of k-step 3
	ds_read_b128 v[106:109], v7 offset:36960            ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	s_setprio 1                                         ; MFMA phase: issue priority up
	v_mfma_f32_32x32x16_bf16 v[12:27], v[70:73], v[62:65], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[70:73], v[66:69], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[12:27], v[82:85], v[74:77], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[82:85], v[78:81], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[12:27], v[94:97], v[86:89], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[94:97], v[90:93], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[12:27], v[106:109], v[98:101], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[106:109], v[102:105], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	s_setprio 0                                         ; MFMA phase over: priority back down
	s_barrier                                           ; ping-pong hand-over
	s_add_u32 s18, s18, 2
	s_cmp_lt_u32 s18, s12
	s_cbranch_scc1 .Lgrouped_gemm_loop3
.Lgrouped_gemm_loop3_end:
	s_and_b32 s12, s13, 1
	s_cmp_lg_u32 s12, 0
	s_cselect_b32 s12, 1, 0
	s_cmp_eq_u32 s12, 0                                 ; an odd number of steps: the last one
	s_cbranch_scc1 .Lgrouped_gemm_if5_end
	s_waitcnt vmcnt(3)
	ds_read_b128 v[44:47], v5 offset:18432              ; B fragment 0 of k-step 0
	s_waitcnt vmcnt(2)
	ds_read_b128 v[48:51], v5 offset:23040              ; B fragment 1 of k-step 0
	s_waitcnt vmcnt(1)
	ds_read_b128 v[52:55], v7                           ; A fragment 0 of k-step 0
	s_waitcnt vmcnt(0)
	ds_read_b128 v[56:59], v5 offset:18464              ; B fragment 0 of k-step 1
	ds_read_b128 v[60:63], v5 offset:23072              ; B fragment 1 of k-step 1
	ds_read_b128 v[64:67], v7 offset:32                 ; A fragment 0 of k-step 1
	ds_read_b128 v[68:71], v5 offset:18496              ; B fragment 0 of k-step 2
	ds_read_b128 v[72:75], v5 offset:23104              ; B fragment 1 of k-step 2
	ds_read_b128 v[76:79], v7 offset:64                 ; A fragment 0 of k-step 2
	ds_read_b128 v[80:83], v5 offset:18528              ; B fragment 0 of k-step 3
	ds_read_b128 v[84:87], v5 offset:23136              ; B fragment 1 of k-step 3
	ds_read_b128 v[88:91], v7 offset:96                 ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	s_setprio 1                                         ; MFMA phase: issue priority up
	v_mfma_f32_32x32x16_bf16 v[12:27], v[52:55], v[44:47], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[52:55], v[48:51], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[12:27], v[64:67], v[56:59], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[64:67], v[60:63], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[12:27], v[76:79], v[68:71], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[76:79], v[72:75], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[12:27], v[88:91], v[80:83], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[88:91], v[84:87], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	s_setprio 0                                         ; MFMA phase over: priority back down
	s_barrier                                           ; ping-pong hand-over
.Lgrouped_gemm_if5_end:
	v_readfirstlane_b32 s12, v1                         ; group 0 catches up: both groups have passed the same number of barriers before the epilogue
	s_lshr_b32 s13, s12, 8
	s_cmp_eq_u32 s13, 0
	s_cbranch_scc0 .Lgrouped_gemm_group5
	s_barrier
.Lgrouped_gemm_group5:
	s_branch .Lgrouped_gemm_if4_end
.Lgrouped_gemm_if4_else:
	s_add_u32 s12, s11, 63
	s_lshr_b32 s13, s12, 6                              ; steps of 64
	s_mov_b32 s18, 0
	s_mov_b32 s19, 0
	s_lshl_b64 s[22:23], s[18:19], 1
	s_add_u32 s18, s24, s22                             ; 'x' at this chunk
	s_addc_u32 s19, s25, s23
	s_cmp_lt_u32 0, s11                                 ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s12, 1, 0
	v_cmp_lt_u32 s[26:27], v2, s7
	s_cmp_lg_u32 s12, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[26:27]
	v_mov_b32 v10, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2065
	global_load_ushort v10, v8, s[18:19]                ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v44, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2065
	global_load_ushort v44, v8, s[18:19] offset:2       ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2065
	global_load_ushort v45, v8, s[18:19] offset:4       ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v46, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2065
	global_load_ushort v46, v8, s[18:19] offset:6       ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v47, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2065
	global_load_ushort v47, v8, s[18:19] offset:8       ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v48, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2065
	global_load_ushort v48, v8, s[18:19] offset:10      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v49, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2065
	global_load_ushort v49, v8, s[18:19] offset:12      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v50, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2065
	global_load_ushort v50, v8, s[18:19] offset:14      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(6)
	v_perm_b32 v51, v44, v10, s5                        ; elements 0, 1
	s_waitcnt vmcnt(4)
	v_perm_b32 v52, v46, v45, s5                        ; elements 2, 3
	s_waitcnt vmcnt(2)
	v_perm_b32 v53, v48, v47, s5                        ; elements 4, 5
	s_waitcnt vmcnt(0)
	v_perm_b32 v54, v50, v49, s5                        ; elements 6, 7
	v_mov_b32 v56, v51                                  ; 16 bytes into st0
	v_mov_b32 v57, v52
	v_mov_b32 v58, v53
	v_mov_b32 v59, v54
	ds_write_b128 v11, v[56:59]
	v_add_u32 v51, 64, v2
	v_cmp_lt_u32 s[26:27], v51, s7
	s_cmp_lg_u32 s12, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[26:27]
	s_mul_i32 s20, s16, 0x80
	v_add_u32 v52, s20, v8
	v_mov_b32 v53, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2072
	global_load_ushort v53, v52, s[18:19]               ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v54, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2072
	global_load_ushort v54, v52, s[18:19] offset:2      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v55, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2072
	global_load_ushort v55, v52, s[18:19] offset:4      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v56, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2072
	global_load_ushort v56, v52, s[18:19] offset:6      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v57, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2072
	global_load_ushort v57, v52, s[18:19] offset:8      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v58, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2072
	global_load_ushort v58, v52, s[18:19] offset:10     ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v59, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2072
	global_load_ushort v59, v52, s[18:19] offset:12     ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v60, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2072
	global_load_ushort v60, v52, s[18:19] offset:14     ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(6)
	v_perm_b32 v61, v54, v53, s5                        ; elements 0, 1
	s_waitcnt vmcnt(4)
	v_perm_b32 v62, v56, v55, s5                        ; elements 2, 3
	s_waitcnt vmcnt(2)
	v_perm_b32 v63, v58, v57, s5                        ; elements 4, 5
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v60, v59, s5                        ; elements 6, 7
	v_mov_b32 v66, v61                                  ; 16 bytes into st0
	v_mov_b32 v67, v62
	v_mov_b32 v68, v63
	v_mov_b32 v69, v64
	ds_write_b128 v11, v[66:69] offset:9216
	s_add_u32 s18, s8, s22                              ; 'w' at this chunk
	s_addc_u32 s19, s9, s23
	v_cmp_lt_u32 s[22:23], v2, s21
	s_cmp_lg_u32 s12, 0
	s_cselect_b64 s[26:27], exec, 0
	s_and_b64 s[28:29], s[26:27], s[22:23]
	v_mov_b32 v61, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_2081
	global_load_ushort v61, v8, s[18:19]                ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v62, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_2081
	global_load_ushort v62, v8, s[18:19] offset:2       ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v63, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_2081
	global_load_ushort v63, v8, s[18:19] offset:4       ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v64, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_2081
	global_load_ushort v64, v8, s[18:19] offset:6       ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v65, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_2081
	global_load_ushort v65, v8, s[18:19] offset:8       ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v66, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_2081
	global_load_ushort v66, v8, s[18:19] offset:10      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v67, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_2081
	global_load_ushort v67, v8, s[18:19] offset:12      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v68, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_2081
	global_load_ushort v68, v8, s[18:19] offset:14      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(6)
	v_perm_b32 v69, v62, v61, s5                        ; elements 0, 1
	s_waitcnt vmcnt(4)
	v_perm_b32 v70, v64, v63, s5                        ; elements 2, 3
	s_waitcnt vmcnt(2)
	v_perm_b32 v71, v66, v65, s5                        ; elements 4, 5
	s_waitcnt vmcnt(0)
	v_perm_b32 v72, v68, v67, s5                        ; elements 6, 7
	v_mov_b32 v74, v69                                  ; 16 bytes into st1
	v_mov_b32 v75, v70
	v_mov_b32 v76, v71
	v_mov_b32 v77, v72
	ds_write_b128 v11, v[74:77] offset:18432
	v_cmp_lt_u32 s[22:23], v51, s21
	s_cmp_lg_u32 s12, 0
	s_cselect_b64 s[26:27], exec, 0
	s_and_b64 s[28:29], s[26:27], s[22:23]
	v_mov_b32 v51, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_2087
	global_load_ushort v51, v52, s[18:19]               ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v69, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_2087
	global_load_ushort v69, v52, s[18:19] offset:2      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v70, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_2087
	global_load_ushort v70, v52, s[18:19] offset:4      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v71, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_2087
	global_load_ushort v71, v52, s[18:19] offset:6      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v72, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_2087
	global_load_ushort v72, v52, s[18:19] offset:8      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v73, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_2087
	global_load_ushort v73, v52, s[18:19] offset:10     ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v74, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_2087
	global_load_ushort v74, v52, s[18:19] offset:12     ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v75, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_2087
	global_load_ushort v75, v52, s[18:19] offset:14     ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(6)
	v_perm_b32 v52, v69, v51, s5                        ; elements 0, 1
	s_waitcnt vmcnt(4)
	v_perm_b32 v76, v71, v70, s5                        ; elements 2, 3
	s_waitcnt vmcnt(2)
	v_perm_b32 v77, v73, v72, s5                        ; elements 4, 5
	s_waitcnt vmcnt(0)
	v_perm_b32 v78, v75, v74, s5                        ; elements 6, 7
	v_mov_b32 v80, v52                                  ; 16 bytes into st1
	v_mov_b32 v81, v76
	v_mov_b32 v82, v77
	v_mov_b32 v83, v78
	ds_write_b128 v11, v[80:83] offset:27648
	s_mov_b32 s18, 64
	s_mov_b32 s19, 0
	s_lshl_b64 s[22:23], s[18:19], 1
	s_add_u32 s18, s24, s22                             ; 'x' at this chunk
	s_addc_u32 s19, s25, s23
	s_cmp_lt_u32 64, s11                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s12, 1, 0
	v_cmp_lt_u32 s[26:27], v2, s7
	s_cmp_lg_u32 s12, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[26:27]
	v_mov_b32 v10, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2097
	global_load_ushort v10, v8, s[18:19]                ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v44, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2097
	global_load_ushort v44, v8, s[18:19] offset:2       ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2097
	global_load_ushort v45, v8, s[18:19] offset:4       ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v46, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2097
	global_load_ushort v46, v8, s[18:19] offset:6       ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v47, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2097
	global_load_ushort v47, v8, s[18:19] offset:8       ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v48, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2097
	global_load_ushort v48, v8, s[18:19] offset:10      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v49, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2097
	global_load_ushort v49, v8, s[18:19] offset:12      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v50, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2097
	global_load_ushort v50, v8, s[18:19] offset:14      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_add_u32 v52, 64, v2
	v_cmp_lt_u32 s[26:27], v52, s7
	s_cmp_lg_u32 s12, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[26:27]
	s_mul_i32 s20, s16, 0x80
	v_add_u32 v76, s20, v8
	v_mov_b32 v53, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2104
	global_load_ushort v53, v76, s[18:19]               ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v54, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2104
	global_load_ushort v54, v76, s[18:19] offset:2      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v55, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2104
	global_load_ushort v55, v76, s[18:19] offset:4      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v56, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2104
	global_load_ushort v56, v76, s[18:19] offset:6      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v57, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2104
	global_load_ushort v57, v76, s[18:19] offset:8      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v58, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2104
	global_load_ushort v58, v76, s[18:19] offset:10     ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v59, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2104
	global_load_ushort v59, v76, s[18:19] offset:12     ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v60, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2104
	global_load_ushort v60, v76, s[18:19] offset:14     ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	s_add_u32 s18, s8, s22                              ; 'w' at this chunk
	s_addc_u32 s19, s9, s23
	v_cmp_lt_u32 s[22:23], v2, s21
	s_cmp_lg_u32 s12, 0
	s_cselect_b64 s[26:27], exec, 0
	s_and_b64 s[28:29], s[26:27], s[22:23]
	v_mov_b32 v61, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_2113
	global_load_ushort v61, v8, s[18:19]                ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v62, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_2113
	global_load_ushort v62, v8, s[18:19] offset:2       ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v63, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_2113
	global_load_ushort v63, v8, s[18:19] offset:4       ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v64, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_2113
	global_load_ushort v64, v8, s[18:19] offset:6       ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v65, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_2113
	global_load_ushort v65, v8, s[18:19] offset:8       ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v66, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_2113
	global_load_ushort v66, v8, s[18:19] offset:10      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v67, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_2113
	global_load_ushort v67, v8, s[18:19] offset:12      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v68, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_2113
	global_load_ushort v68, v8, s[18:19] offset:14      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_cmp_lt_u32 s[22:23], v52, s21
	s_cmp_lg_u32 s12, 0
	s_cselect_b64 s[26:27], exec, 0
	s_and_b64 s[28:29], s[26:27], s[22:23]
	v_mov_b32 v51, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_2119
	global_load_ushort v51, v76, s[18:19]               ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v69, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_2119
	global_load_ushort v69, v76, s[18:19] offset:2      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v70, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_2119
	global_load_ushort v70, v76, s[18:19] offset:4      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v71, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_2119
	global_load_ushort v71, v76, s[18:19] offset:6      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v72, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_2119
	global_load_ushort v72, v76, s[18:19] offset:8      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v73, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_2119
	global_load_ushort v73, v76, s[18:19] offset:10     ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v74, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_2119
	global_load_ushort v74, v76, s[18:19] offset:12     ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v75, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_2119
	global_load_ushort v75, v76, s[18:19] offset:14     ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	v_readfirstlane_b32 s12, v1                         ; group 1 starts one barrier behind: its memory phases run under group 0's MFMA phases
	s_lshr_b32 s18, s12, 8
	s_cmp_eq_u32 s18, 1
	s_cbranch_scc0 .Lgrouped_gemm_group6
	s_barrier
.Lgrouped_gemm_group6:
	s_and_b32 s12, s13, -2
	s_mov_b32 s18, 0                                    ; for kk in k: steps of 64: whole chunks: ping-pong, two steps per trip
	s_cmp_ge_u32 s18, s12
	s_cbranch_scc1 .Lgrouped_gemm_loop4_end
.Lgrouped_gemm_loop4:
	s_waitcnt vmcnt(30)
	v_perm_b32 v52, v44, v10, s5                        ; elements 0, 1
	s_waitcnt vmcnt(28)
	v_perm_b32 v76, v46, v45, s5                        ; elements 2, 3
	s_waitcnt vmcnt(26)
	v_perm_b32 v77, v48, v47, s5                        ; elements 4, 5
	s_waitcnt vmcnt(24)
	v_perm_b32 v78, v50, v49, s5                        ; elements 6, 7
	v_mov_b32 v80, v52                                  ; 16 bytes into st0
	v_mov_b32 v81, v76
	v_mov_b32 v82, v77
	v_mov_b32 v83, v78
	ds_write_b128 v11, v[80:83] offset:36864
	s_waitcnt vmcnt(22)
	v_perm_b32 v52, v54, v53, s5                        ; elements 0, 1
	s_waitcnt vmcnt(20)
	v_perm_b32 v76, v56, v55, s5                        ; elements 2, 3
	s_waitcnt vmcnt(18)
	v_perm_b32 v77, v58, v57, s5                        ; elements 4, 5
	s_waitcnt vmcnt(16)
	v_perm_b32 v78, v60, v59, s5                        ; elements 6, 7
	v_mov_b32 v80, v52                                  ; 16 bytes into st0
	v_mov_b32 v81, v76
	v_mov_b32 v82, v77
	v_mov_b32 v83, v78
	ds_write_b128 v11, v[80:83] offset:46080
	s_waitcnt vmcnt(14)
	v_perm_b32 v52, v62, v61, s5                        ; elements 0, 1
	s_waitcnt vmcnt(12)
	v_perm_b32 v76, v64, v63, s5                        ; elements 2, 3
	s_waitcnt vmcnt(10)
	v_perm_b32 v77, v66, v65, s5                        ; elements 4, 5
	s_waitcnt vmcnt(8)
	v_perm_b32 v78, v68, v67, s5                        ; elements 6, 7
	v_mov_b32 v80, v52                                  ; 16 bytes into st1
	v_mov_b32 v81, v76
	v_mov_b32 v82, v77
	v_mov_b32 v83, v78
	ds_write_b128 v11, v[80:83] offset:55296
	s_waitcnt vmcnt(6)
	v_perm_b32 v52, v69, v51, s5                        ; elements 0, 1
	s_waitcnt vmcnt(4)
	v_perm_b32 v76, v71, v70, s5                        ; elements 2, 3
	s_waitcnt vmcnt(2)
	v_perm_b32 v77, v73, v72, s5                        ; elements 4, 5
	s_waitcnt vmcnt(0)
	v_perm_b32 v78, v75, v74, s5                        ; elements 6, 7
	v_mov_b32 v80, v52                                  ; 16 bytes into st1
	v_mov_b32 v81, v76
	v_mov_b32 v82, v77
	v_mov_b32 v83, v78
	ds_write_b128 v11, v[80:83] offset:64512
	s_add_u32 s19, s18, 2
	s_mul_i32 s20, s19, 64
	s_mov_b32 s22, s20
	s_mov_b32 s23, 0
	s_lshl_b64 s[26:27], s[22:23], 1
	s_add_u32 s22, s24, s26                             ; 'x' at this chunk
	s_addc_u32 s23, s25, s27
	s_cmp_lt_u32 s20, s11                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s19, 1, 0
	v_cmp_lt_u32 s[28:29], v2, s7
	s_cmp_lg_u32 s19, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[28:29]
	v_mov_b32 v10, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_2166
	global_load_ushort v10, v8, s[22:23]                ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v44, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_2166
	global_load_ushort v44, v8, s[22:23] offset:2       ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_2166
	global_load_ushort v45, v8, s[22:23] offset:4       ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v46, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_2166
	global_load_ushort v46, v8, s[22:23] offset:6       ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v47, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_2166
	global_load_ushort v47, v8, s[22:23] offset:8       ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v48, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_2166
	global_load_ushort v48, v8, s[22:23] offset:10      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v49, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_2166
	global_load_ushort v49, v8, s[22:23] offset:12      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v50, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_2166
	global_load_ushort v50, v8, s[22:23] offset:14      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v52, 64, v2
	v_cmp_lt_u32 s[28:29], v52, s7
	s_cmp_lg_u32 s19, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[28:29]
	s_mul_i32 s20, s16, 0x80
	v_add_u32 v76, s20, v8
	v_mov_b32 v53, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_2173
	global_load_ushort v53, v76, s[22:23]               ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v54, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_2173
	global_load_ushort v54, v76, s[22:23] offset:2      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v55, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_2173
	global_load_ushort v55, v76, s[22:23] offset:4      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v56, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_2173
	global_load_ushort v56, v76, s[22:23] offset:6      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v57, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_2173
	global_load_ushort v57, v76, s[22:23] offset:8      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v58, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_2173
	global_load_ushort v58, v76, s[22:23] offset:10     ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v59, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_2173
	global_load_ushort v59, v76, s[22:23] offset:12     ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v60, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_2173
	global_load_ushort v60, v76, s[22:23] offset:14     ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	s_add_u32 s22, s8, s26                              ; 'w' at this chunk
	s_addc_u32 s23, s9, s27
	v_cmp_lt_u32 s[26:27], v2, s21
	s_cmp_lg_u32 s19, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[26:27]
	v_mov_b32 v61, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2182
	global_load_ushort v61, v8, s[22:23]                ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v62, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2182
	global_load_ushort v62, v8, s[22:23] offset:2       ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v63, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2182
	global_load_ushort v63, v8, s[22:23] offset:4       ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v64, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2182
	global_load_ushort v64, v8, s[22:23] offset:6       ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v65, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2182
	global_load_ushort v65, v8, s[22:23] offset:8       ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v66, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2182
	global_load_ushort v66, v8, s[22:23] offset:10      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v67, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2182
	global_load_ushort v67, v8, s[22:23] offset:12      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v68, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2182
	global_load_ushort v68, v8, s[22:23] offset:14      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_cmp_lt_u32 s[26:27], v52, s21
	s_cmp_lg_u32 s19, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[26:27]
	v_mov_b32 v51, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2188
	global_load_ushort v51, v76, s[22:23]               ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v69, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2188
	global_load_ushort v69, v76, s[22:23] offset:2      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v70, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2188
	global_load_ushort v70, v76, s[22:23] offset:4      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v71, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2188
	global_load_ushort v71, v76, s[22:23] offset:6      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v72, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2188
	global_load_ushort v72, v76, s[22:23] offset:8      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v73, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2188
	global_load_ushort v73, v76, s[22:23] offset:10     ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v74, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2188
	global_load_ushort v74, v76, s[22:23] offset:12     ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v75, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2188
	global_load_ushort v75, v76, s[22:23] offset:14     ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	ds_read_b128 v[76:79], v5 offset:18432              ; B fragment 0 of k-step 0
	ds_read_b128 v[80:83], v5 offset:23040              ; B fragment 1 of k-step 0
	ds_read_b128 v[84:87], v7                           ; A fragment 0 of k-step 0
	ds_read_b128 v[88:91], v5 offset:18464              ; B fragment 0 of k-step 1
	ds_read_b128 v[92:95], v5 offset:23072              ; B fragment 1 of k-step 1
	ds_read_b128 v[96:99], v7 offset:32                 ; A fragment 0 of k-step 1
	ds_read_b128 v[100:103], v5 offset:18496            ; B fragment 0 of k-step 2
	ds_read_b128 v[104:107], v5 offset:23104            ; B fragment 1 of k-step 2
	ds_read_b128 v[108:111], v7 offset:64               ; A fragment 0 of k-step 2
	ds_read_b128 v[112:115], v5 offset:18528            ; B fragment 0 of k-step 3
	ds_read_b128 v[116:119], v5 offset:23136            ; B fragment 1 of k-step 3
	ds_read_b128 v[120:123], v7 offset:96               ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	s_setprio 1                                         ; MFMA phase: issue priority up
	v_mfma_f32_32x32x16_bf16 v[12:27], v[84:87], v[76:79], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[84:87], v[80:83], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[12:27], v[96:99], v[88:91], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[96:99], v[92:95], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[12:27], v[108:111], v[100:103], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[108:111], v[104:107], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[12:27], v[120:123], v[112:115], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[120:123], v[116:119], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	s_setprio 0                                         ; MFMA phase over: priority back down
	s_barrier                                           ; ping-pong hand-over
	s_add_u32 s19, s18, 1
	s_waitcnt vmcnt(30)
	v_perm_b32 v52, v44, v10, s5                        ; elements 0, 1
	s_waitcnt vmcnt(28)
	v_perm_b32 v76, v46, v45, s5                        ; elements 2, 3
	s_waitcnt vmcnt(26)
	v_perm_b32 v77, v48, v47, s5                        ; elements 4, 5
	s_waitcnt vmcnt(24)
	v_perm_b32 v78, v50, v49, s5                        ; elements 6, 7
	v_mov_b32 v80, v52                                  ; 16 bytes into st0
	v_mov_b32 v81, v76
	v_mov_b32 v82, v77
	v_mov_b32 v83, v78
	ds_write_b128 v11, v[80:83]
	s_waitcnt vmcnt(22)
	v_perm_b32 v52, v54, v53, s5                        ; elements 0, 1
	s_waitcnt vmcnt(20)
	v_perm_b32 v76, v56, v55, s5                        ; elements 2, 3
	s_waitcnt vmcnt(18)
	v_perm_b32 v77, v58, v57, s5                        ; elements 4, 5
	s_waitcnt vmcnt(16)
	v_perm_b32 v78, v60, v59, s5                        ; elements 6, 7
	v_mov_b32 v80, v52                                  ; 16 bytes into st0
	v_mov_b32 v81, v76
	v_mov_b32 v82, v77
	v_mov_b32 v83, v78
	ds_write_b128 v11, v[80:83] offset:9216
	s_waitcnt vmcnt(14)
	v_perm_b32 v52, v62, v61, s5                        ; elements 0, 1
	s_waitcnt vmcnt(12)
	v_perm_b32 v76, v64, v63, s5                        ; elements 2, 3
	s_waitcnt vmcnt(10)
	v_perm_b32 v77, v66, v65, s5                        ; elements 4, 5
	s_waitcnt vmcnt(8)
	v_perm_b32 v78, v68, v67, s5                        ; elements 6, 7
	v_mov_b32 v80, v52                                  ; 16 bytes into st1
	v_mov_b32 v81, v76
	v_mov_b32 v82, v77
	v_mov_b32 v83, v78
	ds_write_b128 v11, v[80:83] offset:18432
	s_waitcnt vmcnt(6)
	v_perm_b32 v52, v69, v51, s5                        ; elements 0, 1
	s_waitcnt vmcnt(4)
	v_perm_b32 v76, v71, v70, s5                        ; elements 2, 3
	s_waitcnt vmcnt(2)
	v_perm_b32 v77, v73, v72, s5                        ; elements 4, 5
	s_waitcnt vmcnt(0)
	v_perm_b32 v78, v75, v74, s5                        ; elements 6, 7
	v_mov_b32 v80, v52                                  ; 16 bytes into st1
	v_mov_b32 v81, v76
	v_mov_b32 v82, v77
	v_mov_b32 v83, v78
	ds_write_b128 v11, v[80:83] offset:27648
	s_add_u32 s20, s19, 2
	s_mul_i32 s19, s20, 64
	s_mov_b32 s22, s19
	s_mov_b32 s23, 0
	s_lshl_b64 s[26:27], s[22:23], 1
	s_add_u32 s22, s24, s26                             ; 'x' at this chunk
	s_addc_u32 s23, s25, s27
	s_cmp_lt_u32 s19, s11                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s19, 1, 0
	v_cmp_lt_u32 s[28:29], v2, s7
	s_cmp_lg_u32 s19, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[28:29]
	v_mov_b32 v10, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_2284
	global_load_ushort v10, v8, s[22:23]                ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v44, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_2284
	global_load_ushort v44, v8, s[22:23] offset:2       ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_2284
	global_load_ushort v45, v8, s[22:23] offset:4       ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v46, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_2284
	global_load_ushort v46, v8, s[22:23] offset:6       ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v47, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_2284
	global_load_ushort v47, v8, s[22:23] offset:8       ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v48, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_2284
	global_load_ushort v48, v8, s[22:23] offset:10      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v49, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_2284
	global_load_ushort v49, v8, s[22:23] offset:12      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v50, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_2284
	global_load_ushort v50, v8, s[22:23] offset:14      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v52, 64, v2
	v_cmp_lt_u32 s[28:29], v52, s7
	s_cmp_lg_u32 s19, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[28:29]
	s_mul_i32 s20, s16, 0x80
	v_add_u32 v76, s20, v8
	v_mov_b32 v53, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_2291
	global_load_ushort v53, v76, s[22:23]               ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v54, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_2291
	global_load_ushort v54, v76, s[22:23] offset:2      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v55, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_2291
	global_load_ushort v55, v76, s[22:23] offset:4      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v56, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_2291
	global_load_ushort v56, v76, s[22:23] offset:6      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v57, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_2291
	global_load_ushort v57, v76, s[22:23] offset:8      ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v58, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_2291
	global_load_ushort v58, v76, s[22:23] offset:10     ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v59, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_2291
	global_load_ushort v59, v76, s[22:23] offset:12     ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v60, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_2291
	global_load_ushort v60, v76, s[22:23] offset:14     ; examples/grouped_gemm.kgen:12: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	s_add_u32 s22, s8, s26                              ; 'w' at this chunk
	s_addc_u32 s23, s9, s27
	v_cmp_lt_u32 s[26:27], v2, s21
	s_cmp_lg_u32 s19, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[26:27]
	v_mov_b32 v61, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2300
	global_load_ushort v61, v8, s[22:23]                ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v62, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2300
	global_load_ushort v62, v8, s[22:23] offset:2       ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v63, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2300
	global_load_ushort v63, v8, s[22:23] offset:4       ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v64, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2300
	global_load_ushort v64, v8, s[22:23] offset:6       ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v65, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2300
	global_load_ushort v65, v8, s[22:23] offset:8       ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v66, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2300
	global_load_ushort v66, v8, s[22:23] offset:10      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v67, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2300
	global_load_ushort v67, v8, s[22:23] offset:12      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v68, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2300
	global_load_ushort v68, v8, s[22:23] offset:14      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_cmp_lt_u32 s[26:27], v52, s21
	s_cmp_lg_u32 s19, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[26:27]
	v_mov_b32 v51, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2306
	global_load_ushort v51, v76, s[22:23]               ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v69, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2306
	global_load_ushort v69, v76, s[22:23] offset:2      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v70, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2306
	global_load_ushort v70, v76, s[22:23] offset:4      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v71, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2306
	global_load_ushort v71, v76, s[22:23] offset:6      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v72, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2306
	global_load_ushort v72, v76, s[22:23] offset:8      ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v73, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2306
	global_load_ushort v73, v76, s[22:23] offset:10     ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v74, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2306
	global_load_ushort v74, v76, s[22:23] offset:12     ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v75, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2306
	global_load_ushort v75, v76, s[22:23] offset:14     ; examples/grouped_gemm.kgen:12: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	ds_read_b128 v[76:79], v5 offset:55296              ; B fragment 0 of k-step 0
	ds_read_b128 v[80:83], v5 offset:59904              ; B fragment 1 of k-step 0
	ds_read_b128 v[84:87], v7 offset:36864              ; A fragment 0 of k-step 0
	ds_read_b128 v[88:91], v5 offset:55328              ; B fragment 0 of k-step 1
	ds_read_b128 v[92:95], v5 offset:59936              ; B fragment 1 of k-step 1
	ds_read_b128 v[96:99], v7 offset:36896              ; A fragment 0 of k-step 1
	ds_read_b128 v[100:103], v5 offset:55360            ; B fragment 0 of k-step 2
	ds_read_b128 v[104:107], v5 offset:59968            ; B fragment 1 of k-step 2
	ds_read_b128 v[108:111], v7 offset:36928            ; A fragment 0 of k-step 2
	ds_read_b128 v[112:115], v5 offset:55392            ; B fragment 0 of k-step 3
	ds_read_b128 v[116:119], v5 offset:60000            ; B fragment 1 of k-step 3
	ds_read_b128 v[120:123], v7 offset:36960            ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	s_setprio 1                                         ; MFMA phase: issue priority up
	v_mfma_f32_32x32x16_bf16 v[12:27], v[84:87], v[76:79], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[84:87], v[80:83], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[12:27], v[96:99], v[88:91], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[96:99], v[92:95], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[12:27], v[108:111], v[100:103], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[108:111], v[104:107], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[12:27], v[120:123], v[112:115], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[120:123], v[116:119], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	s_setprio 0                                         ; MFMA phase over: priority back down
	s_barrier                                           ; ping-pong hand-over
	s_add_u32 s18, s18, 2
	s_cmp_lt_u32 s18, s12
	s_cbranch_scc1 .Lgrouped_gemm_loop4
.Lgrouped_gemm_loop4_end:
	s_and_b32 s5, s13, 1
	s_cmp_lg_u32 s5, 0
	s_cselect_b32 s5, 1, 0
	s_cmp_eq_u32 s5, 0                                  ; an odd number of steps: the last one
	s_cbranch_scc1 .Lgrouped_gemm_if6_end
	s_waitcnt vmcnt(27)
	ds_read_b128 v[44:47], v5 offset:18432              ; B fragment 0 of k-step 0
	s_waitcnt vmcnt(7)
	ds_read_b128 v[48:51], v5 offset:23040              ; B fragment 1 of k-step 0
	ds_read_b128 v[52:55], v7                           ; A fragment 0 of k-step 0
	ds_read_b128 v[56:59], v5 offset:18464              ; B fragment 0 of k-step 1
	ds_read_b128 v[60:63], v5 offset:23072              ; B fragment 1 of k-step 1
	ds_read_b128 v[64:67], v7 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt vmcnt(4)
	ds_read_b128 v[68:71], v5 offset:18496              ; B fragment 0 of k-step 2
	s_waitcnt vmcnt(0)
	ds_read_b128 v[72:75], v5 offset:23104              ; B fragment 1 of k-step 2
	ds_read_b128 v[76:79], v7 offset:64                 ; A fragment 0 of k-step 2
	ds_read_b128 v[80:83], v5 offset:18528              ; B fragment 0 of k-step 3
	ds_read_b128 v[84:87], v5 offset:23136              ; B fragment 1 of k-step 3
	ds_read_b128 v[88:91], v7 offset:96                 ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	s_setprio 1                                         ; MFMA phase: issue priority up
	v_mfma_f32_32x32x16_bf16 v[12:27], v[52:55], v[44:47], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[52:55], v[48:51], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[12:27], v[64:67], v[56:59], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[64:67], v[60:63], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[12:27], v[76:79], v[68:71], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[76:79], v[72:75], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[12:27], v[88:91], v[80:83], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[88:91], v[84:87], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	s_setprio 0                                         ; MFMA phase over: priority back down
	s_barrier                                           ; ping-pong hand-over
.Lgrouped_gemm_if6_end:
	v_readfirstlane_b32 s5, v1                          ; group 0 catches up: both groups have passed the same number of barriers before the epilogue
	s_lshr_b32 s12, s5, 8
	s_cmp_eq_u32 s12, 0
	s_cbranch_scc0 .Lgrouped_gemm_group7
	s_barrier
.Lgrouped_gemm_group7:
.Lgrouped_gemm_if4_end:
	s_add_u32 s5, s11, 63
	s_and_b32 s11, s5, 0xffffffc0                       ; the first chunk of 'kk' the pipeline left
	s_mov_b32 s5, s11                                   ; for kk in k: steps of 64: the rest, masked
	s_cmp_ge_u32 s5, s10
	s_cbranch_scc1 .Lgrouped_gemm_loop5_end
.Lgrouped_gemm_loop5:
	s_sub_u32 s11, s10, s5
	s_mov_b32 s12, s5
	s_mov_b32 s13, 0
	s_lshl_b64 s[18:19], s[12:13], 1
	s_add_u32 s12, s24, s18                             ; 'x' at this chunk
	s_addc_u32 s13, s25, s19
	v_cmp_lt_u32 s[22:23], v2, s7                       ; 'm' element in bounds
	v_cmp_lt_u32 s[26:27], v9, s11                      ; 'kk' element in bounds
	s_and_b64 s[28:29], s[22:23], s[26:27]
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_847
	global_load_ushort v1, v8, s[12:13]                 ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v10, 16, v1
	v_add_u32 v1, 1, v9
	v_cmp_lt_u32 s[28:29], v1, s11                      ; 'kk' element in bounds
	s_and_b64 s[30:31], s[22:23], s[28:29]
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_852
	global_load_ushort v1, v8, s[12:13] offset:2        ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v1
	v_add_u32 v1, 2, v9
	v_cmp_lt_u32 s[30:31], v1, s11                      ; 'kk' element in bounds
	s_and_b64 s[32:33], s[22:23], s[30:31]
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_857
	global_load_ushort v1, v8, s[12:13] offset:4        ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v1
	v_add_u32 v1, 3, v9
	v_cmp_lt_u32 s[32:33], v1, s11                      ; 'kk' element in bounds
	s_and_b64 s[34:35], s[22:23], s[32:33]
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_862
	global_load_ushort v1, v8, s[12:13] offset:6        ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v1
	v_add_u32 v1, 4, v9
	v_cmp_lt_u32 s[34:35], v1, s11                      ; 'kk' element in bounds
	s_and_b64 s[36:37], s[22:23], s[34:35]
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_867
	global_load_ushort v1, v8, s[12:13] offset:8        ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v1
	v_add_u32 v1, 5, v9
	v_cmp_lt_u32 s[36:37], v1, s11                      ; 'kk' element in bounds
	s_and_b64 s[38:39], s[22:23], s[36:37]
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_872
	global_load_ushort v1, v8, s[12:13] offset:10       ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v1
	v_add_u32 v1, 6, v9
	v_cmp_lt_u32 s[38:39], v1, s11                      ; 'kk' element in bounds
	s_and_b64 s[40:41], s[22:23], s[38:39]
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_877
	global_load_ushort v1, v8, s[12:13] offset:12       ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v1
	v_add_u32 v1, 7, v9
	v_cmp_lt_u32 s[40:41], v1, s11                      ; 'kk' element in bounds
	s_and_b64 s[42:43], s[22:23], s[40:41]
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[42:43]               ; lanes where %vpred_882
	global_load_ushort v1, v8, s[12:13] offset:14       ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v1
	s_mul_i32 s11, s16, 64
	s_lshl_b32 s20, s11, 1
	v_add_u32 v1, s20, v8
	v_add_u32 v51, 64, v2
	v_cmp_lt_u32 s[22:23], v51, s7                      ; 'm' element in bounds
	s_and_b64 s[42:43], s[22:23], s[26:27]
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_890
	global_load_ushort v52, v1, s[12:13]                ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v52
	s_and_b64 s[42:43], s[22:23], s[28:29]
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_893
	global_load_ushort v52, v1, s[12:13] offset:2       ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v52
	s_and_b64 s[42:43], s[22:23], s[30:31]
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_896
	global_load_ushort v52, v1, s[12:13] offset:4       ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v52
	s_and_b64 s[42:43], s[22:23], s[32:33]
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_899
	global_load_ushort v52, v1, s[12:13] offset:6       ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v52
	s_and_b64 s[42:43], s[22:23], s[34:35]
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_902
	global_load_ushort v52, v1, s[12:13] offset:8       ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v52
	s_and_b64 s[42:43], s[22:23], s[36:37]
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_905
	global_load_ushort v52, v1, s[12:13] offset:10      ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v52
	s_and_b64 s[42:43], s[22:23], s[38:39]
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_908
	global_load_ushort v52, v1, s[12:13] offset:12      ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v52
	s_and_b64 s[42:43], s[22:23], s[40:41]
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[42:43]               ; lanes where %vpred_911
	global_load_ushort v52, v1, s[12:13] offset:14      ; examples/grouped_gemm.kgen:12: load of 'x'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v52
	v_lshrrev_b32 v52, 16, v10
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v11, v52                               ; A operand of the product: stage
	v_lshrrev_b32 v10, 16, v44
	ds_write_b16 v11, v10 offset:2                      ; A operand of the product: stage
	v_lshrrev_b32 v10, 16, v45
	ds_write_b16 v11, v10 offset:4                      ; A operand of the product: stage
	v_lshrrev_b32 v10, 16, v46
	ds_write_b16 v11, v10 offset:6                      ; A operand of the product: stage
	v_lshrrev_b32 v10, 16, v47
	ds_write_b16 v11, v10 offset:8                      ; A operand of the product: stage
	v_lshrrev_b32 v10, 16, v48
	ds_write_b16 v11, v10 offset:10                     ; A operand of the product: stage
	v_lshrrev_b32 v10, 16, v49
	ds_write_b16 v11, v10 offset:12                     ; A operand of the product: stage
	v_lshrrev_b32 v10, 16, v50
	ds_write_b16 v11, v10 offset:14                     ; A operand of the product: stage
	v_lshrrev_b32 v10, 16, v53
	ds_write_b16 v11, v10 offset:9216                   ; A operand of the product: stage
	v_lshrrev_b32 v10, 16, v54
	ds_write_b16 v11, v10 offset:9218                   ; A operand of the product: stage
	v_lshrrev_b32 v10, 16, v55
	ds_write_b16 v11, v10 offset:9220                   ; A operand of the product: stage
	v_lshrrev_b32 v10, 16, v56
	ds_write_b16 v11, v10 offset:9222                   ; A operand of the product: stage
	v_lshrrev_b32 v10, 16, v57
	ds_write_b16 v11, v10 offset:9224                   ; A operand of the product: stage
	v_lshrrev_b32 v10, 16, v58
	ds_write_b16 v11, v10 offset:9226                   ; A operand of the product: stage
	v_lshrrev_b32 v10, 16, v59
	ds_write_b16 v11, v10 offset:9228                   ; A operand of the product: stage
	v_lshrrev_b32 v10, 16, v60
	ds_write_b16 v11, v10 offset:9230                   ; A operand of the product: stage
	s_add_u32 s12, s8, s18                              ; 'w' at this chunk
	s_addc_u32 s13, s9, s19
	v_cmp_lt_u32 s[18:19], v2, s21                      ; 'n' element in bounds
	s_and_b64 s[22:23], s[18:19], s[26:27]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[22:23]               ; lanes where %vpred_932
	global_load_ushort v10, v8, s[12:13]                ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v10
	s_and_b64 s[22:23], s[18:19], s[28:29]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[22:23]               ; lanes where %vpred_935
	global_load_ushort v10, v8, s[12:13] offset:2       ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v10
	s_and_b64 s[22:23], s[18:19], s[30:31]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[22:23]               ; lanes where %vpred_938
	global_load_ushort v10, v8, s[12:13] offset:4       ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v10
	s_and_b64 s[22:23], s[18:19], s[32:33]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[22:23]               ; lanes where %vpred_941
	global_load_ushort v10, v8, s[12:13] offset:6       ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v10
	s_and_b64 s[22:23], s[18:19], s[34:35]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[22:23]               ; lanes where %vpred_944
	global_load_ushort v10, v8, s[12:13] offset:8       ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v10
	s_and_b64 s[22:23], s[18:19], s[36:37]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[22:23]               ; lanes where %vpred_947
	global_load_ushort v10, v8, s[12:13] offset:10      ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v10
	s_and_b64 s[22:23], s[18:19], s[38:39]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[22:23]               ; lanes where %vpred_950
	global_load_ushort v10, v8, s[12:13] offset:12      ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v10
	s_and_b64 s[22:23], s[18:19], s[40:41]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[22:23]               ; lanes where %vpred_953
	global_load_ushort v10, v8, s[12:13] offset:14      ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v10
	v_cmp_lt_u32 s[18:19], v51, s21                     ; 'n' element in bounds
	s_and_b64 s[22:23], s[18:19], s[26:27]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[22:23]               ; lanes where %vpred_957
	global_load_ushort v10, v1, s[12:13]                ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v10
	s_and_b64 s[22:23], s[18:19], s[28:29]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[22:23]               ; lanes where %vpred_960
	global_load_ushort v10, v1, s[12:13] offset:2       ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v10
	s_and_b64 s[22:23], s[18:19], s[30:31]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[22:23]               ; lanes where %vpred_963
	global_load_ushort v10, v1, s[12:13] offset:4       ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v10
	s_and_b64 s[22:23], s[18:19], s[32:33]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[22:23]               ; lanes where %vpred_966
	global_load_ushort v10, v1, s[12:13] offset:6       ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v10
	s_and_b64 s[22:23], s[18:19], s[34:35]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[22:23]               ; lanes where %vpred_969
	global_load_ushort v10, v1, s[12:13] offset:8       ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v10
	s_and_b64 s[22:23], s[18:19], s[36:37]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[22:23]               ; lanes where %vpred_972
	global_load_ushort v10, v1, s[12:13] offset:10      ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v10
	s_and_b64 s[22:23], s[18:19], s[38:39]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[22:23]               ; lanes where %vpred_975
	global_load_ushort v10, v1, s[12:13] offset:12      ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v10
	s_and_b64 s[22:23], s[18:19], s[40:41]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[22:23]               ; lanes where %vpred_978
	global_load_ushort v10, v1, s[12:13] offset:14      ; examples/grouped_gemm.kgen:12: load of 'w'
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v1, 16, v10
	v_lshrrev_b32 v10, 16, v44
	ds_write_b16 v11, v10 offset:18432                  ; B operand of the product: stage
	v_lshrrev_b32 v10, 16, v45
	ds_write_b16 v11, v10 offset:18434                  ; B operand of the product: stage
	v_lshrrev_b32 v10, 16, v46
	ds_write_b16 v11, v10 offset:18436                  ; B operand of the product: stage
	v_lshrrev_b32 v10, 16, v47
	ds_write_b16 v11, v10 offset:18438                  ; B operand of the product: stage
	v_lshrrev_b32 v10, 16, v48
	ds_write_b16 v11, v10 offset:18440                  ; B operand of the product: stage
	v_lshrrev_b32 v10, 16, v49
	ds_write_b16 v11, v10 offset:18442                  ; B operand of the product: stage
	v_lshrrev_b32 v10, 16, v50
	ds_write_b16 v11, v10 offset:18444                  ; B operand of the product: stage
	v_lshrrev_b32 v10, 16, v52
	ds_write_b16 v11, v10 offset:18446                  ; B operand of the product: stage
	v_lshrrev_b32 v10, 16, v51
	ds_write_b16 v11, v10 offset:27648                  ; B operand of the product: stage
	v_lshrrev_b32 v10, 16, v53
	ds_write_b16 v11, v10 offset:27650                  ; B operand of the product: stage
	v_lshrrev_b32 v10, 16, v54
	ds_write_b16 v11, v10 offset:27652                  ; B operand of the product: stage
	v_lshrrev_b32 v10, 16, v55
	ds_write_b16 v11, v10 offset:27654                  ; B operand of the product: stage
	v_lshrrev_b32 v10, 16, v56
	ds_write_b16 v11, v10 offset:27656                  ; B operand of the product: stage
	v_lshrrev_b32 v10, 16, v57
	ds_write_b16 v11, v10 offset:27658                  ; B operand of the product: stage
	v_lshrrev_b32 v10, 16, v58
	ds_write_b16 v11, v10 offset:27660                  ; B operand of the product: stage
	v_lshrrev_b32 v10, 16, v1
	ds_write_b16 v11, v10 offset:27662                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[44:47], v5 offset:18432              ; B fragment 0 of k-step 0
	ds_read_b128 v[48:51], v5 offset:23040              ; B fragment 1 of k-step 0
	ds_read_b128 v[52:55], v7                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[12:27], v[52:55], v[44:47], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[52:55], v[48:51], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	ds_read_b128 v[44:47], v5 offset:18464              ; B fragment 0 of k-step 1
	ds_read_b128 v[48:51], v5 offset:23072              ; B fragment 1 of k-step 1
	ds_read_b128 v[52:55], v7 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[12:27], v[52:55], v[44:47], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[52:55], v[48:51], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	ds_read_b128 v[44:47], v5 offset:18496              ; B fragment 0 of k-step 2
	ds_read_b128 v[48:51], v5 offset:23104              ; B fragment 1 of k-step 2
	ds_read_b128 v[52:55], v7 offset:64                 ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[12:27], v[52:55], v[44:47], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[52:55], v[48:51], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	ds_read_b128 v[44:47], v5 offset:18528              ; B fragment 0 of k-step 3
	ds_read_b128 v[48:51], v5 offset:23136              ; B fragment 1 of k-step 3
	ds_read_b128 v[52:55], v7 offset:96                 ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[12:27], v[52:55], v[44:47], v[12:27] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 v[28:43], v[52:55], v[48:51], v[28:43] ; examples/grouped_gemm.kgen:12: mfma 32x32x16
	s_add_u32 s5, s5, 64
	s_cmp_lt_u32 s5, s10
	s_cbranch_scc1 .Lgrouped_gemm_loop5
.Lgrouped_gemm_loop5_end:
	v_cmp_lt_u32 s[8:9], v6, s7                         ; 'm' element in bounds
	v_cmp_lt_u32 s[10:11], v4, s21                      ; 'n' element in bounds
	s_and_b64 s[12:13], s[8:9], s[10:11]
	s_nop 4
	v_bfe_u32 v1, v12, 16, 1
	v_add3_u32 v2, v12, v1, s6
	v_cmp_u_f32 s[18:19], v12, v12
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[18:19]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[18:19], s[12:13]               ; lanes where %vpred_1047
	global_store_short v3, v1, s[14:15]                 ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[18:19]
	s_mul_i32 s5, s17, 1
	s_lshl_b32 s12, s5, 1
	v_add_u32 v1, s12, v3
	v_add_u32 v2, 1, v6
	v_cmp_lt_u32 s[12:13], v2, s7                       ; 'm' element in bounds
	s_and_b64 s[18:19], s[12:13], s[10:11]
	v_bfe_u32 v2, v13, 16, 1
	v_add3_u32 v5, v13, v2, s6
	v_cmp_u_f32 s[22:23], v13, v13
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v5, v5, v2, s[22:23]
	v_lshrrev_b32 v2, 16, v5
	s_and_saveexec_b64 s[22:23], s[18:19]               ; lanes where %vpred_1054
	global_store_short v1, v2, s[14:15]                 ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[22:23]
	s_mul_i32 s5, s17, 2
	s_lshl_b32 s16, s5, 1
	v_add_u32 v2, s16, v3
	v_add_u32 v5, 2, v6
	v_cmp_lt_u32 s[18:19], v5, s7                       ; 'm' element in bounds
	s_and_b64 s[22:23], s[18:19], s[10:11]
	v_bfe_u32 v5, v14, 16, 1
	v_add3_u32 v7, v14, v5, s6
	v_cmp_u_f32 s[24:25], v14, v14
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v7, v7, v5, s[24:25]
	v_lshrrev_b32 v5, 16, v7
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_1061
	global_store_short v2, v5, s[14:15]                 ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[24:25]
	s_mul_i32 s5, s17, 3
	s_lshl_b32 s16, s5, 1
	v_add_u32 v5, s16, v3
	v_add_u32 v7, 3, v6
	v_cmp_lt_u32 s[22:23], v7, s7                       ; 'm' element in bounds
	s_and_b64 s[24:25], s[22:23], s[10:11]
	v_bfe_u32 v7, v15, 16, 1
	v_add3_u32 v8, v15, v7, s6
	v_cmp_u_f32 s[26:27], v15, v15
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v8, v8, v7, s[26:27]
	v_lshrrev_b32 v7, 16, v8
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1068
	global_store_short v5, v7, s[14:15]                 ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[26:27]
	s_mul_i32 s5, s17, 8
	s_lshl_b32 s16, s5, 1
	v_add_u32 v7, s16, v3
	v_add_u32 v8, 8, v6
	v_cmp_lt_u32 s[24:25], v8, s7                       ; 'm' element in bounds
	s_and_b64 s[26:27], s[24:25], s[10:11]
	v_bfe_u32 v8, v16, 16, 1
	v_add3_u32 v9, v16, v8, s6
	v_cmp_u_f32 s[28:29], v16, v16
	v_mov_b32 v8, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v9, v9, v8, s[28:29]
	v_lshrrev_b32 v8, 16, v9
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1075
	global_store_short v7, v8, s[14:15]                 ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s5, s17, 9
	s_lshl_b32 s16, s5, 1
	v_add_u32 v8, s16, v3
	v_add_u32 v9, 9, v6
	v_cmp_lt_u32 s[26:27], v9, s7                       ; 'm' element in bounds
	s_and_b64 s[28:29], s[26:27], s[10:11]
	v_bfe_u32 v9, v17, 16, 1
	s_waitcnt vmcnt(36)
	v_add3_u32 v10, v17, v9, s6
	v_cmp_u_f32 s[30:31], v17, v17
	v_mov_b32 v9, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v10, v10, v9, s[30:31]
	v_lshrrev_b32 v9, 16, v10
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_1082
	global_store_short v8, v9, s[14:15]                 ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[30:31]
	s_mul_i32 s5, s17, 10
	s_lshl_b32 s16, s5, 1
	v_add_u32 v9, s16, v3
	v_add_u32 v10, 10, v6
	v_cmp_lt_u32 s[28:29], v10, s7                      ; 'm' element in bounds
	s_and_b64 s[30:31], s[28:29], s[10:11]
	v_bfe_u32 v10, v18, 16, 1
	v_add3_u32 v11, v18, v10, s6
	v_cmp_u_f32 s[32:33], v18, v18
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v11, v11, v10, s[32:33]
	v_lshrrev_b32 v10, 16, v11
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_1089
	global_store_short v9, v10, s[14:15]                ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[32:33]
	s_mul_i32 s5, s17, 11
	s_lshl_b32 s16, s5, 1
	v_add_u32 v10, s16, v3
	v_add_u32 v11, 11, v6
	v_cmp_lt_u32 s[30:31], v11, s7                      ; 'm' element in bounds
	s_and_b64 s[32:33], s[30:31], s[10:11]
	v_bfe_u32 v11, v19, 16, 1
	s_waitcnt vmcnt(10)
	v_add3_u32 v44, v19, v11, s6
	v_cmp_u_f32 s[34:35], v19, v19
	v_mov_b32 v11, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v44, v44, v11, s[34:35]
	v_lshrrev_b32 v11, 16, v44
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_1096
	global_store_short v10, v11, s[14:15]               ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[34:35]
	s_mul_i32 s5, s17, 16
	s_lshl_b32 s16, s5, 1
	v_add_u32 v11, s16, v3
	v_add_u32 v44, 16, v6
	v_cmp_lt_u32 s[32:33], v44, s7                      ; 'm' element in bounds
	s_and_b64 s[34:35], s[32:33], s[10:11]
	v_bfe_u32 v44, v20, 16, 1
	v_add3_u32 v45, v20, v44, s6
	v_cmp_u_f32 s[36:37], v20, v20
	v_mov_b32 v44, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v45, v45, v44, s[36:37]
	v_lshrrev_b32 v44, 16, v45
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_1103
	global_store_short v11, v44, s[14:15]               ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[36:37]
	s_mul_i32 s5, s17, 17
	s_lshl_b32 s16, s5, 1
	v_add_u32 v44, s16, v3
	v_add_u32 v45, 17, v6
	v_cmp_lt_u32 s[34:35], v45, s7                      ; 'm' element in bounds
	s_and_b64 s[36:37], s[34:35], s[10:11]
	v_bfe_u32 v45, v21, 16, 1
	v_add3_u32 v46, v21, v45, s6
	v_cmp_u_f32 s[38:39], v21, v21
	v_mov_b32 v45, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v46, v46, v45, s[38:39]
	v_lshrrev_b32 v45, 16, v46
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_1110
	global_store_short v44, v45, s[14:15]               ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[38:39]
	s_mul_i32 s5, s17, 18
	s_lshl_b32 s16, s5, 1
	v_add_u32 v45, s16, v3
	v_add_u32 v46, 18, v6
	v_cmp_lt_u32 s[36:37], v46, s7                      ; 'm' element in bounds
	s_and_b64 s[38:39], s[36:37], s[10:11]
	v_bfe_u32 v46, v22, 16, 1
	v_add3_u32 v47, v22, v46, s6
	v_cmp_u_f32 s[40:41], v22, v22
	v_mov_b32 v46, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v47, v47, v46, s[40:41]
	v_lshrrev_b32 v46, 16, v47
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_1117
	global_store_short v45, v46, s[14:15]               ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[40:41]
	s_mul_i32 s5, s17, 19
	s_lshl_b32 s16, s5, 1
	v_add_u32 v46, s16, v3
	v_add_u32 v47, 19, v6
	v_cmp_lt_u32 s[38:39], v47, s7                      ; 'm' element in bounds
	s_and_b64 s[40:41], s[38:39], s[10:11]
	v_bfe_u32 v47, v23, 16, 1
	v_add3_u32 v48, v23, v47, s6
	v_cmp_u_f32 s[42:43], v23, v23
	v_mov_b32 v47, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v48, v48, v47, s[42:43]
	v_lshrrev_b32 v47, 16, v48
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_1124
	global_store_short v46, v47, s[14:15]               ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[42:43]
	s_mul_i32 s5, s17, 24
	s_lshl_b32 s16, s5, 1
	v_add_u32 v47, s16, v3
	v_add_u32 v48, 24, v6
	v_cmp_lt_u32 s[40:41], v48, s7                      ; 'm' element in bounds
	s_and_b64 s[42:43], s[40:41], s[10:11]
	v_bfe_u32 v48, v24, 16, 1
	v_add3_u32 v49, v24, v48, s6
	v_cmp_u_f32 s[44:45], v24, v24
	v_mov_b32 v48, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v49, v49, v48, s[44:45]
	v_lshrrev_b32 v48, 16, v49
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_1131
	global_store_short v47, v48, s[14:15]               ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[44:45]
	s_mul_i32 s5, s17, 25
	s_lshl_b32 s16, s5, 1
	v_add_u32 v48, s16, v3
	v_add_u32 v49, 25, v6
	v_cmp_lt_u32 s[42:43], v49, s7                      ; 'm' element in bounds
	s_and_b64 s[44:45], s[42:43], s[10:11]
	v_bfe_u32 v49, v25, 16, 1
	s_waitcnt vmcnt(15)
	v_add3_u32 v50, v25, v49, s6
	v_cmp_u_f32 s[46:47], v25, v25
	v_mov_b32 v49, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v50, v50, v49, s[46:47]
	v_lshrrev_b32 v49, 16, v50
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_1138
	global_store_short v48, v49, s[14:15]               ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[46:47]
	s_mul_i32 s5, s17, 26
	s_lshl_b32 s16, s5, 1
	v_add_u32 v49, s16, v3
	v_add_u32 v50, 26, v6
	v_cmp_lt_u32 s[44:45], v50, s7                      ; 'm' element in bounds
	s_and_b64 s[46:47], s[44:45], s[10:11]
	v_bfe_u32 v50, v26, 16, 1
	v_add3_u32 v51, v26, v50, s6
	v_cmp_u_f32 s[48:49], v26, v26
	v_mov_b32 v50, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v51, v51, v50, s[48:49]
	v_lshrrev_b32 v50, 16, v51
	s_and_saveexec_b64 s[48:49], s[46:47]               ; lanes where %vpred_1145
	global_store_short v49, v50, s[14:15]               ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[48:49]
	s_mul_i32 s5, s17, 27
	s_lshl_b32 s16, s5, 1
	v_add_u32 v50, s16, v3
	v_add_u32 v51, 27, v6
	v_cmp_lt_u32 s[16:17], v51, s7                      ; 'm' element in bounds
	s_and_b64 s[46:47], s[16:17], s[10:11]
	v_bfe_u32 v6, v27, 16, 1
	v_add3_u32 v51, v27, v6, s6
	v_cmp_u_f32 s[10:11], v27, v27
	v_mov_b32 v6, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v51, v51, v6, s[10:11]
	v_lshrrev_b32 v6, 16, v51
	s_and_saveexec_b64 s[10:11], s[46:47]               ; lanes where %vpred_1152
	global_store_short v50, v6, s[14:15]                ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[10:11]
	v_add_u32 v6, 32, v4
	v_cmp_lt_u32 s[10:11], v6, s21                      ; 'n' element in bounds
	s_and_b64 s[20:21], s[8:9], s[10:11]
	v_bfe_u32 v4, v28, 16, 1
	v_add3_u32 v6, v28, v4, s6
	v_cmp_u_f32 s[8:9], v28, v28
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v6, v6, v4, s[8:9]
	v_lshrrev_b32 v4, 16, v6
	s_and_saveexec_b64 s[8:9], s[20:21]                 ; lanes where %vpred_1156
	global_store_short v3, v4, s[14:15] offset:64       ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[8:9]
	s_and_b64 s[8:9], s[12:13], s[10:11]
	v_bfe_u32 v3, v29, 16, 1
	v_add3_u32 v4, v29, v3, s6
	v_cmp_u_f32 s[12:13], v29, v29
	v_mov_b32 v3, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v4, v4, v3, s[12:13]
	v_lshrrev_b32 v3, 16, v4
	s_and_saveexec_b64 s[12:13], s[8:9]                 ; lanes where %vpred_1158
	global_store_short v1, v3, s[14:15] offset:64       ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[8:9], s[18:19], s[10:11]
	v_bfe_u32 v1, v30, 16, 1
	v_add3_u32 v3, v30, v1, s6
	v_cmp_u_f32 s[12:13], v30, v30
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[12:13]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[12:13], s[8:9]                 ; lanes where %vpred_1160
	global_store_short v2, v1, s[14:15] offset:64       ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[8:9], s[22:23], s[10:11]
	v_bfe_u32 v1, v31, 16, 1
	v_add3_u32 v2, v31, v1, s6
	v_cmp_u_f32 s[12:13], v31, v31
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[12:13]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[12:13], s[8:9]                 ; lanes where %vpred_1162
	global_store_short v5, v1, s[14:15] offset:64       ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[8:9], s[24:25], s[10:11]
	v_bfe_u32 v1, v32, 16, 1
	v_add3_u32 v2, v32, v1, s6
	v_cmp_u_f32 s[12:13], v32, v32
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[12:13]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[12:13], s[8:9]                 ; lanes where %vpred_1164
	global_store_short v7, v1, s[14:15] offset:64       ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[8:9], s[26:27], s[10:11]
	v_bfe_u32 v1, v33, 16, 1
	v_add3_u32 v2, v33, v1, s6
	v_cmp_u_f32 s[12:13], v33, v33
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[12:13]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[12:13], s[8:9]                 ; lanes where %vpred_1166
	global_store_short v8, v1, s[14:15] offset:64       ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[8:9], s[28:29], s[10:11]
	v_bfe_u32 v1, v34, 16, 1
	v_add3_u32 v2, v34, v1, s6
	v_cmp_u_f32 s[12:13], v34, v34
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[12:13]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[12:13], s[8:9]                 ; lanes where %vpred_1168
	global_store_short v9, v1, s[14:15] offset:64       ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[8:9], s[30:31], s[10:11]
	v_bfe_u32 v1, v35, 16, 1
	v_add3_u32 v2, v35, v1, s6
	v_cmp_u_f32 s[12:13], v35, v35
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[12:13]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[12:13], s[8:9]                 ; lanes where %vpred_1170
	global_store_short v10, v1, s[14:15] offset:64      ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[8:9], s[32:33], s[10:11]
	v_bfe_u32 v1, v36, 16, 1
	v_add3_u32 v2, v36, v1, s6
	v_cmp_u_f32 s[12:13], v36, v36
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[12:13]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[12:13], s[8:9]                 ; lanes where %vpred_1172
	global_store_short v11, v1, s[14:15] offset:64      ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[8:9], s[34:35], s[10:11]
	v_bfe_u32 v1, v37, 16, 1
	v_add3_u32 v2, v37, v1, s6
	v_cmp_u_f32 s[12:13], v37, v37
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[12:13]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[12:13], s[8:9]                 ; lanes where %vpred_1174
	global_store_short v44, v1, s[14:15] offset:64      ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[8:9], s[36:37], s[10:11]
	v_bfe_u32 v1, v38, 16, 1
	v_add3_u32 v2, v38, v1, s6
	v_cmp_u_f32 s[12:13], v38, v38
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[12:13]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[12:13], s[8:9]                 ; lanes where %vpred_1176
	global_store_short v45, v1, s[14:15] offset:64      ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[8:9], s[38:39], s[10:11]
	v_bfe_u32 v1, v39, 16, 1
	v_add3_u32 v2, v39, v1, s6
	v_cmp_u_f32 s[12:13], v39, v39
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[12:13]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[12:13], s[8:9]                 ; lanes where %vpred_1178
	global_store_short v46, v1, s[14:15] offset:64      ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[8:9], s[40:41], s[10:11]
	v_bfe_u32 v1, v40, 16, 1
	v_add3_u32 v2, v40, v1, s6
	v_cmp_u_f32 s[12:13], v40, v40
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[12:13]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[12:13], s[8:9]                 ; lanes where %vpred_1180
	global_store_short v47, v1, s[14:15] offset:64      ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[8:9], s[42:43], s[10:11]
	v_bfe_u32 v1, v41, 16, 1
	v_add3_u32 v2, v41, v1, s6
	v_cmp_u_f32 s[12:13], v41, v41
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[12:13]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[12:13], s[8:9]                 ; lanes where %vpred_1182
	global_store_short v48, v1, s[14:15] offset:64      ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[8:9], s[44:45], s[10:11]
	v_bfe_u32 v1, v42, 16, 1
	v_add3_u32 v2, v42, v1, s6
	v_cmp_u_f32 s[12:13], v42, v42
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[12:13]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[12:13], s[8:9]                 ; lanes where %vpred_1184
	global_store_short v49, v1, s[14:15] offset:64      ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[8:9], s[16:17], s[10:11]
	v_bfe_u32 v1, v43, 16, 1
	v_add3_u32 v2, v43, v1, s6
	v_cmp_u_f32 s[6:7], v43, v43
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[8:9]                   ; lanes where %vpred_1186
	global_store_short v50, v1, s[14:15] offset:64      ; examples/grouped_gemm.kgen:14: store to 'y'
	s_mov_b64 exec, s[6:7]
.Lgrouped_gemm_if0_end:
	s_endpgm
.Lfunc_end_grouped_gemm:
	.size	grouped_gemm, .Lfunc_end_grouped_gemm-grouped_gemm

	.rodata
	.p2align	6
	.amdhsa_kernel grouped_gemm
		.amdhsa_group_segment_fixed_size 73728
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 52
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 124
		.amdhsa_next_free_sgpr 50
		.amdhsa_accum_offset 124
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
    .group_segment_fixed_size: 73728
    .kernarg_segment_align: 8
    .kernarg_segment_size: 52
    .max_flat_workgroup_size: 512
    .private_segment_fixed_size: 0
    .sgpr_count:     56
    .sgpr_spill_count: 0
    .vgpr_count:     124
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
