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
; resources: 48 VGPRs (32 ArchVGPRs + 16 AGPRs from accum_offset 32), 56 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 10496 bytes LDS, 48 bytes of arguments, 256 threads
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
	v_lshlrev_b32 v9, 3, v10
	v_mul_lo_u32 v11, 40, v8
	v_add_u32 v8, v11, v9
	v_lshlrev_b32 v11, 1, v8                            ; thread's M-fragment place
	v_lshrrev_b32 v8, 4, v1
	v_mul_lo_u32 v12, s15, v8
	v_and_b32 v13, 15, v1
	v_lshlrev_b32 v14, 2, v13
	v_add_u32 v13, v12, v14
	v_lshlrev_b32 v12, 2, v13                           ; thread's byte offset in a chunk of 'w'
	s_mov_b32 s4, s17
	s_mov_b32 s5, 0
	s_lshl_b64 s[16:17], s[4:5], 2
	s_add_u32 s4, s6, s16                               ; 'w' at this program
	s_addc_u32 s5, s7, s17
	v_lshrrev_b32 v13, 7, v1
	v_lshlrev_b32 v15, 5, v13
	v_or_b32 v13, v6, v15                               ; thread's 'n' coordinate
	v_lshlrev_b32 v6, 2, v13                            ; thread's byte offset in a chunk of 'wscale'
	s_add_u32 s6, s8, s16                               ; 'wscale' at this program
	s_addc_u32 s7, s9, s17
	v_and_b32 v15, 0x60, v1
	v_cmp_eq_u32 s[8:9], v15, 0                         ; one thread of each group of copies
	v_lshlrev_b32 v1, 2, v14
	v_mul_lo_u32 v15, 40, v14
	v_add_u32 v16, v15, v8
	v_lshlrev_b32 v15, 1, v16                           ; thread's place in opb1
	v_mul_lo_u32 v16, 40, v13
	v_add_u32 v17, v16, v9
	v_lshlrev_b32 v9, 1, v17                            ; thread's N-fragment place
	v_lshlrev_b32 v16, 2, v10
	v_or_b32 v10, v16, v7                               ; thread's 'm' coordinate
	v_mul_lo_u32 v7, s15, v10
	v_add_u32 v16, v7, v13
	v_lshlrev_b32 v7, 2, v16                            ; thread's byte offset in a chunk of 'c'
	s_mul_i32 s26, s19, s15
	s_mul_hi_u32 s27, s19, s15
	s_lshl_b64 s[28:29], s[26:27], 2
	s_add_u32 s26, s10, s28                             ; 'c' at this program
	s_addc_u32 s27, s11, s29
	s_add_u32 s10, s26, s16                             ; 'c' at this program
	s_addc_u32 s11, s27, s17
	s_cmp_eq_u32 s22, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lgemm_scaled_if0_else
	v_accvgpr_write_b32 a0, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a1, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a2, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a3, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a4, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a5, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a6, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a7, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a8, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a9, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a10, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a11, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a12, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a13, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a14, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a15, 0                          ; loop-carried 'acc'
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
	v_add_u32 v16, s16, v3
	v_add_u32 v17, 0, v16                               ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_add_u32 v18, 1, v16                               ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_add_u32 v19, 2, v16                               ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_add_u32 v20, 3, v16                               ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_cmp_lt_i32 s[26:27], v17, s12                     ; examples/gemm_scaled.kgen:8
	v_cmp_lt_i32 s[28:29], v18, s12                     ; examples/gemm_scaled.kgen:8
	v_cmp_lt_i32 s[30:31], v19, s12                     ; examples/gemm_scaled.kgen:8
	v_cmp_lt_i32 s[32:33], v20, s12                     ; examples/gemm_scaled.kgen:8
	s_mov_b32 s34, s16
	s_mov_b32 s35, 0
	s_lshl_b64 s[36:37], s[34:35], 1
	s_add_u32 s34, s24, s36                             ; 'a' at this chunk
	s_addc_u32 s35, s25, s37
	global_load_dwordx2 v[16:17], v4, s[34:35]          ; examples/gemm_scaled.kgen:8: 8-byte load of 'a'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v18, 16, v16
	v_and_b32 v19, 0xffff0000, v16
	v_lshlrev_b32 v20, 16, v17
	v_and_b32 v21, 0xffff0000, v17
	s_mul_i32 s19, s14, 32
	s_lshl_b32 s20, s19, 1
	v_add_u32 v16, s20, v4
	global_load_dwordx2 v[22:23], v16, s[34:35]         ; examples/gemm_scaled.kgen:8: 8-byte load of 'a'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v16, 16, v22
	v_and_b32 v17, 0xffff0000, v22
	v_lshlrev_b32 v24, 16, v23
	v_and_b32 v25, 0xffff0000, v23
	v_cndmask_b32 v22, 0, v18, s[26:27]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v18, 0, v19, s[28:29]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v19, 0, v20, s[30:31]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v20, 0, v21, s[32:33]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v21, 0, v16, s[26:27]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v16, 0, v17, s[28:29]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v17, 0, v24, s[30:31]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v23, 0, v25, s[32:33]                 ; examples/gemm_scaled.kgen:8
	v_lshrrev_b32 v24, 16, v22
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v5, v24                                ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v18
	ds_write_b16 v5, v22 offset:2                       ; A operand of the product: stage
	v_lshrrev_b32 v18, 16, v19
	ds_write_b16 v5, v18 offset:4                       ; A operand of the product: stage
	v_lshrrev_b32 v18, 16, v20
	ds_write_b16 v5, v18 offset:6                       ; A operand of the product: stage
	v_lshrrev_b32 v18, 16, v21
	ds_write_b16 v5, v18 offset:2560                    ; A operand of the product: stage
	v_lshrrev_b32 v18, 16, v16
	ds_write_b16 v5, v18 offset:2562                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v17
	ds_write_b16 v5, v16 offset:2564                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v23
	ds_write_b16 v5, v16 offset:2566                    ; A operand of the product: stage
	s_mul_i32 s26, s16, s15
	s_mul_hi_u32 s27, s16, s15
	s_lshl_b64 s[28:29], s[26:27], 2
	s_add_u32 s26, s4, s28                              ; 'w' at this chunk
	s_addc_u32 s27, s5, s29
	global_load_dwordx4 v[16:19], v12, s[26:27]         ; examples/gemm_scaled.kgen:9: 16-byte load of 'w'
	s_mul_i32 s19, s15, 16
	s_lshl_b32 s20, s19, 2
	v_add_u32 v20, s20, v12
	global_load_dwordx4 v[22:25], v20, s[26:27]         ; examples/gemm_scaled.kgen:9: 16-byte load of 'w'
	global_load_dword v20, v6, s[6:7]                   ; examples/gemm_scaled.kgen:9: load of 'wscale'
	s_and_saveexec_b64 s[26:27], s[8:9]                 ; lanes where %vpred_145
	s_waitcnt vmcnt(0)
	ds_write_b32 v6, v20 offset:10240                   ; convert the operand at 9:38: write this thread's elements
	s_mov_b64 exec, s[26:27]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v20, v1 offset:10240                    ; convert the operand at 9:38: read in the new layout
	ds_read_b32 v21, v1 offset:10244                    ; convert the operand at 9:38: read in the new layout
	ds_read_b32 v26, v1 offset:10248                    ; convert the operand at 9:38: read in the new layout
	ds_read_b32 v27, v1 offset:10252                    ; convert the operand at 9:38: read in the new layout
	s_waitcnt lgkmcnt(3)
	v_mul_f32 v28, v16, v20                             ; examples/gemm_scaled.kgen:9
	s_waitcnt lgkmcnt(2)
	v_mul_f32 v29, v17, v21                             ; examples/gemm_scaled.kgen:9
	s_waitcnt lgkmcnt(1)
	v_mul_f32 v30, v18, v26                             ; examples/gemm_scaled.kgen:9
	s_waitcnt lgkmcnt(0)
	v_mul_f32 v31, v19, v27                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v16, v22, v20                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v17, v23, v21                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v18, v24, v26                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v19, v25, v27                             ; examples/gemm_scaled.kgen:9
	v_bfe_u32 v20, v28, 16, 1                           ; round to bf16
	v_mov_b32 v21, 0x7fff
	v_add3_u32 v22, v28, v20, v21
	v_cmp_u_f32 s[26:27], v28, v28
	v_mov_b32 v20, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v22, v20, s[26:27]
	v_and_b32 v20, 0xffff0000, v22
	v_bfe_u32 v21, v29, 16, 1                           ; round to bf16
	v_mov_b32 v22, 0x7fff
	v_add3_u32 v23, v29, v21, v22
	v_cmp_u_f32 s[26:27], v29, v29
	v_mov_b32 v21, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v21, s[26:27]
	v_and_b32 v21, 0xffff0000, v23
	v_bfe_u32 v22, v30, 16, 1                           ; round to bf16
	v_mov_b32 v23, 0x7fff
	v_add3_u32 v24, v30, v22, v23
	v_cmp_u_f32 s[26:27], v30, v30
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v24, v24, v22, s[26:27]
	v_and_b32 v22, 0xffff0000, v24
	v_bfe_u32 v23, v31, 16, 1                           ; round to bf16
	v_mov_b32 v24, 0x7fff
	v_add3_u32 v25, v31, v23, v24
	v_cmp_u_f32 s[26:27], v31, v31
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v25, v25, v23, s[26:27]
	v_and_b32 v23, 0xffff0000, v25
	v_bfe_u32 v24, v16, 16, 1                           ; round to bf16
	v_mov_b32 v25, 0x7fff
	v_add3_u32 v26, v16, v24, v25
	v_cmp_u_f32 s[26:27], v16, v16
	v_mov_b32 v16, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v26, v26, v16, s[26:27]
	v_and_b32 v16, 0xffff0000, v26
	v_bfe_u32 v24, v17, 16, 1                           ; round to bf16
	v_mov_b32 v25, 0x7fff
	v_add3_u32 v26, v17, v24, v25
	v_cmp_u_f32 s[26:27], v17, v17
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v26, v26, v17, s[26:27]
	v_and_b32 v17, 0xffff0000, v26
	v_bfe_u32 v24, v18, 16, 1                           ; round to bf16
	v_mov_b32 v25, 0x7fff
	v_add3_u32 v26, v18, v24, v25
	v_cmp_u_f32 s[26:27], v18, v18
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v26, v26, v18, s[26:27]
	v_and_b32 v18, 0xffff0000, v26
	v_bfe_u32 v24, v19, 16, 1                           ; round to bf16
	v_mov_b32 v25, 0x7fff
	v_add3_u32 v26, v19, v24, v25
	v_cmp_u_f32 s[26:27], v19, v19
	v_mov_b32 v19, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v26, v26, v19, s[26:27]
	v_and_b32 v19, 0xffff0000, v26
	v_lshrrev_b32 v24, 16, v20
	ds_write_b16 v15, v24 offset:5120                   ; B operand of the product: stage
	v_lshrrev_b32 v20, 16, v21
	ds_write_b16 v15, v20 offset:5200                   ; B operand of the product: stage
	v_lshrrev_b32 v20, 16, v22
	ds_write_b16 v15, v20 offset:5280                   ; B operand of the product: stage
	v_lshrrev_b32 v20, 16, v23
	ds_write_b16 v15, v20 offset:5360                   ; B operand of the product: stage
	v_lshrrev_b32 v20, 16, v16
	ds_write_b16 v15, v20 offset:5152                   ; B operand of the product: stage
	v_lshrrev_b32 v16, 16, v17
	ds_write_b16 v15, v16 offset:5232                   ; B operand of the product: stage
	v_lshrrev_b32 v16, 16, v18
	ds_write_b16 v15, v16 offset:5312                   ; B operand of the product: stage
	v_lshrrev_b32 v16, 16, v19
	ds_write_b16 v15, v16 offset:5392                   ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[16:19], v9 offset:5120               ; B fragment 0, k-steps 0..1
	ds_read_b128 v[20:23], v11                          ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 a[0:15], v[20:21], v[16:17], a[0:15] ; examples/gemm_scaled.kgen:9: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 a[0:15], v[22:23], v[18:19], a[0:15] ; examples/gemm_scaled.kgen:9: mfma 32x32x8
	ds_read_b128 v[16:19], v9 offset:5152               ; B fragment 0, k-steps 2..3
	ds_read_b128 v[20:23], v11 offset:32                ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 a[0:15], v[20:21], v[16:17], a[0:15] ; examples/gemm_scaled.kgen:9: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 a[0:15], v[22:23], v[18:19], a[0:15] ; examples/gemm_scaled.kgen:9: mfma 32x32x8
	s_add_u32 s16, s16, 32
	s_cmp_lt_u32 s16, s17
	s_cbranch_scc1 .Lgemm_scaled_loop0
