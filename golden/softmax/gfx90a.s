; kgen AMDGCN module for gfx90a: 3 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5

; kernel softmax: kgen AMDGCN for gfx90a (wave64, code object v5)
; kernel softmax from examples/softmax.kgen
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
	v_cndmask_b32 v18, v16, v17, s[14:15]
	v_max_f32 v16, v18, v14                             ; max and sum of exp over 'n' (examples/softmax.kgen:4): the chunk's maximum
	v_cmp_u_f32 s[14:15], v18, v14
	v_mov_b32 v17, 0x7fc00000
	v_cndmask_b32 v18, v16, v17, s[14:15]
	v_max_f32 v16, v18, v15                             ; max and sum of exp over 'n' (examples/softmax.kgen:4): the chunk's maximum
	v_cmp_u_f32 s[14:15], v18, v15
	v_mov_b32 v17, 0x7fc00000
	v_cndmask_b32 v18, v16, v17, s[14:15]
	v_max_f32 v16, v2, v18                              ; max and sum of exp over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[14:15], v2, v18
	v_mov_b32 v17, 0x7fc00000
	v_cndmask_b32 v18, v16, v17, s[14:15]
	v_mov_b32 v16, 0xff800000                           ; max and sum of exp over 'n' (examples/softmax.kgen:4)
	v_cmp_eq_f32 s[14:15], v18, v16
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
	v_add_f32 v21, v19, v20                             ; max and sum of exp over 'n' (examples/softmax.kgen:4)
	v_mov_b32 v19, 0x3fb8aa3b
	v_fma_f32 v20, v14, v19, v17
	v_exp_f32 v19, v20                                  ; max and sum of exp over 'n' (examples/softmax.kgen:4)
	v_add_f32 v20, v21, v19                             ; max and sum of exp over 'n' (examples/softmax.kgen:4)
	v_mov_b32 v19, 0x3fb8aa3b
	v_fma_f32 v21, v15, v19, v17
	v_exp_f32 v12, v21                                  ; max and sum of exp over 'n' (examples/softmax.kgen:4)
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
	v_cndmask_b32 v18, v12, v15, s[14:15]
	v_max_f32 v12, v18, v13                             ; max and sum of exp over 'n' (examples/softmax.kgen:4): the chunk's maximum
	v_cmp_u_f32 s[14:15], v18, v13
	v_mov_b32 v15, 0x7fc00000
	v_cndmask_b32 v18, v12, v15, s[14:15]
	v_max_f32 v12, v18, v14                             ; max and sum of exp over 'n' (examples/softmax.kgen:4): the chunk's maximum
	v_cmp_u_f32 s[14:15], v18, v14
	v_mov_b32 v15, 0x7fc00000
	v_cndmask_b32 v18, v12, v15, s[14:15]
	v_max_f32 v12, v2, v18                              ; max and sum of exp over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[14:15], v2, v18
	v_mov_b32 v15, 0x7fc00000
	v_cndmask_b32 v18, v12, v15, s[14:15]
	v_mov_b32 v12, 0xff800000                           ; max and sum of exp over 'n' (examples/softmax.kgen:4)
	v_cmp_eq_f32 s[14:15], v18, v12
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
	v_add_f32 v19, v17, v16                             ; max and sum of exp over 'n' (examples/softmax.kgen:4)
	v_mov_b32 v16, 0x3fb8aa3b
	v_fma_f32 v17, v13, v16, v15
	v_exp_f32 v13, v17                                  ; max and sum of exp over 'n' (examples/softmax.kgen:4)
	v_add_f32 v16, v19, v13                             ; max and sum of exp over 'n' (examples/softmax.kgen:4)
	v_mov_b32 v13, 0x3fb8aa3b
	v_fma_f32 v17, v14, v13, v15
	v_exp_f32 v13, v17                                  ; max and sum of exp over 'n' (examples/softmax.kgen:4)
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
	v_cndmask_b32 v14, v12, v13, s[4:5]
	v_max_f32 v12, v14, v4                              ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[4:5], v14, v4
	v_mov_b32 v13, 0x7fc00000
	v_cndmask_b32 v14, v12, v13, s[4:5]
	v_max_f32 v12, v14, v5                              ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[4:5], v14, v5
	v_mov_b32 v13, 0x7fc00000
	v_cndmask_b32 v14, v12, v13, s[4:5]
	v_mov_b32 v12, v14                                  ; max over 'n' (examples/softmax.kgen:4): across the lanes of a warp
	ds_swizzle_b32 v13, v12 offset:swizzle(SWAP,1)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v14, v12, v13
	v_cmp_u_f32 s[4:5], v12, v13
	v_mov_b32 v15, 0x7fc00000
	v_cndmask_b32 v12, v14, v15, s[4:5]
	ds_swizzle_b32 v13, v12 offset:swizzle(SWAP,2)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v14, v12, v13
	v_cmp_u_f32 s[4:5], v12, v13
	v_mov_b32 v15, 0x7fc00000
	v_cndmask_b32 v12, v14, v15, s[4:5]
	ds_swizzle_b32 v13, v12 offset:swizzle(SWAP,4)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v14, v12, v13
	v_cmp_u_f32 s[4:5], v12, v13
	v_mov_b32 v15, 0x7fc00000
	v_cndmask_b32 v12, v14, v15, s[4:5]
	ds_swizzle_b32 v13, v12 offset:swizzle(SWAP,8)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v14, v12, v13
	v_cmp_u_f32 s[4:5], v12, v13
	v_mov_b32 v15, 0x7fc00000
	v_cndmask_b32 v12, v14, v15, s[4:5]
	ds_swizzle_b32 v13, v12 offset:swizzle(SWAP,16)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v14, v12, v13
	v_cmp_u_f32 s[4:5], v12, v13
	v_mov_b32 v13, 0x7fc00000
	v_cndmask_b32 v12, v14, v13, s[4:5]
	v_readlane_b32 s4, v12, 0
	v_readlane_b32 s5, v12, 32
	v_mov_b32 v12, s5
	v_max_f32 v13, s4, v12
	v_cmp_u_f32 s[14:15], s4, v12
	v_mov_b32 v14, 0x7fc00000
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
	v_cndmask_b32 v14, v1, v12, s[14:15]
	v_mov_b32 v1, 0                                     ; max over 'n' (examples/softmax.kgen:4): warp group 2
	ds_read_b32 v12, v1 offset:8
	s_waitcnt lgkmcnt(0)
	v_max_f32 v1, v14, v12
	v_cmp_u_f32 s[14:15], v14, v12
	v_mov_b32 v12, 0x7fc00000
	v_cndmask_b32 v14, v1, v12, s[14:15]
	v_mov_b32 v1, 0                                     ; max over 'n' (examples/softmax.kgen:4): warp group 3
	ds_read_b32 v12, v1 offset:12
	s_waitcnt lgkmcnt(0)
	v_max_f32 v1, v14, v12
	v_cmp_u_f32 s[14:15], v14, v12
	v_mov_b32 v12, 0x7fc00000
	v_cndmask_b32 v14, v1, v12, s[14:15]
	v_mov_b32 v1, 0xff800000                            ; sum over 'n' (examples/softmax.kgen:5): each partial against the block's maximum
	v_cmp_eq_f32 s[14:15], v14, v1
	v_cndmask_b32 v1, v14, 0, s[14:15]                  ; sum over 'n' (examples/softmax.kgen:5): each partial against the block's maximum
	v_mul_f32 v12, 0xbfb8aa3b, v1
	v_mov_b32 v1, 0x3fb8aa3b
	v_fma_f32 v15, v2, v1, v12
	v_exp_f32 v1, v15                                   ; sum over 'n' (examples/softmax.kgen:5): each partial against the block's maximum
	v_mul_f32 v2, v6, v1                                ; sum over 'n' (examples/softmax.kgen:5): each partial against the block's maximum
	v_mov_b32 v1, 0x3fb8aa3b
	v_fma_f32 v6, v3, v1, v12
	v_exp_f32 v1, v6                                    ; sum over 'n' (examples/softmax.kgen:5): each partial against the block's maximum
	v_mul_f32 v3, v7, v1                                ; sum over 'n' (examples/softmax.kgen:5): each partial against the block's maximum
	v_mov_b32 v1, 0x3fb8aa3b
	v_fma_f32 v6, v4, v1, v12
	v_exp_f32 v1, v6                                    ; sum over 'n' (examples/softmax.kgen:5): each partial against the block's maximum
	v_mul_f32 v4, v8, v1                                ; sum over 'n' (examples/softmax.kgen:5): each partial against the block's maximum
	v_mov_b32 v1, 0x3fb8aa3b
	v_fma_f32 v6, v5, v1, v12
	v_exp_f32 v1, v6                                    ; sum over 'n' (examples/softmax.kgen:5): each partial against the block's maximum
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
	v_readlane_b32 s8, v2, 0
	v_readlane_b32 s14, v2, 32
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

; kernel softmax_rows128: kgen AMDGCN for gfx90a (wave64, code object v5)
; kernel softmax from examples/softmax.kgen
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
;       4:13 load x -> L0; 4:27 load x -> L0; 4:23 reduce max -> L1; 4:13 sub -> L0; 4:9 exp -> L0; 5:19 reduce sum -> L1
;       5:15 div -> L0
; resources: 14 VGPRs, 0 AGPRs, 20 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 0 bytes LDS, 24 bytes of arguments, 256 threads
;   arg x: tensor f32 at 0 (read-only)
;   arg y: tensor f32 at 8
;   arg M: dim i32 at 16
;   arg N: dim i32 at 20
; s[0:1] kernarg pointer, s2 workgroup id x, v0 work-item id
	.text
	.globl	softmax_rows128
	.p2align	8
	.type	softmax_rows128,@function
softmax_rows128:
	s_load_dwordx2 s[4:5], s[0:1], 0x0                  ; argument x
	s_load_dwordx2 s[6:7], s[0:1], 0x8                  ; argument y
	s_load_dword s3, s[0:1], 0x10                       ; argument M
	s_load_dword s8, s[0:1], 0x14                       ; argument N
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s9, s2                                    ; program index along 'm'
	s_mul_i32 s10, s9, 8                                ; first 'm' of this program's tile (8)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s9, s3, s10
	s_min_u32 s3, s9, 8                                 ; 'm' elements in this tile
	s_and_b32 s9, s8, 3
	s_cmp_eq_u32 s9, 0                                  ; rows start aligned to 4 elements iff N % 4 == 0
	s_cselect_b32 s9, 1, 0
	s_cmp_ge_u32 s3, 8                                  ; a whole chunk of 'm' (8) is in bounds
	s_cselect_b32 s11, 1, 0
	s_cmp_ge_u32 s8, 0x80                               ; a whole chunk of 'n' (128) is in bounds
	s_cselect_b32 s12, 1, 0
	s_and_b32 s13, s11, s12
	s_and_b32 s11, s13, s9
	v_lshrrev_b32 v2, 5, v1
	v_mul_lo_u32 v3, s8, v2
	v_and_b32 v4, 31, v1
	v_lshlrev_b32 v1, 2, v4
	v_add_u32 v4, v3, v1
	v_lshlrev_b32 v3, 2, v4                             ; thread's byte offset in a chunk of 'x'
	s_mul_i32 s12, s10, s8
	s_mul_hi_u32 s13, s10, s8
	s_lshl_b64 s[14:15], s[12:13], 2
	s_add_u32 s12, s4, s14                              ; 'x' at this program
	s_addc_u32 s13, s5, s15
	s_add_u32 s4, s6, s14                               ; 'y' at this program
	s_addc_u32 s5, s7, s15
	s_cmp_eq_u32 s11, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lsoftmax_rows128_if0_else
	global_load_dwordx4 v[4:7], v3, s[12:13]            ; examples/softmax.kgen:4: 16-byte load of 'x'
	s_waitcnt vmcnt(0)
	v_max_f32 v8, v4, v5                                ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v4, v5
	v_mov_b32 v9, 0x7fc00000
	v_cndmask_b32 v10, v8, v9, s[6:7]
	v_max_f32 v8, v10, v6                               ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v10, v6
	v_mov_b32 v9, 0x7fc00000
	v_cndmask_b32 v10, v8, v9, s[6:7]
	v_max_f32 v8, v10, v7                               ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v10, v7
	v_mov_b32 v9, 0x7fc00000
	v_cndmask_b32 v10, v8, v9, s[6:7]
	ds_swizzle_b32 v8, v10 offset:swizzle(SWAP,1)       ; max over 'n' (examples/softmax.kgen:4): lanes 1 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v9, v10, v8
	v_cmp_u_f32 s[6:7], v10, v8
	v_mov_b32 v8, 0x7fc00000
	v_cndmask_b32 v10, v9, v8, s[6:7]
	ds_swizzle_b32 v8, v10 offset:swizzle(SWAP,2)       ; max over 'n' (examples/softmax.kgen:4): lanes 2 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v9, v10, v8
	v_cmp_u_f32 s[6:7], v10, v8
	v_mov_b32 v8, 0x7fc00000
	v_cndmask_b32 v10, v9, v8, s[6:7]
	ds_swizzle_b32 v8, v10 offset:swizzle(SWAP,4)       ; max over 'n' (examples/softmax.kgen:4): lanes 4 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v9, v10, v8
	v_cmp_u_f32 s[6:7], v10, v8
	v_mov_b32 v8, 0x7fc00000
	v_cndmask_b32 v10, v9, v8, s[6:7]
	ds_swizzle_b32 v8, v10 offset:swizzle(SWAP,8)       ; max over 'n' (examples/softmax.kgen:4): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v9, v10, v8
	v_cmp_u_f32 s[6:7], v10, v8
	v_mov_b32 v8, 0x7fc00000
	v_cndmask_b32 v10, v9, v8, s[6:7]
	ds_swizzle_b32 v8, v10 offset:swizzle(SWAP,16)      ; max over 'n' (examples/softmax.kgen:4): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v9, v10, v8
	v_cmp_u_f32 s[6:7], v10, v8
	v_mov_b32 v8, 0x7fc00000
	v_cndmask_b32 v10, v9, v8, s[6:7]
	v_mul_f32 v8, 0xbfb8aa3b, v10                       ; -m log2 e of e^(x - m), once per m (examples/softmax.kgen:4)
	v_mov_b32 v9, 0x3fb8aa3b                            ; examples/softmax.kgen:4
	v_fma_f32 v10, v4, v9, v8
	v_exp_f32 v9, v10                                   ; examples/softmax.kgen:4
	v_mov_b32 v10, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v11, v5, v10, v8
	v_exp_f32 v10, v11                                  ; examples/softmax.kgen:4
	v_mov_b32 v11, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v12, v6, v11, v8
	v_exp_f32 v11, v12                                  ; examples/softmax.kgen:4
	v_mov_b32 v12, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v13, v7, v12, v8
	v_exp_f32 v4, v13                                   ; examples/softmax.kgen:4
	v_add_f32 v5, v9, v10                               ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v6, v5, v11                               ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v5, v6, v4                                ; sum over 'n' (examples/softmax.kgen:5)
	ds_swizzle_b32 v6, v5 offset:swizzle(SWAP,1)        ; sum over 'n' (examples/softmax.kgen:5): lanes 1 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v7, v5, v6
	ds_swizzle_b32 v5, v7 offset:swizzle(SWAP,2)        ; sum over 'n' (examples/softmax.kgen:5): lanes 2 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v6, v7, v5
	ds_swizzle_b32 v5, v6 offset:swizzle(SWAP,4)        ; sum over 'n' (examples/softmax.kgen:5): lanes 4 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v7, v6, v5
	ds_swizzle_b32 v5, v7 offset:swizzle(SWAP,8)        ; sum over 'n' (examples/softmax.kgen:5): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v6, v7, v5
	ds_swizzle_b32 v5, v6 offset:swizzle(SWAP,16)       ; sum over 'n' (examples/softmax.kgen:5): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v7, v6, v5
	v_div_scale_f32 v5, s[6:7], v7, v7, v9              ; examples/softmax.kgen:5
	v_rcp_f32 v6, v5
	v_div_scale_f32 v8, vcc, v9, v7, v9
	v_fma_f32 v12, -v5, v6, 1.0
	v_fma_f32 v6, v12, v6, v6
	v_mul_f32 v13, v8, v6
	v_fma_f32 v12, -v5, v13, v8
	v_fma_f32 v13, v12, v6, v13
	v_fma_f32 v12, -v5, v13, v8
	v_div_fmas_f32 v12, v12, v6, v13
	v_div_fixup_f32 v5, v12, v7, v9
	v_div_scale_f32 v6, s[6:7], v7, v7, v10             ; examples/softmax.kgen:5
	v_rcp_f32 v8, v6
	v_div_scale_f32 v9, vcc, v10, v7, v10
	v_fma_f32 v12, -v6, v8, 1.0
	v_fma_f32 v8, v12, v8, v8
	v_mul_f32 v13, v9, v8
	v_fma_f32 v12, -v6, v13, v9
	v_fma_f32 v13, v12, v8, v13
	v_fma_f32 v12, -v6, v13, v9
	v_div_fmas_f32 v12, v12, v8, v13
	v_div_fixup_f32 v6, v12, v7, v10
	v_div_scale_f32 v8, s[6:7], v7, v7, v11             ; examples/softmax.kgen:5
	v_rcp_f32 v9, v8
	v_div_scale_f32 v10, vcc, v11, v7, v11
	v_fma_f32 v12, -v8, v9, 1.0
	v_fma_f32 v9, v12, v9, v9
	v_mul_f32 v13, v10, v9
	v_fma_f32 v12, -v8, v13, v10
	v_fma_f32 v13, v12, v9, v13
	v_fma_f32 v12, -v8, v13, v10
	v_div_fmas_f32 v12, v12, v9, v13
	v_div_fixup_f32 v8, v12, v7, v11
	v_div_scale_f32 v9, s[6:7], v7, v7, v4              ; examples/softmax.kgen:5
	v_rcp_f32 v10, v9
	v_div_scale_f32 v11, vcc, v4, v7, v4
	v_fma_f32 v12, -v9, v10, 1.0
	v_fma_f32 v10, v12, v10, v10
	v_mul_f32 v13, v11, v10
	v_fma_f32 v12, -v9, v13, v11
	v_fma_f32 v13, v12, v10, v13
	v_fma_f32 v12, -v9, v13, v11
	v_div_fmas_f32 v12, v12, v10, v13
	v_div_fixup_f32 v9, v12, v7, v4
	v_mov_b32 v10, v5                                   ; examples/softmax.kgen:5: 16-byte store to 'y'
	v_mov_b32 v11, v6
	v_mov_b32 v12, v8
	v_mov_b32 v13, v9
	global_store_dwordx4 v3, v[10:13], s[4:5]
	s_branch .Lsoftmax_rows128_if0_end
