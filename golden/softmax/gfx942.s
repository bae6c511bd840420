; kgen AMDGCN module for gfx942: 1 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5

; kernel softmax: kgen AMDGCN for gfx942 (wave64, code object v5)
; kernel softmax from examples/softmax.kgen
; target gfx942: AMD CDNA3 (MI300)
;   block: 256 threads = 4 x 64-wide waves
;   grid: m
;   chunk: m: 1, n: 1024; walked in chunks: n
;   layout: m:1 x n:1024: reg[n1 n2] lane[n4 n8 n16 n32 n64 n128] warp[n256 n512]
;     (fastest axis 'n', 4 contiguous elements per thread)
;   fastest axis 'n': most bytes of plain accesses are contiguous along it
;   walk 'n' in chunks of 1024: its extent is known only at launch
;   value layouts (the dominant layout sliced to each value's axes):
;     L0 [m, n]: m:1 x n:1024: reg[n1 n2] lane[n4 n8 n16 n32 n64 n128] warp[n256 n512]
;     L1 [m]: m:1: reg[0 0] lane[0 0 0 0 0 0] warp[0 0]
;       4:13 load x -> L0; 4:27 load x -> L0; 4:23 reduce max -> L1; 4:13 sub -> L0; 4:9 exp -> L0; 5:19 reduce sum -> L1
;       5:15 div -> L0
;   phase 1 (walking 'n' in chunks of 1024): max over 'n' (4:23), sum over 'n' (5:19) (online: rescaled as the maximum grows)
;   phase 2 (walking 'n' in chunks of 1024): store y (5:5)
; resources: 22 VGPRs, 0 AGPRs, 26 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 32 bytes LDS, 24 bytes of arguments, 256 threads
;   arg x: tensor f32 at 0 (read-only)
;   arg y: tensor f32 at 8
;   arg M: dim i32 at 16
;   arg N: dim i32 at 20
; s[0:1] kernarg pointer, s2 workgroup id x, v0 work-item id
	.text
	.globl	softmax
	.p2align	8
	.type	softmax,@function
softmax:
	s_load_dwordx2 s[4:5], s[0:1], 0x0                  ; argument x
	s_load_dwordx2 s[6:7], s[0:1], 0x8                  ; argument y
	s_load_dword s3, s[0:1], 0x14                       ; argument N
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s8, s2                                    ; program index along 'm'
	s_waitcnt lgkmcnt(0)
	s_and_b32 s9, s3, 3
	s_cmp_eq_u32 s9, 0                                  ; rows start aligned to 4 elements iff N % 4 == 0
	s_cselect_b32 s9, 1, 0
	v_mov_b32 v2, 0xff800000                            ; identity of max
	v_mov_b32 v3, 0xff800000                            ; identity of max
	v_mov_b32 v4, 0xff800000                            ; identity of max
	v_mov_b32 v5, 0xff800000                            ; identity of max
	v_mov_b32 v6, 0                                     ; identity of sum
	v_mov_b32 v7, 0                                     ; identity of sum
	v_mov_b32 v8, 0                                     ; identity of sum
	v_mov_b32 v9, 0                                     ; identity of sum
	s_cmp_ge_u32 s3, 0x400                              ; at least one whole chunk of 'n'
	s_cselect_b32 s10, 1, 0
	s_sub_u32 s11, s3, 0x3ff
	s_cmp_lg_u32 s10, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s10, s11, 0
	s_cmp_lg_u32 s9, 0
	s_cselect_b32 s9, s10, 0
	v_lshlrev_b32 v10, 2, v1
	v_lshlrev_b32 v11, 2, v10                           ; thread's byte offset in a chunk of 'x'
	s_mul_i32 s10, s8, s3
	s_mul_hi_u32 s11, s8, s3
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s10, s4, s12                              ; 'x' at this program
	s_addc_u32 s11, s5, s13
	s_mov_b32 s4, 0                                     ; chunks of 1024 along 'n': whole chunks
	s_cmp_ge_u32 s4, s9
	s_cbranch_scc1 .Lsoftmax_loop0_end
.Lsoftmax_loop0:
	s_mov_b32 s14, s4
	s_mov_b32 s15, 0
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s14, s10, s16                             ; 'x' at this chunk
	s_addc_u32 s15, s11, s17
	global_load_dwordx4 v[12:15], v11, s[14:15]         ; examples/softmax.kgen:4: 16-byte load of 'x'
	s_waitcnt vmcnt(0)
	v_max_f32 v16, v12, v13                             ; max and sum of exp over 'n' (examples/softmax.kgen:4): the chunk's maximum
	v_cmp_u_f32 s[14:15], v12, v13
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v16, v17, s[14:15]
	v_max_f32 v16, v18, v14                             ; max and sum of exp over 'n' (examples/softmax.kgen:4): the chunk's maximum
	v_cmp_u_f32 s[14:15], v18, v14
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v16, v17, s[14:15]
	v_max_f32 v16, v18, v15                             ; max and sum of exp over 'n' (examples/softmax.kgen:4): the chunk's maximum
	v_cmp_u_f32 s[14:15], v18, v15
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v16, v17, s[14:15]
	v_max_f32 v16, v2, v18                              ; max and sum of exp over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[14:15], v2, v18
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v16, v17, s[14:15]
	v_mov_b32 v16, 0xff800000                           ; max and sum of exp over 'n' (examples/softmax.kgen:4)
	v_cmp_eq_f32 s[14:15], v18, v16
	s_nop 1
	v_cndmask_b32 v16, v18, 0, s[14:15]                 ; max and sum of exp over 'n' (examples/softmax.kgen:4)
	v_mul_f32 v17, 0xbfb8aa3b, v16                      ; max and sum of exp over 'n' (examples/softmax.kgen:4)
	v_mov_b32 v16, 0x3fb8aa3b
	v_fma_f32 v19, v2, v16, v17
	v_exp_f32 v16, v19                                  ; max and sum of exp over 'n' (examples/softmax.kgen:4): the rescale of the sum so far
	v_mov_b32 v19, 0x3fb8aa3b
	v_fma_f32 v20, v12, v19, v17
	v_exp_f32 v19, v20                                  ; max and sum of exp over 'n' (examples/softmax.kgen:4)
	v_mov_b32 v20, 0x3fb8aa3b
	v_fma_f32 v21, v13, v20, v17
	v_exp_f32 v20, v21                                  ; max and sum of exp over 'n' (examples/softmax.kgen:4)
	s_nop 0
	v_add_f32 v21, v19, v20                             ; max and sum of exp over 'n' (examples/softmax.kgen:4)
	v_mov_b32 v19, 0x3fb8aa3b
	v_fma_f32 v20, v14, v19, v17
	v_exp_f32 v19, v20                                  ; max and sum of exp over 'n' (examples/softmax.kgen:4)
	s_nop 0
	v_add_f32 v20, v21, v19                             ; max and sum of exp over 'n' (examples/softmax.kgen:4)
	v_mov_b32 v19, 0x3fb8aa3b
	v_fma_f32 v21, v15, v19, v17
	v_exp_f32 v12, v21                                  ; max and sum of exp over 'n' (examples/softmax.kgen:4)
	s_nop 0
	v_add_f32 v13, v20, v12                             ; max and sum of exp over 'n' (examples/softmax.kgen:4)
	v_fma_f32 v6, v6, v16, v13                          ; max and sum of exp over 'n' (examples/softmax.kgen:4)
	v_mov_b32 v2, v18                                   ; max and sum of exp over 'n' (examples/softmax.kgen:4)
	s_add_u32 s4, s4, 0x400
	s_cmp_lt_u32 s4, s9
	s_cbranch_scc1 .Lsoftmax_loop0
.Lsoftmax_loop0_end:
	s_mov_b32 s5, s4                                    ; chunks of 1024 along 'n': the rest, masked
	s_cmp_ge_u32 s5, s3
	s_cbranch_scc1 .Lsoftmax_loop1_end
.Lsoftmax_loop1:
	s_sub_u32 s4, s3, s5
	s_mov_b32 s14, s5
	s_mov_b32 s15, 0
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s14, s10, s16                             ; 'x' at this chunk
	s_addc_u32 s15, s11, s17
	v_cmp_lt_u32 s[16:17], v10, s4                      ; 'n' element in bounds
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[16:17]               ; lanes where %vpred_60
	global_load_dword v12, v11, s[14:15]                ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[18:19]
	v_add_u32 v13, 1, v10
	v_cmp_lt_u32 s[18:19], v13, s4                      ; 'n' element in bounds
	v_mov_b32 v13, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[18:19]               ; lanes where %vpred_63
	global_load_dword v13, v11, s[14:15] offset:4       ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[20:21]
	v_add_u32 v14, 2, v10
	v_cmp_lt_u32 s[20:21], v14, s4                      ; 'n' element in bounds
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[20:21]               ; lanes where %vpred_66
	global_load_dword v14, v11, s[14:15] offset:8       ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[22:23]
	v_add_u32 v15, 3, v10
	v_cmp_lt_u32 s[22:23], v15, s4                      ; 'n' element in bounds
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_69
	global_load_dword v15, v11, s[14:15] offset:12      ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v16, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(3)
	v_cndmask_b32 v17, v16, v12, s[16:17]
	v_mov_b32 v12, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(2)
	v_cndmask_b32 v16, v12, v13, s[18:19]
	v_mov_b32 v12, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(1)
	v_cndmask_b32 v13, v12, v14, s[20:21]
	v_mov_b32 v12, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(0)
	v_cndmask_b32 v14, v12, v15, s[22:23]
	v_max_f32 v12, v17, v16                             ; max and sum of exp over 'n' (examples/softmax.kgen:4): the chunk's maximum
	v_cmp_u_f32 s[14:15], v17, v16
	v_mov_b32 v15, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v12, v15, s[14:15]
	v_max_f32 v12, v18, v13                             ; max and sum of exp over 'n' (examples/softmax.kgen:4): the chunk's maximum
	v_cmp_u_f32 s[14:15], v18, v13
	v_mov_b32 v15, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v12, v15, s[14:15]
	v_max_f32 v12, v18, v14                             ; max and sum of exp over 'n' (examples/softmax.kgen:4): the chunk's maximum
	v_cmp_u_f32 s[14:15], v18, v14
	v_mov_b32 v15, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v12, v15, s[14:15]
	v_max_f32 v12, v2, v18                              ; max and sum of exp over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[14:15], v2, v18
	v_mov_b32 v15, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v12, v15, s[14:15]
	v_mov_b32 v12, 0xff800000                           ; max and sum of exp over 'n' (examples/softmax.kgen:4)
	v_cmp_eq_f32 s[14:15], v18, v12
	s_nop 1
	v_cndmask_b32 v12, v18, 0, s[14:15]                 ; max and sum of exp over 'n' (examples/softmax.kgen:4)
	v_mul_f32 v15, 0xbfb8aa3b, v12                      ; max and sum of exp over 'n' (examples/softmax.kgen:4)
	v_mov_b32 v12, 0x3fb8aa3b
	v_fma_f32 v19, v2, v12, v15
	v_exp_f32 v12, v19                                  ; max and sum of exp over 'n' (examples/softmax.kgen:4): the rescale of the sum so far
	v_mov_b32 v19, 0x3fb8aa3b
	v_fma_f32 v20, v17, v19, v15
	v_exp_f32 v17, v20                                  ; max and sum of exp over 'n' (examples/softmax.kgen:4)
	v_mov_b32 v19, 0x3fb8aa3b
	v_fma_f32 v20, v16, v19, v15
	v_exp_f32 v16, v20                                  ; max and sum of exp over 'n' (examples/softmax.kgen:4)
	s_nop 0
	v_add_f32 v19, v17, v16                             ; max and sum of exp over 'n' (examples/softmax.kgen:4)
	v_mov_b32 v16, 0x3fb8aa3b
	v_fma_f32 v17, v13, v16, v15
	v_exp_f32 v13, v17                                  ; max and sum of exp over 'n' (examples/softmax.kgen:4)
	s_nop 0
	v_add_f32 v16, v19, v13                             ; max and sum of exp over 'n' (examples/softmax.kgen:4)
	v_mov_b32 v13, 0x3fb8aa3b
	v_fma_f32 v17, v14, v13, v15
	v_exp_f32 v13, v17                                  ; max and sum of exp over 'n' (examples/softmax.kgen:4)
	s_nop 0
	v_add_f32 v14, v16, v13                             ; max and sum of exp over 'n' (examples/softmax.kgen:4)
	v_fma_f32 v6, v6, v12, v14                          ; max and sum of exp over 'n' (examples/softmax.kgen:4)
	v_mov_b32 v2, v18                                   ; max and sum of exp over 'n' (examples/softmax.kgen:4)
	s_add_u32 s5, s5, 0x400
	s_cmp_lt_u32 s5, s3
	s_cbranch_scc1 .Lsoftmax_loop1
.Lsoftmax_loop1_end:
	v_max_f32 v12, v2, v3                               ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[4:5], v2, v3
	v_mov_b32 v13, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v12, v13, s[4:5]
	v_max_f32 v12, v14, v4                              ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[4:5], v14, v4
	v_mov_b32 v13, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v12, v13, s[4:5]
	v_max_f32 v12, v14, v5                              ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[4:5], v14, v5
	v_mov_b32 v13, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v12, v13, s[4:5]
	v_mov_b32 v12, v14                                  ; max over 'n' (examples/softmax.kgen:4): across the lanes of a warp
	ds_swizzle_b32 v13, v12 offset:swizzle(SWAP,1)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v14, v12, v13
	v_cmp_u_f32 s[4:5], v12, v13
	v_mov_b32 v15, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v12, v14, v15, s[4:5]
	ds_swizzle_b32 v13, v12 offset:swizzle(SWAP,2)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v14, v12, v13
	v_cmp_u_f32 s[4:5], v12, v13
	v_mov_b32 v15, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v12, v14, v15, s[4:5]
	ds_swizzle_b32 v13, v12 offset:swizzle(SWAP,4)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v14, v12, v13
	v_cmp_u_f32 s[4:5], v12, v13
	v_mov_b32 v15, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v12, v14, v15, s[4:5]
	ds_swizzle_b32 v13, v12 offset:swizzle(SWAP,8)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v14, v12, v13
	v_cmp_u_f32 s[4:5], v12, v13
	v_mov_b32 v15, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v12, v14, v15, s[4:5]
	ds_swizzle_b32 v13, v12 offset:swizzle(SWAP,16)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v14, v12, v13
	v_cmp_u_f32 s[4:5], v12, v13
	v_mov_b32 v13, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v12, v14, v13, s[4:5]
	s_nop 0
	v_readlane_b32 s4, v12, 0
	v_readlane_b32 s5, v12, 32
	s_nop 1
	v_mov_b32 v12, s5
	v_max_f32 v13, s4, v12
	v_cmp_u_f32 s[14:15], s4, v12
	v_mov_b32 v14, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v12, v13, v14, s[14:15]
	v_lshrrev_b32 v13, 6, v1
	v_and_b32 v14, 1, v13
	v_lshrrev_b32 v13, 7, v1
	v_and_b32 v15, 1, v13
	v_lshlrev_b32 v13, 1, v15
	v_or_b32 v15, v14, v13                              ; warp group along 'n'
	v_lshlrev_b32 v13, 2, v15
	v_and_b32 v14, 63, v1
	v_cmp_eq_u32 s[4:5], v14, 0                         ; one lane per warp group and element publishes
	s_and_saveexec_b64 s[14:15], s[4:5]                 ; lanes where %vpred_107
	ds_write_b32 v13, v12                               ; max over 'n' (examples/softmax.kgen:4): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_mov_b32 v1, 0                                     ; max over 'n' (examples/softmax.kgen:4): warp group 0
	ds_read_b32 v12, v1
	v_mov_b32 v1, 0                                     ; max over 'n' (examples/softmax.kgen:4): warp group 1
	ds_read_b32 v14, v1 offset:4
	s_waitcnt lgkmcnt(0)
	v_max_f32 v1, v12, v14
	v_cmp_u_f32 s[14:15], v12, v14
	v_mov_b32 v12, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v1, v12, s[14:15]
	v_mov_b32 v1, 0                                     ; max over 'n' (examples/softmax.kgen:4): warp group 2
	ds_read_b32 v12, v1 offset:8
	s_waitcnt lgkmcnt(0)
	v_max_f32 v1, v14, v12
	v_cmp_u_f32 s[14:15], v14, v12
	v_mov_b32 v12, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v1, v12, s[14:15]
	v_mov_b32 v1, 0                                     ; max over 'n' (examples/softmax.kgen:4): warp group 3
	ds_read_b32 v12, v1 offset:12
	s_waitcnt lgkmcnt(0)
	v_max_f32 v1, v14, v12
	v_cmp_u_f32 s[14:15], v14, v12
	v_mov_b32 v12, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v1, v12, s[14:15]
	v_mov_b32 v1, 0xff800000                            ; sum over 'n' (examples/softmax.kgen:5): each partial against the block's maximum
	v_cmp_eq_f32 s[14:15], v14, v1
	s_nop 1
	v_cndmask_b32 v1, v14, 0, s[14:15]                  ; sum over 'n' (examples/softmax.kgen:5): each partial against the block's maximum
	v_mul_f32 v12, 0xbfb8aa3b, v1
	v_mov_b32 v1, 0x3fb8aa3b
	v_fma_f32 v15, v2, v1, v12
	v_exp_f32 v1, v15                                   ; sum over 'n' (examples/softmax.kgen:5): each partial against the block's maximum
	s_nop 0
	v_mul_f32 v2, v6, v1                                ; sum over 'n' (examples/softmax.kgen:5): each partial against the block's maximum
	v_mov_b32 v1, 0x3fb8aa3b
	v_fma_f32 v6, v3, v1, v12
	v_exp_f32 v1, v6                                    ; sum over 'n' (examples/softmax.kgen:5): each partial against the block's maximum
	s_nop 0
	v_mul_f32 v3, v7, v1                                ; sum over 'n' (examples/softmax.kgen:5): each partial against the block's maximum
	v_mov_b32 v1, 0x3fb8aa3b
	v_fma_f32 v6, v4, v1, v12
	v_exp_f32 v1, v6                                    ; sum over 'n' (examples/softmax.kgen:5): each partial against the block's maximum
	s_nop 0
	v_mul_f32 v4, v8, v1                                ; sum over 'n' (examples/softmax.kgen:5): each partial against the block's maximum
	v_mov_b32 v1, 0x3fb8aa3b
	v_fma_f32 v6, v5, v1, v12
	v_exp_f32 v1, v6                                    ; sum over 'n' (examples/softmax.kgen:5): each partial against the block's maximum
	s_nop 0
	v_mul_f32 v5, v9, v1                                ; sum over 'n' (examples/softmax.kgen:5): each partial against the block's maximum
	v_add_f32 v1, v2, v3                                ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v2, v1, v4                                ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v1, v2, v5                                ; sum over 'n' (examples/softmax.kgen:5)
	v_mov_b32 v2, v1                                    ; sum over 'n' (examples/softmax.kgen:5): across the lanes of a warp
	ds_swizzle_b32 v1, v2 offset:swizzle(SWAP,1)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v2, v1
	ds_swizzle_b32 v1, v2 offset:swizzle(SWAP,2)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v2, v1
	ds_swizzle_b32 v1, v2 offset:swizzle(SWAP,4)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v2, v1
	ds_swizzle_b32 v1, v2 offset:swizzle(SWAP,8)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v2, v1
	ds_swizzle_b32 v1, v2 offset:swizzle(SWAP,16)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v2, v1
	s_nop 0
	v_readlane_b32 s8, v2, 0
	v_readlane_b32 s14, v2, 32
	s_nop 1
	v_mov_b32 v1, s14
	v_add_f32 v1, s8, v1
	s_and_saveexec_b64 s[14:15], s[4:5]                 ; lanes where %vpred_107
	ds_write_b32 v13, v1 offset:16                      ; sum over 'n' (examples/softmax.kgen:5): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_mov_b32 v1, 0                                     ; sum over 'n' (examples/softmax.kgen:5): warp group 0
	ds_read_b32 v2, v1 offset:16
	v_mov_b32 v1, 0                                     ; sum over 'n' (examples/softmax.kgen:5): warp group 1
	ds_read_b32 v3, v1 offset:20
	s_waitcnt lgkmcnt(0)
	v_add_f32 v1, v2, v3
	v_mov_b32 v2, 0                                     ; sum over 'n' (examples/softmax.kgen:5): warp group 2
	ds_read_b32 v3, v2 offset:24
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v1, v3
	v_mov_b32 v1, 0                                     ; sum over 'n' (examples/softmax.kgen:5): warp group 3
	ds_read_b32 v3, v1 offset:28
	s_waitcnt lgkmcnt(0)
	v_add_f32 v1, v2, v3
	s_add_u32 s4, s6, s12                               ; 'y' at this program
	s_addc_u32 s5, s7, s13
	s_mov_b32 s6, 0                                     ; chunks of 1024 along 'n': whole chunks
	s_cmp_ge_u32 s6, s9
	s_cbranch_scc1 .Lsoftmax_loop2_end
.Lsoftmax_loop2:
	s_mov_b32 s12, s6
	s_mov_b32 s13, 0
	s_lshl_b64 s[14:15], s[12:13], 2
	s_add_u32 s12, s10, s14                             ; 'x' at this chunk
	s_addc_u32 s13, s11, s15
	global_load_dwordx4 v[2:5], v11, s[12:13]           ; examples/softmax.kgen:4: 16-byte load of 'x'
	v_mul_f32 v6, 0xbfb8aa3b, v14                       ; -m log2 e of e^(x - m), once per m (examples/softmax.kgen:4)
	v_mov_b32 v7, 0x3fb8aa3b                            ; examples/softmax.kgen:4
	s_waitcnt vmcnt(0)
	v_fma_f32 v8, v2, v7, v6
	v_exp_f32 v7, v8                                    ; examples/softmax.kgen:4
	v_mov_b32 v8, 0x3fb8aa3b                            ; examples/softmax.kgen:4
	v_fma_f32 v9, v3, v8, v6
	v_exp_f32 v8, v9                                    ; examples/softmax.kgen:4
	v_mov_b32 v9, 0x3fb8aa3b                            ; examples/softmax.kgen:4
	v_fma_f32 v12, v4, v9, v6
	v_exp_f32 v9, v12                                   ; examples/softmax.kgen:4
	v_mov_b32 v12, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v13, v5, v12, v6
	v_exp_f32 v2, v13                                   ; examples/softmax.kgen:4
	v_div_scale_f32 v3, s[12:13], v1, v1, v7            ; examples/softmax.kgen:5
	v_rcp_f32 v4, v3
	v_div_scale_f32 v5, vcc, v7, v1, v7
	v_fma_f32 v6, -v3, v4, 1.0
	v_fma_f32 v4, v6, v4, v4
	v_mul_f32 v12, v5, v4
	v_fma_f32 v6, -v3, v12, v5
	v_fma_f32 v12, v6, v4, v12
	v_fma_f32 v6, -v3, v12, v5
	v_div_fmas_f32 v6, v6, v4, v12
	v_div_fixup_f32 v3, v6, v1, v7
	v_div_scale_f32 v4, s[12:13], v1, v1, v8            ; examples/softmax.kgen:5
	v_rcp_f32 v5, v4
	v_div_scale_f32 v6, vcc, v8, v1, v8
	v_fma_f32 v7, -v4, v5, 1.0
	v_fma_f32 v5, v7, v5, v5
	v_mul_f32 v12, v6, v5
	v_fma_f32 v7, -v4, v12, v6
	v_fma_f32 v12, v7, v5, v12
	v_fma_f32 v7, -v4, v12, v6
	v_div_fmas_f32 v7, v7, v5, v12
	v_div_fixup_f32 v4, v7, v1, v8
	v_div_scale_f32 v5, s[12:13], v1, v1, v9            ; examples/softmax.kgen:5
	v_rcp_f32 v6, v5
	v_div_scale_f32 v7, vcc, v9, v1, v9
	v_fma_f32 v8, -v5, v6, 1.0
	v_fma_f32 v6, v8, v6, v6
	v_mul_f32 v12, v7, v6
	v_fma_f32 v8, -v5, v12, v7
	v_fma_f32 v12, v8, v6, v12
	v_fma_f32 v8, -v5, v12, v7
	v_div_fmas_f32 v8, v8, v6, v12
	v_div_fixup_f32 v5, v8, v1, v9
	v_div_scale_f32 v6, s[12:13], v1, v1, v2            ; examples/softmax.kgen:5
	v_rcp_f32 v7, v6
	v_div_scale_f32 v8, vcc, v2, v1, v2
	v_fma_f32 v9, -v6, v7, 1.0
	v_fma_f32 v7, v9, v7, v7
	v_mul_f32 v12, v8, v7
	v_fma_f32 v9, -v6, v12, v8
	v_fma_f32 v12, v9, v7, v12
	v_fma_f32 v9, -v6, v12, v8
	v_div_fmas_f32 v9, v9, v7, v12
	v_div_fixup_f32 v6, v9, v1, v2
	s_add_u32 s12, s4, s14                              ; 'y' at this chunk
	s_addc_u32 s13, s5, s15
	v_mov_b32 v16, v3                                   ; examples/softmax.kgen:5: 16-byte store to 'y'
	v_mov_b32 v17, v4
	v_mov_b32 v18, v5
	v_mov_b32 v19, v6
	global_store_dwordx4 v11, v[16:19], s[12:13]
	s_add_u32 s6, s6, 0x400
	s_cmp_lt_u32 s6, s9
	s_cbranch_scc1 .Lsoftmax_loop2
.Lsoftmax_loop2_end:
	s_mov_b32 s7, s6                                    ; chunks of 1024 along 'n': the rest, masked
	s_cmp_ge_u32 s7, s3
	s_cbranch_scc1 .Lsoftmax_loop3_end
.Lsoftmax_loop3:
	s_sub_u32 s6, s3, s7
	s_mov_b32 s8, s7
	s_mov_b32 s9, 0
	s_lshl_b64 s[12:13], s[8:9], 2
	s_add_u32 s8, s10, s12                              ; 'x' at this chunk
	s_addc_u32 s9, s11, s13
	v_cmp_lt_u32 s[14:15], v10, s6                      ; 'n' element in bounds
	v_mov_b32 v2, 0                                     ; absent element
	s_and_saveexec_b64 s[16:17], s[14:15]               ; lanes where %vpred_169
	global_load_dword v2, v11, s[8:9]                   ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[16:17]
	v_add_u32 v3, 1, v10
	v_cmp_lt_u32 s[16:17], v3, s6                       ; 'n' element in bounds
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[18:19], s[16:17]               ; lanes where %vpred_172
	global_load_dword v3, v11, s[8:9] offset:4          ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[18:19]
	v_add_u32 v4, 2, v10
	v_cmp_lt_u32 s[18:19], v4, s6                       ; 'n' element in bounds
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[18:19]               ; lanes where %vpred_175
	global_load_dword v4, v11, s[8:9] offset:8          ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[20:21]
	v_add_u32 v5, 3, v10
	v_cmp_lt_u32 s[20:21], v5, s6                       ; 'n' element in bounds
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[20:21]               ; lanes where %vpred_178
	global_load_dword v5, v11, s[8:9] offset:12         ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[22:23]
	v_mul_f32 v6, 0xbfb8aa3b, v14                       ; -m log2 e of e^(x - m), once per m (examples/softmax.kgen:4)
	v_mov_b32 v7, 0x3fb8aa3b                            ; examples/softmax.kgen:4
	s_waitcnt vmcnt(3)
	v_fma_f32 v8, v2, v7, v6
	v_exp_f32 v2, v8                                    ; examples/softmax.kgen:4
	v_mov_b32 v7, 0x3fb8aa3b                            ; examples/softmax.kgen:4
	s_waitcnt vmcnt(2)
	v_fma_f32 v8, v3, v7, v6
	v_exp_f32 v3, v8                                    ; examples/softmax.kgen:4
	v_mov_b32 v7, 0x3fb8aa3b                            ; examples/softmax.kgen:4
	s_waitcnt vmcnt(1)
	v_fma_f32 v8, v4, v7, v6
	v_exp_f32 v4, v8                                    ; examples/softmax.kgen:4
	v_mov_b32 v7, 0x3fb8aa3b                            ; examples/softmax.kgen:4
	s_waitcnt vmcnt(0)
	v_fma_f32 v8, v5, v7, v6
	v_exp_f32 v5, v8                                    ; examples/softmax.kgen:4
	v_div_scale_f32 v6, s[8:9], v1, v1, v2              ; examples/softmax.kgen:5
	v_rcp_f32 v7, v6
	v_div_scale_f32 v8, vcc, v2, v1, v2
	v_fma_f32 v9, -v6, v7, 1.0
	v_fma_f32 v7, v9, v7, v7
	v_mul_f32 v12, v8, v7
	v_fma_f32 v9, -v6, v12, v8
	v_fma_f32 v12, v9, v7, v12
	v_fma_f32 v9, -v6, v12, v8
	v_div_fmas_f32 v9, v9, v7, v12
	v_div_fixup_f32 v6, v9, v1, v2
	v_div_scale_f32 v2, s[8:9], v1, v1, v3              ; examples/softmax.kgen:5
	v_rcp_f32 v7, v2
	v_div_scale_f32 v8, vcc, v3, v1, v3
	v_fma_f32 v9, -v2, v7, 1.0
	v_fma_f32 v7, v9, v7, v7
	v_mul_f32 v12, v8, v7
	v_fma_f32 v9, -v2, v12, v8
	v_fma_f32 v12, v9, v7, v12
	v_fma_f32 v9, -v2, v12, v8
	v_div_fmas_f32 v9, v9, v7, v12
	v_div_fixup_f32 v2, v9, v1, v3
	v_div_scale_f32 v3, s[8:9], v1, v1, v4              ; examples/softmax.kgen:5
	v_rcp_f32 v7, v3
	v_div_scale_f32 v8, vcc, v4, v1, v4
	v_fma_f32 v9, -v3, v7, 1.0
	v_fma_f32 v7, v9, v7, v7
	v_mul_f32 v12, v8, v7
	v_fma_f32 v9, -v3, v12, v8
	v_fma_f32 v12, v9, v7, v12
	v_fma_f32 v9, -v3, v12, v8
	v_div_fmas_f32 v9, v9, v7, v12
	v_div_fixup_f32 v3, v9, v1, v4
	v_div_scale_f32 v4, s[8:9], v1, v1, v5              ; examples/softmax.kgen:5
	v_rcp_f32 v7, v4
	v_div_scale_f32 v8, vcc, v5, v1, v5
	v_fma_f32 v9, -v4, v7, 1.0
	v_fma_f32 v7, v9, v7, v7
	v_mul_f32 v12, v8, v7
	v_fma_f32 v9, -v4, v12, v8
	v_fma_f32 v12, v9, v7, v12
	v_fma_f32 v9, -v4, v12, v8
	v_div_fmas_f32 v9, v9, v7, v12
	v_div_fixup_f32 v4, v9, v1, v5
	s_add_u32 s8, s4, s12                               ; 'y' at this chunk
	s_addc_u32 s9, s5, s13
	s_and_saveexec_b64 s[12:13], s[14:15]               ; lanes where %vpred_169
	global_store_dword v11, v6, s[8:9]                  ; examples/softmax.kgen:5: store to 'y'
	s_mov_b64 exec, s[12:13]
	s_and_saveexec_b64 s[12:13], s[16:17]               ; lanes where %vpred_172
	global_store_dword v11, v2, s[8:9] offset:4         ; examples/softmax.kgen:5: store to 'y'
	s_mov_b64 exec, s[12:13]
	s_and_saveexec_b64 s[12:13], s[18:19]               ; lanes where %vpred_175
	global_store_dword v11, v3, s[8:9] offset:8         ; examples/softmax.kgen:5: store to 'y'
	s_mov_b64 exec, s[12:13]
	s_and_saveexec_b64 s[12:13], s[20:21]               ; lanes where %vpred_178
	global_store_dword v11, v4, s[8:9] offset:12        ; examples/softmax.kgen:5: store to 'y'
	s_mov_b64 exec, s[12:13]
	s_add_u32 s7, s7, 0x400
	s_cmp_lt_u32 s7, s3
	s_cbranch_scc1 .Lsoftmax_loop3
.Lsoftmax_loop3_end:
	s_endpgm
.Lfunc_end_softmax:
	.size	softmax, .Lfunc_end_softmax-softmax

	.rodata
	.p2align	6
	.amdhsa_kernel softmax
		.amdhsa_group_segment_fixed_size 32
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 26
		.amdhsa_accum_offset 24
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
  - .name:           softmax
    .symbol:         softmax.kd
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
      - .name:           M
        .offset:         16
        .size:           4
        .value_kind:     by_value
      - .name:           N
        .offset:         20
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 32
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     32
    .sgpr_spill_count: 0
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