.Lgemm_scaled_loop0_end:
	s_mov_b32 s17, s16                                  ; for kk in k: steps of 32: the rest, masked
	s_cmp_ge_u32 s17, s14
	s_cbranch_scc1 .Lgemm_scaled_loop1_end
.Lgemm_scaled_loop1:
	s_sub_u32 s16, s14, s17
	v_add_u32 v16, s17, v3
	v_add_u32 v17, 0, v16                               ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_add_u32 v18, 1, v16                               ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_add_u32 v19, 2, v16                               ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_add_u32 v20, 3, v16                               ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_cmp_lt_i32 s[26:27], v17, s12                     ; examples/gemm_scaled.kgen:8
	v_cmp_lt_i32 s[28:29], v18, s12                     ; examples/gemm_scaled.kgen:8
	v_cmp_lt_i32 s[30:31], v19, s12                     ; examples/gemm_scaled.kgen:8
	v_cmp_lt_i32 s[32:33], v20, s12                     ; examples/gemm_scaled.kgen:8
	s_mov_b32 s34, s17
	s_mov_b32 s35, 0
	s_lshl_b64 s[36:37], s[34:35], 1
	s_add_u32 s34, s24, s36                             ; 'a' at this chunk
	s_addc_u32 s35, s25, s37
	v_cmp_lt_u32 s[36:37], v2, s13                      ; 'm' element in bounds
	v_cmp_lt_u32 s[38:39], v3, s16                      ; 'kk' element in bounds
	s_and_b64 s[40:41], s[36:37], s[38:39]
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_213
	global_load_ushort v16, v4, s[34:35]                ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v17, 16, v16
	v_add_u32 v16, 1, v3
	v_cmp_lt_u32 s[42:43], v16, s16                     ; 'kk' element in bounds
	s_and_b64 s[44:45], s[36:37], s[42:43]
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_218
	global_load_ushort v16, v4, s[34:35] offset:2       ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v18, 16, v16
	v_add_u32 v16, 2, v3
	v_cmp_lt_u32 s[46:47], v16, s16                     ; 'kk' element in bounds
	s_and_b64 s[48:49], s[36:37], s[46:47]
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[50:51], s[48:49]               ; lanes where %vpred_223
	global_load_ushort v16, v4, s[34:35] offset:4       ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[50:51]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v19, 16, v16
	v_add_u32 v16, 3, v3
	v_cmp_lt_u32 s[50:51], v16, s16                     ; 'kk' element in bounds
	s_and_b64 s[52:53], s[36:37], s[50:51]
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[52:53]               ; lanes where %vpred_228
	global_load_ushort v16, v4, s[34:35] offset:6       ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v20, 16, v16
	s_mul_i32 s19, s14, 32
	s_lshl_b32 s20, s19, 1
	v_add_u32 v16, s20, v4
	v_add_u32 v21, 32, v2
	v_cmp_lt_u32 s[36:37], v21, s13                     ; 'm' element in bounds
	s_and_b64 s[54:55], s[36:37], s[38:39]
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[54:55]               ; lanes where %vpred_236
	global_load_ushort v21, v16, s[34:35]               ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v22, 16, v21
	s_and_b64 s[38:39], s[36:37], s[42:43]
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[38:39]               ; lanes where %vpred_239
	global_load_ushort v21, v16, s[34:35] offset:2      ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v23, 16, v21
	s_and_b64 s[42:43], s[36:37], s[46:47]
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[42:43]               ; lanes where %vpred_242
	global_load_ushort v21, v16, s[34:35] offset:4      ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v24, 16, v21
	s_and_b64 s[46:47], s[36:37], s[50:51]
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[46:47]               ; lanes where %vpred_245
	global_load_ushort v21, v16, s[34:35] offset:6      ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v16, 16, v21
	v_cndmask_b32 v21, 0, v17, s[26:27]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v17, 0, v18, s[28:29]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v18, 0, v19, s[30:31]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v19, 0, v20, s[32:33]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v20, 0, v22, s[26:27]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v22, 0, v23, s[28:29]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v23, 0, v24, s[30:31]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v24, 0, v16, s[32:33]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v16, 0, v21, s[40:41]                 ; absent elements add nothing
	v_lshrrev_b32 v21, 16, v16
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v5, v21                                ; A operand of the product: stage
	v_cndmask_b32 v16, 0, v17, s[44:45]                 ; absent elements add nothing
	v_lshrrev_b32 v17, 16, v16
	ds_write_b16 v5, v17 offset:2                       ; A operand of the product: stage
	v_cndmask_b32 v16, 0, v18, s[48:49]                 ; absent elements add nothing
	v_lshrrev_b32 v17, 16, v16
	ds_write_b16 v5, v17 offset:4                       ; A operand of the product: stage
	v_cndmask_b32 v16, 0, v19, s[52:53]                 ; absent elements add nothing
	v_lshrrev_b32 v17, 16, v16
	ds_write_b16 v5, v17 offset:6                       ; A operand of the product: stage
	v_cndmask_b32 v16, 0, v20, s[54:55]                 ; absent elements add nothing
	v_lshrrev_b32 v17, 16, v16
	ds_write_b16 v5, v17 offset:2560                    ; A operand of the product: stage
	v_cndmask_b32 v16, 0, v22, s[38:39]                 ; absent elements add nothing
	v_lshrrev_b32 v17, 16, v16
	ds_write_b16 v5, v17 offset:2562                    ; A operand of the product: stage
	v_cndmask_b32 v16, 0, v23, s[42:43]                 ; absent elements add nothing
	v_lshrrev_b32 v17, 16, v16
	ds_write_b16 v5, v17 offset:2564                    ; A operand of the product: stage
	v_cndmask_b32 v16, 0, v24, s[46:47]                 ; absent elements add nothing
	v_lshrrev_b32 v17, 16, v16
	ds_write_b16 v5, v17 offset:2566                    ; A operand of the product: stage
	s_mul_i32 s26, s17, s15
	s_mul_hi_u32 s27, s17, s15
	s_lshl_b64 s[28:29], s[26:27], 2
	s_add_u32 s26, s4, s28                              ; 'w' at this chunk
	s_addc_u32 s27, s5, s29
	v_cmp_lt_u32 s[28:29], v14, s18                     ; 'n' element in bounds
	v_cmp_lt_u32 s[30:31], v8, s16                      ; 'kk' element in bounds
	s_and_b64 s[32:33], s[28:29], s[30:31]
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_277
	global_load_dword v16, v12, s[26:27]                ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[34:35]
	v_add_u32 v17, 1, v14
	v_cmp_lt_u32 s[34:35], v17, s18                     ; 'n' element in bounds
	s_and_b64 s[36:37], s[34:35], s[30:31]
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_281
	global_load_dword v17, v12, s[26:27] offset:4       ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[38:39]
	v_add_u32 v18, 2, v14
	v_cmp_lt_u32 s[38:39], v18, s18                     ; 'n' element in bounds
	s_and_b64 s[40:41], s[38:39], s[30:31]
	v_mov_b32 v18, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_285
	global_load_dword v18, v12, s[26:27] offset:8       ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[42:43]
	v_add_u32 v19, 3, v14
	v_cmp_lt_u32 s[42:43], v19, s18                     ; 'n' element in bounds
	s_and_b64 s[44:45], s[42:43], s[30:31]
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[44:45]               ; lanes where %vpred_289
	global_load_dword v19, v12, s[26:27] offset:12      ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[30:31]
	s_mul_i32 s19, s15, 16
	s_lshl_b32 s20, s19, 2
	v_add_u32 v20, s20, v12
	v_add_u32 v21, 16, v8
	v_cmp_lt_u32 s[30:31], v21, s16                     ; 'kk' element in bounds
	s_and_b64 s[46:47], s[28:29], s[30:31]
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[46:47]               ; lanes where %vpred_296
	global_load_dword v21, v20, s[26:27]                ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[28:29]
	s_and_b64 s[28:29], s[34:35], s[30:31]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_298
	global_load_dword v22, v20, s[26:27] offset:4       ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[34:35]
	s_and_b64 s[34:35], s[38:39], s[30:31]
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[34:35]               ; lanes where %vpred_300
	global_load_dword v23, v20, s[26:27] offset:8       ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[38:39]
	s_and_b64 s[38:39], s[42:43], s[30:31]
	v_mov_b32 v24, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[38:39]               ; lanes where %vpred_302
	global_load_dword v24, v20, s[26:27] offset:12      ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[30:31]
	v_cmp_lt_u32 s[26:27], v13, s18                     ; 'n' element in bounds
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[26:27]               ; lanes where %vpred_304
	global_load_dword v20, v6, s[6:7]                   ; examples/gemm_scaled.kgen:9: load of 'wscale'
	s_mov_b64 exec, s[30:31]
	s_and_saveexec_b64 s[26:27], s[8:9]                 ; lanes where %vpred_145
	s_waitcnt vmcnt(0)
	ds_write_b32 v6, v20 offset:10240                   ; convert the operand at 9:38: write this thread's elements
	s_mov_b64 exec, s[26:27]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v20, v1 offset:10240                    ; convert the operand at 9:38: read in the new layout
	ds_read_b32 v25, v1 offset:10244                    ; convert the operand at 9:38: read in the new layout
	ds_read_b32 v26, v1 offset:10248                    ; convert the operand at 9:38: read in the new layout
	ds_read_b32 v27, v1 offset:10252                    ; convert the operand at 9:38: read in the new layout
	s_waitcnt lgkmcnt(3)
	v_mul_f32 v28, v16, v20                             ; examples/gemm_scaled.kgen:9
	s_waitcnt lgkmcnt(2)
	v_mul_f32 v16, v17, v25                             ; examples/gemm_scaled.kgen:9
	s_waitcnt lgkmcnt(1)
	v_mul_f32 v17, v18, v26                             ; examples/gemm_scaled.kgen:9
	s_waitcnt lgkmcnt(0)
	v_mul_f32 v18, v19, v27                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v19, v21, v20                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v20, v22, v25                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v21, v23, v26                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v22, v24, v27                             ; examples/gemm_scaled.kgen:9
	v_bfe_u32 v23, v28, 16, 1                           ; round to bf16
	v_mov_b32 v24, 0x7fff
	v_add3_u32 v25, v28, v23, v24
	v_cmp_u_f32 s[26:27], v28, v28
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v25, v25, v23, s[26:27]
	v_and_b32 v23, 0xffff0000, v25
	v_bfe_u32 v24, v16, 16, 1                           ; round to bf16
	v_mov_b32 v25, 0x7fff
	v_add3_u32 v26, v16, v24, v25
	v_cmp_u_f32 s[26:27], v16, v16
	v_mov_b32 v16, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v26, v26, v16, s[26:27]
	v_and_b32 v16, 0xffff0000, v26
	v_bfe_u32 v24, v17, 16, 1                           ; round to bf16
	v_mov_b32 v25, 0x7fff
	v_add3_u32 v26, v17, v24, v25
	v_cmp_u_f32 s[26:27], v17, v17
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v26, v26, v17, s[26:27]
	v_and_b32 v17, 0xffff0000, v26
	v_bfe_u32 v24, v18, 16, 1                           ; round to bf16
	v_mov_b32 v25, 0x7fff
	v_add3_u32 v26, v18, v24, v25
	v_cmp_u_f32 s[26:27], v18, v18
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v26, v26, v18, s[26:27]
	v_and_b32 v18, 0xffff0000, v26
	v_bfe_u32 v24, v19, 16, 1                           ; round to bf16
	v_mov_b32 v25, 0x7fff
	v_add3_u32 v26, v19, v24, v25
	v_cmp_u_f32 s[26:27], v19, v19
	v_mov_b32 v19, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v26, v26, v19, s[26:27]
	v_and_b32 v19, 0xffff0000, v26
	v_bfe_u32 v24, v20, 16, 1                           ; round to bf16
	v_mov_b32 v25, 0x7fff
	v_add3_u32 v26, v20, v24, v25
	v_cmp_u_f32 s[26:27], v20, v20
	v_mov_b32 v20, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v26, v26, v20, s[26:27]
	v_and_b32 v20, 0xffff0000, v26
	v_bfe_u32 v24, v21, 16, 1                           ; round to bf16
	v_mov_b32 v25, 0x7fff
	v_add3_u32 v26, v21, v24, v25
	v_cmp_u_f32 s[26:27], v21, v21
	v_mov_b32 v21, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v26, v26, v21, s[26:27]
	v_and_b32 v21, 0xffff0000, v26
	v_bfe_u32 v24, v22, 16, 1                           ; round to bf16
	v_mov_b32 v25, 0x7fff
	v_add3_u32 v26, v22, v24, v25
	v_cmp_u_f32 s[26:27], v22, v22
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v26, v26, v22, s[26:27]
	v_and_b32 v22, 0xffff0000, v26
	v_cndmask_b32 v24, 0, v23, s[32:33]                 ; absent elements add nothing
	v_lshrrev_b32 v23, 16, v24
	ds_write_b16 v15, v23 offset:5120                   ; B operand of the product: stage
	v_cndmask_b32 v23, 0, v16, s[36:37]                 ; absent elements add nothing
	v_lshrrev_b32 v16, 16, v23
	ds_write_b16 v15, v16 offset:5200                   ; B operand of the product: stage
	v_cndmask_b32 v16, 0, v17, s[40:41]                 ; absent elements add nothing
	v_lshrrev_b32 v17, 16, v16
	ds_write_b16 v15, v17 offset:5280                   ; B operand of the product: stage
	v_cndmask_b32 v16, 0, v18, s[44:45]                 ; absent elements add nothing
	v_lshrrev_b32 v17, 16, v16
	ds_write_b16 v15, v17 offset:5360                   ; B operand of the product: stage
	v_cndmask_b32 v16, 0, v19, s[46:47]                 ; absent elements add nothing
	v_lshrrev_b32 v17, 16, v16
	ds_write_b16 v15, v17 offset:5152                   ; B operand of the product: stage
	v_cndmask_b32 v16, 0, v20, s[28:29]                 ; absent elements add nothing
	v_lshrrev_b32 v17, 16, v16
	ds_write_b16 v15, v17 offset:5232                   ; B operand of the product: stage
	v_cndmask_b32 v16, 0, v21, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v17, 16, v16
	ds_write_b16 v15, v17 offset:5312                   ; B operand of the product: stage
	v_cndmask_b32 v16, 0, v22, s[38:39]                 ; absent elements add nothing
	v_lshrrev_b32 v17, 16, v16
	ds_write_b16 v15, v17 offset:5392                   ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[16:19], v9 offset:5120               ; B fragment 0, k-steps 0..1
	ds_read_b128 v[20:23], v11                          ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 a[0:15], v[20:21], v[16:17], a[0:15] ; examples/gemm_scaled.kgen:9: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 a[0:15], v[22:23], v[18:19], a[0:15] ; examples/gemm_scaled.kgen:9: mfma 32x32x8
	ds_read_b128 v[16:19], v9 offset:5152               ; B fragment 0, k-steps 2..3
	ds_read_b128 v[20:23], v11 offset:32                ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 a[0:15], v[20:21], v[16:17], a[0:15] ; examples/gemm_scaled.kgen:9: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 a[0:15], v[22:23], v[18:19], a[0:15] ; examples/gemm_scaled.kgen:9: mfma 32x32x8
	s_add_u32 s17, s17, 32
	s_cmp_lt_u32 s17, s14
	s_cbranch_scc1 .Lgemm_scaled_loop1