.Lsoftmax_rows128_if0_else:
	v_cmp_lt_u32 s[6:7], v2, s3                         ; 'm' element in bounds
	v_cmp_lt_u32 s[10:11], v1, s8                       ; 'n' element in bounds
	s_and_b64 s[14:15], s[6:7], s[10:11]
	v_mov_b32 v2, 0                                     ; absent element
	s_and_saveexec_b64 s[10:11], s[14:15]               ; lanes where %vpred_72
	global_load_dword v2, v3, s[12:13]                  ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[10:11]
	v_add_u32 v4, 1, v1
	v_cmp_lt_u32 s[10:11], v4, s8                       ; 'n' element in bounds
	s_and_b64 s[16:17], s[6:7], s[10:11]
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[10:11], s[16:17]               ; lanes where %vpred_76
	global_load_dword v4, v3, s[12:13] offset:4         ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[10:11]
	v_add_u32 v5, 2, v1
	v_cmp_lt_u32 s[10:11], v5, s8                       ; 'n' element in bounds
	s_and_b64 s[18:19], s[6:7], s[10:11]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[10:11], s[18:19]               ; lanes where %vpred_80
	global_load_dword v5, v3, s[12:13] offset:8         ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[10:11]
	v_add_u32 v6, 3, v1
	v_cmp_lt_u32 s[10:11], v6, s8                       ; 'n' element in bounds
	s_and_b64 s[8:9], s[6:7], s[10:11]
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[6:7], s[8:9]                   ; lanes where %vpred_84
	global_load_dword v1, v3, s[12:13] offset:12        ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[6:7]
	v_mov_b32 v6, 0xff800000                            ; absent elements contribute the identity
	s_waitcnt vmcnt(3)
	v_cndmask_b32 v7, v6, v2, s[14:15]
	v_mov_b32 v6, 0xff800000                            ; absent elements contribute the identity
	s_waitcnt vmcnt(2)
	v_cndmask_b32 v8, v6, v4, s[16:17]
	v_mov_b32 v6, 0xff800000                            ; absent elements contribute the identity
	s_waitcnt vmcnt(1)
	v_cndmask_b32 v9, v6, v5, s[18:19]
	v_mov_b32 v6, 0xff800000                            ; absent elements contribute the identity
	s_waitcnt vmcnt(0)
	v_cndmask_b32 v10, v6, v1, s[8:9]
	v_max_f32 v6, v7, v8                                ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v7, v8
	v_mov_b32 v7, 0x7fc00000
	v_cndmask_b32 v8, v6, v7, s[6:7]
	v_max_f32 v6, v8, v9                                ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v8, v9
	v_mov_b32 v7, 0x7fc00000
	v_cndmask_b32 v8, v6, v7, s[6:7]
	v_max_f32 v6, v8, v10                               ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v8, v10
	v_mov_b32 v7, 0x7fc00000
	v_cndmask_b32 v8, v6, v7, s[6:7]
	ds_swizzle_b32 v6, v8 offset:swizzle(SWAP,1)        ; max over 'n' (examples/softmax.kgen:4): lanes 1 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v7, v8, v6
	v_cmp_u_f32 s[6:7], v8, v6
	v_mov_b32 v6, 0x7fc00000
	v_cndmask_b32 v8, v7, v6, s[6:7]
	ds_swizzle_b32 v6, v8 offset:swizzle(SWAP,2)        ; max over 'n' (examples/softmax.kgen:4): lanes 2 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v7, v8, v6
	v_cmp_u_f32 s[6:7], v8, v6
	v_mov_b32 v6, 0x7fc00000
	v_cndmask_b32 v8, v7, v6, s[6:7]
	ds_swizzle_b32 v6, v8 offset:swizzle(SWAP,4)        ; max over 'n' (examples/softmax.kgen:4): lanes 4 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v7, v8, v6
	v_cmp_u_f32 s[6:7], v8, v6
	v_mov_b32 v6, 0x7fc00000
	v_cndmask_b32 v8, v7, v6, s[6:7]
	ds_swizzle_b32 v6, v8 offset:swizzle(SWAP,8)        ; max over 'n' (examples/softmax.kgen:4): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v7, v8, v6
	v_cmp_u_f32 s[6:7], v8, v6
	v_mov_b32 v6, 0x7fc00000
	v_cndmask_b32 v8, v7, v6, s[6:7]
	ds_swizzle_b32 v6, v8 offset:swizzle(SWAP,16)       ; max over 'n' (examples/softmax.kgen:4): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v7, v8, v6
	v_cmp_u_f32 s[6:7], v8, v6
	v_mov_b32 v6, 0x7fc00000
	v_cndmask_b32 v8, v7, v6, s[6:7]
	v_mul_f32 v6, 0xbfb8aa3b, v8                        ; -m log2 e of e^(x - m), once per m (examples/softmax.kgen:4)
	v_mov_b32 v7, 0x3fb8aa3b                            ; examples/softmax.kgen:4
	v_fma_f32 v8, v2, v7, v6
	v_exp_f32 v2, v8                                    ; examples/softmax.kgen:4
	v_mov_b32 v7, 0x3fb8aa3b                            ; examples/softmax.kgen:4
	v_fma_f32 v8, v4, v7, v6
	v_exp_f32 v4, v8                                    ; examples/softmax.kgen:4
	v_mov_b32 v7, 0x3fb8aa3b                            ; examples/softmax.kgen:4
	v_fma_f32 v8, v5, v7, v6
	v_exp_f32 v5, v8                                    ; examples/softmax.kgen:4
	v_mov_b32 v7, 0x3fb8aa3b                            ; examples/softmax.kgen:4
	v_fma_f32 v8, v1, v7, v6
	v_exp_f32 v1, v8                                    ; examples/softmax.kgen:4
	v_cndmask_b32 v6, 0, v2, s[14:15]                   ; absent elements contribute the identity
	v_cndmask_b32 v7, 0, v4, s[16:17]                   ; absent elements contribute the identity
	v_cndmask_b32 v8, 0, v5, s[18:19]                   ; absent elements contribute the identity
	v_cndmask_b32 v9, 0, v1, s[8:9]                     ; absent elements contribute the identity
	v_add_f32 v10, v6, v7                               ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v6, v10, v8                               ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v7, v6, v9                                ; sum over 'n' (examples/softmax.kgen:5)
	ds_swizzle_b32 v6, v7 offset:swizzle(SWAP,1)        ; sum over 'n' (examples/softmax.kgen:5): lanes 1 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v7, v6
	ds_swizzle_b32 v6, v8 offset:swizzle(SWAP,2)        ; sum over 'n' (examples/softmax.kgen:5): lanes 2 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v7, v8, v6
	ds_swizzle_b32 v6, v7 offset:swizzle(SWAP,4)        ; sum over 'n' (examples/softmax.kgen:5): lanes 4 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v7, v6
	ds_swizzle_b32 v6, v8 offset:swizzle(SWAP,8)        ; sum over 'n' (examples/softmax.kgen:5): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v7, v8, v6
	ds_swizzle_b32 v6, v7 offset:swizzle(SWAP,16)       ; sum over 'n' (examples/softmax.kgen:5): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v7, v6
	v_div_scale_f32 v6, s[6:7], v8, v8, v2              ; examples/softmax.kgen:5
	v_rcp_f32 v7, v6
	v_div_scale_f32 v9, vcc, v2, v8, v2
	v_fma_f32 v10, -v6, v7, 1.0
	v_fma_f32 v7, v10, v7, v7
	v_mul_f32 v11, v9, v7
	v_fma_f32 v10, -v6, v11, v9
	v_fma_f32 v11, v10, v7, v11
	v_fma_f32 v10, -v6, v11, v9
	v_div_fmas_f32 v10, v10, v7, v11
	v_div_fixup_f32 v6, v10, v8, v2
	v_div_scale_f32 v2, s[6:7], v8, v8, v4              ; examples/softmax.kgen:5
	v_rcp_f32 v7, v2
	v_div_scale_f32 v9, vcc, v4, v8, v4
	v_fma_f32 v10, -v2, v7, 1.0
	v_fma_f32 v7, v10, v7, v7
	v_mul_f32 v11, v9, v7
	v_fma_f32 v10, -v2, v11, v9
	v_fma_f32 v11, v10, v7, v11
	v_fma_f32 v10, -v2, v11, v9
	v_div_fmas_f32 v10, v10, v7, v11
	v_div_fixup_f32 v2, v10, v8, v4
	v_div_scale_f32 v4, s[6:7], v8, v8, v5              ; examples/softmax.kgen:5
	v_rcp_f32 v7, v4
	v_div_scale_f32 v9, vcc, v5, v8, v5
	v_fma_f32 v10, -v4, v7, 1.0
	v_fma_f32 v7, v10, v7, v7
	v_mul_f32 v11, v9, v7
	v_fma_f32 v10, -v4, v11, v9
	v_fma_f32 v11, v10, v7, v11
	v_fma_f32 v10, -v4, v11, v9
	v_div_fmas_f32 v10, v10, v7, v11
	v_div_fixup_f32 v4, v10, v8, v5
	v_div_scale_f32 v5, s[6:7], v8, v8, v1              ; examples/softmax.kgen:5
	v_rcp_f32 v7, v5
	v_div_scale_f32 v9, vcc, v1, v8, v1
	v_fma_f32 v10, -v5, v7, 1.0
	v_fma_f32 v7, v10, v7, v7
	v_mul_f32 v11, v9, v7
	v_fma_f32 v10, -v5, v11, v9
	v_fma_f32 v11, v10, v7, v11
	v_fma_f32 v10, -v5, v11, v9
	v_div_fmas_f32 v10, v10, v7, v11
	v_div_fixup_f32 v5, v10, v8, v1
	s_and_saveexec_b64 s[6:7], s[14:15]                 ; lanes where %vpred_72
	global_store_dword v3, v6, s[4:5]                   ; examples/softmax.kgen:5: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[16:17]                 ; lanes where %vpred_76
	global_store_dword v3, v2, s[4:5] offset:4          ; examples/softmax.kgen:5: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_80
	global_store_dword v3, v4, s[4:5] offset:8          ; examples/softmax.kgen:5: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[8:9]                   ; lanes where %vpred_84
	global_store_dword v3, v5, s[4:5] offset:12         ; examples/softmax.kgen:5: store to 'y'
	s_mov_b64 exec, s[6:7]
.Lsoftmax_rows128_if0_end:
	s_endpgm
.Lfunc_end_softmax_rows128:
	.size	softmax_rows128, .Lfunc_end_softmax_rows128-softmax_rows128

