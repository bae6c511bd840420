; kgen AMDGCN module for gfx950: 6 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 5

; kernel layernorm_backward_dx: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel layernorm_backward_dx from examples/layernorm_backward.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: t
;   chunk: t: 1, c: 1024; walked in chunks: c
;   layout: t:1 x c:1024: reg[c1 c2] lane[c4 c8 c16 c32 c64 c128] warp[c256 c512]
;     (fastest axis 'c', 4 contiguous elements per thread)
;   fastest axis 'c': most bytes of plain accesses are contiguous along it
;   vector 4: 16-byte accesses of 4-byte elements
;   walk 'c' in chunks of 1024: its extent is known only at launch
;   value layouts (the dominant layout sliced to each value's axes):
;     L0 [t, c]: t:1 x c:1024: reg[c1 c2] lane[c4 c8 c16 c32 c64 c128] warp[c256 c512]
;     L1 [t]: t:1: reg[0 0] lane[0 0 0 0 0 0] warp[0 0]
;     L2 [c]: c:1024: reg[c1 c2] lane[c4 c8 c16 c32 c64 c128] warp[c256 c512]
;     L3 []: scalar: reg[0 0] lane[0 0 0 0 0 0] warp[0 0]
;       7:13 load x -> L0; 7:23 load mean -> L1; 7:13 sub -> L0; 7:34 load rstd -> L1; 7:12 mul -> L0; 8:13 load w -> L2
;       8:20 load dout -> L0; 8:13 mul -> L0; 9:18 reduce sum -> L1; 9:39 cast -> L3; 9:18 div -> L1; 10:27 mul -> L0
;       10:23 reduce sum -> L1; 10:51 cast -> L3; 10:23 div -> L1; 11:17 sub -> L0; 11:38 mul -> L0; 11:17 sub -> L0
;       11:64 load rstd -> L1; 11:16 mul -> L0
;   phase 1 (walking 'c' in chunks of 1024): sum over 'c' (9:18), sum over 'c' (10:23)
;   phase 2 (walking 'c' in chunks of 1024): store dx (11:5)
; resources: 26 VGPRs, 0 AGPRs, 32 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 32 bytes LDS, 56 bytes of arguments, 256 threads
;   arg dout: tensor f32 at 0 (read-only)
;   arg x: tensor f32 at 8 (read-only)
;   arg mean: tensor f32 at 16 (read-only)
;   arg rstd: tensor f32 at 24 (read-only)
;   arg w: tensor f32 at 32 (read-only)
;   arg dx: tensor f32 at 40
;   arg T: dim i32 at 48
;   arg C: dim i32 at 52
; s[0:1] kernarg pointer, s2 workgroup id x, v0 work-item id
	.text
	.globl	layernorm_backward_dx
	.p2align	8
	.type	layernorm_backward_dx,@function
layernorm_backward_dx:
	s_load_dwordx2 s[4:5], s[0:1], 0x0                  ; argument dout
	s_load_dwordx2 s[6:7], s[0:1], 0x8                  ; argument x
	s_load_dwordx2 s[8:9], s[0:1], 0x10                 ; argument mean
	s_load_dwordx2 s[10:11], s[0:1], 0x18               ; argument rstd
	s_load_dwordx2 s[12:13], s[0:1], 0x20               ; argument w
	s_load_dwordx2 s[14:15], s[0:1], 0x28               ; argument dx
	s_load_dword s3, s[0:1], 0x34                       ; argument C
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s16, s2                                   ; program index along 't'
	s_waitcnt lgkmcnt(0)
	s_and_b32 s17, s3, 3
	s_cmp_eq_u32 s17, 0                                 ; rows start aligned to 4 elements iff C % 4 == 0
	s_cselect_b32 s17, 1, 0
	v_mov_b32 v2, 0                                     ; identity of sum
	v_mov_b32 v3, 0                                     ; identity of sum
	v_mov_b32 v4, 0                                     ; identity of sum
	v_mov_b32 v5, 0                                     ; identity of sum
	v_mov_b32 v6, 0                                     ; identity of sum
	v_mov_b32 v7, 0                                     ; identity of sum
	v_mov_b32 v8, 0                                     ; identity of sum
	v_mov_b32 v9, 0                                     ; identity of sum
	s_mov_b32 s18, s16
	s_mov_b32 s19, 0
	s_lshl_b64 s[20:21], s[18:19], 2
	s_add_u32 s18, s10, s20                             ; 'rstd' at this program
	s_addc_u32 s19, s11, s21
	v_mov_b32 v10, 0                                    ; examples/layernorm_backward.kgen:7: load of 'rstd'
	global_load_dword v11, v10, s[18:19]
	s_add_u32 s10, s8, s20                              ; 'mean' at this program
	s_addc_u32 s11, s9, s21
	v_mov_b32 v10, 0                                    ; examples/layernorm_backward.kgen:7: load of 'mean'
	global_load_dword v12, v10, s[10:11]
	s_cmp_ge_u32 s3, 0x400                              ; at least one whole chunk of 'c'
	s_cselect_b32 s8, 1, 0
	s_sub_u32 s9, s3, 0x3ff
	s_cmp_lg_u32 s8, 0                                  ; full chunks start below extent - chunk + 1
	s_cselect_b32 s8, s9, 0
	s_cmp_lg_u32 s17, 0
	s_cselect_b32 s9, s8, 0
	v_lshlrev_b32 v10, 2, v1
	v_lshlrev_b32 v13, 2, v10                           ; thread's byte offset in a chunk of 'w'
	s_mul_i32 s10, s16, s3
	s_mul_hi_u32 s11, s16, s3
	s_lshl_b64 s[16:17], s[10:11], 2
	s_add_u32 s10, s4, s16                              ; 'dout' at this program
	s_addc_u32 s11, s5, s17
	s_add_u32 s4, s6, s16                               ; 'x' at this program
	s_addc_u32 s5, s7, s17
	s_mov_b32 s6, 0                                     ; chunks of 1024 along 'c': whole chunks
	s_cmp_ge_u32 s6, s9
	s_cbranch_scc1 .Llayernorm_backward_dx_loop0_end
.Llayernorm_backward_dx_loop0:
	s_mov_b32 s18, s6
	s_mov_b32 s19, 0
	s_lshl_b64 s[20:21], s[18:19], 2
	s_add_u32 s18, s12, s20                             ; 'w' at this chunk
	s_addc_u32 s19, s13, s21
	global_load_dwordx4 v[14:17], v13, s[18:19]         ; examples/layernorm_backward.kgen:8: 16-byte load of 'w'
	s_add_u32 s18, s10, s20                             ; 'dout' at this chunk
	s_addc_u32 s19, s11, s21
	global_load_dwordx4 v[18:21], v13, s[18:19]         ; examples/layernorm_backward.kgen:8: 16-byte load of 'dout'
	s_waitcnt vmcnt(0)
	v_mul_f32 v22, v14, v18                             ; examples/layernorm_backward.kgen:8
	v_mul_f32 v23, v15, v19                             ; examples/layernorm_backward.kgen:8
	v_mul_f32 v24, v16, v20                             ; examples/layernorm_backward.kgen:8
	v_mul_f32 v25, v17, v21                             ; examples/layernorm_backward.kgen:8
	v_add_f32 v2, v2, v22                               ; sum over 'c' (examples/layernorm_backward.kgen:9)
	v_add_f32 v3, v3, v23                               ; sum over 'c' (examples/layernorm_backward.kgen:9)
	v_add_f32 v4, v4, v24                               ; sum over 'c' (examples/layernorm_backward.kgen:9)
	v_add_f32 v5, v5, v25                               ; sum over 'c' (examples/layernorm_backward.kgen:9)
	s_add_u32 s18, s4, s20                              ; 'x' at this chunk
	s_addc_u32 s19, s5, s21
	global_load_dwordx4 v[14:17], v13, s[18:19]         ; examples/layernorm_backward.kgen:7: 16-byte load of 'x'
	s_waitcnt vmcnt(0)
	v_sub_f32 v18, v14, v12                             ; examples/layernorm_backward.kgen:7
	v_sub_f32 v19, v15, v12                             ; examples/layernorm_backward.kgen:7
	v_sub_f32 v20, v16, v12                             ; examples/layernorm_backward.kgen:7
	v_sub_f32 v21, v17, v12                             ; examples/layernorm_backward.kgen:7
	v_mul_f32 v14, v18, v11                             ; examples/layernorm_backward.kgen:7
	v_mul_f32 v15, v19, v11                             ; examples/layernorm_backward.kgen:7
	v_mul_f32 v16, v20, v11                             ; examples/layernorm_backward.kgen:7
	v_mul_f32 v17, v21, v11                             ; examples/layernorm_backward.kgen:7
	v_mul_f32 v18, v22, v14                             ; examples/layernorm_backward.kgen:10
	v_mul_f32 v14, v23, v15                             ; examples/layernorm_backward.kgen:10
	v_mul_f32 v15, v24, v16                             ; examples/layernorm_backward.kgen:10
	v_mul_f32 v16, v25, v17                             ; examples/layernorm_backward.kgen:10
	v_add_f32 v6, v6, v18                               ; sum over 'c' (examples/layernorm_backward.kgen:10)
	v_add_f32 v7, v7, v14                               ; sum over 'c' (examples/layernorm_backward.kgen:10)
	v_add_f32 v8, v8, v15                               ; sum over 'c' (examples/layernorm_backward.kgen:10)
	v_add_f32 v9, v9, v16                               ; sum over 'c' (examples/layernorm_backward.kgen:10)
	s_add_u32 s6, s6, 0x400
	s_cmp_lt_u32 s6, s9
	s_cbranch_scc1 .Llayernorm_backward_dx_loop0
.Llayernorm_backward_dx_loop0_end:
	s_mov_b32 s7, s6                                    ; chunks of 1024 along 'c': the rest, masked
	s_cmp_ge_u32 s7, s3
	s_cbranch_scc1 .Llayernorm_backward_dx_loop1_end
.Llayernorm_backward_dx_loop1:
	s_sub_u32 s6, s3, s7
	s_mov_b32 s18, s7
	s_mov_b32 s19, 0
	s_lshl_b64 s[20:21], s[18:19], 2
	s_add_u32 s18, s12, s20                             ; 'w' at this chunk
	s_addc_u32 s19, s13, s21
	v_cmp_lt_u32 s[22:23], v10, s6                      ; 'c' element in bounds
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_77
	global_load_dword v14, v13, s[18:19]                ; examples/layernorm_backward.kgen:8: load of 'w'
	s_mov_b64 exec, s[24:25]
	v_add_u32 v15, 1, v10
	v_cmp_lt_u32 s[24:25], v15, s6                      ; 'c' element in bounds
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_80
	global_load_dword v15, v13, s[18:19] offset:4       ; examples/layernorm_backward.kgen:8: load of 'w'
	s_mov_b64 exec, s[26:27]
	v_add_u32 v16, 2, v10
	v_cmp_lt_u32 s[26:27], v16, s6                      ; 'c' element in bounds
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_83
	global_load_dword v16, v13, s[18:19] offset:8       ; examples/layernorm_backward.kgen:8: load of 'w'
	s_mov_b64 exec, s[28:29]
	v_add_u32 v17, 3, v10
	v_cmp_lt_u32 s[28:29], v17, s6                      ; 'c' element in bounds
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_86
	global_load_dword v17, v13, s[18:19] offset:12      ; examples/layernorm_backward.kgen:8: load of 'w'
	s_mov_b64 exec, s[30:31]
	s_add_u32 s18, s10, s20                             ; 'dout' at this chunk
	s_addc_u32 s19, s11, s21
	v_mov_b32 v18, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[22:23]               ; lanes where %vpred_77
	global_load_dword v18, v13, s[18:19]                ; examples/layernorm_backward.kgen:8: load of 'dout'
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[24:25]               ; lanes where %vpred_80
	global_load_dword v19, v13, s[18:19] offset:4       ; examples/layernorm_backward.kgen:8: load of 'dout'
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[26:27]               ; lanes where %vpred_83
	global_load_dword v20, v13, s[18:19] offset:8       ; examples/layernorm_backward.kgen:8: load of 'dout'
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_86
	global_load_dword v21, v13, s[18:19] offset:12      ; examples/layernorm_backward.kgen:8: load of 'dout'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(3)
	v_mul_f32 v22, v14, v18                             ; examples/layernorm_backward.kgen:8
	s_waitcnt vmcnt(2)
	v_mul_f32 v14, v15, v19                             ; examples/layernorm_backward.kgen:8
	s_waitcnt vmcnt(1)
	v_mul_f32 v15, v16, v20                             ; examples/layernorm_backward.kgen:8
	s_waitcnt vmcnt(0)
	v_mul_f32 v16, v17, v21                             ; examples/layernorm_backward.kgen:8
	v_cndmask_b32 v17, 0, v22, s[22:23]                 ; absent elements contribute the identity
	v_add_f32 v2, v2, v17                               ; sum over 'c' (examples/layernorm_backward.kgen:9)
	v_cndmask_b32 v17, 0, v14, s[24:25]                 ; absent elements contribute the identity
	v_add_f32 v3, v3, v17                               ; sum over 'c' (examples/layernorm_backward.kgen:9)
	v_cndmask_b32 v17, 0, v15, s[26:27]                 ; absent elements contribute the identity
	v_add_f32 v4, v4, v17                               ; sum over 'c' (examples/layernorm_backward.kgen:9)
	v_cndmask_b32 v17, 0, v16, s[28:29]                 ; absent elements contribute the identity
	v_add_f32 v5, v5, v17                               ; sum over 'c' (examples/layernorm_backward.kgen:9)
	s_add_u32 s18, s4, s20                              ; 'x' at this chunk
	s_addc_u32 s19, s5, s21
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[22:23]               ; lanes where %vpred_77
	global_load_dword v17, v13, s[18:19]                ; examples/layernorm_backward.kgen:7: load of 'x'
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v18, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_80
	global_load_dword v18, v13, s[18:19] offset:4       ; examples/layernorm_backward.kgen:7: load of 'x'
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_83
	global_load_dword v19, v13, s[18:19] offset:8       ; examples/layernorm_backward.kgen:7: load of 'x'
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_86
	global_load_dword v20, v13, s[18:19] offset:12      ; examples/layernorm_backward.kgen:7: load of 'x'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(3)
	v_sub_f32 v21, v17, v12                             ; examples/layernorm_backward.kgen:7
	s_waitcnt vmcnt(2)
	v_sub_f32 v17, v18, v12                             ; examples/layernorm_backward.kgen:7
	s_waitcnt vmcnt(1)
	v_sub_f32 v18, v19, v12                             ; examples/layernorm_backward.kgen:7
	s_waitcnt vmcnt(0)
	v_sub_f32 v19, v20, v12                             ; examples/layernorm_backward.kgen:7
	v_mul_f32 v20, v21, v11                             ; examples/layernorm_backward.kgen:7
	v_mul_f32 v21, v17, v11                             ; examples/layernorm_backward.kgen:7
	v_mul_f32 v17, v18, v11                             ; examples/layernorm_backward.kgen:7
	v_mul_f32 v18, v19, v11                             ; examples/layernorm_backward.kgen:7
	v_mul_f32 v19, v22, v20                             ; examples/layernorm_backward.kgen:10
	v_mul_f32 v20, v14, v21                             ; examples/layernorm_backward.kgen:10
	v_mul_f32 v14, v15, v17                             ; examples/layernorm_backward.kgen:10
	v_mul_f32 v15, v16, v18                             ; examples/layernorm_backward.kgen:10
	v_cndmask_b32 v16, 0, v19, s[22:23]                 ; absent elements contribute the identity
	v_add_f32 v6, v6, v16                               ; sum over 'c' (examples/layernorm_backward.kgen:10)
	v_cndmask_b32 v16, 0, v20, s[24:25]                 ; absent elements contribute the identity
	v_add_f32 v7, v7, v16                               ; sum over 'c' (examples/layernorm_backward.kgen:10)
	v_cndmask_b32 v16, 0, v14, s[26:27]                 ; absent elements contribute the identity
	v_add_f32 v8, v8, v16                               ; sum over 'c' (examples/layernorm_backward.kgen:10)
	v_cndmask_b32 v14, 0, v15, s[28:29]                 ; absent elements contribute the identity
	v_add_f32 v9, v9, v14                               ; sum over 'c' (examples/layernorm_backward.kgen:10)
	s_add_u32 s7, s7, 0x400
	s_cmp_lt_u32 s7, s3
	s_cbranch_scc1 .Llayernorm_backward_dx_loop1
.Llayernorm_backward_dx_loop1_end:
	v_add_f32 v14, v2, v3                               ; sum over 'c' (examples/layernorm_backward.kgen:9)
	v_add_f32 v2, v14, v4                               ; sum over 'c' (examples/layernorm_backward.kgen:9)
	v_add_f32 v3, v2, v5                                ; sum over 'c' (examples/layernorm_backward.kgen:9)
	v_mov_b32 v2, v3                                    ; sum over 'c' (examples/layernorm_backward.kgen:9): across the lanes of a warp
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
	v_readlane_b32 s6, v2, 0
	v_readlane_b32 s7, v2, 32
	s_nop 1
	v_mov_b32 v2, s7
	v_add_f32 v2, s6, v2
	v_lshrrev_b32 v3, 6, v1
	v_and_b32 v4, 1, v3
	v_lshrrev_b32 v3, 7, v1
	v_and_b32 v5, 1, v3
	v_lshlrev_b32 v3, 1, v5
	v_or_b32 v5, v4, v3                                 ; warp group along 'c'
	v_lshlrev_b32 v3, 2, v5
	v_and_b32 v4, 63, v1
	v_cmp_eq_u32 s[6:7], v4, 0                          ; one lane per warp group and element publishes
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_134
	ds_write_b32 v3, v2                                 ; sum over 'c' (examples/layernorm_backward.kgen:9): this warp group's partial
	s_mov_b64 exec, s[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_mov_b32 v1, 0                                     ; sum over 'c' (examples/layernorm_backward.kgen:9): warp group 0
	ds_read_b32 v2, v1
	v_mov_b32 v1, 0                                     ; sum over 'c' (examples/layernorm_backward.kgen:9): warp group 1
	ds_read_b32 v4, v1 offset:4
	s_waitcnt lgkmcnt(0)
	v_add_f32 v1, v2, v4
	v_mov_b32 v2, 0                                     ; sum over 'c' (examples/layernorm_backward.kgen:9): warp group 2
	ds_read_b32 v4, v2 offset:8
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v1, v4
	v_mov_b32 v1, 0                                     ; sum over 'c' (examples/layernorm_backward.kgen:9): warp group 3
	ds_read_b32 v4, v1 offset:12
	s_waitcnt lgkmcnt(0)
	v_add_f32 v1, v2, v4
	v_add_f32 v2, v6, v7                                ; sum over 'c' (examples/layernorm_backward.kgen:10)
	v_add_f32 v4, v2, v8                                ; sum over 'c' (examples/layernorm_backward.kgen:10)
	v_add_f32 v2, v4, v9                                ; sum over 'c' (examples/layernorm_backward.kgen:10)
	v_mov_b32 v4, v2                                    ; sum over 'c' (examples/layernorm_backward.kgen:10): across the lanes of a warp
	ds_swizzle_b32 v2, v4 offset:swizzle(SWAP,1)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v4, v2
	ds_swizzle_b32 v2, v4 offset:swizzle(SWAP,2)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v4, v2
	ds_swizzle_b32 v2, v4 offset:swizzle(SWAP,4)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v4, v2
	ds_swizzle_b32 v2, v4 offset:swizzle(SWAP,8)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v4, v2
	ds_swizzle_b32 v2, v4 offset:swizzle(SWAP,16)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v4, v2
	s_nop 0
	v_readlane_b32 s8, v4, 0
	v_readlane_b32 s18, v4, 32
	s_nop 1
	v_mov_b32 v2, s18
	v_add_f32 v2, s8, v2
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_134
	ds_write_b32 v3, v2 offset:16                       ; sum over 'c' (examples/layernorm_backward.kgen:10): this warp group's partial
	s_mov_b64 exec, s[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_mov_b32 v2, 0                                     ; sum over 'c' (examples/layernorm_backward.kgen:10): warp group 0
	ds_read_b32 v3, v2 offset:16
	v_mov_b32 v2, 0                                     ; sum over 'c' (examples/layernorm_backward.kgen:10): warp group 1
	ds_read_b32 v4, v2 offset:20
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v3, v4
	v_mov_b32 v3, 0                                     ; sum over 'c' (examples/layernorm_backward.kgen:10): warp group 2
	ds_read_b32 v4, v3 offset:24
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v2, v4
	v_mov_b32 v2, 0                                     ; sum over 'c' (examples/layernorm_backward.kgen:10): warp group 3
	ds_read_b32 v4, v2 offset:28
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v3, v4
	v_cvt_f32_i32 v3, s3                                ; examples/layernorm_backward.kgen:10
	v_div_scale_f32 v4, s[6:7], v3, v3, v2              ; examples/layernorm_backward.kgen:10
	v_rcp_f32 v5, v4
	v_div_scale_f32 v6, vcc, v2, v3, v2
	v_fma_f32 v7, -v4, v5, 1.0
	v_fma_f32 v5, v7, v5, v5
	v_mul_f32 v8, v6, v5
	v_fma_f32 v7, -v4, v8, v6
	v_fma_f32 v8, v7, v5, v8
	v_fma_f32 v7, -v4, v8, v6
	v_div_fmas_f32 v7, v7, v5, v8
	v_div_fixup_f32 v4, v7, v3, v2
	v_div_scale_f32 v2, s[6:7], v3, v3, v1              ; examples/layernorm_backward.kgen:9
	v_rcp_f32 v5, v2
	v_div_scale_f32 v6, vcc, v1, v3, v1
	v_fma_f32 v7, -v2, v5, 1.0
	v_fma_f32 v5, v7, v5, v5
	v_mul_f32 v8, v6, v5
	v_fma_f32 v7, -v2, v8, v6
	v_fma_f32 v8, v7, v5, v8
	v_fma_f32 v7, -v2, v8, v6
	v_div_fmas_f32 v7, v7, v5, v8
	v_div_fixup_f32 v2, v7, v3, v1
	s_add_u32 s6, s14, s16                              ; 'dx' at this program
	s_addc_u32 s7, s15, s17
	s_mov_b32 s8, 0                                     ; chunks of 1024 along 'c': whole chunks
	s_cmp_ge_u32 s8, s9
	s_cbranch_scc1 .Llayernorm_backward_dx_loop2_end
.Llayernorm_backward_dx_loop2:
	s_mov_b32 s14, s8
	s_mov_b32 s15, 0
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s14, s12, s16                             ; 'w' at this chunk
	s_addc_u32 s15, s13, s17
	global_load_dwordx4 v[6:9], v13, s[14:15]           ; examples/layernorm_backward.kgen:8: 16-byte load of 'w'
	s_add_u32 s14, s10, s16                             ; 'dout' at this chunk
	s_addc_u32 s15, s11, s17
	global_load_dwordx4 v[14:17], v13, s[14:15]         ; examples/layernorm_backward.kgen:8: 16-byte load of 'dout'
	s_waitcnt vmcnt(0)
	v_mul_f32 v1, v6, v14                               ; examples/layernorm_backward.kgen:8
	v_mul_f32 v3, v7, v15                               ; examples/layernorm_backward.kgen:8
	v_mul_f32 v5, v8, v16                               ; examples/layernorm_backward.kgen:8
	v_mul_f32 v18, v9, v17                              ; examples/layernorm_backward.kgen:8
	v_sub_f32 v6, v1, v2                                ; examples/layernorm_backward.kgen:11
	v_sub_f32 v1, v3, v2                                ; examples/layernorm_backward.kgen:11
	v_sub_f32 v3, v5, v2                                ; examples/layernorm_backward.kgen:11
	v_sub_f32 v5, v18, v2                               ; examples/layernorm_backward.kgen:11
	s_add_u32 s14, s4, s16                              ; 'x' at this chunk
	s_addc_u32 s15, s5, s17
	global_load_dwordx4 v[14:17], v13, s[14:15]         ; examples/layernorm_backward.kgen:7: 16-byte load of 'x'
	s_waitcnt vmcnt(0)
	v_sub_f32 v7, v14, v12                              ; examples/layernorm_backward.kgen:7
	v_sub_f32 v8, v15, v12                              ; examples/layernorm_backward.kgen:7
	v_sub_f32 v9, v16, v12                              ; examples/layernorm_backward.kgen:7
	v_sub_f32 v18, v17, v12                             ; examples/layernorm_backward.kgen:7
	v_mul_f32 v14, v7, v11                              ; examples/layernorm_backward.kgen:7
	v_mul_f32 v7, v8, v11                               ; examples/layernorm_backward.kgen:7
	v_mul_f32 v8, v9, v11                               ; examples/layernorm_backward.kgen:7
	v_mul_f32 v9, v18, v11                              ; examples/layernorm_backward.kgen:7
	v_mul_f32 v15, v14, v4                              ; examples/layernorm_backward.kgen:11
	v_mul_f32 v14, v7, v4                               ; examples/layernorm_backward.kgen:11
	v_mul_f32 v7, v8, v4                                ; examples/layernorm_backward.kgen:11
	v_mul_f32 v8, v9, v4                                ; examples/layernorm_backward.kgen:11
	v_sub_f32 v9, v6, v15                               ; examples/layernorm_backward.kgen:11
	v_sub_f32 v6, v1, v14                               ; examples/layernorm_backward.kgen:11
	v_sub_f32 v1, v3, v7                                ; examples/layernorm_backward.kgen:11
	v_sub_f32 v3, v5, v8                                ; examples/layernorm_backward.kgen:11
	v_mul_f32 v5, v9, v11                               ; examples/layernorm_backward.kgen:11
	v_mul_f32 v7, v6, v11                               ; examples/layernorm_backward.kgen:11
	v_mul_f32 v6, v1, v11                               ; examples/layernorm_backward.kgen:11
	v_mul_f32 v1, v3, v11                               ; examples/layernorm_backward.kgen:11
	s_add_u32 s14, s6, s16                              ; 'dx' at this chunk
	s_addc_u32 s15, s7, s17
	v_mov_b32 v14, v5                                   ; examples/layernorm_backward.kgen:11: 16-byte store to 'dx'
	v_mov_b32 v15, v7
	v_mov_b32 v16, v6
	v_mov_b32 v17, v1
	global_store_dwordx4 v13, v[14:17], s[14:15]
	s_add_u32 s8, s8, 0x400
	s_cmp_lt_u32 s8, s9
	s_cbranch_scc1 .Llayernorm_backward_dx_loop2
.Llayernorm_backward_dx_loop2_end:
	s_mov_b32 s9, s8                                    ; chunks of 1024 along 'c': the rest, masked
	s_cmp_ge_u32 s9, s3
	s_cbranch_scc1 .Llayernorm_backward_dx_loop3_end
.Llayernorm_backward_dx_loop3:
	s_sub_u32 s8, s3, s9
	s_mov_b32 s14, s9
	s_mov_b32 s15, 0
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s14, s12, s16                             ; 'w' at this chunk
	s_addc_u32 s15, s13, s17
	v_cmp_lt_u32 s[18:19], v10, s8                      ; 'c' element in bounds
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[18:19]               ; lanes where %vpred_209
	global_load_dword v1, v13, s[14:15]                 ; examples/layernorm_backward.kgen:8: load of 'w'
	s_mov_b64 exec, s[20:21]
	v_add_u32 v3, 1, v10
	v_cmp_lt_u32 s[20:21], v3, s8                       ; 'c' element in bounds
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[20:21]               ; lanes where %vpred_212
	global_load_dword v3, v13, s[14:15] offset:4        ; examples/layernorm_backward.kgen:8: load of 'w'
	s_mov_b64 exec, s[22:23]
	v_add_u32 v5, 2, v10
	v_cmp_lt_u32 s[22:23], v5, s8                       ; 'c' element in bounds
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_215
	global_load_dword v5, v13, s[14:15] offset:8        ; examples/layernorm_backward.kgen:8: load of 'w'
	s_mov_b64 exec, s[24:25]
	v_add_u32 v6, 3, v10
	v_cmp_lt_u32 s[24:25], v6, s8                       ; 'c' element in bounds
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_218
	global_load_dword v6, v13, s[14:15] offset:12       ; examples/layernorm_backward.kgen:8: load of 'w'
	s_mov_b64 exec, s[26:27]
	s_add_u32 s14, s10, s16                             ; 'dout' at this chunk
	s_addc_u32 s15, s11, s17
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[18:19]               ; lanes where %vpred_209
	global_load_dword v7, v13, s[14:15]                 ; examples/layernorm_backward.kgen:8: load of 'dout'
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[20:21]               ; lanes where %vpred_212
	global_load_dword v8, v13, s[14:15] offset:4        ; examples/layernorm_backward.kgen:8: load of 'dout'
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[22:23]               ; lanes where %vpred_215
	global_load_dword v9, v13, s[14:15] offset:8        ; examples/layernorm_backward.kgen:8: load of 'dout'
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_218
	global_load_dword v14, v13, s[14:15] offset:12      ; examples/layernorm_backward.kgen:8: load of 'dout'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(3)
	v_mul_f32 v15, v1, v7                               ; examples/layernorm_backward.kgen:8
	s_waitcnt vmcnt(2)
	v_mul_f32 v1, v3, v8                                ; examples/layernorm_backward.kgen:8
	s_waitcnt vmcnt(1)
	v_mul_f32 v3, v5, v9                                ; examples/layernorm_backward.kgen:8
	s_waitcnt vmcnt(0)
	v_mul_f32 v5, v6, v14                               ; examples/layernorm_backward.kgen:8
	v_sub_f32 v6, v15, v2                               ; examples/layernorm_backward.kgen:11
	v_sub_f32 v7, v1, v2                                ; examples/layernorm_backward.kgen:11
	v_sub_f32 v1, v3, v2                                ; examples/layernorm_backward.kgen:11
	v_sub_f32 v3, v5, v2                                ; examples/layernorm_backward.kgen:11
	s_add_u32 s14, s4, s16                              ; 'x' at this chunk
	s_addc_u32 s15, s5, s17
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[18:19]               ; lanes where %vpred_209
	global_load_dword v5, v13, s[14:15]                 ; examples/layernorm_backward.kgen:7: load of 'x'
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[20:21]               ; lanes where %vpred_212
	global_load_dword v8, v13, s[14:15] offset:4        ; examples/layernorm_backward.kgen:7: load of 'x'
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[22:23]               ; lanes where %vpred_215
	global_load_dword v9, v13, s[14:15] offset:8        ; examples/layernorm_backward.kgen:7: load of 'x'
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_218
	global_load_dword v14, v13, s[14:15] offset:12      ; examples/layernorm_backward.kgen:7: load of 'x'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(3)
	v_sub_f32 v15, v5, v12                              ; examples/layernorm_backward.kgen:7
	s_waitcnt vmcnt(2)
	v_sub_f32 v5, v8, v12                               ; examples/layernorm_backward.kgen:7
	s_waitcnt vmcnt(1)
	v_sub_f32 v8, v9, v12                               ; examples/layernorm_backward.kgen:7
	s_waitcnt vmcnt(0)
	v_sub_f32 v9, v14, v12                              ; examples/layernorm_backward.kgen:7
	v_mul_f32 v14, v15, v11                             ; examples/layernorm_backward.kgen:7
	v_mul_f32 v15, v5, v11                              ; examples/layernorm_backward.kgen:7
	v_mul_f32 v5, v8, v11                               ; examples/layernorm_backward.kgen:7
	v_mul_f32 v8, v9, v11                               ; examples/layernorm_backward.kgen:7
	v_mul_f32 v9, v14, v4                               ; examples/layernorm_backward.kgen:11
	v_mul_f32 v14, v15, v4                              ; examples/layernorm_backward.kgen:11
	v_mul_f32 v15, v5, v4                               ; examples/layernorm_backward.kgen:11
	v_mul_f32 v5, v8, v4                                ; examples/layernorm_backward.kgen:11
	v_sub_f32 v8, v6, v9                                ; examples/layernorm_backward.kgen:11
	v_sub_f32 v6, v7, v14                               ; examples/layernorm_backward.kgen:11
	v_sub_f32 v7, v1, v15                               ; examples/layernorm_backward.kgen:11
	v_sub_f32 v1, v3, v5                                ; examples/layernorm_backward.kgen:11
	v_mul_f32 v3, v8, v11                               ; examples/layernorm_backward.kgen:11
	v_mul_f32 v5, v6, v11                               ; examples/layernorm_backward.kgen:11
	v_mul_f32 v6, v7, v11                               ; examples/layernorm_backward.kgen:11
	v_mul_f32 v7, v1, v11                               ; examples/layernorm_backward.kgen:11
	s_add_u32 s14, s6, s16                              ; 'dx' at this chunk
	s_addc_u32 s15, s7, s17
	s_and_saveexec_b64 s[16:17], s[18:19]               ; lanes where %vpred_209
	global_store_dword v13, v3, s[14:15]                ; examples/layernorm_backward.kgen:11: store to 'dx'
	s_mov_b64 exec, s[16:17]
	s_and_saveexec_b64 s[16:17], s[20:21]               ; lanes where %vpred_212
	global_store_dword v13, v5, s[14:15] offset:4       ; examples/layernorm_backward.kgen:11: store to 'dx'
	s_mov_b64 exec, s[16:17]
	s_and_saveexec_b64 s[16:17], s[22:23]               ; lanes where %vpred_215
	global_store_dword v13, v6, s[14:15] offset:8       ; examples/layernorm_backward.kgen:11: store to 'dx'
	s_mov_b64 exec, s[16:17]
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_218
	global_store_dword v13, v7, s[14:15] offset:12      ; examples/layernorm_backward.kgen:11: store to 'dx'
	s_mov_b64 exec, s[16:17]
	s_add_u32 s9, s9, 0x400
	s_cmp_lt_u32 s9, s3
	s_cbranch_scc1 .Llayernorm_backward_dx_loop3
.Llayernorm_backward_dx_loop3_end:
	s_endpgm
.Lfunc_end_layernorm_backward_dx:
	.size	layernorm_backward_dx, .Lfunc_end_layernorm_backward_dx-layernorm_backward_dx

; kernel layernorm_backward_dx_rows128: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel layernorm_backward_dx from examples/layernorm_backward.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: t
;   chunk: t: 8, c: 128; walked in chunks: none
;   layout: t:8 x c:128: reg[c1 c2] lane[c4 c8 c16 c32 c64 t1] warp[t2 t4]
;     (fastest axis 'c', 4 contiguous elements per thread)
;   fastest axis 'c': most bytes of plain accesses are contiguous along it
;   vector 4: 16-byte accesses of 4-byte elements
;   short rows: 'c' at most 128 elements (C <= 128, chosen at launch), 8 rows of 't' a block over 4 waves, each row within one wave
;   value layouts (the dominant layout sliced to each value's axes):
;     L0 [t, c]: t:8 x c:128: reg[c1 c2] lane[c4 c8 c16 c32 c64 t1] warp[t2 t4]
;     L1 [t]: t:8: reg[0 0] lane[0 0 0 0 0 t1] warp[t2 t4]
;     L2 [c]: c:128: reg[c1 c2] lane[c4 c8 c16 c32 c64 0] warp[0 0]
;     L3 []: scalar: reg[0 0] lane[0 0 0 0 0 0] warp[0 0]
;       7:13 load x -> L0; 7:23 load mean -> L1; 7:13 sub -> L0; 7:34 load rstd -> L1; 7:12 mul -> L0; 8:13 load w -> L2
;       8:20 load dout -> L0; 8:13 mul -> L0; 9:18 reduce sum -> L1; 9:39 cast -> L3; 9:18 div -> L1; 10:27 mul -> L0
;       10:23 reduce sum -> L1; 10:51 cast -> L3; 10:23 div -> L1; 11:17 sub -> L0; 11:38 mul -> L0; 11:17 sub -> L0
;       11:64 load rstd -> L1; 11:16 mul -> L0
; resources: 24 VGPRs, 0 AGPRs, 28 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 0 bytes LDS, 56 bytes of arguments, 256 threads
;   arg dout: tensor f32 at 0 (read-only)
;   arg x: tensor f32 at 8 (read-only)
;   arg mean: tensor f32 at 16 (read-only)
;   arg rstd: tensor f32 at 24 (read-only)
;   arg w: tensor f32 at 32 (read-only)
;   arg dx: tensor f32 at 40
;   arg T: dim i32 at 48
;   arg C: dim i32 at 52
; s[0:1] kernarg pointer, s2 workgroup id x, v0 work-item id
	.text
	.globl	layernorm_backward_dx_rows128
	.p2align	8
	.type	layernorm_backward_dx_rows128,@function
layernorm_backward_dx_rows128:
	s_load_dwordx2 s[4:5], s[0:1], 0x0                  ; argument dout
	s_load_dwordx2 s[6:7], s[0:1], 0x8                  ; argument x
	s_load_dwordx2 s[8:9], s[0:1], 0x10                 ; argument mean
	s_load_dwordx2 s[10:11], s[0:1], 0x18               ; argument rstd
	s_load_dwordx2 s[12:13], s[0:1], 0x20               ; argument w
	s_load_dwordx2 s[14:15], s[0:1], 0x28               ; argument dx
	s_load_dword s3, s[0:1], 0x30                       ; argument T
	s_load_dword s16, s[0:1], 0x34                      ; argument C
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s17, s2                                   ; program index along 't'
	s_mul_i32 s18, s17, 8                               ; first 't' of this program's tile (8)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s17, s3, s18
	s_min_u32 s3, s17, 8                                ; 't' elements in this tile
	s_and_b32 s17, s16, 3
	s_cmp_eq_u32 s17, 0                                 ; rows start aligned to 4 elements iff C % 4 == 0
	s_cselect_b32 s17, 1, 0
	s_cmp_ge_u32 s3, 8                                  ; a whole chunk of 't' (8) is in bounds
	s_cselect_b32 s19, 1, 0
	s_cmp_ge_u32 s16, 0x80                              ; a whole chunk of 'c' (128) is in bounds
	s_cselect_b32 s20, 1, 0
	s_and_b32 s21, s19, s20
	s_and_b32 s19, s21, s17
	v_and_b32 v2, 31, v1
	v_lshlrev_b32 v3, 2, v2
	v_lshlrev_b32 v2, 2, v3                             ; thread's byte offset in a chunk of 'w'
	v_lshrrev_b32 v4, 5, v1
	v_mul_lo_u32 v1, s16, v4
	v_add_u32 v5, v1, v3
	v_lshlrev_b32 v1, 2, v5                             ; thread's byte offset in a chunk of 'dout'
	s_mul_i32 s20, s18, s16
	s_mul_hi_u32 s21, s18, s16
	s_lshl_b64 s[22:23], s[20:21], 2
	s_add_u32 s20, s4, s22                              ; 'dout' at this program
	s_addc_u32 s21, s5, s23
	s_add_u32 s4, s6, s22                               ; 'x' at this program
	s_addc_u32 s5, s7, s23
	v_lshlrev_b32 v5, 2, v4                             ; thread's byte offset in a chunk of 'mean'
	s_mov_b32 s6, s18
	s_mov_b32 s7, 0
	s_lshl_b64 s[24:25], s[6:7], 2
	s_add_u32 s6, s8, s24                               ; 'mean' at this program
	s_addc_u32 s7, s9, s25
	s_add_u32 s8, s10, s24                              ; 'rstd' at this program
	s_addc_u32 s9, s11, s25
	s_add_u32 s10, s14, s22                             ; 'dx' at this program
	s_addc_u32 s11, s15, s23
	s_cmp_eq_u32 s19, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Llayernorm_backward_dx_rows128_if0_else
	global_load_dwordx4 v[6:9], v2, s[12:13]            ; examples/layernorm_backward.kgen:8: 16-byte load of 'w'
	global_load_dwordx4 v[10:13], v1, s[20:21]          ; examples/layernorm_backward.kgen:8: 16-byte load of 'dout'
	s_waitcnt vmcnt(0)
	v_mul_f32 v14, v6, v10                              ; examples/layernorm_backward.kgen:8
	v_mul_f32 v15, v7, v11                              ; examples/layernorm_backward.kgen:8
	v_mul_f32 v16, v8, v12                              ; examples/layernorm_backward.kgen:8
	v_mul_f32 v17, v9, v13                              ; examples/layernorm_backward.kgen:8
	v_add_f32 v6, v14, v15                              ; sum over 'c' (examples/layernorm_backward.kgen:9)
	v_add_f32 v7, v6, v16                               ; sum over 'c' (examples/layernorm_backward.kgen:9)
	v_add_f32 v6, v7, v17                               ; sum over 'c' (examples/layernorm_backward.kgen:9)
	ds_swizzle_b32 v7, v6 offset:swizzle(SWAP,1)        ; sum over 'c' (examples/layernorm_backward.kgen:9): lanes 1 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v6, v7
	ds_swizzle_b32 v6, v8 offset:swizzle(SWAP,2)        ; sum over 'c' (examples/layernorm_backward.kgen:9): lanes 2 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v7, v8, v6
	ds_swizzle_b32 v6, v7 offset:swizzle(SWAP,4)        ; sum over 'c' (examples/layernorm_backward.kgen:9): lanes 4 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v7, v6
	ds_swizzle_b32 v6, v8 offset:swizzle(SWAP,8)        ; sum over 'c' (examples/layernorm_backward.kgen:9): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v7, v8, v6
	ds_swizzle_b32 v6, v7 offset:swizzle(SWAP,16)       ; sum over 'c' (examples/layernorm_backward.kgen:9): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v7, v6
	v_cvt_f32_i32 v6, s16                               ; examples/layernorm_backward.kgen:9
	v_div_scale_f32 v7, s[14:15], v6, v6, v8            ; examples/layernorm_backward.kgen:9
	v_rcp_f32 v9, v7
	v_div_scale_f32 v10, vcc, v8, v6, v8
	v_fma_f32 v11, -v7, v9, 1.0
	v_fma_f32 v9, v11, v9, v9
	v_mul_f32 v12, v10, v9
	v_fma_f32 v11, -v7, v12, v10
	v_fma_f32 v12, v11, v9, v12
	v_fma_f32 v11, -v7, v12, v10
	v_div_fmas_f32 v11, v11, v9, v12
	v_div_fixup_f32 v7, v11, v6, v8
	v_sub_f32 v8, v14, v7                               ; examples/layernorm_backward.kgen:11
	v_sub_f32 v9, v15, v7                               ; examples/layernorm_backward.kgen:11
	v_sub_f32 v10, v16, v7                              ; examples/layernorm_backward.kgen:11
	v_sub_f32 v11, v17, v7                              ; examples/layernorm_backward.kgen:11
	global_load_dwordx4 v[18:21], v1, s[4:5]            ; examples/layernorm_backward.kgen:7: 16-byte load of 'x'
	global_load_dword v7, v5, s[6:7]                    ; examples/layernorm_backward.kgen:7: load of 'mean'
	s_waitcnt vmcnt(0)
	v_sub_f32 v12, v18, v7                              ; examples/layernorm_backward.kgen:7
	v_sub_f32 v13, v19, v7                              ; examples/layernorm_backward.kgen:7
	v_sub_f32 v22, v20, v7                              ; examples/layernorm_backward.kgen:7
	v_sub_f32 v23, v21, v7                              ; examples/layernorm_backward.kgen:7
	global_load_dword v7, v5, s[8:9]                    ; examples/layernorm_backward.kgen:7: load of 'rstd'
	s_waitcnt vmcnt(0)
	v_mul_f32 v18, v12, v7                              ; examples/layernorm_backward.kgen:7
	v_mul_f32 v12, v13, v7                              ; examples/layernorm_backward.kgen:7
	v_mul_f32 v13, v22, v7                              ; examples/layernorm_backward.kgen:7
	v_mul_f32 v19, v23, v7                              ; examples/layernorm_backward.kgen:7
	v_mul_f32 v20, v14, v18                             ; examples/layernorm_backward.kgen:10
	v_mul_f32 v14, v15, v12                             ; examples/layernorm_backward.kgen:10
	v_mul_f32 v15, v16, v13                             ; examples/layernorm_backward.kgen:10
	v_mul_f32 v16, v17, v19                             ; examples/layernorm_backward.kgen:10
	v_add_f32 v17, v20, v14                             ; sum over 'c' (examples/layernorm_backward.kgen:10)
	v_add_f32 v14, v17, v15                             ; sum over 'c' (examples/layernorm_backward.kgen:10)
	v_add_f32 v15, v14, v16                             ; sum over 'c' (examples/layernorm_backward.kgen:10)
	ds_swizzle_b32 v14, v15 offset:swizzle(SWAP,1)      ; sum over 'c' (examples/layernorm_backward.kgen:10): lanes 1 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v16, v15, v14
	ds_swizzle_b32 v14, v16 offset:swizzle(SWAP,2)      ; sum over 'c' (examples/layernorm_backward.kgen:10): lanes 2 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v15, v16, v14
	ds_swizzle_b32 v14, v15 offset:swizzle(SWAP,4)      ; sum over 'c' (examples/layernorm_backward.kgen:10): lanes 4 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v16, v15, v14
	ds_swizzle_b32 v14, v16 offset:swizzle(SWAP,8)      ; sum over 'c' (examples/layernorm_backward.kgen:10): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v15, v16, v14
	ds_swizzle_b32 v14, v15 offset:swizzle(SWAP,16)     ; sum over 'c' (examples/layernorm_backward.kgen:10): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v16, v15, v14
	v_div_scale_f32 v14, s[14:15], v6, v6, v16          ; examples/layernorm_backward.kgen:10
	v_rcp_f32 v15, v14
	v_div_scale_f32 v17, vcc, v16, v6, v16
	v_fma_f32 v20, -v14, v15, 1.0
	v_fma_f32 v15, v20, v15, v15
	v_mul_f32 v21, v17, v15
	v_fma_f32 v20, -v14, v21, v17
	v_fma_f32 v21, v20, v15, v21
	v_fma_f32 v20, -v14, v21, v17
	v_div_fmas_f32 v20, v20, v15, v21
	v_div_fixup_f32 v14, v20, v6, v16
	v_mul_f32 v6, v18, v14                              ; examples/layernorm_backward.kgen:11
	v_mul_f32 v15, v12, v14                             ; examples/layernorm_backward.kgen:11
	v_mul_f32 v12, v13, v14                             ; examples/layernorm_backward.kgen:11
	v_mul_f32 v13, v19, v14                             ; examples/layernorm_backward.kgen:11
	v_sub_f32 v14, v8, v6                               ; examples/layernorm_backward.kgen:11
	v_sub_f32 v6, v9, v15                               ; examples/layernorm_backward.kgen:11
	v_sub_f32 v8, v10, v12                              ; examples/layernorm_backward.kgen:11
	v_sub_f32 v9, v11, v13                              ; examples/layernorm_backward.kgen:11
	v_mul_f32 v10, v14, v7                              ; examples/layernorm_backward.kgen:11
	v_mul_f32 v11, v6, v7                               ; examples/layernorm_backward.kgen:11
	v_mul_f32 v6, v8, v7                                ; examples/layernorm_backward.kgen:11
	v_mul_f32 v8, v9, v7                                ; examples/layernorm_backward.kgen:11
	v_mov_b32 v12, v10                                  ; examples/layernorm_backward.kgen:11: 16-byte store to 'dx'
	v_mov_b32 v13, v11
	v_mov_b32 v14, v6
	v_mov_b32 v15, v8
	global_store_dwordx4 v1, v[12:15], s[10:11]
	s_branch .Llayernorm_backward_dx_rows128_if0_end
.Llayernorm_backward_dx_rows128_if0_else:
	v_cmp_lt_u32 s[14:15], v3, s16                      ; 'c' element in bounds
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[18:19], s[14:15]               ; lanes where %vpred_113
	global_load_dword v6, v2, s[12:13]                  ; examples/layernorm_backward.kgen:8: load of 'w'
	s_mov_b64 exec, s[18:19]
	v_add_u32 v7, 1, v3
	v_cmp_lt_u32 s[18:19], v7, s16                      ; 'c' element in bounds
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[18:19]               ; lanes where %vpred_116
	global_load_dword v7, v2, s[12:13] offset:4         ; examples/layernorm_backward.kgen:8: load of 'w'
	s_mov_b64 exec, s[22:23]
	v_add_u32 v8, 2, v3
	v_cmp_lt_u32 s[22:23], v8, s16                      ; 'c' element in bounds
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_119
	global_load_dword v8, v2, s[12:13] offset:8         ; examples/layernorm_backward.kgen:8: load of 'w'
	s_mov_b64 exec, s[24:25]
	v_add_u32 v9, 3, v3
	v_cmp_lt_u32 s[24:25], v9, s16                      ; 'c' element in bounds
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_122
	global_load_dword v3, v2, s[12:13] offset:12        ; examples/layernorm_backward.kgen:8: load of 'w'
	s_mov_b64 exec, s[26:27]
	v_cmp_lt_u32 s[12:13], v4, s3                       ; 't' element in bounds
	s_and_b64 s[26:27], s[12:13], s[14:15]
	v_mov_b32 v2, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_125
	global_load_dword v2, v1, s[20:21]                  ; examples/layernorm_backward.kgen:8: load of 'dout'
	s_mov_b64 exec, s[14:15]
	s_and_b64 s[14:15], s[12:13], s[18:19]
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[18:19], s[14:15]               ; lanes where %vpred_127
	global_load_dword v4, v1, s[20:21] offset:4         ; examples/layernorm_backward.kgen:8: load of 'dout'
	s_mov_b64 exec, s[18:19]
	s_and_b64 s[18:19], s[12:13], s[22:23]
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[18:19]               ; lanes where %vpred_129
	global_load_dword v9, v1, s[20:21] offset:8         ; examples/layernorm_backward.kgen:8: load of 'dout'
	s_mov_b64 exec, s[22:23]
	s_and_b64 s[22:23], s[12:13], s[24:25]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_131
	global_load_dword v10, v1, s[20:21] offset:12       ; examples/layernorm_backward.kgen:8: load of 'dout'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(3)
	v_mul_f32 v11, v6, v2                               ; examples/layernorm_backward.kgen:8
	s_waitcnt vmcnt(2)
	v_mul_f32 v2, v7, v4                                ; examples/layernorm_backward.kgen:8
	s_waitcnt vmcnt(1)
	v_mul_f32 v4, v8, v9                                ; examples/layernorm_backward.kgen:8
	s_waitcnt vmcnt(0)
	v_mul_f32 v6, v3, v10                               ; examples/layernorm_backward.kgen:8
	v_cndmask_b32 v3, 0, v11, s[26:27]                  ; absent elements contribute the identity
	v_cndmask_b32 v7, 0, v2, s[14:15]                   ; absent elements contribute the identity
	v_cndmask_b32 v8, 0, v4, s[18:19]                   ; absent elements contribute the identity
	v_cndmask_b32 v9, 0, v6, s[22:23]                   ; absent elements contribute the identity
	v_add_f32 v10, v3, v7                               ; sum over 'c' (examples/layernorm_backward.kgen:9)
	v_add_f32 v3, v10, v8                               ; sum over 'c' (examples/layernorm_backward.kgen:9)
	v_add_f32 v7, v3, v9                                ; sum over 'c' (examples/layernorm_backward.kgen:9)
	ds_swizzle_b32 v3, v7 offset:swizzle(SWAP,1)        ; sum over 'c' (examples/layernorm_backward.kgen:9): lanes 1 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v7, v3
	ds_swizzle_b32 v3, v8 offset:swizzle(SWAP,2)        ; sum over 'c' (examples/layernorm_backward.kgen:9): lanes 2 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v7, v8, v3
	ds_swizzle_b32 v3, v7 offset:swizzle(SWAP,4)        ; sum over 'c' (examples/layernorm_backward.kgen:9): lanes 4 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v7, v3
	ds_swizzle_b32 v3, v8 offset:swizzle(SWAP,8)        ; sum over 'c' (examples/layernorm_backward.kgen:9): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v7, v8, v3
	ds_swizzle_b32 v3, v7 offset:swizzle(SWAP,16)       ; sum over 'c' (examples/layernorm_backward.kgen:9): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v7, v3
	v_cvt_f32_i32 v3, s16                               ; examples/layernorm_backward.kgen:9
	v_div_scale_f32 v7, s[16:17], v3, v3, v8            ; examples/layernorm_backward.kgen:9
	v_rcp_f32 v9, v7
	v_div_scale_f32 v10, vcc, v8, v3, v8
	v_fma_f32 v12, -v7, v9, 1.0
	v_fma_f32 v9, v12, v9, v9
	v_mul_f32 v13, v10, v9
	v_fma_f32 v12, -v7, v13, v10
	v_fma_f32 v13, v12, v9, v13
	v_fma_f32 v12, -v7, v13, v10
	v_div_fmas_f32 v12, v12, v9, v13
	v_div_fixup_f32 v7, v12, v3, v8
	v_sub_f32 v8, v11, v7                               ; examples/layernorm_backward.kgen:11
	v_sub_f32 v9, v2, v7                                ; examples/layernorm_backward.kgen:11
	v_sub_f32 v10, v4, v7                               ; examples/layernorm_backward.kgen:11
	v_sub_f32 v12, v6, v7                               ; examples/layernorm_backward.kgen:11
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[16:17], s[26:27]               ; lanes where %vpred_125
	global_load_dword v7, v1, s[4:5]                    ; examples/layernorm_backward.kgen:7: load of 'x'
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v13, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[14:15]               ; lanes where %vpred_127
	global_load_dword v13, v1, s[4:5] offset:4          ; examples/layernorm_backward.kgen:7: load of 'x'
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[18:19]               ; lanes where %vpred_129
	global_load_dword v14, v1, s[4:5] offset:8          ; examples/layernorm_backward.kgen:7: load of 'x'
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[22:23]               ; lanes where %vpred_131
	global_load_dword v15, v1, s[4:5] offset:12         ; examples/layernorm_backward.kgen:7: load of 'x'
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[4:5], s[12:13]                 ; lanes where %vpred_124
	global_load_dword v16, v5, s[6:7]                   ; examples/layernorm_backward.kgen:7: load of 'mean'
	s_mov_b64 exec, s[4:5]
	s_waitcnt vmcnt(0)
	v_sub_f32 v17, v7, v16                              ; examples/layernorm_backward.kgen:7
	v_sub_f32 v7, v13, v16                              ; examples/layernorm_backward.kgen:7
	v_sub_f32 v13, v14, v16                             ; examples/layernorm_backward.kgen:7
	v_sub_f32 v14, v15, v16                             ; examples/layernorm_backward.kgen:7
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[4:5], s[12:13]                 ; lanes where %vpred_124
	global_load_dword v15, v5, s[8:9]                   ; examples/layernorm_backward.kgen:7: load of 'rstd'
	s_mov_b64 exec, s[4:5]
	s_waitcnt vmcnt(0)
	v_mul_f32 v5, v17, v15                              ; examples/layernorm_backward.kgen:7
	v_mul_f32 v16, v7, v15                              ; examples/layernorm_backward.kgen:7
	v_mul_f32 v7, v13, v15                              ; examples/layernorm_backward.kgen:7
	v_mul_f32 v13, v14, v15                             ; examples/layernorm_backward.kgen:7
	v_mul_f32 v14, v11, v5                              ; examples/layernorm_backward.kgen:10
	v_mul_f32 v11, v2, v16                              ; examples/layernorm_backward.kgen:10
	v_mul_f32 v2, v4, v7                                ; examples/layernorm_backward.kgen:10
	v_mul_f32 v4, v6, v13                               ; examples/layernorm_backward.kgen:10
	v_cndmask_b32 v6, 0, v14, s[26:27]                  ; absent elements contribute the identity
	v_cndmask_b32 v14, 0, v11, s[14:15]                 ; absent elements contribute the identity
	v_cndmask_b32 v11, 0, v2, s[18:19]                  ; absent elements contribute the identity
	v_cndmask_b32 v2, 0, v4, s[22:23]                   ; absent elements contribute the identity
	v_add_f32 v4, v6, v14                               ; sum over 'c' (examples/layernorm_backward.kgen:10)
	v_add_f32 v6, v4, v11                               ; sum over 'c' (examples/layernorm_backward.kgen:10)
	v_add_f32 v4, v6, v2                                ; sum over 'c' (examples/layernorm_backward.kgen:10)
	ds_swizzle_b32 v2, v4 offset:swizzle(SWAP,1)        ; sum over 'c' (examples/layernorm_backward.kgen:10): lanes 1 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v6, v4, v2
	ds_swizzle_b32 v2, v6 offset:swizzle(SWAP,2)        ; sum over 'c' (examples/layernorm_backward.kgen:10): lanes 2 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v6, v2
	ds_swizzle_b32 v2, v4 offset:swizzle(SWAP,4)        ; sum over 'c' (examples/layernorm_backward.kgen:10): lanes 4 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v6, v4, v2
	ds_swizzle_b32 v2, v6 offset:swizzle(SWAP,8)        ; sum over 'c' (examples/layernorm_backward.kgen:10): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v6, v2
	ds_swizzle_b32 v2, v4 offset:swizzle(SWAP,16)       ; sum over 'c' (examples/layernorm_backward.kgen:10): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v6, v4, v2
	v_div_scale_f32 v2, s[4:5], v3, v3, v6              ; examples/layernorm_backward.kgen:10
	v_rcp_f32 v4, v2
	v_div_scale_f32 v11, vcc, v6, v3, v6
	v_fma_f32 v14, -v2, v4, 1.0
	v_fma_f32 v4, v14, v4, v4
	v_mul_f32 v17, v11, v4
	v_fma_f32 v14, -v2, v17, v11
	v_fma_f32 v17, v14, v4, v17
	v_fma_f32 v14, -v2, v17, v11
	v_div_fmas_f32 v14, v14, v4, v17
	v_div_fixup_f32 v2, v14, v3, v6
	v_mul_f32 v3, v5, v2                                ; examples/layernorm_backward.kgen:11
	v_mul_f32 v4, v16, v2                               ; examples/layernorm_backward.kgen:11
	v_mul_f32 v5, v7, v2                                ; examples/layernorm_backward.kgen:11
	v_mul_f32 v6, v13, v2                               ; examples/layernorm_backward.kgen:11
	v_sub_f32 v2, v8, v3                                ; examples/layernorm_backward.kgen:11
	v_sub_f32 v3, v9, v4                                ; examples/layernorm_backward.kgen:11
	v_sub_f32 v4, v10, v5                               ; examples/layernorm_backward.kgen:11
	v_sub_f32 v5, v12, v6                               ; examples/layernorm_backward.kgen:11
	v_mul_f32 v6, v2, v15                               ; examples/layernorm_backward.kgen:11
	v_mul_f32 v2, v3, v15                               ; examples/layernorm_backward.kgen:11
	v_mul_f32 v3, v4, v15                               ; examples/layernorm_backward.kgen:11
	v_mul_f32 v4, v5, v15                               ; examples/layernorm_backward.kgen:11
	s_and_saveexec_b64 s[4:5], s[26:27]                 ; lanes where %vpred_125
	global_store_dword v1, v6, s[10:11]                 ; examples/layernorm_backward.kgen:11: store to 'dx'
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[14:15]                 ; lanes where %vpred_127
	global_store_dword v1, v2, s[10:11] offset:4        ; examples/layernorm_backward.kgen:11: store to 'dx'
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[18:19]                 ; lanes where %vpred_129
	global_store_dword v1, v3, s[10:11] offset:8        ; examples/layernorm_backward.kgen:11: store to 'dx'
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[22:23]                 ; lanes where %vpred_131
	global_store_dword v1, v4, s[10:11] offset:12       ; examples/layernorm_backward.kgen:11: store to 'dx'
	s_mov_b64 exec, s[4:5]
.Llayernorm_backward_dx_rows128_if0_end:
	s_endpgm
.Lfunc_end_layernorm_backward_dx_rows128:
	.size	layernorm_backward_dx_rows128, .Lfunc_end_layernorm_backward_dx_rows128-layernorm_backward_dx_rows128

; kernel layernorm_backward_dx_rows1024: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel layernorm_backward_dx from examples/layernorm_backward.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: t
;   chunk: t: 4, c: 1024; walked in chunks: none
;   layout: t:4 x c:1024: reg[c1 c2 c256 c512] lane[c4 c8 c16 c32 c64 c128] warp[t1 t2]
;     (fastest axis 'c', 4 contiguous elements per thread)
;   fastest axis 'c': most bytes of plain accesses are contiguous along it
;   vector 4: 16-byte accesses of 4-byte elements
;   short rows: 'c' at most 1024 elements (C <= 1024, chosen at launch), 4 rows of 't' a block over 4 waves, each row within one wave
;   value layouts (the dominant layout sliced to each value's axes):
;     L0 [t, c]: t:4 x c:1024: reg[c1 c2 c256 c512] lane[c4 c8 c16 c32 c64 c128] warp[t1 t2]
;     L1 [t]: t:4: reg[0 0 0 0] lane[0 0 0 0 0 0] warp[t1 t2]
;     L2 [c]: c:1024: reg[c1 c2 c256 c512] lane[c4 c8 c16 c32 c64 c128] warp[0 0]
;     L3 []: scalar: reg[0 0 0 0] lane[0 0 0 0 0 0] warp[0 0]
;       7:13 load x -> L0; 7:23 load mean -> L1; 7:13 sub -> L0; 7:34 load rstd -> L1; 7:12 mul -> L0; 8:13 load w -> L2
;       8:20 load dout -> L0; 8:13 mul -> L0; 9:18 reduce sum -> L1; 9:39 cast -> L3; 9:18 div -> L1; 10:27 mul -> L0
;       10:23 reduce sum -> L1; 10:51 cast -> L3; 10:23 div -> L1; 11:17 sub -> L0; 11:38 mul -> L0; 11:17 sub -> L0
;       11:64 load rstd -> L1; 11:16 mul -> L0
; resources: 60 VGPRs, 0 AGPRs, 52 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 0 bytes LDS, 56 bytes of arguments, 256 threads
;   arg dout: tensor f32 at 0 (read-only)
;   arg x: tensor f32 at 8 (read-only)
;   arg mean: tensor f32 at 16 (read-only)
;   arg rstd: tensor f32 at 24 (read-only)
;   arg w: tensor f32 at 32 (read-only)
;   arg dx: tensor f32 at 40
;   arg T: dim i32 at 48
;   arg C: dim i32 at 52
; s[0:1] kernarg pointer, s2 workgroup id x, v0 work-item id
	.text
	.globl	layernorm_backward_dx_rows1024
	.p2align	8
	.type	layernorm_backward_dx_rows1024,@function
layernorm_backward_dx_rows1024:
	s_load_dwordx2 s[4:5], s[0:1], 0x0                  ; argument dout
	s_load_dwordx2 s[6:7], s[0:1], 0x8                  ; argument x
	s_load_dwordx2 s[8:9], s[0:1], 0x10                 ; argument mean
	s_load_dwordx2 s[10:11], s[0:1], 0x18               ; argument rstd
	s_load_dwordx2 s[12:13], s[0:1], 0x20               ; argument w
	s_load_dwordx2 s[14:15], s[0:1], 0x28               ; argument dx
	s_load_dword s3, s[0:1], 0x30                       ; argument T
	s_load_dword s16, s[0:1], 0x34                      ; argument C
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s17, s2                                   ; program index along 't'
	s_mul_i32 s18, s17, 4                               ; first 't' of this program's tile (4)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s17, s3, s18
	s_min_u32 s3, s17, 4                                ; 't' elements in this tile
	s_and_b32 s17, s16, 3
	s_cmp_eq_u32 s17, 0                                 ; rows start aligned to 4 elements iff C % 4 == 0
	s_cselect_b32 s17, 1, 0
	s_cmp_ge_u32 s3, 4                                  ; a whole chunk of 't' (4) is in bounds
	s_cselect_b32 s19, 1, 0
	s_cmp_ge_u32 s16, 0x400                             ; a whole chunk of 'c' (1024) is in bounds
	s_cselect_b32 s20, 1, 0
	s_and_b32 s21, s19, s20
	s_and_b32 s19, s21, s17
	v_and_b32 v2, 63, v1
	v_lshlrev_b32 v3, 2, v2
	v_lshlrev_b32 v2, 2, v3                             ; thread's byte offset in a chunk of 'w'
	v_lshrrev_b32 v4, 6, v1
	v_mul_lo_u32 v1, s16, v4
	v_add_u32 v5, v1, v3
	v_lshlrev_b32 v1, 2, v5                             ; thread's byte offset in a chunk of 'dout'
	s_mul_i32 s20, s18, s16
	s_mul_hi_u32 s21, s18, s16
	s_lshl_b64 s[22:23], s[20:21], 2
	s_add_u32 s20, s4, s22                              ; 'dout' at this program
	s_addc_u32 s21, s5, s23
	s_add_u32 s4, s6, s22                               ; 'x' at this program
	s_addc_u32 s5, s7, s23
	v_lshlrev_b32 v5, 2, v4                             ; thread's byte offset in a chunk of 'mean'
	s_mov_b32 s6, s18
	s_mov_b32 s7, 0
	s_lshl_b64 s[24:25], s[6:7], 2
	s_add_u32 s6, s8, s24                               ; 'mean' at this program
	s_addc_u32 s7, s9, s25
	s_add_u32 s8, s10, s24                              ; 'rstd' at this program
	s_addc_u32 s9, s11, s25
	s_add_u32 s10, s14, s22                             ; 'dx' at this program
	s_addc_u32 s11, s15, s23
	s_cmp_eq_u32 s19, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Llayernorm_backward_dx_rows1024_if0_else
	global_load_dwordx4 v[6:9], v2, s[12:13]            ; examples/layernorm_backward.kgen:8: 16-byte load of 'w'
	global_load_dwordx4 v[10:13], v2, s[12:13] offset:1024 ; examples/layernorm_backward.kgen:8: 16-byte load of 'w'
	global_load_dwordx4 v[14:17], v2, s[12:13] offset:2048 ; examples/layernorm_backward.kgen:8: 16-byte load of 'w'
	global_load_dwordx4 v[18:21], v2, s[12:13] offset:3072 ; examples/layernorm_backward.kgen:8: 16-byte load of 'w'
	global_load_dwordx4 v[22:25], v1, s[20:21]          ; examples/layernorm_backward.kgen:8: 16-byte load of 'dout'
	global_load_dwordx4 v[26:29], v1, s[20:21] offset:1024 ; examples/layernorm_backward.kgen:8: 16-byte load of 'dout'
	global_load_dwordx4 v[30:33], v1, s[20:21] offset:2048 ; examples/layernorm_backward.kgen:8: 16-byte load of 'dout'
	global_load_dwordx4 v[34:37], v1, s[20:21] offset:3072 ; examples/layernorm_backward.kgen:8: 16-byte load of 'dout'
	s_waitcnt vmcnt(3)
	v_mul_f32 v38, v6, v22                              ; examples/layernorm_backward.kgen:8
	v_mul_f32 v39, v7, v23                              ; examples/layernorm_backward.kgen:8
	v_mul_f32 v40, v8, v24                              ; examples/layernorm_backward.kgen:8
	v_mul_f32 v41, v9, v25                              ; examples/layernorm_backward.kgen:8
	s_waitcnt vmcnt(2)
	v_mul_f32 v6, v10, v26                              ; examples/layernorm_backward.kgen:8
	v_mul_f32 v7, v11, v27                              ; examples/layernorm_backward.kgen:8
	v_mul_f32 v8, v12, v28                              ; examples/layernorm_backward.kgen:8
	v_mul_f32 v9, v13, v29                              ; examples/layernorm_backward.kgen:8
	s_waitcnt vmcnt(1)
	v_mul_f32 v10, v14, v30                             ; examples/layernorm_backward.kgen:8
	v_mul_f32 v11, v15, v31                             ; examples/layernorm_backward.kgen:8
	v_mul_f32 v12, v16, v32                             ; examples/layernorm_backward.kgen:8
	v_mul_f32 v13, v17, v33                             ; examples/layernorm_backward.kgen:8
	s_waitcnt vmcnt(0)
	v_mul_f32 v14, v18, v34                             ; examples/layernorm_backward.kgen:8
	v_mul_f32 v15, v19, v35                             ; examples/layernorm_backward.kgen:8
	v_mul_f32 v16, v20, v36                             ; examples/layernorm_backward.kgen:8
	v_mul_f32 v17, v21, v37                             ; examples/layernorm_backward.kgen:8
	v_add_f32 v18, v38, v39                             ; sum over 'c' (examples/layernorm_backward.kgen:9)
	v_add_f32 v19, v18, v40                             ; sum over 'c' (examples/layernorm_backward.kgen:9)
	v_add_f32 v18, v19, v41                             ; sum over 'c' (examples/layernorm_backward.kgen:9)
	v_add_f32 v19, v18, v6                              ; sum over 'c' (examples/layernorm_backward.kgen:9)
	v_add_f32 v18, v19, v7                              ; sum over 'c' (examples/layernorm_backward.kgen:9)
	v_add_f32 v19, v18, v8                              ; sum over 'c' (examples/layernorm_backward.kgen:9)
	v_add_f32 v18, v19, v9                              ; sum over 'c' (examples/layernorm_backward.kgen:9)
	v_add_f32 v19, v18, v10                             ; sum over 'c' (examples/layernorm_backward.kgen:9)
	v_add_f32 v18, v19, v11                             ; sum over 'c' (examples/layernorm_backward.kgen:9)
	v_add_f32 v19, v18, v12                             ; sum over 'c' (examples/layernorm_backward.kgen:9)
	v_add_f32 v18, v19, v13                             ; sum over 'c' (examples/layernorm_backward.kgen:9)
	v_add_f32 v19, v18, v14                             ; sum over 'c' (examples/layernorm_backward.kgen:9)
	v_add_f32 v18, v19, v15                             ; sum over 'c' (examples/layernorm_backward.kgen:9)
	v_add_f32 v19, v18, v16                             ; sum over 'c' (examples/layernorm_backward.kgen:9)
	v_add_f32 v18, v19, v17                             ; sum over 'c' (examples/layernorm_backward.kgen:9)
	v_mov_b32 v19, v18                                  ; sum over 'c' (examples/layernorm_backward.kgen:9): across the lanes of a warp
	ds_swizzle_b32 v18, v19 offset:swizzle(SWAP,1)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v19, v19, v18
	ds_swizzle_b32 v18, v19 offset:swizzle(SWAP,2)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v19, v19, v18
	ds_swizzle_b32 v18, v19 offset:swizzle(SWAP,4)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v19, v19, v18
	ds_swizzle_b32 v18, v19 offset:swizzle(SWAP,8)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v19, v19, v18
	ds_swizzle_b32 v18, v19 offset:swizzle(SWAP,16)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v19, v19, v18
	s_nop 0
	v_readlane_b32 s14, v19, 0
	v_readlane_b32 s15, v19, 32
	s_nop 1
	v_mov_b32 v18, s15
	v_add_f32 v18, s14, v18
	v_cvt_f32_i32 v19, s16                              ; examples/layernorm_backward.kgen:9
	v_div_scale_f32 v20, s[14:15], v19, v19, v18        ; examples/layernorm_backward.kgen:9
	v_rcp_f32 v21, v20
	v_div_scale_f32 v22, vcc, v18, v19, v18
	v_fma_f32 v23, -v20, v21, 1.0
	v_fma_f32 v21, v23, v21, v21
	v_mul_f32 v24, v22, v21
	v_fma_f32 v23, -v20, v24, v22
	v_fma_f32 v24, v23, v21, v24
	v_fma_f32 v23, -v20, v24, v22
	v_div_fmas_f32 v23, v23, v21, v24
	v_div_fixup_f32 v20, v23, v19, v18
	v_sub_f32 v18, v38, v20                             ; examples/layernorm_backward.kgen:11
	v_sub_f32 v21, v39, v20                             ; examples/layernorm_backward.kgen:11
	v_sub_f32 v22, v40, v20                             ; examples/layernorm_backward.kgen:11
	v_sub_f32 v23, v41, v20                             ; examples/layernorm_backward.kgen:11
	v_sub_f32 v24, v6, v20                              ; examples/layernorm_backward.kgen:11
	v_sub_f32 v25, v7, v20                              ; examples/layernorm_backward.kgen:11
	v_sub_f32 v26, v8, v20                              ; examples/layernorm_backward.kgen:11
	v_sub_f32 v27, v9, v20                              ; examples/layernorm_backward.kgen:11
	v_sub_f32 v28, v10, v20                             ; examples/layernorm_backward.kgen:11
	v_sub_f32 v29, v11, v20                             ; examples/layernorm_backward.kgen:11
	v_sub_f32 v30, v12, v20                             ; examples/layernorm_backward.kgen:11
	v_sub_f32 v31, v13, v20                             ; examples/layernorm_backward.kgen:11
	v_sub_f32 v32, v14, v20                             ; examples/layernorm_backward.kgen:11
	v_sub_f32 v33, v15, v20                             ; examples/layernorm_backward.kgen:11
	v_sub_f32 v34, v16, v20                             ; examples/layernorm_backward.kgen:11
	v_sub_f32 v35, v17, v20                             ; examples/layernorm_backward.kgen:11
	global_load_dwordx4 v[42:45], v1, s[4:5]            ; examples/layernorm_backward.kgen:7: 16-byte load of 'x'
	global_load_dwordx4 v[46:49], v1, s[4:5] offset:1024 ; examples/layernorm_backward.kgen:7: 16-byte load of 'x'
	global_load_dwordx4 v[50:53], v1, s[4:5] offset:2048 ; examples/layernorm_backward.kgen:7: 16-byte load of 'x'
	global_load_dwordx4 v[54:57], v1, s[4:5] offset:3072 ; examples/layernorm_backward.kgen:7: 16-byte load of 'x'
	global_load_dword v20, v5, s[6:7]                   ; examples/layernorm_backward.kgen:7: load of 'mean'
	s_waitcnt vmcnt(0)
	v_sub_f32 v36, v42, v20                             ; examples/layernorm_backward.kgen:7
	v_sub_f32 v37, v43, v20                             ; examples/layernorm_backward.kgen:7
	v_sub_f32 v58, v44, v20                             ; examples/layernorm_backward.kgen:7
	v_sub_f32 v59, v45, v20                             ; examples/layernorm_backward.kgen:7
	v_sub_f32 v42, v46, v20                             ; examples/layernorm_backward.kgen:7
	v_sub_f32 v43, v47, v20                             ; examples/layernorm_backward.kgen:7
	v_sub_f32 v44, v48, v20                             ; examples/layernorm_backward.kgen:7
	v_sub_f32 v45, v49, v20                             ; examples/layernorm_backward.kgen:7
	v_sub_f32 v46, v50, v20                             ; examples/layernorm_backward.kgen:7
	v_sub_f32 v47, v51, v20                             ; examples/layernorm_backward.kgen:7
	v_sub_f32 v48, v52, v20                             ; examples/layernorm_backward.kgen:7
	v_sub_f32 v49, v53, v20                             ; examples/layernorm_backward.kgen:7
	v_sub_f32 v50, v54, v20                             ; examples/layernorm_backward.kgen:7
	v_sub_f32 v51, v55, v20                             ; examples/layernorm_backward.kgen:7
	v_sub_f32 v52, v56, v20                             ; examples/layernorm_backward.kgen:7
	v_sub_f32 v53, v57, v20                             ; examples/layernorm_backward.kgen:7
	global_load_dword v20, v5, s[8:9]                   ; examples/layernorm_backward.kgen:7: load of 'rstd'
	s_waitcnt vmcnt(0)
	v_mul_f32 v54, v36, v20                             ; examples/layernorm_backward.kgen:7
	v_mul_f32 v36, v37, v20                             ; examples/layernorm_backward.kgen:7
	v_mul_f32 v37, v58, v20                             ; examples/layernorm_backward.kgen:7
	v_mul_f32 v55, v59, v20                             ; examples/layernorm_backward.kgen:7
	v_mul_f32 v56, v42, v20                             ; examples/layernorm_backward.kgen:7
	v_mul_f32 v42, v43, v20                             ; examples/layernorm_backward.kgen:7
	v_mul_f32 v43, v44, v20                             ; examples/layernorm_backward.kgen:7
	v_mul_f32 v44, v45, v20                             ; examples/layernorm_backward.kgen:7
	v_mul_f32 v45, v46, v20                             ; examples/layernorm_backward.kgen:7
	v_mul_f32 v46, v47, v20                             ; examples/layernorm_backward.kgen:7
	v_mul_f32 v47, v48, v20                             ; examples/layernorm_backward.kgen:7
	v_mul_f32 v48, v49, v20                             ; examples/layernorm_backward.kgen:7
	v_mul_f32 v49, v50, v20                             ; examples/layernorm_backward.kgen:7
	v_mul_f32 v50, v51, v20                             ; examples/layernorm_backward.kgen:7
	v_mul_f32 v51, v52, v20                             ; examples/layernorm_backward.kgen:7
	v_mul_f32 v52, v53, v20                             ; examples/layernorm_backward.kgen:7
	v_mul_f32 v53, v38, v54                             ; examples/layernorm_backward.kgen:10
	v_mul_f32 v38, v39, v36                             ; examples/layernorm_backward.kgen:10
	v_mul_f32 v39, v40, v37                             ; examples/layernorm_backward.kgen:10
	v_mul_f32 v40, v41, v55                             ; examples/layernorm_backward.kgen:10
	v_mul_f32 v41, v6, v56                              ; examples/layernorm_backward.kgen:10
	v_mul_f32 v6, v7, v42                               ; examples/layernorm_backward.kgen:10
	v_mul_f32 v7, v8, v43                               ; examples/layernorm_backward.kgen:10
	v_mul_f32 v8, v9, v44                               ; examples/layernorm_backward.kgen:10
	v_mul_f32 v9, v10, v45                              ; examples/layernorm_backward.kgen:10
	v_mul_f32 v10, v11, v46                             ; examples/layernorm_backward.kgen:10
	v_mul_f32 v11, v12, v47                             ; examples/layernorm_backward.kgen:10
	v_mul_f32 v12, v13, v48                             ; examples/layernorm_backward.kgen:10
	v_mul_f32 v13, v14, v49                             ; examples/layernorm_backward.kgen:10
	v_mul_f32 v14, v15, v50                             ; examples/layernorm_backward.kgen:10
	v_mul_f32 v15, v16, v51                             ; examples/layernorm_backward.kgen:10
	v_mul_f32 v16, v17, v52                             ; examples/layernorm_backward.kgen:10
	v_add_f32 v17, v53, v38                             ; sum over 'c' (examples/layernorm_backward.kgen:10)
	v_add_f32 v38, v17, v39                             ; sum over 'c' (examples/layernorm_backward.kgen:10)
	v_add_f32 v17, v38, v40                             ; sum over 'c' (examples/layernorm_backward.kgen:10)
	v_add_f32 v38, v17, v41                             ; sum over 'c' (examples/layernorm_backward.kgen:10)
	v_add_f32 v17, v38, v6                              ; sum over 'c' (examples/layernorm_backward.kgen:10)
	v_add_f32 v6, v17, v7                               ; sum over 'c' (examples/layernorm_backward.kgen:10)
	v_add_f32 v7, v6, v8                                ; sum over 'c' (examples/layernorm_backward.kgen:10)
	v_add_f32 v6, v7, v9                                ; sum over 'c' (examples/layernorm_backward.kgen:10)
	v_add_f32 v7, v6, v10                               ; sum over 'c' (examples/layernorm_backward.kgen:10)
	v_add_f32 v6, v7, v11                               ; sum over 'c' (examples/layernorm_backward.kgen:10)
	v_add_f32 v7, v6, v12                               ; sum over 'c' (examples/layernorm_backward.kgen:10)
	v_add_f32 v6, v7, v13                               ; sum over 'c' (examples/layernorm_backward.kgen:10)
	v_add_f32 v7, v6, v14                               ; sum over 'c' (examples/layernorm_backward.kgen:10)
	v_add_f32 v6, v7, v15                               ; sum over 'c' (examples/layernorm_backward.kgen:10)
	v_add_f32 v7, v6, v16                               ; sum over 'c' (examples/layernorm_backward.kgen:10)
	v_mov_b32 v6, v7                                    ; sum over 'c' (examples/layernorm_backward.kgen:10): across the lanes of a warp
	ds_swizzle_b32 v7, v6 offset:swizzle(SWAP,1)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v6, v6, v7
	ds_swizzle_b32 v7, v6 offset:swizzle(SWAP,2)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v6, v6, v7
	ds_swizzle_b32 v7, v6 offset:swizzle(SWAP,4)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v6, v6, v7
	ds_swizzle_b32 v7, v6 offset:swizzle(SWAP,8)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v6, v6, v7
	ds_swizzle_b32 v7, v6 offset:swizzle(SWAP,16)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v6, v6, v7
	s_nop 0
	v_readlane_b32 s14, v6, 0
	v_readlane_b32 s15, v6, 32
	s_nop 1
	v_mov_b32 v6, s15
	v_add_f32 v6, s14, v6
	v_div_scale_f32 v7, s[14:15], v19, v19, v6          ; examples/layernorm_backward.kgen:10
	v_rcp_f32 v8, v7
	v_div_scale_f32 v9, vcc, v6, v19, v6
	v_fma_f32 v10, -v7, v8, 1.0
	v_fma_f32 v8, v10, v8, v8
	v_mul_f32 v11, v9, v8
	v_fma_f32 v10, -v7, v11, v9
	v_fma_f32 v11, v10, v8, v11
	v_fma_f32 v10, -v7, v11, v9
	v_div_fmas_f32 v10, v10, v8, v11
	v_div_fixup_f32 v7, v10, v19, v6
	v_mul_f32 v6, v54, v7                               ; examples/layernorm_backward.kgen:11
	v_mul_f32 v8, v36, v7                               ; examples/layernorm_backward.kgen:11
	v_mul_f32 v9, v37, v7                               ; examples/layernorm_backward.kgen:11
	v_mul_f32 v10, v55, v7                              ; examples/layernorm_backward.kgen:11
	v_mul_f32 v11, v56, v7                              ; examples/layernorm_backward.kgen:11
	v_mul_f32 v12, v42, v7                              ; examples/layernorm_backward.kgen:11
	v_mul_f32 v13, v43, v7                              ; examples/layernorm_backward.kgen:11
	v_mul_f32 v14, v44, v7                              ; examples/layernorm_backward.kgen:11
	v_mul_f32 v15, v45, v7                              ; examples/layernorm_backward.kgen:11
	v_mul_f32 v16, v46, v7                              ; examples/layernorm_backward.kgen:11
	v_mul_f32 v17, v47, v7                              ; examples/layernorm_backward.kgen:11
	v_mul_f32 v19, v48, v7                              ; examples/layernorm_backward.kgen:11
	v_mul_f32 v36, v49, v7                              ; examples/layernorm_backward.kgen:11
	v_mul_f32 v37, v50, v7                              ; examples/layernorm_backward.kgen:11
	v_mul_f32 v38, v51, v7                              ; examples/layernorm_backward.kgen:11
	v_mul_f32 v39, v52, v7                              ; examples/layernorm_backward.kgen:11
	v_sub_f32 v7, v18, v6                               ; examples/layernorm_backward.kgen:11
	v_sub_f32 v6, v21, v8                               ; examples/layernorm_backward.kgen:11
	v_sub_f32 v8, v22, v9                               ; examples/layernorm_backward.kgen:11
	v_sub_f32 v9, v23, v10                              ; examples/layernorm_backward.kgen:11
	v_sub_f32 v10, v24, v11                             ; examples/layernorm_backward.kgen:11
	v_sub_f32 v11, v25, v12                             ; examples/layernorm_backward.kgen:11
	v_sub_f32 v12, v26, v13                             ; examples/layernorm_backward.kgen:11
	v_sub_f32 v13, v27, v14                             ; examples/layernorm_backward.kgen:11
	v_sub_f32 v14, v28, v15                             ; examples/layernorm_backward.kgen:11
	v_sub_f32 v15, v29, v16                             ; examples/layernorm_backward.kgen:11
	v_sub_f32 v16, v30, v17                             ; examples/layernorm_backward.kgen:11
	v_sub_f32 v17, v31, v19                             ; examples/layernorm_backward.kgen:11
	v_sub_f32 v18, v32, v36                             ; examples/layernorm_backward.kgen:11
	v_sub_f32 v19, v33, v37                             ; examples/layernorm_backward.kgen:11
	v_sub_f32 v21, v34, v38                             ; examples/layernorm_backward.kgen:11
	v_sub_f32 v22, v35, v39                             ; examples/layernorm_backward.kgen:11
	v_mul_f32 v23, v7, v20                              ; examples/layernorm_backward.kgen:11
	v_mul_f32 v7, v6, v20                               ; examples/layernorm_backward.kgen:11
	v_mul_f32 v6, v8, v20                               ; examples/layernorm_backward.kgen:11
	v_mul_f32 v8, v9, v20                               ; examples/layernorm_backward.kgen:11
	v_mul_f32 v9, v10, v20                              ; examples/layernorm_backward.kgen:11
	v_mul_f32 v10, v11, v20                             ; examples/layernorm_backward.kgen:11
	v_mul_f32 v11, v12, v20                             ; examples/layernorm_backward.kgen:11
	v_mul_f32 v12, v13, v20                             ; examples/layernorm_backward.kgen:11
	v_mul_f32 v13, v14, v20                             ; examples/layernorm_backward.kgen:11
	v_mul_f32 v14, v15, v20                             ; examples/layernorm_backward.kgen:11
	v_mul_f32 v15, v16, v20                             ; examples/layernorm_backward.kgen:11
	v_mul_f32 v16, v17, v20                             ; examples/layernorm_backward.kgen:11
	v_mul_f32 v17, v18, v20                             ; examples/layernorm_backward.kgen:11
	v_mul_f32 v18, v19, v20                             ; examples/layernorm_backward.kgen:11
	v_mul_f32 v19, v21, v20                             ; examples/layernorm_backward.kgen:11
	v_mul_f32 v21, v22, v20                             ; examples/layernorm_backward.kgen:11
	v_mov_b32 v24, v23                                  ; examples/layernorm_backward.kgen:11: 16-byte store to 'dx'
	v_mov_b32 v25, v7
	v_mov_b32 v26, v6
	v_mov_b32 v27, v8
	global_store_dwordx4 v1, v[24:27], s[10:11]
	v_mov_b32 v22, v9                                   ; examples/layernorm_backward.kgen:11: 16-byte store to 'dx'
	v_mov_b32 v23, v10
	v_mov_b32 v24, v11
	v_mov_b32 v25, v12
	global_store_dwordx4 v1, v[22:25], s[10:11] offset:1024
	v_mov_b32 v6, v13                                   ; examples/layernorm_backward.kgen:11: 16-byte store to 'dx'
	v_mov_b32 v7, v14
	v_mov_b32 v8, v15
	v_mov_b32 v9, v16
	global_store_dwordx4 v1, v[6:9], s[10:11] offset:2048
	s_nop 1
	v_mov_b32 v6, v17                                   ; examples/layernorm_backward.kgen:11: 16-byte store to 'dx'
	s_nop 0
	v_mov_b32 v7, v18
	v_mov_b32 v8, v19
	v_mov_b32 v9, v21
	global_store_dwordx4 v1, v[6:9], s[10:11] offset:3072
	s_branch .Llayernorm_backward_dx_rows1024_if0_end
.Llayernorm_backward_dx_rows1024_if0_else:
	v_cmp_lt_u32 s[14:15], v3, s16                      ; 'c' element in bounds
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[18:19], s[14:15]               ; lanes where %vpred_251
	global_load_dword v6, v2, s[12:13]                  ; examples/layernorm_backward.kgen:8: load of 'w'
	s_mov_b64 exec, s[18:19]
	v_add_u32 v7, 1, v3
	v_cmp_lt_u32 s[18:19], v7, s16                      ; 'c' element in bounds
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[18:19]               ; lanes where %vpred_254
	global_load_dword v7, v2, s[12:13] offset:4         ; examples/layernorm_backward.kgen:8: load of 'w'
	s_mov_b64 exec, s[22:23]
	v_add_u32 v8, 2, v3
	v_cmp_lt_u32 s[22:23], v8, s16                      ; 'c' element in bounds
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_257
	global_load_dword v8, v2, s[12:13] offset:8         ; examples/layernorm_backward.kgen:8: load of 'w'
	s_mov_b64 exec, s[24:25]
	v_add_u32 v9, 3, v3
	v_cmp_lt_u32 s[24:25], v9, s16                      ; 'c' element in bounds
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_260
	global_load_dword v9, v2, s[12:13] offset:12        ; examples/layernorm_backward.kgen:8: load of 'w'
	s_mov_b64 exec, s[26:27]
	v_add_u32 v10, 0x100, v3
	v_cmp_lt_u32 s[26:27], v10, s16                     ; 'c' element in bounds
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_263
	global_load_dword v10, v2, s[12:13] offset:1024     ; examples/layernorm_backward.kgen:8: load of 'w'
	s_mov_b64 exec, s[28:29]
	v_add_u32 v11, 0x101, v3
	v_cmp_lt_u32 s[28:29], v11, s16                     ; 'c' element in bounds
	v_mov_b32 v11, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_266
	global_load_dword v11, v2, s[12:13] offset:1028     ; examples/layernorm_backward.kgen:8: load of 'w'
	s_mov_b64 exec, s[30:31]
	v_add_u32 v12, 0x102, v3
	v_cmp_lt_u32 s[30:31], v12, s16                     ; 'c' element in bounds
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_269
	global_load_dword v12, v2, s[12:13] offset:1032     ; examples/layernorm_backward.kgen:8: load of 'w'
	s_mov_b64 exec, s[32:33]
	v_add_u32 v13, 0x103, v3
	v_cmp_lt_u32 s[32:33], v13, s16                     ; 'c' element in bounds
	v_mov_b32 v13, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_272
	global_load_dword v13, v2, s[12:13] offset:1036     ; examples/layernorm_backward.kgen:8: load of 'w'
	s_mov_b64 exec, s[34:35]
	v_add_u32 v14, 0x200, v3
	v_cmp_lt_u32 s[34:35], v14, s16                     ; 'c' element in bounds
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_275
	global_load_dword v14, v2, s[12:13] offset:2048     ; examples/layernorm_backward.kgen:8: load of 'w'
	s_mov_b64 exec, s[36:37]
	v_add_u32 v15, 0x201, v3
	v_cmp_lt_u32 s[36:37], v15, s16                     ; 'c' element in bounds
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_278
	global_load_dword v15, v2, s[12:13] offset:2052     ; examples/layernorm_backward.kgen:8: load of 'w'
	s_mov_b64 exec, s[38:39]
	v_add_u32 v16, 0x202, v3
	v_cmp_lt_u32 s[38:39], v16, s16                     ; 'c' element in bounds
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_281
	global_load_dword v16, v2, s[12:13] offset:2056     ; examples/layernorm_backward.kgen:8: load of 'w'
	s_mov_b64 exec, s[40:41]
	v_add_u32 v17, 0x203, v3
	v_cmp_lt_u32 s[40:41], v17, s16                     ; 'c' element in bounds
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_284
	global_load_dword v17, v2, s[12:13] offset:2060     ; examples/layernorm_backward.kgen:8: load of 'w'
	s_mov_b64 exec, s[42:43]
	v_add_u32 v18, 0x300, v3
	v_cmp_lt_u32 s[42:43], v18, s16                     ; 'c' element in bounds
	v_mov_b32 v18, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_287
	global_load_dword v18, v2, s[12:13] offset:3072     ; examples/layernorm_backward.kgen:8: load of 'w'
	s_mov_b64 exec, s[44:45]
	v_add_u32 v19, 0x301, v3
	v_cmp_lt_u32 s[44:45], v19, s16                     ; 'c' element in bounds
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_290
	global_load_dword v19, v2, s[12:13] offset:3076     ; examples/layernorm_backward.kgen:8: load of 'w'
	s_mov_b64 exec, s[46:47]
	v_add_u32 v20, 0x302, v3
	v_cmp_lt_u32 s[46:47], v20, s16                     ; 'c' element in bounds
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[46:47]               ; lanes where %vpred_293
	global_load_dword v20, v2, s[12:13] offset:3080     ; examples/layernorm_backward.kgen:8: load of 'w'
	s_mov_b64 exec, s[48:49]
	v_add_u32 v21, 0x303, v3
	v_cmp_lt_u32 s[48:49], v21, s16                     ; 'c' element in bounds
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[50:51], s[48:49]               ; lanes where %vpred_296
	global_load_dword v3, v2, s[12:13] offset:3084      ; examples/layernorm_backward.kgen:8: load of 'w'
	s_mov_b64 exec, s[50:51]
	v_cmp_lt_u32 s[12:13], v4, s3                       ; 't' element in bounds
	s_and_b64 s[50:51], s[12:13], s[14:15]
	v_mov_b32 v2, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[50:51]               ; lanes where %vpred_299
	global_load_dword v2, v1, s[20:21]                  ; examples/layernorm_backward.kgen:8: load of 'dout'
	s_mov_b64 exec, s[14:15]
	s_and_b64 s[14:15], s[12:13], s[18:19]
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[18:19], s[14:15]               ; lanes where %vpred_301
	global_load_dword v4, v1, s[20:21] offset:4         ; examples/layernorm_backward.kgen:8: load of 'dout'
	s_mov_b64 exec, s[18:19]
	s_and_b64 s[18:19], s[12:13], s[22:23]
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[18:19]               ; lanes where %vpred_303
	global_load_dword v21, v1, s[20:21] offset:8        ; examples/layernorm_backward.kgen:8: load of 'dout'
	s_mov_b64 exec, s[22:23]
	s_and_b64 s[22:23], s[12:13], s[24:25]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_305
	global_load_dword v22, v1, s[20:21] offset:12       ; examples/layernorm_backward.kgen:8: load of 'dout'
	s_mov_b64 exec, s[24:25]
	s_and_b64 s[24:25], s[12:13], s[26:27]
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_307
	global_load_dword v23, v1, s[20:21] offset:1024     ; examples/layernorm_backward.kgen:8: load of 'dout'
	s_mov_b64 exec, s[26:27]
	s_and_b64 s[26:27], s[12:13], s[28:29]
	v_mov_b32 v24, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_309
	global_load_dword v24, v1, s[20:21] offset:1028     ; examples/layernorm_backward.kgen:8: load of 'dout'
	s_mov_b64 exec, s[28:29]
	s_and_b64 s[28:29], s[12:13], s[30:31]
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_311
	global_load_dword v25, v1, s[20:21] offset:1032     ; examples/layernorm_backward.kgen:8: load of 'dout'
	s_mov_b64 exec, s[30:31]
	s_and_b64 s[30:31], s[12:13], s[32:33]
	v_mov_b32 v26, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_313
	global_load_dword v26, v1, s[20:21] offset:1036     ; examples/layernorm_backward.kgen:8: load of 'dout'
	s_mov_b64 exec, s[32:33]
	s_and_b64 s[32:33], s[12:13], s[34:35]
	v_mov_b32 v27, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_315
	global_load_dword v27, v1, s[20:21] offset:2048     ; examples/layernorm_backward.kgen:8: load of 'dout'
	s_mov_b64 exec, s[34:35]
	s_and_b64 s[34:35], s[12:13], s[36:37]
	v_mov_b32 v28, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_317
	global_load_dword v28, v1, s[20:21] offset:2052     ; examples/layernorm_backward.kgen:8: load of 'dout'
	s_mov_b64 exec, s[36:37]
	s_and_b64 s[36:37], s[12:13], s[38:39]
	v_mov_b32 v29, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_319
	global_load_dword v29, v1, s[20:21] offset:2056     ; examples/layernorm_backward.kgen:8: load of 'dout'
	s_mov_b64 exec, s[38:39]
	s_and_b64 s[38:39], s[12:13], s[40:41]
	v_mov_b32 v30, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_321
	global_load_dword v30, v1, s[20:21] offset:2060     ; examples/layernorm_backward.kgen:8: load of 'dout'
	s_mov_b64 exec, s[40:41]
	s_and_b64 s[40:41], s[12:13], s[42:43]
	v_mov_b32 v31, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_323
	global_load_dword v31, v1, s[20:21] offset:3072     ; examples/layernorm_backward.kgen:8: load of 'dout'
	s_mov_b64 exec, s[42:43]
	s_and_b64 s[42:43], s[12:13], s[44:45]
	v_mov_b32 v32, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_325
	global_load_dword v32, v1, s[20:21] offset:3076     ; examples/layernorm_backward.kgen:8: load of 'dout'
	s_mov_b64 exec, s[44:45]
	s_and_b64 s[44:45], s[12:13], s[46:47]
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_327
	global_load_dword v33, v1, s[20:21] offset:3080     ; examples/layernorm_backward.kgen:8: load of 'dout'
	s_mov_b64 exec, s[46:47]
	s_and_b64 s[46:47], s[12:13], s[48:49]
	v_mov_b32 v34, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[46:47]               ; lanes where %vpred_329
	global_load_dword v34, v1, s[20:21] offset:3084     ; examples/layernorm_backward.kgen:8: load of 'dout'
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(15)
	v_mul_f32 v35, v6, v2                               ; examples/layernorm_backward.kgen:8
	s_waitcnt vmcnt(14)
	v_mul_f32 v2, v7, v4                                ; examples/layernorm_backward.kgen:8
	s_waitcnt vmcnt(13)
	v_mul_f32 v4, v8, v21                               ; examples/layernorm_backward.kgen:8
	s_waitcnt vmcnt(12)
	v_mul_f32 v6, v9, v22                               ; examples/layernorm_backward.kgen:8
	s_waitcnt vmcnt(11)
	v_mul_f32 v7, v10, v23                              ; examples/layernorm_backward.kgen:8
	s_waitcnt vmcnt(10)
	v_mul_f32 v8, v11, v24                              ; examples/layernorm_backward.kgen:8
	s_waitcnt vmcnt(9)
	v_mul_f32 v9, v12, v25                              ; examples/layernorm_backward.kgen:8
	s_waitcnt vmcnt(8)
	v_mul_f32 v10, v13, v26                             ; examples/layernorm_backward.kgen:8
	s_waitcnt vmcnt(7)
	v_mul_f32 v11, v14, v27                             ; examples/layernorm_backward.kgen:8
	s_waitcnt vmcnt(6)
	v_mul_f32 v12, v15, v28                             ; examples/layernorm_backward.kgen:8
	s_waitcnt vmcnt(5)
	v_mul_f32 v13, v16, v29                             ; examples/layernorm_backward.kgen:8
	s_waitcnt vmcnt(4)
	v_mul_f32 v14, v17, v30                             ; examples/layernorm_backward.kgen:8
	s_waitcnt vmcnt(3)
	v_mul_f32 v15, v18, v31                             ; examples/layernorm_backward.kgen:8
	s_waitcnt vmcnt(2)
	v_mul_f32 v16, v19, v32                             ; examples/layernorm_backward.kgen:8
	s_waitcnt vmcnt(1)
	v_mul_f32 v17, v20, v33                             ; examples/layernorm_backward.kgen:8
	s_waitcnt vmcnt(0)
	v_mul_f32 v18, v3, v34                              ; examples/layernorm_backward.kgen:8
	v_cndmask_b32 v3, 0, v35, s[50:51]                  ; absent elements contribute the identity
	v_cndmask_b32 v19, 0, v2, s[14:15]                  ; absent elements contribute the identity
	v_cndmask_b32 v20, 0, v4, s[18:19]                  ; absent elements contribute the identity
	v_cndmask_b32 v21, 0, v6, s[22:23]                  ; absent elements contribute the identity
	v_cndmask_b32 v22, 0, v7, s[24:25]                  ; absent elements contribute the identity
	v_cndmask_b32 v23, 0, v8, s[26:27]                  ; absent elements contribute the identity
	v_cndmask_b32 v24, 0, v9, s[28:29]                  ; absent elements contribute the identity
	v_cndmask_b32 v25, 0, v10, s[30:31]                 ; absent elements contribute the identity
	v_cndmask_b32 v26, 0, v11, s[32:33]                 ; absent elements contribute the identity
	v_cndmask_b32 v27, 0, v12, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v28, 0, v13, s[36:37]                 ; absent elements contribute the identity
	v_cndmask_b32 v29, 0, v14, s[38:39]                 ; absent elements contribute the identity
	v_cndmask_b32 v30, 0, v15, s[40:41]                 ; absent elements contribute the identity
	v_cndmask_b32 v31, 0, v16, s[42:43]                 ; absent elements contribute the identity
	v_cndmask_b32 v32, 0, v17, s[44:45]                 ; absent elements contribute the identity
	v_cndmask_b32 v33, 0, v18, s[46:47]                 ; absent elements contribute the identity
	v_add_f32 v34, v3, v19                              ; sum over 'c' (examples/layernorm_backward.kgen:9)
	v_add_f32 v3, v34, v20                              ; sum over 'c' (examples/layernorm_backward.kgen:9)
	v_add_f32 v19, v3, v21                              ; sum over 'c' (examples/layernorm_backward.kgen:9)
	v_add_f32 v3, v19, v22                              ; sum over 'c' (examples/layernorm_backward.kgen:9)
	v_add_f32 v19, v3, v23                              ; sum over 'c' (examples/layernorm_backward.kgen:9)
	v_add_f32 v3, v19, v24                              ; sum over 'c' (examples/layernorm_backward.kgen:9)
	v_add_f32 v19, v3, v25                              ; sum over 'c' (examples/layernorm_backward.kgen:9)
	v_add_f32 v3, v19, v26                              ; sum over 'c' (examples/layernorm_backward.kgen:9)
	v_add_f32 v19, v3, v27                              ; sum over 'c' (examples/layernorm_backward.kgen:9)
	v_add_f32 v3, v19, v28                              ; sum over 'c' (examples/layernorm_backward.kgen:9)
	v_add_f32 v19, v3, v29                              ; sum over 'c' (examples/layernorm_backward.kgen:9)
	v_add_f32 v3, v19, v30                              ; sum over 'c' (examples/layernorm_backward.kgen:9)
	v_add_f32 v19, v3, v31                              ; sum over 'c' (examples/layernorm_backward.kgen:9)
	v_add_f32 v3, v19, v32                              ; sum over 'c' (examples/layernorm_backward.kgen:9)
	v_add_f32 v19, v3, v33                              ; sum over 'c' (examples/layernorm_backward.kgen:9)
	v_mov_b32 v3, v19                                   ; sum over 'c' (examples/layernorm_backward.kgen:9): across the lanes of a warp
	ds_swizzle_b32 v19, v3 offset:swizzle(SWAP,1)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v3, v19
	ds_swizzle_b32 v19, v3 offset:swizzle(SWAP,2)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v3, v19
	ds_swizzle_b32 v19, v3 offset:swizzle(SWAP,4)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v3, v19
	ds_swizzle_b32 v19, v3 offset:swizzle(SWAP,8)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v3, v19
	ds_swizzle_b32 v19, v3 offset:swizzle(SWAP,16)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v3, v19
	s_nop 0
	v_readlane_b32 s3, v3, 0
	v_readlane_b32 s17, v3, 32
	s_nop 1
	v_mov_b32 v3, s17
	v_add_f32 v3, s3, v3
	v_cvt_f32_i32 v19, s16                              ; examples/layernorm_backward.kgen:9
	v_div_scale_f32 v20, s[16:17], v19, v19, v3         ; examples/layernorm_backward.kgen:9
	v_rcp_f32 v21, v20
	v_div_scale_f32 v22, vcc, v3, v19, v3
	v_fma_f32 v23, -v20, v21, 1.0
	v_fma_f32 v21, v23, v21, v21
	v_mul_f32 v24, v22, v21
	v_fma_f32 v23, -v20, v24, v22
	v_fma_f32 v24, v23, v21, v24
	v_fma_f32 v23, -v20, v24, v22
	v_div_fmas_f32 v23, v23, v21, v24
	v_div_fixup_f32 v20, v23, v19, v3
	v_sub_f32 v3, v35, v20                              ; examples/layernorm_backward.kgen:11
	v_sub_f32 v21, v2, v20                              ; examples/layernorm_backward.kgen:11
	v_sub_f32 v22, v4, v20                              ; examples/layernorm_backward.kgen:11
	v_sub_f32 v23, v6, v20                              ; examples/layernorm_backward.kgen:11
	v_sub_f32 v24, v7, v20                              ; examples/layernorm_backward.kgen:11
	v_sub_f32 v25, v8, v20                              ; examples/layernorm_backward.kgen:11
	v_sub_f32 v26, v9, v20                              ; examples/layernorm_backward.kgen:11
	v_sub_f32 v27, v10, v20                             ; examples/layernorm_backward.kgen:11
	v_sub_f32 v28, v11, v20                             ; examples/layernorm_backward.kgen:11
	v_sub_f32 v29, v12, v20                             ; examples/layernorm_backward.kgen:11
	v_sub_f32 v30, v13, v20                             ; examples/layernorm_backward.kgen:11
	v_sub_f32 v31, v14, v20                             ; examples/layernorm_backward.kgen:11
	v_sub_f32 v32, v15, v20                             ; examples/layernorm_backward.kgen:11
	v_sub_f32 v33, v16, v20                             ; examples/layernorm_backward.kgen:11
	v_sub_f32 v34, v17, v20                             ; examples/layernorm_backward.kgen:11
	v_sub_f32 v36, v18, v20                             ; examples/layernorm_backward.kgen:11
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[50:51]               ; lanes where %vpred_299
	global_load_dword v20, v1, s[4:5]                   ; examples/layernorm_backward.kgen:7: load of 'x'
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v37, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[14:15]               ; lanes where %vpred_301
	global_load_dword v37, v1, s[4:5] offset:4          ; examples/layernorm_backward.kgen:7: load of 'x'
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[18:19]               ; lanes where %vpred_303
	global_load_dword v38, v1, s[4:5] offset:8          ; examples/layernorm_backward.kgen:7: load of 'x'
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[22:23]               ; lanes where %vpred_305
	global_load_dword v39, v1, s[4:5] offset:12         ; examples/layernorm_backward.kgen:7: load of 'x'
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_307
	global_load_dword v40, v1, s[4:5] offset:1024       ; examples/layernorm_backward.kgen:7: load of 'x'
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[26:27]               ; lanes where %vpred_309
	global_load_dword v41, v1, s[4:5] offset:1028       ; examples/layernorm_backward.kgen:7: load of 'x'
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_311
	global_load_dword v42, v1, s[4:5] offset:1032       ; examples/layernorm_backward.kgen:7: load of 'x'
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[30:31]               ; lanes where %vpred_313
	global_load_dword v43, v1, s[4:5] offset:1036       ; examples/layernorm_backward.kgen:7: load of 'x'
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v44, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[32:33]               ; lanes where %vpred_315
	global_load_dword v44, v1, s[4:5] offset:2048       ; examples/layernorm_backward.kgen:7: load of 'x'
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v45, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_317
	global_load_dword v45, v1, s[4:5] offset:2052       ; examples/layernorm_backward.kgen:7: load of 'x'
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v46, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[36:37]               ; lanes where %vpred_319
	global_load_dword v46, v1, s[4:5] offset:2056       ; examples/layernorm_backward.kgen:7: load of 'x'
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[38:39]               ; lanes where %vpred_321
	global_load_dword v47, v1, s[4:5] offset:2060       ; examples/layernorm_backward.kgen:7: load of 'x'
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v48, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[40:41]               ; lanes where %vpred_323
	global_load_dword v48, v1, s[4:5] offset:3072       ; examples/layernorm_backward.kgen:7: load of 'x'
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[42:43]               ; lanes where %vpred_325
	global_load_dword v49, v1, s[4:5] offset:3076       ; examples/layernorm_backward.kgen:7: load of 'x'
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[44:45]               ; lanes where %vpred_327
	global_load_dword v50, v1, s[4:5] offset:3080       ; examples/layernorm_backward.kgen:7: load of 'x'
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v51, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[46:47]               ; lanes where %vpred_329
	global_load_dword v51, v1, s[4:5] offset:3084       ; examples/layernorm_backward.kgen:7: load of 'x'
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[4:5], s[12:13]                 ; lanes where %vpred_298
	global_load_dword v52, v5, s[6:7]                   ; examples/layernorm_backward.kgen:7: load of 'mean'
	s_mov_b64 exec, s[4:5]
	s_waitcnt vmcnt(0)
	v_sub_f32 v53, v20, v52                             ; examples/layernorm_backward.kgen:7
	v_sub_f32 v20, v37, v52                             ; examples/layernorm_backward.kgen:7
	v_sub_f32 v37, v38, v52                             ; examples/layernorm_backward.kgen:7
	v_sub_f32 v38, v39, v52                             ; examples/layernorm_backward.kgen:7
	v_sub_f32 v39, v40, v52                             ; examples/layernorm_backward.kgen:7
	v_sub_f32 v40, v41, v52                             ; examples/layernorm_backward.kgen:7
	v_sub_f32 v41, v42, v52                             ; examples/layernorm_backward.kgen:7
	v_sub_f32 v42, v43, v52                             ; examples/layernorm_backward.kgen:7
	v_sub_f32 v43, v44, v52                             ; examples/layernorm_backward.kgen:7
	v_sub_f32 v44, v45, v52                             ; examples/layernorm_backward.kgen:7
	v_sub_f32 v45, v46, v52                             ; examples/layernorm_backward.kgen:7
	v_sub_f32 v46, v47, v52                             ; examples/layernorm_backward.kgen:7
	v_sub_f32 v47, v48, v52                             ; examples/layernorm_backward.kgen:7
	v_sub_f32 v48, v49, v52                             ; examples/layernorm_backward.kgen:7
	v_sub_f32 v49, v50, v52                             ; examples/layernorm_backward.kgen:7
	v_sub_f32 v50, v51, v52                             ; examples/layernorm_backward.kgen:7
	v_mov_b32 v51, 0                                    ; absent element
	s_and_saveexec_b64 s[4:5], s[12:13]                 ; lanes where %vpred_298
	global_load_dword v51, v5, s[8:9]                   ; examples/layernorm_backward.kgen:7: load of 'rstd'
	s_mov_b64 exec, s[4:5]
	s_waitcnt vmcnt(0)
	v_mul_f32 v5, v53, v51                              ; examples/layernorm_backward.kgen:7
	v_mul_f32 v52, v20, v51                             ; examples/layernorm_backward.kgen:7
	v_mul_f32 v20, v37, v51                             ; examples/layernorm_backward.kgen:7
	v_mul_f32 v37, v38, v51                             ; examples/layernorm_backward.kgen:7
	v_mul_f32 v38, v39, v51                             ; examples/layernorm_backward.kgen:7
	v_mul_f32 v39, v40, v51                             ; examples/layernorm_backward.kgen:7
	v_mul_f32 v40, v41, v51                             ; examples/layernorm_backward.kgen:7
	v_mul_f32 v41, v42, v51                             ; examples/layernorm_backward.kgen:7
	v_mul_f32 v42, v43, v51                             ; examples/layernorm_backward.kgen:7
	v_mul_f32 v43, v44, v51                             ; examples/layernorm_backward.kgen:7
	v_mul_f32 v44, v45, v51                             ; examples/layernorm_backward.kgen:7
	v_mul_f32 v45, v46, v51                             ; examples/layernorm_backward.kgen:7
	v_mul_f32 v46, v47, v51                             ; examples/layernorm_backward.kgen:7
	v_mul_f32 v47, v48, v51                             ; examples/layernorm_backward.kgen:7
	v_mul_f32 v48, v49, v51                             ; examples/layernorm_backward.kgen:7
	v_mul_f32 v49, v50, v51                             ; examples/layernorm_backward.kgen:7
	v_mul_f32 v50, v35, v5                              ; examples/layernorm_backward.kgen:10
	v_mul_f32 v35, v2, v52                              ; examples/layernorm_backward.kgen:10
	v_mul_f32 v2, v4, v20                               ; examples/layernorm_backward.kgen:10
	v_mul_f32 v4, v6, v37                               ; examples/layernorm_backward.kgen:10
	v_mul_f32 v6, v7, v38                               ; examples/layernorm_backward.kgen:10
	v_mul_f32 v7, v8, v39                               ; examples/layernorm_backward.kgen:10
	v_mul_f32 v8, v9, v40                               ; examples/layernorm_backward.kgen:10
	v_mul_f32 v9, v10, v41                              ; examples/layernorm_backward.kgen:10
	v_mul_f32 v10, v11, v42                             ; examples/layernorm_backward.kgen:10
	v_mul_f32 v11, v12, v43                             ; examples/layernorm_backward.kgen:10
	v_mul_f32 v12, v13, v44                             ; examples/layernorm_backward.kgen:10
	v_mul_f32 v13, v14, v45                             ; examples/layernorm_backward.kgen:10
	v_mul_f32 v14, v15, v46                             ; examples/layernorm_backward.kgen:10
	v_mul_f32 v15, v16, v47                             ; examples/layernorm_backward.kgen:10
	v_mul_f32 v16, v17, v48                             ; examples/layernorm_backward.kgen:10
	v_mul_f32 v17, v18, v49                             ; examples/layernorm_backward.kgen:10
	v_cndmask_b32 v18, 0, v50, s[50:51]                 ; absent elements contribute the identity
	v_cndmask_b32 v50, 0, v35, s[14:15]                 ; absent elements contribute the identity
	v_cndmask_b32 v35, 0, v2, s[18:19]                  ; absent elements contribute the identity
	v_cndmask_b32 v2, 0, v4, s[22:23]                   ; absent elements contribute the identity
	v_cndmask_b32 v4, 0, v6, s[24:25]                   ; absent elements contribute the identity
	v_cndmask_b32 v6, 0, v7, s[26:27]                   ; absent elements contribute the identity
	v_cndmask_b32 v7, 0, v8, s[28:29]                   ; absent elements contribute the identity
	v_cndmask_b32 v8, 0, v9, s[30:31]                   ; absent elements contribute the identity
	v_cndmask_b32 v9, 0, v10, s[32:33]                  ; absent elements contribute the identity
	v_cndmask_b32 v10, 0, v11, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v11, 0, v12, s[36:37]                 ; absent elements contribute the identity
	v_cndmask_b32 v12, 0, v13, s[38:39]                 ; absent elements contribute the identity
	v_cndmask_b32 v13, 0, v14, s[40:41]                 ; absent elements contribute the identity
	v_cndmask_b32 v14, 0, v15, s[42:43]                 ; absent elements contribute the identity
	v_cndmask_b32 v15, 0, v16, s[44:45]                 ; absent elements contribute the identity
	v_cndmask_b32 v16, 0, v17, s[46:47]                 ; absent elements contribute the identity
	v_add_f32 v17, v18, v50                             ; sum over 'c' (examples/layernorm_backward.kgen:10)
	v_add_f32 v18, v17, v35                             ; sum over 'c' (examples/layernorm_backward.kgen:10)
	v_add_f32 v17, v18, v2                              ; sum over 'c' (examples/layernorm_backward.kgen:10)
	v_add_f32 v2, v17, v4                               ; sum over 'c' (examples/layernorm_backward.kgen:10)
	v_add_f32 v4, v2, v6                                ; sum over 'c' (examples/layernorm_backward.kgen:10)
	v_add_f32 v2, v4, v7                                ; sum over 'c' (examples/layernorm_backward.kgen:10)
	v_add_f32 v4, v2, v8                                ; sum over 'c' (examples/layernorm_backward.kgen:10)
	v_add_f32 v2, v4, v9                                ; sum over 'c' (examples/layernorm_backward.kgen:10)
	v_add_f32 v4, v2, v10                               ; sum over 'c' (examples/layernorm_backward.kgen:10)
	v_add_f32 v2, v4, v11                               ; sum over 'c' (examples/layernorm_backward.kgen:10)
	v_add_f32 v4, v2, v12                               ; sum over 'c' (examples/layernorm_backward.kgen:10)
	v_add_f32 v2, v4, v13                               ; sum over 'c' (examples/layernorm_backward.kgen:10)
	v_add_f32 v4, v2, v14                               ; sum over 'c' (examples/layernorm_backward.kgen:10)
	v_add_f32 v2, v4, v15                               ; sum over 'c' (examples/layernorm_backward.kgen:10)
	v_add_f32 v4, v2, v16                               ; sum over 'c' (examples/layernorm_backward.kgen:10)
	v_mov_b32 v2, v4                                    ; sum over 'c' (examples/layernorm_backward.kgen:10): across the lanes of a warp
	ds_swizzle_b32 v4, v2 offset:swizzle(SWAP,1)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v2, v4
	ds_swizzle_b32 v4, v2 offset:swizzle(SWAP,2)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v2, v4
	ds_swizzle_b32 v4, v2 offset:swizzle(SWAP,4)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v2, v4
	ds_swizzle_b32 v4, v2 offset:swizzle(SWAP,8)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v2, v4
	ds_swizzle_b32 v4, v2 offset:swizzle(SWAP,16)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v2, v4
	s_nop 0
	v_readlane_b32 s3, v2, 0
	v_readlane_b32 s4, v2, 32
	s_nop 1
	v_mov_b32 v2, s4
	v_add_f32 v2, s3, v2
	v_div_scale_f32 v4, s[4:5], v19, v19, v2            ; examples/layernorm_backward.kgen:10
	v_rcp_f32 v6, v4
	v_div_scale_f32 v7, vcc, v2, v19, v2
	v_fma_f32 v8, -v4, v6, 1.0
	v_fma_f32 v6, v8, v6, v6
	v_mul_f32 v9, v7, v6
	v_fma_f32 v8, -v4, v9, v7
	v_fma_f32 v9, v8, v6, v9
	v_fma_f32 v8, -v4, v9, v7
	v_div_fmas_f32 v8, v8, v6, v9
	v_div_fixup_f32 v4, v8, v19, v2
	v_mul_f32 v2, v5, v4                                ; examples/layernorm_backward.kgen:11
	v_mul_f32 v5, v52, v4                               ; examples/layernorm_backward.kgen:11
	v_mul_f32 v6, v20, v4                               ; examples/layernorm_backward.kgen:11
	v_mul_f32 v7, v37, v4                               ; examples/layernorm_backward.kgen:11
	v_mul_f32 v8, v38, v4                               ; examples/layernorm_backward.kgen:11
	v_mul_f32 v9, v39, v4                               ; examples/layernorm_backward.kgen:11
	v_mul_f32 v10, v40, v4                              ; examples/layernorm_backward.kgen:11
	v_mul_f32 v11, v41, v4                              ; examples/layernorm_backward.kgen:11
	v_mul_f32 v12, v42, v4                              ; examples/layernorm_backward.kgen:11
	v_mul_f32 v13, v43, v4                              ; examples/layernorm_backward.kgen:11
	v_mul_f32 v14, v44, v4                              ; examples/layernorm_backward.kgen:11
	v_mul_f32 v15, v45, v4                              ; examples/layernorm_backward.kgen:11
	v_mul_f32 v16, v46, v4                              ; examples/layernorm_backward.kgen:11
	v_mul_f32 v17, v47, v4                              ; examples/layernorm_backward.kgen:11
	v_mul_f32 v18, v48, v4                              ; examples/layernorm_backward.kgen:11
	v_mul_f32 v19, v49, v4                              ; examples/layernorm_backward.kgen:11
	v_sub_f32 v4, v3, v2                                ; examples/layernorm_backward.kgen:11
	v_sub_f32 v2, v21, v5                               ; examples/layernorm_backward.kgen:11
	v_sub_f32 v3, v22, v6                               ; examples/layernorm_backward.kgen:11
	v_sub_f32 v5, v23, v7                               ; examples/layernorm_backward.kgen:11
	v_sub_f32 v6, v24, v8                               ; examples/layernorm_backward.kgen:11
	v_sub_f32 v7, v25, v9                               ; examples/layernorm_backward.kgen:11
	v_sub_f32 v8, v26, v10                              ; examples/layernorm_backward.kgen:11
	v_sub_f32 v9, v27, v11                              ; examples/layernorm_backward.kgen:11
	v_sub_f32 v10, v28, v12                             ; examples/layernorm_backward.kgen:11
	v_sub_f32 v11, v29, v13                             ; examples/layernorm_backward.kgen:11
	v_sub_f32 v12, v30, v14                             ; examples/layernorm_backward.kgen:11
	v_sub_f32 v13, v31, v15                             ; examples/layernorm_backward.kgen:11
	v_sub_f32 v14, v32, v16                             ; examples/layernorm_backward.kgen:11
	v_sub_f32 v15, v33, v17                             ; examples/layernorm_backward.kgen:11
	v_sub_f32 v16, v34, v18                             ; examples/layernorm_backward.kgen:11
	v_sub_f32 v17, v36, v19                             ; examples/layernorm_backward.kgen:11
	v_mul_f32 v18, v4, v51                              ; examples/layernorm_backward.kgen:11
	v_mul_f32 v4, v2, v51                               ; examples/layernorm_backward.kgen:11
	v_mul_f32 v2, v3, v51                               ; examples/layernorm_backward.kgen:11
	v_mul_f32 v3, v5, v51                               ; examples/layernorm_backward.kgen:11
	v_mul_f32 v5, v6, v51                               ; examples/layernorm_backward.kgen:11
	v_mul_f32 v6, v7, v51                               ; examples/layernorm_backward.kgen:11
	v_mul_f32 v7, v8, v51                               ; examples/layernorm_backward.kgen:11
	v_mul_f32 v8, v9, v51                               ; examples/layernorm_backward.kgen:11
	v_mul_f32 v9, v10, v51                              ; examples/layernorm_backward.kgen:11
	v_mul_f32 v10, v11, v51                             ; examples/layernorm_backward.kgen:11
	v_mul_f32 v11, v12, v51                             ; examples/layernorm_backward.kgen:11
	v_mul_f32 v12, v13, v51                             ; examples/layernorm_backward.kgen:11
	v_mul_f32 v13, v14, v51                             ; examples/layernorm_backward.kgen:11
	v_mul_f32 v14, v15, v51                             ; examples/layernorm_backward.kgen:11
	v_mul_f32 v15, v16, v51                             ; examples/layernorm_backward.kgen:11
	v_mul_f32 v16, v17, v51                             ; examples/layernorm_backward.kgen:11
	s_and_saveexec_b64 s[4:5], s[50:51]                 ; lanes where %vpred_299
	global_store_dword v1, v18, s[10:11]                ; examples/layernorm_backward.kgen:11: store to 'dx'
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[14:15]                 ; lanes where %vpred_301
	global_store_dword v1, v4, s[10:11] offset:4        ; examples/layernorm_backward.kgen:11: store to 'dx'
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[18:19]                 ; lanes where %vpred_303
	global_store_dword v1, v2, s[10:11] offset:8        ; examples/layernorm_backward.kgen:11: store to 'dx'
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[22:23]                 ; lanes where %vpred_305
	global_store_dword v1, v3, s[10:11] offset:12       ; examples/layernorm_backward.kgen:11: store to 'dx'
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[24:25]                 ; lanes where %vpred_307
	global_store_dword v1, v5, s[10:11] offset:1024     ; examples/layernorm_backward.kgen:11: store to 'dx'
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[26:27]                 ; lanes where %vpred_309
	global_store_dword v1, v6, s[10:11] offset:1028     ; examples/layernorm_backward.kgen:11: store to 'dx'
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[28:29]                 ; lanes where %vpred_311
	global_store_dword v1, v7, s[10:11] offset:1032     ; examples/layernorm_backward.kgen:11: store to 'dx'
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[30:31]                 ; lanes where %vpred_313
	global_store_dword v1, v8, s[10:11] offset:1036     ; examples/layernorm_backward.kgen:11: store to 'dx'
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[32:33]                 ; lanes where %vpred_315
	global_store_dword v1, v9, s[10:11] offset:2048     ; examples/layernorm_backward.kgen:11: store to 'dx'
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[34:35]                 ; lanes where %vpred_317
	global_store_dword v1, v10, s[10:11] offset:2052    ; examples/layernorm_backward.kgen:11: store to 'dx'
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[36:37]                 ; lanes where %vpred_319
	global_store_dword v1, v11, s[10:11] offset:2056    ; examples/layernorm_backward.kgen:11: store to 'dx'
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[38:39]                 ; lanes where %vpred_321
	global_store_dword v1, v12, s[10:11] offset:2060    ; examples/layernorm_backward.kgen:11: store to 'dx'
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[40:41]                 ; lanes where %vpred_323
	global_store_dword v1, v13, s[10:11] offset:3072    ; examples/layernorm_backward.kgen:11: store to 'dx'
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[42:43]                 ; lanes where %vpred_325
	global_store_dword v1, v14, s[10:11] offset:3076    ; examples/layernorm_backward.kgen:11: store to 'dx'
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[44:45]                 ; lanes where %vpred_327
	global_store_dword v1, v15, s[10:11] offset:3080    ; examples/layernorm_backward.kgen:11: store to 'dx'
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[46:47]                 ; lanes where %vpred_329
	global_store_dword v1, v16, s[10:11] offset:3084    ; examples/layernorm_backward.kgen:11: store to 'dx'
	s_mov_b64 exec, s[4:5]
.Llayernorm_backward_dx_rows1024_if0_end:
	s_endpgm
.Lfunc_end_layernorm_backward_dx_rows1024:
	.size	layernorm_backward_dx_rows1024, .Lfunc_end_layernorm_backward_dx_rows1024-layernorm_backward_dx_rows1024

; kernel layernorm_backward_dwdb: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel layernorm_backward_dwdb from examples/layernorm_backward.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: c
;   chunk: c: 32, tt: 128; walked in chunks: none
;   layout: c:32 x tt:128: reg[c1 c2 tt32 tt64] lane[c4 c8 c16 tt1 tt2 tt4] warp[tt8 tt16]
;     (fastest axis 'c', 4 contiguous elements per thread)
;   fastest axis 'c': most bytes of plain accesses are contiguous along it
;   vector 4: 16-byte accesses of 4-byte elements
;   value layouts (the dominant layout sliced to each value's axes):
;     L0 [c]: c:32: reg[c1 c2 0 0] lane[c4 c8 c16 0 0 0] warp[0 0]
;     L1 [c, tt]: c:32 x tt:128: reg[c1 c2 tt32 tt64] lane[c4 c8 c16 tt1 tt2 tt4] warp[tt8 tt16]
;     L2 [tt]: tt:128: reg[0 0 tt32 tt64] lane[0 0 0 tt1 tt2 tt4] warp[tt8 tt16]
;       18:14 carried -> L0; 20:13 load dout -> L1; 22:19 reduce sum -> L0; 22:9 add -> L0; 17:14 carried -> L0; 21:28 load x -> L1
;       21:39 load mean -> L2; 21:28 sub -> L1; 21:23 mul -> L1; 21:51 load rstd -> L2; 21:23 mul -> L1; 21:19 reduce sum -> L0
;       21:9 add -> L0; 19:5 loop_result -> L0; 19:5 loop_result -> L0
;   split reduction over 't' where fewer than 1024 programs run (2048 fill the Instinct MI355X): layernorm_backward_dwdb_split walks parts of 'T', the argument 'rows' rows each (a multiple of 128, at least 256, chosen at launch), into db_acc_parts: f32[parts, C], dw_acc_parts: f32[parts, C]; layernorm_backward_dwdb_split_fold folds the parts and stores: two launches, no atomics
; resources: 79 VGPRs, 0 AGPRs, 74 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 1024 bytes LDS, 56 bytes of arguments, 256 threads
;   arg dout: tensor f32 at 0 (read-only)
;   arg x: tensor f32 at 8 (read-only)
;   arg mean: tensor f32 at 16 (read-only)
;   arg rstd: tensor f32 at 24 (read-only)
;   arg dw: tensor f32 at 32
;   arg db: tensor f32 at 40
;   arg T: dim i32 at 48
;   arg C: dim i32 at 52
; s[0:1] kernarg pointer, s2 workgroup id x, v0 work-item id
	.text
	.globl	layernorm_backward_dwdb
	.p2align	8
	.type	layernorm_backward_dwdb,@function
layernorm_backward_dwdb:
	s_load_dwordx2 s[4:5], s[0:1], 0x0                  ; argument dout
	s_load_dwordx2 s[6:7], s[0:1], 0x8                  ; argument x
	s_load_dwordx2 s[8:9], s[0:1], 0x10                 ; argument mean
	s_load_dwordx2 s[10:11], s[0:1], 0x18               ; argument rstd
	s_load_dwordx2 s[12:13], s[0:1], 0x20               ; argument dw
	s_load_dwordx2 s[14:15], s[0:1], 0x28               ; argument db
	s_load_dword s3, s[0:1], 0x30                       ; argument T
	s_load_dword s16, s[0:1], 0x34                      ; argument C
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s17, s2                                   ; program index along 'c'
	s_mul_i32 s18, s17, 32                              ; first 'c' of this program's tile (32)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s17, s16, s18
	s_min_u32 s19, s17, 32                              ; 'c' elements in this tile
	s_and_b32 s17, s16, 3
	s_cmp_eq_u32 s17, 0                                 ; rows start aligned to 4 elements iff C % 4 == 0
	s_cselect_b32 s17, 1, 0
	s_cmp_ge_u32 s19, 32                                ; a whole chunk of 'c' (32) is in bounds
	s_cselect_b32 s20, 1, 0
	v_lshrrev_b32 v2, 3, v1
	v_mul_lo_u32 v3, s16, v2
	v_and_b32 v4, 7, v1
	v_lshlrev_b32 v5, 2, v4
	v_add_u32 v4, v3, v5
	v_lshlrev_b32 v3, 2, v4                             ; thread's byte offset in a chunk of 'dout'
	s_mov_b32 s22, s18
	s_mov_b32 s23, 0
	s_lshl_b64 s[24:25], s[22:23], 2
	s_add_u32 s22, s4, s24                              ; 'dout' at this program
	s_addc_u32 s23, s5, s25
	s_add_u32 s4, s6, s24                               ; 'x' at this program
	s_addc_u32 s5, s7, s25
	v_lshlrev_b32 v4, 2, v2                             ; thread's byte offset in a chunk of 'mean'
	v_lshrrev_b32 v6, 6, v1
	v_and_b32 v7, 1, v6
	v_lshrrev_b32 v6, 7, v1
	v_and_b32 v8, 1, v6
	v_lshlrev_b32 v6, 1, v8
	v_or_b32 v8, v7, v6                                 ; warp group along 'tt'
	v_mul_lo_u32 v6, 32, v8
	v_add_u32 v7, v6, v5
	v_lshlrev_b32 v6, 2, v7
	v_lshlrev_b32 v7, 2, v5
	v_and_b32 v8, 56, v1
	v_cmp_eq_u32 s[6:7], v8, 0                          ; one lane per warp group and element publishes
	v_and_b32 v8, 0xf8, v1
	v_cmp_eq_u32 s[26:27], v8, 0                        ; one thread of each group of copies
	s_add_u32 s28, s12, s24                             ; 'dw' at this program
	s_addc_u32 s29, s13, s25
	s_add_u32 s12, s14, s24                             ; 'db' at this program
	s_addc_u32 s13, s15, s25
	s_cmp_eq_u32 s20, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Llayernorm_backward_dwdb_if0_else
	v_mov_b32 v1, 0                                     ; partials of 'db_acc'
	v_mov_b32 v8, 0                                     ; partials of 'db_acc'
	v_mov_b32 v9, 0                                     ; partials of 'db_acc'
	v_mov_b32 v10, 0                                    ; partials of 'db_acc'
	v_mov_b32 v11, 0                                    ; partials of 'db_acc'
	v_mov_b32 v12, 0                                    ; partials of 'db_acc'
	v_mov_b32 v13, 0                                    ; partials of 'db_acc'
	v_mov_b32 v14, 0                                    ; partials of 'db_acc'
	v_mov_b32 v15, 0                                    ; partials of 'db_acc'
	v_mov_b32 v16, 0                                    ; partials of 'db_acc'
	v_mov_b32 v17, 0                                    ; partials of 'db_acc'
	v_mov_b32 v18, 0                                    ; partials of 'db_acc'
	v_mov_b32 v19, 0                                    ; partials of 'db_acc'
	v_mov_b32 v20, 0                                    ; partials of 'db_acc'
	v_mov_b32 v21, 0                                    ; partials of 'db_acc'
	v_mov_b32 v22, 0                                    ; partials of 'db_acc'
	v_mov_b32 v23, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v24, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v25, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v26, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v27, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v28, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v29, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v30, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v31, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v32, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v33, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v34, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v35, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v36, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v37, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v38, 0                                    ; partials of 'dw_acc'
	s_cmp_ge_u32 s3, 0x80                               ; at least one whole chunk of 'tt'
	s_cselect_b32 s14, 1, 0
	s_sub_u32 s15, s3, 0x7f
	s_cmp_lg_u32 s14, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s14, s15, 0
	s_cmp_lg_u32 s17, 0
	s_cselect_b32 s15, s14, 0
	s_mov_b32 s14, 0                                    ; for tt in t: steps of 128: whole chunks
	s_cmp_ge_u32 s14, s15
	s_cbranch_scc1 .Llayernorm_backward_dwdb_loop0_end
.Llayernorm_backward_dwdb_loop0:
	s_mul_i32 s24, s14, s16
	s_mul_hi_u32 s25, s14, s16
	s_lshl_b64 s[30:31], s[24:25], 2
	s_add_u32 s24, s22, s30                             ; 'dout' at this chunk
	s_addc_u32 s25, s23, s31
	global_load_dwordx4 v[40:43], v3, s[24:25]          ; examples/layernorm_backward.kgen:20: 16-byte load of 'dout'
	s_mul_i32 s18, s16, 32
	s_lshl_b32 s21, s18, 2
	v_add_u32 v39, s21, v3
	global_load_dwordx4 v[44:47], v39, s[24:25]         ; examples/layernorm_backward.kgen:20: 16-byte load of 'dout'
	s_mul_i32 s18, s16, 64
	s_lshl_b32 s21, s18, 2
	v_add_u32 v48, s21, v3
	global_load_dwordx4 v[50:53], v48, s[24:25]         ; examples/layernorm_backward.kgen:20: 16-byte load of 'dout'
	s_mul_i32 s18, s16, 0x60
	s_lshl_b32 s21, s18, 2
	v_add_u32 v49, s21, v3
	global_load_dwordx4 v[54:57], v49, s[24:25]         ; examples/layernorm_backward.kgen:20: 16-byte load of 'dout'
	s_waitcnt vmcnt(3)
	v_add_f32 v1, v1, v40                               ; sum over 'tt' into per-thread partials
	v_add_f32 v8, v8, v41                               ; sum over 'tt' into per-thread partials
	v_add_f32 v9, v9, v42                               ; sum over 'tt' into per-thread partials
	v_add_f32 v10, v10, v43                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(2)
	v_add_f32 v11, v11, v44                             ; sum over 'tt' into per-thread partials
	v_add_f32 v12, v12, v45                             ; sum over 'tt' into per-thread partials
	v_add_f32 v13, v13, v46                             ; sum over 'tt' into per-thread partials
	v_add_f32 v14, v14, v47                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(1)
	v_add_f32 v15, v15, v50                             ; sum over 'tt' into per-thread partials
	v_add_f32 v16, v16, v51                             ; sum over 'tt' into per-thread partials
	v_add_f32 v17, v17, v52                             ; sum over 'tt' into per-thread partials
	v_add_f32 v18, v18, v53                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(0)
	v_add_f32 v19, v19, v54                             ; sum over 'tt' into per-thread partials
	v_add_f32 v20, v20, v55                             ; sum over 'tt' into per-thread partials
	v_add_f32 v21, v21, v56                             ; sum over 'tt' into per-thread partials
	v_add_f32 v22, v22, v57                             ; sum over 'tt' into per-thread partials
	s_add_u32 s24, s4, s30                              ; 'x' at this chunk
	s_addc_u32 s25, s5, s31
	global_load_dwordx4 v[58:61], v3, s[24:25]          ; examples/layernorm_backward.kgen:21: 16-byte load of 'x'
	global_load_dwordx4 v[62:65], v39, s[24:25]         ; examples/layernorm_backward.kgen:21: 16-byte load of 'x'
	global_load_dwordx4 v[66:69], v48, s[24:25]         ; examples/layernorm_backward.kgen:21: 16-byte load of 'x'
	global_load_dwordx4 v[70:73], v49, s[24:25]         ; examples/layernorm_backward.kgen:21: 16-byte load of 'x'
	s_mov_b32 s24, s14
	s_mov_b32 s25, 0
	s_lshl_b64 s[30:31], s[24:25], 2
	s_add_u32 s24, s8, s30                              ; 'mean' at this chunk
	s_addc_u32 s25, s9, s31
	global_load_dword v39, v4, s[24:25]                 ; examples/layernorm_backward.kgen:21: load of 'mean'
	global_load_dword v48, v4, s[24:25] offset:128      ; examples/layernorm_backward.kgen:21: load of 'mean'
	global_load_dword v49, v4, s[24:25] offset:256      ; examples/layernorm_backward.kgen:21: load of 'mean'
	global_load_dword v74, v4, s[24:25] offset:384      ; examples/layernorm_backward.kgen:21: load of 'mean'
	s_waitcnt vmcnt(3)
	v_sub_f32 v75, v58, v39                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v76, v59, v39                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v77, v60, v39                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v78, v61, v39                             ; examples/layernorm_backward.kgen:21
	s_waitcnt vmcnt(2)
	v_sub_f32 v39, v62, v48                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v58, v63, v48                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v59, v64, v48                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v60, v65, v48                             ; examples/layernorm_backward.kgen:21
	s_waitcnt vmcnt(1)
	v_sub_f32 v48, v66, v49                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v61, v67, v49                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v62, v68, v49                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v63, v69, v49                             ; examples/layernorm_backward.kgen:21
	s_waitcnt vmcnt(0)
	v_sub_f32 v49, v70, v74                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v64, v71, v74                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v65, v72, v74                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v66, v73, v74                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v67, v40, v75                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v68, v41, v76                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v69, v42, v77                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v70, v43, v78                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v40, v44, v39                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v39, v45, v58                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v41, v46, v59                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v42, v47, v60                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v43, v50, v48                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v44, v51, v61                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v45, v52, v62                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v46, v53, v63                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v47, v54, v49                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v48, v55, v64                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v49, v56, v65                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v50, v57, v66                             ; examples/layernorm_backward.kgen:21
	s_add_u32 s24, s10, s30                             ; 'rstd' at this chunk
	s_addc_u32 s25, s11, s31
	global_load_dword v51, v4, s[24:25]                 ; examples/layernorm_backward.kgen:21: load of 'rstd'
	global_load_dword v52, v4, s[24:25] offset:128      ; examples/layernorm_backward.kgen:21: load of 'rstd'
	global_load_dword v53, v4, s[24:25] offset:256      ; examples/layernorm_backward.kgen:21: load of 'rstd'
	global_load_dword v54, v4, s[24:25] offset:384      ; examples/layernorm_backward.kgen:21: load of 'rstd'
	s_waitcnt vmcnt(3)
	v_mul_f32 v55, v67, v51                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v56, v68, v51                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v57, v69, v51                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v58, v70, v51                             ; examples/layernorm_backward.kgen:21
	s_waitcnt vmcnt(2)
	v_mul_f32 v51, v40, v52                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v40, v39, v52                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v39, v41, v52                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v41, v42, v52                             ; examples/layernorm_backward.kgen:21
	s_waitcnt vmcnt(1)
	v_mul_f32 v42, v43, v53                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v43, v44, v53                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v44, v45, v53                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v45, v46, v53                             ; examples/layernorm_backward.kgen:21
	s_waitcnt vmcnt(0)
	v_mul_f32 v46, v47, v54                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v47, v48, v54                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v48, v49, v54                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v49, v50, v54                             ; examples/layernorm_backward.kgen:21
	v_add_f32 v23, v23, v55                             ; sum over 'tt' into per-thread partials
	v_add_f32 v24, v24, v56                             ; sum over 'tt' into per-thread partials
	v_add_f32 v25, v25, v57                             ; sum over 'tt' into per-thread partials
	v_add_f32 v26, v26, v58                             ; sum over 'tt' into per-thread partials
	v_add_f32 v27, v27, v51                             ; sum over 'tt' into per-thread partials
	v_add_f32 v28, v28, v40                             ; sum over 'tt' into per-thread partials
	v_add_f32 v29, v29, v39                             ; sum over 'tt' into per-thread partials
	v_add_f32 v30, v30, v41                             ; sum over 'tt' into per-thread partials
	v_add_f32 v31, v31, v42                             ; sum over 'tt' into per-thread partials
	v_add_f32 v32, v32, v43                             ; sum over 'tt' into per-thread partials
	v_add_f32 v33, v33, v44                             ; sum over 'tt' into per-thread partials
	v_add_f32 v34, v34, v45                             ; sum over 'tt' into per-thread partials
	v_add_f32 v35, v35, v46                             ; sum over 'tt' into per-thread partials
	v_add_f32 v36, v36, v47                             ; sum over 'tt' into per-thread partials
	v_add_f32 v37, v37, v48                             ; sum over 'tt' into per-thread partials
	v_add_f32 v38, v38, v49                             ; sum over 'tt' into per-thread partials
	s_add_u32 s14, s14, 0x80
	s_cmp_lt_u32 s14, s15
	s_cbranch_scc1 .Llayernorm_backward_dwdb_loop0
.Llayernorm_backward_dwdb_loop0_end:
	s_mov_b32 s15, s14                                  ; for tt in t: steps of 128: the rest, masked
	s_cmp_ge_u32 s15, s3
	s_cbranch_scc1 .Llayernorm_backward_dwdb_loop1_end
.Llayernorm_backward_dwdb_loop1:
	s_sub_u32 s14, s3, s15
	s_mul_i32 s24, s15, s16
	s_mul_hi_u32 s25, s15, s16
	s_lshl_b64 s[30:31], s[24:25], 2
	s_add_u32 s24, s22, s30                             ; 'dout' at this chunk
	s_addc_u32 s25, s23, s31
	v_cmp_lt_u32 s[32:33], v5, s19                      ; 'c' element in bounds
	v_cmp_lt_u32 s[34:35], v2, s14                      ; 'tt' element in bounds
	s_and_b64 s[36:37], s[32:33], s[34:35]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_178
	global_load_dword v39, v3, s[24:25]                 ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[38:39]
	v_add_u32 v40, 1, v5
	v_cmp_lt_u32 s[38:39], v40, s19                     ; 'c' element in bounds
	s_and_b64 s[40:41], s[38:39], s[34:35]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_182
	global_load_dword v40, v3, s[24:25] offset:4        ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[42:43]
	v_add_u32 v41, 2, v5
	v_cmp_lt_u32 s[42:43], v41, s19                     ; 'c' element in bounds
	s_and_b64 s[44:45], s[42:43], s[34:35]
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_186
	global_load_dword v41, v3, s[24:25] offset:8        ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[46:47]
	v_add_u32 v42, 3, v5
	v_cmp_lt_u32 s[46:47], v42, s19                     ; 'c' element in bounds
	s_and_b64 s[48:49], s[46:47], s[34:35]
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[50:51], s[48:49]               ; lanes where %vpred_190
	global_load_dword v42, v3, s[24:25] offset:12       ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[50:51]
	s_mul_i32 s18, s16, 32
	s_lshl_b32 s21, s18, 2
	v_add_u32 v43, s21, v3
	v_add_u32 v44, 32, v2
	v_cmp_lt_u32 s[50:51], v44, s14                     ; 'tt' element in bounds
	s_and_b64 s[52:53], s[32:33], s[50:51]
	v_mov_b32 v44, 0                                    ; absent element
	s_and_saveexec_b64 s[54:55], s[52:53]               ; lanes where %vpred_197
	global_load_dword v44, v43, s[24:25]                ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[54:55]
	s_and_b64 s[54:55], s[38:39], s[50:51]
	v_mov_b32 v45, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[54:55]               ; lanes where %vpred_199
	global_load_dword v45, v43, s[24:25] offset:4       ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[56:57]
	s_and_b64 s[56:57], s[42:43], s[50:51]
	v_mov_b32 v46, 0                                    ; absent element
	s_and_saveexec_b64 s[58:59], s[56:57]               ; lanes where %vpred_201
	global_load_dword v46, v43, s[24:25] offset:8       ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[58:59]
	s_and_b64 s[58:59], s[46:47], s[50:51]
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[60:61], s[58:59]               ; lanes where %vpred_203
	global_load_dword v47, v43, s[24:25] offset:12      ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[60:61]
	s_mul_i32 s18, s16, 64
	s_lshl_b32 s21, s18, 2
	v_add_u32 v48, s21, v3
	v_add_u32 v49, 64, v2
	v_cmp_lt_u32 s[60:61], v49, s14                     ; 'tt' element in bounds
	s_and_b64 s[62:63], s[32:33], s[60:61]
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[64:65], s[62:63]               ; lanes where %vpred_210
	global_load_dword v49, v48, s[24:25]                ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[64:65]
	s_and_b64 s[64:65], s[38:39], s[60:61]
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[64:65]               ; lanes where %vpred_212
	global_load_dword v50, v48, s[24:25] offset:4       ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[66:67]
	s_and_b64 s[66:67], s[42:43], s[60:61]
	v_mov_b32 v51, 0                                    ; absent element
	s_and_saveexec_b64 s[68:69], s[66:67]               ; lanes where %vpred_214
	global_load_dword v51, v48, s[24:25] offset:8       ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[68:69]
	s_and_b64 s[68:69], s[46:47], s[60:61]
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[70:71], s[68:69]               ; lanes where %vpred_216
	global_load_dword v52, v48, s[24:25] offset:12      ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[70:71]
	s_mul_i32 s18, s16, 0x60
	s_lshl_b32 s21, s18, 2
	v_add_u32 v53, s21, v3
	v_add_u32 v54, 0x60, v2
	v_cmp_lt_u32 s[70:71], v54, s14                     ; 'tt' element in bounds
	s_and_b64 s[72:73], s[32:33], s[70:71]
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[72:73]               ; lanes where %vpred_223
	global_load_dword v54, v53, s[24:25]                ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[32:33]
	s_and_b64 s[32:33], s[38:39], s[70:71]
	v_mov_b32 v55, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[32:33]               ; lanes where %vpred_225
	global_load_dword v55, v53, s[24:25] offset:4       ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[38:39]
	s_and_b64 s[38:39], s[42:43], s[70:71]
	v_mov_b32 v56, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[38:39]               ; lanes where %vpred_227
	global_load_dword v56, v53, s[24:25] offset:8       ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[42:43]
	s_and_b64 s[42:43], s[46:47], s[70:71]
	v_mov_b32 v57, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[42:43]               ; lanes where %vpred_229
	global_load_dword v57, v53, s[24:25] offset:12      ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(15)
	v_cndmask_b32 v58, 0, v39, s[36:37]                 ; absent elements contribute the identity
	v_add_f32 v1, v1, v58                               ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(14)
	v_cndmask_b32 v58, 0, v40, s[40:41]                 ; absent elements contribute the identity
	v_add_f32 v8, v8, v58                               ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(13)
	v_cndmask_b32 v58, 0, v41, s[44:45]                 ; absent elements contribute the identity
	v_add_f32 v9, v9, v58                               ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(12)
	v_cndmask_b32 v58, 0, v42, s[48:49]                 ; absent elements contribute the identity
	v_add_f32 v10, v10, v58                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(11)
	v_cndmask_b32 v58, 0, v44, s[52:53]                 ; absent elements contribute the identity
	v_add_f32 v11, v11, v58                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(10)
	v_cndmask_b32 v58, 0, v45, s[54:55]                 ; absent elements contribute the identity
	v_add_f32 v12, v12, v58                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(9)
	v_cndmask_b32 v58, 0, v46, s[56:57]                 ; absent elements contribute the identity
	v_add_f32 v13, v13, v58                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(8)
	v_cndmask_b32 v58, 0, v47, s[58:59]                 ; absent elements contribute the identity
	v_add_f32 v14, v14, v58                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(7)
	v_cndmask_b32 v58, 0, v49, s[62:63]                 ; absent elements contribute the identity
	v_add_f32 v15, v15, v58                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(6)
	v_cndmask_b32 v58, 0, v50, s[64:65]                 ; absent elements contribute the identity
	v_add_f32 v16, v16, v58                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(5)
	v_cndmask_b32 v58, 0, v51, s[66:67]                 ; absent elements contribute the identity
	v_add_f32 v17, v17, v58                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(4)
	v_cndmask_b32 v58, 0, v52, s[68:69]                 ; absent elements contribute the identity
	v_add_f32 v18, v18, v58                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(3)
	v_cndmask_b32 v58, 0, v54, s[72:73]                 ; absent elements contribute the identity
	v_add_f32 v19, v19, v58                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(2)
	v_cndmask_b32 v58, 0, v55, s[32:33]                 ; absent elements contribute the identity
	v_add_f32 v20, v20, v58                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(1)
	v_cndmask_b32 v58, 0, v56, s[38:39]                 ; absent elements contribute the identity
	v_add_f32 v21, v21, v58                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(0)
	v_cndmask_b32 v58, 0, v57, s[42:43]                 ; absent elements contribute the identity
	v_add_f32 v22, v22, v58                             ; sum over 'tt' into per-thread partials
	s_add_u32 s24, s4, s30                              ; 'x' at this chunk
	s_addc_u32 s25, s5, s31
	v_mov_b32 v58, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[36:37]               ; lanes where %vpred_178
	global_load_dword v58, v3, s[24:25]                 ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v59, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[40:41]               ; lanes where %vpred_182
	global_load_dword v59, v3, s[24:25] offset:4        ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v60, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[44:45]               ; lanes where %vpred_186
	global_load_dword v60, v3, s[24:25] offset:8        ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v61, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[48:49]               ; lanes where %vpred_190
	global_load_dword v61, v3, s[24:25] offset:12       ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v62, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[52:53]               ; lanes where %vpred_197
	global_load_dword v62, v43, s[24:25]                ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v63, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[54:55]               ; lanes where %vpred_199
	global_load_dword v63, v43, s[24:25] offset:4       ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v64, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[56:57]               ; lanes where %vpred_201
	global_load_dword v64, v43, s[24:25] offset:8       ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v65, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[58:59]               ; lanes where %vpred_203
	global_load_dword v65, v43, s[24:25] offset:12      ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[62:63]               ; lanes where %vpred_210
	global_load_dword v43, v48, s[24:25]                ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v66, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[64:65]               ; lanes where %vpred_212
	global_load_dword v66, v48, s[24:25] offset:4       ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v67, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[66:67]               ; lanes where %vpred_214
	global_load_dword v67, v48, s[24:25] offset:8       ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[68:69]               ; lanes where %vpred_216
	global_load_dword v68, v48, s[24:25] offset:12      ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v48, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[72:73]               ; lanes where %vpred_223
	global_load_dword v48, v53, s[24:25]                ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[32:33]               ; lanes where %vpred_225
	global_load_dword v69, v53, s[24:25] offset:4       ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v70, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[38:39]               ; lanes where %vpred_227
	global_load_dword v70, v53, s[24:25] offset:8       ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v71, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[42:43]               ; lanes where %vpred_229
	global_load_dword v71, v53, s[24:25] offset:12      ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[30:31]
	s_mov_b32 s24, s15
	s_mov_b32 s25, 0
	s_lshl_b64 s[30:31], s[24:25], 2
	s_add_u32 s24, s8, s30                              ; 'mean' at this chunk
	s_addc_u32 s25, s9, s31
	v_mov_b32 v53, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[34:35]               ; lanes where %vpred_177
	global_load_dword v53, v4, s[24:25]                 ; examples/layernorm_backward.kgen:21: load of 'mean'
	s_mov_b64 exec, s[46:47]
	v_mov_b32 v72, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[50:51]               ; lanes where %vpred_196
	global_load_dword v72, v4, s[24:25] offset:128      ; examples/layernorm_backward.kgen:21: load of 'mean'
	s_mov_b64 exec, s[46:47]
	v_mov_b32 v73, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[60:61]               ; lanes where %vpred_209
	global_load_dword v73, v4, s[24:25] offset:256      ; examples/layernorm_backward.kgen:21: load of 'mean'
	s_mov_b64 exec, s[46:47]
	v_mov_b32 v74, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[70:71]               ; lanes where %vpred_222
	global_load_dword v74, v4, s[24:25] offset:384      ; examples/layernorm_backward.kgen:21: load of 'mean'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(3)
	v_sub_f32 v75, v58, v53                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v58, v59, v53                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v59, v60, v53                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v60, v61, v53                             ; examples/layernorm_backward.kgen:21
	s_waitcnt vmcnt(2)
	v_sub_f32 v53, v62, v72                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v61, v63, v72                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v62, v64, v72                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v63, v65, v72                             ; examples/layernorm_backward.kgen:21
	s_waitcnt vmcnt(1)
	v_sub_f32 v64, v43, v73                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v43, v66, v73                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v65, v67, v73                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v66, v68, v73                             ; examples/layernorm_backward.kgen:21
	s_waitcnt vmcnt(0)
	v_sub_f32 v67, v48, v74                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v48, v69, v74                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v68, v70, v74                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v69, v71, v74                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v70, v39, v75                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v39, v40, v58                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v40, v41, v59                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v41, v42, v60                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v42, v44, v53                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v44, v45, v61                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v45, v46, v62                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v46, v47, v63                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v47, v49, v64                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v49, v50, v43                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v43, v51, v65                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v50, v52, v66                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v51, v54, v67                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v52, v55, v48                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v48, v56, v68                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v53, v57, v69                             ; examples/layernorm_backward.kgen:21
	s_add_u32 s24, s10, s30                             ; 'rstd' at this chunk
	s_addc_u32 s25, s11, s31
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_177
	global_load_dword v54, v4, s[24:25]                 ; examples/layernorm_backward.kgen:21: load of 'rstd'
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v55, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[50:51]               ; lanes where %vpred_196
	global_load_dword v55, v4, s[24:25] offset:128      ; examples/layernorm_backward.kgen:21: load of 'rstd'
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v56, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[60:61]               ; lanes where %vpred_209
	global_load_dword v56, v4, s[24:25] offset:256      ; examples/layernorm_backward.kgen:21: load of 'rstd'
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v57, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[70:71]               ; lanes where %vpred_222
	global_load_dword v57, v4, s[24:25] offset:384      ; examples/layernorm_backward.kgen:21: load of 'rstd'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(3)
	v_mul_f32 v58, v70, v54                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v59, v39, v54                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v39, v40, v54                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v40, v41, v54                             ; examples/layernorm_backward.kgen:21
	s_waitcnt vmcnt(2)
	v_mul_f32 v41, v42, v55                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v42, v44, v55                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v44, v45, v55                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v45, v46, v55                             ; examples/layernorm_backward.kgen:21
	s_waitcnt vmcnt(1)
	v_mul_f32 v46, v47, v56                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v47, v49, v56                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v49, v43, v56                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v43, v50, v56                             ; examples/layernorm_backward.kgen:21
	s_waitcnt vmcnt(0)
	v_mul_f32 v50, v51, v57                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v51, v52, v57                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v52, v48, v57                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v48, v53, v57                             ; examples/layernorm_backward.kgen:21
	v_cndmask_b32 v53, 0, v58, s[36:37]                 ; absent elements contribute the identity
	v_add_f32 v23, v23, v53                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v53, 0, v59, s[40:41]                 ; absent elements contribute the identity
	v_add_f32 v24, v24, v53                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v53, 0, v39, s[44:45]                 ; absent elements contribute the identity
	v_add_f32 v25, v25, v53                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v40, s[48:49]                 ; absent elements contribute the identity
	v_add_f32 v26, v26, v39                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v41, s[52:53]                 ; absent elements contribute the identity
	v_add_f32 v27, v27, v39                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v42, s[54:55]                 ; absent elements contribute the identity
	v_add_f32 v28, v28, v39                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v44, s[56:57]                 ; absent elements contribute the identity
	v_add_f32 v29, v29, v39                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v45, s[58:59]                 ; absent elements contribute the identity
	v_add_f32 v30, v30, v39                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v46, s[62:63]                 ; absent elements contribute the identity
	v_add_f32 v31, v31, v39                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v47, s[64:65]                 ; absent elements contribute the identity
	v_add_f32 v32, v32, v39                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v49, s[66:67]                 ; absent elements contribute the identity
	v_add_f32 v33, v33, v39                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v43, s[68:69]                 ; absent elements contribute the identity
	v_add_f32 v34, v34, v39                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v50, s[72:73]                 ; absent elements contribute the identity
	v_add_f32 v35, v35, v39                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v51, s[32:33]                 ; absent elements contribute the identity
	v_add_f32 v36, v36, v39                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v52, s[38:39]                 ; absent elements contribute the identity
	v_add_f32 v37, v37, v39                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v48, s[42:43]                 ; absent elements contribute the identity
	v_add_f32 v38, v38, v39                             ; sum over 'tt' into per-thread partials
	s_add_u32 s15, s15, 0x80
	s_cmp_lt_u32 s15, s3
	s_cbranch_scc1 .Llayernorm_backward_dwdb_loop1
.Llayernorm_backward_dwdb_loop1_end:
	v_add_f32 v39, v1, v11                              ; sum over 'tt' (examples/layernorm_backward.kgen:22)
	v_add_f32 v1, v8, v12                               ; sum over 'tt' (examples/layernorm_backward.kgen:22)
	v_add_f32 v8, v9, v13                               ; sum over 'tt' (examples/layernorm_backward.kgen:22)
	v_add_f32 v9, v10, v14                              ; sum over 'tt' (examples/layernorm_backward.kgen:22)
	v_add_f32 v10, v39, v15                             ; sum over 'tt' (examples/layernorm_backward.kgen:22)
	v_add_f32 v11, v1, v16                              ; sum over 'tt' (examples/layernorm_backward.kgen:22)
	v_add_f32 v1, v8, v17                               ; sum over 'tt' (examples/layernorm_backward.kgen:22)
	v_add_f32 v8, v9, v18                               ; sum over 'tt' (examples/layernorm_backward.kgen:22)
	v_add_f32 v9, v10, v19                              ; sum over 'tt' (examples/layernorm_backward.kgen:22)
	v_add_f32 v10, v11, v20                             ; sum over 'tt' (examples/layernorm_backward.kgen:22)
	v_add_f32 v11, v1, v21                              ; sum over 'tt' (examples/layernorm_backward.kgen:22)
	v_add_f32 v1, v8, v22                               ; sum over 'tt' (examples/layernorm_backward.kgen:22)
	ds_swizzle_b32 v8, v9 offset:swizzle(SWAP,8)        ; sum over 'tt' (examples/layernorm_backward.kgen:22): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v12, v9, v8
	ds_swizzle_b32 v8, v10 offset:swizzle(SWAP,8)       ; sum over 'tt' (examples/layernorm_backward.kgen:22): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v9, v10, v8
	ds_swizzle_b32 v8, v11 offset:swizzle(SWAP,8)       ; sum over 'tt' (examples/layernorm_backward.kgen:22): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v10, v11, v8
	ds_swizzle_b32 v8, v1 offset:swizzle(SWAP,8)        ; sum over 'tt' (examples/layernorm_backward.kgen:22): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v11, v1, v8
	ds_swizzle_b32 v1, v12 offset:swizzle(SWAP,16)      ; sum over 'tt' (examples/layernorm_backward.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v12, v1
	ds_swizzle_b32 v1, v9 offset:swizzle(SWAP,16)       ; sum over 'tt' (examples/layernorm_backward.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v12, v9, v1
	ds_swizzle_b32 v1, v10 offset:swizzle(SWAP,16)      ; sum over 'tt' (examples/layernorm_backward.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v9, v10, v1
	ds_swizzle_b32 v1, v11 offset:swizzle(SWAP,16)      ; sum over 'tt' (examples/layernorm_backward.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v10, v11, v1
	v_and_b32 v1, 63, v0                                ; sum over 'tt' (examples/layernorm_backward.kgen:22): lanes 32 apart
	v_xor_b32 v1, 32, v1
	v_lshlrev_b32 v1, 2, v1
	ds_bpermute_b32 v11, v1, v8
	s_waitcnt lgkmcnt(0)
	v_add_f32 v1, v8, v11
	v_and_b32 v8, 63, v0                                ; sum over 'tt' (examples/layernorm_backward.kgen:22): lanes 32 apart
	v_xor_b32 v8, 32, v8
	v_lshlrev_b32 v8, 2, v8
	ds_bpermute_b32 v11, v8, v12
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v12, v11
	v_and_b32 v11, 63, v0                               ; sum over 'tt' (examples/layernorm_backward.kgen:22): lanes 32 apart
	v_xor_b32 v11, 32, v11
	v_lshlrev_b32 v11, 2, v11
	ds_bpermute_b32 v12, v11, v9
	s_waitcnt lgkmcnt(0)
	v_add_f32 v11, v9, v12
	v_and_b32 v9, 63, v0                                ; sum over 'tt' (examples/layernorm_backward.kgen:22): lanes 32 apart
	v_xor_b32 v9, 32, v9
	v_lshlrev_b32 v9, 2, v9
	ds_bpermute_b32 v12, v9, v10
	s_waitcnt lgkmcnt(0)
	v_add_f32 v9, v10, v12
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_387
	ds_write_b32 v6, v1                                 ; sum over 'tt' (examples/layernorm_backward.kgen:22): this warp group's partial
	ds_write_b32 v6, v8 offset:4                        ; sum over 'tt' (examples/layernorm_backward.kgen:22): this warp group's partial
	ds_write_b32 v6, v11 offset:8                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): this warp group's partial
	ds_write_b32 v6, v9 offset:12                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v1, v7                                  ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 0
	ds_read_b32 v8, v7 offset:128                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v9, v1, v8
	ds_read_b32 v1, v7 offset:256                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v9, v1
	ds_read_b32 v1, v7 offset:384                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v9, v8, v1
	ds_read_b32 v1, v7 offset:4                         ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 0
	ds_read_b32 v8, v7 offset:132                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v10, v1, v8
	ds_read_b32 v1, v7 offset:260                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v10, v1
	ds_read_b32 v1, v7 offset:388                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v10, v8, v1
	ds_read_b32 v1, v7 offset:8                         ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 0
	ds_read_b32 v8, v7 offset:136                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v11, v1, v8
	ds_read_b32 v1, v7 offset:264                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v11, v1
	ds_read_b32 v1, v7 offset:392                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v11, v8, v1
	ds_read_b32 v1, v7 offset:12                        ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 0
	ds_read_b32 v8, v7 offset:140                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v12, v1, v8
	ds_read_b32 v1, v7 offset:268                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v12, v1
	ds_read_b32 v1, v7 offset:396                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v12, v8, v1
	v_add_f32 v1, 0, v9                                 ; examples/layernorm_backward.kgen:22
	v_add_f32 v8, 0, v10                                ; examples/layernorm_backward.kgen:22
	v_add_f32 v9, 0, v11                                ; examples/layernorm_backward.kgen:22
	v_add_f32 v10, 0, v12                               ; examples/layernorm_backward.kgen:22
	v_add_f32 v11, v23, v27                             ; sum over 'tt' (examples/layernorm_backward.kgen:21)
	v_add_f32 v12, v24, v28                             ; sum over 'tt' (examples/layernorm_backward.kgen:21)
	v_add_f32 v13, v25, v29                             ; sum over 'tt' (examples/layernorm_backward.kgen:21)
	v_add_f32 v14, v26, v30                             ; sum over 'tt' (examples/layernorm_backward.kgen:21)
	v_add_f32 v15, v11, v31                             ; sum over 'tt' (examples/layernorm_backward.kgen:21)
	v_add_f32 v11, v12, v32                             ; sum over 'tt' (examples/layernorm_backward.kgen:21)
	v_add_f32 v12, v13, v33                             ; sum over 'tt' (examples/layernorm_backward.kgen:21)
	v_add_f32 v13, v14, v34                             ; sum over 'tt' (examples/layernorm_backward.kgen:21)
	v_add_f32 v14, v15, v35                             ; sum over 'tt' (examples/layernorm_backward.kgen:21)
	v_add_f32 v15, v11, v36                             ; sum over 'tt' (examples/layernorm_backward.kgen:21)
	v_add_f32 v11, v12, v37                             ; sum over 'tt' (examples/layernorm_backward.kgen:21)
	v_add_f32 v12, v13, v38                             ; sum over 'tt' (examples/layernorm_backward.kgen:21)
	ds_swizzle_b32 v13, v14 offset:swizzle(SWAP,8)      ; sum over 'tt' (examples/layernorm_backward.kgen:21): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v16, v14, v13
	ds_swizzle_b32 v13, v15 offset:swizzle(SWAP,8)      ; sum over 'tt' (examples/layernorm_backward.kgen:21): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v14, v15, v13
	ds_swizzle_b32 v13, v11 offset:swizzle(SWAP,8)      ; sum over 'tt' (examples/layernorm_backward.kgen:21): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v15, v11, v13
	ds_swizzle_b32 v11, v12 offset:swizzle(SWAP,8)      ; sum over 'tt' (examples/layernorm_backward.kgen:21): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v13, v12, v11
	ds_swizzle_b32 v11, v16 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/layernorm_backward.kgen:21): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v12, v16, v11
	ds_swizzle_b32 v11, v14 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/layernorm_backward.kgen:21): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v16, v14, v11
	ds_swizzle_b32 v11, v15 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/layernorm_backward.kgen:21): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v14, v15, v11
	ds_swizzle_b32 v11, v13 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/layernorm_backward.kgen:21): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v15, v13, v11
	v_and_b32 v11, 63, v0                               ; sum over 'tt' (examples/layernorm_backward.kgen:21): lanes 32 apart
	v_xor_b32 v11, 32, v11
	v_lshlrev_b32 v11, 2, v11
	ds_bpermute_b32 v13, v11, v12
	s_waitcnt lgkmcnt(0)
	v_add_f32 v11, v12, v13
	v_and_b32 v12, 63, v0                               ; sum over 'tt' (examples/layernorm_backward.kgen:21): lanes 32 apart
	v_xor_b32 v12, 32, v12
	v_lshlrev_b32 v12, 2, v12
	ds_bpermute_b32 v13, v12, v16
	s_waitcnt lgkmcnt(0)
	v_add_f32 v12, v16, v13
	v_and_b32 v13, 63, v0                               ; sum over 'tt' (examples/layernorm_backward.kgen:21): lanes 32 apart
	v_xor_b32 v13, 32, v13
	v_lshlrev_b32 v13, 2, v13
	ds_bpermute_b32 v16, v13, v14
	s_waitcnt lgkmcnt(0)
	v_add_f32 v13, v14, v16
	v_and_b32 v14, 63, v0                               ; sum over 'tt' (examples/layernorm_backward.kgen:21): lanes 32 apart
	v_xor_b32 v14, 32, v14
	v_lshlrev_b32 v14, 2, v14
	ds_bpermute_b32 v16, v14, v15
	s_waitcnt lgkmcnt(0)
	v_add_f32 v14, v15, v16
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_387
	ds_write_b32 v6, v11 offset:512                     ; sum over 'tt' (examples/layernorm_backward.kgen:21): this warp group's partial
	ds_write_b32 v6, v12 offset:516                     ; sum over 'tt' (examples/layernorm_backward.kgen:21): this warp group's partial
	ds_write_b32 v6, v13 offset:520                     ; sum over 'tt' (examples/layernorm_backward.kgen:21): this warp group's partial
	ds_write_b32 v6, v14 offset:524                     ; sum over 'tt' (examples/layernorm_backward.kgen:21): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v11, v7 offset:512                      ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 0
	ds_read_b32 v12, v7 offset:640                      ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v13, v11, v12
	ds_read_b32 v11, v7 offset:768                      ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v12, v13, v11
	ds_read_b32 v11, v7 offset:896                      ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v13, v12, v11
	ds_read_b32 v11, v7 offset:516                      ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 0
	ds_read_b32 v12, v7 offset:644                      ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v14, v11, v12
	ds_read_b32 v11, v7 offset:772                      ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v12, v14, v11
	ds_read_b32 v11, v7 offset:900                      ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v14, v12, v11
	ds_read_b32 v11, v7 offset:520                      ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 0
	ds_read_b32 v12, v7 offset:648                      ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v15, v11, v12
	ds_read_b32 v11, v7 offset:776                      ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v12, v15, v11
	ds_read_b32 v11, v7 offset:904                      ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v15, v12, v11
	ds_read_b32 v11, v7 offset:524                      ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 0
	ds_read_b32 v12, v7 offset:652                      ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v16, v11, v12
	ds_read_b32 v11, v7 offset:780                      ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v12, v16, v11
	ds_read_b32 v11, v7 offset:908                      ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v16, v12, v11
	v_add_f32 v11, 0, v13                               ; examples/layernorm_backward.kgen:21
	v_add_f32 v12, 0, v14                               ; examples/layernorm_backward.kgen:21
	v_add_f32 v13, 0, v15                               ; examples/layernorm_backward.kgen:21
	v_add_f32 v14, 0, v16                               ; examples/layernorm_backward.kgen:21
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_489
	global_store_dword v7, v11, s[28:29]                ; examples/layernorm_backward.kgen:24: store to 'dw'
	global_store_dword v7, v12, s[28:29] offset:4       ; examples/layernorm_backward.kgen:24: store to 'dw'
	global_store_dword v7, v13, s[28:29] offset:8       ; examples/layernorm_backward.kgen:24: store to 'dw'
	global_store_dword v7, v14, s[28:29] offset:12      ; examples/layernorm_backward.kgen:24: store to 'dw'
	global_store_dword v7, v1, s[12:13]                 ; examples/layernorm_backward.kgen:25: store to 'db'
	global_store_dword v7, v8, s[12:13] offset:4        ; examples/layernorm_backward.kgen:25: store to 'db'
	global_store_dword v7, v9, s[12:13] offset:8        ; examples/layernorm_backward.kgen:25: store to 'db'
	global_store_dword v7, v10, s[12:13] offset:12      ; examples/layernorm_backward.kgen:25: store to 'db'
	s_mov_b64 exec, s[14:15]
	s_branch .Llayernorm_backward_dwdb_if0_end
.Llayernorm_backward_dwdb_if0_else:
	v_mov_b32 v1, 0                                     ; partials of 'db_acc'
	v_mov_b32 v8, 0                                     ; partials of 'db_acc'
	v_mov_b32 v9, 0                                     ; partials of 'db_acc'
	v_mov_b32 v10, 0                                    ; partials of 'db_acc'
	v_mov_b32 v11, 0                                    ; partials of 'db_acc'
	v_mov_b32 v12, 0                                    ; partials of 'db_acc'
	v_mov_b32 v13, 0                                    ; partials of 'db_acc'
	v_mov_b32 v14, 0                                    ; partials of 'db_acc'
	v_mov_b32 v15, 0                                    ; partials of 'db_acc'
	v_mov_b32 v16, 0                                    ; partials of 'db_acc'
	v_mov_b32 v17, 0                                    ; partials of 'db_acc'
	v_mov_b32 v18, 0                                    ; partials of 'db_acc'
	v_mov_b32 v19, 0                                    ; partials of 'db_acc'
	v_mov_b32 v20, 0                                    ; partials of 'db_acc'
	v_mov_b32 v21, 0                                    ; partials of 'db_acc'
	v_mov_b32 v22, 0                                    ; partials of 'db_acc'
	v_mov_b32 v23, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v24, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v25, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v26, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v27, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v28, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v29, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v30, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v31, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v32, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v33, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v34, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v35, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v36, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v37, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v38, 0                                    ; partials of 'dw_acc'
	s_and_b32 s14, s20, s17
	s_cmp_ge_u32 s3, 0x80                               ; at least one whole chunk of 'tt'
	s_cselect_b32 s15, 1, 0
	s_sub_u32 s17, s3, 0x7f
	s_cmp_lg_u32 s15, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s15, s17, 0
	s_cmp_lg_u32 s14, 0
	s_cselect_b32 s14, s15, 0
	s_mov_b32 s15, 0                                    ; for tt in t: steps of 128: whole chunks
	s_cmp_ge_u32 s15, s14
	s_cbranch_scc1 .Llayernorm_backward_dwdb_loop2_end
.Llayernorm_backward_dwdb_loop2:
	s_mul_i32 s20, s15, s16
	s_mul_hi_u32 s21, s15, s16
	s_lshl_b64 s[24:25], s[20:21], 2
	s_add_u32 s20, s22, s24                             ; 'dout' at this chunk
	s_addc_u32 s21, s23, s25
	global_load_dwordx4 v[40:43], v3, s[20:21]          ; examples/layernorm_backward.kgen:20: 16-byte load of 'dout'
	s_mul_i32 s17, s16, 32
	s_lshl_b32 s18, s17, 2
	v_add_u32 v39, s18, v3
	global_load_dwordx4 v[44:47], v39, s[20:21]         ; examples/layernorm_backward.kgen:20: 16-byte load of 'dout'
	s_mul_i32 s17, s16, 64
	s_lshl_b32 s18, s17, 2
	v_add_u32 v48, s18, v3
	global_load_dwordx4 v[50:53], v48, s[20:21]         ; examples/layernorm_backward.kgen:20: 16-byte load of 'dout'
	s_mul_i32 s17, s16, 0x60
	s_lshl_b32 s18, s17, 2
	v_add_u32 v49, s18, v3
	global_load_dwordx4 v[54:57], v49, s[20:21]         ; examples/layernorm_backward.kgen:20: 16-byte load of 'dout'
	s_waitcnt vmcnt(3)
	v_add_f32 v1, v1, v40                               ; sum over 'tt' into per-thread partials
	v_add_f32 v8, v8, v41                               ; sum over 'tt' into per-thread partials
	v_add_f32 v9, v9, v42                               ; sum over 'tt' into per-thread partials
	v_add_f32 v10, v10, v43                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(2)
	v_add_f32 v11, v11, v44                             ; sum over 'tt' into per-thread partials
	v_add_f32 v12, v12, v45                             ; sum over 'tt' into per-thread partials
	v_add_f32 v13, v13, v46                             ; sum over 'tt' into per-thread partials
	v_add_f32 v14, v14, v47                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(1)
	v_add_f32 v15, v15, v50                             ; sum over 'tt' into per-thread partials
	v_add_f32 v16, v16, v51                             ; sum over 'tt' into per-thread partials
	v_add_f32 v17, v17, v52                             ; sum over 'tt' into per-thread partials
	v_add_f32 v18, v18, v53                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(0)
	v_add_f32 v19, v19, v54                             ; sum over 'tt' into per-thread partials
	v_add_f32 v20, v20, v55                             ; sum over 'tt' into per-thread partials
	v_add_f32 v21, v21, v56                             ; sum over 'tt' into per-thread partials
	v_add_f32 v22, v22, v57                             ; sum over 'tt' into per-thread partials
	s_add_u32 s20, s4, s24                              ; 'x' at this chunk
	s_addc_u32 s21, s5, s25
	global_load_dwordx4 v[58:61], v3, s[20:21]          ; examples/layernorm_backward.kgen:21: 16-byte load of 'x'
	global_load_dwordx4 v[62:65], v39, s[20:21]         ; examples/layernorm_backward.kgen:21: 16-byte load of 'x'
	global_load_dwordx4 v[66:69], v48, s[20:21]         ; examples/layernorm_backward.kgen:21: 16-byte load of 'x'
	global_load_dwordx4 v[70:73], v49, s[20:21]         ; examples/layernorm_backward.kgen:21: 16-byte load of 'x'
	s_mov_b32 s20, s15
	s_mov_b32 s21, 0
	s_lshl_b64 s[24:25], s[20:21], 2
	s_add_u32 s20, s8, s24                              ; 'mean' at this chunk
	s_addc_u32 s21, s9, s25
	global_load_dword v39, v4, s[20:21]                 ; examples/layernorm_backward.kgen:21: load of 'mean'
	global_load_dword v48, v4, s[20:21] offset:128      ; examples/layernorm_backward.kgen:21: load of 'mean'
	global_load_dword v49, v4, s[20:21] offset:256      ; examples/layernorm_backward.kgen:21: load of 'mean'
	global_load_dword v74, v4, s[20:21] offset:384      ; examples/layernorm_backward.kgen:21: load of 'mean'
	s_waitcnt vmcnt(3)
	v_sub_f32 v75, v58, v39                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v76, v59, v39                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v77, v60, v39                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v78, v61, v39                             ; examples/layernorm_backward.kgen:21
	s_waitcnt vmcnt(2)
	v_sub_f32 v39, v62, v48                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v58, v63, v48                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v59, v64, v48                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v60, v65, v48                             ; examples/layernorm_backward.kgen:21
	s_waitcnt vmcnt(1)
	v_sub_f32 v48, v66, v49                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v61, v67, v49                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v62, v68, v49                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v63, v69, v49                             ; examples/layernorm_backward.kgen:21
	s_waitcnt vmcnt(0)
	v_sub_f32 v49, v70, v74                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v64, v71, v74                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v65, v72, v74                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v66, v73, v74                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v67, v40, v75                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v68, v41, v76                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v69, v42, v77                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v70, v43, v78                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v40, v44, v39                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v39, v45, v58                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v41, v46, v59                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v42, v47, v60                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v43, v50, v48                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v44, v51, v61                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v45, v52, v62                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v46, v53, v63                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v47, v54, v49                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v48, v55, v64                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v49, v56, v65                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v50, v57, v66                             ; examples/layernorm_backward.kgen:21
	s_add_u32 s20, s10, s24                             ; 'rstd' at this chunk
	s_addc_u32 s21, s11, s25
	global_load_dword v51, v4, s[20:21]                 ; examples/layernorm_backward.kgen:21: load of 'rstd'
	global_load_dword v52, v4, s[20:21] offset:128      ; examples/layernorm_backward.kgen:21: load of 'rstd'
	global_load_dword v53, v4, s[20:21] offset:256      ; examples/layernorm_backward.kgen:21: load of 'rstd'
	global_load_dword v54, v4, s[20:21] offset:384      ; examples/layernorm_backward.kgen:21: load of 'rstd'
	s_waitcnt vmcnt(3)
	v_mul_f32 v55, v67, v51                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v56, v68, v51                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v57, v69, v51                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v58, v70, v51                             ; examples/layernorm_backward.kgen:21
	s_waitcnt vmcnt(2)
	v_mul_f32 v51, v40, v52                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v40, v39, v52                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v39, v41, v52                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v41, v42, v52                             ; examples/layernorm_backward.kgen:21
	s_waitcnt vmcnt(1)
	v_mul_f32 v42, v43, v53                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v43, v44, v53                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v44, v45, v53                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v45, v46, v53                             ; examples/layernorm_backward.kgen:21
	s_waitcnt vmcnt(0)
	v_mul_f32 v46, v47, v54                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v47, v48, v54                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v48, v49, v54                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v49, v50, v54                             ; examples/layernorm_backward.kgen:21
	v_add_f32 v23, v23, v55                             ; sum over 'tt' into per-thread partials
	v_add_f32 v24, v24, v56                             ; sum over 'tt' into per-thread partials
	v_add_f32 v25, v25, v57                             ; sum over 'tt' into per-thread partials
	v_add_f32 v26, v26, v58                             ; sum over 'tt' into per-thread partials
	v_add_f32 v27, v27, v51                             ; sum over 'tt' into per-thread partials
	v_add_f32 v28, v28, v40                             ; sum over 'tt' into per-thread partials
	v_add_f32 v29, v29, v39                             ; sum over 'tt' into per-thread partials
	v_add_f32 v30, v30, v41                             ; sum over 'tt' into per-thread partials
	v_add_f32 v31, v31, v42                             ; sum over 'tt' into per-thread partials
	v_add_f32 v32, v32, v43                             ; sum over 'tt' into per-thread partials
	v_add_f32 v33, v33, v44                             ; sum over 'tt' into per-thread partials
	v_add_f32 v34, v34, v45                             ; sum over 'tt' into per-thread partials
	v_add_f32 v35, v35, v46                             ; sum over 'tt' into per-thread partials
	v_add_f32 v36, v36, v47                             ; sum over 'tt' into per-thread partials
	v_add_f32 v37, v37, v48                             ; sum over 'tt' into per-thread partials
	v_add_f32 v38, v38, v49                             ; sum over 'tt' into per-thread partials
	s_add_u32 s15, s15, 0x80
	s_cmp_lt_u32 s15, s14
	s_cbranch_scc1 .Llayernorm_backward_dwdb_loop2
.Llayernorm_backward_dwdb_loop2_end:
	s_mov_b32 s14, s15                                  ; for tt in t: steps of 128: the rest, masked
	s_cmp_ge_u32 s14, s3
	s_cbranch_scc1 .Llayernorm_backward_dwdb_loop3_end
.Llayernorm_backward_dwdb_loop3:
	s_sub_u32 s15, s3, s14
	s_mul_i32 s20, s14, s16
	s_mul_hi_u32 s21, s14, s16
	s_lshl_b64 s[24:25], s[20:21], 2
	s_add_u32 s20, s22, s24                             ; 'dout' at this chunk
	s_addc_u32 s21, s23, s25
	v_cmp_lt_u32 s[30:31], v5, s19                      ; 'c' element in bounds
	v_cmp_lt_u32 s[32:33], v2, s15                      ; 'tt' element in bounds
	s_and_b64 s[34:35], s[30:31], s[32:33]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_642
	global_load_dword v39, v3, s[20:21]                 ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[36:37]
	v_add_u32 v40, 1, v5
	v_cmp_lt_u32 s[36:37], v40, s19                     ; 'c' element in bounds
	s_and_b64 s[38:39], s[36:37], s[32:33]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_646
	global_load_dword v40, v3, s[20:21] offset:4        ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[40:41]
	v_add_u32 v41, 2, v5
	v_cmp_lt_u32 s[40:41], v41, s19                     ; 'c' element in bounds
	s_and_b64 s[42:43], s[40:41], s[32:33]
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_650
	global_load_dword v41, v3, s[20:21] offset:8        ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[44:45]
	v_add_u32 v42, 3, v5
	v_cmp_lt_u32 s[44:45], v42, s19                     ; 'c' element in bounds
	s_and_b64 s[46:47], s[44:45], s[32:33]
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[46:47]               ; lanes where %vpred_654
	global_load_dword v42, v3, s[20:21] offset:12       ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[48:49]
	s_mul_i32 s17, s16, 32
	s_lshl_b32 s18, s17, 2
	v_add_u32 v43, s18, v3
	v_add_u32 v44, 32, v2
	v_cmp_lt_u32 s[48:49], v44, s15                     ; 'tt' element in bounds
	s_and_b64 s[50:51], s[30:31], s[48:49]
	v_mov_b32 v44, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[50:51]               ; lanes where %vpred_661
	global_load_dword v44, v43, s[20:21]                ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[52:53]
	s_and_b64 s[52:53], s[36:37], s[48:49]
	v_mov_b32 v45, 0                                    ; absent element
	s_and_saveexec_b64 s[54:55], s[52:53]               ; lanes where %vpred_663
	global_load_dword v45, v43, s[20:21] offset:4       ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[54:55]
	s_and_b64 s[54:55], s[40:41], s[48:49]
	v_mov_b32 v46, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[54:55]               ; lanes where %vpred_665
	global_load_dword v46, v43, s[20:21] offset:8       ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[56:57]
	s_and_b64 s[56:57], s[44:45], s[48:49]
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[58:59], s[56:57]               ; lanes where %vpred_667
	global_load_dword v47, v43, s[20:21] offset:12      ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[58:59]
	s_mul_i32 s17, s16, 64
	s_lshl_b32 s18, s17, 2
	v_add_u32 v48, s18, v3
	v_add_u32 v49, 64, v2
	v_cmp_lt_u32 s[58:59], v49, s15                     ; 'tt' element in bounds
	s_and_b64 s[60:61], s[30:31], s[58:59]
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[62:63], s[60:61]               ; lanes where %vpred_674
	global_load_dword v49, v48, s[20:21]                ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[62:63]
	s_and_b64 s[62:63], s[36:37], s[58:59]
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[64:65], s[62:63]               ; lanes where %vpred_676
	global_load_dword v50, v48, s[20:21] offset:4       ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[64:65]
	s_and_b64 s[64:65], s[40:41], s[58:59]
	v_mov_b32 v51, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[64:65]               ; lanes where %vpred_678
	global_load_dword v51, v48, s[20:21] offset:8       ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[66:67]
	s_and_b64 s[66:67], s[44:45], s[58:59]
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[68:69], s[66:67]               ; lanes where %vpred_680
	global_load_dword v52, v48, s[20:21] offset:12      ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[68:69]
	s_mul_i32 s17, s16, 0x60
	s_lshl_b32 s18, s17, 2
	v_add_u32 v53, s18, v3
	v_add_u32 v54, 0x60, v2
	v_cmp_lt_u32 s[68:69], v54, s15                     ; 'tt' element in bounds
	s_and_b64 s[70:71], s[30:31], s[68:69]
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[70:71]               ; lanes where %vpred_687
	global_load_dword v54, v53, s[20:21]                ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[30:31]
	s_and_b64 s[30:31], s[36:37], s[68:69]
	v_mov_b32 v55, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[30:31]               ; lanes where %vpred_689
	global_load_dword v55, v53, s[20:21] offset:4       ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[36:37]
	s_and_b64 s[36:37], s[40:41], s[68:69]
	v_mov_b32 v56, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[36:37]               ; lanes where %vpred_691
	global_load_dword v56, v53, s[20:21] offset:8       ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[40:41]
	s_and_b64 s[40:41], s[44:45], s[68:69]
	v_mov_b32 v57, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[40:41]               ; lanes where %vpred_693
	global_load_dword v57, v53, s[20:21] offset:12      ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(15)
	v_cndmask_b32 v58, 0, v39, s[34:35]                 ; absent elements contribute the identity
	v_add_f32 v1, v1, v58                               ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(14)
	v_cndmask_b32 v58, 0, v40, s[38:39]                 ; absent elements contribute the identity
	v_add_f32 v8, v8, v58                               ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(13)
	v_cndmask_b32 v58, 0, v41, s[42:43]                 ; absent elements contribute the identity
	v_add_f32 v9, v9, v58                               ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(12)
	v_cndmask_b32 v58, 0, v42, s[46:47]                 ; absent elements contribute the identity
	v_add_f32 v10, v10, v58                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(11)
	v_cndmask_b32 v58, 0, v44, s[50:51]                 ; absent elements contribute the identity
	v_add_f32 v11, v11, v58                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(10)
	v_cndmask_b32 v58, 0, v45, s[52:53]                 ; absent elements contribute the identity
	v_add_f32 v12, v12, v58                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(9)
	v_cndmask_b32 v58, 0, v46, s[54:55]                 ; absent elements contribute the identity
	v_add_f32 v13, v13, v58                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(8)
	v_cndmask_b32 v58, 0, v47, s[56:57]                 ; absent elements contribute the identity
	v_add_f32 v14, v14, v58                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(7)
	v_cndmask_b32 v58, 0, v49, s[60:61]                 ; absent elements contribute the identity
	v_add_f32 v15, v15, v58                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(6)
	v_cndmask_b32 v58, 0, v50, s[62:63]                 ; absent elements contribute the identity
	v_add_f32 v16, v16, v58                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(5)
	v_cndmask_b32 v58, 0, v51, s[64:65]                 ; absent elements contribute the identity
	v_add_f32 v17, v17, v58                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(4)
	v_cndmask_b32 v58, 0, v52, s[66:67]                 ; absent elements contribute the identity
	v_add_f32 v18, v18, v58                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(3)
	v_cndmask_b32 v58, 0, v54, s[70:71]                 ; absent elements contribute the identity
	v_add_f32 v19, v19, v58                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(2)
	v_cndmask_b32 v58, 0, v55, s[30:31]                 ; absent elements contribute the identity
	v_add_f32 v20, v20, v58                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(1)
	v_cndmask_b32 v58, 0, v56, s[36:37]                 ; absent elements contribute the identity
	v_add_f32 v21, v21, v58                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(0)
	v_cndmask_b32 v58, 0, v57, s[40:41]                 ; absent elements contribute the identity
	v_add_f32 v22, v22, v58                             ; sum over 'tt' into per-thread partials
	s_add_u32 s20, s4, s24                              ; 'x' at this chunk
	s_addc_u32 s21, s5, s25
	v_mov_b32 v58, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[34:35]               ; lanes where %vpred_642
	global_load_dword v58, v3, s[20:21]                 ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v59, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[38:39]               ; lanes where %vpred_646
	global_load_dword v59, v3, s[20:21] offset:4        ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v60, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[42:43]               ; lanes where %vpred_650
	global_load_dword v60, v3, s[20:21] offset:8        ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v61, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[46:47]               ; lanes where %vpred_654
	global_load_dword v61, v3, s[20:21] offset:12       ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v62, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[50:51]               ; lanes where %vpred_661
	global_load_dword v62, v43, s[20:21]                ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v63, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[52:53]               ; lanes where %vpred_663
	global_load_dword v63, v43, s[20:21] offset:4       ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v64, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[54:55]               ; lanes where %vpred_665
	global_load_dword v64, v43, s[20:21] offset:8       ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v65, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[56:57]               ; lanes where %vpred_667
	global_load_dword v65, v43, s[20:21] offset:12      ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[60:61]               ; lanes where %vpred_674
	global_load_dword v43, v48, s[20:21]                ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v66, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[62:63]               ; lanes where %vpred_676
	global_load_dword v66, v48, s[20:21] offset:4       ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v67, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[64:65]               ; lanes where %vpred_678
	global_load_dword v67, v48, s[20:21] offset:8       ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[66:67]               ; lanes where %vpred_680
	global_load_dword v68, v48, s[20:21] offset:12      ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v48, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[70:71]               ; lanes where %vpred_687
	global_load_dword v48, v53, s[20:21]                ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_689
	global_load_dword v69, v53, s[20:21] offset:4       ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v70, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[36:37]               ; lanes where %vpred_691
	global_load_dword v70, v53, s[20:21] offset:8       ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v71, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[40:41]               ; lanes where %vpred_693
	global_load_dword v71, v53, s[20:21] offset:12      ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[24:25]
	s_mov_b32 s20, s14
	s_mov_b32 s21, 0
	s_lshl_b64 s[24:25], s[20:21], 2
	s_add_u32 s20, s8, s24                              ; 'mean' at this chunk
	s_addc_u32 s21, s9, s25
	v_mov_b32 v53, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[32:33]               ; lanes where %vpred_641
	global_load_dword v53, v4, s[20:21]                 ; examples/layernorm_backward.kgen:21: load of 'mean'
	s_mov_b64 exec, s[44:45]
	v_mov_b32 v72, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[48:49]               ; lanes where %vpred_660
	global_load_dword v72, v4, s[20:21] offset:128      ; examples/layernorm_backward.kgen:21: load of 'mean'
	s_mov_b64 exec, s[44:45]
	v_mov_b32 v73, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[58:59]               ; lanes where %vpred_673
	global_load_dword v73, v4, s[20:21] offset:256      ; examples/layernorm_backward.kgen:21: load of 'mean'
	s_mov_b64 exec, s[44:45]
	v_mov_b32 v74, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[68:69]               ; lanes where %vpred_686
	global_load_dword v74, v4, s[20:21] offset:384      ; examples/layernorm_backward.kgen:21: load of 'mean'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(3)
	v_sub_f32 v75, v58, v53                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v58, v59, v53                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v59, v60, v53                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v60, v61, v53                             ; examples/layernorm_backward.kgen:21
	s_waitcnt vmcnt(2)
	v_sub_f32 v53, v62, v72                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v61, v63, v72                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v62, v64, v72                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v63, v65, v72                             ; examples/layernorm_backward.kgen:21
	s_waitcnt vmcnt(1)
	v_sub_f32 v64, v43, v73                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v43, v66, v73                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v65, v67, v73                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v66, v68, v73                             ; examples/layernorm_backward.kgen:21
	s_waitcnt vmcnt(0)
	v_sub_f32 v67, v48, v74                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v48, v69, v74                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v68, v70, v74                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v69, v71, v74                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v70, v39, v75                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v39, v40, v58                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v40, v41, v59                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v41, v42, v60                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v42, v44, v53                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v44, v45, v61                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v45, v46, v62                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v46, v47, v63                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v47, v49, v64                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v49, v50, v43                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v43, v51, v65                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v50, v52, v66                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v51, v54, v67                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v52, v55, v48                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v48, v56, v68                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v53, v57, v69                             ; examples/layernorm_backward.kgen:21
	s_add_u32 s20, s10, s24                             ; 'rstd' at this chunk
	s_addc_u32 s21, s11, s25
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[32:33]               ; lanes where %vpred_641
	global_load_dword v54, v4, s[20:21]                 ; examples/layernorm_backward.kgen:21: load of 'rstd'
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v55, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[48:49]               ; lanes where %vpred_660
	global_load_dword v55, v4, s[20:21] offset:128      ; examples/layernorm_backward.kgen:21: load of 'rstd'
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v56, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[58:59]               ; lanes where %vpred_673
	global_load_dword v56, v4, s[20:21] offset:256      ; examples/layernorm_backward.kgen:21: load of 'rstd'
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v57, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[68:69]               ; lanes where %vpred_686
	global_load_dword v57, v4, s[20:21] offset:384      ; examples/layernorm_backward.kgen:21: load of 'rstd'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(3)
	v_mul_f32 v58, v70, v54                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v59, v39, v54                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v39, v40, v54                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v40, v41, v54                             ; examples/layernorm_backward.kgen:21
	s_waitcnt vmcnt(2)
	v_mul_f32 v41, v42, v55                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v42, v44, v55                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v44, v45, v55                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v45, v46, v55                             ; examples/layernorm_backward.kgen:21
	s_waitcnt vmcnt(1)
	v_mul_f32 v46, v47, v56                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v47, v49, v56                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v49, v43, v56                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v43, v50, v56                             ; examples/layernorm_backward.kgen:21
	s_waitcnt vmcnt(0)
	v_mul_f32 v50, v51, v57                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v51, v52, v57                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v52, v48, v57                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v48, v53, v57                             ; examples/layernorm_backward.kgen:21
	v_cndmask_b32 v53, 0, v58, s[34:35]                 ; absent elements contribute the identity
	v_add_f32 v23, v23, v53                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v53, 0, v59, s[38:39]                 ; absent elements contribute the identity
	v_add_f32 v24, v24, v53                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v53, 0, v39, s[42:43]                 ; absent elements contribute the identity
	v_add_f32 v25, v25, v53                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v40, s[46:47]                 ; absent elements contribute the identity
	v_add_f32 v26, v26, v39                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v41, s[50:51]                 ; absent elements contribute the identity
	v_add_f32 v27, v27, v39                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v42, s[52:53]                 ; absent elements contribute the identity
	v_add_f32 v28, v28, v39                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v44, s[54:55]                 ; absent elements contribute the identity
	v_add_f32 v29, v29, v39                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v45, s[56:57]                 ; absent elements contribute the identity
	v_add_f32 v30, v30, v39                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v46, s[60:61]                 ; absent elements contribute the identity
	v_add_f32 v31, v31, v39                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v47, s[62:63]                 ; absent elements contribute the identity
	v_add_f32 v32, v32, v39                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v49, s[64:65]                 ; absent elements contribute the identity
	v_add_f32 v33, v33, v39                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v43, s[66:67]                 ; absent elements contribute the identity
	v_add_f32 v34, v34, v39                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v50, s[70:71]                 ; absent elements contribute the identity
	v_add_f32 v35, v35, v39                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v51, s[30:31]                 ; absent elements contribute the identity
	v_add_f32 v36, v36, v39                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v52, s[36:37]                 ; absent elements contribute the identity
	v_add_f32 v37, v37, v39                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v48, s[40:41]                 ; absent elements contribute the identity
	v_add_f32 v38, v38, v39                             ; sum over 'tt' into per-thread partials
	s_add_u32 s14, s14, 0x80
	s_cmp_lt_u32 s14, s3
	s_cbranch_scc1 .Llayernorm_backward_dwdb_loop3
.Llayernorm_backward_dwdb_loop3_end:
	v_add_f32 v2, v1, v11                               ; sum over 'tt' (examples/layernorm_backward.kgen:22)
	v_add_f32 v1, v8, v12                               ; sum over 'tt' (examples/layernorm_backward.kgen:22)
	v_add_f32 v3, v9, v13                               ; sum over 'tt' (examples/layernorm_backward.kgen:22)
	v_add_f32 v4, v10, v14                              ; sum over 'tt' (examples/layernorm_backward.kgen:22)
	v_add_f32 v8, v2, v15                               ; sum over 'tt' (examples/layernorm_backward.kgen:22)
	v_add_f32 v2, v1, v16                               ; sum over 'tt' (examples/layernorm_backward.kgen:22)
	v_add_f32 v1, v3, v17                               ; sum over 'tt' (examples/layernorm_backward.kgen:22)
	v_add_f32 v3, v4, v18                               ; sum over 'tt' (examples/layernorm_backward.kgen:22)
	v_add_f32 v4, v8, v19                               ; sum over 'tt' (examples/layernorm_backward.kgen:22)
	v_add_f32 v8, v2, v20                               ; sum over 'tt' (examples/layernorm_backward.kgen:22)
	v_add_f32 v2, v1, v21                               ; sum over 'tt' (examples/layernorm_backward.kgen:22)
	v_add_f32 v1, v3, v22                               ; sum over 'tt' (examples/layernorm_backward.kgen:22)
	ds_swizzle_b32 v3, v4 offset:swizzle(SWAP,8)        ; sum over 'tt' (examples/layernorm_backward.kgen:22): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v9, v4, v3
	ds_swizzle_b32 v3, v8 offset:swizzle(SWAP,8)        ; sum over 'tt' (examples/layernorm_backward.kgen:22): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v8, v3
	ds_swizzle_b32 v3, v2 offset:swizzle(SWAP,8)        ; sum over 'tt' (examples/layernorm_backward.kgen:22): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v2, v3
	ds_swizzle_b32 v2, v1 offset:swizzle(SWAP,8)        ; sum over 'tt' (examples/layernorm_backward.kgen:22): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v1, v2
	ds_swizzle_b32 v1, v9 offset:swizzle(SWAP,16)       ; sum over 'tt' (examples/layernorm_backward.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v9, v1
	ds_swizzle_b32 v1, v4 offset:swizzle(SWAP,16)       ; sum over 'tt' (examples/layernorm_backward.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v9, v4, v1
	ds_swizzle_b32 v1, v8 offset:swizzle(SWAP,16)       ; sum over 'tt' (examples/layernorm_backward.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v8, v1
	ds_swizzle_b32 v1, v3 offset:swizzle(SWAP,16)       ; sum over 'tt' (examples/layernorm_backward.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v3, v1
	v_and_b32 v1, 63, v0                                ; sum over 'tt' (examples/layernorm_backward.kgen:22): lanes 32 apart
	v_xor_b32 v1, 32, v1
	v_lshlrev_b32 v1, 2, v1
	ds_bpermute_b32 v3, v1, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v1, v2, v3
	v_and_b32 v2, 63, v0                                ; sum over 'tt' (examples/layernorm_backward.kgen:22): lanes 32 apart
	v_xor_b32 v2, 32, v2
	v_lshlrev_b32 v2, 2, v2
	ds_bpermute_b32 v3, v2, v9
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v9, v3
	v_and_b32 v3, 63, v0                                ; sum over 'tt' (examples/layernorm_backward.kgen:22): lanes 32 apart
	v_xor_b32 v3, 32, v3
	v_lshlrev_b32 v3, 2, v3
	ds_bpermute_b32 v9, v3, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v4, v9
	v_and_b32 v4, 63, v0                                ; sum over 'tt' (examples/layernorm_backward.kgen:22): lanes 32 apart
	v_xor_b32 v4, 32, v4
	v_lshlrev_b32 v4, 2, v4
	ds_bpermute_b32 v9, v4, v8
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v8, v9
	s_and_saveexec_b64 s[4:5], s[6:7]                   ; lanes where %vpred_387
	ds_write_b32 v6, v1                                 ; sum over 'tt' (examples/layernorm_backward.kgen:22): this warp group's partial
	ds_write_b32 v6, v2 offset:4                        ; sum over 'tt' (examples/layernorm_backward.kgen:22): this warp group's partial
	ds_write_b32 v6, v3 offset:8                        ; sum over 'tt' (examples/layernorm_backward.kgen:22): this warp group's partial
	ds_write_b32 v6, v4 offset:12                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): this warp group's partial
	s_mov_b64 exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v1, v7                                  ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 0
	ds_read_b32 v2, v7 offset:128                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v1, v2
	ds_read_b32 v1, v7 offset:256                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v3, v1
	ds_read_b32 v1, v7 offset:384                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v2, v1
	ds_read_b32 v1, v7 offset:4                         ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 0
	ds_read_b32 v2, v7 offset:132                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v1, v2
	ds_read_b32 v1, v7 offset:260                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v4, v1
	ds_read_b32 v1, v7 offset:388                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v2, v1
	ds_read_b32 v1, v7 offset:8                         ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 0
	ds_read_b32 v2, v7 offset:136                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v1, v2
	ds_read_b32 v1, v7 offset:264                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v8, v1
	ds_read_b32 v1, v7 offset:392                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v2, v1
	ds_read_b32 v1, v7 offset:12                        ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 0
	ds_read_b32 v2, v7 offset:140                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v9, v1, v2
	ds_read_b32 v1, v7 offset:268                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v9, v1
	ds_read_b32 v1, v7 offset:396                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v9, v2, v1
	v_add_f32 v1, 0, v3                                 ; examples/layernorm_backward.kgen:22
	v_add_f32 v2, 0, v4                                 ; examples/layernorm_backward.kgen:22
	v_add_f32 v3, 0, v8                                 ; examples/layernorm_backward.kgen:22
	v_add_f32 v4, 0, v9                                 ; examples/layernorm_backward.kgen:22
	v_add_f32 v8, v23, v27                              ; sum over 'tt' (examples/layernorm_backward.kgen:21)
	v_add_f32 v9, v24, v28                              ; sum over 'tt' (examples/layernorm_backward.kgen:21)
	v_add_f32 v10, v25, v29                             ; sum over 'tt' (examples/layernorm_backward.kgen:21)
	v_add_f32 v11, v26, v30                             ; sum over 'tt' (examples/layernorm_backward.kgen:21)
	v_add_f32 v12, v8, v31                              ; sum over 'tt' (examples/layernorm_backward.kgen:21)
	v_add_f32 v8, v9, v32                               ; sum over 'tt' (examples/layernorm_backward.kgen:21)
	v_add_f32 v9, v10, v33                              ; sum over 'tt' (examples/layernorm_backward.kgen:21)
	v_add_f32 v10, v11, v34                             ; sum over 'tt' (examples/layernorm_backward.kgen:21)
	v_add_f32 v11, v12, v35                             ; sum over 'tt' (examples/layernorm_backward.kgen:21)
	v_add_f32 v12, v8, v36                              ; sum over 'tt' (examples/layernorm_backward.kgen:21)
	v_add_f32 v8, v9, v37                               ; sum over 'tt' (examples/layernorm_backward.kgen:21)
	v_add_f32 v9, v10, v38                              ; sum over 'tt' (examples/layernorm_backward.kgen:21)
	ds_swizzle_b32 v10, v11 offset:swizzle(SWAP,8)      ; sum over 'tt' (examples/layernorm_backward.kgen:21): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v13, v11, v10
	ds_swizzle_b32 v10, v12 offset:swizzle(SWAP,8)      ; sum over 'tt' (examples/layernorm_backward.kgen:21): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v11, v12, v10
	ds_swizzle_b32 v10, v8 offset:swizzle(SWAP,8)       ; sum over 'tt' (examples/layernorm_backward.kgen:21): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v12, v8, v10
	ds_swizzle_b32 v8, v9 offset:swizzle(SWAP,8)        ; sum over 'tt' (examples/layernorm_backward.kgen:21): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v10, v9, v8
	ds_swizzle_b32 v8, v13 offset:swizzle(SWAP,16)      ; sum over 'tt' (examples/layernorm_backward.kgen:21): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v9, v13, v8
	ds_swizzle_b32 v8, v11 offset:swizzle(SWAP,16)      ; sum over 'tt' (examples/layernorm_backward.kgen:21): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v13, v11, v8
	ds_swizzle_b32 v8, v12 offset:swizzle(SWAP,16)      ; sum over 'tt' (examples/layernorm_backward.kgen:21): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v11, v12, v8
	ds_swizzle_b32 v8, v10 offset:swizzle(SWAP,16)      ; sum over 'tt' (examples/layernorm_backward.kgen:21): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v12, v10, v8
	v_and_b32 v8, 63, v0                                ; sum over 'tt' (examples/layernorm_backward.kgen:21): lanes 32 apart
	v_xor_b32 v8, 32, v8
	v_lshlrev_b32 v8, 2, v8
	ds_bpermute_b32 v10, v8, v9
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v9, v10
	v_and_b32 v9, 63, v0                                ; sum over 'tt' (examples/layernorm_backward.kgen:21): lanes 32 apart
	v_xor_b32 v9, 32, v9
	v_lshlrev_b32 v9, 2, v9
	ds_bpermute_b32 v10, v9, v13
	s_waitcnt lgkmcnt(0)
	v_add_f32 v9, v13, v10
	v_and_b32 v10, 63, v0                               ; sum over 'tt' (examples/layernorm_backward.kgen:21): lanes 32 apart
	v_xor_b32 v10, 32, v10
	v_lshlrev_b32 v10, 2, v10
	ds_bpermute_b32 v13, v10, v11
	s_waitcnt lgkmcnt(0)
	v_add_f32 v10, v11, v13
	v_and_b32 v11, 63, v0                               ; sum over 'tt' (examples/layernorm_backward.kgen:21): lanes 32 apart
	v_xor_b32 v11, 32, v11
	v_lshlrev_b32 v11, 2, v11
	ds_bpermute_b32 v13, v11, v12
	s_waitcnt lgkmcnt(0)
	v_add_f32 v11, v12, v13
	s_and_saveexec_b64 s[4:5], s[6:7]                   ; lanes where %vpred_387
	ds_write_b32 v6, v8 offset:512                      ; sum over 'tt' (examples/layernorm_backward.kgen:21): this warp group's partial
	ds_write_b32 v6, v9 offset:516                      ; sum over 'tt' (examples/layernorm_backward.kgen:21): this warp group's partial
	ds_write_b32 v6, v10 offset:520                     ; sum over 'tt' (examples/layernorm_backward.kgen:21): this warp group's partial
	ds_write_b32 v6, v11 offset:524                     ; sum over 'tt' (examples/layernorm_backward.kgen:21): this warp group's partial
	s_mov_b64 exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v6, v7 offset:512                       ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 0
	ds_read_b32 v8, v7 offset:640                       ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v9, v6, v8
	ds_read_b32 v6, v7 offset:768                       ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v9, v6
	ds_read_b32 v6, v7 offset:896                       ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v9, v8, v6
	ds_read_b32 v6, v7 offset:516                       ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 0
	ds_read_b32 v8, v7 offset:644                       ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v10, v6, v8
	ds_read_b32 v6, v7 offset:772                       ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v10, v6
	ds_read_b32 v6, v7 offset:900                       ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v10, v8, v6
	ds_read_b32 v6, v7 offset:520                       ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 0
	ds_read_b32 v8, v7 offset:648                       ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v11, v6, v8
	ds_read_b32 v6, v7 offset:776                       ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v11, v6
	ds_read_b32 v6, v7 offset:904                       ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v11, v8, v6
	ds_read_b32 v6, v7 offset:524                       ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 0
	ds_read_b32 v8, v7 offset:652                       ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v12, v6, v8
	ds_read_b32 v6, v7 offset:780                       ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v12, v6
	ds_read_b32 v6, v7 offset:908                       ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v12, v8, v6
	v_add_f32 v6, 0, v9                                 ; examples/layernorm_backward.kgen:21
	v_add_f32 v8, 0, v10                                ; examples/layernorm_backward.kgen:21
	v_add_f32 v9, 0, v11                                ; examples/layernorm_backward.kgen:21
	v_add_f32 v10, 0, v12                               ; examples/layernorm_backward.kgen:21
	v_cmp_lt_u32 s[4:5], v5, s19                        ; 'c' element in bounds
	s_and_b64 s[6:7], s[4:5], s[26:27]
	s_and_saveexec_b64 s[4:5], s[6:7]                   ; lanes where %vpred_941
	global_store_dword v7, v6, s[28:29]                 ; examples/layernorm_backward.kgen:24: store to 'dw'
	s_mov_b64 exec, s[4:5]
	v_add_u32 v6, 1, v5
	v_cmp_lt_u32 s[4:5], v6, s19                        ; 'c' element in bounds
	s_and_b64 s[8:9], s[4:5], s[26:27]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_944
	global_store_dword v7, v8, s[28:29] offset:4        ; examples/layernorm_backward.kgen:24: store to 'dw'
	s_mov_b64 exec, s[4:5]
	v_add_u32 v6, 2, v5
	v_cmp_lt_u32 s[4:5], v6, s19                        ; 'c' element in bounds
	s_and_b64 s[10:11], s[4:5], s[26:27]
	s_and_saveexec_b64 s[4:5], s[10:11]                 ; lanes where %vpred_947
	global_store_dword v7, v9, s[28:29] offset:8        ; examples/layernorm_backward.kgen:24: store to 'dw'
	s_mov_b64 exec, s[4:5]
	v_add_u32 v6, 3, v5
	v_cmp_lt_u32 s[4:5], v6, s19                        ; 'c' element in bounds
	s_and_b64 s[14:15], s[4:5], s[26:27]
	s_and_saveexec_b64 s[4:5], s[14:15]                 ; lanes where %vpred_950
	global_store_dword v7, v10, s[28:29] offset:12      ; examples/layernorm_backward.kgen:24: store to 'dw'
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[6:7]                   ; lanes where %vpred_941
	global_store_dword v7, v1, s[12:13]                 ; examples/layernorm_backward.kgen:25: store to 'db'
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_944
	global_store_dword v7, v2, s[12:13] offset:4        ; examples/layernorm_backward.kgen:25: store to 'db'
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[10:11]                 ; lanes where %vpred_947
	global_store_dword v7, v3, s[12:13] offset:8        ; examples/layernorm_backward.kgen:25: store to 'db'
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[14:15]                 ; lanes where %vpred_950
	global_store_dword v7, v4, s[12:13] offset:12       ; examples/layernorm_backward.kgen:25: store to 'db'
	s_mov_b64 exec, s[4:5]
.Llayernorm_backward_dwdb_if0_end:
	s_endpgm
.Lfunc_end_layernorm_backward_dwdb:
	.size	layernorm_backward_dwdb, .Lfunc_end_layernorm_backward_dwdb-layernorm_backward_dwdb

; kernel layernorm_backward_dwdb_split: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel layernorm_backward_dwdb_split from examples/layernorm_backward.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: c, part
;   chunk: part: 1, c: 32, tt: 128; walked in chunks: none
;   layout: part:1 x c:32 x tt:128: reg[c1 c2 tt32 tt64] lane[c4 c8 c16 tt1 tt2 tt4] warp[tt8 tt16]
;     (fastest axis 'c', 4 contiguous elements per thread)
;   fastest axis 'c': most bytes of plain accesses are contiguous along it
;   vector 4: 16-byte accesses of 4-byte elements
;   value layouts (the dominant layout sliced to each value's axes):
;     L0 [c]: c:32: reg[c1 c2 0 0] lane[c4 c8 c16 0 0 0] warp[0 0]
;     L1 [c, tt]: c:32 x tt:128: reg[c1 c2 tt32 tt64] lane[c4 c8 c16 tt1 tt2 tt4] warp[tt8 tt16]
;     L2 [tt]: tt:128: reg[0 0 tt32 tt64] lane[0 0 0 tt1 tt2 tt4] warp[tt8 tt16]
;       18:14 carried -> L0; 20:13 load dout -> L1; 22:19 reduce sum -> L0; 22:9 add -> L0; 17:14 carried -> L0; 21:28 load x -> L1
;       21:39 load mean -> L2; 21:28 sub -> L1; 21:23 mul -> L1; 21:51 load rstd -> L2; 21:23 mul -> L1; 21:19 reduce sum -> L0
;       21:9 add -> L0; 19:5 loop_result -> L0; 19:5 loop_result -> L0
; resources: 79 VGPRs, 0 AGPRs, 74 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 1024 bytes LDS, 80 bytes of arguments, 256 threads
;   arg dout: tensor f32 at 0 (read-only)
;   arg x: tensor f32 at 8 (read-only)
;   arg mean: tensor f32 at 16 (read-only)
;   arg rstd: tensor f32 at 24 (read-only)
;   arg dw: tensor f32 at 32 (read-only)
;   arg db: tensor f32 at 40 (read-only)
;   arg db_acc_parts: tensor f32 at 48
;   arg dw_acc_parts: tensor f32 at 56
;   arg rows: scalar u32 at 64
;   arg T: dim i32 at 68
;   arg C: dim i32 at 72
;   arg parts: dim i32 at 76
; s[0:1] kernarg pointer, s2 workgroup id x, s3 workgroup id y, v0 work-item id
	.text
	.globl	layernorm_backward_dwdb_split
	.p2align	8
	.type	layernorm_backward_dwdb_split,@function
layernorm_backward_dwdb_split:
	s_load_dwordx2 s[4:5], s[0:1], 0x0                  ; argument dout
	s_load_dwordx2 s[6:7], s[0:1], 0x8                  ; argument x
	s_load_dwordx2 s[8:9], s[0:1], 0x10                 ; argument mean
	s_load_dwordx2 s[10:11], s[0:1], 0x18               ; argument rstd
	s_load_dwordx2 s[12:13], s[0:1], 0x30               ; argument db_acc_parts
	s_load_dwordx2 s[14:15], s[0:1], 0x38               ; argument dw_acc_parts
	s_load_dword s16, s[0:1], 0x40                      ; argument rows
	s_load_dword s17, s[0:1], 0x44                      ; argument T
	s_load_dword s18, s[0:1], 0x48                      ; argument C
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s19, s2                                   ; program index along 'c'
	s_mul_i32 s20, s19, 32                              ; first 'c' of this program's tile (32)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s19, s18, s20
	s_min_u32 s21, s19, 32                              ; 'c' elements in this tile
	s_mov_b32 s19, s3                                   ; program index along 'part'
	s_mul_i32 s22, s19, s16                             ; first 't' of part 'part'
	s_max_u32 s23, s17, s22
	s_sub_u32 s17, s23, s22
	s_min_u32 s23, s17, s16                             ; 't' rows of this part
	s_and_b32 s16, s18, 3
	s_cmp_eq_u32 s16, 0                                 ; rows start aligned to 4 elements iff C % 4 == 0
	s_cselect_b32 s16, 1, 0
	s_cmp_ge_u32 s21, 32                                ; a whole chunk of 'c' (32) is in bounds
	s_cselect_b32 s17, 1, 0
	v_lshrrev_b32 v2, 3, v1
	v_mul_lo_u32 v3, s18, v2
	v_and_b32 v4, 7, v1
	v_lshlrev_b32 v5, 2, v4
	v_add_u32 v4, v3, v5
	v_lshlrev_b32 v3, 2, v4                             ; thread's byte offset in a chunk of 'dout'
	s_mov_b32 s24, s20
	s_mov_b32 s25, 0
	s_lshl_b64 s[26:27], s[24:25], 2
	s_add_u32 s24, s4, s26                              ; 'dout' at this program
	s_addc_u32 s25, s5, s27
	s_add_u32 s4, s6, s26                               ; 'x' at this program
	s_addc_u32 s5, s7, s27
	v_lshlrev_b32 v4, 2, v2                             ; thread's byte offset in a chunk of 'mean'
	v_lshrrev_b32 v6, 6, v1
	v_and_b32 v7, 1, v6
	v_lshrrev_b32 v6, 7, v1
	v_and_b32 v8, 1, v6
	v_lshlrev_b32 v6, 1, v8
	v_or_b32 v8, v7, v6                                 ; warp group along 'tt'
	v_mul_lo_u32 v6, 32, v8
	v_add_u32 v7, v6, v5
	v_lshlrev_b32 v6, 2, v7
	v_lshlrev_b32 v7, 2, v5
	v_and_b32 v8, 56, v1
	v_cmp_eq_u32 s[6:7], v8, 0                          ; one lane per warp group and element publishes
	v_and_b32 v8, 0xf8, v1
	v_cmp_eq_u32 s[28:29], v8, 0                        ; one thread of each group of copies
	s_mul_i32 s30, s19, s18
	s_mul_hi_u32 s31, s19, s18
	s_lshl_b64 s[32:33], s[30:31], 2
	s_add_u32 s30, s12, s32                             ; 'db_acc_parts' at this program
	s_addc_u32 s31, s13, s33
	s_add_u32 s12, s30, s26                             ; 'db_acc_parts' at this program
	s_addc_u32 s13, s31, s27
	s_add_u32 s30, s14, s32                             ; 'dw_acc_parts' at this program
	s_addc_u32 s31, s15, s33
	s_add_u32 s14, s30, s26                             ; 'dw_acc_parts' at this program
	s_addc_u32 s15, s31, s27
	s_cmp_eq_u32 s17, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Llayernorm_backward_dwdb_split_if0_else
	v_mov_b32 v1, 0                                     ; partials of 'db_acc'
	v_mov_b32 v8, 0                                     ; partials of 'db_acc'
	v_mov_b32 v9, 0                                     ; partials of 'db_acc'
	v_mov_b32 v10, 0                                    ; partials of 'db_acc'
	v_mov_b32 v11, 0                                    ; partials of 'db_acc'
	v_mov_b32 v12, 0                                    ; partials of 'db_acc'
	v_mov_b32 v13, 0                                    ; partials of 'db_acc'
	v_mov_b32 v14, 0                                    ; partials of 'db_acc'
	v_mov_b32 v15, 0                                    ; partials of 'db_acc'
	v_mov_b32 v16, 0                                    ; partials of 'db_acc'
	v_mov_b32 v17, 0                                    ; partials of 'db_acc'
	v_mov_b32 v18, 0                                    ; partials of 'db_acc'
	v_mov_b32 v19, 0                                    ; partials of 'db_acc'
	v_mov_b32 v20, 0                                    ; partials of 'db_acc'
	v_mov_b32 v21, 0                                    ; partials of 'db_acc'
	v_mov_b32 v22, 0                                    ; partials of 'db_acc'
	v_mov_b32 v23, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v24, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v25, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v26, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v27, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v28, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v29, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v30, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v31, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v32, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v33, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v34, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v35, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v36, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v37, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v38, 0                                    ; partials of 'dw_acc'
	s_cmp_ge_u32 s23, 0x80                              ; at least one whole chunk of 'tt'
	s_cselect_b32 s19, 1, 0
	s_sub_u32 s20, s23, 0x7f
	s_cmp_lg_u32 s19, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s19, s20, 0
	s_cmp_lg_u32 s16, 0
	s_cselect_b32 s20, s19, 0
	s_mov_b32 s19, 0                                    ; for tt in t: steps of 128: whole chunks
	s_cmp_ge_u32 s19, s20
	s_cbranch_scc1 .Llayernorm_backward_dwdb_split_loop0_end
.Llayernorm_backward_dwdb_split_loop0:
	s_add_u32 s26, s22, s19
	s_mul_i32 s30, s26, s18
	s_mul_hi_u32 s31, s26, s18
	s_lshl_b64 s[32:33], s[30:31], 2
	s_add_u32 s30, s24, s32                             ; 'dout' at this chunk
	s_addc_u32 s31, s25, s33
	global_load_dwordx4 v[40:43], v3, s[30:31]          ; examples/layernorm_backward.kgen:20: 16-byte load of 'dout'
	s_mul_i32 s27, s18, 32
	s_lshl_b32 s34, s27, 2
	v_add_u32 v39, s34, v3
	global_load_dwordx4 v[44:47], v39, s[30:31]         ; examples/layernorm_backward.kgen:20: 16-byte load of 'dout'
	s_mul_i32 s27, s18, 64
	s_lshl_b32 s34, s27, 2
	v_add_u32 v48, s34, v3
	global_load_dwordx4 v[50:53], v48, s[30:31]         ; examples/layernorm_backward.kgen:20: 16-byte load of 'dout'
	s_mul_i32 s27, s18, 0x60
	s_lshl_b32 s34, s27, 2
	v_add_u32 v49, s34, v3
	global_load_dwordx4 v[54:57], v49, s[30:31]         ; examples/layernorm_backward.kgen:20: 16-byte load of 'dout'
	s_waitcnt vmcnt(3)
	v_add_f32 v1, v1, v40                               ; sum over 'tt' into per-thread partials
	v_add_f32 v8, v8, v41                               ; sum over 'tt' into per-thread partials
	v_add_f32 v9, v9, v42                               ; sum over 'tt' into per-thread partials
	v_add_f32 v10, v10, v43                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(2)
	v_add_f32 v11, v11, v44                             ; sum over 'tt' into per-thread partials
	v_add_f32 v12, v12, v45                             ; sum over 'tt' into per-thread partials
	v_add_f32 v13, v13, v46                             ; sum over 'tt' into per-thread partials
	v_add_f32 v14, v14, v47                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(1)
	v_add_f32 v15, v15, v50                             ; sum over 'tt' into per-thread partials
	v_add_f32 v16, v16, v51                             ; sum over 'tt' into per-thread partials
	v_add_f32 v17, v17, v52                             ; sum over 'tt' into per-thread partials
	v_add_f32 v18, v18, v53                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(0)
	v_add_f32 v19, v19, v54                             ; sum over 'tt' into per-thread partials
	v_add_f32 v20, v20, v55                             ; sum over 'tt' into per-thread partials
	v_add_f32 v21, v21, v56                             ; sum over 'tt' into per-thread partials
	v_add_f32 v22, v22, v57                             ; sum over 'tt' into per-thread partials
	s_add_u32 s30, s4, s32                              ; 'x' at this chunk
	s_addc_u32 s31, s5, s33
	global_load_dwordx4 v[58:61], v3, s[30:31]          ; examples/layernorm_backward.kgen:21: 16-byte load of 'x'
	global_load_dwordx4 v[62:65], v39, s[30:31]         ; examples/layernorm_backward.kgen:21: 16-byte load of 'x'
	global_load_dwordx4 v[66:69], v48, s[30:31]         ; examples/layernorm_backward.kgen:21: 16-byte load of 'x'
	global_load_dwordx4 v[70:73], v49, s[30:31]         ; examples/layernorm_backward.kgen:21: 16-byte load of 'x'
	s_mov_b32 s30, s26
	s_mov_b32 s31, 0
	s_lshl_b64 s[26:27], s[30:31], 2
	s_add_u32 s30, s8, s26                              ; 'mean' at this chunk
	s_addc_u32 s31, s9, s27
	global_load_dword v39, v4, s[30:31]                 ; examples/layernorm_backward.kgen:21: load of 'mean'
	global_load_dword v48, v4, s[30:31] offset:128      ; examples/layernorm_backward.kgen:21: load of 'mean'
	global_load_dword v49, v4, s[30:31] offset:256      ; examples/layernorm_backward.kgen:21: load of 'mean'
	global_load_dword v74, v4, s[30:31] offset:384      ; examples/layernorm_backward.kgen:21: load of 'mean'
	s_waitcnt vmcnt(3)
	v_sub_f32 v75, v58, v39                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v76, v59, v39                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v77, v60, v39                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v78, v61, v39                             ; examples/layernorm_backward.kgen:21
	s_waitcnt vmcnt(2)
	v_sub_f32 v39, v62, v48                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v58, v63, v48                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v59, v64, v48                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v60, v65, v48                             ; examples/layernorm_backward.kgen:21
	s_waitcnt vmcnt(1)
	v_sub_f32 v48, v66, v49                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v61, v67, v49                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v62, v68, v49                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v63, v69, v49                             ; examples/layernorm_backward.kgen:21
	s_waitcnt vmcnt(0)
	v_sub_f32 v49, v70, v74                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v64, v71, v74                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v65, v72, v74                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v66, v73, v74                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v67, v40, v75                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v68, v41, v76                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v69, v42, v77                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v70, v43, v78                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v40, v44, v39                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v39, v45, v58                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v41, v46, v59                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v42, v47, v60                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v43, v50, v48                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v44, v51, v61                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v45, v52, v62                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v46, v53, v63                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v47, v54, v49                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v48, v55, v64                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v49, v56, v65                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v50, v57, v66                             ; examples/layernorm_backward.kgen:21
	s_add_u32 s30, s10, s26                             ; 'rstd' at this chunk
	s_addc_u32 s31, s11, s27
	global_load_dword v51, v4, s[30:31]                 ; examples/layernorm_backward.kgen:21: load of 'rstd'
	global_load_dword v52, v4, s[30:31] offset:128      ; examples/layernorm_backward.kgen:21: load of 'rstd'
	global_load_dword v53, v4, s[30:31] offset:256      ; examples/layernorm_backward.kgen:21: load of 'rstd'
	global_load_dword v54, v4, s[30:31] offset:384      ; examples/layernorm_backward.kgen:21: load of 'rstd'
	s_waitcnt vmcnt(3)
	v_mul_f32 v55, v67, v51                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v56, v68, v51                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v57, v69, v51                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v58, v70, v51                             ; examples/layernorm_backward.kgen:21
	s_waitcnt vmcnt(2)
	v_mul_f32 v51, v40, v52                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v40, v39, v52                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v39, v41, v52                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v41, v42, v52                             ; examples/layernorm_backward.kgen:21
	s_waitcnt vmcnt(1)
	v_mul_f32 v42, v43, v53                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v43, v44, v53                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v44, v45, v53                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v45, v46, v53                             ; examples/layernorm_backward.kgen:21
	s_waitcnt vmcnt(0)
	v_mul_f32 v46, v47, v54                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v47, v48, v54                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v48, v49, v54                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v49, v50, v54                             ; examples/layernorm_backward.kgen:21
	v_add_f32 v23, v23, v55                             ; sum over 'tt' into per-thread partials
	v_add_f32 v24, v24, v56                             ; sum over 'tt' into per-thread partials
	v_add_f32 v25, v25, v57                             ; sum over 'tt' into per-thread partials
	v_add_f32 v26, v26, v58                             ; sum over 'tt' into per-thread partials
	v_add_f32 v27, v27, v51                             ; sum over 'tt' into per-thread partials
	v_add_f32 v28, v28, v40                             ; sum over 'tt' into per-thread partials
	v_add_f32 v29, v29, v39                             ; sum over 'tt' into per-thread partials
	v_add_f32 v30, v30, v41                             ; sum over 'tt' into per-thread partials
	v_add_f32 v31, v31, v42                             ; sum over 'tt' into per-thread partials
	v_add_f32 v32, v32, v43                             ; sum over 'tt' into per-thread partials
	v_add_f32 v33, v33, v44                             ; sum over 'tt' into per-thread partials
	v_add_f32 v34, v34, v45                             ; sum over 'tt' into per-thread partials
	v_add_f32 v35, v35, v46                             ; sum over 'tt' into per-thread partials
	v_add_f32 v36, v36, v47                             ; sum over 'tt' into per-thread partials
	v_add_f32 v37, v37, v48                             ; sum over 'tt' into per-thread partials
	v_add_f32 v38, v38, v49                             ; sum over 'tt' into per-thread partials
	s_add_u32 s19, s19, 0x80
	s_cmp_lt_u32 s19, s20
	s_cbranch_scc1 .Llayernorm_backward_dwdb_split_loop0
.Llayernorm_backward_dwdb_split_loop0_end:
	s_mov_b32 s20, s19                                  ; for tt in t: steps of 128: the rest, masked
	s_cmp_ge_u32 s20, s23
	s_cbranch_scc1 .Llayernorm_backward_dwdb_split_loop1_end
.Llayernorm_backward_dwdb_split_loop1:
	s_add_u32 s19, s22, s20
	s_sub_u32 s26, s23, s20
	s_mul_i32 s30, s19, s18
	s_mul_hi_u32 s31, s19, s18
	s_lshl_b64 s[32:33], s[30:31], 2
	s_add_u32 s30, s24, s32                             ; 'dout' at this chunk
	s_addc_u32 s31, s25, s33
	v_cmp_lt_u32 s[34:35], v5, s21                      ; 'c' element in bounds
	v_cmp_lt_u32 s[36:37], v2, s26                      ; 'tt' element in bounds
	s_and_b64 s[38:39], s[34:35], s[36:37]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_189
	global_load_dword v39, v3, s[30:31]                 ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[40:41]
	v_add_u32 v40, 1, v5
	v_cmp_lt_u32 s[40:41], v40, s21                     ; 'c' element in bounds
	s_and_b64 s[42:43], s[40:41], s[36:37]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_193
	global_load_dword v40, v3, s[30:31] offset:4        ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[44:45]
	v_add_u32 v41, 2, v5
	v_cmp_lt_u32 s[44:45], v41, s21                     ; 'c' element in bounds
	s_and_b64 s[46:47], s[44:45], s[36:37]
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[46:47]               ; lanes where %vpred_197
	global_load_dword v41, v3, s[30:31] offset:8        ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[48:49]
	v_add_u32 v42, 3, v5
	v_cmp_lt_u32 s[48:49], v42, s21                     ; 'c' element in bounds
	s_and_b64 s[50:51], s[48:49], s[36:37]
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[50:51]               ; lanes where %vpred_201
	global_load_dword v42, v3, s[30:31] offset:12       ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[52:53]
	s_mul_i32 s27, s18, 32
	s_lshl_b32 s52, s27, 2
	v_add_u32 v43, s52, v3
	v_add_u32 v44, 32, v2
	v_cmp_lt_u32 s[52:53], v44, s26                     ; 'tt' element in bounds
	s_and_b64 s[54:55], s[34:35], s[52:53]
	v_mov_b32 v44, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[54:55]               ; lanes where %vpred_208
	global_load_dword v44, v43, s[30:31]                ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[56:57]
	s_and_b64 s[56:57], s[40:41], s[52:53]
	v_mov_b32 v45, 0                                    ; absent element
	s_and_saveexec_b64 s[58:59], s[56:57]               ; lanes where %vpred_210
	global_load_dword v45, v43, s[30:31] offset:4       ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[58:59]
	s_and_b64 s[58:59], s[44:45], s[52:53]
	v_mov_b32 v46, 0                                    ; absent element
	s_and_saveexec_b64 s[60:61], s[58:59]               ; lanes where %vpred_212
	global_load_dword v46, v43, s[30:31] offset:8       ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[60:61]
	s_and_b64 s[60:61], s[48:49], s[52:53]
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[62:63], s[60:61]               ; lanes where %vpred_214
	global_load_dword v47, v43, s[30:31] offset:12      ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[62:63]
	s_mul_i32 s27, s18, 64
	s_lshl_b32 s62, s27, 2
	v_add_u32 v48, s62, v3
	v_add_u32 v49, 64, v2
	v_cmp_lt_u32 s[62:63], v49, s26                     ; 'tt' element in bounds
	s_and_b64 s[64:65], s[34:35], s[62:63]
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[64:65]               ; lanes where %vpred_221
	global_load_dword v49, v48, s[30:31]                ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[66:67]
	s_and_b64 s[66:67], s[40:41], s[62:63]
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[68:69], s[66:67]               ; lanes where %vpred_223
	global_load_dword v50, v48, s[30:31] offset:4       ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[68:69]
	s_and_b64 s[68:69], s[44:45], s[62:63]
	v_mov_b32 v51, 0                                    ; absent element
	s_and_saveexec_b64 s[70:71], s[68:69]               ; lanes where %vpred_225
	global_load_dword v51, v48, s[30:31] offset:8       ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[70:71]
	s_and_b64 s[70:71], s[48:49], s[62:63]
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[72:73], s[70:71]               ; lanes where %vpred_227
	global_load_dword v52, v48, s[30:31] offset:12      ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[72:73]
	s_mul_i32 s27, s18, 0x60
	s_lshl_b32 s72, s27, 2
	v_add_u32 v53, s72, v3
	v_add_u32 v54, 0x60, v2
	v_cmp_lt_u32 s[72:73], v54, s26                     ; 'tt' element in bounds
	s_and_b64 s[26:27], s[34:35], s[72:73]
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[26:27]               ; lanes where %vpred_234
	global_load_dword v54, v53, s[30:31]                ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[34:35]
	s_and_b64 s[34:35], s[40:41], s[72:73]
	v_mov_b32 v55, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[34:35]               ; lanes where %vpred_236
	global_load_dword v55, v53, s[30:31] offset:4       ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[40:41]
	s_and_b64 s[40:41], s[44:45], s[72:73]
	v_mov_b32 v56, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[40:41]               ; lanes where %vpred_238
	global_load_dword v56, v53, s[30:31] offset:8       ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[44:45]
	s_and_b64 s[44:45], s[48:49], s[72:73]
	v_mov_b32 v57, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[44:45]               ; lanes where %vpred_240
	global_load_dword v57, v53, s[30:31] offset:12      ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(15)
	v_cndmask_b32 v58, 0, v39, s[38:39]                 ; absent elements contribute the identity
	v_add_f32 v1, v1, v58                               ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(14)
	v_cndmask_b32 v58, 0, v40, s[42:43]                 ; absent elements contribute the identity
	v_add_f32 v8, v8, v58                               ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(13)
	v_cndmask_b32 v58, 0, v41, s[46:47]                 ; absent elements contribute the identity
	v_add_f32 v9, v9, v58                               ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(12)
	v_cndmask_b32 v58, 0, v42, s[50:51]                 ; absent elements contribute the identity
	v_add_f32 v10, v10, v58                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(11)
	v_cndmask_b32 v58, 0, v44, s[54:55]                 ; absent elements contribute the identity
	v_add_f32 v11, v11, v58                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(10)
	v_cndmask_b32 v58, 0, v45, s[56:57]                 ; absent elements contribute the identity
	v_add_f32 v12, v12, v58                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(9)
	v_cndmask_b32 v58, 0, v46, s[58:59]                 ; absent elements contribute the identity
	v_add_f32 v13, v13, v58                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(8)
	v_cndmask_b32 v58, 0, v47, s[60:61]                 ; absent elements contribute the identity
	v_add_f32 v14, v14, v58                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(7)
	v_cndmask_b32 v58, 0, v49, s[64:65]                 ; absent elements contribute the identity
	v_add_f32 v15, v15, v58                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(6)
	v_cndmask_b32 v58, 0, v50, s[66:67]                 ; absent elements contribute the identity
	v_add_f32 v16, v16, v58                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(5)
	v_cndmask_b32 v58, 0, v51, s[68:69]                 ; absent elements contribute the identity
	v_add_f32 v17, v17, v58                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(4)
	v_cndmask_b32 v58, 0, v52, s[70:71]                 ; absent elements contribute the identity
	v_add_f32 v18, v18, v58                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(3)
	v_cndmask_b32 v58, 0, v54, s[26:27]                 ; absent elements contribute the identity
	v_add_f32 v19, v19, v58                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(2)
	v_cndmask_b32 v58, 0, v55, s[34:35]                 ; absent elements contribute the identity
	v_add_f32 v20, v20, v58                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(1)
	v_cndmask_b32 v58, 0, v56, s[40:41]                 ; absent elements contribute the identity
	v_add_f32 v21, v21, v58                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(0)
	v_cndmask_b32 v58, 0, v57, s[44:45]                 ; absent elements contribute the identity
	v_add_f32 v22, v22, v58                             ; sum over 'tt' into per-thread partials
	s_add_u32 s30, s4, s32                              ; 'x' at this chunk
	s_addc_u32 s31, s5, s33
	v_mov_b32 v58, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[38:39]               ; lanes where %vpred_189
	global_load_dword v58, v3, s[30:31]                 ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[32:33]
	v_mov_b32 v59, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[42:43]               ; lanes where %vpred_193
	global_load_dword v59, v3, s[30:31] offset:4        ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[32:33]
	v_mov_b32 v60, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[46:47]               ; lanes where %vpred_197
	global_load_dword v60, v3, s[30:31] offset:8        ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[32:33]
	v_mov_b32 v61, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[50:51]               ; lanes where %vpred_201
	global_load_dword v61, v3, s[30:31] offset:12       ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[32:33]
	v_mov_b32 v62, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[54:55]               ; lanes where %vpred_208
	global_load_dword v62, v43, s[30:31]                ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[32:33]
	v_mov_b32 v63, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[56:57]               ; lanes where %vpred_210
	global_load_dword v63, v43, s[30:31] offset:4       ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[32:33]
	v_mov_b32 v64, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[58:59]               ; lanes where %vpred_212
	global_load_dword v64, v43, s[30:31] offset:8       ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[32:33]
	v_mov_b32 v65, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[60:61]               ; lanes where %vpred_214
	global_load_dword v65, v43, s[30:31] offset:12      ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[32:33]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[64:65]               ; lanes where %vpred_221
	global_load_dword v43, v48, s[30:31]                ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[32:33]
	v_mov_b32 v66, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[66:67]               ; lanes where %vpred_223
	global_load_dword v66, v48, s[30:31] offset:4       ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[32:33]
	v_mov_b32 v67, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[68:69]               ; lanes where %vpred_225
	global_load_dword v67, v48, s[30:31] offset:8       ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[32:33]
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[70:71]               ; lanes where %vpred_227
	global_load_dword v68, v48, s[30:31] offset:12      ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[32:33]
	v_mov_b32 v48, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[26:27]               ; lanes where %vpred_234
	global_load_dword v48, v53, s[30:31]                ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[32:33]
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[34:35]               ; lanes where %vpred_236
	global_load_dword v69, v53, s[30:31] offset:4       ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[32:33]
	v_mov_b32 v70, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[40:41]               ; lanes where %vpred_238
	global_load_dword v70, v53, s[30:31] offset:8       ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[32:33]
	v_mov_b32 v71, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[44:45]               ; lanes where %vpred_240
	global_load_dword v71, v53, s[30:31] offset:12      ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[32:33]
	s_mov_b32 s30, s19
	s_mov_b32 s31, 0
	s_lshl_b64 s[32:33], s[30:31], 2
	s_add_u32 s30, s8, s32                              ; 'mean' at this chunk
	s_addc_u32 s31, s9, s33
	v_mov_b32 v53, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[36:37]               ; lanes where %vpred_188
	global_load_dword v53, v4, s[30:31]                 ; examples/layernorm_backward.kgen:21: load of 'mean'
	s_mov_b64 exec, s[48:49]
	v_mov_b32 v72, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[52:53]               ; lanes where %vpred_207
	global_load_dword v72, v4, s[30:31] offset:128      ; examples/layernorm_backward.kgen:21: load of 'mean'
	s_mov_b64 exec, s[48:49]
	v_mov_b32 v73, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[62:63]               ; lanes where %vpred_220
	global_load_dword v73, v4, s[30:31] offset:256      ; examples/layernorm_backward.kgen:21: load of 'mean'
	s_mov_b64 exec, s[48:49]
	v_mov_b32 v74, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[72:73]               ; lanes where %vpred_233
	global_load_dword v74, v4, s[30:31] offset:384      ; examples/layernorm_backward.kgen:21: load of 'mean'
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(3)
	v_sub_f32 v75, v58, v53                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v58, v59, v53                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v59, v60, v53                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v60, v61, v53                             ; examples/layernorm_backward.kgen:21
	s_waitcnt vmcnt(2)
	v_sub_f32 v53, v62, v72                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v61, v63, v72                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v62, v64, v72                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v63, v65, v72                             ; examples/layernorm_backward.kgen:21
	s_waitcnt vmcnt(1)
	v_sub_f32 v64, v43, v73                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v43, v66, v73                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v65, v67, v73                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v66, v68, v73                             ; examples/layernorm_backward.kgen:21
	s_waitcnt vmcnt(0)
	v_sub_f32 v67, v48, v74                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v48, v69, v74                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v68, v70, v74                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v69, v71, v74                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v70, v39, v75                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v39, v40, v58                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v40, v41, v59                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v41, v42, v60                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v42, v44, v53                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v44, v45, v61                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v45, v46, v62                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v46, v47, v63                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v47, v49, v64                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v49, v50, v43                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v43, v51, v65                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v50, v52, v66                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v51, v54, v67                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v52, v55, v48                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v48, v56, v68                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v53, v57, v69                             ; examples/layernorm_backward.kgen:21
	s_add_u32 s30, s10, s32                             ; 'rstd' at this chunk
	s_addc_u32 s31, s11, s33
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[36:37]               ; lanes where %vpred_188
	global_load_dword v54, v4, s[30:31]                 ; examples/layernorm_backward.kgen:21: load of 'rstd'
	s_mov_b64 exec, s[32:33]
	v_mov_b32 v55, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[52:53]               ; lanes where %vpred_207
	global_load_dword v55, v4, s[30:31] offset:128      ; examples/layernorm_backward.kgen:21: load of 'rstd'
	s_mov_b64 exec, s[32:33]
	v_mov_b32 v56, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[62:63]               ; lanes where %vpred_220
	global_load_dword v56, v4, s[30:31] offset:256      ; examples/layernorm_backward.kgen:21: load of 'rstd'
	s_mov_b64 exec, s[32:33]
	v_mov_b32 v57, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[72:73]               ; lanes where %vpred_233
	global_load_dword v57, v4, s[30:31] offset:384      ; examples/layernorm_backward.kgen:21: load of 'rstd'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(3)
	v_mul_f32 v58, v70, v54                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v59, v39, v54                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v39, v40, v54                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v40, v41, v54                             ; examples/layernorm_backward.kgen:21
	s_waitcnt vmcnt(2)
	v_mul_f32 v41, v42, v55                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v42, v44, v55                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v44, v45, v55                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v45, v46, v55                             ; examples/layernorm_backward.kgen:21
	s_waitcnt vmcnt(1)
	v_mul_f32 v46, v47, v56                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v47, v49, v56                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v49, v43, v56                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v43, v50, v56                             ; examples/layernorm_backward.kgen:21
	s_waitcnt vmcnt(0)
	v_mul_f32 v50, v51, v57                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v51, v52, v57                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v52, v48, v57                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v48, v53, v57                             ; examples/layernorm_backward.kgen:21
	v_cndmask_b32 v53, 0, v58, s[38:39]                 ; absent elements contribute the identity
	v_add_f32 v23, v23, v53                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v53, 0, v59, s[42:43]                 ; absent elements contribute the identity
	v_add_f32 v24, v24, v53                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v53, 0, v39, s[46:47]                 ; absent elements contribute the identity
	v_add_f32 v25, v25, v53                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v40, s[50:51]                 ; absent elements contribute the identity
	v_add_f32 v26, v26, v39                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v41, s[54:55]                 ; absent elements contribute the identity
	v_add_f32 v27, v27, v39                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v42, s[56:57]                 ; absent elements contribute the identity
	v_add_f32 v28, v28, v39                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v44, s[58:59]                 ; absent elements contribute the identity
	v_add_f32 v29, v29, v39                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v45, s[60:61]                 ; absent elements contribute the identity
	v_add_f32 v30, v30, v39                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v46, s[64:65]                 ; absent elements contribute the identity
	v_add_f32 v31, v31, v39                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v47, s[66:67]                 ; absent elements contribute the identity
	v_add_f32 v32, v32, v39                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v49, s[68:69]                 ; absent elements contribute the identity
	v_add_f32 v33, v33, v39                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v43, s[70:71]                 ; absent elements contribute the identity
	v_add_f32 v34, v34, v39                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v50, s[26:27]                 ; absent elements contribute the identity
	v_add_f32 v35, v35, v39                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v51, s[34:35]                 ; absent elements contribute the identity
	v_add_f32 v36, v36, v39                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v52, s[40:41]                 ; absent elements contribute the identity
	v_add_f32 v37, v37, v39                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v48, s[44:45]                 ; absent elements contribute the identity
	v_add_f32 v38, v38, v39                             ; sum over 'tt' into per-thread partials
	s_add_u32 s20, s20, 0x80
	s_cmp_lt_u32 s20, s23
	s_cbranch_scc1 .Llayernorm_backward_dwdb_split_loop1
.Llayernorm_backward_dwdb_split_loop1_end:
	v_add_f32 v39, v1, v11                              ; sum over 'tt' (examples/layernorm_backward.kgen:22)
	v_add_f32 v1, v8, v12                               ; sum over 'tt' (examples/layernorm_backward.kgen:22)
	v_add_f32 v8, v9, v13                               ; sum over 'tt' (examples/layernorm_backward.kgen:22)
	v_add_f32 v9, v10, v14                              ; sum over 'tt' (examples/layernorm_backward.kgen:22)
	v_add_f32 v10, v39, v15                             ; sum over 'tt' (examples/layernorm_backward.kgen:22)
	v_add_f32 v11, v1, v16                              ; sum over 'tt' (examples/layernorm_backward.kgen:22)
	v_add_f32 v1, v8, v17                               ; sum over 'tt' (examples/layernorm_backward.kgen:22)
	v_add_f32 v8, v9, v18                               ; sum over 'tt' (examples/layernorm_backward.kgen:22)
	v_add_f32 v9, v10, v19                              ; sum over 'tt' (examples/layernorm_backward.kgen:22)
	v_add_f32 v10, v11, v20                             ; sum over 'tt' (examples/layernorm_backward.kgen:22)
	v_add_f32 v11, v1, v21                              ; sum over 'tt' (examples/layernorm_backward.kgen:22)
	v_add_f32 v1, v8, v22                               ; sum over 'tt' (examples/layernorm_backward.kgen:22)
	ds_swizzle_b32 v8, v9 offset:swizzle(SWAP,8)        ; sum over 'tt' (examples/layernorm_backward.kgen:22): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v12, v9, v8
	ds_swizzle_b32 v8, v10 offset:swizzle(SWAP,8)       ; sum over 'tt' (examples/layernorm_backward.kgen:22): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v9, v10, v8
	ds_swizzle_b32 v8, v11 offset:swizzle(SWAP,8)       ; sum over 'tt' (examples/layernorm_backward.kgen:22): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v10, v11, v8
	ds_swizzle_b32 v8, v1 offset:swizzle(SWAP,8)        ; sum over 'tt' (examples/layernorm_backward.kgen:22): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v11, v1, v8
	ds_swizzle_b32 v1, v12 offset:swizzle(SWAP,16)      ; sum over 'tt' (examples/layernorm_backward.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v12, v1
	ds_swizzle_b32 v1, v9 offset:swizzle(SWAP,16)       ; sum over 'tt' (examples/layernorm_backward.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v12, v9, v1
	ds_swizzle_b32 v1, v10 offset:swizzle(SWAP,16)      ; sum over 'tt' (examples/layernorm_backward.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v9, v10, v1
	ds_swizzle_b32 v1, v11 offset:swizzle(SWAP,16)      ; sum over 'tt' (examples/layernorm_backward.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v10, v11, v1
	v_and_b32 v1, 63, v0                                ; sum over 'tt' (examples/layernorm_backward.kgen:22): lanes 32 apart
	v_xor_b32 v1, 32, v1
	v_lshlrev_b32 v1, 2, v1
	ds_bpermute_b32 v11, v1, v8
	s_waitcnt lgkmcnt(0)
	v_add_f32 v1, v8, v11
	v_and_b32 v8, 63, v0                                ; sum over 'tt' (examples/layernorm_backward.kgen:22): lanes 32 apart
	v_xor_b32 v8, 32, v8
	v_lshlrev_b32 v8, 2, v8
	ds_bpermute_b32 v11, v8, v12
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v12, v11
	v_and_b32 v11, 63, v0                               ; sum over 'tt' (examples/layernorm_backward.kgen:22): lanes 32 apart
	v_xor_b32 v11, 32, v11
	v_lshlrev_b32 v11, 2, v11
	ds_bpermute_b32 v12, v11, v9
	s_waitcnt lgkmcnt(0)
	v_add_f32 v11, v9, v12
	v_and_b32 v9, 63, v0                                ; sum over 'tt' (examples/layernorm_backward.kgen:22): lanes 32 apart
	v_xor_b32 v9, 32, v9
	v_lshlrev_b32 v9, 2, v9
	ds_bpermute_b32 v12, v9, v10
	s_waitcnt lgkmcnt(0)
	v_add_f32 v9, v10, v12
	s_and_saveexec_b64 s[26:27], s[6:7]                 ; lanes where %vpred_398
	ds_write_b32 v6, v1                                 ; sum over 'tt' (examples/layernorm_backward.kgen:22): this warp group's partial
	ds_write_b32 v6, v8 offset:4                        ; sum over 'tt' (examples/layernorm_backward.kgen:22): this warp group's partial
	ds_write_b32 v6, v11 offset:8                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): this warp group's partial
	ds_write_b32 v6, v9 offset:12                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): this warp group's partial
	s_mov_b64 exec, s[26:27]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v1, v7                                  ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 0
	ds_read_b32 v8, v7 offset:128                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v9, v1, v8
	ds_read_b32 v1, v7 offset:256                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v9, v1
	ds_read_b32 v1, v7 offset:384                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v9, v8, v1
	ds_read_b32 v1, v7 offset:4                         ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 0
	ds_read_b32 v8, v7 offset:132                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v10, v1, v8
	ds_read_b32 v1, v7 offset:260                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v10, v1
	ds_read_b32 v1, v7 offset:388                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v10, v8, v1
	ds_read_b32 v1, v7 offset:8                         ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 0
	ds_read_b32 v8, v7 offset:136                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v11, v1, v8
	ds_read_b32 v1, v7 offset:264                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v11, v1
	ds_read_b32 v1, v7 offset:392                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v11, v8, v1
	ds_read_b32 v1, v7 offset:12                        ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 0
	ds_read_b32 v8, v7 offset:140                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v12, v1, v8
	ds_read_b32 v1, v7 offset:268                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v12, v1
	ds_read_b32 v1, v7 offset:396                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v12, v8, v1
	v_add_f32 v1, 0, v9                                 ; examples/layernorm_backward.kgen:22
	v_add_f32 v8, 0, v10                                ; examples/layernorm_backward.kgen:22
	v_add_f32 v9, 0, v11                                ; examples/layernorm_backward.kgen:22
	v_add_f32 v10, 0, v12                               ; examples/layernorm_backward.kgen:22
	v_add_f32 v11, v23, v27                             ; sum over 'tt' (examples/layernorm_backward.kgen:21)
	v_add_f32 v12, v24, v28                             ; sum over 'tt' (examples/layernorm_backward.kgen:21)
	v_add_f32 v13, v25, v29                             ; sum over 'tt' (examples/layernorm_backward.kgen:21)
	v_add_f32 v14, v26, v30                             ; sum over 'tt' (examples/layernorm_backward.kgen:21)
	v_add_f32 v15, v11, v31                             ; sum over 'tt' (examples/layernorm_backward.kgen:21)
	v_add_f32 v11, v12, v32                             ; sum over 'tt' (examples/layernorm_backward.kgen:21)
	v_add_f32 v12, v13, v33                             ; sum over 'tt' (examples/layernorm_backward.kgen:21)
	v_add_f32 v13, v14, v34                             ; sum over 'tt' (examples/layernorm_backward.kgen:21)
	v_add_f32 v14, v15, v35                             ; sum over 'tt' (examples/layernorm_backward.kgen:21)
	v_add_f32 v15, v11, v36                             ; sum over 'tt' (examples/layernorm_backward.kgen:21)
	v_add_f32 v11, v12, v37                             ; sum over 'tt' (examples/layernorm_backward.kgen:21)
	v_add_f32 v12, v13, v38                             ; sum over 'tt' (examples/layernorm_backward.kgen:21)
	ds_swizzle_b32 v13, v14 offset:swizzle(SWAP,8)      ; sum over 'tt' (examples/layernorm_backward.kgen:21): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v16, v14, v13
	ds_swizzle_b32 v13, v15 offset:swizzle(SWAP,8)      ; sum over 'tt' (examples/layernorm_backward.kgen:21): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v14, v15, v13
	ds_swizzle_b32 v13, v11 offset:swizzle(SWAP,8)      ; sum over 'tt' (examples/layernorm_backward.kgen:21): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v15, v11, v13
	ds_swizzle_b32 v11, v12 offset:swizzle(SWAP,8)      ; sum over 'tt' (examples/layernorm_backward.kgen:21): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v13, v12, v11
	ds_swizzle_b32 v11, v16 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/layernorm_backward.kgen:21): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v12, v16, v11
	ds_swizzle_b32 v11, v14 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/layernorm_backward.kgen:21): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v16, v14, v11
	ds_swizzle_b32 v11, v15 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/layernorm_backward.kgen:21): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v14, v15, v11
	ds_swizzle_b32 v11, v13 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/layernorm_backward.kgen:21): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v15, v13, v11
	v_and_b32 v11, 63, v0                               ; sum over 'tt' (examples/layernorm_backward.kgen:21): lanes 32 apart
	v_xor_b32 v11, 32, v11
	v_lshlrev_b32 v11, 2, v11
	ds_bpermute_b32 v13, v11, v12
	s_waitcnt lgkmcnt(0)
	v_add_f32 v11, v12, v13
	v_and_b32 v12, 63, v0                               ; sum over 'tt' (examples/layernorm_backward.kgen:21): lanes 32 apart
	v_xor_b32 v12, 32, v12
	v_lshlrev_b32 v12, 2, v12
	ds_bpermute_b32 v13, v12, v16
	s_waitcnt lgkmcnt(0)
	v_add_f32 v12, v16, v13
	v_and_b32 v13, 63, v0                               ; sum over 'tt' (examples/layernorm_backward.kgen:21): lanes 32 apart
	v_xor_b32 v13, 32, v13
	v_lshlrev_b32 v13, 2, v13
	ds_bpermute_b32 v16, v13, v14
	s_waitcnt lgkmcnt(0)
	v_add_f32 v13, v14, v16
	v_and_b32 v14, 63, v0                               ; sum over 'tt' (examples/layernorm_backward.kgen:21): lanes 32 apart
	v_xor_b32 v14, 32, v14
	v_lshlrev_b32 v14, 2, v14
	ds_bpermute_b32 v16, v14, v15
	s_waitcnt lgkmcnt(0)
	v_add_f32 v14, v15, v16
	s_and_saveexec_b64 s[26:27], s[6:7]                 ; lanes where %vpred_398
	ds_write_b32 v6, v11 offset:512                     ; sum over 'tt' (examples/layernorm_backward.kgen:21): this warp group's partial
	ds_write_b32 v6, v12 offset:516                     ; sum over 'tt' (examples/layernorm_backward.kgen:21): this warp group's partial
	ds_write_b32 v6, v13 offset:520                     ; sum over 'tt' (examples/layernorm_backward.kgen:21): this warp group's partial
	ds_write_b32 v6, v14 offset:524                     ; sum over 'tt' (examples/layernorm_backward.kgen:21): this warp group's partial
	s_mov_b64 exec, s[26:27]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v11, v7 offset:512                      ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 0
	ds_read_b32 v12, v7 offset:640                      ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v13, v11, v12
	ds_read_b32 v11, v7 offset:768                      ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v12, v13, v11
	ds_read_b32 v11, v7 offset:896                      ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v13, v12, v11
	ds_read_b32 v11, v7 offset:516                      ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 0
	ds_read_b32 v12, v7 offset:644                      ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v14, v11, v12
	ds_read_b32 v11, v7 offset:772                      ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v12, v14, v11
	ds_read_b32 v11, v7 offset:900                      ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v14, v12, v11
	ds_read_b32 v11, v7 offset:520                      ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 0
	ds_read_b32 v12, v7 offset:648                      ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v15, v11, v12
	ds_read_b32 v11, v7 offset:776                      ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v12, v15, v11
	ds_read_b32 v11, v7 offset:904                      ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v15, v12, v11
	ds_read_b32 v11, v7 offset:524                      ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 0
	ds_read_b32 v12, v7 offset:652                      ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v16, v11, v12
	ds_read_b32 v11, v7 offset:780                      ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v12, v16, v11
	ds_read_b32 v11, v7 offset:908                      ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v16, v12, v11
	v_add_f32 v11, 0, v13                               ; examples/layernorm_backward.kgen:21
	v_add_f32 v12, 0, v14                               ; examples/layernorm_backward.kgen:21
	v_add_f32 v13, 0, v15                               ; examples/layernorm_backward.kgen:21
	v_add_f32 v14, 0, v16                               ; examples/layernorm_backward.kgen:21
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_501
	global_store_dword v7, v1, s[12:13]                 ; examples/layernorm_backward.kgen:19: store to 'db_acc_parts'
	global_store_dword v7, v8, s[12:13] offset:4        ; examples/layernorm_backward.kgen:19: store to 'db_acc_parts'
	global_store_dword v7, v9, s[12:13] offset:8        ; examples/layernorm_backward.kgen:19: store to 'db_acc_parts'
	global_store_dword v7, v10, s[12:13] offset:12      ; examples/layernorm_backward.kgen:19: store to 'db_acc_parts'
	global_store_dword v7, v11, s[14:15]                ; examples/layernorm_backward.kgen:19: store to 'dw_acc_parts'
	global_store_dword v7, v12, s[14:15] offset:4       ; examples/layernorm_backward.kgen:19: store to 'dw_acc_parts'
	global_store_dword v7, v13, s[14:15] offset:8       ; examples/layernorm_backward.kgen:19: store to 'dw_acc_parts'
	global_store_dword v7, v14, s[14:15] offset:12      ; examples/layernorm_backward.kgen:19: store to 'dw_acc_parts'
	s_mov_b64 exec, s[26:27]
	s_branch .Llayernorm_backward_dwdb_split_if0_end
.Llayernorm_backward_dwdb_split_if0_else:
	v_mov_b32 v1, 0                                     ; partials of 'db_acc'
	v_mov_b32 v8, 0                                     ; partials of 'db_acc'
	v_mov_b32 v9, 0                                     ; partials of 'db_acc'
	v_mov_b32 v10, 0                                    ; partials of 'db_acc'
	v_mov_b32 v11, 0                                    ; partials of 'db_acc'
	v_mov_b32 v12, 0                                    ; partials of 'db_acc'
	v_mov_b32 v13, 0                                    ; partials of 'db_acc'
	v_mov_b32 v14, 0                                    ; partials of 'db_acc'
	v_mov_b32 v15, 0                                    ; partials of 'db_acc'
	v_mov_b32 v16, 0                                    ; partials of 'db_acc'
	v_mov_b32 v17, 0                                    ; partials of 'db_acc'
	v_mov_b32 v18, 0                                    ; partials of 'db_acc'
	v_mov_b32 v19, 0                                    ; partials of 'db_acc'
	v_mov_b32 v20, 0                                    ; partials of 'db_acc'
	v_mov_b32 v21, 0                                    ; partials of 'db_acc'
	v_mov_b32 v22, 0                                    ; partials of 'db_acc'
	v_mov_b32 v23, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v24, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v25, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v26, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v27, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v28, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v29, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v30, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v31, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v32, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v33, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v34, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v35, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v36, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v37, 0                                    ; partials of 'dw_acc'
	v_mov_b32 v38, 0                                    ; partials of 'dw_acc'
	s_and_b32 s19, s17, s16
	s_cmp_ge_u32 s23, 0x80                              ; at least one whole chunk of 'tt'
	s_cselect_b32 s16, 1, 0
	s_sub_u32 s17, s23, 0x7f
	s_cmp_lg_u32 s16, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s16, s17, 0
	s_cmp_lg_u32 s19, 0
	s_cselect_b32 s17, s16, 0
	s_mov_b32 s16, 0                                    ; for tt in t: steps of 128: whole chunks
	s_cmp_ge_u32 s16, s17
	s_cbranch_scc1 .Llayernorm_backward_dwdb_split_loop2_end
.Llayernorm_backward_dwdb_split_loop2:
	s_add_u32 s19, s22, s16
	s_mul_i32 s26, s19, s18
	s_mul_hi_u32 s27, s19, s18
	s_lshl_b64 s[30:31], s[26:27], 2
	s_add_u32 s26, s24, s30                             ; 'dout' at this chunk
	s_addc_u32 s27, s25, s31
	global_load_dwordx4 v[40:43], v3, s[26:27]          ; examples/layernorm_backward.kgen:20: 16-byte load of 'dout'
	s_mul_i32 s20, s18, 32
	s_lshl_b32 s32, s20, 2
	v_add_u32 v39, s32, v3
	global_load_dwordx4 v[44:47], v39, s[26:27]         ; examples/layernorm_backward.kgen:20: 16-byte load of 'dout'
	s_mul_i32 s20, s18, 64
	s_lshl_b32 s32, s20, 2
	v_add_u32 v48, s32, v3
	global_load_dwordx4 v[50:53], v48, s[26:27]         ; examples/layernorm_backward.kgen:20: 16-byte load of 'dout'
	s_mul_i32 s20, s18, 0x60
	s_lshl_b32 s32, s20, 2
	v_add_u32 v49, s32, v3
	global_load_dwordx4 v[54:57], v49, s[26:27]         ; examples/layernorm_backward.kgen:20: 16-byte load of 'dout'
	s_waitcnt vmcnt(3)
	v_add_f32 v1, v1, v40                               ; sum over 'tt' into per-thread partials
	v_add_f32 v8, v8, v41                               ; sum over 'tt' into per-thread partials
	v_add_f32 v9, v9, v42                               ; sum over 'tt' into per-thread partials
	v_add_f32 v10, v10, v43                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(2)
	v_add_f32 v11, v11, v44                             ; sum over 'tt' into per-thread partials
	v_add_f32 v12, v12, v45                             ; sum over 'tt' into per-thread partials
	v_add_f32 v13, v13, v46                             ; sum over 'tt' into per-thread partials
	v_add_f32 v14, v14, v47                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(1)
	v_add_f32 v15, v15, v50                             ; sum over 'tt' into per-thread partials
	v_add_f32 v16, v16, v51                             ; sum over 'tt' into per-thread partials
	v_add_f32 v17, v17, v52                             ; sum over 'tt' into per-thread partials
	v_add_f32 v18, v18, v53                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(0)
	v_add_f32 v19, v19, v54                             ; sum over 'tt' into per-thread partials
	v_add_f32 v20, v20, v55                             ; sum over 'tt' into per-thread partials
	v_add_f32 v21, v21, v56                             ; sum over 'tt' into per-thread partials
	v_add_f32 v22, v22, v57                             ; sum over 'tt' into per-thread partials
	s_add_u32 s26, s4, s30                              ; 'x' at this chunk
	s_addc_u32 s27, s5, s31
	global_load_dwordx4 v[58:61], v3, s[26:27]          ; examples/layernorm_backward.kgen:21: 16-byte load of 'x'
	global_load_dwordx4 v[62:65], v39, s[26:27]         ; examples/layernorm_backward.kgen:21: 16-byte load of 'x'
	global_load_dwordx4 v[66:69], v48, s[26:27]         ; examples/layernorm_backward.kgen:21: 16-byte load of 'x'
	global_load_dwordx4 v[70:73], v49, s[26:27]         ; examples/layernorm_backward.kgen:21: 16-byte load of 'x'
	s_mov_b32 s26, s19
	s_mov_b32 s27, 0
	s_lshl_b64 s[30:31], s[26:27], 2
	s_add_u32 s26, s8, s30                              ; 'mean' at this chunk
	s_addc_u32 s27, s9, s31
	global_load_dword v39, v4, s[26:27]                 ; examples/layernorm_backward.kgen:21: load of 'mean'
	global_load_dword v48, v4, s[26:27] offset:128      ; examples/layernorm_backward.kgen:21: load of 'mean'
	global_load_dword v49, v4, s[26:27] offset:256      ; examples/layernorm_backward.kgen:21: load of 'mean'
	global_load_dword v74, v4, s[26:27] offset:384      ; examples/layernorm_backward.kgen:21: load of 'mean'
	s_waitcnt vmcnt(3)
	v_sub_f32 v75, v58, v39                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v76, v59, v39                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v77, v60, v39                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v78, v61, v39                             ; examples/layernorm_backward.kgen:21
	s_waitcnt vmcnt(2)
	v_sub_f32 v39, v62, v48                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v58, v63, v48                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v59, v64, v48                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v60, v65, v48                             ; examples/layernorm_backward.kgen:21
	s_waitcnt vmcnt(1)
	v_sub_f32 v48, v66, v49                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v61, v67, v49                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v62, v68, v49                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v63, v69, v49                             ; examples/layernorm_backward.kgen:21
	s_waitcnt vmcnt(0)
	v_sub_f32 v49, v70, v74                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v64, v71, v74                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v65, v72, v74                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v66, v73, v74                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v67, v40, v75                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v68, v41, v76                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v69, v42, v77                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v70, v43, v78                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v40, v44, v39                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v39, v45, v58                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v41, v46, v59                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v42, v47, v60                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v43, v50, v48                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v44, v51, v61                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v45, v52, v62                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v46, v53, v63                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v47, v54, v49                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v48, v55, v64                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v49, v56, v65                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v50, v57, v66                             ; examples/layernorm_backward.kgen:21
	s_add_u32 s26, s10, s30                             ; 'rstd' at this chunk
	s_addc_u32 s27, s11, s31
	global_load_dword v51, v4, s[26:27]                 ; examples/layernorm_backward.kgen:21: load of 'rstd'
	global_load_dword v52, v4, s[26:27] offset:128      ; examples/layernorm_backward.kgen:21: load of 'rstd'
	global_load_dword v53, v4, s[26:27] offset:256      ; examples/layernorm_backward.kgen:21: load of 'rstd'
	global_load_dword v54, v4, s[26:27] offset:384      ; examples/layernorm_backward.kgen:21: load of 'rstd'
	s_waitcnt vmcnt(3)
	v_mul_f32 v55, v67, v51                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v56, v68, v51                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v57, v69, v51                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v58, v70, v51                             ; examples/layernorm_backward.kgen:21
	s_waitcnt vmcnt(2)
	v_mul_f32 v51, v40, v52                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v40, v39, v52                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v39, v41, v52                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v41, v42, v52                             ; examples/layernorm_backward.kgen:21
	s_waitcnt vmcnt(1)
	v_mul_f32 v42, v43, v53                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v43, v44, v53                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v44, v45, v53                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v45, v46, v53                             ; examples/layernorm_backward.kgen:21
	s_waitcnt vmcnt(0)
	v_mul_f32 v46, v47, v54                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v47, v48, v54                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v48, v49, v54                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v49, v50, v54                             ; examples/layernorm_backward.kgen:21
	v_add_f32 v23, v23, v55                             ; sum over 'tt' into per-thread partials
	v_add_f32 v24, v24, v56                             ; sum over 'tt' into per-thread partials
	v_add_f32 v25, v25, v57                             ; sum over 'tt' into per-thread partials
	v_add_f32 v26, v26, v58                             ; sum over 'tt' into per-thread partials
	v_add_f32 v27, v27, v51                             ; sum over 'tt' into per-thread partials
	v_add_f32 v28, v28, v40                             ; sum over 'tt' into per-thread partials
	v_add_f32 v29, v29, v39                             ; sum over 'tt' into per-thread partials
	v_add_f32 v30, v30, v41                             ; sum over 'tt' into per-thread partials
	v_add_f32 v31, v31, v42                             ; sum over 'tt' into per-thread partials
	v_add_f32 v32, v32, v43                             ; sum over 'tt' into per-thread partials
	v_add_f32 v33, v33, v44                             ; sum over 'tt' into per-thread partials
	v_add_f32 v34, v34, v45                             ; sum over 'tt' into per-thread partials
	v_add_f32 v35, v35, v46                             ; sum over 'tt' into per-thread partials
	v_add_f32 v36, v36, v47                             ; sum over 'tt' into per-thread partials
	v_add_f32 v37, v37, v48                             ; sum over 'tt' into per-thread partials
	v_add_f32 v38, v38, v49                             ; sum over 'tt' into per-thread partials
	s_add_u32 s16, s16, 0x80
	s_cmp_lt_u32 s16, s17
	s_cbranch_scc1 .Llayernorm_backward_dwdb_split_loop2
.Llayernorm_backward_dwdb_split_loop2_end:
	s_mov_b32 s17, s16                                  ; for tt in t: steps of 128: the rest, masked
	s_cmp_ge_u32 s17, s23
	s_cbranch_scc1 .Llayernorm_backward_dwdb_split_loop3_end
.Llayernorm_backward_dwdb_split_loop3:
	s_add_u32 s16, s22, s17
	s_sub_u32 s19, s23, s17
	s_mul_i32 s26, s16, s18
	s_mul_hi_u32 s27, s16, s18
	s_lshl_b64 s[30:31], s[26:27], 2
	s_add_u32 s26, s24, s30                             ; 'dout' at this chunk
	s_addc_u32 s27, s25, s31
	v_cmp_lt_u32 s[32:33], v5, s21                      ; 'c' element in bounds
	v_cmp_lt_u32 s[34:35], v2, s19                      ; 'tt' element in bounds
	s_and_b64 s[36:37], s[32:33], s[34:35]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_660
	global_load_dword v39, v3, s[26:27]                 ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[38:39]
	v_add_u32 v40, 1, v5
	v_cmp_lt_u32 s[38:39], v40, s21                     ; 'c' element in bounds
	s_and_b64 s[40:41], s[38:39], s[34:35]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_664
	global_load_dword v40, v3, s[26:27] offset:4        ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[42:43]
	v_add_u32 v41, 2, v5
	v_cmp_lt_u32 s[42:43], v41, s21                     ; 'c' element in bounds
	s_and_b64 s[44:45], s[42:43], s[34:35]
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_668
	global_load_dword v41, v3, s[26:27] offset:8        ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[46:47]
	v_add_u32 v42, 3, v5
	v_cmp_lt_u32 s[46:47], v42, s21                     ; 'c' element in bounds
	s_and_b64 s[48:49], s[46:47], s[34:35]
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[50:51], s[48:49]               ; lanes where %vpred_672
	global_load_dword v42, v3, s[26:27] offset:12       ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[50:51]
	s_mul_i32 s20, s18, 32
	s_lshl_b32 s50, s20, 2
	v_add_u32 v43, s50, v3
	v_add_u32 v44, 32, v2
	v_cmp_lt_u32 s[50:51], v44, s19                     ; 'tt' element in bounds
	s_and_b64 s[52:53], s[32:33], s[50:51]
	v_mov_b32 v44, 0                                    ; absent element
	s_and_saveexec_b64 s[54:55], s[52:53]               ; lanes where %vpred_679
	global_load_dword v44, v43, s[26:27]                ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[54:55]
	s_and_b64 s[54:55], s[38:39], s[50:51]
	v_mov_b32 v45, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[54:55]               ; lanes where %vpred_681
	global_load_dword v45, v43, s[26:27] offset:4       ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[56:57]
	s_and_b64 s[56:57], s[42:43], s[50:51]
	v_mov_b32 v46, 0                                    ; absent element
	s_and_saveexec_b64 s[58:59], s[56:57]               ; lanes where %vpred_683
	global_load_dword v46, v43, s[26:27] offset:8       ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[58:59]
	s_and_b64 s[58:59], s[46:47], s[50:51]
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[60:61], s[58:59]               ; lanes where %vpred_685
	global_load_dword v47, v43, s[26:27] offset:12      ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[60:61]
	s_mul_i32 s20, s18, 64
	s_lshl_b32 s60, s20, 2
	v_add_u32 v48, s60, v3
	v_add_u32 v49, 64, v2
	v_cmp_lt_u32 s[60:61], v49, s19                     ; 'tt' element in bounds
	s_and_b64 s[62:63], s[32:33], s[60:61]
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[64:65], s[62:63]               ; lanes where %vpred_692
	global_load_dword v49, v48, s[26:27]                ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[64:65]
	s_and_b64 s[64:65], s[38:39], s[60:61]
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[64:65]               ; lanes where %vpred_694
	global_load_dword v50, v48, s[26:27] offset:4       ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[66:67]
	s_and_b64 s[66:67], s[42:43], s[60:61]
	v_mov_b32 v51, 0                                    ; absent element
	s_and_saveexec_b64 s[68:69], s[66:67]               ; lanes where %vpred_696
	global_load_dword v51, v48, s[26:27] offset:8       ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[68:69]
	s_and_b64 s[68:69], s[46:47], s[60:61]
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[70:71], s[68:69]               ; lanes where %vpred_698
	global_load_dword v52, v48, s[26:27] offset:12      ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[70:71]
	s_mul_i32 s20, s18, 0x60
	s_lshl_b32 s70, s20, 2
	v_add_u32 v53, s70, v3
	v_add_u32 v54, 0x60, v2
	v_cmp_lt_u32 s[70:71], v54, s19                     ; 'tt' element in bounds
	s_and_b64 s[72:73], s[32:33], s[70:71]
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[72:73]               ; lanes where %vpred_705
	global_load_dword v54, v53, s[26:27]                ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[32:33]
	s_and_b64 s[32:33], s[38:39], s[70:71]
	v_mov_b32 v55, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[32:33]               ; lanes where %vpred_707
	global_load_dword v55, v53, s[26:27] offset:4       ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[38:39]
	s_and_b64 s[38:39], s[42:43], s[70:71]
	v_mov_b32 v56, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[38:39]               ; lanes where %vpred_709
	global_load_dword v56, v53, s[26:27] offset:8       ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[42:43]
	s_and_b64 s[42:43], s[46:47], s[70:71]
	v_mov_b32 v57, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[42:43]               ; lanes where %vpred_711
	global_load_dword v57, v53, s[26:27] offset:12      ; examples/layernorm_backward.kgen:20: load of 'dout'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(15)
	v_cndmask_b32 v58, 0, v39, s[36:37]                 ; absent elements contribute the identity
	v_add_f32 v1, v1, v58                               ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(14)
	v_cndmask_b32 v58, 0, v40, s[40:41]                 ; absent elements contribute the identity
	v_add_f32 v8, v8, v58                               ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(13)
	v_cndmask_b32 v58, 0, v41, s[44:45]                 ; absent elements contribute the identity
	v_add_f32 v9, v9, v58                               ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(12)
	v_cndmask_b32 v58, 0, v42, s[48:49]                 ; absent elements contribute the identity
	v_add_f32 v10, v10, v58                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(11)
	v_cndmask_b32 v58, 0, v44, s[52:53]                 ; absent elements contribute the identity
	v_add_f32 v11, v11, v58                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(10)
	v_cndmask_b32 v58, 0, v45, s[54:55]                 ; absent elements contribute the identity
	v_add_f32 v12, v12, v58                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(9)
	v_cndmask_b32 v58, 0, v46, s[56:57]                 ; absent elements contribute the identity
	v_add_f32 v13, v13, v58                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(8)
	v_cndmask_b32 v58, 0, v47, s[58:59]                 ; absent elements contribute the identity
	v_add_f32 v14, v14, v58                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(7)
	v_cndmask_b32 v58, 0, v49, s[62:63]                 ; absent elements contribute the identity
	v_add_f32 v15, v15, v58                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(6)
	v_cndmask_b32 v58, 0, v50, s[64:65]                 ; absent elements contribute the identity
	v_add_f32 v16, v16, v58                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(5)
	v_cndmask_b32 v58, 0, v51, s[66:67]                 ; absent elements contribute the identity
	v_add_f32 v17, v17, v58                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(4)
	v_cndmask_b32 v58, 0, v52, s[68:69]                 ; absent elements contribute the identity
	v_add_f32 v18, v18, v58                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(3)
	v_cndmask_b32 v58, 0, v54, s[72:73]                 ; absent elements contribute the identity
	v_add_f32 v19, v19, v58                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(2)
	v_cndmask_b32 v58, 0, v55, s[32:33]                 ; absent elements contribute the identity
	v_add_f32 v20, v20, v58                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(1)
	v_cndmask_b32 v58, 0, v56, s[38:39]                 ; absent elements contribute the identity
	v_add_f32 v21, v21, v58                             ; sum over 'tt' into per-thread partials
	s_waitcnt vmcnt(0)
	v_cndmask_b32 v58, 0, v57, s[42:43]                 ; absent elements contribute the identity
	v_add_f32 v22, v22, v58                             ; sum over 'tt' into per-thread partials
	s_add_u32 s26, s4, s30                              ; 'x' at this chunk
	s_addc_u32 s27, s5, s31
	v_mov_b32 v58, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[36:37]               ; lanes where %vpred_660
	global_load_dword v58, v3, s[26:27]                 ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v59, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[40:41]               ; lanes where %vpred_664
	global_load_dword v59, v3, s[26:27] offset:4        ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v60, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[44:45]               ; lanes where %vpred_668
	global_load_dword v60, v3, s[26:27] offset:8        ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v61, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[48:49]               ; lanes where %vpred_672
	global_load_dword v61, v3, s[26:27] offset:12       ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v62, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[52:53]               ; lanes where %vpred_679
	global_load_dword v62, v43, s[26:27]                ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v63, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[54:55]               ; lanes where %vpred_681
	global_load_dword v63, v43, s[26:27] offset:4       ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v64, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[56:57]               ; lanes where %vpred_683
	global_load_dword v64, v43, s[26:27] offset:8       ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v65, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[58:59]               ; lanes where %vpred_685
	global_load_dword v65, v43, s[26:27] offset:12      ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[62:63]               ; lanes where %vpred_692
	global_load_dword v43, v48, s[26:27]                ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v66, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[64:65]               ; lanes where %vpred_694
	global_load_dword v66, v48, s[26:27] offset:4       ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v67, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[66:67]               ; lanes where %vpred_696
	global_load_dword v67, v48, s[26:27] offset:8       ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[68:69]               ; lanes where %vpred_698
	global_load_dword v68, v48, s[26:27] offset:12      ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v48, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[72:73]               ; lanes where %vpred_705
	global_load_dword v48, v53, s[26:27]                ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[32:33]               ; lanes where %vpred_707
	global_load_dword v69, v53, s[26:27] offset:4       ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v70, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[38:39]               ; lanes where %vpred_709
	global_load_dword v70, v53, s[26:27] offset:8       ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v71, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[42:43]               ; lanes where %vpred_711
	global_load_dword v71, v53, s[26:27] offset:12      ; examples/layernorm_backward.kgen:21: load of 'x'
	s_mov_b64 exec, s[30:31]
	s_mov_b32 s26, s16
	s_mov_b32 s27, 0
	s_lshl_b64 s[30:31], s[26:27], 2
	s_add_u32 s26, s8, s30                              ; 'mean' at this chunk
	s_addc_u32 s27, s9, s31
	v_mov_b32 v53, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[34:35]               ; lanes where %vpred_659
	global_load_dword v53, v4, s[26:27]                 ; examples/layernorm_backward.kgen:21: load of 'mean'
	s_mov_b64 exec, s[46:47]
	v_mov_b32 v72, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[50:51]               ; lanes where %vpred_678
	global_load_dword v72, v4, s[26:27] offset:128      ; examples/layernorm_backward.kgen:21: load of 'mean'
	s_mov_b64 exec, s[46:47]
	v_mov_b32 v73, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[60:61]               ; lanes where %vpred_691
	global_load_dword v73, v4, s[26:27] offset:256      ; examples/layernorm_backward.kgen:21: load of 'mean'
	s_mov_b64 exec, s[46:47]
	v_mov_b32 v74, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[70:71]               ; lanes where %vpred_704
	global_load_dword v74, v4, s[26:27] offset:384      ; examples/layernorm_backward.kgen:21: load of 'mean'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(3)
	v_sub_f32 v75, v58, v53                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v58, v59, v53                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v59, v60, v53                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v60, v61, v53                             ; examples/layernorm_backward.kgen:21
	s_waitcnt vmcnt(2)
	v_sub_f32 v53, v62, v72                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v61, v63, v72                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v62, v64, v72                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v63, v65, v72                             ; examples/layernorm_backward.kgen:21
	s_waitcnt vmcnt(1)
	v_sub_f32 v64, v43, v73                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v43, v66, v73                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v65, v67, v73                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v66, v68, v73                             ; examples/layernorm_backward.kgen:21
	s_waitcnt vmcnt(0)
	v_sub_f32 v67, v48, v74                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v48, v69, v74                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v68, v70, v74                             ; examples/layernorm_backward.kgen:21
	v_sub_f32 v69, v71, v74                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v70, v39, v75                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v39, v40, v58                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v40, v41, v59                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v41, v42, v60                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v42, v44, v53                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v44, v45, v61                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v45, v46, v62                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v46, v47, v63                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v47, v49, v64                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v49, v50, v43                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v43, v51, v65                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v50, v52, v66                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v51, v54, v67                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v52, v55, v48                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v48, v56, v68                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v53, v57, v69                             ; examples/layernorm_backward.kgen:21
	s_add_u32 s26, s10, s30                             ; 'rstd' at this chunk
	s_addc_u32 s27, s11, s31
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_659
	global_load_dword v54, v4, s[26:27]                 ; examples/layernorm_backward.kgen:21: load of 'rstd'
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v55, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[50:51]               ; lanes where %vpred_678
	global_load_dword v55, v4, s[26:27] offset:128      ; examples/layernorm_backward.kgen:21: load of 'rstd'
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v56, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[60:61]               ; lanes where %vpred_691
	global_load_dword v56, v4, s[26:27] offset:256      ; examples/layernorm_backward.kgen:21: load of 'rstd'
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v57, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[70:71]               ; lanes where %vpred_704
	global_load_dword v57, v4, s[26:27] offset:384      ; examples/layernorm_backward.kgen:21: load of 'rstd'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(3)
	v_mul_f32 v58, v70, v54                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v59, v39, v54                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v39, v40, v54                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v40, v41, v54                             ; examples/layernorm_backward.kgen:21
	s_waitcnt vmcnt(2)
	v_mul_f32 v41, v42, v55                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v42, v44, v55                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v44, v45, v55                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v45, v46, v55                             ; examples/layernorm_backward.kgen:21
	s_waitcnt vmcnt(1)
	v_mul_f32 v46, v47, v56                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v47, v49, v56                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v49, v43, v56                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v43, v50, v56                             ; examples/layernorm_backward.kgen:21
	s_waitcnt vmcnt(0)
	v_mul_f32 v50, v51, v57                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v51, v52, v57                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v52, v48, v57                             ; examples/layernorm_backward.kgen:21
	v_mul_f32 v48, v53, v57                             ; examples/layernorm_backward.kgen:21
	v_cndmask_b32 v53, 0, v58, s[36:37]                 ; absent elements contribute the identity
	v_add_f32 v23, v23, v53                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v53, 0, v59, s[40:41]                 ; absent elements contribute the identity
	v_add_f32 v24, v24, v53                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v53, 0, v39, s[44:45]                 ; absent elements contribute the identity
	v_add_f32 v25, v25, v53                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v40, s[48:49]                 ; absent elements contribute the identity
	v_add_f32 v26, v26, v39                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v41, s[52:53]                 ; absent elements contribute the identity
	v_add_f32 v27, v27, v39                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v42, s[54:55]                 ; absent elements contribute the identity
	v_add_f32 v28, v28, v39                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v44, s[56:57]                 ; absent elements contribute the identity
	v_add_f32 v29, v29, v39                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v45, s[58:59]                 ; absent elements contribute the identity
	v_add_f32 v30, v30, v39                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v46, s[62:63]                 ; absent elements contribute the identity
	v_add_f32 v31, v31, v39                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v47, s[64:65]                 ; absent elements contribute the identity
	v_add_f32 v32, v32, v39                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v49, s[66:67]                 ; absent elements contribute the identity
	v_add_f32 v33, v33, v39                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v43, s[68:69]                 ; absent elements contribute the identity
	v_add_f32 v34, v34, v39                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v50, s[72:73]                 ; absent elements contribute the identity
	v_add_f32 v35, v35, v39                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v51, s[32:33]                 ; absent elements contribute the identity
	v_add_f32 v36, v36, v39                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v52, s[38:39]                 ; absent elements contribute the identity
	v_add_f32 v37, v37, v39                             ; sum over 'tt' into per-thread partials
	v_cndmask_b32 v39, 0, v48, s[42:43]                 ; absent elements contribute the identity
	v_add_f32 v38, v38, v39                             ; sum over 'tt' into per-thread partials
	s_add_u32 s17, s17, 0x80
	s_cmp_lt_u32 s17, s23
	s_cbranch_scc1 .Llayernorm_backward_dwdb_split_loop3
.Llayernorm_backward_dwdb_split_loop3_end:
	v_add_f32 v2, v1, v11                               ; sum over 'tt' (examples/layernorm_backward.kgen:22)
	v_add_f32 v1, v8, v12                               ; sum over 'tt' (examples/layernorm_backward.kgen:22)
	v_add_f32 v3, v9, v13                               ; sum over 'tt' (examples/layernorm_backward.kgen:22)
	v_add_f32 v4, v10, v14                              ; sum over 'tt' (examples/layernorm_backward.kgen:22)
	v_add_f32 v8, v2, v15                               ; sum over 'tt' (examples/layernorm_backward.kgen:22)
	v_add_f32 v2, v1, v16                               ; sum over 'tt' (examples/layernorm_backward.kgen:22)
	v_add_f32 v1, v3, v17                               ; sum over 'tt' (examples/layernorm_backward.kgen:22)
	v_add_f32 v3, v4, v18                               ; sum over 'tt' (examples/layernorm_backward.kgen:22)
	v_add_f32 v4, v8, v19                               ; sum over 'tt' (examples/layernorm_backward.kgen:22)
	v_add_f32 v8, v2, v20                               ; sum over 'tt' (examples/layernorm_backward.kgen:22)
	v_add_f32 v2, v1, v21                               ; sum over 'tt' (examples/layernorm_backward.kgen:22)
	v_add_f32 v1, v3, v22                               ; sum over 'tt' (examples/layernorm_backward.kgen:22)
	ds_swizzle_b32 v3, v4 offset:swizzle(SWAP,8)        ; sum over 'tt' (examples/layernorm_backward.kgen:22): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v9, v4, v3
	ds_swizzle_b32 v3, v8 offset:swizzle(SWAP,8)        ; sum over 'tt' (examples/layernorm_backward.kgen:22): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v8, v3
	ds_swizzle_b32 v3, v2 offset:swizzle(SWAP,8)        ; sum over 'tt' (examples/layernorm_backward.kgen:22): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v2, v3
	ds_swizzle_b32 v2, v1 offset:swizzle(SWAP,8)        ; sum over 'tt' (examples/layernorm_backward.kgen:22): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v1, v2
	ds_swizzle_b32 v1, v9 offset:swizzle(SWAP,16)       ; sum over 'tt' (examples/layernorm_backward.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v9, v1
	ds_swizzle_b32 v1, v4 offset:swizzle(SWAP,16)       ; sum over 'tt' (examples/layernorm_backward.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v9, v4, v1
	ds_swizzle_b32 v1, v8 offset:swizzle(SWAP,16)       ; sum over 'tt' (examples/layernorm_backward.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v8, v1
	ds_swizzle_b32 v1, v3 offset:swizzle(SWAP,16)       ; sum over 'tt' (examples/layernorm_backward.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v3, v1
	v_and_b32 v1, 63, v0                                ; sum over 'tt' (examples/layernorm_backward.kgen:22): lanes 32 apart
	v_xor_b32 v1, 32, v1
	v_lshlrev_b32 v1, 2, v1
	ds_bpermute_b32 v3, v1, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v1, v2, v3
	v_and_b32 v2, 63, v0                                ; sum over 'tt' (examples/layernorm_backward.kgen:22): lanes 32 apart
	v_xor_b32 v2, 32, v2
	v_lshlrev_b32 v2, 2, v2
	ds_bpermute_b32 v3, v2, v9
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v9, v3
	v_and_b32 v3, 63, v0                                ; sum over 'tt' (examples/layernorm_backward.kgen:22): lanes 32 apart
	v_xor_b32 v3, 32, v3
	v_lshlrev_b32 v3, 2, v3
	ds_bpermute_b32 v9, v3, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v4, v9
	v_and_b32 v4, 63, v0                                ; sum over 'tt' (examples/layernorm_backward.kgen:22): lanes 32 apart
	v_xor_b32 v4, 32, v4
	v_lshlrev_b32 v4, 2, v4
	ds_bpermute_b32 v9, v4, v8
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v8, v9
	s_and_saveexec_b64 s[4:5], s[6:7]                   ; lanes where %vpred_398
	ds_write_b32 v6, v1                                 ; sum over 'tt' (examples/layernorm_backward.kgen:22): this warp group's partial
	ds_write_b32 v6, v2 offset:4                        ; sum over 'tt' (examples/layernorm_backward.kgen:22): this warp group's partial
	ds_write_b32 v6, v3 offset:8                        ; sum over 'tt' (examples/layernorm_backward.kgen:22): this warp group's partial
	ds_write_b32 v6, v4 offset:12                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): this warp group's partial
	s_mov_b64 exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v1, v7                                  ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 0
	ds_read_b32 v2, v7 offset:128                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v1, v2
	ds_read_b32 v1, v7 offset:256                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v3, v1
	ds_read_b32 v1, v7 offset:384                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v2, v1
	ds_read_b32 v1, v7 offset:4                         ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 0
	ds_read_b32 v2, v7 offset:132                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v1, v2
	ds_read_b32 v1, v7 offset:260                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v4, v1
	ds_read_b32 v1, v7 offset:388                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v2, v1
	ds_read_b32 v1, v7 offset:8                         ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 0
	ds_read_b32 v2, v7 offset:136                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v1, v2
	ds_read_b32 v1, v7 offset:264                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v8, v1
	ds_read_b32 v1, v7 offset:392                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v2, v1
	ds_read_b32 v1, v7 offset:12                        ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 0
	ds_read_b32 v2, v7 offset:140                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v9, v1, v2
	ds_read_b32 v1, v7 offset:268                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v9, v1
	ds_read_b32 v1, v7 offset:396                       ; sum over 'tt' (examples/layernorm_backward.kgen:22): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v9, v2, v1
	v_add_f32 v1, 0, v3                                 ; examples/layernorm_backward.kgen:22
	v_add_f32 v2, 0, v4                                 ; examples/layernorm_backward.kgen:22
	v_add_f32 v3, 0, v8                                 ; examples/layernorm_backward.kgen:22
	v_add_f32 v4, 0, v9                                 ; examples/layernorm_backward.kgen:22
	v_add_f32 v8, v23, v27                              ; sum over 'tt' (examples/layernorm_backward.kgen:21)
	v_add_f32 v9, v24, v28                              ; sum over 'tt' (examples/layernorm_backward.kgen:21)
	v_add_f32 v10, v25, v29                             ; sum over 'tt' (examples/layernorm_backward.kgen:21)
	v_add_f32 v11, v26, v30                             ; sum over 'tt' (examples/layernorm_backward.kgen:21)
	v_add_f32 v12, v8, v31                              ; sum over 'tt' (examples/layernorm_backward.kgen:21)
	v_add_f32 v8, v9, v32                               ; sum over 'tt' (examples/layernorm_backward.kgen:21)
	v_add_f32 v9, v10, v33                              ; sum over 'tt' (examples/layernorm_backward.kgen:21)
	v_add_f32 v10, v11, v34                             ; sum over 'tt' (examples/layernorm_backward.kgen:21)
	v_add_f32 v11, v12, v35                             ; sum over 'tt' (examples/layernorm_backward.kgen:21)
	v_add_f32 v12, v8, v36                              ; sum over 'tt' (examples/layernorm_backward.kgen:21)
	v_add_f32 v8, v9, v37                               ; sum over 'tt' (examples/layernorm_backward.kgen:21)
	v_add_f32 v9, v10, v38                              ; sum over 'tt' (examples/layernorm_backward.kgen:21)
	ds_swizzle_b32 v10, v11 offset:swizzle(SWAP,8)      ; sum over 'tt' (examples/layernorm_backward.kgen:21): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v13, v11, v10
	ds_swizzle_b32 v10, v12 offset:swizzle(SWAP,8)      ; sum over 'tt' (examples/layernorm_backward.kgen:21): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v11, v12, v10
	ds_swizzle_b32 v10, v8 offset:swizzle(SWAP,8)       ; sum over 'tt' (examples/layernorm_backward.kgen:21): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v12, v8, v10
	ds_swizzle_b32 v8, v9 offset:swizzle(SWAP,8)        ; sum over 'tt' (examples/layernorm_backward.kgen:21): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v10, v9, v8
	ds_swizzle_b32 v8, v13 offset:swizzle(SWAP,16)      ; sum over 'tt' (examples/layernorm_backward.kgen:21): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v9, v13, v8
	ds_swizzle_b32 v8, v11 offset:swizzle(SWAP,16)      ; sum over 'tt' (examples/layernorm_backward.kgen:21): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v13, v11, v8
	ds_swizzle_b32 v8, v12 offset:swizzle(SWAP,16)      ; sum over 'tt' (examples/layernorm_backward.kgen:21): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v11, v12, v8
	ds_swizzle_b32 v8, v10 offset:swizzle(SWAP,16)      ; sum over 'tt' (examples/layernorm_backward.kgen:21): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v12, v10, v8
	v_and_b32 v8, 63, v0                                ; sum over 'tt' (examples/layernorm_backward.kgen:21): lanes 32 apart
	v_xor_b32 v8, 32, v8
	v_lshlrev_b32 v8, 2, v8
	ds_bpermute_b32 v10, v8, v9
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v9, v10
	v_and_b32 v9, 63, v0                                ; sum over 'tt' (examples/layernorm_backward.kgen:21): lanes 32 apart
	v_xor_b32 v9, 32, v9
	v_lshlrev_b32 v9, 2, v9
	ds_bpermute_b32 v10, v9, v13
	s_waitcnt lgkmcnt(0)
	v_add_f32 v9, v13, v10
	v_and_b32 v10, 63, v0                               ; sum over 'tt' (examples/layernorm_backward.kgen:21): lanes 32 apart
	v_xor_b32 v10, 32, v10
	v_lshlrev_b32 v10, 2, v10
	ds_bpermute_b32 v13, v10, v11
	s_waitcnt lgkmcnt(0)
	v_add_f32 v10, v11, v13
	v_and_b32 v11, 63, v0                               ; sum over 'tt' (examples/layernorm_backward.kgen:21): lanes 32 apart
	v_xor_b32 v11, 32, v11
	v_lshlrev_b32 v11, 2, v11
	ds_bpermute_b32 v13, v11, v12
	s_waitcnt lgkmcnt(0)
	v_add_f32 v11, v12, v13
	s_and_saveexec_b64 s[4:5], s[6:7]                   ; lanes where %vpred_398
	ds_write_b32 v6, v8 offset:512                      ; sum over 'tt' (examples/layernorm_backward.kgen:21): this warp group's partial
	ds_write_b32 v6, v9 offset:516                      ; sum over 'tt' (examples/layernorm_backward.kgen:21): this warp group's partial
	ds_write_b32 v6, v10 offset:520                     ; sum over 'tt' (examples/layernorm_backward.kgen:21): this warp group's partial
	ds_write_b32 v6, v11 offset:524                     ; sum over 'tt' (examples/layernorm_backward.kgen:21): this warp group's partial
	s_mov_b64 exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v6, v7 offset:512                       ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 0
	ds_read_b32 v8, v7 offset:640                       ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v9, v6, v8
	ds_read_b32 v6, v7 offset:768                       ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v9, v6
	ds_read_b32 v6, v7 offset:896                       ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v9, v8, v6
	ds_read_b32 v6, v7 offset:516                       ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 0
	ds_read_b32 v8, v7 offset:644                       ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v10, v6, v8
	ds_read_b32 v6, v7 offset:772                       ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v10, v6
	ds_read_b32 v6, v7 offset:900                       ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v10, v8, v6
	ds_read_b32 v6, v7 offset:520                       ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 0
	ds_read_b32 v8, v7 offset:648                       ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v11, v6, v8
	ds_read_b32 v6, v7 offset:776                       ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v11, v6
	ds_read_b32 v6, v7 offset:904                       ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v11, v8, v6
	ds_read_b32 v6, v7 offset:524                       ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 0
	ds_read_b32 v8, v7 offset:652                       ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v12, v6, v8
	ds_read_b32 v6, v7 offset:780                       ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v12, v6
	ds_read_b32 v6, v7 offset:908                       ; sum over 'tt' (examples/layernorm_backward.kgen:21): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v12, v8, v6
	v_add_f32 v6, 0, v9                                 ; examples/layernorm_backward.kgen:21
	v_add_f32 v8, 0, v10                                ; examples/layernorm_backward.kgen:21
	v_add_f32 v9, 0, v11                                ; examples/layernorm_backward.kgen:21
	v_add_f32 v10, 0, v12                               ; examples/layernorm_backward.kgen:21
	v_cmp_lt_u32 s[4:5], v5, s21                        ; 'c' element in bounds
	s_and_b64 s[6:7], s[4:5], s[28:29]
	s_and_saveexec_b64 s[4:5], s[6:7]                   ; lanes where %vpred_959
	global_store_dword v7, v1, s[12:13]                 ; examples/layernorm_backward.kgen:19: store to 'db_acc_parts'
	s_mov_b64 exec, s[4:5]
	v_add_u32 v1, 1, v5
	v_cmp_lt_u32 s[4:5], v1, s21                        ; 'c' element in bounds
	s_and_b64 s[8:9], s[4:5], s[28:29]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_962
	global_store_dword v7, v2, s[12:13] offset:4        ; examples/layernorm_backward.kgen:19: store to 'db_acc_parts'
	s_mov_b64 exec, s[4:5]
	v_add_u32 v1, 2, v5
	v_cmp_lt_u32 s[4:5], v1, s21                        ; 'c' element in bounds
	s_and_b64 s[10:11], s[4:5], s[28:29]
	s_and_saveexec_b64 s[4:5], s[10:11]                 ; lanes where %vpred_965
	global_store_dword v7, v3, s[12:13] offset:8        ; examples/layernorm_backward.kgen:19: store to 'db_acc_parts'
	s_mov_b64 exec, s[4:5]
	v_add_u32 v1, 3, v5
	v_cmp_lt_u32 s[4:5], v1, s21                        ; 'c' element in bounds
	s_and_b64 s[16:17], s[4:5], s[28:29]
	s_and_saveexec_b64 s[4:5], s[16:17]                 ; lanes where %vpred_968
	global_store_dword v7, v4, s[12:13] offset:12       ; examples/layernorm_backward.kgen:19: store to 'db_acc_parts'
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[6:7]                   ; lanes where %vpred_959
	global_store_dword v7, v6, s[14:15]                 ; examples/layernorm_backward.kgen:19: store to 'dw_acc_parts'
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_962
	global_store_dword v7, v8, s[14:15] offset:4        ; examples/layernorm_backward.kgen:19: store to 'dw_acc_parts'
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[10:11]                 ; lanes where %vpred_965
	global_store_dword v7, v9, s[14:15] offset:8        ; examples/layernorm_backward.kgen:19: store to 'dw_acc_parts'
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[16:17]                 ; lanes where %vpred_968
	global_store_dword v7, v10, s[14:15] offset:12      ; examples/layernorm_backward.kgen:19: store to 'dw_acc_parts'
	s_mov_b64 exec, s[4:5]
.Llayernorm_backward_dwdb_split_if0_end:
	s_endpgm
.Lfunc_end_layernorm_backward_dwdb_split:
	.size	layernorm_backward_dwdb_split, .Lfunc_end_layernorm_backward_dwdb_split-layernorm_backward_dwdb_split

; kernel layernorm_backward_dwdb_split_fold: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel layernorm_backward_dwdb_split_fold from examples/layernorm_backward.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: c
;   chunk: part: 64, c: 32; walked in chunks: part
;   layout: part:64 x c:32: reg[c1 c2 part32] lane[c4 c8 c16 part1 part2 part4] warp[part8 part16]
;     (fastest axis 'c', 4 contiguous elements per thread)
;   fastest axis 'c': most bytes of plain accesses are contiguous along it
;   vector 4: 16-byte accesses of 4-byte elements
;   walk 'part' in chunks of 64: its extent is known only at launch
;   value layouts (the dominant layout sliced to each value's axes):
;     L0 [part, c]: part:64 x c:32: reg[c1 c2 part32] lane[c4 c8 c16 part1 part2 part4] warp[part8 part16]
;     L1 [c]: c:32: reg[c1 c2 0] lane[c4 c8 c16 0 0 0] warp[0 0]
;       19:5 load dw_acc_parts -> L0; 19:5 reduce sum -> L1; 19:5 load db_acc_parts -> L0; 19:5 reduce sum -> L1
;   phase 1 (walking 'part' in chunks of 64): sum over 'part' (19:5), sum over 'part' (19:5)
; resources: 31 VGPRs, 0 AGPRs, 48 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 1024 bytes LDS, 76 bytes of arguments, 256 threads
;   arg dout: tensor f32 at 0 (read-only)
;   arg x: tensor f32 at 8 (read-only)
;   arg mean: tensor f32 at 16 (read-only)
;   arg rstd: tensor f32 at 24 (read-only)
;   arg dw: tensor f32 at 32
;   arg db: tensor f32 at 40
;   arg db_acc_parts: tensor f32 at 48 (read-only)
;   arg dw_acc_parts: tensor f32 at 56 (read-only)
;   arg T: dim i32 at 64
;   arg C: dim i32 at 68
;   arg parts: dim i32 at 72
; s[0:1] kernarg pointer, s2 workgroup id x, v0 work-item id
	.text
	.globl	layernorm_backward_dwdb_split_fold
	.p2align	8
	.type	layernorm_backward_dwdb_split_fold,@function
layernorm_backward_dwdb_split_fold:
	s_load_dwordx2 s[4:5], s[0:1], 0x20                 ; argument dw
	s_load_dwordx2 s[6:7], s[0:1], 0x28                 ; argument db
	s_load_dwordx2 s[8:9], s[0:1], 0x30                 ; argument db_acc_parts
	s_load_dwordx2 s[10:11], s[0:1], 0x38               ; argument dw_acc_parts
	s_load_dword s3, s[0:1], 0x44                       ; argument C
	s_load_dword s12, s[0:1], 0x48                      ; argument parts
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s13, s2                                   ; program index along 'c'
	s_mul_i32 s14, s13, 32                              ; first 'c' of this program's tile (32)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s13, s3, s14
	s_min_u32 s15, s13, 32                              ; 'c' elements in this tile
	s_and_b32 s13, s3, 3
	s_cmp_eq_u32 s13, 0                                 ; rows start aligned to 4 elements iff C % 4 == 0
	s_cselect_b32 s13, 1, 0
	v_mov_b32 v2, 0                                     ; identity of sum
	v_mov_b32 v3, 0                                     ; identity of sum
	v_mov_b32 v4, 0                                     ; identity of sum
	v_mov_b32 v5, 0                                     ; identity of sum
	v_mov_b32 v6, 0                                     ; identity of sum
	v_mov_b32 v7, 0                                     ; identity of sum
	v_mov_b32 v8, 0                                     ; identity of sum
	v_mov_b32 v9, 0                                     ; identity of sum
	v_mov_b32 v10, 0                                    ; identity of sum
	v_mov_b32 v11, 0                                    ; identity of sum
	v_mov_b32 v12, 0                                    ; identity of sum
	v_mov_b32 v13, 0                                    ; identity of sum
	v_mov_b32 v14, 0                                    ; identity of sum
	v_mov_b32 v15, 0                                    ; identity of sum
	v_mov_b32 v16, 0                                    ; identity of sum
	v_mov_b32 v17, 0                                    ; identity of sum
	s_cmp_ge_u32 s15, 32                                ; a whole chunk of 'c' (32) is in bounds
	s_cselect_b32 s16, 1, 0
	s_and_b32 s17, s16, s13
	s_cmp_ge_u32 s12, 64                                ; at least one whole chunk of 'part'
	s_cselect_b32 s18, 1, 0
	s_sub_u32 s19, s12, 63
	s_cmp_lg_u32 s18, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s20, s19, 0
	s_cmp_lg_u32 s17, 0
	s_cselect_b32 s17, s20, 0
	v_lshrrev_b32 v18, 3, v1
	v_mul_lo_u32 v19, s3, v18
	v_and_b32 v20, 7, v1
	v_lshlrev_b32 v21, 2, v20
	v_add_u32 v20, v19, v21
	v_lshlrev_b32 v19, 2, v20                           ; thread's byte offset in a chunk of 'dw_acc_parts'
	s_mov_b32 s20, s14
	s_mov_b32 s21, 0
	s_lshl_b64 s[22:23], s[20:21], 2
	s_add_u32 s20, s10, s22                             ; 'dw_acc_parts' at this program
	s_addc_u32 s21, s11, s23
	s_add_u32 s10, s8, s22                              ; 'db_acc_parts' at this program
	s_addc_u32 s11, s9, s23
	s_mov_b32 s8, 0                                     ; chunks of 64 along 'part': whole chunks
	s_cmp_ge_u32 s8, s17
	s_cbranch_scc1 .Llayernorm_backward_dwdb_split_fold_loop0_end
.Llayernorm_backward_dwdb_split_fold_loop0:
	s_mul_i32 s24, s8, s3
	s_mul_hi_u32 s25, s8, s3
	s_lshl_b64 s[26:27], s[24:25], 2
	s_add_u32 s24, s20, s26                             ; 'dw_acc_parts' at this chunk
	s_addc_u32 s25, s21, s27
	global_load_dwordx4 v[22:25], v19, s[24:25]         ; examples/layernorm_backward.kgen:19: 16-byte load of 'dw_acc_parts'
	s_mul_i32 s9, s3, 32
	s_lshl_b32 s14, s9, 2
	v_add_u32 v20, s14, v19
	global_load_dwordx4 v[26:29], v20, s[24:25]         ; examples/layernorm_backward.kgen:19: 16-byte load of 'dw_acc_parts'
	s_waitcnt vmcnt(1)
	v_add_f32 v2, v2, v22                               ; sum over 'part' (examples/layernorm_backward.kgen:19)
	v_add_f32 v3, v3, v23                               ; sum over 'part' (examples/layernorm_backward.kgen:19)
	v_add_f32 v4, v4, v24                               ; sum over 'part' (examples/layernorm_backward.kgen:19)
	v_add_f32 v5, v5, v25                               ; sum over 'part' (examples/layernorm_backward.kgen:19)
	s_waitcnt vmcnt(0)
	v_add_f32 v6, v6, v26                               ; sum over 'part' (examples/layernorm_backward.kgen:19)
	v_add_f32 v7, v7, v27                               ; sum over 'part' (examples/layernorm_backward.kgen:19)
	v_add_f32 v8, v8, v28                               ; sum over 'part' (examples/layernorm_backward.kgen:19)
	v_add_f32 v9, v9, v29                               ; sum over 'part' (examples/layernorm_backward.kgen:19)
	s_add_u32 s24, s10, s26                             ; 'db_acc_parts' at this chunk
	s_addc_u32 s25, s11, s27
	global_load_dwordx4 v[22:25], v19, s[24:25]         ; examples/layernorm_backward.kgen:19: 16-byte load of 'db_acc_parts'
	global_load_dwordx4 v[26:29], v20, s[24:25]         ; examples/layernorm_backward.kgen:19: 16-byte load of 'db_acc_parts'
	s_waitcnt vmcnt(1)
	v_add_f32 v10, v10, v22                             ; sum over 'part' (examples/layernorm_backward.kgen:19)
	v_add_f32 v11, v11, v23                             ; sum over 'part' (examples/layernorm_backward.kgen:19)
	v_add_f32 v12, v12, v24                             ; sum over 'part' (examples/layernorm_backward.kgen:19)
	v_add_f32 v13, v13, v25                             ; sum over 'part' (examples/layernorm_backward.kgen:19)
	s_waitcnt vmcnt(0)
	v_add_f32 v14, v14, v26                             ; sum over 'part' (examples/layernorm_backward.kgen:19)
	v_add_f32 v15, v15, v27                             ; sum over 'part' (examples/layernorm_backward.kgen:19)
	v_add_f32 v16, v16, v28                             ; sum over 'part' (examples/layernorm_backward.kgen:19)
	v_add_f32 v17, v17, v29                             ; sum over 'part' (examples/layernorm_backward.kgen:19)
	s_add_u32 s8, s8, 64
	s_cmp_lt_u32 s8, s17
	s_cbranch_scc1 .Llayernorm_backward_dwdb_split_fold_loop0
.Llayernorm_backward_dwdb_split_fold_loop0_end:
	s_mov_b32 s9, s8                                    ; chunks of 64 along 'part': the rest, masked
	s_cmp_ge_u32 s9, s12
	s_cbranch_scc1 .Llayernorm_backward_dwdb_split_fold_loop1_end
.Llayernorm_backward_dwdb_split_fold_loop1:
	s_sub_u32 s8, s12, s9
	s_mul_i32 s24, s9, s3
	s_mul_hi_u32 s25, s9, s3
	s_lshl_b64 s[26:27], s[24:25], 2
	s_add_u32 s24, s20, s26                             ; 'dw_acc_parts' at this chunk
	s_addc_u32 s25, s21, s27
	v_cmp_lt_u32 s[28:29], v18, s8                      ; 'part' element in bounds
	v_cmp_lt_u32 s[30:31], v21, s15                     ; 'c' element in bounds
	s_and_b64 s[32:33], s[28:29], s[30:31]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_83
	global_load_dword v20, v19, s[24:25]                ; examples/layernorm_backward.kgen:19: load of 'dw_acc_parts'
	s_mov_b64 exec, s[34:35]
	v_add_u32 v22, 1, v21
	v_cmp_lt_u32 s[34:35], v22, s15                     ; 'c' element in bounds
	s_and_b64 s[36:37], s[28:29], s[34:35]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_87
	global_load_dword v22, v19, s[24:25] offset:4       ; examples/layernorm_backward.kgen:19: load of 'dw_acc_parts'
	s_mov_b64 exec, s[38:39]
	v_add_u32 v23, 2, v21
	v_cmp_lt_u32 s[38:39], v23, s15                     ; 'c' element in bounds
	s_and_b64 s[40:41], s[28:29], s[38:39]
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_91
	global_load_dword v23, v19, s[24:25] offset:8       ; examples/layernorm_backward.kgen:19: load of 'dw_acc_parts'
	s_mov_b64 exec, s[42:43]
	v_add_u32 v24, 3, v21
	v_cmp_lt_u32 s[42:43], v24, s15                     ; 'c' element in bounds
	s_and_b64 s[44:45], s[28:29], s[42:43]
	v_mov_b32 v24, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[44:45]               ; lanes where %vpred_95
	global_load_dword v24, v19, s[24:25] offset:12      ; examples/layernorm_backward.kgen:19: load of 'dw_acc_parts'
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s14, s3, 32
	s_lshl_b32 s17, s14, 2
	v_add_u32 v25, s17, v19
	v_add_u32 v26, 32, v18
	v_cmp_lt_u32 s[28:29], v26, s8                      ; 'part' element in bounds
	s_and_b64 s[46:47], s[28:29], s[30:31]
	v_mov_b32 v26, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[46:47]               ; lanes where %vpred_102
	global_load_dword v26, v25, s[24:25]                ; examples/layernorm_backward.kgen:19: load of 'dw_acc_parts'
	s_mov_b64 exec, s[30:31]
	s_and_b64 s[30:31], s[28:29], s[34:35]
	v_mov_b32 v27, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[30:31]               ; lanes where %vpred_104
	global_load_dword v27, v25, s[24:25] offset:4       ; examples/layernorm_backward.kgen:19: load of 'dw_acc_parts'
	s_mov_b64 exec, s[34:35]
	s_and_b64 s[34:35], s[28:29], s[38:39]
	v_mov_b32 v28, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[34:35]               ; lanes where %vpred_106
	global_load_dword v28, v25, s[24:25] offset:8       ; examples/layernorm_backward.kgen:19: load of 'dw_acc_parts'
	s_mov_b64 exec, s[38:39]
	s_and_b64 s[38:39], s[28:29], s[42:43]
	v_mov_b32 v29, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_108
	global_load_dword v29, v25, s[24:25] offset:12      ; examples/layernorm_backward.kgen:19: load of 'dw_acc_parts'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(7)
	v_cndmask_b32 v30, 0, v20, s[32:33]                 ; absent elements contribute the identity
	v_add_f32 v2, v2, v30                               ; sum over 'part' (examples/layernorm_backward.kgen:19)
	s_waitcnt vmcnt(6)
	v_cndmask_b32 v20, 0, v22, s[36:37]                 ; absent elements contribute the identity
	v_add_f32 v3, v3, v20                               ; sum over 'part' (examples/layernorm_backward.kgen:19)
	s_waitcnt vmcnt(5)
	v_cndmask_b32 v20, 0, v23, s[40:41]                 ; absent elements contribute the identity
	v_add_f32 v4, v4, v20                               ; sum over 'part' (examples/layernorm_backward.kgen:19)
	s_waitcnt vmcnt(4)
	v_cndmask_b32 v20, 0, v24, s[44:45]                 ; absent elements contribute the identity
	v_add_f32 v5, v5, v20                               ; sum over 'part' (examples/layernorm_backward.kgen:19)
	s_waitcnt vmcnt(3)
	v_cndmask_b32 v20, 0, v26, s[46:47]                 ; absent elements contribute the identity
	v_add_f32 v6, v6, v20                               ; sum over 'part' (examples/layernorm_backward.kgen:19)
	s_waitcnt vmcnt(2)
	v_cndmask_b32 v20, 0, v27, s[30:31]                 ; absent elements contribute the identity
	v_add_f32 v7, v7, v20                               ; sum over 'part' (examples/layernorm_backward.kgen:19)
	s_waitcnt vmcnt(1)
	v_cndmask_b32 v20, 0, v28, s[34:35]                 ; absent elements contribute the identity
	v_add_f32 v8, v8, v20                               ; sum over 'part' (examples/layernorm_backward.kgen:19)
	s_waitcnt vmcnt(0)
	v_cndmask_b32 v20, 0, v29, s[38:39]                 ; absent elements contribute the identity
	v_add_f32 v9, v9, v20                               ; sum over 'part' (examples/layernorm_backward.kgen:19)
	s_add_u32 s24, s10, s26                             ; 'db_acc_parts' at this chunk
	s_addc_u32 s25, s11, s27
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_83
	global_load_dword v20, v19, s[24:25]                ; examples/layernorm_backward.kgen:19: load of 'db_acc_parts'
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[36:37]               ; lanes where %vpred_87
	global_load_dword v22, v19, s[24:25] offset:4       ; examples/layernorm_backward.kgen:19: load of 'db_acc_parts'
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[40:41]               ; lanes where %vpred_91
	global_load_dword v23, v19, s[24:25] offset:8       ; examples/layernorm_backward.kgen:19: load of 'db_acc_parts'
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v24, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[44:45]               ; lanes where %vpred_95
	global_load_dword v24, v19, s[24:25] offset:12      ; examples/layernorm_backward.kgen:19: load of 'db_acc_parts'
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v26, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[46:47]               ; lanes where %vpred_102
	global_load_dword v26, v25, s[24:25]                ; examples/layernorm_backward.kgen:19: load of 'db_acc_parts'
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v27, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_104
	global_load_dword v27, v25, s[24:25] offset:4       ; examples/layernorm_backward.kgen:19: load of 'db_acc_parts'
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v28, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[34:35]               ; lanes where %vpred_106
	global_load_dword v28, v25, s[24:25] offset:8       ; examples/layernorm_backward.kgen:19: load of 'db_acc_parts'
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v29, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[38:39]               ; lanes where %vpred_108
	global_load_dword v29, v25, s[24:25] offset:12      ; examples/layernorm_backward.kgen:19: load of 'db_acc_parts'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(7)
	v_cndmask_b32 v25, 0, v20, s[32:33]                 ; absent elements contribute the identity
	v_add_f32 v10, v10, v25                             ; sum over 'part' (examples/layernorm_backward.kgen:19)
	s_waitcnt vmcnt(6)
	v_cndmask_b32 v20, 0, v22, s[36:37]                 ; absent elements contribute the identity
	v_add_f32 v11, v11, v20                             ; sum over 'part' (examples/layernorm_backward.kgen:19)
	s_waitcnt vmcnt(5)
	v_cndmask_b32 v20, 0, v23, s[40:41]                 ; absent elements contribute the identity
	v_add_f32 v12, v12, v20                             ; sum over 'part' (examples/layernorm_backward.kgen:19)
	s_waitcnt vmcnt(4)
	v_cndmask_b32 v20, 0, v24, s[44:45]                 ; absent elements contribute the identity
	v_add_f32 v13, v13, v20                             ; sum over 'part' (examples/layernorm_backward.kgen:19)
	s_waitcnt vmcnt(3)
	v_cndmask_b32 v20, 0, v26, s[46:47]                 ; absent elements contribute the identity
	v_add_f32 v14, v14, v20                             ; sum over 'part' (examples/layernorm_backward.kgen:19)
	s_waitcnt vmcnt(2)
	v_cndmask_b32 v20, 0, v27, s[30:31]                 ; absent elements contribute the identity
	v_add_f32 v15, v15, v20                             ; sum over 'part' (examples/layernorm_backward.kgen:19)
	s_waitcnt vmcnt(1)
	v_cndmask_b32 v20, 0, v28, s[34:35]                 ; absent elements contribute the identity
	v_add_f32 v16, v16, v20                             ; sum over 'part' (examples/layernorm_backward.kgen:19)
	s_waitcnt vmcnt(0)
	v_cndmask_b32 v20, 0, v29, s[38:39]                 ; absent elements contribute the identity
	v_add_f32 v17, v17, v20                             ; sum over 'part' (examples/layernorm_backward.kgen:19)
	s_add_u32 s9, s9, 64
	s_cmp_lt_u32 s9, s12
	s_cbranch_scc1 .Llayernorm_backward_dwdb_split_fold_loop1
.Llayernorm_backward_dwdb_split_fold_loop1_end:
	v_add_f32 v18, v2, v6                               ; sum over 'part' (examples/layernorm_backward.kgen:19)
	v_add_f32 v2, v3, v7                                ; sum over 'part' (examples/layernorm_backward.kgen:19)
	v_add_f32 v3, v4, v8                                ; sum over 'part' (examples/layernorm_backward.kgen:19)
	v_add_f32 v4, v5, v9                                ; sum over 'part' (examples/layernorm_backward.kgen:19)
	ds_swizzle_b32 v5, v18 offset:swizzle(SWAP,8)       ; sum over 'part' (examples/layernorm_backward.kgen:19): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v6, v18, v5
	ds_swizzle_b32 v5, v2 offset:swizzle(SWAP,8)        ; sum over 'part' (examples/layernorm_backward.kgen:19): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v7, v2, v5
	ds_swizzle_b32 v2, v3 offset:swizzle(SWAP,8)        ; sum over 'part' (examples/layernorm_backward.kgen:19): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v5, v3, v2
	ds_swizzle_b32 v2, v4 offset:swizzle(SWAP,8)        ; sum over 'part' (examples/layernorm_backward.kgen:19): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v4, v2
	ds_swizzle_b32 v2, v6 offset:swizzle(SWAP,16)       ; sum over 'part' (examples/layernorm_backward.kgen:19): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v6, v2
	ds_swizzle_b32 v2, v7 offset:swizzle(SWAP,16)       ; sum over 'part' (examples/layernorm_backward.kgen:19): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v6, v7, v2
	ds_swizzle_b32 v2, v5 offset:swizzle(SWAP,16)       ; sum over 'part' (examples/layernorm_backward.kgen:19): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v7, v5, v2
	ds_swizzle_b32 v2, v3 offset:swizzle(SWAP,16)       ; sum over 'part' (examples/layernorm_backward.kgen:19): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v5, v3, v2
	v_and_b32 v2, 63, v0                                ; sum over 'part' (examples/layernorm_backward.kgen:19): lanes 32 apart
	v_xor_b32 v2, 32, v2
	v_lshlrev_b32 v2, 2, v2
	ds_bpermute_b32 v3, v2, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v4, v3
	v_and_b32 v3, 63, v0                                ; sum over 'part' (examples/layernorm_backward.kgen:19): lanes 32 apart
	v_xor_b32 v3, 32, v3
	v_lshlrev_b32 v3, 2, v3
	ds_bpermute_b32 v4, v3, v6
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v6, v4
	v_and_b32 v4, 63, v0                                ; sum over 'part' (examples/layernorm_backward.kgen:19): lanes 32 apart
	v_xor_b32 v4, 32, v4
	v_lshlrev_b32 v4, 2, v4
	ds_bpermute_b32 v6, v4, v7
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v7, v6
	v_and_b32 v6, 63, v0                                ; sum over 'part' (examples/layernorm_backward.kgen:19): lanes 32 apart
	v_xor_b32 v6, 32, v6
	v_lshlrev_b32 v6, 2, v6
	ds_bpermute_b32 v7, v6, v5
	s_waitcnt lgkmcnt(0)
	v_add_f32 v6, v5, v7
	v_lshrrev_b32 v5, 6, v1
	v_and_b32 v7, 1, v5
	v_lshrrev_b32 v5, 7, v1
	v_and_b32 v8, 1, v5
	v_lshlrev_b32 v5, 1, v8
	v_or_b32 v8, v7, v5                                 ; warp group along 'part'
	v_mul_lo_u32 v5, 32, v8
	v_add_u32 v7, v5, v21
	v_lshlrev_b32 v5, 2, v7
	v_lshlrev_b32 v7, 2, v21
	v_and_b32 v8, 56, v1
	v_cmp_eq_u32 s[8:9], v8, 0                          ; one lane per warp group and element publishes
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_174
	ds_write_b32 v5, v2                                 ; sum over 'part' (examples/layernorm_backward.kgen:19): this warp group's partial
	ds_write_b32 v5, v3 offset:4                        ; sum over 'part' (examples/layernorm_backward.kgen:19): this warp group's partial
	ds_write_b32 v5, v4 offset:8                        ; sum over 'part' (examples/layernorm_backward.kgen:19): this warp group's partial
	ds_write_b32 v5, v6 offset:12                       ; sum over 'part' (examples/layernorm_backward.kgen:19): this warp group's partial
	s_mov_b64 exec, s[10:11]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v2, v7                                  ; sum over 'part' (examples/layernorm_backward.kgen:19): warp group 0
	ds_read_b32 v3, v7 offset:128                       ; sum over 'part' (examples/layernorm_backward.kgen:19): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v2, v3
	ds_read_b32 v2, v7 offset:256                       ; sum over 'part' (examples/layernorm_backward.kgen:19): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v4, v2
	ds_read_b32 v2, v7 offset:384                       ; sum over 'part' (examples/layernorm_backward.kgen:19): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v3, v2
	ds_read_b32 v2, v7 offset:4                         ; sum over 'part' (examples/layernorm_backward.kgen:19): warp group 0
	ds_read_b32 v3, v7 offset:132                       ; sum over 'part' (examples/layernorm_backward.kgen:19): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v6, v2, v3
	ds_read_b32 v2, v7 offset:260                       ; sum over 'part' (examples/layernorm_backward.kgen:19): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v6, v2
	ds_read_b32 v2, v7 offset:388                       ; sum over 'part' (examples/layernorm_backward.kgen:19): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v6, v3, v2
	ds_read_b32 v2, v7 offset:8                         ; sum over 'part' (examples/layernorm_backward.kgen:19): warp group 0
	ds_read_b32 v3, v7 offset:136                       ; sum over 'part' (examples/layernorm_backward.kgen:19): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v2, v3
	ds_read_b32 v2, v7 offset:264                       ; sum over 'part' (examples/layernorm_backward.kgen:19): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v8, v2
	ds_read_b32 v2, v7 offset:392                       ; sum over 'part' (examples/layernorm_backward.kgen:19): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v3, v2
	ds_read_b32 v2, v7 offset:12                        ; sum over 'part' (examples/layernorm_backward.kgen:19): warp group 0
	ds_read_b32 v3, v7 offset:140                       ; sum over 'part' (examples/layernorm_backward.kgen:19): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v9, v2, v3
	ds_read_b32 v2, v7 offset:268                       ; sum over 'part' (examples/layernorm_backward.kgen:19): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v9, v2
	ds_read_b32 v2, v7 offset:396                       ; sum over 'part' (examples/layernorm_backward.kgen:19): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v9, v3, v2
	v_add_f32 v2, v10, v14                              ; sum over 'part' (examples/layernorm_backward.kgen:19)
	v_add_f32 v3, v11, v15                              ; sum over 'part' (examples/layernorm_backward.kgen:19)
	v_add_f32 v10, v12, v16                             ; sum over 'part' (examples/layernorm_backward.kgen:19)
	v_add_f32 v11, v13, v17                             ; sum over 'part' (examples/layernorm_backward.kgen:19)
	ds_swizzle_b32 v12, v2 offset:swizzle(SWAP,8)       ; sum over 'part' (examples/layernorm_backward.kgen:19): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v13, v2, v12
	ds_swizzle_b32 v2, v3 offset:swizzle(SWAP,8)        ; sum over 'part' (examples/layernorm_backward.kgen:19): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v12, v3, v2
	ds_swizzle_b32 v2, v10 offset:swizzle(SWAP,8)       ; sum over 'part' (examples/layernorm_backward.kgen:19): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v10, v2
	ds_swizzle_b32 v2, v11 offset:swizzle(SWAP,8)       ; sum over 'part' (examples/layernorm_backward.kgen:19): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v10, v11, v2
	ds_swizzle_b32 v2, v13 offset:swizzle(SWAP,16)      ; sum over 'part' (examples/layernorm_backward.kgen:19): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v11, v13, v2
	ds_swizzle_b32 v2, v12 offset:swizzle(SWAP,16)      ; sum over 'part' (examples/layernorm_backward.kgen:19): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v13, v12, v2
	ds_swizzle_b32 v2, v3 offset:swizzle(SWAP,16)       ; sum over 'part' (examples/layernorm_backward.kgen:19): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v12, v3, v2
	ds_swizzle_b32 v2, v10 offset:swizzle(SWAP,16)      ; sum over 'part' (examples/layernorm_backward.kgen:19): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v10, v2
	v_and_b32 v2, 63, v0                                ; sum over 'part' (examples/layernorm_backward.kgen:19): lanes 32 apart
	v_xor_b32 v2, 32, v2
	v_lshlrev_b32 v2, 2, v2
	ds_bpermute_b32 v10, v2, v11
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v11, v10
	v_and_b32 v10, 63, v0                               ; sum over 'part' (examples/layernorm_backward.kgen:19): lanes 32 apart
	v_xor_b32 v10, 32, v10
	v_lshlrev_b32 v10, 2, v10
	ds_bpermute_b32 v11, v10, v13
	s_waitcnt lgkmcnt(0)
	v_add_f32 v10, v13, v11
	v_and_b32 v11, 63, v0                               ; sum over 'part' (examples/layernorm_backward.kgen:19): lanes 32 apart
	v_xor_b32 v11, 32, v11
	v_lshlrev_b32 v11, 2, v11
	ds_bpermute_b32 v13, v11, v12
	s_waitcnt lgkmcnt(0)
	v_add_f32 v11, v12, v13
	v_and_b32 v12, 63, v0                               ; sum over 'part' (examples/layernorm_backward.kgen:19): lanes 32 apart
	v_xor_b32 v12, 32, v12
	v_lshlrev_b32 v12, 2, v12
	ds_bpermute_b32 v13, v12, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v12, v3, v13
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_174
	ds_write_b32 v5, v2 offset:512                      ; sum over 'part' (examples/layernorm_backward.kgen:19): this warp group's partial
	ds_write_b32 v5, v10 offset:516                     ; sum over 'part' (examples/layernorm_backward.kgen:19): this warp group's partial
	ds_write_b32 v5, v11 offset:520                     ; sum over 'part' (examples/layernorm_backward.kgen:19): this warp group's partial
	ds_write_b32 v5, v12 offset:524                     ; sum over 'part' (examples/layernorm_backward.kgen:19): this warp group's partial
	s_mov_b64 exec, s[10:11]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v2, v7 offset:512                       ; sum over 'part' (examples/layernorm_backward.kgen:19): warp group 0
	ds_read_b32 v3, v7 offset:640                       ; sum over 'part' (examples/layernorm_backward.kgen:19): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v5, v2, v3
	ds_read_b32 v2, v7 offset:768                       ; sum over 'part' (examples/layernorm_backward.kgen:19): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v5, v2
	ds_read_b32 v2, v7 offset:896                       ; sum over 'part' (examples/layernorm_backward.kgen:19): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v5, v3, v2
	ds_read_b32 v2, v7 offset:516                       ; sum over 'part' (examples/layernorm_backward.kgen:19): warp group 0
	ds_read_b32 v3, v7 offset:644                       ; sum over 'part' (examples/layernorm_backward.kgen:19): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v10, v2, v3
	ds_read_b32 v2, v7 offset:772                       ; sum over 'part' (examples/layernorm_backward.kgen:19): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v10, v2
	ds_read_b32 v2, v7 offset:900                       ; sum over 'part' (examples/layernorm_backward.kgen:19): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v10, v3, v2
	ds_read_b32 v2, v7 offset:520                       ; sum over 'part' (examples/layernorm_backward.kgen:19): warp group 0
	ds_read_b32 v3, v7 offset:648                       ; sum over 'part' (examples/layernorm_backward.kgen:19): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v11, v2, v3
	ds_read_b32 v2, v7 offset:776                       ; sum over 'part' (examples/layernorm_backward.kgen:19): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v11, v2
	ds_read_b32 v2, v7 offset:904                       ; sum over 'part' (examples/layernorm_backward.kgen:19): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v11, v3, v2
	ds_read_b32 v2, v7 offset:524                       ; sum over 'part' (examples/layernorm_backward.kgen:19): warp group 0
	ds_read_b32 v3, v7 offset:652                       ; sum over 'part' (examples/layernorm_backward.kgen:19): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v12, v2, v3
	ds_read_b32 v2, v7 offset:780                       ; sum over 'part' (examples/layernorm_backward.kgen:19): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v12, v2
	ds_read_b32 v2, v7 offset:908                       ; sum over 'part' (examples/layernorm_backward.kgen:19): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v12, v3, v2
	s_and_b32 s3, s16, s18
	s_and_b32 s8, s3, s13
	v_and_b32 v2, 0xf8, v1
	v_cmp_eq_u32 s[10:11], v2, 0                        ; one thread of each group of copies
	s_add_u32 s12, s4, s22                              ; 'dw' at this program
	s_addc_u32 s13, s5, s23
	s_cmp_eq_u32 s8, 0                                  ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Llayernorm_backward_dwdb_split_fold_if0_else
	s_and_saveexec_b64 s[4:5], s[10:11]                 ; lanes where %vpred_262
	global_store_dword v7, v4, s[12:13]                 ; examples/layernorm_backward.kgen:24: store to 'dw'
	global_store_dword v7, v6, s[12:13] offset:4        ; examples/layernorm_backward.kgen:24: store to 'dw'
	global_store_dword v7, v8, s[12:13] offset:8        ; examples/layernorm_backward.kgen:24: store to 'dw'
	global_store_dword v7, v9, s[12:13] offset:12       ; examples/layernorm_backward.kgen:24: store to 'dw'
	s_mov_b64 exec, s[4:5]
	s_branch .Llayernorm_backward_dwdb_split_fold_if0_end
.Llayernorm_backward_dwdb_split_fold_if0_else:
	v_cmp_lt_u32 s[4:5], v21, s15                       ; 'c' element in bounds
	s_and_b64 s[16:17], s[4:5], s[10:11]
	s_and_saveexec_b64 s[4:5], s[16:17]                 ; lanes where %vpred_265
	global_store_dword v7, v4, s[12:13]                 ; examples/layernorm_backward.kgen:24: store to 'dw'
	s_mov_b64 exec, s[4:5]
	v_add_u32 v1, 1, v21
	v_cmp_lt_u32 s[4:5], v1, s15                        ; 'c' element in bounds
	s_and_b64 s[16:17], s[4:5], s[10:11]
	s_and_saveexec_b64 s[4:5], s[16:17]                 ; lanes where %vpred_268
	global_store_dword v7, v6, s[12:13] offset:4        ; examples/layernorm_backward.kgen:24: store to 'dw'
	s_mov_b64 exec, s[4:5]
	v_add_u32 v1, 2, v21
	v_cmp_lt_u32 s[4:5], v1, s15                        ; 'c' element in bounds
	s_and_b64 s[16:17], s[4:5], s[10:11]
	s_and_saveexec_b64 s[4:5], s[16:17]                 ; lanes where %vpred_271
	global_store_dword v7, v8, s[12:13] offset:8        ; examples/layernorm_backward.kgen:24: store to 'dw'
	s_mov_b64 exec, s[4:5]
	v_add_u32 v1, 3, v21
	v_cmp_lt_u32 s[4:5], v1, s15                        ; 'c' element in bounds
	s_and_b64 s[16:17], s[4:5], s[10:11]
	s_and_saveexec_b64 s[4:5], s[16:17]                 ; lanes where %vpred_274
	global_store_dword v7, v9, s[12:13] offset:12       ; examples/layernorm_backward.kgen:24: store to 'dw'
	s_mov_b64 exec, s[4:5]
.Llayernorm_backward_dwdb_split_fold_if0_end:
	s_add_u32 s4, s6, s22                               ; 'db' at this program
	s_addc_u32 s5, s7, s23
	s_cmp_eq_u32 s8, 0                                  ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Llayernorm_backward_dwdb_split_fold_if1_else
	s_and_saveexec_b64 s[6:7], s[10:11]                 ; lanes where %vpred_262
	global_store_dword v7, v5, s[4:5]                   ; examples/layernorm_backward.kgen:25: store to 'db'
	global_store_dword v7, v10, s[4:5] offset:4         ; examples/layernorm_backward.kgen:25: store to 'db'
	global_store_dword v7, v11, s[4:5] offset:8         ; examples/layernorm_backward.kgen:25: store to 'db'
	global_store_dword v7, v12, s[4:5] offset:12        ; examples/layernorm_backward.kgen:25: store to 'db'
	s_mov_b64 exec, s[6:7]
	s_branch .Llayernorm_backward_dwdb_split_fold_if1_end
.Llayernorm_backward_dwdb_split_fold_if1_else:
	v_cmp_lt_u32 s[6:7], v21, s15                       ; 'c' element in bounds
	s_and_b64 s[8:9], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[8:9]                   ; lanes where %vpred_277
	global_store_dword v7, v5, s[4:5]                   ; examples/layernorm_backward.kgen:25: store to 'db'
	s_mov_b64 exec, s[6:7]
	v_add_u32 v1, 1, v21
	v_cmp_lt_u32 s[6:7], v1, s15                        ; 'c' element in bounds
	s_and_b64 s[8:9], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[8:9]                   ; lanes where %vpred_280
	global_store_dword v7, v10, s[4:5] offset:4         ; examples/layernorm_backward.kgen:25: store to 'db'
	s_mov_b64 exec, s[6:7]
	v_add_u32 v1, 2, v21
	v_cmp_lt_u32 s[6:7], v1, s15                        ; 'c' element in bounds
	s_and_b64 s[8:9], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[8:9]                   ; lanes where %vpred_283
	global_store_dword v7, v11, s[4:5] offset:8         ; examples/layernorm_backward.kgen:25: store to 'db'
	s_mov_b64 exec, s[6:7]
	v_add_u32 v1, 3, v21
	v_cmp_lt_u32 s[6:7], v1, s15                        ; 'c' element in bounds
	s_and_b64 s[8:9], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[8:9]                   ; lanes where %vpred_286
	global_store_dword v7, v12, s[4:5] offset:12        ; examples/layernorm_backward.kgen:25: store to 'db'
	s_mov_b64 exec, s[6:7]
.Llayernorm_backward_dwdb_split_fold_if1_end:
	s_endpgm
.Lfunc_end_layernorm_backward_dwdb_split_fold:
	.size	layernorm_backward_dwdb_split_fold, .Lfunc_end_layernorm_backward_dwdb_split_fold-layernorm_backward_dwdb_split_fold

	.rodata
	.p2align	6
	.amdhsa_kernel layernorm_backward_dx
		.amdhsa_group_segment_fixed_size 32
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 56
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 26
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
	.amdhsa_kernel layernorm_backward_dx_rows128
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 56
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 28
		.amdhsa_accum_offset 24
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
	.amdhsa_kernel layernorm_backward_dx_rows1024
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 56
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 52
		.amdhsa_accum_offset 60
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
	.amdhsa_kernel layernorm_backward_dwdb
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 56
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 79
		.amdhsa_next_free_sgpr 74
		.amdhsa_accum_offset 80
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
	.amdhsa_kernel layernorm_backward_dwdb_split
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 80
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 79
		.amdhsa_next_free_sgpr 74
		.amdhsa_accum_offset 80
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
	.amdhsa_kernel layernorm_backward_dwdb_split_fold
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 76
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 31
		.amdhsa_next_free_sgpr 48
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
  - .name:           layernorm_backward_dx
    .symbol:         layernorm_backward_dx.kd
    .args:
      - .name:           dout
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           x
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           mean
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           rstd
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           w
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           dx
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
      - .name:           T
        .offset:         48
        .size:           4
        .value_kind:     by_value
      - .name:           C
        .offset:         52
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 32
    .kernarg_segment_align: 8
    .kernarg_segment_size: 56
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     38
    .sgpr_spill_count: 0
    .vgpr_count:     26
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
  - .name:           layernorm_backward_dx_rows128
    .symbol:         layernorm_backward_dx_rows128.kd
    .args:
      - .name:           dout
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           x
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           mean
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           rstd
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           w
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           dx
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
      - .name:           T
        .offset:         48
        .size:           4
        .value_kind:     by_value
      - .name:           C
        .offset:         52
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 56
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     34
    .sgpr_spill_count: 0
    .vgpr_count:     24
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
  - .name:           layernorm_backward_dx_rows1024
    .symbol:         layernorm_backward_dx_rows1024.kd
    .args:
      - .name:           dout
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           x
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           mean
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           rstd
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           w
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           dx
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
      - .name:           T
        .offset:         48
        .size:           4
        .value_kind:     by_value
      - .name:           C
        .offset:         52
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 56
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     58
    .sgpr_spill_count: 0
    .vgpr_count:     60
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
  - .name:           layernorm_backward_dwdb
    .symbol:         layernorm_backward_dwdb.kd
    .args:
      - .name:           dout
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           x
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           mean
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           rstd
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           dw
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
      - .name:           db
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
      - .name:           T
        .offset:         48
        .size:           4
        .value_kind:     by_value
      - .name:           C
        .offset:         52
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 56
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     80
    .sgpr_spill_count: 0
    .vgpr_count:     79
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
  - .name:           layernorm_backward_dwdb_split
    .symbol:         layernorm_backward_dwdb_split.kd
    .args:
      - .name:           dout
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           x
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           mean
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           rstd
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           dw
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           db
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           db_acc_parts
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
      - .name:           dw_acc_parts
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
      - .name:           rows
        .offset:         64
        .size:           4
        .value_kind:     by_value
      - .name:           T
        .offset:         68
        .size:           4
        .value_kind:     by_value
      - .name:           C
        .offset:         72
        .size:           4
        .value_kind:     by_value
      - .name:           parts
        .offset:         76
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     80
    .sgpr_spill_count: 0
    .vgpr_count:     79
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
  - .name:           layernorm_backward_dwdb_split_fold
    .symbol:         layernorm_backward_dwdb_split_fold.kd
    .args:
      - .name:           dout
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           x
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           mean
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           rstd
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           dw
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
      - .name:           db
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
      - .name:           db_acc_parts
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           dw_acc_parts
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           T
        .offset:         64
        .size:           4
        .value_kind:     by_value
      - .name:           C
        .offset:         68
        .size:           4
        .value_kind:     by_value
      - .name:           parts
        .offset:         72
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 76
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     54
    .sgpr_spill_count: 0
    .vgpr_count:     31
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