.Lgemm_scaled_loop1_end:
	s_nop 7
	v_accvgpr_read_b32 v16, a0                          ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v7, v16, s[10:11]
	s_mul_i32 s16, s15, 1
	s_lshl_b32 s17, s16, 2
	v_add_u32 v16, s17, v7
	v_accvgpr_read_b32 v17, a1                          ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v16, v17, s[10:11]
	s_mul_i32 s16, s15, 2
	s_lshl_b32 s17, s16, 2
	v_add_u32 v16, s17, v7
	v_accvgpr_read_b32 v17, a2                          ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v16, v17, s[10:11]
	s_mul_i32 s16, s15, 3
	s_lshl_b32 s17, s16, 2
	v_add_u32 v16, s17, v7
	v_accvgpr_read_b32 v17, a3                          ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v16, v17, s[10:11]
	s_mul_i32 s16, s15, 8
	s_lshl_b32 s17, s16, 2
	v_add_u32 v16, s17, v7
	v_accvgpr_read_b32 v17, a4                          ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v16, v17, s[10:11]
	s_mul_i32 s16, s15, 9
	s_lshl_b32 s17, s16, 2
	v_add_u32 v16, s17, v7
	v_accvgpr_read_b32 v17, a5                          ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v16, v17, s[10:11]
	s_mul_i32 s16, s15, 10
	s_lshl_b32 s17, s16, 2
	v_add_u32 v16, s17, v7
	v_accvgpr_read_b32 v17, a6                          ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v16, v17, s[10:11]
	s_mul_i32 s16, s15, 11
	s_lshl_b32 s17, s16, 2
	v_add_u32 v16, s17, v7
	v_accvgpr_read_b32 v17, a7                          ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v16, v17, s[10:11]
	s_mul_i32 s16, s15, 16
	s_lshl_b32 s17, s16, 2
	v_add_u32 v16, s17, v7
	v_accvgpr_read_b32 v17, a8                          ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v16, v17, s[10:11]
	s_mul_i32 s16, s15, 17
	s_lshl_b32 s17, s16, 2
	v_add_u32 v16, s17, v7
	v_accvgpr_read_b32 v17, a9                          ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v16, v17, s[10:11]
	s_mul_i32 s16, s15, 18
	s_lshl_b32 s17, s16, 2
	v_add_u32 v16, s17, v7
	v_accvgpr_read_b32 v17, a10                         ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v16, v17, s[10:11]
	s_mul_i32 s16, s15, 19
	s_lshl_b32 s17, s16, 2
	v_add_u32 v16, s17, v7
	v_accvgpr_read_b32 v17, a11                         ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v16, v17, s[10:11]
	s_mul_i32 s16, s15, 24
	s_lshl_b32 s17, s16, 2
	v_add_u32 v16, s17, v7
	v_accvgpr_read_b32 v17, a12                         ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v16, v17, s[10:11]
	s_mul_i32 s16, s15, 25
	s_lshl_b32 s17, s16, 2
	v_add_u32 v16, s17, v7
	v_accvgpr_read_b32 v17, a13                         ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v16, v17, s[10:11]
	s_mul_i32 s16, s15, 26
	s_lshl_b32 s17, s16, 2
	v_add_u32 v16, s17, v7
	v_accvgpr_read_b32 v17, a14                         ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v16, v17, s[10:11]
	s_mul_i32 s16, s15, 27
	s_lshl_b32 s17, s16, 2
	v_add_u32 v16, s17, v7
	v_accvgpr_read_b32 v17, a15                         ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v16, v17, s[10:11]
	s_branch .Lgemm_scaled_if0_end