; kernel softmax_rows2048: kgen AMDGCN for gfx90a (wave64, code object v5)
; kernel softmax from examples/softmax.kgen
; target gfx90a: AMD CDNA2 (MI200)
;   block: 256 threads = 4 x 64-wide waves
;   grid: m
;   chunk: m: 4, n: 2048; walked in chunks: none
;   layout: m:4 x n:2048: reg[n1 n2 n256 n512 n1024] lane[n4 n8 n16 n32 n64 n128] warp[m1 m2]
;     (fastest axis 'n', 4 contiguous elements per thread)
;   fastest axis 'n': most bytes of plain accesses are contiguous along it
;   vector 4: 16-byte accesses of 4-byte elements
;   short rows: 'n' at most 2048 elements (N <= 2048, chosen at launch), 4 rows of 'm' a block over 4 waves, each row within one wave (a row's reductions are shuffles)
;   value layouts (the dominant layout sliced to each value's axes):
;     L0 [m, n]: m:4 x n:2048: reg[n1 n2 n256 n512 n1024] lane[n4 n8 n16 n32 n64 n128] warp[m1 m2]
;     L1 [m]: m:4: reg[0 0 0 0 0] lane[0 0 0 0 0 0] warp[m1 m2]
;       4:13 load x -> L0; 4:27 load x -> L0; 4:23 reduce max -> L1; 4:13 sub -> L0; 4:9 exp -> L0; 5:19 reduce sum -> L1
;       5:15 div -> L0
; resources: 67 VGPRs, 0 AGPRs, 76 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 0 bytes LDS, 24 bytes of arguments, 256 threads
;   arg x: tensor f32 at 0 (read-only)
;   arg y: tensor f32 at 8
;   arg M: dim i32 at 16
;   arg N: dim i32 at 20
; s[0:1] kernarg pointer, s2 workgroup id x, v0 work-item id
	.text
	.globl	softmax_rows2048
	.p2align	8
	.type	softmax_rows2048,@function
softmax_rows2048:
	s_load_dwordx2 s[4:5], s[0:1], 0x0                  ; argument x
	s_load_dwordx2 s[6:7], s[0:1], 0x8                  ; argument y
	s_load_dword s3, s[0:1], 0x10                       ; argument M
	s_load_dword s8, s[0:1], 0x14                       ; argument N
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s9, s2                                    ; program index along 'm'
	s_mul_i32 s10, s9, 4                                ; first 'm' of this program's tile (4)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s9, s3, s10
	s_min_u32 s3, s9, 4                                 ; 'm' elements in this tile
	s_and_b32 s9, s8, 3
	s_cmp_eq_u32 s9, 0                                  ; rows start aligned to 4 elements iff N % 4 == 0
	s_cselect_b32 s9, 1, 0
	s_cmp_ge_u32 s3, 4                                  ; a whole chunk of 'm' (4) is in bounds
	s_cselect_b32 s11, 1, 0
	s_cmp_ge_u32 s8, 0x800                              ; a whole chunk of 'n' (2048) is in bounds
	s_cselect_b32 s12, 1, 0
	s_and_b32 s13, s11, s12
	s_and_b32 s11, s13, s9
	v_lshrrev_b32 v2, 6, v1
	v_mul_lo_u32 v3, s8, v2
	v_and_b32 v4, 63, v1
	v_lshlrev_b32 v1, 2, v4
	v_add_u32 v4, v3, v1
	v_lshlrev_b32 v3, 2, v4                             ; thread's byte offset in a chunk of 'x'
	s_mul_i32 s12, s10, s8
	s_mul_hi_u32 s13, s10, s8
	s_lshl_b64 s[14:15], s[12:13], 2
	s_add_u32 s12, s4, s14                              ; 'x' at this program
	s_addc_u32 s13, s5, s15
	s_add_u32 s4, s6, s14                               ; 'y' at this program
	s_addc_u32 s5, s7, s15
	s_cmp_eq_u32 s11, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lsoftmax_rows2048_if0_else
	global_load_dwordx4 v[4:7], v3, s[12:13]            ; examples/softmax.kgen:4: 16-byte load of 'x'
	global_load_dwordx4 v[8:11], v3, s[12:13] offset:1024 ; examples/softmax.kgen:4: 16-byte load of 'x'
	global_load_dwordx4 v[12:15], v3, s[12:13] offset:2048 ; examples/softmax.kgen:4: 16-byte load of 'x'
	global_load_dwordx4 v[16:19], v3, s[12:13] offset:3072 ; examples/softmax.kgen:4: 16-byte load of 'x'
	v_add_u32 v20, 0x1000, v3                           ; examples/softmax.kgen:4: 16-byte load of 'x'
	global_load_dwordx4 v[22:25], v20, s[12:13]
	v_add_u32 v20, 0x1400, v3                           ; examples/softmax.kgen:4: 16-byte load of 'x'
	global_load_dwordx4 v[26:29], v20, s[12:13]
	v_add_u32 v20, 0x1800, v3                           ; examples/softmax.kgen:4: 16-byte load of 'x'
	global_load_dwordx4 v[30:33], v20, s[12:13]
	v_add_u32 v20, 0x1c00, v3                           ; examples/softmax.kgen:4: 16-byte load of 'x'
	global_load_dwordx4 v[34:37], v20, s[12:13]
	s_waitcnt vmcnt(7)
	v_max_f32 v20, v4, v5                               ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v4, v5
	v_mov_b32 v21, 0x7fc00000
	v_cndmask_b32 v38, v20, v21, s[6:7]
	v_max_f32 v20, v38, v6                              ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v38, v6
	v_mov_b32 v21, 0x7fc00000
	v_cndmask_b32 v38, v20, v21, s[6:7]
	v_max_f32 v20, v38, v7                              ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v38, v7
	v_mov_b32 v21, 0x7fc00000
	v_cndmask_b32 v38, v20, v21, s[6:7]
	s_waitcnt vmcnt(6)
	v_max_f32 v20, v38, v8                              ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v38, v8
	v_mov_b32 v21, 0x7fc00000
	v_cndmask_b32 v38, v20, v21, s[6:7]
	v_max_f32 v20, v38, v9                              ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v38, v9
	v_mov_b32 v21, 0x7fc00000
	v_cndmask_b32 v38, v20, v21, s[6:7]
	v_max_f32 v20, v38, v10                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v38, v10
	v_mov_b32 v21, 0x7fc00000
	v_cndmask_b32 v38, v20, v21, s[6:7]
	v_max_f32 v20, v38, v11                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v38, v11
	v_mov_b32 v21, 0x7fc00000
	v_cndmask_b32 v38, v20, v21, s[6:7]
	s_waitcnt vmcnt(5)
	v_max_f32 v20, v38, v12                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v38, v12
	v_mov_b32 v21, 0x7fc00000
	v_cndmask_b32 v38, v20, v21, s[6:7]
	v_max_f32 v20, v38, v13                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v38, v13
	v_mov_b32 v21, 0x7fc00000
	v_cndmask_b32 v38, v20, v21, s[6:7]
	v_max_f32 v20, v38, v14                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v38, v14
	v_mov_b32 v21, 0x7fc00000
	v_cndmask_b32 v38, v20, v21, s[6:7]
	v_max_f32 v20, v38, v15                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v38, v15
	v_mov_b32 v21, 0x7fc00000
	v_cndmask_b32 v38, v20, v21, s[6:7]
	s_waitcnt vmcnt(4)
	v_max_f32 v20, v38, v16                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v38, v16
	v_mov_b32 v21, 0x7fc00000
	v_cndmask_b32 v38, v20, v21, s[6:7]
	v_max_f32 v20, v38, v17                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v38, v17
	v_mov_b32 v21, 0x7fc00000
	v_cndmask_b32 v38, v20, v21, s[6:7]
	v_max_f32 v20, v38, v18                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v38, v18
	v_mov_b32 v21, 0x7fc00000
	v_cndmask_b32 v38, v20, v21, s[6:7]
	v_max_f32 v20, v38, v19                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v38, v19
	v_mov_b32 v21, 0x7fc00000
	v_cndmask_b32 v38, v20, v21, s[6:7]
	s_waitcnt vmcnt(3)
	v_max_f32 v20, v38, v22                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v38, v22
	v_mov_b32 v21, 0x7fc00000
	v_cndmask_b32 v38, v20, v21, s[6:7]
	v_max_f32 v20, v38, v23                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v38, v23
	v_mov_b32 v21, 0x7fc00000
	v_cndmask_b32 v38, v20, v21, s[6:7]
	v_max_f32 v20, v38, v24                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v38, v24
	v_mov_b32 v21, 0x7fc00000
	v_cndmask_b32 v38, v20, v21, s[6:7]
	v_max_f32 v20, v38, v25                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v38, v25
	v_mov_b32 v21, 0x7fc00000
	v_cndmask_b32 v38, v20, v21, s[6:7]
	s_waitcnt vmcnt(2)
	v_max_f32 v20, v38, v26                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v38, v26
	v_mov_b32 v21, 0x7fc00000
	v_cndmask_b32 v38, v20, v21, s[6:7]
	v_max_f32 v20, v38, v27                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v38, v27
	v_mov_b32 v21, 0x7fc00000
	v_cndmask_b32 v38, v20, v21, s[6:7]
	v_max_f32 v20, v38, v28                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v38, v28
	v_mov_b32 v21, 0x7fc00000
	v_cndmask_b32 v38, v20, v21, s[6:7]
	v_max_f32 v20, v38, v29                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v38, v29
	v_mov_b32 v21, 0x7fc00000
	v_cndmask_b32 v38, v20, v21, s[6:7]
	s_waitcnt vmcnt(1)
	v_max_f32 v20, v38, v30                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v38, v30
	v_mov_b32 v21, 0x7fc00000
	v_cndmask_b32 v38, v20, v21, s[6:7]
	v_max_f32 v20, v38, v31                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v38, v31
	v_mov_b32 v21, 0x7fc00000
	v_cndmask_b32 v38, v20, v21, s[6:7]
	v_max_f32 v20, v38, v32                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v38, v32
	v_mov_b32 v21, 0x7fc00000
	v_cndmask_b32 v38, v20, v21, s[6:7]
	v_max_f32 v20, v38, v33                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v38, v33
	v_mov_b32 v21, 0x7fc00000
	v_cndmask_b32 v38, v20, v21, s[6:7]
	s_waitcnt vmcnt(0)
	v_max_f32 v20, v38, v34                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v38, v34
	v_mov_b32 v21, 0x7fc00000
	v_cndmask_b32 v38, v20, v21, s[6:7]
	v_max_f32 v20, v38, v35                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v38, v35
	v_mov_b32 v21, 0x7fc00000
	v_cndmask_b32 v38, v20, v21, s[6:7]
	v_max_f32 v20, v38, v36                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v38, v36
	v_mov_b32 v21, 0x7fc00000
	v_cndmask_b32 v38, v20, v21, s[6:7]
	v_max_f32 v20, v38, v37                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v38, v37
	v_mov_b32 v21, 0x7fc00000
	v_cndmask_b32 v38, v20, v21, s[6:7]
	v_mov_b32 v20, v38                                  ; max over 'n' (examples/softmax.kgen:4): across the lanes of a warp
	ds_swizzle_b32 v21, v20 offset:swizzle(SWAP,1)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v38, v20, v21
	v_cmp_u_f32 s[6:7], v20, v21
	v_mov_b32 v39, 0x7fc00000
	v_cndmask_b32 v20, v38, v39, s[6:7]
	ds_swizzle_b32 v21, v20 offset:swizzle(SWAP,2)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v38, v20, v21
	v_cmp_u_f32 s[6:7], v20, v21
	v_mov_b32 v39, 0x7fc00000
	v_cndmask_b32 v20, v38, v39, s[6:7]
	ds_swizzle_b32 v21, v20 offset:swizzle(SWAP,4)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v38, v20, v21
	v_cmp_u_f32 s[6:7], v20, v21
	v_mov_b32 v39, 0x7fc00000
	v_cndmask_b32 v20, v38, v39, s[6:7]
	ds_swizzle_b32 v21, v20 offset:swizzle(SWAP,8)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v38, v20, v21
	v_cmp_u_f32 s[6:7], v20, v21
	v_mov_b32 v39, 0x7fc00000
	v_cndmask_b32 v20, v38, v39, s[6:7]
	ds_swizzle_b32 v21, v20 offset:swizzle(SWAP,16)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v38, v20, v21
	v_cmp_u_f32 s[6:7], v20, v21
	v_mov_b32 v21, 0x7fc00000
	v_cndmask_b32 v20, v38, v21, s[6:7]
	v_readlane_b32 s6, v20, 0
	v_readlane_b32 s7, v20, 32
	v_mov_b32 v20, s7
	v_max_f32 v21, s6, v20
	v_cmp_u_f32 s[10:11], s6, v20
	v_mov_b32 v38, 0x7fc00000
	v_cndmask_b32 v20, v21, v38, s[10:11]
	v_mul_f32 v21, 0xbfb8aa3b, v20                      ; -m log2 e of e^(x - m), once per m (examples/softmax.kgen:4)
	v_mov_b32 v20, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v38, v4, v20, v21
	v_exp_f32 v20, v38                                  ; examples/softmax.kgen:4
	v_mov_b32 v38, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v39, v5, v38, v21
	v_exp_f32 v38, v39                                  ; examples/softmax.kgen:4
	v_mov_b32 v39, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v40, v6, v39, v21
	v_exp_f32 v39, v40                                  ; examples/softmax.kgen:4
	v_mov_b32 v40, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v41, v7, v40, v21
	v_exp_f32 v4, v41                                   ; examples/softmax.kgen:4
	v_mov_b32 v5, 0x3fb8aa3b                            ; examples/softmax.kgen:4
	v_fma_f32 v6, v8, v5, v21
	v_exp_f32 v5, v6                                    ; examples/softmax.kgen:4
	v_mov_b32 v6, 0x3fb8aa3b                            ; examples/softmax.kgen:4
	v_fma_f32 v7, v9, v6, v21
	v_exp_f32 v6, v7                                    ; examples/softmax.kgen:4
	v_mov_b32 v7, 0x3fb8aa3b                            ; examples/softmax.kgen:4
	v_fma_f32 v40, v10, v7, v21
	v_exp_f32 v7, v40                                   ; examples/softmax.kgen:4
	v_mov_b32 v40, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v41, v11, v40, v21
	v_exp_f32 v8, v41                                   ; examples/softmax.kgen:4
	v_mov_b32 v9, 0x3fb8aa3b                            ; examples/softmax.kgen:4
	v_fma_f32 v10, v12, v9, v21
	v_exp_f32 v9, v10                                   ; examples/softmax.kgen:4
	v_mov_b32 v10, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v11, v13, v10, v21
	v_exp_f32 v10, v11                                  ; examples/softmax.kgen:4
	v_mov_b32 v11, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v40, v14, v11, v21
	v_exp_f32 v11, v40                                  ; examples/softmax.kgen:4
	v_mov_b32 v40, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v41, v15, v40, v21
	v_exp_f32 v12, v41                                  ; examples/softmax.kgen:4
	v_mov_b32 v13, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v14, v16, v13, v21
	v_exp_f32 v13, v14                                  ; examples/softmax.kgen:4
	v_mov_b32 v14, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v15, v17, v14, v21
	v_exp_f32 v14, v15                                  ; examples/softmax.kgen:4
	v_mov_b32 v15, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v40, v18, v15, v21
	v_exp_f32 v15, v40                                  ; examples/softmax.kgen:4
	v_mov_b32 v40, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v41, v19, v40, v21
	v_exp_f32 v16, v41                                  ; examples/softmax.kgen:4
	v_mov_b32 v17, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v18, v22, v17, v21
	v_exp_f32 v17, v18                                  ; examples/softmax.kgen:4
	v_mov_b32 v18, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v19, v23, v18, v21
	v_exp_f32 v18, v19                                  ; examples/softmax.kgen:4
	v_mov_b32 v19, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v40, v24, v19, v21
	v_exp_f32 v19, v40                                  ; examples/softmax.kgen:4
	v_mov_b32 v40, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v41, v25, v40, v21
	v_exp_f32 v22, v41                                  ; examples/softmax.kgen:4
	v_mov_b32 v23, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v24, v26, v23, v21
	v_exp_f32 v23, v24                                  ; examples/softmax.kgen:4
	v_mov_b32 v24, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v25, v27, v24, v21
	v_exp_f32 v24, v25                                  ; examples/softmax.kgen:4
	v_mov_b32 v25, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v40, v28, v25, v21
	v_exp_f32 v25, v40                                  ; examples/softmax.kgen:4
	v_mov_b32 v40, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v41, v29, v40, v21
	v_exp_f32 v26, v41                                  ; examples/softmax.kgen:4
	v_mov_b32 v27, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v28, v30, v27, v21
	v_exp_f32 v27, v28                                  ; examples/softmax.kgen:4
	v_mov_b32 v28, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v29, v31, v28, v21
	v_exp_f32 v28, v29                                  ; examples/softmax.kgen:4
	v_mov_b32 v29, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v40, v32, v29, v21
	v_exp_f32 v29, v40                                  ; examples/softmax.kgen:4
	v_mov_b32 v40, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v41, v33, v40, v21
	v_exp_f32 v30, v41                                  ; examples/softmax.kgen:4
	v_mov_b32 v31, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v32, v34, v31, v21
	v_exp_f32 v31, v32                                  ; examples/softmax.kgen:4
	v_mov_b32 v32, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v33, v35, v32, v21
	v_exp_f32 v32, v33                                  ; examples/softmax.kgen:4
	v_mov_b32 v33, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v40, v36, v33, v21
	v_exp_f32 v33, v40                                  ; examples/softmax.kgen:4
	v_mov_b32 v40, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v41, v37, v40, v21
	v_exp_f32 v21, v41                                  ; examples/softmax.kgen:4
	v_add_f32 v34, v20, v38                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v35, v34, v39                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v34, v35, v4                              ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v35, v34, v5                              ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v34, v35, v6                              ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v35, v34, v7                              ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v34, v35, v8                              ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v35, v34, v9                              ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v34, v35, v10                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v35, v34, v11                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v34, v35, v12                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v35, v34, v13                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v34, v35, v14                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v35, v34, v15                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v34, v35, v16                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v35, v34, v17                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v34, v35, v18                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v35, v34, v19                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v34, v35, v22                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v35, v34, v23                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v34, v35, v24                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v35, v34, v25                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v34, v35, v26                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v35, v34, v27                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v34, v35, v28                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v35, v34, v29                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v34, v35, v30                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v35, v34, v31                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v34, v35, v32                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v35, v34, v33                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v34, v35, v21                             ; sum over 'n' (examples/softmax.kgen:5)
	v_mov_b32 v35, v34                                  ; sum over 'n' (examples/softmax.kgen:5): across the lanes of a warp
	ds_swizzle_b32 v34, v35 offset:swizzle(SWAP,1)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v35, v35, v34
	ds_swizzle_b32 v34, v35 offset:swizzle(SWAP,2)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v35, v35, v34
	ds_swizzle_b32 v34, v35 offset:swizzle(SWAP,4)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v35, v35, v34
	ds_swizzle_b32 v34, v35 offset:swizzle(SWAP,8)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v35, v35, v34
	ds_swizzle_b32 v34, v35 offset:swizzle(SWAP,16)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v35, v35, v34
	v_readlane_b32 s6, v35, 0
	v_readlane_b32 s7, v35, 32
	v_mov_b32 v34, s7
	v_add_f32 v34, s6, v34
	v_div_scale_f32 v35, s[6:7], v34, v34, v20          ; examples/softmax.kgen:5
	v_rcp_f32 v36, v35
	v_div_scale_f32 v37, vcc, v20, v34, v20
	v_fma_f32 v40, -v35, v36, 1.0
	v_fma_f32 v36, v40, v36, v36
	v_mul_f32 v41, v37, v36
	v_fma_f32 v40, -v35, v41, v37
	v_fma_f32 v41, v40, v36, v41
	v_fma_f32 v40, -v35, v41, v37
	v_div_fmas_f32 v40, v40, v36, v41
	v_div_fixup_f32 v35, v40, v34, v20
	v_div_scale_f32 v20, s[6:7], v34, v34, v38          ; examples/softmax.kgen:5
	v_rcp_f32 v36, v20
	v_div_scale_f32 v37, vcc, v38, v34, v38
	v_fma_f32 v40, -v20, v36, 1.0
	v_fma_f32 v36, v40, v36, v36
	v_mul_f32 v41, v37, v36
	v_fma_f32 v40, -v20, v41, v37
	v_fma_f32 v41, v40, v36, v41
	v_fma_f32 v40, -v20, v41, v37
	v_div_fmas_f32 v40, v40, v36, v41
	v_div_fixup_f32 v20, v40, v34, v38
	v_div_scale_f32 v36, s[6:7], v34, v34, v39          ; examples/softmax.kgen:5
	v_rcp_f32 v37, v36
	v_div_scale_f32 v38, vcc, v39, v34, v39
	v_fma_f32 v40, -v36, v37, 1.0
	v_fma_f32 v37, v40, v37, v37
	v_mul_f32 v41, v38, v37
	v_fma_f32 v40, -v36, v41, v38
	v_fma_f32 v41, v40, v37, v41
	v_fma_f32 v40, -v36, v41, v38
	v_div_fmas_f32 v40, v40, v37, v41
	v_div_fixup_f32 v36, v40, v34, v39
	v_div_scale_f32 v37, s[6:7], v34, v34, v4           ; examples/softmax.kgen:5
	v_rcp_f32 v38, v37
	v_div_scale_f32 v39, vcc, v4, v34, v4
	v_fma_f32 v40, -v37, v38, 1.0
	v_fma_f32 v38, v40, v38, v38
	v_mul_f32 v41, v39, v38
	v_fma_f32 v40, -v37, v41, v39
	v_fma_f32 v41, v40, v38, v41
	v_fma_f32 v40, -v37, v41, v39
	v_div_fmas_f32 v40, v40, v38, v41
	v_div_fixup_f32 v37, v40, v34, v4
	v_div_scale_f32 v4, s[6:7], v34, v34, v5            ; examples/softmax.kgen:5
	v_rcp_f32 v38, v4
	v_div_scale_f32 v39, vcc, v5, v34, v5
	v_fma_f32 v40, -v4, v38, 1.0
	v_fma_f32 v38, v40, v38, v38
	v_mul_f32 v41, v39, v38
	v_fma_f32 v40, -v4, v41, v39
	v_fma_f32 v41, v40, v38, v41
	v_fma_f32 v40, -v4, v41, v39
	v_div_fmas_f32 v40, v40, v38, v41
	v_div_fixup_f32 v4, v40, v34, v5
	v_div_scale_f32 v5, s[6:7], v34, v34, v6            ; examples/softmax.kgen:5
	v_rcp_f32 v38, v5
	v_div_scale_f32 v39, vcc, v6, v34, v6
	v_fma_f32 v40, -v5, v38, 1.0
	v_fma_f32 v38, v40, v38, v38
	v_mul_f32 v41, v39, v38
	v_fma_f32 v40, -v5, v41, v39
	v_fma_f32 v41, v40, v38, v41
	v_fma_f32 v40, -v5, v41, v39
	v_div_fmas_f32 v40, v40, v38, v41
	v_div_fixup_f32 v5, v40, v34, v6
	v_div_scale_f32 v6, s[6:7], v34, v34, v7            ; examples/softmax.kgen:5
	v_rcp_f32 v38, v6
	v_div_scale_f32 v39, vcc, v7, v34, v7
	v_fma_f32 v40, -v6, v38, 1.0
	v_fma_f32 v38, v40, v38, v38
	v_mul_f32 v41, v39, v38
	v_fma_f32 v40, -v6, v41, v39
	v_fma_f32 v41, v40, v38, v41
	v_fma_f32 v40, -v6, v41, v39
	v_div_fmas_f32 v40, v40, v38, v41
	v_div_fixup_f32 v6, v40, v34, v7
	v_div_scale_f32 v7, s[6:7], v34, v34, v8            ; examples/softmax.kgen:5
	v_rcp_f32 v38, v7
	v_div_scale_f32 v39, vcc, v8, v34, v8
	v_fma_f32 v40, -v7, v38, 1.0
	v_fma_f32 v38, v40, v38, v38
	v_mul_f32 v41, v39, v38
	v_fma_f32 v40, -v7, v41, v39
	v_fma_f32 v41, v40, v38, v41
	v_fma_f32 v40, -v7, v41, v39
	v_div_fmas_f32 v40, v40, v38, v41
	v_div_fixup_f32 v7, v40, v34, v8
	v_div_scale_f32 v8, s[6:7], v34, v34, v9            ; examples/softmax.kgen:5
	v_rcp_f32 v38, v8
	v_div_scale_f32 v39, vcc, v9, v34, v9
	v_fma_f32 v40, -v8, v38, 1.0
	v_fma_f32 v38, v40, v38, v38
	v_mul_f32 v41, v39, v38
	v_fma_f32 v40, -v8, v41, v39
	v_fma_f32 v41, v40, v38, v41
	v_fma_f32 v40, -v8, v41, v39
	v_div_fmas_f32 v40, v40, v38, v41
	v_div_fixup_f32 v8, v40, v34, v9
	v_div_scale_f32 v9, s[6:7], v34, v34, v10           ; examples/softmax.kgen:5
	v_rcp_f32 v38, v9
	v_div_scale_f32 v39, vcc, v10, v34, v10
	v_fma_f32 v40, -v9, v38, 1.0
	v_fma_f32 v38, v40, v38, v38
	v_mul_f32 v41, v39, v38
	v_fma_f32 v40, -v9, v41, v39
	v_fma_f32 v41, v40, v38, v41
	v_fma_f32 v40, -v9, v41, v39
	v_div_fmas_f32 v40, v40, v38, v41
	v_div_fixup_f32 v9, v40, v34, v10
	v_div_scale_f32 v10, s[6:7], v34, v34, v11          ; examples/softmax.kgen:5
	v_rcp_f32 v38, v10
	v_div_scale_f32 v39, vcc, v11, v34, v11
	v_fma_f32 v40, -v10, v38, 1.0
	v_fma_f32 v38, v40, v38, v38
	v_mul_f32 v41, v39, v38
	v_fma_f32 v40, -v10, v41, v39
	v_fma_f32 v41, v40, v38, v41
	v_fma_f32 v40, -v10, v41, v39
	v_div_fmas_f32 v40, v40, v38, v41
	v_div_fixup_f32 v10, v40, v34, v11
	v_div_scale_f32 v11, s[6:7], v34, v34, v12          ; examples/softmax.kgen:5
	v_rcp_f32 v38, v11
	v_div_scale_f32 v39, vcc, v12, v34, v12
	v_fma_f32 v40, -v11, v38, 1.0
	v_fma_f32 v38, v40, v38, v38
	v_mul_f32 v41, v39, v38
	v_fma_f32 v40, -v11, v41, v39
	v_fma_f32 v41, v40, v38, v41
	v_fma_f32 v40, -v11, v41, v39
	v_div_fmas_f32 v40, v40, v38, v41
	v_div_fixup_f32 v11, v40, v34, v12
	v_div_scale_f32 v12, s[6:7], v34, v34, v13          ; examples/softmax.kgen:5
	v_rcp_f32 v38, v12
	v_div_scale_f32 v39, vcc, v13, v34, v13
	v_fma_f32 v40, -v12, v38, 1.0
	v_fma_f32 v38, v40, v38, v38
	v_mul_f32 v41, v39, v38
	v_fma_f32 v40, -v12, v41, v39
	v_fma_f32 v41, v40, v38, v41
	v_fma_f32 v40, -v12, v41, v39
	v_div_fmas_f32 v40, v40, v38, v41
	v_div_fixup_f32 v12, v40, v34, v13
	v_div_scale_f32 v13, s[6:7], v34, v34, v14          ; examples/softmax.kgen:5
	v_rcp_f32 v38, v13
	v_div_scale_f32 v39, vcc, v14, v34, v14
	v_fma_f32 v40, -v13, v38, 1.0
	v_fma_f32 v38, v40, v38, v38
	v_mul_f32 v41, v39, v38
	v_fma_f32 v40, -v13, v41, v39
	v_fma_f32 v41, v40, v38, v41
	v_fma_f32 v40, -v13, v41, v39
	v_div_fmas_f32 v40, v40, v38, v41
	v_div_fixup_f32 v13, v40, v34, v14
	v_div_scale_f32 v14, s[6:7], v34, v34, v15          ; examples/softmax.kgen:5
	v_rcp_f32 v38, v14
	v_div_scale_f32 v39, vcc, v15, v34, v15
	v_fma_f32 v40, -v14, v38, 1.0
	v_fma_f32 v38, v40, v38, v38
	v_mul_f32 v41, v39, v38
	v_fma_f32 v40, -v14, v41, v39
	v_fma_f32 v41, v40, v38, v41
	v_fma_f32 v40, -v14, v41, v39
	v_div_fmas_f32 v40, v40, v38, v41
	v_div_fixup_f32 v14, v40, v34, v15
	v_div_scale_f32 v15, s[6:7], v34, v34, v16          ; examples/softmax.kgen:5
	v_rcp_f32 v38, v15
	v_div_scale_f32 v39, vcc, v16, v34, v16
	v_fma_f32 v40, -v15, v38, 1.0
	v_fma_f32 v38, v40, v38, v38
	v_mul_f32 v41, v39, v38
	v_fma_f32 v40, -v15, v41, v39
	v_fma_f32 v41, v40, v38, v41
	v_fma_f32 v40, -v15, v41, v39
	v_div_fmas_f32 v40, v40, v38, v41
	v_div_fixup_f32 v15, v40, v34, v16
	v_div_scale_f32 v16, s[6:7], v34, v34, v17          ; examples/softmax.kgen:5
	v_rcp_f32 v38, v16
	v_div_scale_f32 v39, vcc, v17, v34, v17
	v_fma_f32 v40, -v16, v38, 1.0
	v_fma_f32 v38, v40, v38, v38
	v_mul_f32 v41, v39, v38
	v_fma_f32 v40, -v16, v41, v39
	v_fma_f32 v41, v40, v38, v41
	v_fma_f32 v40, -v16, v41, v39
	v_div_fmas_f32 v40, v40, v38, v41
	v_div_fixup_f32 v16, v40, v34, v17
	v_div_scale_f32 v17, s[6:7], v34, v34, v18          ; examples/softmax.kgen:5
	v_rcp_f32 v38, v17
	v_div_scale_f32 v39, vcc, v18, v34, v18
	v_fma_f32 v40, -v17, v38, 1.0
	v_fma_f32 v38, v40, v38, v38
	v_mul_f32 v41, v39, v38
	v_fma_f32 v40, -v17, v41, v39
	v_fma_f32 v41, v40, v38, v41
	v_fma_f32 v40, -v17, v41, v39
	v_div_fmas_f32 v40, v40, v38, v41
	v_div_fixup_f32 v17, v40, v34, v18
	v_div_scale_f32 v18, s[6:7], v34, v34, v19          ; examples/softmax.kgen:5
	v_rcp_f32 v38, v18
	v_div_scale_f32 v39, vcc, v19, v34, v19
	v_fma_f32 v40, -v18, v38, 1.0
	v_fma_f32 v38, v40, v38, v38
	v_mul_f32 v41, v39, v38
	v_fma_f32 v40, -v18, v41, v39
	v_fma_f32 v41, v40, v38, v41
	v_fma_f32 v40, -v18, v41, v39
	v_div_fmas_f32 v40, v40, v38, v41
	v_div_fixup_f32 v18, v40, v34, v19
	v_div_scale_f32 v19, s[6:7], v34, v34, v22          ; examples/softmax.kgen:5
	v_rcp_f32 v38, v19
	v_div_scale_f32 v39, vcc, v22, v34, v22
	v_fma_f32 v40, -v19, v38, 1.0
	v_fma_f32 v38, v40, v38, v38
	v_mul_f32 v41, v39, v38
	v_fma_f32 v40, -v19, v41, v39
	v_fma_f32 v41, v40, v38, v41
	v_fma_f32 v40, -v19, v41, v39
	v_div_fmas_f32 v40, v40, v38, v41
	v_div_fixup_f32 v19, v40, v34, v22
	v_div_scale_f32 v22, s[6:7], v34, v34, v23          ; examples/softmax.kgen:5
	v_rcp_f32 v38, v22
	v_div_scale_f32 v39, vcc, v23, v34, v23
	v_fma_f32 v40, -v22, v38, 1.0
	v_fma_f32 v38, v40, v38, v38
	v_mul_f32 v41, v39, v38
	v_fma_f32 v40, -v22, v41, v39
	v_fma_f32 v41, v40, v38, v41
	v_fma_f32 v40, -v22, v41, v39
	v_div_fmas_f32 v40, v40, v38, v41
	v_div_fixup_f32 v22, v40, v34, v23
	v_div_scale_f32 v23, s[6:7], v34, v34, v24          ; examples/softmax.kgen:5
	v_rcp_f32 v38, v23
	v_div_scale_f32 v39, vcc, v24, v34, v24
	v_fma_f32 v40, -v23, v38, 1.0
	v_fma_f32 v38, v40, v38, v38
	v_mul_f32 v41, v39, v38
	v_fma_f32 v40, -v23, v41, v39
	v_fma_f32 v41, v40, v38, v41
	v_fma_f32 v40, -v23, v41, v39
	v_div_fmas_f32 v40, v40, v38, v41
	v_div_fixup_f32 v23, v40, v34, v24
	v_div_scale_f32 v24, s[6:7], v34, v34, v25          ; examples/softmax.kgen:5
	v_rcp_f32 v38, v24
	v_div_scale_f32 v39, vcc, v25, v34, v25
	v_fma_f32 v40, -v24, v38, 1.0
	v_fma_f32 v38, v40, v38, v38
	v_mul_f32 v41, v39, v38
	v_fma_f32 v40, -v24, v41, v39
	v_fma_f32 v41, v40, v38, v41
	v_fma_f32 v40, -v24, v41, v39
	v_div_fmas_f32 v40, v40, v38, v41
	v_div_fixup_f32 v24, v40, v34, v25
	v_div_scale_f32 v25, s[6:7], v34, v34, v26          ; examples/softmax.kgen:5
	v_rcp_f32 v38, v25
	v_div_scale_f32 v39, vcc, v26, v34, v26
	v_fma_f32 v40, -v25, v38, 1.0
	v_fma_f32 v38, v40, v38, v38
	v_mul_f32 v41, v39, v38
	v_fma_f32 v40, -v25, v41, v39
	v_fma_f32 v41, v40, v38, v41
	v_fma_f32 v40, -v25, v41, v39
	v_div_fmas_f32 v40, v40, v38, v41
	v_div_fixup_f32 v25, v40, v34, v26
	v_div_scale_f32 v26, s[6:7], v34, v34, v27          ; examples/softmax.kgen:5
	v_rcp_f32 v38, v26
	v_div_scale_f32 v39, vcc, v27, v34, v27
	v_fma_f32 v40, -v26, v38, 1.0
	v_fma_f32 v38, v40, v38, v38
	v_mul_f32 v41, v39, v38
	v_fma_f32 v40, -v26, v41, v39
	v_fma_f32 v41, v40, v38, v41
	v_fma_f32 v40, -v26, v41, v39
	v_div_fmas_f32 v40, v40, v38, v41
	v_div_fixup_f32 v26, v40, v34, v27
	v_div_scale_f32 v27, s[6:7], v34, v34, v28          ; examples/softmax.kgen:5
	v_rcp_f32 v38, v27
	v_div_scale_f32 v39, vcc, v28, v34, v28
	v_fma_f32 v40, -v27, v38, 1.0
	v_fma_f32 v38, v40, v38, v38
	v_mul_f32 v41, v39, v38
	v_fma_f32 v40, -v27, v41, v39
	v_fma_f32 v41, v40, v38, v41
	v_fma_f32 v40, -v27, v41, v39
	v_div_fmas_f32 v40, v40, v38, v41
	v_div_fixup_f32 v27, v40, v34, v28
	v_div_scale_f32 v28, s[6:7], v34, v34, v29          ; examples/softmax.kgen:5
	v_rcp_f32 v38, v28
	v_div_scale_f32 v39, vcc, v29, v34, v29
	v_fma_f32 v40, -v28, v38, 1.0
	v_fma_f32 v38, v40, v38, v38
	v_mul_f32 v41, v39, v38
	v_fma_f32 v40, -v28, v41, v39
	v_fma_f32 v41, v40, v38, v41
	v_fma_f32 v40, -v28, v41, v39
	v_div_fmas_f32 v40, v40, v38, v41
	v_div_fixup_f32 v28, v40, v34, v29
	v_div_scale_f32 v29, s[6:7], v34, v34, v30          ; examples/softmax.kgen:5
	v_rcp_f32 v38, v29
	v_div_scale_f32 v39, vcc, v30, v34, v30
	v_fma_f32 v40, -v29, v38, 1.0
	v_fma_f32 v38, v40, v38, v38
	v_mul_f32 v41, v39, v38
	v_fma_f32 v40, -v29, v41, v39
	v_fma_f32 v41, v40, v38, v41
	v_fma_f32 v40, -v29, v41, v39
	v_div_fmas_f32 v40, v40, v38, v41
	v_div_fixup_f32 v29, v40, v34, v30
	v_div_scale_f32 v30, s[6:7], v34, v34, v31          ; examples/softmax.kgen:5
	v_rcp_f32 v38, v30
	v_div_scale_f32 v39, vcc, v31, v34, v31
	v_fma_f32 v40, -v30, v38, 1.0
	v_fma_f32 v38, v40, v38, v38
	v_mul_f32 v41, v39, v38
	v_fma_f32 v40, -v30, v41, v39
	v_fma_f32 v41, v40, v38, v41
	v_fma_f32 v40, -v30, v41, v39
	v_div_fmas_f32 v40, v40, v38, v41
	v_div_fixup_f32 v30, v40, v34, v31
	v_div_scale_f32 v31, s[6:7], v34, v34, v32          ; examples/softmax.kgen:5
	v_rcp_f32 v38, v31
	v_div_scale_f32 v39, vcc, v32, v34, v32
	v_fma_f32 v40, -v31, v38, 1.0
	v_fma_f32 v38, v40, v38, v38
	v_mul_f32 v41, v39, v38
	v_fma_f32 v40, -v31, v41, v39
	v_fma_f32 v41, v40, v38, v41
	v_fma_f32 v40, -v31, v41, v39
	v_div_fmas_f32 v40, v40, v38, v41
	v_div_fixup_f32 v31, v40, v34, v32
	v_div_scale_f32 v32, s[6:7], v34, v34, v33          ; examples/softmax.kgen:5
	v_rcp_f32 v38, v32
	v_div_scale_f32 v39, vcc, v33, v34, v33
	v_fma_f32 v40, -v32, v38, 1.0
	v_fma_f32 v38, v40, v38, v38
	v_mul_f32 v41, v39, v38
	v_fma_f32 v40, -v32, v41, v39
	v_fma_f32 v41, v40, v38, v41
	v_fma_f32 v40, -v32, v41, v39
	v_div_fmas_f32 v40, v40, v38, v41
	v_div_fixup_f32 v32, v40, v34, v33
	v_div_scale_f32 v33, s[6:7], v34, v34, v21          ; examples/softmax.kgen:5
	v_rcp_f32 v38, v33
	v_div_scale_f32 v39, vcc, v21, v34, v21
	v_fma_f32 v40, -v33, v38, 1.0
	v_fma_f32 v38, v40, v38, v38
	v_mul_f32 v41, v39, v38
	v_fma_f32 v40, -v33, v41, v39
	v_fma_f32 v41, v40, v38, v41
	v_fma_f32 v40, -v33, v41, v39
	v_div_fmas_f32 v40, v40, v38, v41
	v_div_fixup_f32 v33, v40, v34, v21
	v_mov_b32 v38, v35                                  ; examples/softmax.kgen:5: 16-byte store to 'y'
	v_mov_b32 v39, v20
	v_mov_b32 v40, v36
	v_mov_b32 v41, v37
	global_store_dwordx4 v3, v[38:41], s[4:5]
	v_mov_b32 v34, v4                                   ; examples/softmax.kgen:5: 16-byte store to 'y'
	v_mov_b32 v35, v5
	v_mov_b32 v36, v6
	v_mov_b32 v37, v7
	global_store_dwordx4 v3, v[34:37], s[4:5] offset:1024
	v_mov_b32 v4, v8                                    ; examples/softmax.kgen:5: 16-byte store to 'y'
	v_mov_b32 v5, v9
	v_mov_b32 v6, v10
	v_mov_b32 v7, v11
	global_store_dwordx4 v3, v[4:7], s[4:5] offset:2048
	s_nop 0
	v_mov_b32 v4, v12                                   ; examples/softmax.kgen:5: 16-byte store to 'y'
	v_mov_b32 v5, v13
	v_mov_b32 v6, v14
	v_mov_b32 v7, v15
	global_store_dwordx4 v3, v[4:7], s[4:5] offset:3072
	s_nop 0
	v_add_u32 v4, 0x1000, v3                            ; examples/softmax.kgen:5: 16-byte store to 'y'
	v_mov_b32 v6, v16
	v_mov_b32 v7, v17
	v_mov_b32 v8, v18
	v_mov_b32 v9, v19
	global_store_dwordx4 v4, v[6:9], s[4:5]
	s_nop 0
	v_add_u32 v4, 0x1400, v3                            ; examples/softmax.kgen:5: 16-byte store to 'y'
	v_mov_b32 v6, v22
	v_mov_b32 v7, v23
	v_mov_b32 v8, v24
	v_mov_b32 v9, v25
	global_store_dwordx4 v4, v[6:9], s[4:5]
	s_nop 0
	v_add_u32 v4, 0x1800, v3                            ; examples/softmax.kgen:5: 16-byte store to 'y'
	v_mov_b32 v6, v26
	v_mov_b32 v7, v27
	v_mov_b32 v8, v28
	v_mov_b32 v9, v29
	global_store_dwordx4 v4, v[6:9], s[4:5]
	s_nop 0
	v_add_u32 v4, 0x1c00, v3                            ; examples/softmax.kgen:5: 16-byte store to 'y'
	v_mov_b32 v6, v30
	v_mov_b32 v7, v31
	v_mov_b32 v8, v32
	v_mov_b32 v9, v33
	global_store_dwordx4 v4, v[6:9], s[4:5]
	s_branch .Lsoftmax_rows2048_if0_end
.Lsoftmax_rows2048_if0_else:
	v_cmp_lt_u32 s[6:7], v2, s3                         ; 'm' element in bounds
	v_cmp_lt_u32 s[10:11], v1, s8                       ; 'n' element in bounds
	s_and_b64 s[14:15], s[6:7], s[10:11]
	v_mov_b32 v2, 0                                     ; absent element
	s_and_saveexec_b64 s[10:11], s[14:15]               ; lanes where %vpred_222
	global_load_dword v2, v3, s[12:13]                  ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[10:11]
	v_add_u32 v4, 1, v1
	v_cmp_lt_u32 s[10:11], v4, s8                       ; 'n' element in bounds
	s_and_b64 s[16:17], s[6:7], s[10:11]
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[10:11], s[16:17]               ; lanes where %vpred_226
	global_load_dword v4, v3, s[12:13] offset:4         ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[10:11]
	v_add_u32 v5, 2, v1
	v_cmp_lt_u32 s[10:11], v5, s8                       ; 'n' element in bounds
	s_and_b64 s[18:19], s[6:7], s[10:11]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[10:11], s[18:19]               ; lanes where %vpred_230
	global_load_dword v5, v3, s[12:13] offset:8         ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[10:11]
	v_add_u32 v6, 3, v1
	v_cmp_lt_u32 s[10:11], v6, s8                       ; 'n' element in bounds
	s_and_b64 s[20:21], s[6:7], s[10:11]
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[10:11], s[20:21]               ; lanes where %vpred_234
	global_load_dword v6, v3, s[12:13] offset:12        ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[10:11]
	v_add_u32 v7, 0x100, v1
	v_cmp_lt_u32 s[10:11], v7, s8                       ; 'n' element in bounds
	s_and_b64 s[22:23], s[6:7], s[10:11]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[10:11], s[22:23]               ; lanes where %vpred_238
	global_load_dword v7, v3, s[12:13] offset:1024      ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[10:11]
	v_add_u32 v8, 0x101, v1
	v_cmp_lt_u32 s[10:11], v8, s8                       ; 'n' element in bounds
	s_and_b64 s[24:25], s[6:7], s[10:11]
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[10:11], s[24:25]               ; lanes where %vpred_242
	global_load_dword v8, v3, s[12:13] offset:1028      ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[10:11]
	v_add_u32 v9, 0x102, v1
	v_cmp_lt_u32 s[10:11], v9, s8                       ; 'n' element in bounds
	s_and_b64 s[26:27], s[6:7], s[10:11]
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[10:11], s[26:27]               ; lanes where %vpred_246
	global_load_dword v9, v3, s[12:13] offset:1032      ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[10:11]
	v_add_u32 v10, 0x103, v1
	v_cmp_lt_u32 s[10:11], v10, s8                      ; 'n' element in bounds
	s_and_b64 s[28:29], s[6:7], s[10:11]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[28:29]               ; lanes where %vpred_250
	global_load_dword v10, v3, s[12:13] offset:1036     ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[10:11]
	v_add_u32 v11, 0x200, v1
	v_cmp_lt_u32 s[10:11], v11, s8                      ; 'n' element in bounds
	s_and_b64 s[30:31], s[6:7], s[10:11]
	v_mov_b32 v11, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[30:31]               ; lanes where %vpred_254
	global_load_dword v11, v3, s[12:13] offset:2048     ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[10:11]
	v_add_u32 v12, 0x201, v1
	v_cmp_lt_u32 s[10:11], v12, s8                      ; 'n' element in bounds
	s_and_b64 s[32:33], s[6:7], s[10:11]
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[32:33]               ; lanes where %vpred_258
	global_load_dword v12, v3, s[12:13] offset:2052     ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[10:11]
	v_add_u32 v13, 0x202, v1
	v_cmp_lt_u32 s[10:11], v13, s8                      ; 'n' element in bounds
	s_and_b64 s[34:35], s[6:7], s[10:11]
	v_mov_b32 v13, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[34:35]               ; lanes where %vpred_262
	global_load_dword v13, v3, s[12:13] offset:2056     ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[10:11]
	v_add_u32 v14, 0x203, v1
	v_cmp_lt_u32 s[10:11], v14, s8                      ; 'n' element in bounds
	s_and_b64 s[36:37], s[6:7], s[10:11]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[36:37]               ; lanes where %vpred_266
	global_load_dword v14, v3, s[12:13] offset:2060     ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[10:11]
	v_add_u32 v15, 0x300, v1
	v_cmp_lt_u32 s[10:11], v15, s8                      ; 'n' element in bounds
	s_and_b64 s[38:39], s[6:7], s[10:11]
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[38:39]               ; lanes where %vpred_270
	global_load_dword v15, v3, s[12:13] offset:3072     ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[10:11]
	v_add_u32 v16, 0x301, v1
	v_cmp_lt_u32 s[10:11], v16, s8                      ; 'n' element in bounds
	s_and_b64 s[40:41], s[6:7], s[10:11]
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[40:41]               ; lanes where %vpred_274
	global_load_dword v16, v3, s[12:13] offset:3076     ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[10:11]
	v_add_u32 v17, 0x302, v1
	v_cmp_lt_u32 s[10:11], v17, s8                      ; 'n' element in bounds
	s_and_b64 s[42:43], s[6:7], s[10:11]
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[42:43]               ; lanes where %vpred_278
	global_load_dword v17, v3, s[12:13] offset:3080     ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[10:11]
	v_add_u32 v18, 0x303, v1
	v_cmp_lt_u32 s[10:11], v18, s8                      ; 'n' element in bounds
	s_and_b64 s[44:45], s[6:7], s[10:11]
	v_mov_b32 v18, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[44:45]               ; lanes where %vpred_282
	global_load_dword v18, v3, s[12:13] offset:3084     ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[10:11]
	v_add_u32 v19, 0x400, v1
	v_cmp_lt_u32 s[10:11], v19, s8                      ; 'n' element in bounds
	s_and_b64 s[46:47], s[6:7], s[10:11]
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[46:47]               ; lanes where %vpred_286
	v_add_u32 v20, 0x1000, v3                           ; examples/softmax.kgen:4: load of 'x'
	global_load_dword v19, v20, s[12:13]
	s_mov_b64 exec, s[10:11]
	v_add_u32 v20, 0x401, v1
	v_cmp_lt_u32 s[10:11], v20, s8                      ; 'n' element in bounds
	s_and_b64 s[48:49], s[6:7], s[10:11]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[48:49]               ; lanes where %vpred_290
	v_add_u32 v21, 0x1004, v3                           ; examples/softmax.kgen:4: load of 'x'
	global_load_dword v20, v21, s[12:13]
	s_mov_b64 exec, s[10:11]
	v_add_u32 v21, 0x402, v1
	v_cmp_lt_u32 s[10:11], v21, s8                      ; 'n' element in bounds
	s_and_b64 s[50:51], s[6:7], s[10:11]
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[50:51]               ; lanes where %vpred_294
	v_add_u32 v22, 0x1008, v3                           ; examples/softmax.kgen:4: load of 'x'
	global_load_dword v21, v22, s[12:13]
	s_mov_b64 exec, s[10:11]
	v_add_u32 v22, 0x403, v1
	v_cmp_lt_u32 s[10:11], v22, s8                      ; 'n' element in bounds
	s_and_b64 s[52:53], s[6:7], s[10:11]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[52:53]               ; lanes where %vpred_298
	v_add_u32 v23, 0x100c, v3                           ; examples/softmax.kgen:4: load of 'x'
	global_load_dword v22, v23, s[12:13]
	s_mov_b64 exec, s[10:11]
	v_add_u32 v23, 0x500, v1
	v_cmp_lt_u32 s[10:11], v23, s8                      ; 'n' element in bounds
	s_and_b64 s[54:55], s[6:7], s[10:11]
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[54:55]               ; lanes where %vpred_302
	v_add_u32 v24, 0x1400, v3                           ; examples/softmax.kgen:4: load of 'x'
	global_load_dword v23, v24, s[12:13]
	s_mov_b64 exec, s[10:11]
	v_add_u32 v24, 0x501, v1
	v_cmp_lt_u32 s[10:11], v24, s8                      ; 'n' element in bounds
	s_and_b64 s[56:57], s[6:7], s[10:11]
	v_mov_b32 v24, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[56:57]               ; lanes where %vpred_306
	v_add_u32 v25, 0x1404, v3                           ; examples/softmax.kgen:4: load of 'x'
	global_load_dword v24, v25, s[12:13]
	s_mov_b64 exec, s[10:11]
	v_add_u32 v25, 0x502, v1
	v_cmp_lt_u32 s[10:11], v25, s8                      ; 'n' element in bounds
	s_and_b64 s[58:59], s[6:7], s[10:11]
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[58:59]               ; lanes where %vpred_310
	v_add_u32 v26, 0x1408, v3                           ; examples/softmax.kgen:4: load of 'x'
	global_load_dword v25, v26, s[12:13]
	s_mov_b64 exec, s[10:11]
	v_add_u32 v26, 0x503, v1
	v_cmp_lt_u32 s[10:11], v26, s8                      ; 'n' element in bounds
	s_and_b64 s[60:61], s[6:7], s[10:11]
	v_mov_b32 v26, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[60:61]               ; lanes where %vpred_314
	v_add_u32 v27, 0x140c, v3                           ; examples/softmax.kgen:4: load of 'x'
	global_load_dword v26, v27, s[12:13]
	s_mov_b64 exec, s[10:11]
	v_add_u32 v27, 0x600, v1
	v_cmp_lt_u32 s[10:11], v27, s8                      ; 'n' element in bounds
	s_and_b64 s[62:63], s[6:7], s[10:11]
	v_mov_b32 v27, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[62:63]               ; lanes where %vpred_318
	v_add_u32 v28, 0x1800, v3                           ; examples/softmax.kgen:4: load of 'x'
	global_load_dword v27, v28, s[12:13]
	s_mov_b64 exec, s[10:11]
	v_add_u32 v28, 0x601, v1
	v_cmp_lt_u32 s[10:11], v28, s8                      ; 'n' element in bounds
	s_and_b64 s[64:65], s[6:7], s[10:11]
	v_mov_b32 v28, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[64:65]               ; lanes where %vpred_322
	v_add_u32 v29, 0x1804, v3                           ; examples/softmax.kgen:4: load of 'x'
	global_load_dword v28, v29, s[12:13]
	s_mov_b64 exec, s[10:11]
	v_add_u32 v29, 0x602, v1
	v_cmp_lt_u32 s[10:11], v29, s8                      ; 'n' element in bounds
	s_and_b64 s[66:67], s[6:7], s[10:11]
	v_mov_b32 v29, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[66:67]               ; lanes where %vpred_326
	v_add_u32 v30, 0x1808, v3                           ; examples/softmax.kgen:4: load of 'x'
	global_load_dword v29, v30, s[12:13]
	s_mov_b64 exec, s[10:11]
	v_add_u32 v30, 0x603, v1
	v_cmp_lt_u32 s[10:11], v30, s8                      ; 'n' element in bounds
	s_and_b64 s[68:69], s[6:7], s[10:11]
	v_mov_b32 v30, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[68:69]               ; lanes where %vpred_330
	v_add_u32 v31, 0x180c, v3                           ; examples/softmax.kgen:4: load of 'x'
	global_load_dword v30, v31, s[12:13]
	s_mov_b64 exec, s[10:11]
	v_add_u32 v31, 0x700, v1
	v_cmp_lt_u32 s[10:11], v31, s8                      ; 'n' element in bounds
	s_and_b64 s[70:71], s[6:7], s[10:11]
	v_mov_b32 v31, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[70:71]               ; lanes where %vpred_334
	v_add_u32 v32, 0x1c00, v3                           ; examples/softmax.kgen:4: load of 'x'
	global_load_dword v31, v32, s[12:13]
	s_mov_b64 exec, s[10:11]
	v_add_u32 v32, 0x701, v1
	v_cmp_lt_u32 s[10:11], v32, s8                      ; 'n' element in bounds
	s_and_b64 s[72:73], s[6:7], s[10:11]
	v_mov_b32 v32, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[72:73]               ; lanes where %vpred_338
	v_add_u32 v33, 0x1c04, v3                           ; examples/softmax.kgen:4: load of 'x'
	global_load_dword v32, v33, s[12:13]
	s_mov_b64 exec, s[10:11]
	v_add_u32 v33, 0x702, v1
	v_cmp_lt_u32 s[10:11], v33, s8                      ; 'n' element in bounds
	s_and_b64 s[74:75], s[6:7], s[10:11]
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[74:75]               ; lanes where %vpred_342
	v_add_u32 v34, 0x1c08, v3                           ; examples/softmax.kgen:4: load of 'x'
	global_load_dword v33, v34, s[12:13]
	s_mov_b64 exec, s[10:11]
	v_add_u32 v34, 0x703, v1
	v_cmp_lt_u32 s[10:11], v34, s8                      ; 'n' element in bounds
	s_and_b64 s[8:9], s[6:7], s[10:11]
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[6:7], s[8:9]                   ; lanes where %vpred_346
	v_add_u32 v34, 0x1c0c, v3                           ; examples/softmax.kgen:4: load of 'x'
	global_load_dword v1, v34, s[12:13]
	s_mov_b64 exec, s[6:7]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(31)
	v_cndmask_b32 v35, v34, v2, s[14:15]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(30)
	v_cndmask_b32 v36, v34, v4, s[16:17]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(29)
	v_cndmask_b32 v37, v34, v5, s[18:19]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(28)
	v_cndmask_b32 v38, v34, v6, s[20:21]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(27)
	v_cndmask_b32 v39, v34, v7, s[22:23]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(26)
	v_cndmask_b32 v40, v34, v8, s[24:25]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(25)
	v_cndmask_b32 v41, v34, v9, s[26:27]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(24)
	v_cndmask_b32 v42, v34, v10, s[28:29]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(23)
	v_cndmask_b32 v43, v34, v11, s[30:31]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(22)
	v_cndmask_b32 v44, v34, v12, s[32:33]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(21)
	v_cndmask_b32 v45, v34, v13, s[34:35]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(20)
	v_cndmask_b32 v46, v34, v14, s[36:37]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(19)
	v_cndmask_b32 v47, v34, v15, s[38:39]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(18)
	v_cndmask_b32 v48, v34, v16, s[40:41]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(17)
	v_cndmask_b32 v49, v34, v17, s[42:43]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(16)
	v_cndmask_b32 v50, v34, v18, s[44:45]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(15)
	v_cndmask_b32 v51, v34, v19, s[46:47]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(14)
	v_cndmask_b32 v52, v34, v20, s[48:49]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(13)
	v_cndmask_b32 v53, v34, v21, s[50:51]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(12)
	v_cndmask_b32 v54, v34, v22, s[52:53]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(11)
	v_cndmask_b32 v55, v34, v23, s[54:55]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(10)
	v_cndmask_b32 v56, v34, v24, s[56:57]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(9)
	v_cndmask_b32 v57, v34, v25, s[58:59]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(8)
	v_cndmask_b32 v58, v34, v26, s[60:61]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(7)
	v_cndmask_b32 v59, v34, v27, s[62:63]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(6)
	v_cndmask_b32 v60, v34, v28, s[64:65]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(5)
	v_cndmask_b32 v61, v34, v29, s[66:67]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(4)
	v_cndmask_b32 v62, v34, v30, s[68:69]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(3)
	v_cndmask_b32 v63, v34, v31, s[70:71]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(2)
	v_cndmask_b32 v64, v34, v32, s[72:73]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(1)
	v_cndmask_b32 v65, v34, v33, s[74:75]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(0)
	v_cndmask_b32 v66, v34, v1, s[8:9]
	v_max_f32 v34, v35, v36                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v35, v36
	v_mov_b32 v35, 0x7fc00000
	v_cndmask_b32 v36, v34, v35, s[6:7]
	v_max_f32 v34, v36, v37                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v36, v37
	v_mov_b32 v35, 0x7fc00000
	v_cndmask_b32 v36, v34, v35, s[6:7]
	v_max_f32 v34, v36, v38                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v36, v38
	v_mov_b32 v35, 0x7fc00000
	v_cndmask_b32 v36, v34, v35, s[6:7]
	v_max_f32 v34, v36, v39                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v36, v39
	v_mov_b32 v35, 0x7fc00000
	v_cndmask_b32 v36, v34, v35, s[6:7]
	v_max_f32 v34, v36, v40                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v36, v40
	v_mov_b32 v35, 0x7fc00000
	v_cndmask_b32 v36, v34, v35, s[6:7]
	v_max_f32 v34, v36, v41                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v36, v41
	v_mov_b32 v35, 0x7fc00000
	v_cndmask_b32 v36, v34, v35, s[6:7]
	v_max_f32 v34, v36, v42                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v36, v42
	v_mov_b32 v35, 0x7fc00000
	v_cndmask_b32 v36, v34, v35, s[6:7]
	v_max_f32 v34, v36, v43                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v36, v43
	v_mov_b32 v35, 0x7fc00000
	v_cndmask_b32 v36, v34, v35, s[6:7]
	v_max_f32 v34, v36, v44                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v36, v44
	v_mov_b32 v35, 0x7fc00000
	v_cndmask_b32 v36, v34, v35, s[6:7]
	v_max_f32 v34, v36, v45                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v36, v45
	v_mov_b32 v35, 0x7fc00000
	v_cndmask_b32 v36, v34, v35, s[6:7]
	v_max_f32 v34, v36, v46                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v36, v46
	v_mov_b32 v35, 0x7fc00000
	v_cndmask_b32 v36, v34, v35, s[6:7]
	v_max_f32 v34, v36, v47                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v36, v47
	v_mov_b32 v35, 0x7fc00000
	v_cndmask_b32 v36, v34, v35, s[6:7]
	v_max_f32 v34, v36, v48                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v36, v48
	v_mov_b32 v35, 0x7fc00000
	v_cndmask_b32 v36, v34, v35, s[6:7]
	v_max_f32 v34, v36, v49                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v36, v49
	v_mov_b32 v35, 0x7fc00000
	v_cndmask_b32 v36, v34, v35, s[6:7]
	v_max_f32 v34, v36, v50                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v36, v50
	v_mov_b32 v35, 0x7fc00000
	v_cndmask_b32 v36, v34, v35, s[6:7]
	v_max_f32 v34, v36, v51                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v36, v51
	v_mov_b32 v35, 0x7fc00000
	v_cndmask_b32 v36, v34, v35, s[6:7]
	v_max_f32 v34, v36, v52                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v36, v52
	v_mov_b32 v35, 0x7fc00000
	v_cndmask_b32 v36, v34, v35, s[6:7]
	v_max_f32 v34, v36, v53                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v36, v53
	v_mov_b32 v35, 0x7fc00000
	v_cndmask_b32 v36, v34, v35, s[6:7]
	v_max_f32 v34, v36, v54                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v36, v54
	v_mov_b32 v35, 0x7fc00000
	v_cndmask_b32 v36, v34, v35, s[6:7]
	v_max_f32 v34, v36, v55                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v36, v55
	v_mov_b32 v35, 0x7fc00000
	v_cndmask_b32 v36, v34, v35, s[6:7]
	v_max_f32 v34, v36, v56                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v36, v56
	v_mov_b32 v35, 0x7fc00000
	v_cndmask_b32 v36, v34, v35, s[6:7]
	v_max_f32 v34, v36, v57                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v36, v57
	v_mov_b32 v35, 0x7fc00000
	v_cndmask_b32 v36, v34, v35, s[6:7]
	v_max_f32 v34, v36, v58                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v36, v58
	v_mov_b32 v35, 0x7fc00000
	v_cndmask_b32 v36, v34, v35, s[6:7]
	v_max_f32 v34, v36, v59                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v36, v59
	v_mov_b32 v35, 0x7fc00000
	v_cndmask_b32 v36, v34, v35, s[6:7]
	v_max_f32 v34, v36, v60                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v36, v60
	v_mov_b32 v35, 0x7fc00000
	v_cndmask_b32 v36, v34, v35, s[6:7]
	v_max_f32 v34, v36, v61                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v36, v61
	v_mov_b32 v35, 0x7fc00000
	v_cndmask_b32 v36, v34, v35, s[6:7]
	v_max_f32 v34, v36, v62                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v36, v62
	v_mov_b32 v35, 0x7fc00000
	v_cndmask_b32 v36, v34, v35, s[6:7]
	v_max_f32 v34, v36, v63                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v36, v63
	v_mov_b32 v35, 0x7fc00000
	v_cndmask_b32 v36, v34, v35, s[6:7]
	v_max_f32 v34, v36, v64                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v36, v64
	v_mov_b32 v35, 0x7fc00000
	v_cndmask_b32 v36, v34, v35, s[6:7]
	v_max_f32 v34, v36, v65                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v36, v65
	v_mov_b32 v35, 0x7fc00000
	v_cndmask_b32 v36, v34, v35, s[6:7]
	v_max_f32 v34, v36, v66                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v36, v66
	v_mov_b32 v35, 0x7fc00000
	v_cndmask_b32 v36, v34, v35, s[6:7]
	v_mov_b32 v34, v36                                  ; max over 'n' (examples/softmax.kgen:4): across the lanes of a warp
	ds_swizzle_b32 v35, v34 offset:swizzle(SWAP,1)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v36, v34, v35
	v_cmp_u_f32 s[6:7], v34, v35
	v_mov_b32 v37, 0x7fc00000
	v_cndmask_b32 v34, v36, v37, s[6:7]
	ds_swizzle_b32 v35, v34 offset:swizzle(SWAP,2)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v36, v34, v35
	v_cmp_u_f32 s[6:7], v34, v35
	v_mov_b32 v37, 0x7fc00000
	v_cndmask_b32 v34, v36, v37, s[6:7]
	ds_swizzle_b32 v35, v34 offset:swizzle(SWAP,4)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v36, v34, v35
	v_cmp_u_f32 s[6:7], v34, v35
	v_mov_b32 v37, 0x7fc00000
	v_cndmask_b32 v34, v36, v37, s[6:7]
	ds_swizzle_b32 v35, v34 offset:swizzle(SWAP,8)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v36, v34, v35
	v_cmp_u_f32 s[6:7], v34, v35
	v_mov_b32 v37, 0x7fc00000
	v_cndmask_b32 v34, v36, v37, s[6:7]
	ds_swizzle_b32 v35, v34 offset:swizzle(SWAP,16)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v36, v34, v35
	v_cmp_u_f32 s[6:7], v34, v35
	v_mov_b32 v35, 0x7fc00000
	v_cndmask_b32 v34, v36, v35, s[6:7]
	v_readlane_b32 s3, v34, 0
	v_readlane_b32 s6, v34, 32
	v_mov_b32 v34, s6
	v_max_f32 v35, s3, v34
	v_cmp_u_f32 s[6:7], s3, v34
	v_mov_b32 v36, 0x7fc00000
	v_cndmask_b32 v34, v35, v36, s[6:7]
	v_mul_f32 v35, 0xbfb8aa3b, v34                      ; -m log2 e of e^(x - m), once per m (examples/softmax.kgen:4)
	v_mov_b32 v34, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v36, v2, v34, v35
	v_exp_f32 v2, v36                                   ; examples/softmax.kgen:4
	v_mov_b32 v34, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v36, v4, v34, v35
	v_exp_f32 v4, v36                                   ; examples/softmax.kgen:4
	v_mov_b32 v34, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v36, v5, v34, v35
	v_exp_f32 v5, v36                                   ; examples/softmax.kgen:4
	v_mov_b32 v34, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v36, v6, v34, v35
	v_exp_f32 v6, v36                                   ; examples/softmax.kgen:4
	v_mov_b32 v34, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v36, v7, v34, v35
	v_exp_f32 v7, v36                                   ; examples/softmax.kgen:4
	v_mov_b32 v34, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v36, v8, v34, v35
	v_exp_f32 v8, v36                                   ; examples/softmax.kgen:4
	v_mov_b32 v34, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v36, v9, v34, v35
	v_exp_f32 v9, v36                                   ; examples/softmax.kgen:4
	v_mov_b32 v34, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v36, v10, v34, v35
	v_exp_f32 v10, v36                                  ; examples/softmax.kgen:4
	v_mov_b32 v34, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v36, v11, v34, v35
	v_exp_f32 v11, v36                                  ; examples/softmax.kgen:4
	v_mov_b32 v34, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v36, v12, v34, v35
	v_exp_f32 v12, v36                                  ; examples/softmax.kgen:4
	v_mov_b32 v34, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v36, v13, v34, v35
	v_exp_f32 v13, v36                                  ; examples/softmax.kgen:4
	v_mov_b32 v34, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v36, v14, v34, v35
	v_exp_f32 v14, v36                                  ; examples/softmax.kgen:4
	v_mov_b32 v34, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v36, v15, v34, v35
	v_exp_f32 v15, v36                                  ; examples/softmax.kgen:4
	v_mov_b32 v34, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v36, v16, v34, v35
	v_exp_f32 v16, v36                                  ; examples/softmax.kgen:4
	v_mov_b32 v34, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v36, v17, v34, v35
	v_exp_f32 v17, v36                                  ; examples/softmax.kgen:4
	v_mov_b32 v34, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v36, v18, v34, v35
	v_exp_f32 v18, v36                                  ; examples/softmax.kgen:4
	v_mov_b32 v34, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v36, v19, v34, v35
	v_exp_f32 v19, v36                                  ; examples/softmax.kgen:4
	v_mov_b32 v34, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v36, v20, v34, v35
	v_exp_f32 v20, v36                                  ; examples/softmax.kgen:4
	v_mov_b32 v34, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v36, v21, v34, v35
	v_exp_f32 v21, v36                                  ; examples/softmax.kgen:4
	v_mov_b32 v34, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v36, v22, v34, v35
	v_exp_f32 v22, v36                                  ; examples/softmax.kgen:4
	v_mov_b32 v34, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v36, v23, v34, v35
	v_exp_f32 v23, v36                                  ; examples/softmax.kgen:4
	v_mov_b32 v34, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v36, v24, v34, v35
	v_exp_f32 v24, v36                                  ; examples/softmax.kgen:4
	v_mov_b32 v34, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v36, v25, v34, v35
	v_exp_f32 v25, v36                                  ; examples/softmax.kgen:4
	v_mov_b32 v34, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v36, v26, v34, v35
	v_exp_f32 v26, v36                                  ; examples/softmax.kgen:4
	v_mov_b32 v34, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v36, v27, v34, v35
	v_exp_f32 v27, v36                                  ; examples/softmax.kgen:4
	v_mov_b32 v34, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v36, v28, v34, v35
	v_exp_f32 v28, v36                                  ; examples/softmax.kgen:4
	v_mov_b32 v34, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v36, v29, v34, v35
	v_exp_f32 v29, v36                                  ; examples/softmax.kgen:4
	v_mov_b32 v34, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v36, v30, v34, v35
	v_exp_f32 v30, v36                                  ; examples/softmax.kgen:4
	v_mov_b32 v34, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v36, v31, v34, v35
	v_exp_f32 v31, v36                                  ; examples/softmax.kgen:4
	v_mov_b32 v34, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v36, v32, v34, v35
	v_exp_f32 v32, v36                                  ; examples/softmax.kgen:4
	v_mov_b32 v34, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v36, v33, v34, v35
	v_exp_f32 v33, v36                                  ; examples/softmax.kgen:4
	v_mov_b32 v34, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v36, v1, v34, v35
	v_exp_f32 v1, v36                                   ; examples/softmax.kgen:4
	v_cndmask_b32 v34, 0, v2, s[14:15]                  ; absent elements contribute the identity
	v_cndmask_b32 v35, 0, v4, s[16:17]                  ; absent elements contribute the identity
	v_cndmask_b32 v36, 0, v5, s[18:19]                  ; absent elements contribute the identity
	v_cndmask_b32 v37, 0, v6, s[20:21]                  ; absent elements contribute the identity
	v_cndmask_b32 v38, 0, v7, s[22:23]                  ; absent elements contribute the identity
	v_cndmask_b32 v39, 0, v8, s[24:25]                  ; absent elements contribute the identity
	v_cndmask_b32 v40, 0, v9, s[26:27]                  ; absent elements contribute the identity
	v_cndmask_b32 v41, 0, v10, s[28:29]                 ; absent elements contribute the identity
	v_cndmask_b32 v42, 0, v11, s[30:31]                 ; absent elements contribute the identity
	v_cndmask_b32 v43, 0, v12, s[32:33]                 ; absent elements contribute the identity
	v_cndmask_b32 v44, 0, v13, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v45, 0, v14, s[36:37]                 ; absent elements contribute the identity
	v_cndmask_b32 v46, 0, v15, s[38:39]                 ; absent elements contribute the identity
	v_cndmask_b32 v47, 0, v16, s[40:41]                 ; absent elements contribute the identity
	v_cndmask_b32 v48, 0, v17, s[42:43]                 ; absent elements contribute the identity
	v_cndmask_b32 v49, 0, v18, s[44:45]                 ; absent elements contribute the identity
	v_cndmask_b32 v50, 0, v19, s[46:47]                 ; absent elements contribute the identity
	v_cndmask_b32 v51, 0, v20, s[48:49]                 ; absent elements contribute the identity
	v_cndmask_b32 v52, 0, v21, s[50:51]                 ; absent elements contribute the identity
	v_cndmask_b32 v53, 0, v22, s[52:53]                 ; absent elements contribute the identity
	v_cndmask_b32 v54, 0, v23, s[54:55]                 ; absent elements contribute the identity
	v_cndmask_b32 v55, 0, v24, s[56:57]                 ; absent elements contribute the identity
	v_cndmask_b32 v56, 0, v25, s[58:59]                 ; absent elements contribute the identity
	v_cndmask_b32 v57, 0, v26, s[60:61]                 ; absent elements contribute the identity
	v_cndmask_b32 v58, 0, v27, s[62:63]                 ; absent elements contribute the identity
	v_cndmask_b32 v59, 0, v28, s[64:65]                 ; absent elements contribute the identity
	v_cndmask_b32 v60, 0, v29, s[66:67]                 ; absent elements contribute the identity
	v_cndmask_b32 v61, 0, v30, s[68:69]                 ; absent elements contribute the identity
	v_cndmask_b32 v62, 0, v31, s[70:71]                 ; absent elements contribute the identity
	v_cndmask_b32 v63, 0, v32, s[72:73]                 ; absent elements contribute the identity
	v_cndmask_b32 v64, 0, v33, s[74:75]                 ; absent elements contribute the identity
	v_cndmask_b32 v65, 0, v1, s[8:9]                    ; absent elements contribute the identity
	v_add_f32 v66, v34, v35                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v34, v66, v36                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v35, v34, v37                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v34, v35, v38                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v35, v34, v39                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v34, v35, v40                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v35, v34, v41                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v34, v35, v42                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v35, v34, v43                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v34, v35, v44                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v35, v34, v45                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v34, v35, v46                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v35, v34, v47                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v34, v35, v48                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v35, v34, v49                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v34, v35, v50                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v35, v34, v51                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v34, v35, v52                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v35, v34, v53                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v34, v35, v54                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v35, v34, v55                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v34, v35, v56                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v35, v34, v57                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v34, v35, v58                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v35, v34, v59                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v34, v35, v60                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v35, v34, v61                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v34, v35, v62                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v35, v34, v63                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v34, v35, v64                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v35, v34, v65                             ; sum over 'n' (examples/softmax.kgen:5)
	v_mov_b32 v34, v35                                  ; sum over 'n' (examples/softmax.kgen:5): across the lanes of a warp
	ds_swizzle_b32 v35, v34 offset:swizzle(SWAP,1)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v34, v34, v35
	ds_swizzle_b32 v35, v34 offset:swizzle(SWAP,2)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v34, v34, v35
	ds_swizzle_b32 v35, v34 offset:swizzle(SWAP,4)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v34, v34, v35
	ds_swizzle_b32 v35, v34 offset:swizzle(SWAP,8)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v34, v34, v35
	ds_swizzle_b32 v35, v34 offset:swizzle(SWAP,16)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v34, v34, v35
	v_readlane_b32 s3, v34, 0
	v_readlane_b32 s6, v34, 32
	v_mov_b32 v34, s6
	v_add_f32 v34, s3, v34
	v_div_scale_f32 v35, s[6:7], v34, v34, v2           ; examples/softmax.kgen:5
	v_rcp_f32 v36, v35
	v_div_scale_f32 v37, vcc, v2, v34, v2
	v_fma_f32 v38, -v35, v36, 1.0
	v_fma_f32 v36, v38, v36, v36
	v_mul_f32 v39, v37, v36
	v_fma_f32 v38, -v35, v39, v37
	v_fma_f32 v39, v38, v36, v39
	v_fma_f32 v38, -v35, v39, v37
	v_div_fmas_f32 v38, v38, v36, v39
	v_div_fixup_f32 v35, v38, v34, v2
	v_div_scale_f32 v2, s[6:7], v34, v34, v4            ; examples/softmax.kgen:5
	v_rcp_f32 v36, v2
	v_div_scale_f32 v37, vcc, v4, v34, v4
	v_fma_f32 v38, -v2, v36, 1.0
	v_fma_f32 v36, v38, v36, v36
	v_mul_f32 v39, v37, v36
	v_fma_f32 v38, -v2, v39, v37
	v_fma_f32 v39, v38, v36, v39
	v_fma_f32 v38, -v2, v39, v37
	v_div_fmas_f32 v38, v38, v36, v39
	v_div_fixup_f32 v2, v38, v34, v4
	v_div_scale_f32 v4, s[6:7], v34, v34, v5            ; examples/softmax.kgen:5
	v_rcp_f32 v36, v4
	v_div_scale_f32 v37, vcc, v5, v34, v5
	v_fma_f32 v38, -v4, v36, 1.0
	v_fma_f32 v36, v38, v36, v36
	v_mul_f32 v39, v37, v36
	v_fma_f32 v38, -v4, v39, v37
	v_fma_f32 v39, v38, v36, v39
	v_fma_f32 v38, -v4, v39, v37
	v_div_fmas_f32 v38, v38, v36, v39
	v_div_fixup_f32 v4, v38, v34, v5
	v_div_scale_f32 v5, s[6:7], v34, v34, v6            ; examples/softmax.kgen:5
	v_rcp_f32 v36, v5
	v_div_scale_f32 v37, vcc, v6, v34, v6
	v_fma_f32 v38, -v5, v36, 1.0
	v_fma_f32 v36, v38, v36, v36
	v_mul_f32 v39, v37, v36
	v_fma_f32 v38, -v5, v39, v37
	v_fma_f32 v39, v38, v36, v39
	v_fma_f32 v38, -v5, v39, v37
	v_div_fmas_f32 v38, v38, v36, v39
	v_div_fixup_f32 v5, v38, v34, v6
	v_div_scale_f32 v6, s[6:7], v34, v34, v7            ; examples/softmax.kgen:5
	v_rcp_f32 v36, v6
	v_div_scale_f32 v37, vcc, v7, v34, v7
	v_fma_f32 v38, -v6, v36, 1.0
	v_fma_f32 v36, v38, v36, v36
	v_mul_f32 v39, v37, v36
	v_fma_f32 v38, -v6, v39, v37
	v_fma_f32 v39, v38, v36, v39
	v_fma_f32 v38, -v6, v39, v37
	v_div_fmas_f32 v38, v38, v36, v39
	v_div_fixup_f32 v6, v38, v34, v7
	v_div_scale_f32 v7, s[6:7], v34, v34, v8            ; examples/softmax.kgen:5
	v_rcp_f32 v36, v7
	v_div_scale_f32 v37, vcc, v8, v34, v8
	v_fma_f32 v38, -v7, v36, 1.0
	v_fma_f32 v36, v38, v36, v36
	v_mul_f32 v39, v37, v36
	v_fma_f32 v38, -v7, v39, v37
	v_fma_f32 v39, v38, v36, v39
	v_fma_f32 v38, -v7, v39, v37
	v_div_fmas_f32 v38, v38, v36, v39
	v_div_fixup_f32 v7, v38, v34, v8
	v_div_scale_f32 v8, s[6:7], v34, v34, v9            ; examples/softmax.kgen:5
	v_rcp_f32 v36, v8
	v_div_scale_f32 v37, vcc, v9, v34, v9
	v_fma_f32 v38, -v8, v36, 1.0
	v_fma_f32 v36, v38, v36, v36
	v_mul_f32 v39, v37, v36
	v_fma_f32 v38, -v8, v39, v37
	v_fma_f32 v39, v38, v36, v39
	v_fma_f32 v38, -v8, v39, v37
	v_div_fmas_f32 v38, v38, v36, v39
	v_div_fixup_f32 v8, v38, v34, v9
	v_div_scale_f32 v9, s[6:7], v34, v34, v10           ; examples/softmax.kgen:5
	v_rcp_f32 v36, v9
	v_div_scale_f32 v37, vcc, v10, v34, v10
	v_fma_f32 v38, -v9, v36, 1.0
	v_fma_f32 v36, v38, v36, v36
	v_mul_f32 v39, v37, v36
	v_fma_f32 v38, -v9, v39, v37
	v_fma_f32 v39, v38, v36, v39
	v_fma_f32 v38, -v9, v39, v37
	v_div_fmas_f32 v38, v38, v36, v39
	v_div_fixup_f32 v9, v38, v34, v10
	v_div_scale_f32 v10, s[6:7], v34, v34, v11          ; examples/softmax.kgen:5
	v_rcp_f32 v36, v10
	v_div_scale_f32 v37, vcc, v11, v34, v11
	v_fma_f32 v38, -v10, v36, 1.0
	v_fma_f32 v36, v38, v36, v36
	v_mul_f32 v39, v37, v36
	v_fma_f32 v38, -v10, v39, v37
	v_fma_f32 v39, v38, v36, v39
	v_fma_f32 v38, -v10, v39, v37
	v_div_fmas_f32 v38, v38, v36, v39
	v_div_fixup_f32 v10, v38, v34, v11
	v_div_scale_f32 v11, s[6:7], v34, v34, v12          ; examples/softmax.kgen:5
	v_rcp_f32 v36, v11
	v_div_scale_f32 v37, vcc, v12, v34, v12
	v_fma_f32 v38, -v11, v36, 1.0
	v_fma_f32 v36, v38, v36, v36
	v_mul_f32 v39, v37, v36
	v_fma_f32 v38, -v11, v39, v37
	v_fma_f32 v39, v38, v36, v39
	v_fma_f32 v38, -v11, v39, v37
	v_div_fmas_f32 v38, v38, v36, v39
	v_div_fixup_f32 v11, v38, v34, v12
	v_div_scale_f32 v12, s[6:7], v34, v34, v13          ; examples/softmax.kgen:5
	v_rcp_f32 v36, v12
	v_div_scale_f32 v37, vcc, v13, v34, v13
	v_fma_f32 v38, -v12, v36, 1.0
	v_fma_f32 v36, v38, v36, v36
	v_mul_f32 v39, v37, v36
	v_fma_f32 v38, -v12, v39, v37
	v_fma_f32 v39, v38, v36, v39
	v_fma_f32 v38, -v12, v39, v37
	v_div_fmas_f32 v38, v38, v36, v39
	v_div_fixup_f32 v12, v38, v34, v13
	v_div_scale_f32 v13, s[6:7], v34, v34, v14          ; examples/softmax.kgen:5
	v_rcp_f32 v36, v13
	v_div_scale_f32 v37, vcc, v14, v34, v14
	v_fma_f32 v38, -v13, v36, 1.0
	v_fma_f32 v36, v38, v36, v36
	v_mul_f32 v39, v37, v36
	v_fma_f32 v38, -v13, v39, v37
	v_fma_f32 v39, v38, v36, v39
	v_fma_f32 v38, -v13, v39, v37
	v_div_fmas_f32 v38, v38, v36, v39
	v_div_fixup_f32 v13, v38, v34, v14
	v_div_scale_f32 v14, s[6:7], v34, v34, v15          ; examples/softmax.kgen:5
	v_rcp_f32 v36, v14
	v_div_scale_f32 v37, vcc, v15, v34, v15
	v_fma_f32 v38, -v14, v36, 1.0
	v_fma_f32 v36, v38, v36, v36
	v_mul_f32 v39, v37, v36
	v_fma_f32 v38, -v14, v39, v37
	v_fma_f32 v39, v38, v36, v39
	v_fma_f32 v38, -v14, v39, v37
	v_div_fmas_f32 v38, v38, v36, v39
	v_div_fixup_f32 v14, v38, v34, v15
	v_div_scale_f32 v15, s[6:7], v34, v34, v16          ; examples/softmax.kgen:5
	v_rcp_f32 v36, v15
	v_div_scale_f32 v37, vcc, v16, v34, v16
	v_fma_f32 v38, -v15, v36, 1.0
	v_fma_f32 v36, v38, v36, v36
	v_mul_f32 v39, v37, v36
	v_fma_f32 v38, -v15, v39, v37
	v_fma_f32 v39, v38, v36, v39
	v_fma_f32 v38, -v15, v39, v37
	v_div_fmas_f32 v38, v38, v36, v39
	v_div_fixup_f32 v15, v38, v34, v16
	v_div_scale_f32 v16, s[6:7], v34, v34, v17          ; examples/softmax.kgen:5
	v_rcp_f32 v36, v16
	v_div_scale_f32 v37, vcc, v17, v34, v17
	v_fma_f32 v38, -v16, v36, 1.0
	v_fma_f32 v36, v38, v36, v36
	v_mul_f32 v39, v37, v36
	v_fma_f32 v38, -v16, v39, v37
	v_fma_f32 v39, v38, v36, v39
	v_fma_f32 v38, -v16, v39, v37
	v_div_fmas_f32 v38, v38, v36, v39
	v_div_fixup_f32 v16, v38, v34, v17
	v_div_scale_f32 v17, s[6:7], v34, v34, v18          ; examples/softmax.kgen:5
	v_rcp_f32 v36, v17
	v_div_scale_f32 v37, vcc, v18, v34, v18
	v_fma_f32 v38, -v17, v36, 1.0
	v_fma_f32 v36, v38, v36, v36
	v_mul_f32 v39, v37, v36
	v_fma_f32 v38, -v17, v39, v37
	v_fma_f32 v39, v38, v36, v39
	v_fma_f32 v38, -v17, v39, v37
	v_div_fmas_f32 v38, v38, v36, v39
	v_div_fixup_f32 v17, v38, v34, v18
	v_div_scale_f32 v18, s[6:7], v34, v34, v19          ; examples/softmax.kgen:5
	v_rcp_f32 v36, v18
	v_div_scale_f32 v37, vcc, v19, v34, v19
	v_fma_f32 v38, -v18, v36, 1.0
	v_fma_f32 v36, v38, v36, v36
	v_mul_f32 v39, v37, v36
	v_fma_f32 v38, -v18, v39, v37
	v_fma_f32 v39, v38, v36, v39
	v_fma_f32 v38, -v18, v39, v37
	v_div_fmas_f32 v38, v38, v36, v39
	v_div_fixup_f32 v18, v38, v34, v19
	v_div_scale_f32 v19, s[6:7], v34, v34, v20          ; examples/softmax.kgen:5
	v_rcp_f32 v36, v19
	v_div_scale_f32 v37, vcc, v20, v34, v20
	v_fma_f32 v38, -v19, v36, 1.0
	v_fma_f32 v36, v38, v36, v36
	v_mul_f32 v39, v37, v36
	v_fma_f32 v38, -v19, v39, v37
	v_fma_f32 v39, v38, v36, v39
	v_fma_f32 v38, -v19, v39, v37
	v_div_fmas_f32 v38, v38, v36, v39
	v_div_fixup_f32 v19, v38, v34, v20
	v_div_scale_f32 v20, s[6:7], v34, v34, v21          ; examples/softmax.kgen:5
	v_rcp_f32 v36, v20
	v_div_scale_f32 v37, vcc, v21, v34, v21
	v_fma_f32 v38, -v20, v36, 1.0
	v_fma_f32 v36, v38, v36, v36
	v_mul_f32 v39, v37, v36
	v_fma_f32 v38, -v20, v39, v37
	v_fma_f32 v39, v38, v36, v39
	v_fma_f32 v38, -v20, v39, v37
	v_div_fmas_f32 v38, v38, v36, v39
	v_div_fixup_f32 v20, v38, v34, v21
	v_div_scale_f32 v21, s[6:7], v34, v34, v22          ; examples/softmax.kgen:5
	v_rcp_f32 v36, v21
	v_div_scale_f32 v37, vcc, v22, v34, v22
	v_fma_f32 v38, -v21, v36, 1.0
	v_fma_f32 v36, v38, v36, v36
	v_mul_f32 v39, v37, v36
	v_fma_f32 v38, -v21, v39, v37
	v_fma_f32 v39, v38, v36, v39
	v_fma_f32 v38, -v21, v39, v37
	v_div_fmas_f32 v38, v38, v36, v39
	v_div_fixup_f32 v21, v38, v34, v22
	v_div_scale_f32 v22, s[6:7], v34, v34, v23          ; examples/softmax.kgen:5
	v_rcp_f32 v36, v22
	v_div_scale_f32 v37, vcc, v23, v34, v23
	v_fma_f32 v38, -v22, v36, 1.0
	v_fma_f32 v36, v38, v36, v36
	v_mul_f32 v39, v37, v36
	v_fma_f32 v38, -v22, v39, v37
	v_fma_f32 v39, v38, v36, v39
	v_fma_f32 v38, -v22, v39, v37
	v_div_fmas_f32 v38, v38, v36, v39
	v_div_fixup_f32 v22, v38, v34, v23
	v_div_scale_f32 v23, s[6:7], v34, v34, v24          ; examples/softmax.kgen:5
	v_rcp_f32 v36, v23
	v_div_scale_f32 v37, vcc, v24, v34, v24
	v_fma_f32 v38, -v23, v36, 1.0
	v_fma_f32 v36, v38, v36, v36
	v_mul_f32 v39, v37, v36
	v_fma_f32 v38, -v23, v39, v37
	v_fma_f32 v39, v38, v36, v39
	v_fma_f32 v38, -v23, v39, v37
	v_div_fmas_f32 v38, v38, v36, v39
	v_div_fixup_f32 v23, v38, v34, v24
	v_div_scale_f32 v24, s[6:7], v34, v34, v25          ; examples/softmax.kgen:5
	v_rcp_f32 v36, v24
	v_div_scale_f32 v37, vcc, v25, v34, v25
	v_fma_f32 v38, -v24, v36, 1.0
	v_fma_f32 v36, v38, v36, v36
	v_mul_f32 v39, v37, v36
	v_fma_f32 v38, -v24, v39, v37
	v_fma_f32 v39, v38, v36, v39
	v_fma_f32 v38, -v24, v39, v37
	v_div_fmas_f32 v38, v38, v36, v39
	v_div_fixup_f32 v24, v38, v34, v25
	v_div_scale_f32 v25, s[6:7], v34, v34, v26          ; examples/softmax.kgen:5
	v_rcp_f32 v36, v25
	v_div_scale_f32 v37, vcc, v26, v34, v26
	v_fma_f32 v38, -v25, v36, 1.0
	v_fma_f32 v36, v38, v36, v36
	v_mul_f32 v39, v37, v36
	v_fma_f32 v38, -v25, v39, v37
	v_fma_f32 v39, v38, v36, v39
	v_fma_f32 v38, -v25, v39, v37
	v_div_fmas_f32 v38, v38, v36, v39
	v_div_fixup_f32 v25, v38, v34, v26
	v_div_scale_f32 v26, s[6:7], v34, v34, v27          ; examples/softmax.kgen:5
	v_rcp_f32 v36, v26
	v_div_scale_f32 v37, vcc, v27, v34, v27
	v_fma_f32 v38, -v26, v36, 1.0
	v_fma_f32 v36, v38, v36, v36
	v_mul_f32 v39, v37, v36
	v_fma_f32 v38, -v26, v39, v37
	v_fma_f32 v39, v38, v36, v39
	v_fma_f32 v38, -v26, v39, v37
	v_div_fmas_f32 v38, v38, v36, v39
	v_div_fixup_f32 v26, v38, v34, v27
	v_div_scale_f32 v27, s[6:7], v34, v34, v28          ; examples/softmax.kgen:5
	v_rcp_f32 v36, v27
	v_div_scale_f32 v37, vcc, v28, v34, v28
	v_fma_f32 v38, -v27, v36, 1.0
	v_fma_f32 v36, v38, v36, v36
	v_mul_f32 v39, v37, v36
	v_fma_f32 v38, -v27, v39, v37
	v_fma_f32 v39, v38, v36, v39
	v_fma_f32 v38, -v27, v39, v37
	v_div_fmas_f32 v38, v38, v36, v39
	v_div_fixup_f32 v27, v38, v34, v28
	v_div_scale_f32 v28, s[6:7], v34, v34, v29          ; examples/softmax.kgen:5
	v_rcp_f32 v36, v28
	v_div_scale_f32 v37, vcc, v29, v34, v29
	v_fma_f32 v38, -v28, v36, 1.0
	v_fma_f32 v36, v38, v36, v36
	v_mul_f32 v39, v37, v36
	v_fma_f32 v38, -v28, v39, v37
	v_fma_f32 v39, v38, v36, v39
	v_fma_f32 v38, -v28, v39, v37
	v_div_fmas_f32 v38, v38, v36, v39
	v_div_fixup_f32 v28, v38, v34, v29
	v_div_scale_f32 v29, s[6:7], v34, v34, v30          ; examples/softmax.kgen:5
	v_rcp_f32 v36, v29
	v_div_scale_f32 v37, vcc, v30, v34, v30
	v_fma_f32 v38, -v29, v36, 1.0
	v_fma_f32 v36, v38, v36, v36
	v_mul_f32 v39, v37, v36
	v_fma_f32 v38, -v29, v39, v37
	v_fma_f32 v39, v38, v36, v39
	v_fma_f32 v38, -v29, v39, v37
	v_div_fmas_f32 v38, v38, v36, v39
	v_div_fixup_f32 v29, v38, v34, v30
	v_div_scale_f32 v30, s[6:7], v34, v34, v31          ; examples/softmax.kgen:5
	v_rcp_f32 v36, v30
	v_div_scale_f32 v37, vcc, v31, v34, v31
	v_fma_f32 v38, -v30, v36, 1.0
	v_fma_f32 v36, v38, v36, v36
	v_mul_f32 v39, v37, v36
	v_fma_f32 v38, -v30, v39, v37
	v_fma_f32 v39, v38, v36, v39
	v_fma_f32 v38, -v30, v39, v37
	v_div_fmas_f32 v38, v38, v36, v39
	v_div_fixup_f32 v30, v38, v34, v31
	v_div_scale_f32 v31, s[6:7], v34, v34, v32          ; examples/softmax.kgen:5
	v_rcp_f32 v36, v31
	v_div_scale_f32 v37, vcc, v32, v34, v32
	v_fma_f32 v38, -v31, v36, 1.0
	v_fma_f32 v36, v38, v36, v36
	v_mul_f32 v39, v37, v36
	v_fma_f32 v38, -v31, v39, v37
	v_fma_f32 v39, v38, v36, v39
	v_fma_f32 v38, -v31, v39, v37
	v_div_fmas_f32 v38, v38, v36, v39
	v_div_fixup_f32 v31, v38, v34, v32
	v_div_scale_f32 v32, s[6:7], v34, v34, v33          ; examples/softmax.kgen:5
	v_rcp_f32 v36, v32
	v_div_scale_f32 v37, vcc, v33, v34, v33
	v_fma_f32 v38, -v32, v36, 1.0
	v_fma_f32 v36, v38, v36, v36
	v_mul_f32 v39, v37, v36
	v_fma_f32 v38, -v32, v39, v37
	v_fma_f32 v39, v38, v36, v39
	v_fma_f32 v38, -v32, v39, v37
	v_div_fmas_f32 v38, v38, v36, v39
	v_div_fixup_f32 v32, v38, v34, v33
	v_div_scale_f32 v33, s[6:7], v34, v34, v1           ; examples/softmax.kgen:5
	v_rcp_f32 v36, v33
	v_div_scale_f32 v37, vcc, v1, v34, v1
	v_fma_f32 v38, -v33, v36, 1.0
	v_fma_f32 v36, v38, v36, v36
	v_mul_f32 v39, v37, v36
	v_fma_f32 v38, -v33, v39, v37
	v_fma_f32 v39, v38, v36, v39
	v_fma_f32 v38, -v33, v39, v37
	v_div_fmas_f32 v38, v38, v36, v39
	v_div_fixup_f32 v33, v38, v34, v1
	s_and_saveexec_b64 s[6:7], s[14:15]                 ; lanes where %vpred_222
	global_store_dword v3, v35, s[4:5]                  ; examples/softmax.kgen:5: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[16:17]                 ; lanes where %vpred_226
	global_store_dword v3, v2, s[4:5] offset:4          ; examples/softmax.kgen:5: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_230
	global_store_dword v3, v4, s[4:5] offset:8          ; examples/softmax.kgen:5: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[20:21]                 ; lanes where %vpred_234
	global_store_dword v3, v5, s[4:5] offset:12         ; examples/softmax.kgen:5: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[22:23]                 ; lanes where %vpred_238
	global_store_dword v3, v6, s[4:5] offset:1024       ; examples/softmax.kgen:5: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[24:25]                 ; lanes where %vpred_242
	global_store_dword v3, v7, s[4:5] offset:1028       ; examples/softmax.kgen:5: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[26:27]                 ; lanes where %vpred_246
	global_store_dword v3, v8, s[4:5] offset:1032       ; examples/softmax.kgen:5: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[28:29]                 ; lanes where %vpred_250
	global_store_dword v3, v9, s[4:5] offset:1036       ; examples/softmax.kgen:5: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[30:31]                 ; lanes where %vpred_254
	global_store_dword v3, v10, s[4:5] offset:2048      ; examples/softmax.kgen:5: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[32:33]                 ; lanes where %vpred_258
	global_store_dword v3, v11, s[4:5] offset:2052      ; examples/softmax.kgen:5: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[34:35]                 ; lanes where %vpred_262
	global_store_dword v3, v12, s[4:5] offset:2056      ; examples/softmax.kgen:5: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[36:37]                 ; lanes where %vpred_266
	global_store_dword v3, v13, s[4:5] offset:2060      ; examples/softmax.kgen:5: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[38:39]                 ; lanes where %vpred_270
	global_store_dword v3, v14, s[4:5] offset:3072      ; examples/softmax.kgen:5: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[40:41]                 ; lanes where %vpred_274
	global_store_dword v3, v15, s[4:5] offset:3076      ; examples/softmax.kgen:5: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[42:43]                 ; lanes where %vpred_278
	global_store_dword v3, v16, s[4:5] offset:3080      ; examples/softmax.kgen:5: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[44:45]                 ; lanes where %vpred_282
	global_store_dword v3, v17, s[4:5] offset:3084      ; examples/softmax.kgen:5: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[46:47]                 ; lanes where %vpred_286
	v_add_u32 v1, 0x1000, v3                            ; examples/softmax.kgen:5: store to 'y'
	global_store_dword v1, v18, s[4:5]
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[48:49]                 ; lanes where %vpred_290
	v_add_u32 v1, 0x1004, v3                            ; examples/softmax.kgen:5: store to 'y'
	global_store_dword v1, v19, s[4:5]
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[50:51]                 ; lanes where %vpred_294
	v_add_u32 v1, 0x1008, v3                            ; examples/softmax.kgen:5: store to 'y'
	global_store_dword v1, v20, s[4:5]
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[52:53]                 ; lanes where %vpred_298
	v_add_u32 v1, 0x100c, v3                            ; examples/softmax.kgen:5: store to 'y'
	global_store_dword v1, v21, s[4:5]
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[54:55]                 ; lanes where %vpred_302
	v_add_u32 v1, 0x1400, v3                            ; examples/softmax.kgen:5: store to 'y'
	global_store_dword v1, v22, s[4:5]
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[56:57]                 ; lanes where %vpred_306
	v_add_u32 v1, 0x1404, v3                            ; examples/softmax.kgen:5: store to 'y'
	global_store_dword v1, v23, s[4:5]
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[58:59]                 ; lanes where %vpred_310
	v_add_u32 v1, 0x1408, v3                            ; examples/softmax.kgen:5: store to 'y'
	global_store_dword v1, v24, s[4:5]
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[60:61]                 ; lanes where %vpred_314
	v_add_u32 v1, 0x140c, v3                            ; examples/softmax.kgen:5: store to 'y'
	global_store_dword v1, v25, s[4:5]
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[62:63]                 ; lanes where %vpred_318
	v_add_u32 v1, 0x1800, v3                            ; examples/softmax.kgen:5: store to 'y'
	global_store_dword v1, v26, s[4:5]
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[64:65]                 ; lanes where %vpred_322
	v_add_u32 v1, 0x1804, v3                            ; examples/softmax.kgen:5: store to 'y'
	global_store_dword v1, v27, s[4:5]
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[66:67]                 ; lanes where %vpred_326
	v_add_u32 v1, 0x1808, v3                            ; examples/softmax.kgen:5: store to 'y'
	global_store_dword v1, v28, s[4:5]
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[68:69]                 ; lanes where %vpred_330
	v_add_u32 v1, 0x180c, v3                            ; examples/softmax.kgen:5: store to 'y'
	global_store_dword v1, v29, s[4:5]
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[70:71]                 ; lanes where %vpred_334
	v_add_u32 v1, 0x1c00, v3                            ; examples/softmax.kgen:5: store to 'y'
	global_store_dword v1, v30, s[4:5]
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[72:73]                 ; lanes where %vpred_338
	v_add_u32 v1, 0x1c04, v3                            ; examples/softmax.kgen:5: store to 'y'
	global_store_dword v1, v31, s[4:5]
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[74:75]                 ; lanes where %vpred_342
	v_add_u32 v1, 0x1c08, v3                            ; examples/softmax.kgen:5: store to 'y'
	global_store_dword v1, v32, s[4:5]
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[8:9]                   ; lanes where %vpred_346
	v_add_u32 v1, 0x1c0c, v3                            ; examples/softmax.kgen:5: store to 'y'
	global_store_dword v1, v33, s[4:5]
	s_mov_b64 exec, s[6:7]
.Lsoftmax_rows2048_if0_end:
	s_endpgm
.Lfunc_end_softmax_rows2048:
	.size	softmax_rows2048, .Lfunc_end_softmax_rows2048-softmax_rows2048

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

	.rodata
	.p2align	6
	.amdhsa_kernel softmax_rows128
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 20
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
	.amdhsa_kernel softmax_rows2048
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 67
		.amdhsa_next_free_sgpr 76
		.amdhsa_accum_offset 68
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
  - .name:           softmax_rows128
    .symbol:         softmax_rows128.kd
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
  - .name:           softmax_rows2048
    .symbol:         softmax_rows2048.kd
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     82
    .sgpr_spill_count: 0
    .vgpr_count:     67
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
