; kgen AMDGCN module for gfx950: 3 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 5

; kernel layernorm: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel layernorm from examples/layernorm.kgen
; target gfx950: AMD CDNA4 (MI350)
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
	s_nop 0
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
	s_nop 0
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
	s_nop 0
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
	s_nop 0
	v_readlane_b32 s4, v2, 0
	v_readlane_b32 s5, v2, 32
	s_nop 1
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
	s_nop 0
	v_readlane_b32 s13, v1, 0
	v_readlane_b32 s15, v1, 32
	s_nop 1
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

; kernel layernorm_rows128: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel layernorm from examples/layernorm.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: m
;   chunk: m: 8, n: 128; walked in chunks: none
;   layout: m:8 x n:128: reg[n1 n2] lane[n4 n8 n16 n32 n64 m1] warp[m2 m4]
;     (fastest axis 'n', 4 contiguous elements per thread)
;   fastest axis 'n': most bytes of plain accesses are contiguous along it
;   vector 4: 16-byte accesses of 4-byte elements
;   short rows: 'n' at most 128 elements (N <= 128, chosen at launch), 8 rows of 'm' a block over 4 waves, each row within one wave
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
	s_nop 0
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
	s_nop 0
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

; kernel layernorm_rows1024: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel layernorm from examples/layernorm.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: m
;   chunk: m: 4, n: 1024; walked in chunks: none
;   layout: m:4 x n:1024: reg[n1 n2 n256 n512] lane[n4 n8 n16 n32 n64 n128] warp[m1 m2]
;     (fastest axis 'n', 4 contiguous elements per thread)
;   fastest axis 'n': most bytes of plain accesses are contiguous along it
;   vector 4: 16-byte accesses of 4-byte elements
;   short rows: 'n' at most 1024 elements (N <= 1024, chosen at launch), 4 rows of 'm' a block over 4 waves, each row within one wave
;   value layouts (the dominant layout sliced to each value's axes):
;     L0 [m, n]: m:4 x n:1024: reg[n1 n2 n256 n512] lane[n4 n8 n16 n32 n64 n128] warp[m1 m2]
;     L1 [m]: m:4: reg[0 0 0 0] lane[0 0 0 0 0 0] warp[m1 m2]
;     L2 []: scalar: reg[0 0 0 0] lane[0 0 0 0 0 0] warp[0 0]
;     L3 [n]: n:1024: reg[n1 n2 n256 n512] lane[n4 n8 n16 n32 n64 n128] warp[0 0]
;       4:16 load x -> L0; 4:12 reduce sum -> L1; 4:35 cast -> L2; 4:12 div -> L1; 5:9 load x -> L0; 5:9 sub -> L0
;       6:15 mul -> L0; 6:11 reduce sum -> L1; 6:32 cast -> L2; 6:11 div -> L1; 7:25 add -> L1; 7:19 rsqrt -> L1
;       7:15 mul -> L0; 7:38 load w -> L3; 7:15 mul -> L0; 7:45 load b -> L3; 7:15 add -> L0
; resources: 40 VGPRs, 0 AGPRs, 80 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 0 bytes LDS, 44 bytes of arguments, 256 threads
;   arg x: tensor f32 at 0 (read-only)
;   arg w: tensor f32 at 8 (read-only)
;   arg b: tensor f32 at 16 (read-only)
;   arg y: tensor f32 at 24
;   arg eps: scalar f32 at 32
;   arg M: dim i32 at 36
;   arg N: dim i32 at 40
; s[0:1] kernarg pointer, s2 workgroup id x, v0 work-item id
	.text
	.globl	layernorm_rows1024
	.p2align	8
	.type	layernorm_rows1024,@function
layernorm_rows1024:
	s_load_dwordx2 s[4:5], s[0:1], 0x0                  ; argument x
	s_load_dwordx2 s[6:7], s[0:1], 0x8                  ; argument w
	s_load_dwordx2 s[8:9], s[0:1], 0x10                 ; argument b
	s_load_dwordx2 s[10:11], s[0:1], 0x18               ; argument y
	s_load_dword s3, s[0:1], 0x20                       ; argument eps
	s_load_dword s12, s[0:1], 0x24                      ; argument M
	s_load_dword s13, s[0:1], 0x28                      ; argument N
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s14, s2                                   ; program index along 'm'
	s_mul_i32 s15, s14, 4                               ; first 'm' of this program's tile (4)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s14, s12, s15
	s_min_u32 s12, s14, 4                               ; 'm' elements in this tile
	s_and_b32 s14, s13, 3
	s_cmp_eq_u32 s14, 0                                 ; rows start aligned to 4 elements iff N % 4 == 0
	s_cselect_b32 s14, 1, 0
	s_cmp_ge_u32 s12, 4                                 ; a whole chunk of 'm' (4) is in bounds
	s_cselect_b32 s16, 1, 0
	s_cmp_ge_u32 s13, 0x400                             ; a whole chunk of 'n' (1024) is in bounds
	s_cselect_b32 s17, 1, 0
	s_and_b32 s18, s16, s17
	s_and_b32 s16, s18, s14
	v_lshrrev_b32 v2, 6, v1
	v_mul_lo_u32 v3, s13, v2
	v_and_b32 v4, 63, v1
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
	s_cbranch_scc1 .Llayernorm_rows1024_if0_else
	global_load_dwordx4 v[6:9], v3, s[18:19]            ; examples/layernorm.kgen:5: 16-byte load of 'x'
	global_load_dwordx4 v[10:13], v3, s[18:19] offset:1024 ; examples/layernorm.kgen:5: 16-byte load of 'x'
	global_load_dwordx4 v[14:17], v3, s[18:19] offset:2048 ; examples/layernorm.kgen:5: 16-byte load of 'x'
	global_load_dwordx4 v[18:21], v3, s[18:19] offset:3072 ; examples/layernorm.kgen:5: 16-byte load of 'x'
	s_waitcnt vmcnt(3)
	v_add_f32 v5, v6, v7                                ; sum over 'n' (examples/layernorm.kgen:4)
	v_add_f32 v22, v5, v8                               ; sum over 'n' (examples/layernorm.kgen:4)
	v_add_f32 v5, v22, v9                               ; sum over 'n' (examples/layernorm.kgen:4)
	s_waitcnt vmcnt(2)
	v_add_f32 v22, v5, v10                              ; sum over 'n' (examples/layernorm.kgen:4)
	v_add_f32 v5, v22, v11                              ; sum over 'n' (examples/layernorm.kgen:4)
	v_add_f32 v22, v5, v12                              ; sum over 'n' (examples/layernorm.kgen:4)
	v_add_f32 v5, v22, v13                              ; sum over 'n' (examples/layernorm.kgen:4)
	s_waitcnt vmcnt(1)
	v_add_f32 v22, v5, v14                              ; sum over 'n' (examples/layernorm.kgen:4)
	v_add_f32 v5, v22, v15                              ; sum over 'n' (examples/layernorm.kgen:4)
	v_add_f32 v22, v5, v16                              ; sum over 'n' (examples/layernorm.kgen:4)
	v_add_f32 v5, v22, v17                              ; sum over 'n' (examples/layernorm.kgen:4)
	s_waitcnt vmcnt(0)
	v_add_f32 v22, v5, v18                              ; sum over 'n' (examples/layernorm.kgen:4)
	v_add_f32 v5, v22, v19                              ; sum over 'n' (examples/layernorm.kgen:4)
	v_add_f32 v22, v5, v20                              ; sum over 'n' (examples/layernorm.kgen:4)
	v_add_f32 v5, v22, v21                              ; sum over 'n' (examples/layernorm.kgen:4)
	v_mov_b32 v22, v5                                   ; sum over 'n' (examples/layernorm.kgen:4): across the lanes of a warp
	ds_swizzle_b32 v5, v22 offset:swizzle(SWAP,1)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v22, v22, v5
	ds_swizzle_b32 v5, v22 offset:swizzle(SWAP,2)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v22, v22, v5
	ds_swizzle_b32 v5, v22 offset:swizzle(SWAP,4)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v22, v22, v5
	ds_swizzle_b32 v5, v22 offset:swizzle(SWAP,8)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v22, v22, v5
	ds_swizzle_b32 v5, v22 offset:swizzle(SWAP,16)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v22, v22, v5
	s_nop 0
	v_readlane_b32 s10, v22, 0
	v_readlane_b32 s11, v22, 32
	s_nop 1
	v_mov_b32 v5, s11
	v_add_f32 v5, s10, v5
	v_cvt_f32_i32 v22, s13                              ; examples/layernorm.kgen:4
	v_div_scale_f32 v23, s[10:11], v22, v22, v5         ; examples/layernorm.kgen:4
	v_rcp_f32 v24, v23
	v_div_scale_f32 v25, vcc, v5, v22, v5
	v_fma_f32 v26, -v23, v24, 1.0
	v_fma_f32 v24, v26, v24, v24
	v_mul_f32 v27, v25, v24
	v_fma_f32 v26, -v23, v27, v25
	v_fma_f32 v27, v26, v24, v27
	v_fma_f32 v26, -v23, v27, v25
	v_div_fmas_f32 v26, v26, v24, v27
	v_div_fixup_f32 v23, v26, v22, v5
	v_sub_f32 v5, v6, v23                               ; examples/layernorm.kgen:5
	v_sub_f32 v24, v7, v23                              ; examples/layernorm.kgen:5
	v_sub_f32 v25, v8, v23                              ; examples/layernorm.kgen:5
	v_sub_f32 v26, v9, v23                              ; examples/layernorm.kgen:5
	v_sub_f32 v6, v10, v23                              ; examples/layernorm.kgen:5
	v_sub_f32 v7, v11, v23                              ; examples/layernorm.kgen:5
	v_sub_f32 v8, v12, v23                              ; examples/layernorm.kgen:5
	v_sub_f32 v9, v13, v23                              ; examples/layernorm.kgen:5
	v_sub_f32 v10, v14, v23                             ; examples/layernorm.kgen:5
	v_sub_f32 v11, v15, v23                             ; examples/layernorm.kgen:5
	v_sub_f32 v12, v16, v23                             ; examples/layernorm.kgen:5
	v_sub_f32 v13, v17, v23                             ; examples/layernorm.kgen:5
	v_sub_f32 v14, v18, v23                             ; examples/layernorm.kgen:5
	v_sub_f32 v15, v19, v23                             ; examples/layernorm.kgen:5
	v_sub_f32 v16, v20, v23                             ; examples/layernorm.kgen:5
	v_sub_f32 v17, v21, v23                             ; examples/layernorm.kgen:5
	v_mul_f32 v18, v5, v5                               ; examples/layernorm.kgen:6
	v_mul_f32 v19, v24, v24                             ; examples/layernorm.kgen:6
	v_mul_f32 v20, v25, v25                             ; examples/layernorm.kgen:6
	v_mul_f32 v21, v26, v26                             ; examples/layernorm.kgen:6
	v_mul_f32 v23, v6, v6                               ; examples/layernorm.kgen:6
	v_mul_f32 v27, v7, v7                               ; examples/layernorm.kgen:6
	v_mul_f32 v28, v8, v8                               ; examples/layernorm.kgen:6
	v_mul_f32 v29, v9, v9                               ; examples/layernorm.kgen:6
	v_mul_f32 v30, v10, v10                             ; examples/layernorm.kgen:6
	v_mul_f32 v31, v11, v11                             ; examples/layernorm.kgen:6
	v_mul_f32 v32, v12, v12                             ; examples/layernorm.kgen:6
	v_mul_f32 v33, v13, v13                             ; examples/layernorm.kgen:6
	v_mul_f32 v34, v14, v14                             ; examples/layernorm.kgen:6
	v_mul_f32 v35, v15, v15                             ; examples/layernorm.kgen:6
	v_mul_f32 v36, v16, v16                             ; examples/layernorm.kgen:6
	v_mul_f32 v37, v17, v17                             ; examples/layernorm.kgen:6
	v_add_f32 v38, v18, v19                             ; sum over 'n' (examples/layernorm.kgen:6)
	v_add_f32 v18, v38, v20                             ; sum over 'n' (examples/layernorm.kgen:6)
	v_add_f32 v19, v18, v21                             ; sum over 'n' (examples/layernorm.kgen:6)
	v_add_f32 v18, v19, v23                             ; sum over 'n' (examples/layernorm.kgen:6)
	v_add_f32 v19, v18, v27                             ; sum over 'n' (examples/layernorm.kgen:6)
	v_add_f32 v18, v19, v28                             ; sum over 'n' (examples/layernorm.kgen:6)
	v_add_f32 v19, v18, v29                             ; sum over 'n' (examples/layernorm.kgen:6)
	v_add_f32 v18, v19, v30                             ; sum over 'n' (examples/layernorm.kgen:6)
	v_add_f32 v19, v18, v31                             ; sum over 'n' (examples/layernorm.kgen:6)
	v_add_f32 v18, v19, v32                             ; sum over 'n' (examples/layernorm.kgen:6)
	v_add_f32 v19, v18, v33                             ; sum over 'n' (examples/layernorm.kgen:6)
	v_add_f32 v18, v19, v34                             ; sum over 'n' (examples/layernorm.kgen:6)
	v_add_f32 v19, v18, v35                             ; sum over 'n' (examples/layernorm.kgen:6)
	v_add_f32 v18, v19, v36                             ; sum over 'n' (examples/layernorm.kgen:6)
	v_add_f32 v19, v18, v37                             ; sum over 'n' (examples/layernorm.kgen:6)
	v_mov_b32 v18, v19                                  ; sum over 'n' (examples/layernorm.kgen:6): across the lanes of a warp
	ds_swizzle_b32 v19, v18 offset:swizzle(SWAP,1)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v18, v18, v19
	ds_swizzle_b32 v19, v18 offset:swizzle(SWAP,2)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v18, v18, v19
	ds_swizzle_b32 v19, v18 offset:swizzle(SWAP,4)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v18, v18, v19
	ds_swizzle_b32 v19, v18 offset:swizzle(SWAP,8)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v18, v18, v19
	ds_swizzle_b32 v19, v18 offset:swizzle(SWAP,16)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v18, v18, v19
	s_nop 0
	v_readlane_b32 s10, v18, 0
	v_readlane_b32 s11, v18, 32
	s_nop 1
	v_mov_b32 v18, s11
	v_add_f32 v18, s10, v18
	v_div_scale_f32 v19, s[10:11], v22, v22, v18        ; examples/layernorm.kgen:6
	v_rcp_f32 v20, v19
	v_div_scale_f32 v21, vcc, v18, v22, v18
	v_fma_f32 v23, -v19, v20, 1.0
	v_fma_f32 v20, v23, v20, v20
	v_mul_f32 v27, v21, v20
	v_fma_f32 v23, -v19, v27, v21
	v_fma_f32 v27, v23, v20, v27
	v_fma_f32 v23, -v19, v27, v21
	v_div_fmas_f32 v23, v23, v20, v27
	v_div_fixup_f32 v19, v23, v22, v18
	v_add_f32 v18, s3, v19                              ; examples/layernorm.kgen:7
	v_rsq_f32 v19, v18                                  ; examples/layernorm.kgen:7
	s_nop 0
	v_mul_f32 v18, v5, v19                              ; examples/layernorm.kgen:7
	v_mul_f32 v5, v24, v19                              ; examples/layernorm.kgen:7
	v_mul_f32 v20, v25, v19                             ; examples/layernorm.kgen:7
	v_mul_f32 v21, v26, v19                             ; examples/layernorm.kgen:7
	v_mul_f32 v22, v6, v19                              ; examples/layernorm.kgen:7
	v_mul_f32 v6, v7, v19                               ; examples/layernorm.kgen:7
	v_mul_f32 v7, v8, v19                               ; examples/layernorm.kgen:7
	v_mul_f32 v8, v9, v19                               ; examples/layernorm.kgen:7
	v_mul_f32 v9, v10, v19                              ; examples/layernorm.kgen:7
	v_mul_f32 v10, v11, v19                             ; examples/layernorm.kgen:7
	v_mul_f32 v11, v12, v19                             ; examples/layernorm.kgen:7
	v_mul_f32 v12, v13, v19                             ; examples/layernorm.kgen:7
	v_mul_f32 v13, v14, v19                             ; examples/layernorm.kgen:7
	v_mul_f32 v14, v15, v19                             ; examples/layernorm.kgen:7
	v_mul_f32 v15, v16, v19                             ; examples/layernorm.kgen:7
	v_mul_f32 v16, v17, v19                             ; examples/layernorm.kgen:7
	global_load_dwordx4 v[24:27], v4, s[6:7]            ; examples/layernorm.kgen:7: 16-byte load of 'w'
	global_load_dwordx4 v[28:31], v4, s[6:7] offset:1024 ; examples/layernorm.kgen:7: 16-byte load of 'w'
	global_load_dwordx4 v[32:35], v4, s[6:7] offset:2048 ; examples/layernorm.kgen:7: 16-byte load of 'w'
	global_load_dwordx4 v[36:39], v4, s[6:7] offset:3072 ; examples/layernorm.kgen:7: 16-byte load of 'w'
	s_waitcnt vmcnt(3)
	v_mul_f32 v17, v18, v24                             ; examples/layernorm.kgen:7
	v_mul_f32 v18, v5, v25                              ; examples/layernorm.kgen:7
	v_mul_f32 v5, v20, v26                              ; examples/layernorm.kgen:7
	v_mul_f32 v19, v21, v27                             ; examples/layernorm.kgen:7
	s_waitcnt vmcnt(2)
	v_mul_f32 v20, v22, v28                             ; examples/layernorm.kgen:7
	v_mul_f32 v21, v6, v29                              ; examples/layernorm.kgen:7
	v_mul_f32 v6, v7, v30                               ; examples/layernorm.kgen:7
	v_mul_f32 v7, v8, v31                               ; examples/layernorm.kgen:7
	s_waitcnt vmcnt(1)
	v_mul_f32 v8, v9, v32                               ; examples/layernorm.kgen:7
	v_mul_f32 v9, v10, v33                              ; examples/layernorm.kgen:7
	v_mul_f32 v10, v11, v34                             ; examples/layernorm.kgen:7
	v_mul_f32 v11, v12, v35                             ; examples/layernorm.kgen:7
	s_waitcnt vmcnt(0)
	v_mul_f32 v12, v13, v36                             ; examples/layernorm.kgen:7
	v_mul_f32 v13, v14, v37                             ; examples/layernorm.kgen:7
	v_mul_f32 v14, v15, v38                             ; examples/layernorm.kgen:7
	v_mul_f32 v15, v16, v39                             ; examples/layernorm.kgen:7
	global_load_dwordx4 v[22:25], v4, s[8:9]            ; examples/layernorm.kgen:7: 16-byte load of 'b'
	global_load_dwordx4 v[26:29], v4, s[8:9] offset:1024 ; examples/layernorm.kgen:7: 16-byte load of 'b'
	global_load_dwordx4 v[30:33], v4, s[8:9] offset:2048 ; examples/layernorm.kgen:7: 16-byte load of 'b'
	global_load_dwordx4 v[34:37], v4, s[8:9] offset:3072 ; examples/layernorm.kgen:7: 16-byte load of 'b'
	s_waitcnt vmcnt(3)
	v_add_f32 v16, v17, v22                             ; examples/layernorm.kgen:7
	v_add_f32 v17, v18, v23                             ; examples/layernorm.kgen:7
	v_add_f32 v18, v5, v24                              ; examples/layernorm.kgen:7
	v_add_f32 v5, v19, v25                              ; examples/layernorm.kgen:7
	s_waitcnt vmcnt(2)
	v_add_f32 v19, v20, v26                             ; examples/layernorm.kgen:7
	v_add_f32 v20, v21, v27                             ; examples/layernorm.kgen:7
	v_add_f32 v21, v6, v28                              ; examples/layernorm.kgen:7
	v_add_f32 v6, v7, v29                               ; examples/layernorm.kgen:7
	s_waitcnt vmcnt(1)
	v_add_f32 v7, v8, v30                               ; examples/layernorm.kgen:7
	v_add_f32 v8, v9, v31                               ; examples/layernorm.kgen:7
	v_add_f32 v9, v10, v32                              ; examples/layernorm.kgen:7
	v_add_f32 v10, v11, v33                             ; examples/layernorm.kgen:7
	s_waitcnt vmcnt(0)
	v_add_f32 v11, v12, v34                             ; examples/layernorm.kgen:7
	v_add_f32 v12, v13, v35                             ; examples/layernorm.kgen:7
	v_add_f32 v13, v14, v36                             ; examples/layernorm.kgen:7
	v_add_f32 v14, v15, v37                             ; examples/layernorm.kgen:7
	v_mov_b32 v22, v16                                  ; examples/layernorm.kgen:7: 16-byte store to 'y'
	v_mov_b32 v23, v17
	v_mov_b32 v24, v18
	v_mov_b32 v25, v5
	global_store_dwordx4 v3, v[22:25], s[4:5]
	s_nop 1
	v_mov_b32 v22, v19                                  ; examples/layernorm.kgen:7: 16-byte store to 'y'
	s_nop 0
	v_mov_b32 v23, v20
	v_mov_b32 v24, v21
	v_mov_b32 v25, v6
	global_store_dwordx4 v3, v[22:25], s[4:5] offset:1024
	v_mov_b32 v16, v7                                   ; examples/layernorm.kgen:7: 16-byte store to 'y'
	v_mov_b32 v17, v8
	v_mov_b32 v18, v9
	v_mov_b32 v19, v10
	global_store_dwordx4 v3, v[16:19], s[4:5] offset:2048
	v_mov_b32 v6, v11                                   ; examples/layernorm.kgen:7: 16-byte store to 'y'
	v_mov_b32 v7, v12
	v_mov_b32 v8, v13
	v_mov_b32 v9, v14
	global_store_dwordx4 v3, v[6:9], s[4:5] offset:3072
	s_branch .Llayernorm_rows1024_if0_end
.Llayernorm_rows1024_if0_else:
	v_cmp_lt_u32 s[10:11], v2, s12                      ; 'm' element in bounds
	v_cmp_lt_u32 s[14:15], v1, s13                      ; 'n' element in bounds
	s_and_b64 s[16:17], s[10:11], s[14:15]
	v_mov_b32 v2, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[16:17]               ; lanes where %vpred_198
	global_load_dword v2, v3, s[18:19]                  ; examples/layernorm.kgen:5: load of 'x'
	s_mov_b64 exec, s[20:21]
	v_add_u32 v5, 1, v1
	v_cmp_lt_u32 s[20:21], v5, s13                      ; 'n' element in bounds
	s_and_b64 s[22:23], s[10:11], s[20:21]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_202
	global_load_dword v5, v3, s[18:19] offset:4         ; examples/layernorm.kgen:5: load of 'x'
	s_mov_b64 exec, s[24:25]
	v_add_u32 v6, 2, v1
	v_cmp_lt_u32 s[24:25], v6, s13                      ; 'n' element in bounds
	s_and_b64 s[26:27], s[10:11], s[24:25]
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_206
	global_load_dword v6, v3, s[18:19] offset:8         ; examples/layernorm.kgen:5: load of 'x'
	s_mov_b64 exec, s[28:29]
	v_add_u32 v7, 3, v1
	v_cmp_lt_u32 s[28:29], v7, s13                      ; 'n' element in bounds
	s_and_b64 s[30:31], s[10:11], s[28:29]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_210
	global_load_dword v7, v3, s[18:19] offset:12        ; examples/layernorm.kgen:5: load of 'x'
	s_mov_b64 exec, s[32:33]
	v_add_u32 v8, 0x100, v1
	v_cmp_lt_u32 s[32:33], v8, s13                      ; 'n' element in bounds
	s_and_b64 s[34:35], s[10:11], s[32:33]
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_214
	global_load_dword v8, v3, s[18:19] offset:1024      ; examples/layernorm.kgen:5: load of 'x'
	s_mov_b64 exec, s[36:37]
	v_add_u32 v9, 0x101, v1
	v_cmp_lt_u32 s[36:37], v9, s13                      ; 'n' element in bounds
	s_and_b64 s[38:39], s[10:11], s[36:37]
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_218
	global_load_dword v9, v3, s[18:19] offset:1028      ; examples/layernorm.kgen:5: load of 'x'
	s_mov_b64 exec, s[40:41]
	v_add_u32 v10, 0x102, v1
	v_cmp_lt_u32 s[40:41], v10, s13                     ; 'n' element in bounds
	s_and_b64 s[42:43], s[10:11], s[40:41]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_222
	global_load_dword v10, v3, s[18:19] offset:1032     ; examples/layernorm.kgen:5: load of 'x'
	s_mov_b64 exec, s[44:45]
	v_add_u32 v11, 0x103, v1
	v_cmp_lt_u32 s[44:45], v11, s13                     ; 'n' element in bounds
	s_and_b64 s[46:47], s[10:11], s[44:45]
	v_mov_b32 v11, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[46:47]               ; lanes where %vpred_226
	global_load_dword v11, v3, s[18:19] offset:1036     ; examples/layernorm.kgen:5: load of 'x'
	s_mov_b64 exec, s[48:49]
	v_add_u32 v12, 0x200, v1
	v_cmp_lt_u32 s[48:49], v12, s13                     ; 'n' element in bounds
	s_and_b64 s[50:51], s[10:11], s[48:49]
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[50:51]               ; lanes where %vpred_230
	global_load_dword v12, v3, s[18:19] offset:2048     ; examples/layernorm.kgen:5: load of 'x'
	s_mov_b64 exec, s[52:53]
	v_add_u32 v13, 0x201, v1
	v_cmp_lt_u32 s[52:53], v13, s13                     ; 'n' element in bounds
	s_and_b64 s[54:55], s[10:11], s[52:53]
	v_mov_b32 v13, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[54:55]               ; lanes where %vpred_234
	global_load_dword v13, v3, s[18:19] offset:2052     ; examples/layernorm.kgen:5: load of 'x'
	s_mov_b64 exec, s[56:57]
	v_add_u32 v14, 0x202, v1
	v_cmp_lt_u32 s[56:57], v14, s13                     ; 'n' element in bounds
	s_and_b64 s[58:59], s[10:11], s[56:57]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[60:61], s[58:59]               ; lanes where %vpred_238
	global_load_dword v14, v3, s[18:19] offset:2056     ; examples/layernorm.kgen:5: load of 'x'
	s_mov_b64 exec, s[60:61]
	v_add_u32 v15, 0x203, v1
	v_cmp_lt_u32 s[60:61], v15, s13                     ; 'n' element in bounds
	s_and_b64 s[62:63], s[10:11], s[60:61]
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[64:65], s[62:63]               ; lanes where %vpred_242
	global_load_dword v15, v3, s[18:19] offset:2060     ; examples/layernorm.kgen:5: load of 'x'
	s_mov_b64 exec, s[64:65]
	v_add_u32 v16, 0x300, v1
	v_cmp_lt_u32 s[64:65], v16, s13                     ; 'n' element in bounds
	s_and_b64 s[66:67], s[10:11], s[64:65]
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[68:69], s[66:67]               ; lanes where %vpred_246
	global_load_dword v16, v3, s[18:19] offset:3072     ; examples/layernorm.kgen:5: load of 'x'
	s_mov_b64 exec, s[68:69]
	v_add_u32 v17, 0x301, v1
	v_cmp_lt_u32 s[68:69], v17, s13                     ; 'n' element in bounds
	s_and_b64 s[70:71], s[10:11], s[68:69]
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[72:73], s[70:71]               ; lanes where %vpred_250
	global_load_dword v17, v3, s[18:19] offset:3076     ; examples/layernorm.kgen:5: load of 'x'
	s_mov_b64 exec, s[72:73]
	v_add_u32 v18, 0x302, v1
	v_cmp_lt_u32 s[72:73], v18, s13                     ; 'n' element in bounds
	s_and_b64 s[74:75], s[10:11], s[72:73]
	v_mov_b32 v18, 0                                    ; absent element
	s_and_saveexec_b64 s[76:77], s[74:75]               ; lanes where %vpred_254
	global_load_dword v18, v3, s[18:19] offset:3080     ; examples/layernorm.kgen:5: load of 'x'
	s_mov_b64 exec, s[76:77]
	v_add_u32 v19, 0x303, v1
	v_cmp_lt_u32 s[76:77], v19, s13                     ; 'n' element in bounds
	s_and_b64 s[78:79], s[10:11], s[76:77]
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[10:11], s[78:79]               ; lanes where %vpred_258
	global_load_dword v1, v3, s[18:19] offset:3084      ; examples/layernorm.kgen:5: load of 'x'
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(15)
	v_cndmask_b32 v19, 0, v2, s[16:17]                  ; absent elements contribute the identity
	s_waitcnt vmcnt(14)
	v_cndmask_b32 v20, 0, v5, s[22:23]                  ; absent elements contribute the identity
	s_waitcnt vmcnt(13)
	v_cndmask_b32 v21, 0, v6, s[26:27]                  ; absent elements contribute the identity
	s_waitcnt vmcnt(12)
	v_cndmask_b32 v22, 0, v7, s[30:31]                  ; absent elements contribute the identity
	s_waitcnt vmcnt(11)
	v_cndmask_b32 v23, 0, v8, s[34:35]                  ; absent elements contribute the identity
	s_waitcnt vmcnt(10)
	v_cndmask_b32 v24, 0, v9, s[38:39]                  ; absent elements contribute the identity
	s_waitcnt vmcnt(9)
	v_cndmask_b32 v25, 0, v10, s[42:43]                 ; absent elements contribute the identity
	s_waitcnt vmcnt(8)
	v_cndmask_b32 v26, 0, v11, s[46:47]                 ; absent elements contribute the identity
	s_waitcnt vmcnt(7)
	v_cndmask_b32 v27, 0, v12, s[50:51]                 ; absent elements contribute the identity
	s_waitcnt vmcnt(6)
	v_cndmask_b32 v28, 0, v13, s[54:55]                 ; absent elements contribute the identity
	s_waitcnt vmcnt(5)
	v_cndmask_b32 v29, 0, v14, s[58:59]                 ; absent elements contribute the identity
	s_waitcnt vmcnt(4)
	v_cndmask_b32 v30, 0, v15, s[62:63]                 ; absent elements contribute the identity
	s_waitcnt vmcnt(3)
	v_cndmask_b32 v31, 0, v16, s[66:67]                 ; absent elements contribute the identity
	s_waitcnt vmcnt(2)
	v_cndmask_b32 v32, 0, v17, s[70:71]                 ; absent elements contribute the identity
	s_waitcnt vmcnt(1)
	v_cndmask_b32 v33, 0, v18, s[74:75]                 ; absent elements contribute the identity
	s_waitcnt vmcnt(0)
	v_cndmask_b32 v34, 0, v1, s[78:79]                  ; absent elements contribute the identity
	v_add_f32 v35, v19, v20                             ; sum over 'n' (examples/layernorm.kgen:4)
	v_add_f32 v19, v35, v21                             ; sum over 'n' (examples/layernorm.kgen:4)
	v_add_f32 v20, v19, v22                             ; sum over 'n' (examples/layernorm.kgen:4)
	v_add_f32 v19, v20, v23                             ; sum over 'n' (examples/layernorm.kgen:4)
	v_add_f32 v20, v19, v24                             ; sum over 'n' (examples/layernorm.kgen:4)
	v_add_f32 v19, v20, v25                             ; sum over 'n' (examples/layernorm.kgen:4)
	v_add_f32 v20, v19, v26                             ; sum over 'n' (examples/layernorm.kgen:4)
	v_add_f32 v19, v20, v27                             ; sum over 'n' (examples/layernorm.kgen:4)
	v_add_f32 v20, v19, v28                             ; sum over 'n' (examples/layernorm.kgen:4)
	v_add_f32 v19, v20, v29                             ; sum over 'n' (examples/layernorm.kgen:4)
	v_add_f32 v20, v19, v30                             ; sum over 'n' (examples/layernorm.kgen:4)
	v_add_f32 v19, v20, v31                             ; sum over 'n' (examples/layernorm.kgen:4)
	v_add_f32 v20, v19, v32                             ; sum over 'n' (examples/layernorm.kgen:4)
	v_add_f32 v19, v20, v33                             ; sum over 'n' (examples/layernorm.kgen:4)
	v_add_f32 v20, v19, v34                             ; sum over 'n' (examples/layernorm.kgen:4)
	v_mov_b32 v19, v20                                  ; sum over 'n' (examples/layernorm.kgen:4): across the lanes of a warp
	ds_swizzle_b32 v20, v19 offset:swizzle(SWAP,1)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v19, v19, v20
	ds_swizzle_b32 v20, v19 offset:swizzle(SWAP,2)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v19, v19, v20
	ds_swizzle_b32 v20, v19 offset:swizzle(SWAP,4)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v19, v19, v20
	ds_swizzle_b32 v20, v19 offset:swizzle(SWAP,8)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v19, v19, v20
	ds_swizzle_b32 v20, v19 offset:swizzle(SWAP,16)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v19, v19, v20
	s_nop 0
	v_readlane_b32 s10, v19, 0
	v_readlane_b32 s11, v19, 32
	s_nop 1
	v_mov_b32 v19, s11
	v_add_f32 v19, s10, v19
	v_cvt_f32_i32 v20, s13                              ; examples/layernorm.kgen:4
	v_div_scale_f32 v21, s[10:11], v20, v20, v19        ; examples/layernorm.kgen:4
	v_rcp_f32 v22, v21
	v_div_scale_f32 v23, vcc, v19, v20, v19
	v_fma_f32 v24, -v21, v22, 1.0
	v_fma_f32 v22, v24, v22, v22
	v_mul_f32 v25, v23, v22
	v_fma_f32 v24, -v21, v25, v23
	v_fma_f32 v25, v24, v22, v25
	v_fma_f32 v24, -v21, v25, v23
	v_div_fmas_f32 v24, v24, v22, v25
	v_div_fixup_f32 v21, v24, v20, v19
	v_sub_f32 v19, v2, v21                              ; examples/layernorm.kgen:5
	v_sub_f32 v2, v5, v21                               ; examples/layernorm.kgen:5
	v_sub_f32 v5, v6, v21                               ; examples/layernorm.kgen:5
	v_sub_f32 v6, v7, v21                               ; examples/layernorm.kgen:5
	v_sub_f32 v7, v8, v21                               ; examples/layernorm.kgen:5
	v_sub_f32 v8, v9, v21                               ; examples/layernorm.kgen:5
	v_sub_f32 v9, v10, v21                              ; examples/layernorm.kgen:5
	v_sub_f32 v10, v11, v21                             ; examples/layernorm.kgen:5
	v_sub_f32 v11, v12, v21                             ; examples/layernorm.kgen:5
	v_sub_f32 v12, v13, v21                             ; examples/layernorm.kgen:5
	v_sub_f32 v13, v14, v21                             ; examples/layernorm.kgen:5
	v_sub_f32 v14, v15, v21                             ; examples/layernorm.kgen:5
	v_sub_f32 v15, v16, v21                             ; examples/layernorm.kgen:5
	v_sub_f32 v16, v17, v21                             ; examples/layernorm.kgen:5
	v_sub_f32 v17, v18, v21                             ; examples/layernorm.kgen:5
	v_sub_f32 v18, v1, v21                              ; examples/layernorm.kgen:5
	v_mul_f32 v1, v19, v19                              ; examples/layernorm.kgen:6
	v_mul_f32 v21, v2, v2                               ; examples/layernorm.kgen:6
	v_mul_f32 v22, v5, v5                               ; examples/layernorm.kgen:6
	v_mul_f32 v23, v6, v6                               ; examples/layernorm.kgen:6
	v_mul_f32 v24, v7, v7                               ; examples/layernorm.kgen:6
	v_mul_f32 v25, v8, v8                               ; examples/layernorm.kgen:6
	v_mul_f32 v26, v9, v9                               ; examples/layernorm.kgen:6
	v_mul_f32 v27, v10, v10                             ; examples/layernorm.kgen:6
	v_mul_f32 v28, v11, v11                             ; examples/layernorm.kgen:6
	v_mul_f32 v29, v12, v12                             ; examples/layernorm.kgen:6
	v_mul_f32 v30, v13, v13                             ; examples/layernorm.kgen:6
	v_mul_f32 v31, v14, v14                             ; examples/layernorm.kgen:6
	v_mul_f32 v32, v15, v15                             ; examples/layernorm.kgen:6
	v_mul_f32 v33, v16, v16                             ; examples/layernorm.kgen:6
	v_mul_f32 v34, v17, v17                             ; examples/layernorm.kgen:6
	v_mul_f32 v35, v18, v18                             ; examples/layernorm.kgen:6
	v_cndmask_b32 v36, 0, v1, s[16:17]                  ; absent elements contribute the identity
	v_cndmask_b32 v1, 0, v21, s[22:23]                  ; absent elements contribute the identity
	v_cndmask_b32 v21, 0, v22, s[26:27]                 ; absent elements contribute the identity
	v_cndmask_b32 v22, 0, v23, s[30:31]                 ; absent elements contribute the identity
	v_cndmask_b32 v23, 0, v24, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v24, 0, v25, s[38:39]                 ; absent elements contribute the identity
	v_cndmask_b32 v25, 0, v26, s[42:43]                 ; absent elements contribute the identity
	v_cndmask_b32 v26, 0, v27, s[46:47]                 ; absent elements contribute the identity
	v_cndmask_b32 v27, 0, v28, s[50:51]                 ; absent elements contribute the identity
	v_cndmask_b32 v28, 0, v29, s[54:55]                 ; absent elements contribute the identity
	v_cndmask_b32 v29, 0, v30, s[58:59]                 ; absent elements contribute the identity
	v_cndmask_b32 v30, 0, v31, s[62:63]                 ; absent elements contribute the identity
	v_cndmask_b32 v31, 0, v32, s[66:67]                 ; absent elements contribute the identity
	v_cndmask_b32 v32, 0, v33, s[70:71]                 ; absent elements contribute the identity
	v_cndmask_b32 v33, 0, v34, s[74:75]                 ; absent elements contribute the identity
	v_cndmask_b32 v34, 0, v35, s[78:79]                 ; absent elements contribute the identity
	v_add_f32 v35, v36, v1                              ; sum over 'n' (examples/layernorm.kgen:6)
	v_add_f32 v1, v35, v21                              ; sum over 'n' (examples/layernorm.kgen:6)
	v_add_f32 v21, v1, v22                              ; sum over 'n' (examples/layernorm.kgen:6)
	v_add_f32 v1, v21, v23                              ; sum over 'n' (examples/layernorm.kgen:6)
	v_add_f32 v21, v1, v24                              ; sum over 'n' (examples/layernorm.kgen:6)
	v_add_f32 v1, v21, v25                              ; sum over 'n' (examples/layernorm.kgen:6)
	v_add_f32 v21, v1, v26                              ; sum over 'n' (examples/layernorm.kgen:6)
	v_add_f32 v1, v21, v27                              ; sum over 'n' (examples/layernorm.kgen:6)
	v_add_f32 v21, v1, v28                              ; sum over 'n' (examples/layernorm.kgen:6)
	v_add_f32 v1, v21, v29                              ; sum over 'n' (examples/layernorm.kgen:6)
	v_add_f32 v21, v1, v30                              ; sum over 'n' (examples/layernorm.kgen:6)
	v_add_f32 v1, v21, v31                              ; sum over 'n' (examples/layernorm.kgen:6)
	v_add_f32 v21, v1, v32                              ; sum over 'n' (examples/layernorm.kgen:6)
	v_add_f32 v1, v21, v33                              ; sum over 'n' (examples/layernorm.kgen:6)
	v_add_f32 v21, v1, v34                              ; sum over 'n' (examples/layernorm.kgen:6)
	v_mov_b32 v1, v21                                   ; sum over 'n' (examples/layernorm.kgen:6): across the lanes of a warp
	ds_swizzle_b32 v21, v1 offset:swizzle(SWAP,1)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v1, v1, v21
	ds_swizzle_b32 v21, v1 offset:swizzle(SWAP,2)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v1, v1, v21
	ds_swizzle_b32 v21, v1 offset:swizzle(SWAP,4)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v1, v1, v21
	ds_swizzle_b32 v21, v1 offset:swizzle(SWAP,8)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v1, v1, v21
	ds_swizzle_b32 v21, v1 offset:swizzle(SWAP,16)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v1, v1, v21
	s_nop 0
	v_readlane_b32 s10, v1, 0
	v_readlane_b32 s11, v1, 32
	s_nop 1
	v_mov_b32 v1, s11
	v_add_f32 v1, s10, v1
	v_div_scale_f32 v21, s[10:11], v20, v20, v1         ; examples/layernorm.kgen:6
	v_rcp_f32 v22, v21
	v_div_scale_f32 v23, vcc, v1, v20, v1
	v_fma_f32 v24, -v21, v22, 1.0
	v_fma_f32 v22, v24, v22, v22
	v_mul_f32 v25, v23, v22
	v_fma_f32 v24, -v21, v25, v23
	v_fma_f32 v25, v24, v22, v25
	v_fma_f32 v24, -v21, v25, v23
	v_div_fmas_f32 v24, v24, v22, v25
	v_div_fixup_f32 v21, v24, v20, v1
	v_add_f32 v1, s3, v21                               ; examples/layernorm.kgen:7
	v_rsq_f32 v20, v1                                   ; examples/layernorm.kgen:7
	s_nop 0
	v_mul_f32 v1, v19, v20                              ; examples/layernorm.kgen:7
	v_mul_f32 v19, v2, v20                              ; examples/layernorm.kgen:7
	v_mul_f32 v2, v5, v20                               ; examples/layernorm.kgen:7
	v_mul_f32 v5, v6, v20                               ; examples/layernorm.kgen:7
	v_mul_f32 v6, v7, v20                               ; examples/layernorm.kgen:7
	v_mul_f32 v7, v8, v20                               ; examples/layernorm.kgen:7
	v_mul_f32 v8, v9, v20                               ; examples/layernorm.kgen:7
	v_mul_f32 v9, v10, v20                              ; examples/layernorm.kgen:7
	v_mul_f32 v10, v11, v20                             ; examples/layernorm.kgen:7
	v_mul_f32 v11, v12, v20                             ; examples/layernorm.kgen:7
	v_mul_f32 v12, v13, v20                             ; examples/layernorm.kgen:7
	v_mul_f32 v13, v14, v20                             ; examples/layernorm.kgen:7
	v_mul_f32 v14, v15, v20                             ; examples/layernorm.kgen:7
	v_mul_f32 v15, v16, v20                             ; examples/layernorm.kgen:7
	v_mul_f32 v16, v17, v20                             ; examples/layernorm.kgen:7
	v_mul_f32 v17, v18, v20                             ; examples/layernorm.kgen:7
	v_mov_b32 v18, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[14:15]               ; lanes where %vpred_197
	global_load_dword v18, v4, s[6:7]                   ; examples/layernorm.kgen:7: load of 'w'
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[20:21]               ; lanes where %vpred_201
	global_load_dword v20, v4, s[6:7] offset:4          ; examples/layernorm.kgen:7: load of 'w'
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[24:25]               ; lanes where %vpred_205
	global_load_dword v21, v4, s[6:7] offset:8          ; examples/layernorm.kgen:7: load of 'w'
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[28:29]               ; lanes where %vpred_209
	global_load_dword v22, v4, s[6:7] offset:12         ; examples/layernorm.kgen:7: load of 'w'
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[32:33]               ; lanes where %vpred_213
	global_load_dword v23, v4, s[6:7] offset:1024       ; examples/layernorm.kgen:7: load of 'w'
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v24, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[36:37]               ; lanes where %vpred_217
	global_load_dword v24, v4, s[6:7] offset:1028       ; examples/layernorm.kgen:7: load of 'w'
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[40:41]               ; lanes where %vpred_221
	global_load_dword v25, v4, s[6:7] offset:1032       ; examples/layernorm.kgen:7: load of 'w'
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v26, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[44:45]               ; lanes where %vpred_225
	global_load_dword v26, v4, s[6:7] offset:1036       ; examples/layernorm.kgen:7: load of 'w'
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v27, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[48:49]               ; lanes where %vpred_229
	global_load_dword v27, v4, s[6:7] offset:2048       ; examples/layernorm.kgen:7: load of 'w'
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v28, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[52:53]               ; lanes where %vpred_233
	global_load_dword v28, v4, s[6:7] offset:2052       ; examples/layernorm.kgen:7: load of 'w'
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v29, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[56:57]               ; lanes where %vpred_237
	global_load_dword v29, v4, s[6:7] offset:2056       ; examples/layernorm.kgen:7: load of 'w'
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v30, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[60:61]               ; lanes where %vpred_241
	global_load_dword v30, v4, s[6:7] offset:2060       ; examples/layernorm.kgen:7: load of 'w'
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v31, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[64:65]               ; lanes where %vpred_245
	global_load_dword v31, v4, s[6:7] offset:3072       ; examples/layernorm.kgen:7: load of 'w'
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v32, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[68:69]               ; lanes where %vpred_249
	global_load_dword v32, v4, s[6:7] offset:3076       ; examples/layernorm.kgen:7: load of 'w'
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[72:73]               ; lanes where %vpred_253
	global_load_dword v33, v4, s[6:7] offset:3080       ; examples/layernorm.kgen:7: load of 'w'
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v34, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[76:77]               ; lanes where %vpred_257
	global_load_dword v34, v4, s[6:7] offset:3084       ; examples/layernorm.kgen:7: load of 'w'
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(15)
	v_mul_f32 v35, v1, v18                              ; examples/layernorm.kgen:7
	s_waitcnt vmcnt(14)
	v_mul_f32 v1, v19, v20                              ; examples/layernorm.kgen:7
	s_waitcnt vmcnt(13)
	v_mul_f32 v18, v2, v21                              ; examples/layernorm.kgen:7
	s_waitcnt vmcnt(12)
	v_mul_f32 v2, v5, v22                               ; examples/layernorm.kgen:7
	s_waitcnt vmcnt(11)
	v_mul_f32 v5, v6, v23                               ; examples/layernorm.kgen:7
	s_waitcnt vmcnt(10)
	v_mul_f32 v6, v7, v24                               ; examples/layernorm.kgen:7
	s_waitcnt vmcnt(9)
	v_mul_f32 v7, v8, v25                               ; examples/layernorm.kgen:7
	s_waitcnt vmcnt(8)
	v_mul_f32 v8, v9, v26                               ; examples/layernorm.kgen:7
	s_waitcnt vmcnt(7)
	v_mul_f32 v9, v10, v27                              ; examples/layernorm.kgen:7
	s_waitcnt vmcnt(6)
	v_mul_f32 v10, v11, v28                             ; examples/layernorm.kgen:7
	s_waitcnt vmcnt(5)
	v_mul_f32 v11, v12, v29                             ; examples/layernorm.kgen:7
	s_waitcnt vmcnt(4)
	v_mul_f32 v12, v13, v30                             ; examples/layernorm.kgen:7
	s_waitcnt vmcnt(3)
	v_mul_f32 v13, v14, v31                             ; examples/layernorm.kgen:7
	s_waitcnt vmcnt(2)
	v_mul_f32 v14, v15, v32                             ; examples/layernorm.kgen:7
	s_waitcnt vmcnt(1)
	v_mul_f32 v15, v16, v33                             ; examples/layernorm.kgen:7
	s_waitcnt vmcnt(0)
	v_mul_f32 v16, v17, v34                             ; examples/layernorm.kgen:7
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[6:7], s[14:15]                 ; lanes where %vpred_197
	global_load_dword v17, v4, s[8:9]                   ; examples/layernorm.kgen:7: load of 'b'
	s_mov_b64 exec, s[6:7]
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[6:7], s[20:21]                 ; lanes where %vpred_201
	global_load_dword v19, v4, s[8:9] offset:4          ; examples/layernorm.kgen:7: load of 'b'
	s_mov_b64 exec, s[6:7]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[6:7], s[24:25]                 ; lanes where %vpred_205
	global_load_dword v20, v4, s[8:9] offset:8          ; examples/layernorm.kgen:7: load of 'b'
	s_mov_b64 exec, s[6:7]
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[6:7], s[28:29]                 ; lanes where %vpred_209
	global_load_dword v21, v4, s[8:9] offset:12         ; examples/layernorm.kgen:7: load of 'b'
	s_mov_b64 exec, s[6:7]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[6:7], s[32:33]                 ; lanes where %vpred_213
	global_load_dword v22, v4, s[8:9] offset:1024       ; examples/layernorm.kgen:7: load of 'b'
	s_mov_b64 exec, s[6:7]
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[6:7], s[36:37]                 ; lanes where %vpred_217
	global_load_dword v23, v4, s[8:9] offset:1028       ; examples/layernorm.kgen:7: load of 'b'
	s_mov_b64 exec, s[6:7]
	v_mov_b32 v24, 0                                    ; absent element
	s_and_saveexec_b64 s[6:7], s[40:41]                 ; lanes where %vpred_221
	global_load_dword v24, v4, s[8:9] offset:1032       ; examples/layernorm.kgen:7: load of 'b'
	s_mov_b64 exec, s[6:7]
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[6:7], s[44:45]                 ; lanes where %vpred_225
	global_load_dword v25, v4, s[8:9] offset:1036       ; examples/layernorm.kgen:7: load of 'b'
	s_mov_b64 exec, s[6:7]
	v_mov_b32 v26, 0                                    ; absent element
	s_and_saveexec_b64 s[6:7], s[48:49]                 ; lanes where %vpred_229
	global_load_dword v26, v4, s[8:9] offset:2048       ; examples/layernorm.kgen:7: load of 'b'
	s_mov_b64 exec, s[6:7]
	v_mov_b32 v27, 0                                    ; absent element
	s_and_saveexec_b64 s[6:7], s[52:53]                 ; lanes where %vpred_233
	global_load_dword v27, v4, s[8:9] offset:2052       ; examples/layernorm.kgen:7: load of 'b'
	s_mov_b64 exec, s[6:7]
	v_mov_b32 v28, 0                                    ; absent element
	s_and_saveexec_b64 s[6:7], s[56:57]                 ; lanes where %vpred_237
	global_load_dword v28, v4, s[8:9] offset:2056       ; examples/layernorm.kgen:7: load of 'b'
	s_mov_b64 exec, s[6:7]
	v_mov_b32 v29, 0                                    ; absent element
	s_and_saveexec_b64 s[6:7], s[60:61]                 ; lanes where %vpred_241
	global_load_dword v29, v4, s[8:9] offset:2060       ; examples/layernorm.kgen:7: load of 'b'
	s_mov_b64 exec, s[6:7]
	v_mov_b32 v30, 0                                    ; absent element
	s_and_saveexec_b64 s[6:7], s[64:65]                 ; lanes where %vpred_245
	global_load_dword v30, v4, s[8:9] offset:3072       ; examples/layernorm.kgen:7: load of 'b'
	s_mov_b64 exec, s[6:7]
	v_mov_b32 v31, 0                                    ; absent element
	s_and_saveexec_b64 s[6:7], s[68:69]                 ; lanes where %vpred_249
	global_load_dword v31, v4, s[8:9] offset:3076       ; examples/layernorm.kgen:7: load of 'b'
	s_mov_b64 exec, s[6:7]
	v_mov_b32 v32, 0                                    ; absent element
	s_and_saveexec_b64 s[6:7], s[72:73]                 ; lanes where %vpred_253
	global_load_dword v32, v4, s[8:9] offset:3080       ; examples/layernorm.kgen:7: load of 'b'
	s_mov_b64 exec, s[6:7]
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[6:7], s[76:77]                 ; lanes where %vpred_257
	global_load_dword v33, v4, s[8:9] offset:3084       ; examples/layernorm.kgen:7: load of 'b'
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(15)
	v_add_f32 v4, v35, v17                              ; examples/layernorm.kgen:7
	s_waitcnt vmcnt(14)
	v_add_f32 v17, v1, v19                              ; examples/layernorm.kgen:7
	s_waitcnt vmcnt(13)
	v_add_f32 v1, v18, v20                              ; examples/layernorm.kgen:7
	s_waitcnt vmcnt(12)
	v_add_f32 v18, v2, v21                              ; examples/layernorm.kgen:7
	s_waitcnt vmcnt(11)
	v_add_f32 v2, v5, v22                               ; examples/layernorm.kgen:7
	s_waitcnt vmcnt(10)
	v_add_f32 v5, v6, v23                               ; examples/layernorm.kgen:7
	s_waitcnt vmcnt(9)
	v_add_f32 v6, v7, v24                               ; examples/layernorm.kgen:7
	s_waitcnt vmcnt(8)
	v_add_f32 v7, v8, v25                               ; examples/layernorm.kgen:7
	s_waitcnt vmcnt(7)
	v_add_f32 v8, v9, v26                               ; examples/layernorm.kgen:7
	s_waitcnt vmcnt(6)
	v_add_f32 v9, v10, v27                              ; examples/layernorm.kgen:7
	s_waitcnt vmcnt(5)
	v_add_f32 v10, v11, v28                             ; examples/layernorm.kgen:7
	s_waitcnt vmcnt(4)
	v_add_f32 v11, v12, v29                             ; examples/layernorm.kgen:7
	s_waitcnt vmcnt(3)
	v_add_f32 v12, v13, v30                             ; examples/layernorm.kgen:7
	s_waitcnt vmcnt(2)
	v_add_f32 v13, v14, v31                             ; examples/layernorm.kgen:7
	s_waitcnt vmcnt(1)
	v_add_f32 v14, v15, v32                             ; examples/layernorm.kgen:7
	s_waitcnt vmcnt(0)
	v_add_f32 v15, v16, v33                             ; examples/layernorm.kgen:7
	s_and_saveexec_b64 s[6:7], s[16:17]                 ; lanes where %vpred_198
	global_store_dword v3, v4, s[4:5]                   ; examples/layernorm.kgen:7: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[22:23]                 ; lanes where %vpred_202
	global_store_dword v3, v17, s[4:5] offset:4         ; examples/layernorm.kgen:7: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[26:27]                 ; lanes where %vpred_206
	global_store_dword v3, v1, s[4:5] offset:8          ; examples/layernorm.kgen:7: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[30:31]                 ; lanes where %vpred_210
	global_store_dword v3, v18, s[4:5] offset:12        ; examples/layernorm.kgen:7: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[34:35]                 ; lanes where %vpred_214
	global_store_dword v3, v2, s[4:5] offset:1024       ; examples/layernorm.kgen:7: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[38:39]                 ; lanes where %vpred_218
	global_store_dword v3, v5, s[4:5] offset:1028       ; examples/layernorm.kgen:7: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[42:43]                 ; lanes where %vpred_222
	global_store_dword v3, v6, s[4:5] offset:1032       ; examples/layernorm.kgen:7: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[46:47]                 ; lanes where %vpred_226
	global_store_dword v3, v7, s[4:5] offset:1036       ; examples/layernorm.kgen:7: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[50:51]                 ; lanes where %vpred_230
	global_store_dword v3, v8, s[4:5] offset:2048       ; examples/layernorm.kgen:7: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[54:55]                 ; lanes where %vpred_234
	global_store_dword v3, v9, s[4:5] offset:2052       ; examples/layernorm.kgen:7: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[58:59]                 ; lanes where %vpred_238
	global_store_dword v3, v10, s[4:5] offset:2056      ; examples/layernorm.kgen:7: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[62:63]                 ; lanes where %vpred_242
	global_store_dword v3, v11, s[4:5] offset:2060      ; examples/layernorm.kgen:7: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[66:67]                 ; lanes where %vpred_246
	global_store_dword v3, v12, s[4:5] offset:3072      ; examples/layernorm.kgen:7: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[70:71]                 ; lanes where %vpred_250
	global_store_dword v3, v13, s[4:5] offset:3076      ; examples/layernorm.kgen:7: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[74:75]                 ; lanes where %vpred_254
	global_store_dword v3, v14, s[4:5] offset:3080      ; examples/layernorm.kgen:7: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[78:79]                 ; lanes where %vpred_258
	global_store_dword v3, v15, s[4:5] offset:3084      ; examples/layernorm.kgen:7: store to 'y'
	s_mov_b64 exec, s[6:7]
.Llayernorm_rows1024_if0_end:
	s_endpgm
.Lfunc_end_layernorm_rows1024:
	.size	layernorm_rows1024, .Lfunc_end_layernorm_rows1024-layernorm_rows1024

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

	.rodata
	.p2align	6
	.amdhsa_kernel layernorm_rows1024
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 44
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 40
		.amdhsa_next_free_sgpr 80
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
  - .name:           layernorm_rows1024
    .symbol:         layernorm_rows1024.kd
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
    .sgpr_count:     86
    .sgpr_spill_count: 0
    .vgpr_count:     40
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