.Lgemm_scaled_if0_else:
	v_accvgpr_write_b32 a0, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a1, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a2, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a3, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a4, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a5, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a6, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a7, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a8, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a9, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a10, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a11, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a12, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a13, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a14, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a15, 0                          ; loop-carried 'acc'
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
	v_add_u32 v16, s17, v3
	v_add_u32 v17, 0, v16                               ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_add_u32 v18, 1, v16                               ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_add_u32 v19, 2, v16                               ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_add_u32 v20, 3, v16                               ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_cmp_lt_i32 s[20:21], v17, s12                     ; examples/gemm_scaled.kgen:8
	v_cmp_lt_i32 s[22:23], v18, s12                     ; examples/gemm_scaled.kgen:8
	v_cmp_lt_i32 s[26:27], v19, s12                     ; examples/gemm_scaled.kgen:8
	v_cmp_lt_i32 s[28:29], v20, s12                     ; examples/gemm_scaled.kgen:8
	s_mov_b32 s30, s17
	s_mov_b32 s31, 0
	s_lshl_b64 s[32:33], s[30:31], 1
	s_add_u32 s30, s24, s32                             ; 'a' at this chunk
	s_addc_u32 s31, s25, s33
	global_load_dwordx2 v[16:17], v4, s[30:31]          ; examples/gemm_scaled.kgen:8: 8-byte load of 'a'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v18, 16, v16
	v_and_b32 v19, 0xffff0000, v16
	v_lshlrev_b32 v20, 16, v17
	v_and_b32 v21, 0xffff0000, v17
	s_mul_i32 s19, s14, 32
	s_lshl_b32 s32, s19, 1
	v_add_u32 v16, s32, v4
	global_load_dwordx2 v[22:23], v16, s[30:31]         ; examples/gemm_scaled.kgen:8: 8-byte load of 'a'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v16, 16, v22
	v_and_b32 v17, 0xffff0000, v22
	v_lshlrev_b32 v24, 16, v23
	v_and_b32 v25, 0xffff0000, v23
	v_cndmask_b32 v22, 0, v18, s[20:21]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v18, 0, v19, s[22:23]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v19, 0, v20, s[26:27]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v20, 0, v21, s[28:29]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v21, 0, v16, s[20:21]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v16, 0, v17, s[22:23]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v17, 0, v24, s[26:27]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v23, 0, v25, s[28:29]                 ; examples/gemm_scaled.kgen:8
	v_lshrrev_b32 v24, 16, v22
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v5, v24                                ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v18
	ds_write_b16 v5, v22 offset:2                       ; A operand of the product: stage
	v_lshrrev_b32 v18, 16, v19
	ds_write_b16 v5, v18 offset:4                       ; A operand of the product: stage
	v_lshrrev_b32 v18, 16, v20
	ds_write_b16 v5, v18 offset:6                       ; A operand of the product: stage
	v_lshrrev_b32 v18, 16, v21
	ds_write_b16 v5, v18 offset:2560                    ; A operand of the product: stage
	v_lshrrev_b32 v18, 16, v16
	ds_write_b16 v5, v18 offset:2562                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v17
	ds_write_b16 v5, v16 offset:2564                    ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v23
	ds_write_b16 v5, v16 offset:2566                    ; A operand of the product: stage
	s_mul_i32 s20, s17, s15
	s_mul_hi_u32 s21, s17, s15
	s_lshl_b64 s[22:23], s[20:21], 2
	s_add_u32 s20, s4, s22                              ; 'w' at this chunk
	s_addc_u32 s21, s5, s23
	global_load_dwordx4 v[16:19], v12, s[20:21]         ; examples/gemm_scaled.kgen:9: 16-byte load of 'w'
	s_mul_i32 s19, s15, 16
	s_lshl_b32 s22, s19, 2
	v_add_u32 v20, s22, v12
	global_load_dwordx4 v[22:25], v20, s[20:21]         ; examples/gemm_scaled.kgen:9: 16-byte load of 'w'
	global_load_dword v20, v6, s[6:7]                   ; examples/gemm_scaled.kgen:9: load of 'wscale'
	s_and_saveexec_b64 s[20:21], s[8:9]                 ; lanes where %vpred_145
	s_waitcnt vmcnt(0)
	ds_write_b32 v6, v20 offset:10240                   ; convert the operand at 9:38: write this thread's elements
	s_mov_b64 exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v20, v1 offset:10240                    ; convert the operand at 9:38: read in the new layout
	ds_read_b32 v21, v1 offset:10244                    ; convert the operand at 9:38: read in the new layout
	ds_read_b32 v26, v1 offset:10248                    ; convert the operand at 9:38: read in the new layout
	ds_read_b32 v27, v1 offset:10252                    ; convert the operand at 9:38: read in the new layout
	s_waitcnt lgkmcnt(3)
	v_mul_f32 v28, v16, v20                             ; examples/gemm_scaled.kgen:9
	s_waitcnt lgkmcnt(2)
	v_mul_f32 v29, v17, v21                             ; examples/gemm_scaled.kgen:9
	s_waitcnt lgkmcnt(1)
	v_mul_f32 v30, v18, v26                             ; examples/gemm_scaled.kgen:9
	s_waitcnt lgkmcnt(0)
	v_mul_f32 v31, v19, v27                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v16, v22, v20                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v17, v23, v21                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v18, v24, v26                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v19, v25, v27                             ; examples/gemm_scaled.kgen:9
	v_bfe_u32 v20, v28, 16, 1                           ; round to bf16
	v_mov_b32 v21, 0x7fff
	v_add3_u32 v22, v28, v20, v21
	v_cmp_u_f32 s[20:21], v28, v28
	v_mov_b32 v20, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v22, v20, s[20:21]
	v_and_b32 v20, 0xffff0000, v22
	v_bfe_u32 v21, v29, 16, 1                           ; round to bf16
	v_mov_b32 v22, 0x7fff
	v_add3_u32 v23, v29, v21, v22
	v_cmp_u_f32 s[20:21], v29, v29
	v_mov_b32 v21, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v21, s[20:21]
	v_and_b32 v21, 0xffff0000, v23
	v_bfe_u32 v22, v30, 16, 1                           ; round to bf16
	v_mov_b32 v23, 0x7fff
	v_add3_u32 v24, v30, v22, v23
	v_cmp_u_f32 s[20:21], v30, v30
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v24, v24, v22, s[20:21]
	v_and_b32 v22, 0xffff0000, v24
	v_bfe_u32 v23, v31, 16, 1                           ; round to bf16
	v_mov_b32 v24, 0x7fff
	v_add3_u32 v25, v31, v23, v24
	v_cmp_u_f32 s[20:21], v31, v31
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v25, v25, v23, s[20:21]
	v_and_b32 v23, 0xffff0000, v25
	v_bfe_u32 v24, v16, 16, 1                           ; round to bf16
	v_mov_b32 v25, 0x7fff
	v_add3_u32 v26, v16, v24, v25
	v_cmp_u_f32 s[20:21], v16, v16
	v_mov_b32 v16, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v26, v26, v16, s[20:21]
	v_and_b32 v16, 0xffff0000, v26
	v_bfe_u32 v24, v17, 16, 1                           ; round to bf16
	v_mov_b32 v25, 0x7fff
	v_add3_u32 v26, v17, v24, v25
	v_cmp_u_f32 s[20:21], v17, v17
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v26, v26, v17, s[20:21]
	v_and_b32 v17, 0xffff0000, v26
	v_bfe_u32 v24, v18, 16, 1                           ; round to bf16
	v_mov_b32 v25, 0x7fff
	v_add3_u32 v26, v18, v24, v25
	v_cmp_u_f32 s[20:21], v18, v18
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v26, v26, v18, s[20:21]
	v_and_b32 v18, 0xffff0000, v26
	v_bfe_u32 v24, v19, 16, 1                           ; round to bf16
	v_mov_b32 v25, 0x7fff
	v_add3_u32 v26, v19, v24, v25
	v_cmp_u_f32 s[20:21], v19, v19
	v_mov_b32 v19, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v26, v26, v19, s[20:21]
	v_and_b32 v19, 0xffff0000, v26
	v_lshrrev_b32 v24, 16, v20
	ds_write_b16 v15, v24 offset:5120                   ; B operand of the product: stage
	v_lshrrev_b32 v20, 16, v21
	ds_write_b16 v15, v20 offset:5200                   ; B operand of the product: stage
	v_lshrrev_b32 v20, 16, v22
	ds_write_b16 v15, v20 offset:5280                   ; B operand of the product: stage
	v_lshrrev_b32 v20, 16, v23
	ds_write_b16 v15, v20 offset:5360                   ; B operand of the product: stage
	v_lshrrev_b32 v20, 16, v16
	ds_write_b16 v15, v20 offset:5152                   ; B operand of the product: stage
	v_lshrrev_b32 v16, 16, v17
	ds_write_b16 v15, v16 offset:5232                   ; B operand of the product: stage
	v_lshrrev_b32 v16, 16, v18
	ds_write_b16 v15, v16 offset:5312                   ; B operand of the product: stage
	v_lshrrev_b32 v16, 16, v19
	ds_write_b16 v15, v16 offset:5392                   ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[16:19], v9 offset:5120               ; B fragment 0, k-steps 0..1
	ds_read_b128 v[20:23], v11                          ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 a[0:15], v[20:21], v[16:17], a[0:15] ; examples/gemm_scaled.kgen:9: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 a[0:15], v[22:23], v[18:19], a[0:15] ; examples/gemm_scaled.kgen:9: mfma 32x32x8
	ds_read_b128 v[16:19], v9 offset:5152               ; B fragment 0, k-steps 2..3
	ds_read_b128 v[20:23], v11 offset:32                ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 a[0:15], v[20:21], v[16:17], a[0:15] ; examples/gemm_scaled.kgen:9: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 a[0:15], v[22:23], v[18:19], a[0:15] ; examples/gemm_scaled.kgen:9: mfma 32x32x8
	s_add_u32 s17, s17, 32
	s_cmp_lt_u32 s17, s16
	s_cbranch_scc1 .Lgemm_scaled_loop2
