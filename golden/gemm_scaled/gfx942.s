; kgen AMDGCN module for gfx942: 1 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5

; kernel gemm_scaled: kgen AMDGCN for gfx942 (wave64, code object v5)
; kernel gemm_scaled from examples/gemm_scaled.kgen
; target gfx942: AMD CDNA3 (MI300)
;   block: 256 threads = 4 x 64-wide waves
;   grid: n, m
;   chunk: m: 64, n: 64, kk: 32; walked in chunks: none
;   layout: m:64 x n:64: reg[m1 m2 m8 m16] lane[n1 n2 n4 n8 n16 m4] warp[m32 n32]
;     (the first product's accumulator; at most 4 elements per vector access)
;   tile products on mfma 32x32x8: operands staged in shared memory (a loop's plain-load operands streamed ahead through registers), results in the accumulator layout
;   accumulator orientations of least cost (24 shuffle and conversion instructions per thread)
;   product 9:16 m x n contracting kk: 2 x 2 warps, each mfma 32x32x8 tiles
;   value layouts (each the first of the products' accumulator layouts, then blocked layouts, over its axes, sliced):
;     L0 [m, n]: m:64 x n:64: reg[m1 m2 m8 m16] lane[n1 n2 n4 n8 n16 m4] warp[m32 n32]
;     L1 [kk]: kk:32: reg[kk1 kk2 0] lane[kk4 kk8 kk16 0 0 0] warp[0 0]
;     L2 [m, kk]: m:64 x kk:32: reg[kk1 kk2 m32] lane[kk4 kk8 kk16 m1 m2 m4] warp[m8 m16]
;     L3 [n, kk]: n:64 x kk:32: reg[n1 n2 kk16] lane[n4 n8 n16 n32 kk1 kk2] warp[kk4 kk8]
;     L4 [n]: n:64: reg[0 0 0 0] lane[n1 n2 n4 n8 n16 0] warp[0 n32]
;       6:11 carried -> L0; 8:21 index kk -> L1; 8:21 lt -> L1; 8:33 load a -> L2; 8:15 select -> L2; 9:27 load w -> L3
;       9:38 load wscale -> L4; 9:27 mul -> L3; 9:22 cast -> L3; 9:16 matmul -> L0; 9:9 add -> L0; 7:5 loop_result -> L0
; resources: 52 VGPRs, 0 AGPRs, 56 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 10496 bytes LDS, 48 bytes of arguments, 256 threads
;   arg a: tensor bf16 at 0 (read-only)
;   arg w: tensor f32 at 8 (read-only)
;   arg wscale: tensor f32 at 16 (read-only)
;   arg c: tensor f32 at 24
;   arg width: scalar i32 at 32
;   arg M: dim i32 at 36
;   arg K: dim i32 at 40
;   arg N: dim i32 at 44
; s[0:1] kernarg pointer, s2 workgroup id x, s3 workgroup id y, v0 work-item id
	.text
	.globl	gemm_scaled
	.p2align	8
	.type	gemm_scaled,@function
gemm_scaled:
	s_load_dwordx2 s[4:5], s[0:1], 0x0                  ; argument a
	s_load_dwordx2 s[6:7], s[0:1], 0x8                  ; argument w
	s_load_dwordx2 s[8:9], s[0:1], 0x10                 ; argument wscale
	s_load_dwordx2 s[10:11], s[0:1], 0x18               ; argument c
	s_load_dword s12, s[0:1], 0x20                      ; argument width
	s_load_dword s13, s[0:1], 0x24                      ; argument M
	s_load_dword s14, s[0:1], 0x28                      ; argument K
	s_load_dword s15, s[0:1], 0x2c                      ; argument N
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s16, s2                                   ; program index along 'n'
	s_mul_i32 s17, s16, 64                              ; first 'n' of this program's tile (64)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s16, s15, s17
	s_min_u32 s18, s16, 64                              ; 'n' elements in this tile
	s_mov_b32 s16, s3                                   ; program index along 'm'
	s_mul_i32 s19, s16, 64                              ; first 'm' of this program's tile (64)
	s_sub_u32 s16, s13, s19
	s_min_u32 s13, s16, 64                              ; 'm' elements in this tile
	s_and_b32 s16, s14, 3
	s_cmp_eq_u32 s16, 0                                 ; rows start aligned to 4 elements iff K % 4 == 0
	s_cselect_b32 s16, 1, 0
	s_and_b32 s20, s15, 3
	s_cmp_eq_u32 s20, 0                                 ; rows start aligned to 4 elements iff N % 4 == 0
	s_cselect_b32 s20, 1, 0
	s_and_b32 s21, s16, s20
	s_cmp_ge_u32 s18, 64                                ; a whole chunk of 'n' (64) is in bounds
	s_cselect_b32 s16, 1, 0
	s_cmp_ge_u32 s13, 64                                ; a whole chunk of 'm' (64) is in bounds
	s_cselect_b32 s20, 1, 0
	s_and_b32 s22, s16, s20
	v_and_b32 v2, 7, v1
	v_lshlrev_b32 v3, 2, v2
	v_lshrrev_b32 v2, 3, v1
	v_mul_lo_u32 v4, s14, v2
	v_add_u32 v5, v4, v3
	v_lshlrev_b32 v4, 1, v5                             ; thread's byte offset in a chunk of 'a'
	s_mul_i32 s24, s19, s14
	s_mul_hi_u32 s25, s19, s14
	s_lshl_b64 s[26:27], s[24:25], 1
	s_add_u32 s24, s4, s26                              ; 'a' at this program
	s_addc_u32 s25, s5, s27
	v_mul_lo_u32 v5, 40, v2
	v_add_u32 v6, v5, v3
	v_lshlrev_b32 v5, 1, v6                             ; thread's place in opa0
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
	v_lshrrev_b32 v8, 4, v1
	v_mul_lo_u32 v11, s15, v8
	v_and_b32 v12, 15, v1
	v_lshlrev_b32 v13, 2, v12
	v_add_u32 v12, v11, v13
	v_lshlrev_b32 v11, 2, v12                           ; thread's byte offset in a chunk of 'w'
	s_mov_b32 s4, s17
	s_mov_b32 s5, 0
	s_lshl_b64 s[16:17], s[4:5], 2
	s_add_u32 s4, s6, s16                               ; 'w' at this program
	s_addc_u32 s5, s7, s17
	v_lshrrev_b32 v12, 7, v1
	v_lshlrev_b32 v14, 5, v12
	v_or_b32 v12, v6, v14                               ; thread's 'n' coordinate
	v_lshlrev_b32 v6, 2, v12                            ; thread's byte offset in a chunk of 'wscale'
	s_add_u32 s6, s8, s16                               ; 'wscale' at this program
	s_addc_u32 s7, s9, s17
	v_and_b32 v14, 0x60, v1
	v_cmp_eq_u32 s[8:9], v14, 0                         ; one thread of each group of copies
	v_lshlrev_b32 v1, 2, v13
	v_mul_lo_u32 v14, 40, v13
	v_add_u32 v15, v14, v8
	v_lshlrev_b32 v14, 1, v15                           ; thread's place in opb1
	v_mul_lo_u32 v15, 40, v12
	v_add_u32 v16, v15, v9
	v_lshlrev_b32 v15, 1, v16                           ; thread's N-fragment place
	v_or_b32 v16, v9, v7                                ; thread's 'm' coordinate
	v_mul_lo_u32 v7, s15, v16
	v_add_u32 v9, v7, v12
	v_lshlrev_b32 v7, 2, v9                             ; thread's byte offset in a chunk of 'c'
	s_mul_i32 s26, s19, s15
	s_mul_hi_u32 s27, s19, s15
	s_lshl_b64 s[28:29], s[26:27], 2
	s_add_u32 s26, s10, s28                             ; 'c' at this program
	s_addc_u32 s27, s11, s29
	s_add_u32 s10, s26, s16                             ; 'c' at this program
	s_addc_u32 s11, s27, s17
	s_cmp_eq_u32 s22, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lgemm_scaled_if0_else
	v_mov_b32 v9, 0                                     ; loop-carried 'acc'
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
	v_mov_b32 v30, 0                                    ; loop-carried 'acc'
	v_mov_b32 v31, 0                                    ; loop-carried 'acc'
	s_cmp_ge_u32 s14, 32                                ; at least one whole chunk of 'kk'
	s_cselect_b32 s16, 1, 0
	s_sub_u32 s17, s14, 31
	s_cmp_lg_u32 s16, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s16, s17, 0
	s_cmp_lg_u32 s21, 0
	s_cselect_b32 s17, s16, 0
	s_mov_b32 s16, 0                                    ; for kk in k: steps of 32: whole chunks
	s_cmp_ge_u32 s16, s17
	s_cbranch_scc1 .Lgemm_scaled_loop0_end
.Lgemm_scaled_loop0:
	v_add_u32 v32, s16, v3
	v_add_u32 v33, 0, v32                               ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_add_u32 v34, 1, v32                               ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_add_u32 v35, 2, v32                               ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_add_u32 v36, 3, v32                               ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_cmp_lt_i32 s[26:27], v33, s12                     ; examples/gemm_scaled.kgen:8
	v_cmp_lt_i32 s[28:29], v34, s12                     ; examples/gemm_scaled.kgen:8
	v_cmp_lt_i32 s[30:31], v35, s12                     ; examples/gemm_scaled.kgen:8
	v_cmp_lt_i32 s[32:33], v36, s12                     ; examples/gemm_scaled.kgen:8
	s_mov_b32 s34, s16
	s_mov_b32 s35, 0
	s_lshl_b64 s[36:37], s[34:35], 1
	s_add_u32 s34, s24, s36                             ; 'a' at this chunk
	s_addc_u32 s35, s25, s37
	global_load_dwordx2 v[32:33], v4, s[34:35]          ; examples/gemm_scaled.kgen:8: 8-byte load of 'a'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v32
	v_and_b32 v35, 0xffff0000, v32
	v_lshlrev_b32 v36, 16, v33
	v_and_b32 v37, 0xffff0000, v33
	s_mul_i32 s19, s14, 32
	s_lshl_b32 s20, s19, 1
	v_add_u32 v32, s20, v4
	global_load_dwordx2 v[38:39], v32, s[34:35]         ; examples/gemm_scaled.kgen:8: 8-byte load of 'a'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v32, 16, v38
	v_and_b32 v33, 0xffff0000, v38
	v_lshlrev_b32 v40, 16, v39
	v_and_b32 v41, 0xffff0000, v39
	v_cndmask_b32 v38, 0, v34, s[26:27]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v34, 0, v35, s[28:29]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v35, 0, v36, s[30:31]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v36, 0, v37, s[32:33]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v37, 0, v32, s[26:27]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v32, 0, v33, s[28:29]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v33, 0, v40, s[30:31]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v39, 0, v41, s[32:33]                 ; examples/gemm_scaled.kgen:8
	v_lshrrev_b32 v40, 16, v38
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v5, v40                                ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v34
	ds_write_b16 v5, v38 offset:2                       ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v35
	ds_write_b16 v5, v34 offset:4                       ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v36
	ds_write_b16 v5, v34 offset:6                       ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v37
	ds_write_b16 v5, v34 offset:2560                    ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v32
	ds_write_b16 v5, v34 offset:2562                    ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v33
	ds_write_b16 v5, v32 offset:2564                    ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v39
	ds_write_b16 v5, v32 offset:2566                    ; A operand of the product: stage
	s_mul_i32 s26, s16, s15
	s_mul_hi_u32 s27, s16, s15
	s_lshl_b64 s[28:29], s[26:27], 2
	s_add_u32 s26, s4, s28                              ; 'w' at this chunk
	s_addc_u32 s27, s5, s29
	global_load_dwordx4 v[32:35], v11, s[26:27]         ; examples/gemm_scaled.kgen:9: 16-byte load of 'w'
	s_mul_i32 s19, s15, 16
	s_lshl_b32 s20, s19, 2
	v_add_u32 v36, s20, v11
	global_load_dwordx4 v[38:41], v36, s[26:27]         ; examples/gemm_scaled.kgen:9: 16-byte load of 'w'
	global_load_dword v36, v6, s[6:7]                   ; examples/gemm_scaled.kgen:9: load of 'wscale'
	s_and_saveexec_b64 s[26:27], s[8:9]                 ; lanes where %vpred_145
	s_waitcnt vmcnt(0)
	ds_write_b32 v6, v36 offset:10240                   ; convert the operand at 9:38: write this thread's elements
	s_mov_b64 exec, s[26:27]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v36, v1 offset:10240                    ; convert the operand at 9:38: read in the new layout
	ds_read_b32 v37, v1 offset:10244                    ; convert the operand at 9:38: read in the new layout
	ds_read_b32 v42, v1 offset:10248                    ; convert the operand at 9:38: read in the new layout
	ds_read_b32 v43, v1 offset:10252                    ; convert the operand at 9:38: read in the new layout
	s_waitcnt lgkmcnt(3)
	v_mul_f32 v44, v32, v36                             ; examples/gemm_scaled.kgen:9
	s_waitcnt lgkmcnt(2)
	v_mul_f32 v45, v33, v37                             ; examples/gemm_scaled.kgen:9
	s_waitcnt lgkmcnt(1)
	v_mul_f32 v46, v34, v42                             ; examples/gemm_scaled.kgen:9
	s_waitcnt lgkmcnt(0)
	v_mul_f32 v47, v35, v43                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v32, v38, v36                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v33, v39, v37                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v34, v40, v42                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v35, v41, v43                             ; examples/gemm_scaled.kgen:9
	v_bfe_u32 v36, v44, 16, 1                           ; round to bf16
	v_mov_b32 v37, 0x7fff
	v_add3_u32 v38, v44, v36, v37
	v_cmp_u_f32 s[26:27], v44, v44
	v_mov_b32 v36, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v38, v38, v36, s[26:27]
	v_and_b32 v36, 0xffff0000, v38
	v_bfe_u32 v37, v45, 16, 1                           ; round to bf16
	v_mov_b32 v38, 0x7fff
	v_add3_u32 v39, v45, v37, v38
	v_cmp_u_f32 s[26:27], v45, v45
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v39, v39, v37, s[26:27]
	v_and_b32 v37, 0xffff0000, v39
	v_bfe_u32 v38, v46, 16, 1                           ; round to bf16
	v_mov_b32 v39, 0x7fff
	v_add3_u32 v40, v46, v38, v39
	v_cmp_u_f32 s[26:27], v46, v46
	v_mov_b32 v38, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v40, v40, v38, s[26:27]
	v_and_b32 v38, 0xffff0000, v40
	v_bfe_u32 v39, v47, 16, 1                           ; round to bf16
	v_mov_b32 v40, 0x7fff
	v_add3_u32 v41, v47, v39, v40
	v_cmp_u_f32 s[26:27], v47, v47
	v_mov_b32 v39, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v41, v41, v39, s[26:27]
	v_and_b32 v39, 0xffff0000, v41
	v_bfe_u32 v40, v32, 16, 1                           ; round to bf16
	v_mov_b32 v41, 0x7fff
	v_add3_u32 v42, v32, v40, v41
	v_cmp_u_f32 s[26:27], v32, v32
	v_mov_b32 v32, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v42, v42, v32, s[26:27]
	v_and_b32 v32, 0xffff0000, v42
	v_bfe_u32 v40, v33, 16, 1                           ; round to bf16
	v_mov_b32 v41, 0x7fff
	v_add3_u32 v42, v33, v40, v41
	v_cmp_u_f32 s[26:27], v33, v33
	v_mov_b32 v33, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v42, v42, v33, s[26:27]
	v_and_b32 v33, 0xffff0000, v42
	v_bfe_u32 v40, v34, 16, 1                           ; round to bf16
	v_mov_b32 v41, 0x7fff
	v_add3_u32 v42, v34, v40, v41
	v_cmp_u_f32 s[26:27], v34, v34
	v_mov_b32 v34, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v42, v42, v34, s[26:27]
	v_and_b32 v34, 0xffff0000, v42
	v_bfe_u32 v40, v35, 16, 1                           ; round to bf16
	v_mov_b32 v41, 0x7fff
	v_add3_u32 v42, v35, v40, v41
	v_cmp_u_f32 s[26:27], v35, v35
	v_mov_b32 v35, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v42, v42, v35, s[26:27]
	v_and_b32 v35, 0xffff0000, v42
	v_lshrrev_b32 v40, 16, v36
	ds_write_b16 v14, v40 offset:5120                   ; B operand of the product: stage
	v_lshrrev_b32 v36, 16, v37
	ds_write_b16 v14, v36 offset:5200                   ; B operand of the product: stage
	v_lshrrev_b32 v36, 16, v38
	ds_write_b16 v14, v36 offset:5280                   ; B operand of the product: stage
	v_lshrrev_b32 v36, 16, v39
	ds_write_b16 v14, v36 offset:5360                   ; B operand of the product: stage
	v_lshrrev_b32 v36, 16, v32
	ds_write_b16 v14, v36 offset:5152                   ; B operand of the product: stage
	v_lshrrev_b32 v32, 16, v33
	ds_write_b16 v14, v32 offset:5232                   ; B operand of the product: stage
	v_lshrrev_b32 v32, 16, v34
	ds_write_b16 v14, v32 offset:5312                   ; B operand of the product: stage
	v_lshrrev_b32 v32, 16, v35
	ds_write_b16 v14, v32 offset:5392                   ; B operand of the product: stage
	v_mov_b32 v32, v9                                   ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v33, v17                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v34, v18                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v35, v19                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v36, v20                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v37, v21                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v38, v22                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v39, v23                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v40, v24                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v41, v25                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v42, v26                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v43, v27                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v44, v28                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v45, v29                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v46, v30                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v47, v31                                  ; examples/gemm_scaled.kgen:9: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v48, v15 offset:5120                    ; B fragment 0 of k-step 0
	ds_read_b32 v49, v15 offset:5124                    ; B fragment 0 of k-step 0
	ds_read_b32 v50, v10                                ; A fragment 0 of k-step 0
	ds_read_b32 v51, v10 offset:4                       ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[32:47], v[50:51], v[48:49], v[32:47] ; examples/gemm_scaled.kgen:9: mfma 32x32x8
	ds_read_b32 v48, v15 offset:5136                    ; B fragment 0 of k-step 1
	ds_read_b32 v49, v15 offset:5140                    ; B fragment 0 of k-step 1
	ds_read_b32 v50, v10 offset:16                      ; A fragment 0 of k-step 1
	ds_read_b32 v51, v10 offset:20                      ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[32:47], v[50:51], v[48:49], v[32:47] ; examples/gemm_scaled.kgen:9: mfma 32x32x8
	ds_read_b32 v48, v15 offset:5152                    ; B fragment 0 of k-step 2
	ds_read_b32 v49, v15 offset:5156                    ; B fragment 0 of k-step 2
	ds_read_b32 v50, v10 offset:32                      ; A fragment 0 of k-step 2
	ds_read_b32 v51, v10 offset:36                      ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[32:47], v[50:51], v[48:49], v[32:47] ; examples/gemm_scaled.kgen:9: mfma 32x32x8
	ds_read_b32 v48, v15 offset:5168                    ; B fragment 0 of k-step 3
	ds_read_b32 v49, v15 offset:5172                    ; B fragment 0 of k-step 3
	ds_read_b32 v50, v10 offset:48                      ; A fragment 0 of k-step 3
	ds_read_b32 v51, v10 offset:52                      ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[32:47], v[50:51], v[48:49], v[32:47] ; examples/gemm_scaled.kgen:9: mfma 32x32x8
	s_nop 7
	s_nop 2
	v_mov_b32 v9, v32                                   ; next 'acc'
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
	v_mov_b32 v30, v46                                  ; next 'acc'
	v_mov_b32 v31, v47                                  ; next 'acc'
	s_add_u32 s16, s16, 32
	s_cmp_lt_u32 s16, s17
	s_cbranch_scc1 .Lgemm_scaled_loop0
.Lgemm_scaled_loop0_end:
	s_mov_b32 s17, s16                                  ; for kk in k: steps of 32: the rest, masked
	s_cmp_ge_u32 s17, s14
	s_cbranch_scc1 .Lgemm_scaled_loop1_end
.Lgemm_scaled_loop1:
	s_sub_u32 s16, s14, s17
	v_add_u32 v32, s17, v3
	v_add_u32 v33, 0, v32                               ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_add_u32 v34, 1, v32                               ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_add_u32 v35, 2, v32                               ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_add_u32 v36, 3, v32                               ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_cmp_lt_i32 s[26:27], v33, s12                     ; examples/gemm_scaled.kgen:8
	v_cmp_lt_i32 s[28:29], v34, s12                     ; examples/gemm_scaled.kgen:8
	v_cmp_lt_i32 s[30:31], v35, s12                     ; examples/gemm_scaled.kgen:8
	v_cmp_lt_i32 s[32:33], v36, s12                     ; examples/gemm_scaled.kgen:8
	s_mov_b32 s34, s17
	s_mov_b32 s35, 0
	s_lshl_b64 s[36:37], s[34:35], 1
	s_add_u32 s34, s24, s36                             ; 'a' at this chunk
	s_addc_u32 s35, s25, s37
	v_cmp_lt_u32 s[36:37], v2, s13                      ; 'm' element in bounds
	v_cmp_lt_u32 s[38:39], v3, s16                      ; 'kk' element in bounds
	s_and_b64 s[40:41], s[36:37], s[38:39]
	v_mov_b32 v32, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_229
	global_load_ushort v32, v4, s[34:35]                ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v33, 16, v32
	v_add_u32 v32, 1, v3
	v_cmp_lt_u32 s[42:43], v32, s16                     ; 'kk' element in bounds
	s_and_b64 s[44:45], s[36:37], s[42:43]
	v_mov_b32 v32, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_234
	global_load_ushort v32, v4, s[34:35] offset:2       ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v32
	v_add_u32 v32, 2, v3
	v_cmp_lt_u32 s[46:47], v32, s16                     ; 'kk' element in bounds
	s_and_b64 s[48:49], s[36:37], s[46:47]
	v_mov_b32 v32, 0                                    ; absent element
	s_and_saveexec_b64 s[50:51], s[48:49]               ; lanes where %vpred_239
	global_load_ushort v32, v4, s[34:35] offset:4       ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[50:51]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v35, 16, v32
	v_add_u32 v32, 3, v3
	v_cmp_lt_u32 s[50:51], v32, s16                     ; 'kk' element in bounds
	s_and_b64 s[52:53], s[36:37], s[50:51]
	v_mov_b32 v32, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[52:53]               ; lanes where %vpred_244
	global_load_ushort v32, v4, s[34:35] offset:6       ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v36, 16, v32
	s_mul_i32 s19, s14, 32
	s_lshl_b32 s20, s19, 1
	v_add_u32 v32, s20, v4
	v_add_u32 v37, 32, v2
	v_cmp_lt_u32 s[36:37], v37, s13                     ; 'm' element in bounds
	s_and_b64 s[54:55], s[36:37], s[38:39]
	v_mov_b32 v37, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[54:55]               ; lanes where %vpred_252
	global_load_ushort v37, v32, s[34:35]               ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v38, 16, v37
	s_and_b64 s[38:39], s[36:37], s[42:43]
	v_mov_b32 v37, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[38:39]               ; lanes where %vpred_255
	global_load_ushort v37, v32, s[34:35] offset:2      ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v39, 16, v37
	s_and_b64 s[42:43], s[36:37], s[46:47]
	v_mov_b32 v37, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[42:43]               ; lanes where %vpred_258
	global_load_ushort v37, v32, s[34:35] offset:4      ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v40, 16, v37
	s_and_b64 s[46:47], s[36:37], s[50:51]
	v_mov_b32 v37, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[46:47]               ; lanes where %vpred_261
	global_load_ushort v37, v32, s[34:35] offset:6      ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v32, 16, v37
	v_cndmask_b32 v37, 0, v33, s[26:27]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v33, 0, v34, s[28:29]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v34, 0, v35, s[30:31]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v35, 0, v36, s[32:33]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v36, 0, v38, s[26:27]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v38, 0, v39, s[28:29]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v39, 0, v40, s[30:31]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v40, 0, v32, s[32:33]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v32, 0, v37, s[40:41]                 ; absent elements add nothing
	v_lshrrev_b32 v37, 16, v32
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v5, v37                                ; A operand of the product: stage
	v_cndmask_b32 v32, 0, v33, s[44:45]                 ; absent elements add nothing
	v_lshrrev_b32 v33, 16, v32
	ds_write_b16 v5, v33 offset:2                       ; A operand of the product: stage
	v_cndmask_b32 v32, 0, v34, s[48:49]                 ; absent elements add nothing
	v_lshrrev_b32 v33, 16, v32
	ds_write_b16 v5, v33 offset:4                       ; A operand of the product: stage
	v_cndmask_b32 v32, 0, v35, s[52:53]                 ; absent elements add nothing
	v_lshrrev_b32 v33, 16, v32
	ds_write_b16 v5, v33 offset:6                       ; A operand of the product: stage
	v_cndmask_b32 v32, 0, v36, s[54:55]                 ; absent elements add nothing
	v_lshrrev_b32 v33, 16, v32
	ds_write_b16 v5, v33 offset:2560                    ; A operand of the product: stage
	v_cndmask_b32 v32, 0, v38, s[38:39]                 ; absent elements add nothing
	v_lshrrev_b32 v33, 16, v32
	ds_write_b16 v5, v33 offset:2562                    ; A operand of the product: stage
	v_cndmask_b32 v32, 0, v39, s[42:43]                 ; absent elements add nothing
	v_lshrrev_b32 v33, 16, v32
	ds_write_b16 v5, v33 offset:2564                    ; A operand of the product: stage
	v_cndmask_b32 v32, 0, v40, s[46:47]                 ; absent elements add nothing
	v_lshrrev_b32 v33, 16, v32
	ds_write_b16 v5, v33 offset:2566                    ; A operand of the product: stage
	s_mul_i32 s26, s17, s15
	s_mul_hi_u32 s27, s17, s15
	s_lshl_b64 s[28:29], s[26:27], 2
	s_add_u32 s26, s4, s28                              ; 'w' at this chunk
	s_addc_u32 s27, s5, s29
	v_cmp_lt_u32 s[28:29], v13, s18                     ; 'n' element in bounds
	v_cmp_lt_u32 s[30:31], v8, s16                      ; 'kk' element in bounds
	s_and_b64 s[32:33], s[28:29], s[30:31]
	v_mov_b32 v32, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_293
	global_load_dword v32, v11, s[26:27]                ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[34:35]
	v_add_u32 v33, 1, v13
	v_cmp_lt_u32 s[34:35], v33, s18                     ; 'n' element in bounds
	s_and_b64 s[36:37], s[34:35], s[30:31]
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_297
	global_load_dword v33, v11, s[26:27] offset:4       ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[38:39]
	v_add_u32 v34, 2, v13
	v_cmp_lt_u32 s[38:39], v34, s18                     ; 'n' element in bounds
	s_and_b64 s[40:41], s[38:39], s[30:31]
	v_mov_b32 v34, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_301
	global_load_dword v34, v11, s[26:27] offset:8       ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[42:43]
	v_add_u32 v35, 3, v13
	v_cmp_lt_u32 s[42:43], v35, s18                     ; 'n' element in bounds
	s_and_b64 s[44:45], s[42:43], s[30:31]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[44:45]               ; lanes where %vpred_305
	global_load_dword v35, v11, s[26:27] offset:12      ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[30:31]
	s_mul_i32 s19, s15, 16
	s_lshl_b32 s20, s19, 2
	v_add_u32 v36, s20, v11
	v_add_u32 v37, 16, v8
	v_cmp_lt_u32 s[30:31], v37, s16                     ; 'kk' element in bounds
	s_and_b64 s[46:47], s[28:29], s[30:31]
	v_mov_b32 v37, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[46:47]               ; lanes where %vpred_312
	global_load_dword v37, v36, s[26:27]                ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[28:29]
	s_and_b64 s[28:29], s[34:35], s[30:31]
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_314
	global_load_dword v38, v36, s[26:27] offset:4       ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[34:35]
	s_and_b64 s[34:35], s[38:39], s[30:31]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[34:35]               ; lanes where %vpred_316
	global_load_dword v39, v36, s[26:27] offset:8       ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[38:39]
	s_and_b64 s[38:39], s[42:43], s[30:31]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[38:39]               ; lanes where %vpred_318
	global_load_dword v40, v36, s[26:27] offset:12      ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[30:31]
	v_cmp_lt_u32 s[26:27], v12, s18                     ; 'n' element in bounds
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[26:27]               ; lanes where %vpred_320
	global_load_dword v36, v6, s[6:7]                   ; examples/gemm_scaled.kgen:9: load of 'wscale'
	s_mov_b64 exec, s[30:31]
	s_and_saveexec_b64 s[26:27], s[8:9]                 ; lanes where %vpred_145
	s_waitcnt vmcnt(0)
	ds_write_b32 v6, v36 offset:10240                   ; convert the operand at 9:38: write this thread's elements
	s_mov_b64 exec, s[26:27]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v36, v1 offset:10240                    ; convert the operand at 9:38: read in the new layout
	ds_read_b32 v41, v1 offset:10244                    ; convert the operand at 9:38: read in the new layout
	ds_read_b32 v42, v1 offset:10248                    ; convert the operand at 9:38: read in the new layout
	ds_read_b32 v43, v1 offset:10252                    ; convert the operand at 9:38: read in the new layout
	s_waitcnt lgkmcnt(3)
	v_mul_f32 v44, v32, v36                             ; examples/gemm_scaled.kgen:9
	s_waitcnt lgkmcnt(2)
	v_mul_f32 v32, v33, v41                             ; examples/gemm_scaled.kgen:9
	s_waitcnt lgkmcnt(1)
	v_mul_f32 v33, v34, v42                             ; examples/gemm_scaled.kgen:9
	s_waitcnt lgkmcnt(0)
	v_mul_f32 v34, v35, v43                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v35, v37, v36                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v36, v38, v41                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v37, v39, v42                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v38, v40, v43                             ; examples/gemm_scaled.kgen:9
	v_bfe_u32 v39, v44, 16, 1                           ; round to bf16
	v_mov_b32 v40, 0x7fff
	v_add3_u32 v41, v44, v39, v40
	v_cmp_u_f32 s[26:27], v44, v44
	v_mov_b32 v39, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v41, v41, v39, s[26:27]
	v_and_b32 v39, 0xffff0000, v41
	v_bfe_u32 v40, v32, 16, 1                           ; round to bf16
	v_mov_b32 v41, 0x7fff
	v_add3_u32 v42, v32, v40, v41
	v_cmp_u_f32 s[26:27], v32, v32
	v_mov_b32 v32, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v42, v42, v32, s[26:27]
	v_and_b32 v32, 0xffff0000, v42
	v_bfe_u32 v40, v33, 16, 1                           ; round to bf16
	v_mov_b32 v41, 0x7fff
	v_add3_u32 v42, v33, v40, v41
	v_cmp_u_f32 s[26:27], v33, v33
	v_mov_b32 v33, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v42, v42, v33, s[26:27]
	v_and_b32 v33, 0xffff0000, v42
	v_bfe_u32 v40, v34, 16, 1                           ; round to bf16
	v_mov_b32 v41, 0x7fff
	v_add3_u32 v42, v34, v40, v41
	v_cmp_u_f32 s[26:27], v34, v34
	v_mov_b32 v34, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v42, v42, v34, s[26:27]
	v_and_b32 v34, 0xffff0000, v42
	v_bfe_u32 v40, v35, 16, 1                           ; round to bf16
	v_mov_b32 v41, 0x7fff
	v_add3_u32 v42, v35, v40, v41
	v_cmp_u_f32 s[26:27], v35, v35
	v_mov_b32 v35, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v42, v42, v35, s[26:27]
	v_and_b32 v35, 0xffff0000, v42
	v_bfe_u32 v40, v36, 16, 1                           ; round to bf16
	v_mov_b32 v41, 0x7fff
	v_add3_u32 v42, v36, v40, v41
	v_cmp_u_f32 s[26:27], v36, v36
	v_mov_b32 v36, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v42, v42, v36, s[26:27]
	v_and_b32 v36, 0xffff0000, v42
	v_bfe_u32 v40, v37, 16, 1                           ; round to bf16
	v_mov_b32 v41, 0x7fff
	v_add3_u32 v42, v37, v40, v41
	v_cmp_u_f32 s[26:27], v37, v37
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v42, v42, v37, s[26:27]
	v_and_b32 v37, 0xffff0000, v42
	v_bfe_u32 v40, v38, 16, 1                           ; round to bf16
	v_mov_b32 v41, 0x7fff
	v_add3_u32 v42, v38, v40, v41
	v_cmp_u_f32 s[26:27], v38, v38
	v_mov_b32 v38, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v42, v42, v38, s[26:27]
	v_and_b32 v38, 0xffff0000, v42
	v_cndmask_b32 v40, 0, v39, s[32:33]                 ; absent elements add nothing
	v_lshrrev_b32 v39, 16, v40
	ds_write_b16 v14, v39 offset:5120                   ; B operand of the product: stage
	v_cndmask_b32 v39, 0, v32, s[36:37]                 ; absent elements add nothing
	v_lshrrev_b32 v32, 16, v39
	ds_write_b16 v14, v32 offset:5200                   ; B operand of the product: stage
	v_cndmask_b32 v32, 0, v33, s[40:41]                 ; absent elements add nothing
	v_lshrrev_b32 v33, 16, v32
	ds_write_b16 v14, v33 offset:5280                   ; B operand of the product: stage
	v_cndmask_b32 v32, 0, v34, s[44:45]                 ; absent elements add nothing
	v_lshrrev_b32 v33, 16, v32
	ds_write_b16 v14, v33 offset:5360                   ; B operand of the product: stage
	v_cndmask_b32 v32, 0, v35, s[46:47]                 ; absent elements add nothing
	v_lshrrev_b32 v33, 16, v32
	ds_write_b16 v14, v33 offset:5152                   ; B operand of the product: stage
	v_cndmask_b32 v32, 0, v36, s[28:29]                 ; absent elements add nothing
	v_lshrrev_b32 v33, 16, v32
	ds_write_b16 v14, v33 offset:5232                   ; B operand of the product: stage
	v_cndmask_b32 v32, 0, v37, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v33, 16, v32
	ds_write_b16 v14, v33 offset:5312                   ; B operand of the product: stage
	v_cndmask_b32 v32, 0, v38, s[38:39]                 ; absent elements add nothing
	v_lshrrev_b32 v33, 16, v32
	ds_write_b16 v14, v33 offset:5392                   ; B operand of the product: stage
	v_mov_b32 v32, v9                                   ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v33, v17                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v34, v18                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v35, v19                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v36, v20                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v37, v21                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v38, v22                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v39, v23                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v40, v24                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v41, v25                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v42, v26                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v43, v27                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v44, v28                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v45, v29                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v46, v30                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v47, v31                                  ; examples/gemm_scaled.kgen:9: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v48, v15 offset:5120                    ; B fragment 0 of k-step 0
	ds_read_b32 v49, v15 offset:5124                    ; B fragment 0 of k-step 0
	ds_read_b32 v50, v10                                ; A fragment 0 of k-step 0
	ds_read_b32 v51, v10 offset:4                       ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[32:47], v[50:51], v[48:49], v[32:47] ; examples/gemm_scaled.kgen:9: mfma 32x32x8
	ds_read_b32 v48, v15 offset:5136                    ; B fragment 0 of k-step 1
	ds_read_b32 v49, v15 offset:5140                    ; B fragment 0 of k-step 1
	ds_read_b32 v50, v10 offset:16                      ; A fragment 0 of k-step 1
	ds_read_b32 v51, v10 offset:20                      ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[32:47], v[50:51], v[48:49], v[32:47] ; examples/gemm_scaled.kgen:9: mfma 32x32x8
	ds_read_b32 v48, v15 offset:5152                    ; B fragment 0 of k-step 2
	ds_read_b32 v49, v15 offset:5156                    ; B fragment 0 of k-step 2
	ds_read_b32 v50, v10 offset:32                      ; A fragment 0 of k-step 2
	ds_read_b32 v51, v10 offset:36                      ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[32:47], v[50:51], v[48:49], v[32:47] ; examples/gemm_scaled.kgen:9: mfma 32x32x8
	ds_read_b32 v48, v15 offset:5168                    ; B fragment 0 of k-step 3
	ds_read_b32 v49, v15 offset:5172                    ; B fragment 0 of k-step 3
	ds_read_b32 v50, v10 offset:48                      ; A fragment 0 of k-step 3
	ds_read_b32 v51, v10 offset:52                      ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[32:47], v[50:51], v[48:49], v[32:47] ; examples/gemm_scaled.kgen:9: mfma 32x32x8
	s_nop 7
	s_nop 2
	v_mov_b32 v9, v32                                   ; next 'acc'
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
	v_mov_b32 v30, v46                                  ; next 'acc'
	v_mov_b32 v31, v47                                  ; next 'acc'
	s_add_u32 s17, s17, 32
	s_cmp_lt_u32 s17, s14
	s_cbranch_scc1 .Lgemm_scaled_loop1
.Lgemm_scaled_loop1_end:
	global_store_dword v7, v9, s[10:11]                 ; examples/gemm_scaled.kgen:11: store to 'c'
	s_mul_i32 s16, s15, 1
	s_lshl_b32 s17, s16, 2
	v_add_u32 v9, s17, v7
	global_store_dword v9, v17, s[10:11]                ; examples/gemm_scaled.kgen:11: store to 'c'
	s_mul_i32 s16, s15, 2
	s_lshl_b32 s17, s16, 2
	v_add_u32 v9, s17, v7
	global_store_dword v9, v18, s[10:11]                ; examples/gemm_scaled.kgen:11: store to 'c'
	s_mul_i32 s16, s15, 3
	s_lshl_b32 s17, s16, 2
	v_add_u32 v9, s17, v7
	global_store_dword v9, v19, s[10:11]                ; examples/gemm_scaled.kgen:11: store to 'c'
	s_mul_i32 s16, s15, 8
	s_lshl_b32 s17, s16, 2
	v_add_u32 v9, s17, v7
	global_store_dword v9, v20, s[10:11]                ; examples/gemm_scaled.kgen:11: store to 'c'
	s_mul_i32 s16, s15, 9
	s_lshl_b32 s17, s16, 2
	v_add_u32 v9, s17, v7
	global_store_dword v9, v21, s[10:11]                ; examples/gemm_scaled.kgen:11: store to 'c'
	s_mul_i32 s16, s15, 10
	s_lshl_b32 s17, s16, 2
	v_add_u32 v9, s17, v7
	global_store_dword v9, v22, s[10:11]                ; examples/gemm_scaled.kgen:11: store to 'c'
	s_mul_i32 s16, s15, 11
	s_lshl_b32 s17, s16, 2
	v_add_u32 v9, s17, v7
	global_store_dword v9, v23, s[10:11]                ; examples/gemm_scaled.kgen:11: store to 'c'
	s_mul_i32 s16, s15, 16
	s_lshl_b32 s17, s16, 2
	v_add_u32 v9, s17, v7
	global_store_dword v9, v24, s[10:11]                ; examples/gemm_scaled.kgen:11: store to 'c'
	s_mul_i32 s16, s15, 17
	s_lshl_b32 s17, s16, 2
	v_add_u32 v9, s17, v7
	global_store_dword v9, v25, s[10:11]                ; examples/gemm_scaled.kgen:11: store to 'c'
	s_mul_i32 s16, s15, 18
	s_lshl_b32 s17, s16, 2
	v_add_u32 v9, s17, v7
	global_store_dword v9, v26, s[10:11]                ; examples/gemm_scaled.kgen:11: store to 'c'
	s_mul_i32 s16, s15, 19
	s_lshl_b32 s17, s16, 2
	v_add_u32 v9, s17, v7
	global_store_dword v9, v27, s[10:11]                ; examples/gemm_scaled.kgen:11: store to 'c'
	s_mul_i32 s16, s15, 24
	s_lshl_b32 s17, s16, 2
	v_add_u32 v9, s17, v7
	global_store_dword v9, v28, s[10:11]                ; examples/gemm_scaled.kgen:11: store to 'c'
	s_mul_i32 s16, s15, 25
	s_lshl_b32 s17, s16, 2
	v_add_u32 v9, s17, v7
	global_store_dword v9, v29, s[10:11]                ; examples/gemm_scaled.kgen:11: store to 'c'
	s_mul_i32 s16, s15, 26
	s_lshl_b32 s17, s16, 2
	v_add_u32 v9, s17, v7
	global_store_dword v9, v30, s[10:11]                ; examples/gemm_scaled.kgen:11: store to 'c'
	s_mul_i32 s16, s15, 27
	s_lshl_b32 s17, s16, 2
	v_add_u32 v9, s17, v7
	global_store_dword v9, v31, s[10:11]                ; examples/gemm_scaled.kgen:11: store to 'c'
	s_branch .Lgemm_scaled_if0_end
.Lgemm_scaled_if0_else:
	v_mov_b32 v9, 0                                     ; loop-carried 'acc'
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
	v_mov_b32 v30, 0                                    ; loop-carried 'acc'
	v_mov_b32 v31, 0                                    ; loop-carried 'acc'
	s_and_b32 s16, s22, s21
	s_cmp_ge_u32 s14, 32                                ; at least one whole chunk of 'kk'
	s_cselect_b32 s17, 1, 0
	s_sub_u32 s19, s14, 31
	s_cmp_lg_u32 s17, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s17, s19, 0
	s_cmp_lg_u32 s16, 0
	s_cselect_b32 s16, s17, 0
	s_mov_b32 s17, 0                                    ; for kk in k: steps of 32: whole chunks
	s_cmp_ge_u32 s17, s16
	s_cbranch_scc1 .Lgemm_scaled_loop2_end
.Lgemm_scaled_loop2:
	v_add_u32 v32, s17, v3
	v_add_u32 v33, 0, v32                               ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_add_u32 v34, 1, v32                               ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_add_u32 v35, 2, v32                               ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_add_u32 v36, 3, v32                               ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_cmp_lt_i32 s[20:21], v33, s12                     ; examples/gemm_scaled.kgen:8
	v_cmp_lt_i32 s[22:23], v34, s12                     ; examples/gemm_scaled.kgen:8
	v_cmp_lt_i32 s[26:27], v35, s12                     ; examples/gemm_scaled.kgen:8
	v_cmp_lt_i32 s[28:29], v36, s12                     ; examples/gemm_scaled.kgen:8
	s_mov_b32 s30, s17
	s_mov_b32 s31, 0
	s_lshl_b64 s[32:33], s[30:31], 1
	s_add_u32 s30, s24, s32                             ; 'a' at this chunk
	s_addc_u32 s31, s25, s33
	global_load_dwordx2 v[32:33], v4, s[30:31]          ; examples/gemm_scaled.kgen:8: 8-byte load of 'a'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v32
	v_and_b32 v35, 0xffff0000, v32
	v_lshlrev_b32 v36, 16, v33
	v_and_b32 v37, 0xffff0000, v33
	s_mul_i32 s19, s14, 32
	s_lshl_b32 s32, s19, 1
	v_add_u32 v32, s32, v4
	global_load_dwordx2 v[38:39], v32, s[30:31]         ; examples/gemm_scaled.kgen:8: 8-byte load of 'a'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v32, 16, v38
	v_and_b32 v33, 0xffff0000, v38
	v_lshlrev_b32 v40, 16, v39
	v_and_b32 v41, 0xffff0000, v39
	v_cndmask_b32 v38, 0, v34, s[20:21]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v34, 0, v35, s[22:23]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v35, 0, v36, s[26:27]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v36, 0, v37, s[28:29]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v37, 0, v32, s[20:21]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v32, 0, v33, s[22:23]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v33, 0, v40, s[26:27]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v39, 0, v41, s[28:29]                 ; examples/gemm_scaled.kgen:8
	v_lshrrev_b32 v40, 16, v38
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v5, v40                                ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v34
	ds_write_b16 v5, v38 offset:2                       ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v35
	ds_write_b16 v5, v34 offset:4                       ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v36
	ds_write_b16 v5, v34 offset:6                       ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v37
	ds_write_b16 v5, v34 offset:2560                    ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v32
	ds_write_b16 v5, v34 offset:2562                    ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v33
	ds_write_b16 v5, v32 offset:2564                    ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v39
	ds_write_b16 v5, v32 offset:2566                    ; A operand of the product: stage
	s_mul_i32 s20, s17, s15
	s_mul_hi_u32 s21, s17, s15
	s_lshl_b64 s[22:23], s[20:21], 2
	s_add_u32 s20, s4, s22                              ; 'w' at this chunk
	s_addc_u32 s21, s5, s23
	global_load_dwordx4 v[32:35], v11, s[20:21]         ; examples/gemm_scaled.kgen:9: 16-byte load of 'w'
	s_mul_i32 s19, s15, 16
	s_lshl_b32 s22, s19, 2
	v_add_u32 v36, s22, v11
	global_load_dwordx4 v[38:41], v36, s[20:21]         ; examples/gemm_scaled.kgen:9: 16-byte load of 'w'
	global_load_dword v36, v6, s[6:7]                   ; examples/gemm_scaled.kgen:9: load of 'wscale'
	s_and_saveexec_b64 s[20:21], s[8:9]                 ; lanes where %vpred_145
	s_waitcnt vmcnt(0)
	ds_write_b32 v6, v36 offset:10240                   ; convert the operand at 9:38: write this thread's elements
	s_mov_b64 exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v36, v1 offset:10240                    ; convert the operand at 9:38: read in the new layout
	ds_read_b32 v37, v1 offset:10244                    ; convert the operand at 9:38: read in the new layout
	ds_read_b32 v42, v1 offset:10248                    ; convert the operand at 9:38: read in the new layout
	ds_read_b32 v43, v1 offset:10252                    ; convert the operand at 9:38: read in the new layout
	s_waitcnt lgkmcnt(3)
	v_mul_f32 v44, v32, v36                             ; examples/gemm_scaled.kgen:9
	s_waitcnt lgkmcnt(2)
	v_mul_f32 v45, v33, v37                             ; examples/gemm_scaled.kgen:9
	s_waitcnt lgkmcnt(1)
	v_mul_f32 v46, v34, v42                             ; examples/gemm_scaled.kgen:9
	s_waitcnt lgkmcnt(0)
	v_mul_f32 v47, v35, v43                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v32, v38, v36                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v33, v39, v37                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v34, v40, v42                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v35, v41, v43                             ; examples/gemm_scaled.kgen:9
	v_bfe_u32 v36, v44, 16, 1                           ; round to bf16
	v_mov_b32 v37, 0x7fff
	v_add3_u32 v38, v44, v36, v37
	v_cmp_u_f32 s[20:21], v44, v44
	v_mov_b32 v36, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v38, v38, v36, s[20:21]
	v_and_b32 v36, 0xffff0000, v38
	v_bfe_u32 v37, v45, 16, 1                           ; round to bf16
	v_mov_b32 v38, 0x7fff
	v_add3_u32 v39, v45, v37, v38
	v_cmp_u_f32 s[20:21], v45, v45
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v39, v39, v37, s[20:21]
	v_and_b32 v37, 0xffff0000, v39
	v_bfe_u32 v38, v46, 16, 1                           ; round to bf16
	v_mov_b32 v39, 0x7fff
	v_add3_u32 v40, v46, v38, v39
	v_cmp_u_f32 s[20:21], v46, v46
	v_mov_b32 v38, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v40, v40, v38, s[20:21]
	v_and_b32 v38, 0xffff0000, v40
	v_bfe_u32 v39, v47, 16, 1                           ; round to bf16
	v_mov_b32 v40, 0x7fff
	v_add3_u32 v41, v47, v39, v40
	v_cmp_u_f32 s[20:21], v47, v47
	v_mov_b32 v39, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v41, v41, v39, s[20:21]
	v_and_b32 v39, 0xffff0000, v41
	v_bfe_u32 v40, v32, 16, 1                           ; round to bf16
	v_mov_b32 v41, 0x7fff
	v_add3_u32 v42, v32, v40, v41
	v_cmp_u_f32 s[20:21], v32, v32
	v_mov_b32 v32, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v42, v42, v32, s[20:21]
	v_and_b32 v32, 0xffff0000, v42
	v_bfe_u32 v40, v33, 16, 1                           ; round to bf16
	v_mov_b32 v41, 0x7fff
	v_add3_u32 v42, v33, v40, v41
	v_cmp_u_f32 s[20:21], v33, v33
	v_mov_b32 v33, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v42, v42, v33, s[20:21]
	v_and_b32 v33, 0xffff0000, v42
	v_bfe_u32 v40, v34, 16, 1                           ; round to bf16
	v_mov_b32 v41, 0x7fff
	v_add3_u32 v42, v34, v40, v41
	v_cmp_u_f32 s[20:21], v34, v34
	v_mov_b32 v34, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v42, v42, v34, s[20:21]
	v_and_b32 v34, 0xffff0000, v42
	v_bfe_u32 v40, v35, 16, 1                           ; round to bf16
	v_mov_b32 v41, 0x7fff
	v_add3_u32 v42, v35, v40, v41
	v_cmp_u_f32 s[20:21], v35, v35
	v_mov_b32 v35, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v42, v42, v35, s[20:21]
	v_and_b32 v35, 0xffff0000, v42
	v_lshrrev_b32 v40, 16, v36
	ds_write_b16 v14, v40 offset:5120                   ; B operand of the product: stage
	v_lshrrev_b32 v36, 16, v37
	ds_write_b16 v14, v36 offset:5200                   ; B operand of the product: stage
	v_lshrrev_b32 v36, 16, v38
	ds_write_b16 v14, v36 offset:5280                   ; B operand of the product: stage
	v_lshrrev_b32 v36, 16, v39
	ds_write_b16 v14, v36 offset:5360                   ; B operand of the product: stage
	v_lshrrev_b32 v36, 16, v32
	ds_write_b16 v14, v36 offset:5152                   ; B operand of the product: stage
	v_lshrrev_b32 v32, 16, v33
	ds_write_b16 v14, v32 offset:5232                   ; B operand of the product: stage
	v_lshrrev_b32 v32, 16, v34
	ds_write_b16 v14, v32 offset:5312                   ; B operand of the product: stage
	v_lshrrev_b32 v32, 16, v35
	ds_write_b16 v14, v32 offset:5392                   ; B operand of the product: stage
	v_mov_b32 v32, v9                                   ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v33, v17                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v34, v18                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v35, v19                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v36, v20                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v37, v21                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v38, v22                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v39, v23                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v40, v24                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v41, v25                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v42, v26                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v43, v27                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v44, v28                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v45, v29                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v46, v30                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v47, v31                                  ; examples/gemm_scaled.kgen:9: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v48, v15 offset:5120                    ; B fragment 0 of k-step 0
	ds_read_b32 v49, v15 offset:5124                    ; B fragment 0 of k-step 0
	ds_read_b32 v50, v10                                ; A fragment 0 of k-step 0
	ds_read_b32 v51, v10 offset:4                       ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[32:47], v[50:51], v[48:49], v[32:47] ; examples/gemm_scaled.kgen:9: mfma 32x32x8
	ds_read_b32 v48, v15 offset:5136                    ; B fragment 0 of k-step 1
	ds_read_b32 v49, v15 offset:5140                    ; B fragment 0 of k-step 1
	ds_read_b32 v50, v10 offset:16                      ; A fragment 0 of k-step 1
	ds_read_b32 v51, v10 offset:20                      ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[32:47], v[50:51], v[48:49], v[32:47] ; examples/gemm_scaled.kgen:9: mfma 32x32x8
	ds_read_b32 v48, v15 offset:5152                    ; B fragment 0 of k-step 2
	ds_read_b32 v49, v15 offset:5156                    ; B fragment 0 of k-step 2
	ds_read_b32 v50, v10 offset:32                      ; A fragment 0 of k-step 2
	ds_read_b32 v51, v10 offset:36                      ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[32:47], v[50:51], v[48:49], v[32:47] ; examples/gemm_scaled.kgen:9: mfma 32x32x8
	ds_read_b32 v48, v15 offset:5168                    ; B fragment 0 of k-step 3
	ds_read_b32 v49, v15 offset:5172                    ; B fragment 0 of k-step 3
	ds_read_b32 v50, v10 offset:48                      ; A fragment 0 of k-step 3
	ds_read_b32 v51, v10 offset:52                      ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[32:47], v[50:51], v[48:49], v[32:47] ; examples/gemm_scaled.kgen:9: mfma 32x32x8
	s_nop 7
	s_nop 2
	v_mov_b32 v9, v32                                   ; next 'acc'
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
	v_mov_b32 v30, v46                                  ; next 'acc'
	v_mov_b32 v31, v47                                  ; next 'acc'
	s_add_u32 s17, s17, 32
	s_cmp_lt_u32 s17, s16
	s_cbranch_scc1 .Lgemm_scaled_loop2
.Lgemm_scaled_loop2_end:
	s_mov_b32 s16, s17                                  ; for kk in k: steps of 32: the rest, masked
	s_cmp_ge_u32 s16, s14
	s_cbranch_scc1 .Lgemm_scaled_loop3_end
.Lgemm_scaled_loop3:
	s_sub_u32 s17, s14, s16
	v_add_u32 v32, s16, v3
	v_add_u32 v33, 0, v32                               ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_add_u32 v34, 1, v32                               ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_add_u32 v35, 2, v32                               ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_add_u32 v36, 3, v32                               ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_cmp_lt_i32 s[20:21], v33, s12                     ; examples/gemm_scaled.kgen:8
	v_cmp_lt_i32 s[22:23], v34, s12                     ; examples/gemm_scaled.kgen:8
	v_cmp_lt_i32 s[26:27], v35, s12                     ; examples/gemm_scaled.kgen:8
	v_cmp_lt_i32 s[28:29], v36, s12                     ; examples/gemm_scaled.kgen:8
	s_mov_b32 s30, s16
	s_mov_b32 s31, 0
	s_lshl_b64 s[32:33], s[30:31], 1
	s_add_u32 s30, s24, s32                             ; 'a' at this chunk
	s_addc_u32 s31, s25, s33
	v_cmp_lt_u32 s[32:33], v2, s13                      ; 'm' element in bounds
	v_cmp_lt_u32 s[34:35], v3, s17                      ; 'kk' element in bounds
	s_and_b64 s[36:37], s[32:33], s[34:35]
	v_mov_b32 v32, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_600
	global_load_ushort v32, v4, s[30:31]                ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v33, 16, v32
	v_add_u32 v32, 1, v3
	v_cmp_lt_u32 s[38:39], v32, s17                     ; 'kk' element in bounds
	s_and_b64 s[40:41], s[32:33], s[38:39]
	v_mov_b32 v32, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_605
	global_load_ushort v32, v4, s[30:31] offset:2       ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v32
	v_add_u32 v32, 2, v3
	v_cmp_lt_u32 s[42:43], v32, s17                     ; 'kk' element in bounds
	s_and_b64 s[44:45], s[32:33], s[42:43]
	v_mov_b32 v32, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_610
	global_load_ushort v32, v4, s[30:31] offset:4       ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v35, 16, v32
	v_add_u32 v32, 3, v3
	v_cmp_lt_u32 s[46:47], v32, s17                     ; 'kk' element in bounds
	s_and_b64 s[48:49], s[32:33], s[46:47]
	v_mov_b32 v32, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[48:49]               ; lanes where %vpred_615
	global_load_ushort v32, v4, s[30:31] offset:6       ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v36, 16, v32
	s_mul_i32 s19, s14, 32
	s_lshl_b32 s32, s19, 1
	v_add_u32 v32, s32, v4
	v_add_u32 v37, 32, v2
	v_cmp_lt_u32 s[32:33], v37, s13                     ; 'm' element in bounds
	s_and_b64 s[50:51], s[32:33], s[34:35]
	v_mov_b32 v37, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[50:51]               ; lanes where %vpred_623
	global_load_ushort v37, v32, s[30:31]               ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v38, 16, v37
	s_and_b64 s[34:35], s[32:33], s[38:39]
	v_mov_b32 v37, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[34:35]               ; lanes where %vpred_626
	global_load_ushort v37, v32, s[30:31] offset:2      ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v39, 16, v37
	s_and_b64 s[38:39], s[32:33], s[42:43]
	v_mov_b32 v37, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[38:39]               ; lanes where %vpred_629
	global_load_ushort v37, v32, s[30:31] offset:4      ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v40, 16, v37
	s_and_b64 s[42:43], s[32:33], s[46:47]
	v_mov_b32 v37, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[42:43]               ; lanes where %vpred_632
	global_load_ushort v37, v32, s[30:31] offset:6      ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v32, 16, v37
	v_cndmask_b32 v37, 0, v33, s[20:21]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v33, 0, v34, s[22:23]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v34, 0, v35, s[26:27]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v35, 0, v36, s[28:29]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v36, 0, v38, s[20:21]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v38, 0, v39, s[22:23]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v39, 0, v40, s[26:27]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v40, 0, v32, s[28:29]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v32, 0, v37, s[36:37]                 ; absent elements add nothing
	v_lshrrev_b32 v37, 16, v32
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v5, v37                                ; A operand of the product: stage
	v_cndmask_b32 v32, 0, v33, s[40:41]                 ; absent elements add nothing
	v_lshrrev_b32 v33, 16, v32
	ds_write_b16 v5, v33 offset:2                       ; A operand of the product: stage
	v_cndmask_b32 v32, 0, v34, s[44:45]                 ; absent elements add nothing
	v_lshrrev_b32 v33, 16, v32
	ds_write_b16 v5, v33 offset:4                       ; A operand of the product: stage
	v_cndmask_b32 v32, 0, v35, s[48:49]                 ; absent elements add nothing
	v_lshrrev_b32 v33, 16, v32
	ds_write_b16 v5, v33 offset:6                       ; A operand of the product: stage
	v_cndmask_b32 v32, 0, v36, s[50:51]                 ; absent elements add nothing
	v_lshrrev_b32 v33, 16, v32
	ds_write_b16 v5, v33 offset:2560                    ; A operand of the product: stage
	v_cndmask_b32 v32, 0, v38, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v33, 16, v32
	ds_write_b16 v5, v33 offset:2562                    ; A operand of the product: stage
	v_cndmask_b32 v32, 0, v39, s[38:39]                 ; absent elements add nothing
	v_lshrrev_b32 v33, 16, v32
	ds_write_b16 v5, v33 offset:2564                    ; A operand of the product: stage
	v_cndmask_b32 v32, 0, v40, s[42:43]                 ; absent elements add nothing
	v_lshrrev_b32 v33, 16, v32
	ds_write_b16 v5, v33 offset:2566                    ; A operand of the product: stage
	s_mul_i32 s20, s16, s15
	s_mul_hi_u32 s21, s16, s15
	s_lshl_b64 s[22:23], s[20:21], 2
	s_add_u32 s20, s4, s22                              ; 'w' at this chunk
	s_addc_u32 s21, s5, s23
	v_cmp_lt_u32 s[22:23], v13, s18                     ; 'n' element in bounds
	v_cmp_lt_u32 s[26:27], v8, s17                      ; 'kk' element in bounds
	s_and_b64 s[28:29], s[22:23], s[26:27]
	v_mov_b32 v32, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_664
	global_load_dword v32, v11, s[20:21]                ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[30:31]
	v_add_u32 v33, 1, v13
	v_cmp_lt_u32 s[30:31], v33, s18                     ; 'n' element in bounds
	s_and_b64 s[32:33], s[30:31], s[26:27]
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_668
	global_load_dword v33, v11, s[20:21] offset:4       ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[34:35]
	v_add_u32 v34, 2, v13
	v_cmp_lt_u32 s[34:35], v34, s18                     ; 'n' element in bounds
	s_and_b64 s[36:37], s[34:35], s[26:27]
	v_mov_b32 v34, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_672
	global_load_dword v34, v11, s[20:21] offset:8       ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[38:39]
	v_add_u32 v35, 3, v13
	v_cmp_lt_u32 s[38:39], v35, s18                     ; 'n' element in bounds
	s_and_b64 s[40:41], s[38:39], s[26:27]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[40:41]               ; lanes where %vpred_676
	global_load_dword v35, v11, s[20:21] offset:12      ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[26:27]
	s_mul_i32 s19, s15, 16
	s_lshl_b32 s26, s19, 2
	v_add_u32 v36, s26, v11
	v_add_u32 v37, 16, v8
	v_cmp_lt_u32 s[26:27], v37, s17                     ; 'kk' element in bounds
	s_and_b64 s[42:43], s[22:23], s[26:27]
	v_mov_b32 v37, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[42:43]               ; lanes where %vpred_683
	global_load_dword v37, v36, s[20:21]                ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[22:23]
	s_and_b64 s[22:23], s[30:31], s[26:27]
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[22:23]               ; lanes where %vpred_685
	global_load_dword v38, v36, s[20:21] offset:4       ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[30:31]
	s_and_b64 s[30:31], s[34:35], s[26:27]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[30:31]               ; lanes where %vpred_687
	global_load_dword v39, v36, s[20:21] offset:8       ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[34:35]
	s_and_b64 s[34:35], s[38:39], s[26:27]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[34:35]               ; lanes where %vpred_689
	global_load_dword v40, v36, s[20:21] offset:12      ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[26:27]
	v_cmp_lt_u32 s[20:21], v12, s18                     ; 'n' element in bounds
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[20:21]               ; lanes where %vpred_691
	global_load_dword v36, v6, s[6:7]                   ; examples/gemm_scaled.kgen:9: load of 'wscale'
	s_mov_b64 exec, s[26:27]
	s_and_saveexec_b64 s[20:21], s[8:9]                 ; lanes where %vpred_145
	s_waitcnt vmcnt(0)
	ds_write_b32 v6, v36 offset:10240                   ; convert the operand at 9:38: write this thread's elements
	s_mov_b64 exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v36, v1 offset:10240                    ; convert the operand at 9:38: read in the new layout
	ds_read_b32 v41, v1 offset:10244                    ; convert the operand at 9:38: read in the new layout
	ds_read_b32 v42, v1 offset:10248                    ; convert the operand at 9:38: read in the new layout
	ds_read_b32 v43, v1 offset:10252                    ; convert the operand at 9:38: read in the new layout
	s_waitcnt lgkmcnt(3)
	v_mul_f32 v44, v32, v36                             ; examples/gemm_scaled.kgen:9
	s_waitcnt lgkmcnt(2)
	v_mul_f32 v32, v33, v41                             ; examples/gemm_scaled.kgen:9
	s_waitcnt lgkmcnt(1)
	v_mul_f32 v33, v34, v42                             ; examples/gemm_scaled.kgen:9
	s_waitcnt lgkmcnt(0)
	v_mul_f32 v34, v35, v43                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v35, v37, v36                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v36, v38, v41                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v37, v39, v42                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v38, v40, v43                             ; examples/gemm_scaled.kgen:9
	v_bfe_u32 v39, v44, 16, 1                           ; round to bf16
	v_mov_b32 v40, 0x7fff
	v_add3_u32 v41, v44, v39, v40
	v_cmp_u_f32 s[20:21], v44, v44
	v_mov_b32 v39, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v41, v41, v39, s[20:21]
	v_and_b32 v39, 0xffff0000, v41
	v_bfe_u32 v40, v32, 16, 1                           ; round to bf16
	v_mov_b32 v41, 0x7fff
	v_add3_u32 v42, v32, v40, v41
	v_cmp_u_f32 s[20:21], v32, v32
	v_mov_b32 v32, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v42, v42, v32, s[20:21]
	v_and_b32 v32, 0xffff0000, v42
	v_bfe_u32 v40, v33, 16, 1                           ; round to bf16
	v_mov_b32 v41, 0x7fff
	v_add3_u32 v42, v33, v40, v41
	v_cmp_u_f32 s[20:21], v33, v33
	v_mov_b32 v33, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v42, v42, v33, s[20:21]
	v_and_b32 v33, 0xffff0000, v42
	v_bfe_u32 v40, v34, 16, 1                           ; round to bf16
	v_mov_b32 v41, 0x7fff
	v_add3_u32 v42, v34, v40, v41
	v_cmp_u_f32 s[20:21], v34, v34
	v_mov_b32 v34, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v42, v42, v34, s[20:21]
	v_and_b32 v34, 0xffff0000, v42
	v_bfe_u32 v40, v35, 16, 1                           ; round to bf16
	v_mov_b32 v41, 0x7fff
	v_add3_u32 v42, v35, v40, v41
	v_cmp_u_f32 s[20:21], v35, v35
	v_mov_b32 v35, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v42, v42, v35, s[20:21]
	v_and_b32 v35, 0xffff0000, v42
	v_bfe_u32 v40, v36, 16, 1                           ; round to bf16
	v_mov_b32 v41, 0x7fff
	v_add3_u32 v42, v36, v40, v41
	v_cmp_u_f32 s[20:21], v36, v36
	v_mov_b32 v36, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v42, v42, v36, s[20:21]
	v_and_b32 v36, 0xffff0000, v42
	v_bfe_u32 v40, v37, 16, 1                           ; round to bf16
	v_mov_b32 v41, 0x7fff
	v_add3_u32 v42, v37, v40, v41
	v_cmp_u_f32 s[20:21], v37, v37
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v42, v42, v37, s[20:21]
	v_and_b32 v37, 0xffff0000, v42
	v_bfe_u32 v40, v38, 16, 1                           ; round to bf16
	v_mov_b32 v41, 0x7fff
	v_add3_u32 v42, v38, v40, v41
	v_cmp_u_f32 s[20:21], v38, v38
	v_mov_b32 v38, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v42, v42, v38, s[20:21]
	v_and_b32 v38, 0xffff0000, v42
	v_cndmask_b32 v40, 0, v39, s[28:29]                 ; absent elements add nothing
	v_lshrrev_b32 v39, 16, v40
	ds_write_b16 v14, v39 offset:5120                   ; B operand of the product: stage
	v_cndmask_b32 v39, 0, v32, s[32:33]                 ; absent elements add nothing
	v_lshrrev_b32 v32, 16, v39
	ds_write_b16 v14, v32 offset:5200                   ; B operand of the product: stage
	v_cndmask_b32 v32, 0, v33, s[36:37]                 ; absent elements add nothing
	v_lshrrev_b32 v33, 16, v32
	ds_write_b16 v14, v33 offset:5280                   ; B operand of the product: stage
	v_cndmask_b32 v32, 0, v34, s[40:41]                 ; absent elements add nothing
	v_lshrrev_b32 v33, 16, v32
	ds_write_b16 v14, v33 offset:5360                   ; B operand of the product: stage
	v_cndmask_b32 v32, 0, v35, s[42:43]                 ; absent elements add nothing
	v_lshrrev_b32 v33, 16, v32
	ds_write_b16 v14, v33 offset:5152                   ; B operand of the product: stage
	v_cndmask_b32 v32, 0, v36, s[22:23]                 ; absent elements add nothing
	v_lshrrev_b32 v33, 16, v32
	ds_write_b16 v14, v33 offset:5232                   ; B operand of the product: stage
	v_cndmask_b32 v32, 0, v37, s[30:31]                 ; absent elements add nothing
	v_lshrrev_b32 v33, 16, v32
	ds_write_b16 v14, v33 offset:5312                   ; B operand of the product: stage
	v_cndmask_b32 v32, 0, v38, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v33, 16, v32
	ds_write_b16 v14, v33 offset:5392                   ; B operand of the product: stage
	v_mov_b32 v32, v9                                   ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v33, v17                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v34, v18                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v35, v19                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v36, v20                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v37, v21                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v38, v22                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v39, v23                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v40, v24                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v41, v25                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v42, v26                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v43, v27                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v44, v28                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v45, v29                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v46, v30                                  ; examples/gemm_scaled.kgen:9: product accumulator
	v_mov_b32 v47, v31                                  ; examples/gemm_scaled.kgen:9: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v48, v15 offset:5120                    ; B fragment 0 of k-step 0
	ds_read_b32 v49, v15 offset:5124                    ; B fragment 0 of k-step 0
	ds_read_b32 v50, v10                                ; A fragment 0 of k-step 0
	ds_read_b32 v51, v10 offset:4                       ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[32:47], v[50:51], v[48:49], v[32:47] ; examples/gemm_scaled.kgen:9: mfma 32x32x8
	ds_read_b32 v48, v15 offset:5136                    ; B fragment 0 of k-step 1
	ds_read_b32 v49, v15 offset:5140                    ; B fragment 0 of k-step 1
	ds_read_b32 v50, v10 offset:16                      ; A fragment 0 of k-step 1
	ds_read_b32 v51, v10 offset:20                      ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[32:47], v[50:51], v[48:49], v[32:47] ; examples/gemm_scaled.kgen:9: mfma 32x32x8
	ds_read_b32 v48, v15 offset:5152                    ; B fragment 0 of k-step 2
	ds_read_b32 v49, v15 offset:5156                    ; B fragment 0 of k-step 2
	ds_read_b32 v50, v10 offset:32                      ; A fragment 0 of k-step 2
	ds_read_b32 v51, v10 offset:36                      ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[32:47], v[50:51], v[48:49], v[32:47] ; examples/gemm_scaled.kgen:9: mfma 32x32x8
	ds_read_b32 v48, v15 offset:5168                    ; B fragment 0 of k-step 3
	ds_read_b32 v49, v15 offset:5172                    ; B fragment 0 of k-step 3
	ds_read_b32 v50, v10 offset:48                      ; A fragment 0 of k-step 3
	ds_read_b32 v51, v10 offset:52                      ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[32:47], v[50:51], v[48:49], v[32:47] ; examples/gemm_scaled.kgen:9: mfma 32x32x8
	s_nop 7
	s_nop 2
	v_mov_b32 v9, v32                                   ; next 'acc'
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
	v_mov_b32 v30, v46                                  ; next 'acc'
	v_mov_b32 v31, v47                                  ; next 'acc'
	s_add_u32 s16, s16, 32
	s_cmp_lt_u32 s16, s14
	s_cbranch_scc1 .Lgemm_scaled_loop3
.Lgemm_scaled_loop3_end:
	v_cmp_lt_u32 s[4:5], v16, s13                       ; 'm' element in bounds
	v_cmp_lt_u32 s[6:7], v12, s18                       ; 'n' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_763
	global_store_dword v7, v9, s[10:11]                 ; examples/gemm_scaled.kgen:11: store to 'c'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s15, 1
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v7
	v_add_u32 v2, 1, v16
	v_cmp_lt_u32 s[4:5], v2, s13                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_769
	global_store_dword v1, v17, s[10:11]                ; examples/gemm_scaled.kgen:11: store to 'c'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s15, 2
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v7
	v_add_u32 v2, 2, v16
	v_cmp_lt_u32 s[4:5], v2, s13                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_775
	global_store_dword v1, v18, s[10:11]                ; examples/gemm_scaled.kgen:11: store to 'c'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s15, 3
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v7
	v_add_u32 v2, 3, v16
	v_cmp_lt_u32 s[4:5], v2, s13                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_781
	global_store_dword v1, v19, s[10:11]                ; examples/gemm_scaled.kgen:11: store to 'c'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s15, 8
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v7
	v_add_u32 v2, 8, v16
	v_cmp_lt_u32 s[4:5], v2, s13                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_787
	global_store_dword v1, v20, s[10:11]                ; examples/gemm_scaled.kgen:11: store to 'c'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s15, 9
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v7
	v_add_u32 v2, 9, v16
	v_cmp_lt_u32 s[4:5], v2, s13                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_793
	global_store_dword v1, v21, s[10:11]                ; examples/gemm_scaled.kgen:11: store to 'c'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s15, 10
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v7
	v_add_u32 v2, 10, v16
	v_cmp_lt_u32 s[4:5], v2, s13                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_799
	global_store_dword v1, v22, s[10:11]                ; examples/gemm_scaled.kgen:11: store to 'c'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s15, 11
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v7
	v_add_u32 v2, 11, v16
	v_cmp_lt_u32 s[4:5], v2, s13                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_805
	global_store_dword v1, v23, s[10:11]                ; examples/gemm_scaled.kgen:11: store to 'c'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s15, 16
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v7
	v_add_u32 v2, 16, v16
	v_cmp_lt_u32 s[4:5], v2, s13                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_811
	global_store_dword v1, v24, s[10:11]                ; examples/gemm_scaled.kgen:11: store to 'c'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s15, 17
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v7
	v_add_u32 v2, 17, v16
	v_cmp_lt_u32 s[4:5], v2, s13                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_817
	global_store_dword v1, v25, s[10:11]                ; examples/gemm_scaled.kgen:11: store to 'c'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s15, 18
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v7
	v_add_u32 v2, 18, v16
	v_cmp_lt_u32 s[4:5], v2, s13                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_823
	global_store_dword v1, v26, s[10:11]                ; examples/gemm_scaled.kgen:11: store to 'c'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s15, 19
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v7
	v_add_u32 v2, 19, v16
	v_cmp_lt_u32 s[4:5], v2, s13                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_829
	global_store_dword v1, v27, s[10:11]                ; examples/gemm_scaled.kgen:11: store to 'c'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s15, 24
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v7
	v_add_u32 v2, 24, v16
	v_cmp_lt_u32 s[4:5], v2, s13                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_835
	global_store_dword v1, v28, s[10:11]                ; examples/gemm_scaled.kgen:11: store to 'c'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s15, 25
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v7
	v_add_u32 v2, 25, v16
	v_cmp_lt_u32 s[4:5], v2, s13                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_841
	global_store_dword v1, v29, s[10:11]                ; examples/gemm_scaled.kgen:11: store to 'c'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s15, 26
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v7
	v_add_u32 v2, 26, v16
	v_cmp_lt_u32 s[4:5], v2, s13                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_847
	global_store_dword v1, v30, s[10:11]                ; examples/gemm_scaled.kgen:11: store to 'c'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s15, 27
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v7
	v_add_u32 v2, 27, v16
	v_cmp_lt_u32 s[4:5], v2, s13                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_853
	global_store_dword v1, v31, s[10:11]                ; examples/gemm_scaled.kgen:11: store to 'c'
	s_mov_b64 exec, s[4:5]
.Lgemm_scaled_if0_end:
	s_endpgm
.Lfunc_end_gemm_scaled:
	.size	gemm_scaled, .Lfunc_end_gemm_scaled-gemm_scaled

	.rodata
	.p2align	6
	.amdhsa_kernel gemm_scaled
		.amdhsa_group_segment_fixed_size 10496
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 52
		.amdhsa_next_free_sgpr 56
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
  - .name:           gemm_scaled
    .symbol:         gemm_scaled.kd
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
      - .name:           wscale
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           c
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
      - .name:           width
        .offset:         32
        .size:           4
        .value_kind:     by_value
      - .name:           M
        .offset:         36
        .size:           4
        .value_kind:     by_value
      - .name:           K
        .offset:         40
        .size:           4
        .value_kind:     by_value
      - .name:           N
        .offset:         44
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 10496
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     62
    .sgpr_spill_count: 0
    .vgpr_count:     52
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
