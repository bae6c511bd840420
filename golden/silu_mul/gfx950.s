; kgen AMDGCN module for gfx950: 1 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 5

; kernel silu_mul: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel silu_mul from examples/silu_mul.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: n, m
;   chunk: m: 1, n: 4096; walked in chunks: none
;   layout: m:1 x n:4096: reg[n1 n2 n4 n2048] lane[n8 n16 n32 n64 n128 n256] warp[n512 n1024]
;     (fastest axis 'n', 8 contiguous elements per thread)
;   fastest axis 'n': most bytes of plain accesses are contiguous along it
;   vector 8: 16-byte accesses of 2-byte elements
;   value layouts (the dominant layout sliced to each value's axes):
;     L0 [m, n]: m:1 x n:4096: reg[n1 n2 n4 n2048] lane[n8 n16 n32 n64 n128 n256] warp[n512 n1024]
;       5:14 load x -> L0; 5:10 cast -> L0; 6:27 sigmoid -> L0; 6:22 mul -> L0; 6:45 load y -> L0; 6:41 cast -> L0
;       6:22 mul -> L0; 6:17 cast -> L0
; resources: 39 VGPRs, 0 AGPRs, 46 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 0 bytes LDS, 32 bytes of arguments, 256 threads
;   arg x: tensor bf16 at 0 (read-only)
;   arg y: tensor bf16 at 8 (read-only)
;   arg out: tensor bf16 at 16
;   arg M: dim i32 at 24
;   arg N: dim i32 at 28
; s[0:1] kernarg pointer, s2 workgroup id x, s3 workgroup id y, v0 work-item id
	.text
	.globl	silu_mul
	.p2align	8
	.type	silu_mul,@function
silu_mul:
	s_mov_b32 s4, 0x7fff                                ; the bf16 rounding bias for the whole kernel
	s_mov_b32 s5, 0x7060302                             ; a v_perm_b32 selector for the whole kernel
	s_load_dwordx2 s[6:7], s[0:1], 0x0                  ; argument x
	s_load_dwordx2 s[8:9], s[0:1], 0x8                  ; argument y
	s_load_dwordx2 s[10:11], s[0:1], 0x10               ; argument out
	s_load_dword s12, s[0:1], 0x1c                      ; argument N
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s13, s2                                   ; program index along 'n'
	s_mul_i32 s14, s13, 0x1000                          ; first 'n' of this program's tile (4096)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s13, s12, s14
	s_min_u32 s15, s13, 0x1000                          ; 'n' elements in this tile
	s_mov_b32 s13, s3                                   ; program index along 'm'
	s_and_b32 s16, s12, 7
	s_cmp_eq_u32 s16, 0                                 ; rows start aligned to 8 elements iff N % 8 == 0
	s_cselect_b32 s16, 1, 0
	s_cmp_ge_u32 s15, 0x1000                            ; a whole chunk of 'n' (4096) is in bounds
	s_cselect_b32 s17, 1, 0
	s_and_b32 s18, s17, s16
	v_lshlrev_b32 v2, 3, v1
	v_lshlrev_b32 v1, 1, v2                             ; thread's byte offset in a chunk of 'x'
	s_mul_i32 s16, s13, s12
	s_mul_hi_u32 s17, s13, s12
	s_lshl_b64 s[12:13], s[16:17], 1
	s_add_u32 s16, s6, s12                              ; 'x' at this program
	s_addc_u32 s17, s7, s13
	s_mov_b32 s6, s14
	s_mov_b32 s7, 0
	s_lshl_b64 s[20:21], s[6:7], 1
	s_add_u32 s6, s16, s20                              ; 'x' at this program
	s_addc_u32 s7, s17, s21
	s_add_u32 s16, s8, s12                              ; 'y' at this program
	s_addc_u32 s17, s9, s13
	s_add_u32 s8, s16, s20                              ; 'y' at this program
	s_addc_u32 s9, s17, s21
	s_add_u32 s16, s10, s12                             ; 'out' at this program
	s_addc_u32 s17, s11, s13
	s_add_u32 s10, s16, s20                             ; 'out' at this program
	s_addc_u32 s11, s17, s21
	s_cmp_eq_u32 s18, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lsilu_mul_if0_else
	global_load_dwordx4 v[4:7], v1, s[6:7]              ; examples/silu_mul.kgen:5: 16-byte load of 'x'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v3, 16, v4
	v_and_b32 v8, 0xffff0000, v4
	v_lshlrev_b32 v9, 16, v5
	v_and_b32 v10, 0xffff0000, v5
	v_lshlrev_b32 v11, 16, v6
	v_and_b32 v12, 0xffff0000, v6
	v_lshlrev_b32 v13, 16, v7
	v_and_b32 v14, 0xffff0000, v7
	v_add_u32 v4, 0x1000, v1                            ; examples/silu_mul.kgen:5: 16-byte load of 'x'
	global_load_dwordx4 v[16:19], v4, s[6:7]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v4, 16, v16
	v_and_b32 v5, 0xffff0000, v16
	v_lshlrev_b32 v6, 16, v17
	v_and_b32 v7, 0xffff0000, v17
	v_lshlrev_b32 v15, 16, v18
	v_and_b32 v20, 0xffff0000, v18
	v_lshlrev_b32 v21, 16, v19
	v_and_b32 v22, 0xffff0000, v19
	v_mul_f32 v16, 0xbfb8aa3b, v3                       ; examples/silu_mul.kgen:6
	v_exp_f32 v17, v16                                  ; examples/silu_mul.kgen:6
	s_nop 0
	v_add_f32 v16, 1.0, v17                             ; examples/silu_mul.kgen:6
	v_rcp_f32 v17, v16                                  ; examples/silu_mul.kgen:6
	v_mul_f32 v16, 0xbfb8aa3b, v8                       ; examples/silu_mul.kgen:6
	v_exp_f32 v18, v16                                  ; examples/silu_mul.kgen:6
	s_nop 0
	v_add_f32 v16, 1.0, v18                             ; examples/silu_mul.kgen:6
	v_rcp_f32 v18, v16                                  ; examples/silu_mul.kgen:6
	v_mul_f32 v16, 0xbfb8aa3b, v9                       ; examples/silu_mul.kgen:6
	v_exp_f32 v19, v16                                  ; examples/silu_mul.kgen:6
	s_nop 0
	v_add_f32 v16, 1.0, v19                             ; examples/silu_mul.kgen:6
	v_rcp_f32 v19, v16                                  ; examples/silu_mul.kgen:6
	v_mul_f32 v16, 0xbfb8aa3b, v10                      ; examples/silu_mul.kgen:6
	v_exp_f32 v23, v16                                  ; examples/silu_mul.kgen:6
	s_nop 0
	v_add_f32 v16, 1.0, v23                             ; examples/silu_mul.kgen:6
	v_rcp_f32 v23, v16                                  ; examples/silu_mul.kgen:6
	v_mul_f32 v16, 0xbfb8aa3b, v11                      ; examples/silu_mul.kgen:6
	v_exp_f32 v24, v16                                  ; examples/silu_mul.kgen:6
	s_nop 0
	v_add_f32 v16, 1.0, v24                             ; examples/silu_mul.kgen:6
	v_rcp_f32 v24, v16                                  ; examples/silu_mul.kgen:6
	v_mul_f32 v16, 0xbfb8aa3b, v12                      ; examples/silu_mul.kgen:6
	v_exp_f32 v25, v16                                  ; examples/silu_mul.kgen:6
	s_nop 0
	v_add_f32 v16, 1.0, v25                             ; examples/silu_mul.kgen:6
	v_rcp_f32 v25, v16                                  ; examples/silu_mul.kgen:6
	v_mul_f32 v16, 0xbfb8aa3b, v13                      ; examples/silu_mul.kgen:6
	v_exp_f32 v26, v16                                  ; examples/silu_mul.kgen:6
	s_nop 0
	v_add_f32 v16, 1.0, v26                             ; examples/silu_mul.kgen:6
	v_rcp_f32 v26, v16                                  ; examples/silu_mul.kgen:6
	v_mul_f32 v16, 0xbfb8aa3b, v14                      ; examples/silu_mul.kgen:6
	v_exp_f32 v27, v16                                  ; examples/silu_mul.kgen:6
	s_nop 0
	v_add_f32 v16, 1.0, v27                             ; examples/silu_mul.kgen:6
	v_rcp_f32 v27, v16                                  ; examples/silu_mul.kgen:6
	v_mul_f32 v16, 0xbfb8aa3b, v4                       ; examples/silu_mul.kgen:6
	v_exp_f32 v28, v16                                  ; examples/silu_mul.kgen:6
	s_nop 0
	v_add_f32 v16, 1.0, v28                             ; examples/silu_mul.kgen:6
	v_rcp_f32 v28, v16                                  ; examples/silu_mul.kgen:6
	v_mul_f32 v16, 0xbfb8aa3b, v5                       ; examples/silu_mul.kgen:6
	v_exp_f32 v29, v16                                  ; examples/silu_mul.kgen:6
	s_nop 0
	v_add_f32 v16, 1.0, v29                             ; examples/silu_mul.kgen:6
	v_rcp_f32 v29, v16                                  ; examples/silu_mul.kgen:6
	v_mul_f32 v16, 0xbfb8aa3b, v6                       ; examples/silu_mul.kgen:6
	v_exp_f32 v30, v16                                  ; examples/silu_mul.kgen:6
	s_nop 0
	v_add_f32 v16, 1.0, v30                             ; examples/silu_mul.kgen:6
	v_rcp_f32 v30, v16                                  ; examples/silu_mul.kgen:6
	v_mul_f32 v16, 0xbfb8aa3b, v7                       ; examples/silu_mul.kgen:6
	v_exp_f32 v31, v16                                  ; examples/silu_mul.kgen:6
	s_nop 0
	v_add_f32 v16, 1.0, v31                             ; examples/silu_mul.kgen:6
	v_rcp_f32 v31, v16                                  ; examples/silu_mul.kgen:6
	v_mul_f32 v16, 0xbfb8aa3b, v15                      ; examples/silu_mul.kgen:6
	v_exp_f32 v32, v16                                  ; examples/silu_mul.kgen:6
	s_nop 0
	v_add_f32 v16, 1.0, v32                             ; examples/silu_mul.kgen:6
	v_rcp_f32 v32, v16                                  ; examples/silu_mul.kgen:6
	v_mul_f32 v16, 0xbfb8aa3b, v20                      ; examples/silu_mul.kgen:6
	v_exp_f32 v33, v16                                  ; examples/silu_mul.kgen:6
	s_nop 0
	v_add_f32 v16, 1.0, v33                             ; examples/silu_mul.kgen:6
	v_rcp_f32 v33, v16                                  ; examples/silu_mul.kgen:6
	v_mul_f32 v16, 0xbfb8aa3b, v21                      ; examples/silu_mul.kgen:6
	v_exp_f32 v34, v16                                  ; examples/silu_mul.kgen:6
	s_nop 0
	v_add_f32 v16, 1.0, v34                             ; examples/silu_mul.kgen:6
	v_rcp_f32 v34, v16                                  ; examples/silu_mul.kgen:6
	v_mul_f32 v16, 0xbfb8aa3b, v22                      ; examples/silu_mul.kgen:6
	v_exp_f32 v35, v16                                  ; examples/silu_mul.kgen:6
	s_nop 0
	v_add_f32 v16, 1.0, v35                             ; examples/silu_mul.kgen:6
	v_rcp_f32 v35, v16                                  ; examples/silu_mul.kgen:6
	v_mul_f32 v16, v3, v17                              ; examples/silu_mul.kgen:6
	v_mul_f32 v3, v8, v18                               ; examples/silu_mul.kgen:6
	v_mul_f32 v8, v9, v19                               ; examples/silu_mul.kgen:6
	v_mul_f32 v9, v10, v23                              ; examples/silu_mul.kgen:6
	v_mul_f32 v10, v11, v24                             ; examples/silu_mul.kgen:6
	v_mul_f32 v11, v12, v25                             ; examples/silu_mul.kgen:6
	v_mul_f32 v12, v13, v26                             ; examples/silu_mul.kgen:6
	v_mul_f32 v13, v14, v27                             ; examples/silu_mul.kgen:6
	v_mul_f32 v14, v4, v28                              ; examples/silu_mul.kgen:6
	v_mul_f32 v4, v5, v29                               ; examples/silu_mul.kgen:6
	v_mul_f32 v5, v6, v30                               ; examples/silu_mul.kgen:6
	v_mul_f32 v6, v7, v31                               ; examples/silu_mul.kgen:6
	v_mul_f32 v7, v15, v32                              ; examples/silu_mul.kgen:6
	v_mul_f32 v15, v20, v33                             ; examples/silu_mul.kgen:6
	v_mul_f32 v17, v21, v34                             ; examples/silu_mul.kgen:6
	v_mul_f32 v18, v22, v35                             ; examples/silu_mul.kgen:6
	global_load_dwordx4 v[20:23], v1, s[8:9]            ; examples/silu_mul.kgen:6: 16-byte load of 'y'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v19, 16, v20
	v_and_b32 v24, 0xffff0000, v20
	v_lshlrev_b32 v25, 16, v21
	v_and_b32 v26, 0xffff0000, v21
	v_lshlrev_b32 v27, 16, v22
	v_and_b32 v28, 0xffff0000, v22
	v_lshlrev_b32 v29, 16, v23
	v_and_b32 v30, 0xffff0000, v23
	v_add_u32 v20, 0x1000, v1                           ; examples/silu_mul.kgen:6: 16-byte load of 'y'
	global_load_dwordx4 v[32:35], v20, s[8:9]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v20, 16, v32
	v_and_b32 v21, 0xffff0000, v32
	v_lshlrev_b32 v22, 16, v33
	v_and_b32 v23, 0xffff0000, v33
	v_lshlrev_b32 v31, 16, v34
	v_and_b32 v36, 0xffff0000, v34
	v_lshlrev_b32 v37, 16, v35
	v_and_b32 v38, 0xffff0000, v35
	v_mul_f32 v32, v16, v19                             ; examples/silu_mul.kgen:6
	v_mul_f32 v16, v3, v24                              ; examples/silu_mul.kgen:6
	v_mul_f32 v3, v8, v25                               ; examples/silu_mul.kgen:6
	v_mul_f32 v8, v9, v26                               ; examples/silu_mul.kgen:6
	v_mul_f32 v9, v10, v27                              ; examples/silu_mul.kgen:6
	v_mul_f32 v10, v11, v28                             ; examples/silu_mul.kgen:6
	v_mul_f32 v11, v12, v29                             ; examples/silu_mul.kgen:6
	v_mul_f32 v12, v13, v30                             ; examples/silu_mul.kgen:6
	v_mul_f32 v13, v14, v20                             ; examples/silu_mul.kgen:6
	v_mul_f32 v14, v4, v21                              ; examples/silu_mul.kgen:6
	v_mul_f32 v4, v5, v22                               ; examples/silu_mul.kgen:6
	v_mul_f32 v5, v6, v23                               ; examples/silu_mul.kgen:6
	v_mul_f32 v6, v7, v31                               ; examples/silu_mul.kgen:6
	v_mul_f32 v7, v15, v36                              ; examples/silu_mul.kgen:6
	v_mul_f32 v15, v17, v37                             ; examples/silu_mul.kgen:6
	v_mul_f32 v17, v18, v38                             ; examples/silu_mul.kgen:6
	v_mov_b32 v18, 0x7fc00000
	v_cmp_u_f32 s[12:13], v32, v32
	v_cmp_u_f32 s[16:17], v16, v16
	v_bfe_u32 v19, v32, 16, 1
	v_bfe_u32 v20, v16, 16, 1
	v_add3_u32 v21, v32, v19, s4
	v_add3_u32 v19, v16, v20, s4
	v_cndmask_b32 v21, v21, v18, s[12:13]
	v_cndmask_b32 v19, v19, v18, s[16:17]
	v_perm_b32 v16, v19, v21, s5
	v_mov_b32 v18, 0x7fc00000
	v_cmp_u_f32 s[12:13], v3, v3
	v_cmp_u_f32 s[16:17], v8, v8
	v_bfe_u32 v19, v3, 16, 1
	v_bfe_u32 v20, v8, 16, 1
	v_add3_u32 v21, v3, v19, s4
	v_add3_u32 v3, v8, v20, s4
	v_cndmask_b32 v21, v21, v18, s[12:13]
	v_cndmask_b32 v3, v3, v18, s[16:17]
	v_perm_b32 v8, v3, v21, s5
	v_mov_b32 v3, 0x7fc00000
	v_cmp_u_f32 s[12:13], v9, v9
	v_cmp_u_f32 s[16:17], v10, v10
	v_bfe_u32 v18, v9, 16, 1
	v_bfe_u32 v19, v10, 16, 1
	v_add3_u32 v20, v9, v18, s4
	v_add3_u32 v9, v10, v19, s4
	v_cndmask_b32 v20, v20, v3, s[12:13]
	v_cndmask_b32 v9, v9, v3, s[16:17]
	v_perm_b32 v3, v9, v20, s5
	v_mov_b32 v9, 0x7fc00000
	v_cmp_u_f32 s[12:13], v11, v11
	v_cmp_u_f32 s[16:17], v12, v12
	v_bfe_u32 v10, v11, 16, 1
	v_bfe_u32 v18, v12, 16, 1
	v_add3_u32 v19, v11, v10, s4
	v_add3_u32 v10, v12, v18, s4
	v_cndmask_b32 v19, v19, v9, s[12:13]
	v_cndmask_b32 v10, v10, v9, s[16:17]
	v_perm_b32 v9, v10, v19, s5
	v_mov_b32 v18, v16                                  ; examples/silu_mul.kgen:6: 16-byte store to 'out'
	v_mov_b32 v19, v8
	v_mov_b32 v20, v3
	v_mov_b32 v21, v9
	global_store_dwordx4 v1, v[18:21], s[10:11]
	v_mov_b32 v3, 0x7fc00000
	v_cmp_u_f32 s[12:13], v13, v13
	v_cmp_u_f32 s[16:17], v14, v14
	v_bfe_u32 v8, v13, 16, 1
	v_bfe_u32 v9, v14, 16, 1
	v_add3_u32 v10, v13, v8, s4
	v_add3_u32 v8, v14, v9, s4
	v_cndmask_b32 v10, v10, v3, s[12:13]
	v_cndmask_b32 v8, v8, v3, s[16:17]
	v_perm_b32 v3, v8, v10, s5
	v_mov_b32 v8, 0x7fc00000
	v_cmp_u_f32 s[12:13], v4, v4
	v_cmp_u_f32 s[16:17], v5, v5
	v_bfe_u32 v9, v4, 16, 1
	v_bfe_u32 v10, v5, 16, 1
	v_add3_u32 v11, v4, v9, s4
	v_add3_u32 v4, v5, v10, s4
	v_cndmask_b32 v11, v11, v8, s[12:13]
	v_cndmask_b32 v4, v4, v8, s[16:17]
	v_perm_b32 v5, v4, v11, s5
	v_mov_b32 v4, 0x7fc00000
	v_cmp_u_f32 s[12:13], v6, v6
	v_cmp_u_f32 s[16:17], v7, v7
	v_bfe_u32 v8, v6, 16, 1
	v_bfe_u32 v9, v7, 16, 1
	v_add3_u32 v10, v6, v8, s4
	v_add3_u32 v6, v7, v9, s4
	v_cndmask_b32 v10, v10, v4, s[12:13]
	v_cndmask_b32 v6, v6, v4, s[16:17]
	v_perm_b32 v4, v6, v10, s5
	v_mov_b32 v6, 0x7fc00000
	v_cmp_u_f32 s[12:13], v15, v15
	v_cmp_u_f32 s[16:17], v17, v17
	v_bfe_u32 v7, v15, 16, 1
	v_bfe_u32 v8, v17, 16, 1
	v_add3_u32 v9, v15, v7, s4
	v_add3_u32 v7, v17, v8, s4
	v_cndmask_b32 v9, v9, v6, s[12:13]
	v_cndmask_b32 v7, v7, v6, s[16:17]
	v_perm_b32 v6, v7, v9, s5
	v_add_u32 v7, 0x1000, v1                            ; examples/silu_mul.kgen:6: 16-byte store to 'out'
	v_mov_b32 v8, v3
	v_mov_b32 v9, v5
	v_mov_b32 v10, v4
	v_mov_b32 v11, v6
	global_store_dwordx4 v7, v[8:11], s[10:11]
	s_branch .Lsilu_mul_if0_end
.Lsilu_mul_if0_else:
	v_cmp_lt_u32 s[12:13], v2, s15                      ; 'n' element in bounds
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[16:17], s[12:13]               ; lanes where %vpred_181
	global_load_ushort v3, v1, s[6:7]                   ; examples/silu_mul.kgen:5: load of 'x'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v4, 16, v3
	v_add_u32 v3, 1, v2
	v_cmp_lt_u32 s[16:17], v3, s15                      ; 'n' element in bounds
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[18:19], s[16:17]               ; lanes where %vpred_185
	global_load_ushort v3, v1, s[6:7] offset:2          ; examples/silu_mul.kgen:5: load of 'x'
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v5, 16, v3
	v_add_u32 v3, 2, v2
	v_cmp_lt_u32 s[18:19], v3, s15                      ; 'n' element in bounds
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[18:19]               ; lanes where %vpred_189
	global_load_ushort v3, v1, s[6:7] offset:4          ; examples/silu_mul.kgen:5: load of 'x'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v6, 16, v3
	v_add_u32 v3, 3, v2
	v_cmp_lt_u32 s[20:21], v3, s15                      ; 'n' element in bounds
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[20:21]               ; lanes where %vpred_193
	global_load_ushort v3, v1, s[6:7] offset:6          ; examples/silu_mul.kgen:5: load of 'x'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v7, 16, v3
	v_add_u32 v3, 4, v2
	v_cmp_lt_u32 s[22:23], v3, s15                      ; 'n' element in bounds
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_197
	global_load_ushort v3, v1, s[6:7] offset:8          ; examples/silu_mul.kgen:5: load of 'x'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v8, 16, v3
	v_add_u32 v3, 5, v2
	v_cmp_lt_u32 s[24:25], v3, s15                      ; 'n' element in bounds
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_201
	global_load_ushort v3, v1, s[6:7] offset:10         ; examples/silu_mul.kgen:5: load of 'x'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v9, 16, v3
	v_add_u32 v3, 6, v2
	v_cmp_lt_u32 s[26:27], v3, s15                      ; 'n' element in bounds
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_205
	global_load_ushort v3, v1, s[6:7] offset:12         ; examples/silu_mul.kgen:5: load of 'x'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v10, 16, v3
	v_add_u32 v3, 7, v2
	v_cmp_lt_u32 s[28:29], v3, s15                      ; 'n' element in bounds
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_209
	global_load_ushort v3, v1, s[6:7] offset:14         ; examples/silu_mul.kgen:5: load of 'x'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v11, 16, v3
	v_add_u32 v3, 0x800, v2
	v_cmp_lt_u32 s[30:31], v3, s15                      ; 'n' element in bounds
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_213
	v_add_u32 v12, 0x1000, v1                           ; examples/silu_mul.kgen:5: load of 'x'
	global_load_ushort v3, v12, s[6:7]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v12, 16, v3
	v_add_u32 v3, 0x801, v2
	v_cmp_lt_u32 s[32:33], v3, s15                      ; 'n' element in bounds
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_217
	v_add_u32 v13, 0x1002, v1                           ; examples/silu_mul.kgen:5: load of 'x'
	global_load_ushort v3, v13, s[6:7]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v13, 16, v3
	v_add_u32 v3, 0x802, v2
	v_cmp_lt_u32 s[34:35], v3, s15                      ; 'n' element in bounds
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_221
	v_add_u32 v14, 0x1004, v1                           ; examples/silu_mul.kgen:5: load of 'x'
	global_load_ushort v3, v14, s[6:7]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v14, 16, v3
	v_add_u32 v3, 0x803, v2
	v_cmp_lt_u32 s[36:37], v3, s15                      ; 'n' element in bounds
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_225
	v_add_u32 v15, 0x1006, v1                           ; examples/silu_mul.kgen:5: load of 'x'
	global_load_ushort v3, v15, s[6:7]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v15, 16, v3
	v_add_u32 v3, 0x804, v2
	v_cmp_lt_u32 s[38:39], v3, s15                      ; 'n' element in bounds
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_229
	v_add_u32 v16, 0x1008, v1                           ; examples/silu_mul.kgen:5: load of 'x'
	global_load_ushort v3, v16, s[6:7]
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v16, 16, v3
	v_add_u32 v3, 0x805, v2
	v_cmp_lt_u32 s[40:41], v3, s15                      ; 'n' element in bounds
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_233
	v_add_u32 v17, 0x100a, v1                           ; examples/silu_mul.kgen:5: load of 'x'
	global_load_ushort v3, v17, s[6:7]
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v17, 16, v3
	v_add_u32 v3, 0x806, v2
	v_cmp_lt_u32 s[42:43], v3, s15                      ; 'n' element in bounds
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_237
	v_add_u32 v18, 0x100c, v1                           ; examples/silu_mul.kgen:5: load of 'x'
	global_load_ushort v3, v18, s[6:7]
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v18, 16, v3
	v_add_u32 v3, 0x807, v2
	v_cmp_lt_u32 s[44:45], v3, s15                      ; 'n' element in bounds
	v_mov_b32 v2, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[44:45]               ; lanes where %vpred_241
	v_add_u32 v3, 0x100e, v1                            ; examples/silu_mul.kgen:5: load of 'x'
	global_load_ushort v2, v3, s[6:7]
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v3, 16, v2
	v_mul_f32 v2, 0xbfb8aa3b, v4                        ; examples/silu_mul.kgen:6
	v_exp_f32 v19, v2                                   ; examples/silu_mul.kgen:6
	s_nop 0
	v_add_f32 v2, 1.0, v19                              ; examples/silu_mul.kgen:6
	v_rcp_f32 v19, v2                                   ; examples/silu_mul.kgen:6
	v_mul_f32 v2, 0xbfb8aa3b, v5                        ; examples/silu_mul.kgen:6
	v_exp_f32 v20, v2                                   ; examples/silu_mul.kgen:6
	s_nop 0
	v_add_f32 v2, 1.0, v20                              ; examples/silu_mul.kgen:6
	v_rcp_f32 v20, v2                                   ; examples/silu_mul.kgen:6
	v_mul_f32 v2, 0xbfb8aa3b, v6                        ; examples/silu_mul.kgen:6
	v_exp_f32 v21, v2                                   ; examples/silu_mul.kgen:6
	s_nop 0
	v_add_f32 v2, 1.0, v21                              ; examples/silu_mul.kgen:6
	v_rcp_f32 v21, v2                                   ; examples/silu_mul.kgen:6
	v_mul_f32 v2, 0xbfb8aa3b, v7                        ; examples/silu_mul.kgen:6
	v_exp_f32 v22, v2                                   ; examples/silu_mul.kgen:6
	s_nop 0
	v_add_f32 v2, 1.0, v22                              ; examples/silu_mul.kgen:6
	v_rcp_f32 v22, v2                                   ; examples/silu_mul.kgen:6
	v_mul_f32 v2, 0xbfb8aa3b, v8                        ; examples/silu_mul.kgen:6
	v_exp_f32 v23, v2                                   ; examples/silu_mul.kgen:6
	s_nop 0
	v_add_f32 v2, 1.0, v23                              ; examples/silu_mul.kgen:6
	v_rcp_f32 v23, v2                                   ; examples/silu_mul.kgen:6
	v_mul_f32 v2, 0xbfb8aa3b, v9                        ; examples/silu_mul.kgen:6
	v_exp_f32 v24, v2                                   ; examples/silu_mul.kgen:6
	s_nop 0
	v_add_f32 v2, 1.0, v24                              ; examples/silu_mul.kgen:6
	v_rcp_f32 v24, v2                                   ; examples/silu_mul.kgen:6
	v_mul_f32 v2, 0xbfb8aa3b, v10                       ; examples/silu_mul.kgen:6
	v_exp_f32 v25, v2                                   ; examples/silu_mul.kgen:6
	s_nop 0
	v_add_f32 v2, 1.0, v25                              ; examples/silu_mul.kgen:6
	v_rcp_f32 v25, v2                                   ; examples/silu_mul.kgen:6
	v_mul_f32 v2, 0xbfb8aa3b, v11                       ; examples/silu_mul.kgen:6
	v_exp_f32 v26, v2                                   ; examples/silu_mul.kgen:6
	s_nop 0
	v_add_f32 v2, 1.0, v26                              ; examples/silu_mul.kgen:6
	v_rcp_f32 v26, v2                                   ; examples/silu_mul.kgen:6
	v_mul_f32 v2, 0xbfb8aa3b, v12                       ; examples/silu_mul.kgen:6
	v_exp_f32 v27, v2                                   ; examples/silu_mul.kgen:6
	s_nop 0
	v_add_f32 v2, 1.0, v27                              ; examples/silu_mul.kgen:6
	v_rcp_f32 v27, v2                                   ; examples/silu_mul.kgen:6
	v_mul_f32 v2, 0xbfb8aa3b, v13                       ; examples/silu_mul.kgen:6
	v_exp_f32 v28, v2                                   ; examples/silu_mul.kgen:6
	s_nop 0
	v_add_f32 v2, 1.0, v28                              ; examples/silu_mul.kgen:6
	v_rcp_f32 v28, v2                                   ; examples/silu_mul.kgen:6
	v_mul_f32 v2, 0xbfb8aa3b, v14                       ; examples/silu_mul.kgen:6
	v_exp_f32 v29, v2                                   ; examples/silu_mul.kgen:6
	s_nop 0
	v_add_f32 v2, 1.0, v29                              ; examples/silu_mul.kgen:6
	v_rcp_f32 v29, v2                                   ; examples/silu_mul.kgen:6
	v_mul_f32 v2, 0xbfb8aa3b, v15                       ; examples/silu_mul.kgen:6
	v_exp_f32 v30, v2                                   ; examples/silu_mul.kgen:6
	s_nop 0
	v_add_f32 v2, 1.0, v30                              ; examples/silu_mul.kgen:6
	v_rcp_f32 v30, v2                                   ; examples/silu_mul.kgen:6
	v_mul_f32 v2, 0xbfb8aa3b, v16                       ; examples/silu_mul.kgen:6
	v_exp_f32 v31, v2                                   ; examples/silu_mul.kgen:6
	s_nop 0
	v_add_f32 v2, 1.0, v31                              ; examples/silu_mul.kgen:6
	v_rcp_f32 v31, v2                                   ; examples/silu_mul.kgen:6
	v_mul_f32 v2, 0xbfb8aa3b, v17                       ; examples/silu_mul.kgen:6
	v_exp_f32 v32, v2                                   ; examples/silu_mul.kgen:6
	s_nop 0
	v_add_f32 v2, 1.0, v32                              ; examples/silu_mul.kgen:6
	v_rcp_f32 v32, v2                                   ; examples/silu_mul.kgen:6
	v_mul_f32 v2, 0xbfb8aa3b, v18                       ; examples/silu_mul.kgen:6
	v_exp_f32 v33, v2                                   ; examples/silu_mul.kgen:6
	s_nop 0
	v_add_f32 v2, 1.0, v33                              ; examples/silu_mul.kgen:6
	v_rcp_f32 v33, v2                                   ; examples/silu_mul.kgen:6
	v_mul_f32 v2, 0xbfb8aa3b, v3                        ; examples/silu_mul.kgen:6
	v_exp_f32 v34, v2                                   ; examples/silu_mul.kgen:6
	s_nop 0
	v_add_f32 v2, 1.0, v34                              ; examples/silu_mul.kgen:6
	v_rcp_f32 v34, v2                                   ; examples/silu_mul.kgen:6
	v_mul_f32 v2, v4, v19                               ; examples/silu_mul.kgen:6
	v_mul_f32 v4, v5, v20                               ; examples/silu_mul.kgen:6
	v_mul_f32 v5, v6, v21                               ; examples/silu_mul.kgen:6
	v_mul_f32 v6, v7, v22                               ; examples/silu_mul.kgen:6
	v_mul_f32 v7, v8, v23                               ; examples/silu_mul.kgen:6
	v_mul_f32 v8, v9, v24                               ; examples/silu_mul.kgen:6
	v_mul_f32 v9, v10, v25                              ; examples/silu_mul.kgen:6
	v_mul_f32 v10, v11, v26                             ; examples/silu_mul.kgen:6
	v_mul_f32 v11, v12, v27                             ; examples/silu_mul.kgen:6
	v_mul_f32 v12, v13, v28                             ; examples/silu_mul.kgen:6
	v_mul_f32 v13, v14, v29                             ; examples/silu_mul.kgen:6
	v_mul_f32 v14, v15, v30                             ; examples/silu_mul.kgen:6
	v_mul_f32 v15, v16, v31                             ; examples/silu_mul.kgen:6
	v_mul_f32 v16, v17, v32                             ; examples/silu_mul.kgen:6
	v_mul_f32 v17, v18, v33                             ; examples/silu_mul.kgen:6
	v_mul_f32 v18, v3, v34                              ; examples/silu_mul.kgen:6
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_181
	global_load_ushort v3, v1, s[8:9]                   ; examples/silu_mul.kgen:6: load of 'y'
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v19, 16, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[6:7], s[16:17]                 ; lanes where %vpred_185
	global_load_ushort v3, v1, s[8:9] offset:2          ; examples/silu_mul.kgen:6: load of 'y'
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v20, 16, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_189
	global_load_ushort v3, v1, s[8:9] offset:4          ; examples/silu_mul.kgen:6: load of 'y'
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v21, 16, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[6:7], s[20:21]                 ; lanes where %vpred_193
	global_load_ushort v3, v1, s[8:9] offset:6          ; examples/silu_mul.kgen:6: load of 'y'
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v22, 16, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[6:7], s[22:23]                 ; lanes where %vpred_197
	global_load_ushort v3, v1, s[8:9] offset:8          ; examples/silu_mul.kgen:6: load of 'y'
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v23, 16, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[6:7], s[24:25]                 ; lanes where %vpred_201
	global_load_ushort v3, v1, s[8:9] offset:10         ; examples/silu_mul.kgen:6: load of 'y'
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v24, 16, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[6:7], s[26:27]                 ; lanes where %vpred_205
	global_load_ushort v3, v1, s[8:9] offset:12         ; examples/silu_mul.kgen:6: load of 'y'
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v25, 16, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[6:7], s[28:29]                 ; lanes where %vpred_209
	global_load_ushort v3, v1, s[8:9] offset:14         ; examples/silu_mul.kgen:6: load of 'y'
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v26, 16, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[6:7], s[30:31]                 ; lanes where %vpred_213
	v_add_u32 v27, 0x1000, v1                           ; examples/silu_mul.kgen:6: load of 'y'
	global_load_ushort v3, v27, s[8:9]
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v27, 16, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[6:7], s[32:33]                 ; lanes where %vpred_217
	v_add_u32 v28, 0x1002, v1                           ; examples/silu_mul.kgen:6: load of 'y'
	global_load_ushort v3, v28, s[8:9]
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v28, 16, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[6:7], s[34:35]                 ; lanes where %vpred_221
	v_add_u32 v29, 0x1004, v1                           ; examples/silu_mul.kgen:6: load of 'y'
	global_load_ushort v3, v29, s[8:9]
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v29, 16, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[6:7], s[36:37]                 ; lanes where %vpred_225
	v_add_u32 v30, 0x1006, v1                           ; examples/silu_mul.kgen:6: load of 'y'
	global_load_ushort v3, v30, s[8:9]
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v30, 16, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[6:7], s[38:39]                 ; lanes where %vpred_229
	v_add_u32 v31, 0x1008, v1                           ; examples/silu_mul.kgen:6: load of 'y'
	global_load_ushort v3, v31, s[8:9]
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v31, 16, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[6:7], s[40:41]                 ; lanes where %vpred_233
	v_add_u32 v32, 0x100a, v1                           ; examples/silu_mul.kgen:6: load of 'y'
	global_load_ushort v3, v32, s[8:9]
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v32, 16, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[6:7], s[42:43]                 ; lanes where %vpred_237
	v_add_u32 v33, 0x100c, v1                           ; examples/silu_mul.kgen:6: load of 'y'
	global_load_ushort v3, v33, s[8:9]
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v33, 16, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[6:7], s[44:45]                 ; lanes where %vpred_241
	v_add_u32 v34, 0x100e, v1                           ; examples/silu_mul.kgen:6: load of 'y'
	global_load_ushort v3, v34, s[8:9]
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v3
	v_mul_f32 v3, v2, v19                               ; examples/silu_mul.kgen:6
	v_mul_f32 v2, v4, v20                               ; examples/silu_mul.kgen:6
	v_mul_f32 v4, v5, v21                               ; examples/silu_mul.kgen:6
	v_mul_f32 v5, v6, v22                               ; examples/silu_mul.kgen:6
	v_mul_f32 v6, v7, v23                               ; examples/silu_mul.kgen:6
	v_mul_f32 v7, v8, v24                               ; examples/silu_mul.kgen:6
	v_mul_f32 v8, v9, v25                               ; examples/silu_mul.kgen:6
	v_mul_f32 v9, v10, v26                              ; examples/silu_mul.kgen:6
	v_mul_f32 v10, v11, v27                             ; examples/silu_mul.kgen:6
	v_mul_f32 v11, v12, v28                             ; examples/silu_mul.kgen:6
	v_mul_f32 v12, v13, v29                             ; examples/silu_mul.kgen:6
	v_mul_f32 v13, v14, v30                             ; examples/silu_mul.kgen:6
	v_mul_f32 v14, v15, v31                             ; examples/silu_mul.kgen:6
	v_mul_f32 v15, v16, v32                             ; examples/silu_mul.kgen:6
	v_mul_f32 v16, v17, v33                             ; examples/silu_mul.kgen:6
	v_mul_f32 v17, v18, v34                             ; examples/silu_mul.kgen:6
	v_bfe_u32 v18, v3, 16, 1
	v_add3_u32 v19, v3, v18, s4
	v_cmp_u_f32 s[6:7], v3, v3
	v_mov_b32 v3, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v19, v19, v3, s[6:7]
	v_lshrrev_b32 v3, 16, v19
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_181
	global_store_short v1, v3, s[10:11]                 ; examples/silu_mul.kgen:6: store to 'out'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v3, v2, 16, 1
	v_add3_u32 v18, v2, v3, s4
	v_cmp_u_f32 s[6:7], v2, v2
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v18, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v18
	s_and_saveexec_b64 s[6:7], s[16:17]                 ; lanes where %vpred_185
	global_store_short v1, v2, s[10:11] offset:2        ; examples/silu_mul.kgen:6: store to 'out'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v2, v4, 16, 1
	v_add3_u32 v3, v4, v2, s4
	v_cmp_u_f32 s[6:7], v4, v4
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_189
	global_store_short v1, v2, s[10:11] offset:4        ; examples/silu_mul.kgen:6: store to 'out'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v2, v5, 16, 1
	v_add3_u32 v3, v5, v2, s4
	v_cmp_u_f32 s[6:7], v5, v5
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[6:7], s[20:21]                 ; lanes where %vpred_193
	global_store_short v1, v2, s[10:11] offset:6        ; examples/silu_mul.kgen:6: store to 'out'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v2, v6, 16, 1
	v_add3_u32 v3, v6, v2, s4
	v_cmp_u_f32 s[6:7], v6, v6
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[6:7], s[22:23]                 ; lanes where %vpred_197
	global_store_short v1, v2, s[10:11] offset:8        ; examples/silu_mul.kgen:6: store to 'out'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v2, v7, 16, 1
	v_add3_u32 v3, v7, v2, s4
	v_cmp_u_f32 s[6:7], v7, v7
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[6:7], s[24:25]                 ; lanes where %vpred_201
	global_store_short v1, v2, s[10:11] offset:10       ; examples/silu_mul.kgen:6: store to 'out'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v2, v8, 16, 1
	v_add3_u32 v3, v8, v2, s4
	v_cmp_u_f32 s[6:7], v8, v8
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[6:7], s[26:27]                 ; lanes where %vpred_205
	global_store_short v1, v2, s[10:11] offset:12       ; examples/silu_mul.kgen:6: store to 'out'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v2, v9, 16, 1
	v_add3_u32 v3, v9, v2, s4
	v_cmp_u_f32 s[6:7], v9, v9
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[6:7], s[28:29]                 ; lanes where %vpred_209
	global_store_short v1, v2, s[10:11] offset:14       ; examples/silu_mul.kgen:6: store to 'out'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v2, v10, 16, 1
	v_add3_u32 v3, v10, v2, s4
	v_cmp_u_f32 s[6:7], v10, v10
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[6:7], s[30:31]                 ; lanes where %vpred_213
	v_add_u32 v3, 0x1000, v1                            ; examples/silu_mul.kgen:6: store to 'out'
	global_store_short v3, v2, s[10:11]
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v2, v11, 16, 1
	v_add3_u32 v3, v11, v2, s4
	v_cmp_u_f32 s[6:7], v11, v11
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[6:7], s[32:33]                 ; lanes where %vpred_217
	v_add_u32 v3, 0x1002, v1                            ; examples/silu_mul.kgen:6: store to 'out'
	global_store_short v3, v2, s[10:11]
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v2, v12, 16, 1
	v_add3_u32 v3, v12, v2, s4
	v_cmp_u_f32 s[6:7], v12, v12
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[6:7], s[34:35]                 ; lanes where %vpred_221
	v_add_u32 v3, 0x1004, v1                            ; examples/silu_mul.kgen:6: store to 'out'
	global_store_short v3, v2, s[10:11]
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v2, v13, 16, 1
	v_add3_u32 v3, v13, v2, s4
	v_cmp_u_f32 s[6:7], v13, v13
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[6:7], s[36:37]                 ; lanes where %vpred_225
	v_add_u32 v3, 0x1006, v1                            ; examples/silu_mul.kgen:6: store to 'out'
	global_store_short v3, v2, s[10:11]
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v2, v14, 16, 1
	v_add3_u32 v3, v14, v2, s4
	v_cmp_u_f32 s[6:7], v14, v14
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[6:7], s[38:39]                 ; lanes where %vpred_229
	v_add_u32 v3, 0x1008, v1                            ; examples/silu_mul.kgen:6: store to 'out'
	global_store_short v3, v2, s[10:11]
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v2, v15, 16, 1
	v_add3_u32 v3, v15, v2, s4
	v_cmp_u_f32 s[6:7], v15, v15
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[6:7], s[40:41]                 ; lanes where %vpred_233
	v_add_u32 v3, 0x100a, v1                            ; examples/silu_mul.kgen:6: store to 'out'
	global_store_short v3, v2, s[10:11]
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v2, v16, 16, 1
	v_add3_u32 v3, v16, v2, s4
	v_cmp_u_f32 s[6:7], v16, v16
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[6:7], s[42:43]                 ; lanes where %vpred_237
	v_add_u32 v3, 0x100c, v1                            ; examples/silu_mul.kgen:6: store to 'out'
	global_store_short v3, v2, s[10:11]
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v2, v17, 16, 1
	v_add3_u32 v3, v17, v2, s4
	v_cmp_u_f32 s[4:5], v17, v17
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[4:5]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[4:5], s[44:45]                 ; lanes where %vpred_241
	v_add_u32 v3, 0x100e, v1                            ; examples/silu_mul.kgen:6: store to 'out'
	global_store_short v3, v2, s[10:11]
	s_mov_b64 exec, s[4:5]
.Lsilu_mul_if0_end:
	s_endpgm
.Lfunc_end_silu_mul:
	.size	silu_mul, .Lfunc_end_silu_mul-silu_mul

	.rodata
	.p2align	6
	.amdhsa_kernel silu_mul
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 39
		.amdhsa_next_free_sgpr 46
		.amdhsa_accum_offset 40
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
  - .name:           silu_mul
    .symbol:         silu_mul.kd
    .args:
      - .name:           x
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           y
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           out
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
      - .name:           M
        .offset:         24
        .size:           4
        .value_kind:     by_value
      - .name:           N
        .offset:         28
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     52
    .sgpr_spill_count: 0
    .vgpr_count:     39
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