.Lgemm_scaled_loop2_end:
	s_mov_b32 s16, s17                                  ; for kk in k: steps of 32: the rest, masked
	s_cmp_ge_u32 s16, s14
	s_cbranch_scc1 .Lgemm_scaled_loop3_end
.Lgemm_scaled_loop3:
	s_sub_u32 s17, s14, s16
	v_add_u32 v16, s16, v3
	v_add_u32 v17, 0, v16                               ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_add_u32 v18, 1, v16                               ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_add_u32 v19, 2, v16                               ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_add_u32 v20, 3, v16                               ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_cmp_lt_i32 s[20:21], v17, s12                     ; examples/gemm_scaled.kgen:8
	v_cmp_lt_i32 s[22:23], v18, s12                     ; examples/gemm_scaled.kgen:8
	v_cmp_lt_i32 s[26:27], v19, s12                     ; examples/gemm_scaled.kgen:8
	v_cmp_lt_i32 s[28:29], v20, s12                     ; examples/gemm_scaled.kgen:8
	s_mov_b32 s30, s16
	s_mov_b32 s31, 0
	s_lshl_b64 s[32:33], s[30:31], 1
	s_add_u32 s30, s24, s32                             ; 'a' at this chunk
	s_addc_u32 s31, s25, s33
	v_cmp_lt_u32 s[32:33], v2, s13                      ; 'm' element in bounds
	v_cmp_lt_u32 s[34:35], v3, s17                      ; 'kk' element in bounds
	s_and_b64 s[36:37], s[32:33], s[34:35]
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_553
	global_load_ushort v16, v4, s[30:31]                ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v17, 16, v16
	v_add_u32 v16, 1, v3
	v_cmp_lt_u32 s[38:39], v16, s17                     ; 'kk' element in bounds
	s_and_b64 s[40:41], s[32:33], s[38:39]
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_558
	global_load_ushort v16, v4, s[30:31] offset:2       ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v18, 16, v16
	v_add_u32 v16, 2, v3
	v_cmp_lt_u32 s[42:43], v16, s17                     ; 'kk' element in bounds
	s_and_b64 s[44:45], s[32:33], s[42:43]
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_563
	global_load_ushort v16, v4, s[30:31] offset:4       ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v19, 16, v16
	v_add_u32 v16, 3, v3
	v_cmp_lt_u32 s[46:47], v16, s17                     ; 'kk' element in bounds
	s_and_b64 s[48:49], s[32:33], s[46:47]
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[48:49]               ; lanes where %vpred_568
	global_load_ushort v16, v4, s[30:31] offset:6       ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v20, 16, v16
	s_mul_i32 s19, s14, 32
	s_lshl_b32 s32, s19, 1
	v_add_u32 v16, s32, v4
	v_add_u32 v21, 32, v2
	v_cmp_lt_u32 s[32:33], v21, s13                     ; 'm' element in bounds
	s_and_b64 s[50:51], s[32:33], s[34:35]
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[50:51]               ; lanes where %vpred_576
	global_load_ushort v21, v16, s[30:31]               ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v22, 16, v21
	s_and_b64 s[34:35], s[32:33], s[38:39]
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[34:35]               ; lanes where %vpred_579
	global_load_ushort v21, v16, s[30:31] offset:2      ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v23, 16, v21
	s_and_b64 s[38:39], s[32:33], s[42:43]
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[38:39]               ; lanes where %vpred_582
	global_load_ushort v21, v16, s[30:31] offset:4      ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v24, 16, v21
	s_and_b64 s[42:43], s[32:33], s[46:47]
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[42:43]               ; lanes where %vpred_585
	global_load_ushort v21, v16, s[30:31] offset:6      ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v16, 16, v21
	v_cndmask_b32 v21, 0, v17, s[20:21]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v17, 0, v18, s[22:23]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v18, 0, v19, s[26:27]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v19, 0, v20, s[28:29]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v20, 0, v22, s[20:21]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v22, 0, v23, s[22:23]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v23, 0, v24, s[26:27]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v24, 0, v16, s[28:29]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v16, 0, v21, s[36:37]                 ; absent elements add nothing
	v_lshrrev_b32 v21, 16, v16
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v5, v21                                ; A operand of the product: stage
	v_cndmask_b32 v16, 0, v17, s[40:41]                 ; absent elements add nothing
	v_lshrrev_b32 v17, 16, v16
	ds_write_b16 v5, v17 offset:2                       ; A operand of the product: stage
	v_cndmask_b32 v16, 0, v18, s[44:45]                 ; absent elements add nothing
	v_lshrrev_b32 v17, 16, v16
	ds_write_b16 v5, v17 offset:4                       ; A operand of the product: stage
	v_cndmask_b32 v16, 0, v19, s[48:49]                 ; absent elements add nothing
	v_lshrrev_b32 v17, 16, v16
	ds_write_b16 v5, v17 offset:6                       ; A operand of the product: stage
	v_cndmask_b32 v16, 0, v20, s[50:51]                 ; absent elements add nothing
	v_lshrrev_b32 v17, 16, v16
	ds_write_b16 v5, v17 offset:2560                    ; A operand of the product: stage
	v_cndmask_b32 v16, 0, v22, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v17, 16, v16
	ds_write_b16 v5, v17 offset:2562                    ; A operand of the product: stage
	v_cndmask_b32 v16, 0, v23, s[38:39]                 ; absent elements add nothing
	v_lshrrev_b32 v17, 16, v16
	ds_write_b16 v5, v17 offset:2564                    ; A operand of the product: stage
	v_cndmask_b32 v16, 0, v24, s[42:43]                 ; absent elements add nothing
	v_lshrrev_b32 v17, 16, v16
	ds_write_b16 v5, v17 offset:2566                    ; A operand of the product: stage
	s_mul_i32 s20, s16, s15
	s_mul_hi_u32 s21, s16, s15
	s_lshl_b64 s[22:23], s[20:21], 2
	s_add_u32 s20, s4, s22                              ; 'w' at this chunk
	s_addc_u32 s21, s5, s23
	v_cmp_lt_u32 s[22:23], v14, s18                     ; 'n' element in bounds
	v_cmp_lt_u32 s[26:27], v8, s17                      ; 'kk' element in bounds
	s_and_b64 s[28:29], s[22:23], s[26:27]
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_617
	global_load_dword v16, v12, s[20:21]                ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[30:31]
	v_add_u32 v17, 1, v14
	v_cmp_lt_u32 s[30:31], v17, s18                     ; 'n' element in bounds
	s_and_b64 s[32:33], s[30:31], s[26:27]
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_621
	global_load_dword v17, v12, s[20:21] offset:4       ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[34:35]
	v_add_u32 v18, 2, v14
	v_cmp_lt_u32 s[34:35], v18, s18                     ; 'n' element in bounds
	s_and_b64 s[36:37], s[34:35], s[26:27]
	v_mov_b32 v18, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_625
	global_load_dword v18, v12, s[20:21] offset:8       ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[38:39]
	v_add_u32 v19, 3, v14
	v_cmp_lt_u32 s[38:39], v19, s18                     ; 'n' element in bounds
	s_and_b64 s[40:41], s[38:39], s[26:27]
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[40:41]               ; lanes where %vpred_629
	global_load_dword v19, v12, s[20:21] offset:12      ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[26:27]
	s_mul_i32 s19, s15, 16
	s_lshl_b32 s26, s19, 2
	v_add_u32 v20, s26, v12
	v_add_u32 v21, 16, v8
	v_cmp_lt_u32 s[26:27], v21, s17                     ; 'kk' element in bounds
	s_and_b64 s[42:43], s[22:23], s[26:27]
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[42:43]               ; lanes where %vpred_636
	global_load_dword v21, v20, s[20:21]                ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[22:23]
	s_and_b64 s[22:23], s[30:31], s[26:27]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[22:23]               ; lanes where %vpred_638
	global_load_dword v22, v20, s[20:21] offset:4       ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[30:31]
	s_and_b64 s[30:31], s[34:35], s[26:27]
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[30:31]               ; lanes where %vpred_640
	global_load_dword v23, v20, s[20:21] offset:8       ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[34:35]
	s_and_b64 s[34:35], s[38:39], s[26:27]
	v_mov_b32 v24, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[34:35]               ; lanes where %vpred_642
	global_load_dword v24, v20, s[20:21] offset:12      ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[26:27]
	v_cmp_lt_u32 s[20:21], v13, s18                     ; 'n' element in bounds
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[20:21]               ; lanes where %vpred_644
	global_load_dword v20, v6, s[6:7]                   ; examples/gemm_scaled.kgen:9: load of 'wscale'
	s_mov_b64 exec, s[26:27]
	s_and_saveexec_b64 s[20:21], s[8:9]                 ; lanes where %vpred_145
	s_waitcnt vmcnt(0)
	ds_write_b32 v6, v20 offset:10240                   ; convert the operand at 9:38: write this thread's elements
	s_mov_b64 exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v20, v1 offset:10240                    ; convert the operand at 9:38: read in the new layout
	ds_read_b32 v25, v1 offset:10244                    ; convert the operand at 9:38: read in the new layout
	ds_read_b32 v26, v1 offset:10248                    ; convert the operand at 9:38: read in the new layout
	ds_read_b32 v27, v1 offset:10252                    ; convert the operand at 9:38: read in the new layout
	s_waitcnt lgkmcnt(3)
	v_mul_f32 v28, v16, v20                             ; examples/gemm_scaled.kgen:9
	s_waitcnt lgkmcnt(2)
	v_mul_f32 v16, v17, v25                             ; examples/gemm_scaled.kgen:9
	s_waitcnt lgkmcnt(1)
	v_mul_f32 v17, v18, v26                             ; examples/gemm_scaled.kgen:9
	s_waitcnt lgkmcnt(0)
	v_mul_f32 v18, v19, v27                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v19, v21, v20                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v20, v22, v25                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v21, v23, v26                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v22, v24, v27                             ; examples/gemm_scaled.kgen:9
	v_bfe_u32 v23, v28, 16, 1                           ; round to bf16
	v_mov_b32 v24, 0x7fff
	v_add3_u32 v25, v28, v23, v24
	v_cmp_u_f32 s[20:21], v28, v28
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v25, v25, v23, s[20:21]
	v_and_b32 v23, 0xffff0000, v25
	v_bfe_u32 v24, v16, 16, 1                           ; round to bf16
	v_mov_b32 v25, 0x7fff
	v_add3_u32 v26, v16, v24, v25
	v_cmp_u_f32 s[20:21], v16, v16
	v_mov_b32 v16, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v26, v26, v16, s[20:21]
	v_and_b32 v16, 0xffff0000, v26
	v_bfe_u32 v24, v17, 16, 1                           ; round to bf16
	v_mov_b32 v25, 0x7fff
	v_add3_u32 v26, v17, v24, v25
	v_cmp_u_f32 s[20:21], v17, v17
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v26, v26, v17, s[20:21]
	v_and_b32 v17, 0xffff0000, v26
	v_bfe_u32 v24, v18, 16, 1                           ; round to bf16
	v_mov_b32 v25, 0x7fff
	v_add3_u32 v26, v18, v24, v25
	v_cmp_u_f32 s[20:21], v18, v18
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v26, v26, v18, s[20:21]
	v_and_b32 v18, 0xffff0000, v26
	v_bfe_u32 v24, v19, 16, 1                           ; round to bf16
	v_mov_b32 v25, 0x7fff
	v_add3_u32 v26, v19, v24, v25
	v_cmp_u_f32 s[20:21], v19, v19
	v_mov_b32 v19, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v26, v26, v19, s[20:21]
	v_and_b32 v19, 0xffff0000, v26
	v_bfe_u32 v24, v20, 16, 1                           ; round to bf16
	v_mov_b32 v25, 0x7fff
	v_add3_u32 v26, v20, v24, v25
	v_cmp_u_f32 s[20:21], v20, v20
	v_mov_b32 v20, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v26, v26, v20, s[20:21]
	v_and_b32 v20, 0xffff0000, v26
	v_bfe_u32 v24, v21, 16, 1                           ; round to bf16
	v_mov_b32 v25, 0x7fff
	v_add3_u32 v26, v21, v24, v25
	v_cmp_u_f32 s[20:21], v21, v21
	v_mov_b32 v21, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v26, v26, v21, s[20:21]
	v_and_b32 v21, 0xffff0000, v26
	v_bfe_u32 v24, v22, 16, 1                           ; round to bf16
	v_mov_b32 v25, 0x7fff
	v_add3_u32 v26, v22, v24, v25
	v_cmp_u_f32 s[20:21], v22, v22
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v26, v26, v22, s[20:21]
	v_and_b32 v22, 0xffff0000, v26
	v_cndmask_b32 v24, 0, v23, s[28:29]                 ; absent elements add nothing
	v_lshrrev_b32 v23, 16, v24
	ds_write_b16 v15, v23 offset:5120                   ; B operand of the product: stage
	v_cndmask_b32 v23, 0, v16, s[32:33]                 ; absent elements add nothing
	v_lshrrev_b32 v16, 16, v23
	ds_write_b16 v15, v16 offset:5200                   ; B operand of the product: stage
	v_cndmask_b32 v16, 0, v17, s[36:37]                 ; absent elements add nothing
	v_lshrrev_b32 v17, 16, v16
	ds_write_b16 v15, v17 offset:5280                   ; B operand of the product: stage
	v_cndmask_b32 v16, 0, v18, s[40:41]                 ; absent elements add nothing
	v_lshrrev_b32 v17, 16, v16
	ds_write_b16 v15, v17 offset:5360                   ; B operand of the product: stage
	v_cndmask_b32 v16, 0, v19, s[42:43]                 ; absent elements add nothing
	v_lshrrev_b32 v17, 16, v16
	ds_write_b16 v15, v17 offset:5152                   ; B operand of the product: stage
	v_cndmask_b32 v16, 0, v20, s[22:23]                 ; absent elements add nothing
	v_lshrrev_b32 v17, 16, v16
	ds_write_b16 v15, v17 offset:5232                   ; B operand of the product: stage
	v_cndmask_b32 v16, 0, v21, s[30:31]                 ; absent elements add nothing
	v_lshrrev_b32 v17, 16, v16
	ds_write_b16 v15, v17 offset:5312                   ; B operand of the product: stage
	v_cndmask_b32 v16, 0, v22, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v17, 16, v16
	ds_write_b16 v15, v17 offset:5392                   ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[16:19], v9 offset:5120               ; B fragment 0, k-steps 0..1
	ds_read_b128 v[20:23], v11                          ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 a[0:15], v[20:21], v[16:17], a[0:15] ; examples/gemm_scaled.kgen:9: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 a[0:15], v[22:23], v[18:19], a[0:15] ; examples/gemm_scaled.kgen:9: mfma 32x32x8
	ds_read_b128 v[16:19], v9 offset:5152               ; B fragment 0, k-steps 2..3
	ds_read_b128 v[20:23], v11 offset:32                ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 a[0:15], v[20:21], v[16:17], a[0:15] ; examples/gemm_scaled.kgen:9: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 a[0:15], v[22:23], v[18:19], a[0:15] ; examples/gemm_scaled.kgen:9: mfma 32x32x8
	s_add_u32 s16, s16, 32
	s_cmp_lt_u32 s16, s14
	s_cbranch_scc1 .Lgemm_scaled_loop3
