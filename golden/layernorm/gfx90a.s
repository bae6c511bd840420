; kgen AMDGCN module for gfx90a: 2 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5

; kernel layernorm: kgen AMDGCN for gfx90a (wave64, code object v5)
; kernel layernorm from examples/layernorm.kgen
; target gfx90a: AMD CDNA2 (MI200)
;   block: 256 threads = 4 x 64-wide waves
;   grid: m
;   chunk: m: 1, n: 1024; walked in chunks: n
;   layout: m:1 x n:1024: reg[n1 n2] lane[n4 n8 n16 n32 n64 n128] warp[n256 n512]
;     (fastest axis 'n', 4 contiguous elements per thread)
;   fastest axis 'n': most bytes of plain accesses are contiguous along it
;   vector 4: 16-byte accesses of 4-byte elements
;   walk 'n' in chunks of 1024: its extent is known only at launch
;   value layouts (the dominant layout sliced to each value's axes):
;     L0 [m, n]: m:1 x n:1024: reg[n1 n2] lane[n4 n8 n16 n32 n64 n128] warp[n256 n512]
;     L1 [m]: m:1: reg[0 0] lane[0 0 0 0 0 0] warp[0 0]
;     L2 []: scalar: reg[0 0] lane[0 0 0 0 0 0] warp[0 0]
;     L3 [n]: n:1024: reg[n1 n2] lane[n4 n8 n16 n32 n64 n128] warp[n256 n512]
;       4:16 load x -> L0; 4:12 reduce sum -> L1; 4:35 cast -> L2; 4:12 div -> L1; 5:9 load x -> L0; 5:9 sub -> L0
;       6:15 mul -> L0; 6:11 reduce sum -> L1; 6:32 cast -> L2; 6:11 div -> L1; 7:25 add -> L1; 7:19 rsqrt -> L1
;       7:15 mul -> L0; 7:38 load w -> L3; 7:15 mul -> L0; 7:45 load b -> L3; 7:15 add -> L0
;   phase 1 (walking 'n' in chunks of 1024): sum over 'n' (4:12), sum over 'n' (6:11) (online: squares about each thread's running mean)
;   phase 2 (walking 'n' in chunks of 1024): store y (7:5)
;   short rows at most 2048: left out, more registers than a wave has
; resources: 25 VGPRs, 0 AGPRs, 32 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 32 bytes LDS, 44 bytes of arguments, 256 threads
;   arg x: tensor f32 at 0 (read-only)
;   arg w: tensor f32 at 8 (read-only)
;   arg b: tensor f32 at 16 (read-only)
;   arg y: tensor f32 at 24
;   arg eps: scalar f32 at 32
;   arg M: dim i32 at 36
;   arg N: dim i32 at 40
; s[0:1] kernarg pointer, s2 workgroup id x, v0 work-item id
	.text
	.globl	layernorm
	.p2align	8
	.type	layernorm,@function
layernorm:
	s_load_dwordx2 s[4:5], s[0:1], 0x0                  ; argument x
	s_load_dwordx2 s[6:7], s[0:1], 0x8                  ; argument w
	s_load_dwordx2 s[8:9], s[0:1], 0x10                 ; argument b
	s_load_dwordx2 s[10:11], s[0:1], 0x18               ; argument y
	s_load_dword s3, s[0:1], 0x20                       ; argument eps
	s_load_dword s12, s[0:1], 0x28                      ; argument N
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s13, s2                                   ; program index along 'm'
	s_waitcnt lgkmcnt(0)
	s_and_b32 s14, s12, 3
	s_cmp_eq_u32 s14, 0                                 ; rows start aligned to 4 elements iff N % 4 == 0
	s_cselect_b32 s14, 1, 0
	v_mov_b32 v2, 0                                     ; identity of sum
	v_mov_b32 v3, 0                                     ; identity of sum
	v_mov_b32 v4, 0                                     ; identity of sum
	v_mov_b32 v5, 0                                     ; identity of sum
	v_mov_b32 v6, 0                                     ; running count of a thread's elements
	v_mov_b32 v7, 0                                     ; running mean of a thread's elements
	v_mov_b32 v8, 0                                     ; running sum of squares of a thread's elements
	s_cmp_ge_u32 s12, 0x400                             ; at least one whole chunk of 'n'
	s_cselect_b32 s15, 1, 0
	s_sub_u32 s16, s12, 0x3ff
	s_cmp_lg_u32 s15, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s15, s16, 0
	s_cmp_lg_u32 s14, 0
	s_cselect_b32 s14, s15, 0
	v_lshlrev_b32 v9, 2, v1
	v_lshlrev_b32 v10, 2, v9                            ; thread's byte offset in a chunk of 'x'
	s_mul_i32 s16, s13, s12
	s_mul_hi_u32 s17, s13, s12
	s_lshl_b64 s[18:19], s[16:17], 2
	s_add_u32 s16, s4, s18                              ; 'x' at this program
	s_addc_u32 s17, s5, s19
	s_mov_b32 s4, 0                                     ; chunks of 1024 along 'n': whole chunks
	s_cmp_ge_u32 s4, s14
	s_cbranch_scc1 .Llayernorm_loop0_end
.Llayernorm_loop0:
	s_mov_b32 s20, s4
	s_mov_b32 s21, 0
	s_lshl_b64 s[22:23], s[20:21], 2
	s_add_u32 s20, s16, s22                             ; 'x' at this chunk
	s_addc_u32 s21, s17, s23
	global_load_dwordx4 v[12:15], v10, s[20:21]         ; examples/layernorm.kgen:4: 16-byte load of 'x'
	s_waitcnt vmcnt(0)
	v_add_f32 v11, v12, v13                             ; sum of squares over 'n' (examples/layernorm.kgen:4): Chan's merge
	v_add_f32 v16, v11, v14                             ; sum of squares over 'n' (examples/layernorm.kgen:4): Chan's merge
	v_add_f32 v11, v16, v15                             ; sum of squares over 'n' (examples/layernorm.kgen:4): Chan's merge
	v_mul_f32 v16, 0x3e800000, v11                      ; sum of squares over 'n' (examples/layernorm.kgen:4): Chan's merge
	v_sub_f32 v11, v12, v16                             ; sum of squares over 'n' (examples/layernorm.kgen:4): Chan's merge
	v_mul_f32 v17, v11, v11                             ; sum of squares over 'n' (examples/layernorm.kgen:4): Chan's merge
	v_sub_f32 v11, v13, v16                             ; sum of squares over 'n' (examples/layernorm.kgen:4): Chan's merge
	v_fma_f32 v18, v11, v11, v17                        ; sum of squares over 'n' (examples/layernorm.kgen:4): Chan's merge
	v_sub_f32 v11, v14, v16                             ; sum of squares over 'n' (examples/layernorm.kgen:4): Chan's merge
	v_fma_f32 v17, v11, v11, v18                        ; sum of squares over 'n' (examples/layernorm.kgen:4): Chan's merge
	v_sub_f32 v11, v15, v16                             ; sum of squares over 'n' (examples/layernorm.kgen:4): Chan's merge
	v_fma_f32 v18, v11, v11, v17                        ; sum of squares over 'n' (examples/layernorm.kgen:4): Chan's merge
	v_add_f32 v11, 4.0, v6                              ; sum of squares over 'n' (examples/layernorm.kgen:4): Chan's merge
	v_max_f32 v17, 1.0, v11
	v_cmp_u_f32 s[20:21], v11, 1.0
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v20, v17, v19, s[20:21]
	v_mov_b32 v17, 4.0                                  ; sum of squares over 'n' (examples/layernorm.kgen:4): Chan's merge
	v_div_scale_f32 v19, s[20:21], v20, v20, v17
	v_rcp_f32 v21, v19
	v_div_scale_f32 v22, vcc, v17, v20, v17
	v_fma_f32 v23, -v19, v21, 1.0
	v_fma_f32 v21, v23, v21, v21
	v_mul_f32 v24, v22, v21
	v_fma_f32 v23, -v19, v24, v22
	v_fma_f32 v24, v23, v21, v24
	v_fma_f32 v23, -v19, v24, v22
	v_div_fmas_f32 v23, v23, v21, v24
	v_div_fixup_f32 v19, v23, v20, v17
	v_sub_f32 v17, v16, v7                              ; sum of squares over 'n' (examples/layernorm.kgen:4): Chan's merge
	v_fma_f32 v7, v17, v19, v7                          ; sum of squares over 'n' (examples/layernorm.kgen:4): Chan's merge
	v_mul_f32 v16, v17, v17
	v_mul_f32 v17, v16, v6                              ; sum of squares over 'n' (examples/layernorm.kgen:4): Chan's merge
	v_add_f32 v8, v8, v18                               ; sum of squares over 'n' (examples/layernorm.kgen:4): Chan's merge
	v_fma_f32 v8, v17, v19, v8                          ; sum of squares over 'n' (examples/layernorm.kgen:4): Chan's merge
	v_mov_b32 v6, v11                                   ; sum of squares over 'n' (examples/layernorm.kgen:4): Chan's merge
	v_add_f32 v2, v2, v12                               ; sum over 'n' (examples/layernorm.kgen:4)
	v_add_f32 v3, v3, v13                               ; sum over 'n' (examples/layernorm.kgen:4)
	v_add_f32 v4, v4, v14                               ; sum over 'n' (examples/layernorm.kgen:4)
	v_add_f32 v5, v5, v15                               ; sum over 'n' (examples/layernorm.kgen:4)
	s_add_u32 s4, s4, 0x400
	s_cmp_lt_u32 s4, s14
	s_cbranch_scc1 .Llayernorm_loop0
.Llayernorm_loop0_end:
	s_mov_b32 s5, s4                                    ; chunks of 1024 along 'n': the rest, masked
	s_cmp_ge_u32 s5, s12
	s_cbranch_scc1 .Llayernorm_loop1_end
.Llayernorm_loop1:
	s_sub_u32 s4, s12, s5
	s_mov_b32 s20, s5
	s_mov_b32 s21, 0
	s_lshl_b64 s[22:23], s[20:21], 2
	s_add_u32 s20, s16, s22                             ; 'x' at this chunk
	s_addc_u32 s21, s17, s23
	v_cmp_lt_u32 s[22:23], v9, s4                       ; 'n' element in bounds
	v_mov_b32 v11, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_64
	global_load_dword v11, v10, s[20:21]                ; examples/layernorm.kgen:4: load of 'x'
	s_mov_b64 exec, s[24:25]
	v_add_u32 v12, 1, v9
	v_cmp_lt_u32 s[24:25], v12, s4                      ; 'n' element in bounds
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_67
	global_load_dword v12, v10, s[20:21] offset:4       ; examples/layernorm.kgen:4: load of 'x'
	s_mov_b64 exec, s[26:27]
	v_add_u32 v13, 2, v9
	v_cmp_lt_u32 s[26:27], v13, s4                      ; 'n' element in bounds
	v_mov_b32 v13, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_70
	global_load_dword v13, v10, s[20:21] offset:8       ; examples/layernorm.kgen:4: load of 'x'
	s_mov_b64 exec, s[28:29]
	v_add_u32 v14, 3, v9
	v_cmp_lt_u32 s[28:29], v14, s4                      ; 'n' element in bounds
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_73
	global_load_dword v14, v10, s[20:21] offset:12      ; examples/layernorm.kgen:4: load of 'x'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(3)
	v_cndmask_b32 v15, 0, v11, s[22:23]                 ; absent elements add nothing
	v_cndmask_b32 v11, 0, 1.0, s[22:23]
	s_waitcnt vmcnt(2)
	v_cndmask_b32 v16, 0, v12, s[24:25]                 ; absent elements add nothing
	v_cndmask_b32 v12, 0, 1.0, s[24:25]
	v_add_f32 v17, v11, v12                             ; sum of squares over 'n' (examples/layernorm.kgen:4): Chan's merge
	s_waitcnt vmcnt(1)
	v_cndmask_b32 v11, 0, v13, s[26:27]                 ; absent elements add nothing
	v_cndmask_b32 v12, 0, 1.0, s[26:27]
	v_add_f32 v13, v17, v12                             ; sum of squares over 'n' (examples/layernorm.kgen:4): Chan's merge
	s_waitcnt vmcnt(0)
	v_cndmask_b32 v12, 0, v14, s[28:29]                 ; absent elements add nothing
	v_cndmask_b32 v14, 0, 1.0, s[28:29]
	v_add_f32 v17, v13, v14                             ; sum of squares over 'n' (examples/layernorm.kgen:4): Chan's merge
	v_add_f32 v13, v15, v16                             ; sum of squares over 'n' (examples/layernorm.kgen:4): Chan's merge
	v_add_f32 v14, v13, v11                             ; sum of squares over 'n' (examples/layernorm.kgen:4): Chan's merge
	v_add_f32 v13, v14, v12                             ; sum of squares over 'n' (examples/layernorm.kgen:4): Chan's merge
	v_max_f32 v14, 1.0, v17
	v_cmp_u_f32 s[20:21], v17, 1.0
	v_mov_b32 v18, 0x7fc00000
	v_cndmask_b32 v19, v14, v18, s[20:21]
	v_div_scale_f32 v14, s[20:21], v19, v19, v13        ; sum of squares over 'n' (examples/layernorm.kgen:4): Chan's merge
	v_rcp_f32 v18, v14
	v_div_scale_f32 v20, vcc, v13, v19, v13
	v_fma_f32 v21, -v14, v18, 1.0
	v_fma_f32 v18, v21, v18, v18
	v_mul_f32 v22, v20, v18
	v_fma_f32 v21, -v14, v22, v20
	v_fma_f32 v22, v21, v18, v22
	v_fma_f32 v21, -v14, v22, v20
	v_div_fmas_f32 v21, v21, v18, v22
	v_div_fixup_f32 v14, v21, v19, v13
	v_sub_f32 v13, v15, v14                             ; sum of squares over 'n' (examples/layernorm.kgen:4): Chan's merge
	v_cndmask_b32 v18, 0, v13, s[22:23]
	v_mul_f32 v13, v18, v18                             ; sum of squares over 'n' (examples/layernorm.kgen:4): Chan's merge
	v_sub_f32 v18, v16, v14                             ; sum of squares over 'n' (examples/layernorm.kgen:4): Chan's merge
	v_cndmask_b32 v19, 0, v18, s[24:25]
	v_fma_f32 v18, v19, v19, v13                        ; sum of squares over 'n' (examples/layernorm.kgen:4): Chan's merge
	v_sub_f32 v13, v11, v14                             ; sum of squares over 'n' (examples/layernorm.kgen:4): Chan's merge
	v_cndmask_b32 v19, 0, v13, s[26:27]
	v_fma_f32 v13, v19, v19, v18                        ; sum of squares over 'n' (examples/layernorm.kgen:4): Chan's merge
	v_sub_f32 v18, v12, v14                             ; sum of squares over 'n' (examples/layernorm.kgen:4): Chan's merge
	v_cndmask_b32 v19, 0, v18, s[28:29]
	v_fma_f32 v18, v19, v19, v13                        ; sum of squares over 'n' (examples/layernorm.kgen:4): Chan's merge
	v_add_f32 v13, v6, v17                              ; sum of squares over 'n' (examples/layernorm.kgen:4): Chan's merge
	v_max_f32 v19, 1.0, v13
	v_cmp_u_f32 s[20:21], v13, 1.0
	v_mov_b32 v20, 0x7fc00000
	v_cndmask_b32 v21, v19, v20, s[20:21]
	v_div_scale_f32 v19, s[20:21], v21, v21, v17        ; sum of squares over 'n' (examples/layernorm.kgen:4): Chan's merge
	v_rcp_f32 v20, v19
	v_div_scale_f32 v22, vcc, v17, v21, v17
	v_fma_f32 v23, -v19, v20, 1.0
	v_fma_f32 v20, v23, v20, v20
	v_mul_f32 v24, v22, v20
	v_fma_f32 v23, -v19, v24, v22
	v_fma_f32 v24, v23, v20, v24
	v_fma_f32 v23, -v19, v24, v22
	v_div_fmas_f32 v23, v23, v20, v24
	v_div_fixup_f32 v19, v23, v21, v17
	v_sub_f32 v17, v14, v7                              ; sum of squares over 'n' (examples/layernorm.kgen:4): Chan's merge
	v_fma_f32 v7, v17, v19, v7                          ; sum of squares over 'n' (examples/layernorm.kgen:4): Chan's merge
	v_mul_f32 v14, v17, v17
	v_mul_f32 v17, v14, v6                              ; sum of squares over 'n' (examples/layernorm.kgen:4): Chan's merge
	v_add_f32 v8, v8, v18                               ; sum of squares over 'n' (examples/layernorm.kgen:4): Chan's merge
	v_fma_f32 v8, v17, v19, v8                          ; sum of squares over 'n' (examples/layernorm.kgen:4): Chan's merge
	v_mov_b32 v6, v13                                   ; sum of squares over 'n' (examples/layernorm.kgen:4): Chan's merge
	v_add_f32 v2, v2, v15                               ; sum over 'n' (examples/layernorm.kgen:4)
	v_add_f32 v3, v3, v16                               ; sum over 'n' (examples/layernorm.kgen:4)
	v_add_f32 v4, v4, v11                               ; sum over 'n' (examples/layernorm.kgen:4)
	v_add_f32 v5, v5, v12                               ; sum over 'n' (examples/layernorm.kgen:4)
	s_add_u32 s5, s5, 0x400
	s_cmp_lt_u32 s5, s12
	s_cbranch_scc1 .Llayernorm_loop1
.Llayernorm_loop1_end:
	v_add_f32 v11, v2, v3                               ; sum over 'n' (examples/layernorm.kgen:4)
	v_add_f32 v2, v11, v4                               ; sum over 'n' (examples/layernorm.kgen:4)
	v_add_f32 v3, v2, v5                                ; sum over 'n' (examples/layernorm.kgen:4)
	v_mov_b32 v2, v3                                    ; sum over 'n' (examples/layernorm.kgen:4): across the lanes of a warp
	ds_swizzle_b32 v3, v2 offset:swizzle(SWAP,1)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v2, v3
	ds_swizzle_b32 v3, v2 offset:swizzle(SWAP,2)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v2, v3
	ds_swizzle_b32 v3, v2 offset:swizzle(SWAP,4)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v2, v3
	ds_swizzle_b32 v3, v2 offset:swizzle(SWAP,8)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v2, v3
	ds_swizzle_b32 v3, v2 offset:swizzle(SWAP,16)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v2, v3
	v_readlane_b32 s4, v2, 0
	v_readlane_b32 s5, v2, 32
	v_mov_b32 v2, s5
	v_add_f32 v2, s4, v2
	v_lshrrev_b32 v3, 6, v1
	v_and_b32 v4, 1, v3
	v_lshrrev_b32 v3, 7, v1
	v_and_b32 v5, 1, v3
	v_lshlrev_b32 v3, 1, v5
	v_or_b32 v5, v4, v3                                 ; warp group along 'n'
	v_lshlrev_b32 v3, 2, v5
	v_and_b32 v4, 63, v1
	v_cmp_eq_u32 s[4:5], v4, 0                          ; one lane per warp group and element publishes
	s_and_saveexec_b64 s[20:21], s[4:5]                 ; lanes where %vpred_121
	ds_write_b32 v3, v2                                 ; sum over 'n' (examples/layernorm.kgen:4): this warp group's partial
	s_mov_b64 exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_mov_b32 v1, 0                                     ; sum over 'n' (examples/layernorm.kgen:4): warp group 0
	ds_read_b32 v2, v1
	v_mov_b32 v1, 0                                     ; sum over 'n' (examples/layernorm.kgen:4): warp group 1
	ds_read_b32 v4, v1 offset:4
	s_waitcnt lgkmcnt(0)
	v_add_f32 v1, v2, v4
	v_mov_b32 v2, 0                                     ; sum over 'n' (examples/layernorm.kgen:4): warp group 2
	ds_read_b32 v4, v2 offset:8
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v1, v4
	v_mov_b32 v1, 0                                     ; sum over 'n' (examples/layernorm.kgen:4): warp group 3
	ds_read_b32 v4, v1 offset:12
	s_waitcnt lgkmcnt(0)
	v_add_f32 v1, v2, v4
	v_cvt_f32_i32 v2, s12                               ; examples/layernorm.kgen:4
	v_div_scale_f32 v4, s[20:21], v2, v2, v1            ; examples/layernorm.kgen:4
	v_rcp_f32 v5, v4
	v_div_scale_f32 v11, vcc, v1, v2, v1
	v_fma_f32 v12, -v4, v5, 1.0
	v_fma_f32 v5, v12, v5, v5
	v_mul_f32 v13, v11, v5
	v_fma_f32 v12, -v4, v13, v11
	v_fma_f32 v13, v12, v5, v13
	v_fma_f32 v12, -v4, v13, v11
	v_div_fmas_f32 v12, v12, v5, v13
	v_div_fixup_f32 v4, v12, v2, v1
	v_sub_f32 v1, v7, v4                                ; sum over 'n' (examples/layernorm.kgen:6): each thread's squares about m
	v_mul_f32 v5, v1, v1
	v_fma_f32 v1, v5, v6, v8                            ; sum over 'n' (examples/layernorm.kgen:6): each thread's squares about m
	v_add_f32 v5, 0, v1                                 ; sum over 'n' (examples/layernorm.kgen:6)
	v_add_f32 v1, 0, v5                                 ; sum over 'n' (examples/layernorm.kgen:6)
	v_add_f32 v5, 0, v1                                 ; sum over 'n' (examples/layernorm.kgen:6)
	v_mov_b32 v1, v5                                    ; sum over 'n' (examples/layernorm.kgen:6): across the lanes of a warp
	ds_swizzle_b32 v5, v1 offset:swizzle(SWAP,1)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v1, v1, v5
	ds_swizzle_b32 v5, v1 offset:swizzle(SWAP,2)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v1, v1, v5
	ds_swizzle_b32 v5, v1 offset:swizzle(SWAP,4)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v1, v1, v5
	ds_swizzle_b32 v5, v1 offset:swizzle(SWAP,8)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v1, v1, v5
	ds_swizzle_b32 v5, v1 offset:swizzle(SWAP,16)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v1, v1, v5
	v_readlane_b32 s13, v1, 0
	v_readlane_b32 s15, v1, 32
	v_mov_b32 v1, s15
	v_add_f32 v1, s13, v1
	s_and_saveexec_b64 s[20:21], s[4:5]                 ; lanes where %vpred_121
	ds_write_b32 v3, v1 offset:16                       ; sum over 'n' (examples/layernorm.kgen:6): this warp group's partial
	s_mov_b64 exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_mov_b32 v1, 0                                     ; sum over 'n' (examples/layernorm.kgen:6): warp group 0
	ds_read_b32 v3, v1 offset:16
	v_mov_b32 v1, 0                                     ; sum over 'n' (examples/layernorm.kgen:6): warp group 1
	ds_read_b32 v5, v1 offset:20
	s_waitcnt lgkmcnt(0)
	v_add_f32 v1, v3, v5
	v_mov_b32 v3, 0                                     ; sum over 'n' (examples/layernorm.kgen:6): warp group 2
	ds_read_b32 v5, v3 offset:24
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v1, v5
	v_mov_b32 v1, 0                                     ; sum over 'n' (examples/layernorm.kgen:6): warp group 3
	ds_read_b32 v5, v1 offset:28
	s_waitcnt lgkmcnt(0)
	v_add_f32 v1, v3, v5
	v_div_scale_f32 v3, s[4:5], v2, v2, v1              ; examples/layernorm.kgen:6
	v_rcp_f32 v5, v3
	v_div_scale_f32 v6, vcc, v1, v2, v1
	v_fma_f32 v7, -v3, v5, 1.0
	v_fma_f32 v5, v7, v5, v5
	v_mul_f32 v8, v6, v5
	v_fma_f32 v7, -v3, v8, v6
	v_fma_f32 v8, v7, v5, v8
	v_fma_f32 v7, -v3, v8, v6
	v_div_fmas_f32 v7, v7, v5, v8
	v_div_fixup_f32 v3, v7, v2, v1
	v_add_f32 v1, s3, v3                                ; examples/layernorm.kgen:7
	v_rsq_f32 v2, v1                                    ; examples/layernorm.kgen:7
	s_add_u32 s4, s10, s18                              ; 'y' at this program
	s_addc_u32 s5, s11, s19
	s_mov_b32 s3, 0                                     ; chunks of 1024 along 'n': whole chunks
	s_cmp_ge_u32 s3, s14
	s_cbranch_scc1 .Llayernorm_loop2_end
.Llayernorm_loop2:
	s_mov_b32 s10, s3
	s_mov_b32 s11, 0
	s_lshl_b64 s[18:19], s[10:11], 2
	s_add_u32 s10, s16, s18                             ; 'x' at this chunk
	s_addc_u32 s11, s17, s19
	global_load_dwordx4 v[12:15], v10, s[10:11]         ; examples/layernorm.kgen:5: 16-byte load of 'x'
	s_waitcnt vmcnt(0)
	v_sub_f32 v1, v12, v4                               ; examples/layernorm.kgen:5
	v_sub_f32 v3, v13, v4                               ; examples/layernorm.kgen:5
	v_sub_f32 v5, v14, v4                               ; examples/layernorm.kgen:5
	v_sub_f32 v6, v15, v4                               ; examples/layernorm.kgen:5
	v_mul_f32 v7, v1, v2                                ; examples/layernorm.kgen:7
	v_mul_f32 v1, v3, v2                                ; examples/layernorm.kgen:7
	v_mul_f32 v3, v5, v2                                ; examples/layernorm.kgen:7
	v_mul_f32 v5, v6, v2                                ; examples/layernorm.kgen:7
	s_add_u32 s10, s6, s18                              ; 'w' at this chunk
	s_addc_u32 s11, s7, s19
	global_load_dwordx4 v[12:15], v10, s[10:11]         ; examples/layernorm.kgen:7: 16-byte load of 'w'
	s_waitcnt vmcnt(0)
	v_mul_f32 v6, v7, v12                               ; examples/layernorm.kgen:7
	v_mul_f32 v7, v1, v13                               ; examples/layernorm.kgen:7
	v_mul_f32 v1, v3, v14                               ; examples/layernorm.kgen:7
	v_mul_f32 v3, v5, v15                               ; examples/layernorm.kgen:7
	s_add_u32 s10, s8, s18                              ; 'b' at this chunk
	s_addc_u32 s11, s9, s19
	global_load_dwordx4 v[12:15], v10, s[10:11]         ; examples/layernorm.kgen:7: 16-byte load of 'b'
	s_waitcnt vmcnt(0)
	v_add_f32 v5, v6, v12                               ; examples/layernorm.kgen:7
	v_add_f32 v6, v7, v13                               ; examples/layernorm.kgen:7
	v_add_f32 v7, v1, v14                               ; examples/layernorm.kgen:7
	v_add_f32 v1, v3, v15                               ; examples/layernorm.kgen:7
	s_add_u32 s10, s4, s18                              ; 'y' at this chunk
	s_addc_u32 s11, s5, s19
	v_mov_b32 v12, v5                                   ; examples/layernorm.kgen:7: 16-byte store to 'y'
	v_mov_b32 v13, v6
	v_mov_b32 v14, v7
	v_mov_b32 v15, v1
	global_store_dwordx4 v10, v[12:15], s[10:11]
	s_add_u32 s3, s3, 0x400
	s_cmp_lt_u32 s3, s14
	s_cbranch_scc1 .Llayernorm_loop2
.Llayernorm_loop2_end:
	s_mov_b32 s10, s3                                   ; chunks of 1024 along 'n': the rest, masked
	s_cmp_ge_u32 s10, s12
	s_cbranch_scc1 .Llayernorm_loop3_end
.Llayernorm_loop3:
	s_sub_u32 s3, s12, s10
	s_mov_b32 s14, s10
	s_mov_b32 s15, 0
	s_lshl_b64 s[18:19], s[14:15], 2
	s_add_u32 s14, s16, s18                             ; 'x' at this chunk
	s_addc_u32 s15, s17, s19
	v_cmp_lt_u32 s[20:21], v9, s3                       ; 'n' element in bounds
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[20:21]               ; lanes where %vpred_189
	global_load_dword v1, v10, s[14:15]                 ; examples/layernorm.kgen:5: load of 'x'
	s_mov_b64 exec, s[22:23]
	v_add_u32 v3, 1, v9
	v_cmp_lt_u32 s[22:23], v3, s3                       ; 'n' element in bounds
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_192
	global_load_dword v3, v10, s[14:15] offset:4        ; examples/layernorm.kgen:5: load of 'x'
	s_mov_b64 exec, s[24:25]
	v_add_u32 v5, 2, v9
	v_cmp_lt_u32 s[24:25], v5, s3                       ; 'n' element in bounds
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_195
	global_load_dword v5, v10, s[14:15] offset:8        ; examples/layernorm.kgen:5: load of 'x'
	s_mov_b64 exec, s[26:27]
	v_add_u32 v6, 3, v9
	v_cmp_lt_u32 s[26:27], v6, s3                       ; 'n' element in bounds
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_198
	global_load_dword v6, v10, s[14:15] offset:12       ; examples/layernorm.kgen:5: load of 'x'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(3)
	v_sub_f32 v7, v1, v4                                ; examples/layernorm.kgen:5
	s_waitcnt vmcnt(2)
	v_sub_f32 v1, v3, v4                                ; examples/layernorm.kgen:5
	s_waitcnt vmcnt(1)
	v_sub_f32 v3, v5, v4                                ; examples/layernorm.kgen:5
	s_waitcnt vmcnt(0)
	v_sub_f32 v5, v6, v4                                ; examples/layernorm.kgen:5
	v_mul_f32 v6, v7, v2                                ; examples/layernorm.kgen:7
	v_mul_f32 v7, v1, v2                                ; examples/layernorm.kgen:7
	v_mul_f32 v1, v3, v2                                ; examples/layernorm.kgen:7
	v_mul_f32 v3, v5, v2                                ; examples/layernorm.kgen:7
	s_add_u32 s14, s6, s18                              ; 'w' at this chunk
	s_addc_u32 s15, s7, s19
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[20:21]               ; lanes where %vpred_189
	global_load_dword v5, v10, s[14:15]                 ; examples/layernorm.kgen:7: load of 'w'
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[22:23]               ; lanes where %vpred_192
	global_load_dword v8, v10, s[14:15] offset:4        ; examples/layernorm.kgen:7: load of 'w'
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v11, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[24:25]               ; lanes where %vpred_195
	global_load_dword v11, v10, s[14:15] offset:8       ; examples/layernorm.kgen:7: load of 'w'
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_198
	global_load_dword v12, v10, s[14:15] offset:12      ; examples/layernorm.kgen:7: load of 'w'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(3)
	v_mul_f32 v13, v6, v5                               ; examples/layernorm.kgen:7
	s_waitcnt vmcnt(2)
	v_mul_f32 v5, v7, v8                                ; examples/layernorm.kgen:7
	s_waitcnt vmcnt(1)
	v_mul_f32 v6, v1, v11                               ; examples/layernorm.kgen:7
	s_waitcnt vmcnt(0)
	v_mul_f32 v1, v3, v12                               ; examples/layernorm.kgen:7
	s_add_u32 s14, s8, s18                              ; 'b' at this chunk
	s_addc_u32 s15, s9, s19
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[20:21]               ; lanes where %vpred_189
	global_load_dword v3, v10, s[14:15]                 ; examples/layernorm.kgen:7: load of 'b'
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[22:23]               ; lanes where %vpred_192
	global_load_dword v7, v10, s[14:15] offset:4        ; examples/layernorm.kgen:7: load of 'b'
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[24:25]               ; lanes where %vpred_195
	global_load_dword v8, v10, s[14:15] offset:8        ; examples/layernorm.kgen:7: load of 'b'
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v11, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_198
	global_load_dword v11, v10, s[14:15] offset:12      ; examples/layernorm.kgen:7: load of 'b'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(3)
	v_add_f32 v12, v13, v3                              ; examples/layernorm.kgen:7
	s_waitcnt vmcnt(2)
	v_add_f32 v3, v5, v7                                ; examples/layernorm.kgen:7
	s_waitcnt vmcnt(1)
	v_add_f32 v5, v6, v8                                ; examples/layernorm.kgen:7
	s_waitcnt vmcnt(0)
	v_add_f32 v6, v1, v11                               ; examples/layernorm.kgen:7
	s_add_u32 s14, s4, s18                              ; 'y' at this chunk
	s_addc_u32 s15, s5, s19
	s_and_saveexec_b64 s[18:19], s[20:21]               ; lanes where %vpred_189
	global_store_dword v10, v12, s[14:15]               ; examples/layernorm.kgen:7: store to 'y'
	s_mov_b64 exec, s[18:19]
	s_and_saveexec_b64 s[18:19], s[22:23]               ; lanes where %vpred_192
	global_store_dword v10, v3, s[14:15] offset:4       ; examples/layernorm.kgen:7: store to 'y'
	s_mov_b64 exec, s[18:19]
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_195
	global_store_dword v10, v5, s[14:15] offset:8       ; examples/layernorm.kgen:7: store to 'y'
	s_mov_b64 exec, s[18:19]
	s_and_saveexec_b64 s[18:19], s[26:27]               ; lanes where %vpred_198
	global_store_dword v10, v6, s[14:15] offset:12      ; examples/layernorm.kgen:7: store to 'y'
	s_mov_b64 exec, s[18:19]
	s_add_u32 s10, s10, 0x400
	s_cmp_lt_u32 s10, s12
	s_cbranch_scc1 .Llayernorm_loop3
.Llayernorm_loop3_end:
	s_endpgm
.Lfunc_end_layernorm:
	.size	layernorm, .Lfunc_end_layernorm-layernorm

; kernel layernorm_rows128: kgen AMDGCN for gfx90a (wave64, code object v5)
; kernel layernorm from examples/layernorm.kgen
; target gfx90a: AMD CDNA2 (MI200)
;   block: 256 threads = 4 x 64-wide waves
;   grid: m
;   chunk: m: 8, n: 128; walked in chunks: none
;   layout: m:8 x n:128: reg[n1 n2] lane[n4 n8 n16 n32 n64 m1] warp[m2 m4]
;     (fastest axis 'n', 4 contiguous elements per thread)
;   fastest axis 'n': most bytes of plain accesses are contiguous along it
;   vector 4: 16-byte accesses of 4-byte elements
;   short rows: 'n' at most 128 elements (N <= 128, chosen at launch), 8 rows of 'm' a block over 4 waves, each row within one wave (a row's reductions are shuffles)
;   value layouts (the dominant layout sliced to each value's axes):
;     L0 [m, n]: m:8 x n:128: reg[n1 n2] lane[n4 n8 n16 n32 n64 m1] warp[m2 m4]
;     L1 [m]: m:8: reg[0 0] lane[0 0 0 0 0 m1] warp[m2 m4]
;     L2 []: scalar: reg[0 0] lane[0 0 0 0 0 0] warp[0 0]
;     L3 [n]: n:128: reg[n1 n2] lane[n4 n8 n16 n32 n64 0] warp[0 0]
;       4:16 load x -> L0; 4:12 reduce sum -> L1; 4:35 cast -> L2; 4:12 div -> L1; 5:9 load x -> L0; 5:9 sub -> L0
;       6:15 mul -> L0; 6:11 reduce sum -> L1; 6:32 cast -> L2; 6:11 div -> L1; 7:25 add -> L1; 7:19 rsqrt -> L1
;       7:15 mul -> L0; 7:38 load w -> L3; 7:15 mul -> L0; 7:45 load b -> L3; 7:15 add -> L0
; resources: 16 VGPRs, 0 AGPRs, 32 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 0 bytes LDS, 44 bytes of arguments, 256 threads
;   arg x: tensor f32 at 0 (read-only)
;   arg w: tensor f32 at 8 (read-only)
;   arg b: tensor f32 at 16 (read-only)
;   arg y: tensor f32 at 24
;   arg eps: scalar f32 at 32
;   arg M: dim i32 at 36
;   arg N: dim i32 at 40
; s[0:1] kernarg pointer, s2 workgroup id x, v0 work-item id
	.text
	.globl	layernorm_rows128
	.p2align	8
	.type	layernorm_rows128,@function
layernorm_rows128:
	s_load_dwordx2 s[4:5], s[0:1], 0x0                  ; argument x
	s_load_dwordx2 s[6:7], s[0:1], 0x8                  ; argument w
	s_load_dwordx2 s[8:9], s[0:1], 0x10                 ; argument b
	s_load_dwordx2 s[10:11], s[0:1], 0x18               ; argument y
	s_load_dword s3, s[0:1], 0x20                       ; argument eps
	s_load_dword s12, s[0:1], 0x24                      ; argument M
	s_load_dword s13, s[0:1], 0x28                      ; argument N
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s14, s2                                   ; program index along 'm'
	s_mul_i32 s15, s14, 8                               ; first 'm' of this program's tile (8)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s14, s12, s15
	s_min_u32 s12, s14, 8                               ; 'm' elements in this tile
	s_and_b32 s14, s13, 3
	s_cmp_eq_u32 s14, 0                                 ; rows start aligned to 4 elements iff N % 4 == 0
	s_cselect_b32 s14, 1, 0
	s_cmp_ge_u32 s12, 8                                 ; a whole chunk of 'm' (8) is in bounds
	s_cselect_b32 s16, 1, 0
	s_cmp_ge_u32 s13, 0x80                              ; a whole chunk of 'n' (128) is in bounds
	s_cselect_b32 s17, 1, 0
	s_and_b32 s18, s16, s17
	s_and_b32 s16, s18, s14
	v_lshrrev_b32 v2, 5, v1
	v_mul_lo_u32 v3, s13, v2
	v_and_b32 v4, 31, v1
	v_lshlrev_b32 v1, 2, v4
	v_add_u32 v4, v3, v1
	v_lshlrev_b32 v3, 2, v4                             ; thread's byte offset in a chunk of 'x'
	s_mul_i32 s18, s15, s13
	s_mul_hi_u32 s19, s15, s13
	s_lshl_b64 s[14:15], s[18:19], 2
	s_add_u32 s18, s4, s14                              ; 'x' at this program
	s_addc_u32 s19, s5, s15
	v_lshlrev_b32 v4, 2, v1                             ; thread's byte offset in a chunk of 'w'
	s_add_u32 s4, s10, s14                              ; 'y' at this program
	s_addc_u32 s5, s11, s15
	s_cmp_eq_u32 s16, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Llayernorm_rows128_if0_else
	global_load_dwordx4 v[6:9], v3, s[18:19]            ; examples/layernorm.kgen:5: 16-byte load of 'x'
	s_waitcnt vmcnt(0)
	v_add_f32 v5, v6, v7                                ; sum over 'n' (examples/layernorm.kgen:4)
	v_add_f32 v10, v5, v8                               ; sum over 'n' (examples/layernorm.kgen:4)
	v_add_f32 v5, v10, v9                               ; sum over 'n' (examples/layernorm.kgen:4)
	ds_swizzle_b32 v10, v5 offset:swizzle(SWAP,1)       ; sum over 'n' (examples/layernorm.kgen:4): lanes 1 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v11, v5, v10
	ds_swizzle_b32 v5, v11 offset:swizzle(SWAP,2)       ; sum over 'n' (examples/layernorm.kgen:4): lanes 2 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v10, v11, v5
	ds_swizzle_b32 v5, v10 offset:swizzle(SWAP,4)       ; sum over 'n' (examples/layernorm.kgen:4): lanes 4 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v11, v10, v5
	ds_swizzle_b32 v5, v11 offset:swizzle(SWAP,8)       ; sum over 'n' (examples/layernorm.kgen:4): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v10, v11, v5
	ds_swizzle_b32 v5, v10 offset:swizzle(SWAP,16)      ; sum over 'n' (examples/layernorm.kgen:4): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v11, v10, v5
	v_cvt_f32_i32 v5, s13                               ; examples/layernorm.kgen:4
	v_div_scale_f32 v10, s[10:11], v5, v5, v11          ; examples/layernorm.kgen:4
	v_rcp_f32 v12, v10
	v_div_scale_f32 v13, vcc, v11, v5, v11
	v_fma_f32 v14, -v10, v12, 1.0
	v_fma_f32 v12, v14, v12, v12
	v_mul_f32 v15, v13, v12
	v_fma_f32 v14, -v10, v15, v13
	v_fma_f32 v15, v14, v12, v15
	v_fma_f32 v14, -v10, v15, v13
	v_div_fmas_f32 v14, v14, v12, v15
	v_div_fixup_f32 v10, v14, v5, v11
	v_sub_f32 v11, v6, v10                              ; examples/layernorm.kgen:5
	v_sub_f32 v12, v7, v10                              ; examples/layernorm.kgen:5
	v_sub_f32 v13, v8, v10                              ; examples/layernorm.kgen:5
	v_sub_f32 v14, v9, v10                              ; examples/layernorm.kgen:5
	v_mul_f32 v6, v11, v11                              ; examples/layernorm.kgen:6
	v_mul_f32 v7, v12, v12                              ; examples/layernorm.kgen:6
	v_mul_f32 v8, v13, v13                              ; examples/layernorm.kgen:6
	v_mul_f32 v9, v14, v14                              ; examples/layernorm.kgen:6
	v_add_f32 v10, v6, v7                               ; sum over 'n' (examples/layernorm.kgen:6)
	v_add_f32 v6, v10, v8                               ; sum over 'n' (examples/layernorm.kgen:6)
	v_add_f32 v7, v6, v9                                ; sum over 'n' (examples/layernorm.kgen:6)
	ds_swizzle_b32 v6, v7 offset:swizzle(SWAP,1)        ; sum over 'n' (examples/layernorm.kgen:6): lanes 1 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v7, v6
	ds_swizzle_b32 v6, v8 offset:swizzle(SWAP,2)        ; sum over 'n' (examples/layernorm.kgen:6): lanes 2 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v7, v8, v6
	ds_swizzle_b32 v6, v7 offset:swizzle(SWAP,4)        ; sum over 'n' (examples/layernorm.kgen:6): lanes 4 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v7, v6
	ds_swizzle_b32 v6, v8 offset:swizzle(SWAP,8)        ; sum over 'n' (examples/layernorm.kgen:6): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v7, v8, v6
	ds_swizzle_b32 v6, v7 offset:swizzle(SWAP,16)       ; sum over 'n' (examples/layernorm.kgen:6): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v7, v6
	v_div_scale_f32 v6, s[10:11], v5, v5, v8            ; examples/layernorm.kgen:6
	v_rcp_f32 v7, v6
	v_div_scale_f32 v9, vcc, v8, v5, v8
	v_fma_f32 v10, -v6, v7, 1.0
	v_fma_f32 v7, v10, v7, v7
	v_mul_f32 v15, v9, v7
	v_fma_f32 v10, -v6, v15, v9
	v_fma_f32 v15, v10, v7, v15
	v_fma_f32 v10, -v6, v15, v9
	v_div_fmas_f32 v10, v10, v7, v15
	v_div_fixup_f32 v6, v10, v5, v8
	v_add_f32 v5, s3, v6                                ; examples/layernorm.kgen:7
	v_rsq_f32 v6, v5                                    ; examples/layernorm.kgen:7
	v_mul_f32 v5, v11, v6                               ; examples/layernorm.kgen:7
	v_mul_f32 v7, v12, v6                               ; examples/layernorm.kgen:7
	v_mul_f32 v8, v13, v6                               ; examples/layernorm.kgen:7
	v_mul_f32 v9, v14, v6                               ; examples/layernorm.kgen:7
	global_load_dwordx4 v[10:13], v4, s[6:7]            ; examples/layernorm.kgen:7: 16-byte load of 'w'
	s_waitcnt vmcnt(0)
	v_mul_f32 v6, v5, v10                               ; examples/layernorm.kgen:7
	v_mul_f32 v5, v7, v11                               ; examples/layernorm.kgen:7
	v_mul_f32 v7, v8, v12                               ; examples/layernorm.kgen:7
	v_mul_f32 v8, v9, v13                               ; examples/layernorm.kgen:7
	global_load_dwordx4 v[10:13], v4, s[8:9]            ; examples/layernorm.kgen:7: 16-byte load of 'b'
	s_waitcnt vmcnt(0)
	v_add_f32 v9, v6, v10                               ; examples/layernorm.kgen:7
	v_add_f32 v6, v5, v11                               ; examples/layernorm.kgen:7
	v_add_f32 v5, v7, v12                               ; examples/layernorm.kgen:7
	v_add_f32 v7, v8, v13                               ; examples/layernorm.kgen:7
	v_mov_b32 v10, v9                                   ; examples/layernorm.kgen:7: 16-byte store to 'y'
	v_mov_b32 v11, v6
	v_mov_b32 v12, v5
	v_mov_b32 v13, v7
	global_store_dwordx4 v3, v[10:13], s[4:5]
	s_branch .Llayernorm_rows128_if0_end
.Llayernorm_rows128_if0_else:
	v_cmp_lt_u32 s[10:11], v2, s12                      ; 'm' element in bounds
	v_cmp_lt_u32 s[14:15], v1, s13                      ; 'n' element in bounds
	s_and_b64 s[16:17], s[10:11], s[14:15]
	v_mov_b32 v2, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[16:17]               ; lanes where %vpred_96
	global_load_dword v2, v3, s[18:19]                  ; examples/layernorm.kgen:5: load of 'x'
	s_mov_b64 exec, s[20:21]
	v_add_u32 v5, 1, v1
	v_cmp_lt_u32 s[20:21], v5, s13                      ; 'n' element in bounds
	s_and_b64 s[22:23], s[10:11], s[20:21]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_100
	global_load_dword v5, v3, s[18:19] offset:4         ; examples/layernorm.kgen:5: load of 'x'
	s_mov_b64 exec, s[24:25]
	v_add_u32 v6, 2, v1
	v_cmp_lt_u32 s[24:25], v6, s13                      ; 'n' element in bounds
	s_and_b64 s[26:27], s[10:11], s[24:25]
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_104
	global_load_dword v6, v3, s[18:19] offset:8         ; examples/layernorm.kgen:5: load of 'x'
	s_mov_b64 exec, s[28:29]
	v_add_u32 v7, 3, v1
	v_cmp_lt_u32 s[28:29], v7, s13                      ; 'n' element in bounds
	s_and_b64 s[30:31], s[10:11], s[28:29]
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[10:11], s[30:31]               ; lanes where %vpred_108
	global_load_dword v1, v3, s[18:19] offset:12        ; examples/layernorm.kgen:5: load of 'x'
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(3)
	v_cndmask_b32 v7, 0, v2, s[16:17]                   ; absent elements contribute the identity
	s_waitcnt vmcnt(2)
	v_cndmask_b32 v8, 0, v5, s[22:23]                   ; absent elements contribute the identity
	s_waitcnt vmcnt(1)
	v_cndmask_b32 v9, 0, v6, s[26:27]                   ; absent elements contribute the identity
	s_waitcnt vmcnt(0)
	v_cndmask_b32 v10, 0, v1, s[30:31]                  ; absent elements contribute the identity
	v_add_f32 v11, v7, v8                               ; sum over 'n' (examples/layernorm.kgen:4)
	v_add_f32 v7, v11, v9                               ; sum over 'n' (examples/layernorm.kgen:4)
	v_add_f32 v8, v7, v10                               ; sum over 'n' (examples/layernorm.kgen:4)
	ds_swizzle_b32 v7, v8 offset:swizzle(SWAP,1)        ; sum over 'n' (examples/layernorm.kgen:4): lanes 1 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v9, v8, v7
	ds_swizzle_b32 v7, v9 offset:swizzle(SWAP,2)        ; sum over 'n' (examples/layernorm.kgen:4): lanes 2 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v9, v7
	ds_swizzle_b32 v7, v8 offset:swizzle(SWAP,4)        ; sum over 'n' (examples/layernorm.kgen:4): lanes 4 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v9, v8, v7
	ds_swizzle_b32 v7, v9 offset:swizzle(SWAP,8)        ; sum over 'n' (examples/layernorm.kgen:4): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v9, v7
	ds_swizzle_b32 v7, v8 offset:swizzle(SWAP,16)       ; sum over 'n' (examples/layernorm.kgen:4): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v9, v8, v7
	v_cvt_f32_i32 v7, s13                               ; examples/layernorm.kgen:4
	v_div_scale_f32 v8, s[10:11], v7, v7, v9            ; examples/layernorm.kgen:4
	v_rcp_f32 v10, v8
	v_div_scale_f32 v11, vcc, v9, v7, v9
	v_fma_f32 v12, -v8, v10, 1.0
	v_fma_f32 v10, v12, v10, v10
	v_mul_f32 v13, v11, v10
	v_fma_f32 v12, -v8, v13, v11
	v_fma_f32 v13, v12, v10, v13
	v_fma_f32 v12, -v8, v13, v11
	v_div_fmas_f32 v12, v12, v10, v13
	v_div_fixup_f32 v8, v12, v7, v9
	v_sub_f32 v9, v2, v8                                ; examples/layernorm.kgen:5
	v_sub_f32 v2, v5, v8                                ; examples/layernorm.kgen:5
	v_sub_f32 v5, v6, v8                                ; examples/layernorm.kgen:5
	v_sub_f32 v6, v1, v8                                ; examples/layernorm.kgen:5
	v_mul_f32 v1, v9, v9                                ; examples/layernorm.kgen:6
	v_mul_f32 v8, v2, v2                                ; examples/layernorm.kgen:6
	v_mul_f32 v10, v5, v5                               ; examples/layernorm.kgen:6
	v_mul_f32 v11, v6, v6                               ; examples/layernorm.kgen:6
	v_cndmask_b32 v12, 0, v1, s[16:17]                  ; absent elements contribute the identity
	v_cndmask_b32 v1, 0, v8, s[22:23]                   ; absent elements contribute the identity
	v_cndmask_b32 v8, 0, v10, s[26:27]                  ; absent elements contribute the identity
	v_cndmask_b32 v10, 0, v11, s[30:31]                 ; absent elements contribute the identity
	v_add_f32 v11, v12, v1                              ; sum over 'n' (examples/layernorm.kgen:6)
	v_add_f32 v1, v11, v8                               ; sum over 'n' (examples/layernorm.kgen:6)
	v_add_f32 v8, v1, v10                               ; sum over 'n' (examples/layernorm.kgen:6)
	ds_swizzle_b32 v1, v8 offset:swizzle(SWAP,1)        ; sum over 'n' (examples/layernorm.kgen:6): lanes 1 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v10, v8, v1
	ds_swizzle_b32 v1, v10 offset:swizzle(SWAP,2)       ; sum over 'n' (examples/layernorm.kgen:6): lanes 2 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v10, v1
	ds_swizzle_b32 v1, v8 offset:swizzle(SWAP,4)        ; sum over 'n' (examples/layernorm.kgen:6): lanes 4 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v10, v8, v1
	ds_swizzle_b32 v1, v10 offset:swizzle(SWAP,8)       ; sum over 'n' (examples/layernorm.kgen:6): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v10, v1
	ds_swizzle_b32 v1, v8 offset:swizzle(SWAP,16)       ; sum over 'n' (examples/layernorm.kgen:6): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v10, v8, v1
	v_div_scale_f32 v1, s[10:11], v7, v7, v10           ; examples/layernorm.kgen:6
	v_rcp_f32 v8, v1
	v_div_scale_f32 v11, vcc, v10, v7, v10
	v_fma_f32 v12, -v1, v8, 1.0
	v_fma_f32 v8, v12, v8, v8
	v_mul_f32 v13, v11, v8
	v_fma_f32 v12, -v1, v13, v11
	v_fma_f32 v13, v12, v8, v13
	v_fma_f32 v12, -v1, v13, v11
	v_div_fmas_f32 v12, v12, v8, v13
	v_div_fixup_f32 v1, v12, v7, v10
	v_add_f32 v7, s3, v1                                ; examples/layernorm.kgen:7
	v_rsq_f32 v1, v7                                    ; examples/layernorm.kgen:7
	v_mul_f32 v7, v9, v1                                ; examples/layernorm.kgen:7
	v_mul_f32 v8, v2, v1                                ; examples/layernorm.kgen:7
	v_mul_f32 v2, v5, v1                                ; examples/layernorm.kgen:7
	v_mul_f32 v5, v6, v1                                ; examples/layernorm.kgen:7
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[10:11], s[14:15]               ; lanes where %vpred_95
	global_load_dword v1, v4, s[6:7]                    ; examples/layernorm.kgen:7: load of 'w'
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[10:11], s[20:21]               ; lanes where %vpred_99
	global_load_dword v6, v4, s[6:7] offset:4           ; examples/layernorm.kgen:7: load of 'w'
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[10:11], s[24:25]               ; lanes where %vpred_103
	global_load_dword v9, v4, s[6:7] offset:8           ; examples/layernorm.kgen:7: load of 'w'
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[28:29]               ; lanes where %vpred_107
	global_load_dword v10, v4, s[6:7] offset:12         ; examples/layernorm.kgen:7: load of 'w'
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(3)
	v_mul_f32 v11, v7, v1                               ; examples/layernorm.kgen:7
	s_waitcnt vmcnt(2)
	v_mul_f32 v1, v8, v6                                ; examples/layernorm.kgen:7
	s_waitcnt vmcnt(1)
	v_mul_f32 v6, v2, v9                                ; examples/layernorm.kgen:7
	s_waitcnt vmcnt(0)
	v_mul_f32 v2, v5, v10                               ; examples/layernorm.kgen:7
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[6:7], s[14:15]                 ; lanes where %vpred_95
	global_load_dword v5, v4, s[8:9]                    ; examples/layernorm.kgen:7: load of 'b'
	s_mov_b64 exec, s[6:7]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[6:7], s[20:21]                 ; lanes where %vpred_99
	global_load_dword v7, v4, s[8:9] offset:4           ; examples/layernorm.kgen:7: load of 'b'
	s_mov_b64 exec, s[6:7]
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[6:7], s[24:25]                 ; lanes where %vpred_103
	global_load_dword v8, v4, s[8:9] offset:8           ; examples/layernorm.kgen:7: load of 'b'
	s_mov_b64 exec, s[6:7]
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[6:7], s[28:29]                 ; lanes where %vpred_107
	global_load_dword v9, v4, s[8:9] offset:12          ; examples/layernorm.kgen:7: load of 'b'
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(3)
	v_add_f32 v4, v11, v5                               ; examples/layernorm.kgen:7
	s_waitcnt vmcnt(2)
	v_add_f32 v5, v1, v7                                ; examples/layernorm.kgen:7
	s_waitcnt vmcnt(1)
	v_add_f32 v1, v6, v8                                ; examples/layernorm.kgen:7
	s_waitcnt vmcnt(0)
	v_add_f32 v6, v2, v9                                ; examples/layernorm.kgen:7
	s_and_saveexec_b64 s[6:7], s[16:17]                 ; lanes where %vpred_96
	global_store_dword v3, v4, s[4:5]                   ; examples/layernorm.kgen:7: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[22:23]                 ; lanes where %vpred_100
	global_store_dword v3, v5, s[4:5] offset:4          ; examples/layernorm.kgen:7: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[26:27]                 ; lanes where %vpred_104
	global_store_dword v3, v1, s[4:5] offset:8          ; examples/layernorm.kgen:7: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[30:31]                 ; lanes where %vpred_108
	global_store_dword v3, v6, s[4:5] offset:12         ; examples/layernorm.kgen:7: store to 'y'
	s_mov_b64 exec, s[6:7]
.Llayernorm_rows128_if0_end:
	s_endpgm
.Lfunc_end_layernorm_rows128:
	.size	layernorm_rows128, .Lfunc_end_layernorm_rows128-layernorm_rows128

	.rodata
	.p2align	6
	.amdhsa_kernel layernorm
		.amdhsa_group_segment_fixed_size 32
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 44
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 25
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 28
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
	.end_amdhsa_kernel

	.rodata
	.p2align	6
	.amdhsa_kernel layernorm_rows128
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 44
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 16
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
  - .name:           layernorm
    .symbol:         layernorm.kd
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
      - .name:           b
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
      - .name:           eps
        .offset:         32
        .size:           4
        .value_kind:     by_value
      - .name:           M
        .offset:         36
        .size:           4
        .value_kind:     by_value
      - .name:           N
        .offset:         40
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 32
    .kernarg_segment_align: 8
    .kernarg_segment_size: 44
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     38
    .sgpr_spill_count: 0
    .vgpr_count:     25
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
  - .name:           layernorm_rows128
    .symbol:         layernorm_rows128.kd
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
      - .name:           b
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
      - .name:           eps
        .offset:         32
        .size:           4
        .value_kind:     by_value
      - .name:           M
        .offset:         36
        .size:           4
        .value_kind:     by_value
      - .name:           N
        .offset:         40
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 44
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     38
    .sgpr_spill_count: 0
    .vgpr_count:     16
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