.Lgemm_scaled_loop3_end:
	v_cmp_lt_u32 s[4:5], v10, s13                       ; 'm' element in bounds
	v_cmp_lt_u32 s[6:7], v13, s18                       ; 'n' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_700
	s_nop 3
	v_accvgpr_read_b32 v1, a0                           ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v7, v1, s[10:11]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s15, 1
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v7
	v_add_u32 v2, 1, v10
	v_cmp_lt_u32 s[4:5], v2, s13                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_706
	v_accvgpr_read_b32 v2, a1                           ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v1, v2, s[10:11]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s15, 2
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v7
	v_add_u32 v2, 2, v10
	v_cmp_lt_u32 s[4:5], v2, s13                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_712
	v_accvgpr_read_b32 v2, a2                           ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v1, v2, s[10:11]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s15, 3
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v7
	v_add_u32 v2, 3, v10
	v_cmp_lt_u32 s[4:5], v2, s13                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_718
	v_accvgpr_read_b32 v2, a3                           ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v1, v2, s[10:11]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s15, 8
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v7
	v_add_u32 v2, 8, v10
	v_cmp_lt_u32 s[4:5], v2, s13                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_724
	v_accvgpr_read_b32 v2, a4                           ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v1, v2, s[10:11]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s15, 9
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v7
	v_add_u32 v2, 9, v10
	v_cmp_lt_u32 s[4:5], v2, s13                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_730
	v_accvgpr_read_b32 v2, a5                           ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v1, v2, s[10:11]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s15, 10
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v7
	v_add_u32 v2, 10, v10
	v_cmp_lt_u32 s[4:5], v2, s13                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_736
	v_accvgpr_read_b32 v2, a6                           ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v1, v2, s[10:11]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s15, 11
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v7
	v_add_u32 v2, 11, v10
	v_cmp_lt_u32 s[4:5], v2, s13                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_742
	v_accvgpr_read_b32 v2, a7                           ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v1, v2, s[10:11]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s15, 16
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v7
	v_add_u32 v2, 16, v10
	v_cmp_lt_u32 s[4:5], v2, s13                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_748
	v_accvgpr_read_b32 v2, a8                           ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v1, v2, s[10:11]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s15, 17
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v7
	v_add_u32 v2, 17, v10
	v_cmp_lt_u32 s[4:5], v2, s13                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_754
	v_accvgpr_read_b32 v2, a9                           ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v1, v2, s[10:11]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s15, 18
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v7
	v_add_u32 v2, 18, v10
	v_cmp_lt_u32 s[4:5], v2, s13                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_760
	v_accvgpr_read_b32 v2, a10                          ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v1, v2, s[10:11]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s15, 19
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v7
	v_add_u32 v2, 19, v10
	v_cmp_lt_u32 s[4:5], v2, s13                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_766
	v_accvgpr_read_b32 v2, a11                          ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v1, v2, s[10:11]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s15, 24
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v7
	v_add_u32 v2, 24, v10
	v_cmp_lt_u32 s[4:5], v2, s13                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_772
	v_accvgpr_read_b32 v2, a12                          ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v1, v2, s[10:11]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s15, 25
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v7
	v_add_u32 v2, 25, v10
	v_cmp_lt_u32 s[4:5], v2, s13                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_778
	v_accvgpr_read_b32 v2, a13                          ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v1, v2, s[10:11]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s15, 26
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v7
	v_add_u32 v2, 26, v10
	v_cmp_lt_u32 s[4:5], v2, s13                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_784
	v_accvgpr_read_b32 v2, a14                          ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v1, v2, s[10:11]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s15, 27
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v7
	v_add_u32 v2, 27, v10
	v_cmp_lt_u32 s[4:5], v2, s13                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_790
	v_accvgpr_read_b32 v2, a15                          ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v1, v2, s[10:11]
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
		.amdhsa_next_free_vgpr 48
		.amdhsa_next_free_sgpr 56
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
    .vgpr_count:     48
    .vgpr_spill_count: 0
    .agpr_count:     16
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
