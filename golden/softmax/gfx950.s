; kgen AMDGCN module for gfx950: 3 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 5

; kernel softmax: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel softmax from examples/softmax.kgen
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

; kernel softmax_rows128: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel softmax from examples/softmax.kgen
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
	s_nop 0
	v_cndmask_b32 v10, v8, v9, s[6:7]
	v_max_f32 v8, v10, v6                               ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v10, v6
	v_mov_b32 v9, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v10, v8, v9, s[6:7]
	v_max_f32 v8, v10, v7                               ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v10, v7
	v_mov_b32 v9, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v10, v8, v9, s[6:7]
	ds_swizzle_b32 v8, v10 offset:swizzle(SWAP,1)       ; max over 'n' (examples/softmax.kgen:4): lanes 1 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v9, v10, v8
	v_cmp_u_f32 s[6:7], v10, v8
	v_mov_b32 v8, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v10, v9, v8, s[6:7]
	ds_swizzle_b32 v8, v10 offset:swizzle(SWAP,2)       ; max over 'n' (examples/softmax.kgen:4): lanes 2 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v9, v10, v8
	v_cmp_u_f32 s[6:7], v10, v8
	v_mov_b32 v8, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v10, v9, v8, s[6:7]
	ds_swizzle_b32 v8, v10 offset:swizzle(SWAP,4)       ; max over 'n' (examples/softmax.kgen:4): lanes 4 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v9, v10, v8
	v_cmp_u_f32 s[6:7], v10, v8
	v_mov_b32 v8, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v10, v9, v8, s[6:7]
	ds_swizzle_b32 v8, v10 offset:swizzle(SWAP,8)       ; max over 'n' (examples/softmax.kgen:4): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v9, v10, v8
	v_cmp_u_f32 s[6:7], v10, v8
	v_mov_b32 v8, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v10, v9, v8, s[6:7]
	ds_swizzle_b32 v8, v10 offset:swizzle(SWAP,16)      ; max over 'n' (examples/softmax.kgen:4): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v9, v10, v8
	v_cmp_u_f32 s[6:7], v10, v8
	v_mov_b32 v8, 0x7fc00000
	s_nop 0
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
	s_nop 0
	v_cndmask_b32 v8, v6, v7, s[6:7]
	v_max_f32 v6, v8, v9                                ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v8, v9
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v8, v6, v7, s[6:7]
	v_max_f32 v6, v8, v10                               ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v8, v10
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v8, v6, v7, s[6:7]
	ds_swizzle_b32 v6, v8 offset:swizzle(SWAP,1)        ; max over 'n' (examples/softmax.kgen:4): lanes 1 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v7, v8, v6
	v_cmp_u_f32 s[6:7], v8, v6
	v_mov_b32 v6, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v8, v7, v6, s[6:7]
	ds_swizzle_b32 v6, v8 offset:swizzle(SWAP,2)        ; max over 'n' (examples/softmax.kgen:4): lanes 2 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v7, v8, v6
	v_cmp_u_f32 s[6:7], v8, v6
	v_mov_b32 v6, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v8, v7, v6, s[6:7]
	ds_swizzle_b32 v6, v8 offset:swizzle(SWAP,4)        ; max over 'n' (examples/softmax.kgen:4): lanes 4 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v7, v8, v6
	v_cmp_u_f32 s[6:7], v8, v6
	v_mov_b32 v6, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v8, v7, v6, s[6:7]
	ds_swizzle_b32 v6, v8 offset:swizzle(SWAP,8)        ; max over 'n' (examples/softmax.kgen:4): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v7, v8, v6
	v_cmp_u_f32 s[6:7], v8, v6
	v_mov_b32 v6, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v8, v7, v6, s[6:7]
	ds_swizzle_b32 v6, v8 offset:swizzle(SWAP,16)       ; max over 'n' (examples/softmax.kgen:4): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v7, v8, v6
	v_cmp_u_f32 s[6:7], v8, v6
	v_mov_b32 v6, 0x7fc00000
	s_nop 0
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

; kernel softmax_rows1024: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel softmax from examples/softmax.kgen
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
;       4:13 load x -> L0; 4:27 load x -> L0; 4:23 reduce max -> L1; 4:13 sub -> L0; 4:9 exp -> L0; 5:19 reduce sum -> L1
;       5:15 div -> L0
; resources: 35 VGPRs, 0 AGPRs, 44 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 0 bytes LDS, 24 bytes of arguments, 256 threads
;   arg x: tensor f32 at 0 (read-only)
;   arg y: tensor f32 at 8
;   arg M: dim i32 at 16
;   arg N: dim i32 at 20
; s[0:1] kernarg pointer, s2 workgroup id x, v0 work-item id
	.text
	.globl	softmax_rows1024
	.p2align	8
	.type	softmax_rows1024,@function
softmax_rows1024:
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
	s_cmp_ge_u32 s8, 0x400                              ; a whole chunk of 'n' (1024) is in bounds
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
	s_cbranch_scc1 .Lsoftmax_rows1024_if0_else
	global_load_dwordx4 v[4:7], v3, s[12:13]            ; examples/softmax.kgen:4: 16-byte load of 'x'
	global_load_dwordx4 v[8:11], v3, s[12:13] offset:1024 ; examples/softmax.kgen:4: 16-byte load of 'x'
	global_load_dwordx4 v[12:15], v3, s[12:13] offset:2048 ; examples/softmax.kgen:4: 16-byte load of 'x'
	global_load_dwordx4 v[16:19], v3, s[12:13] offset:3072 ; examples/softmax.kgen:4: 16-byte load of 'x'
	s_waitcnt vmcnt(3)
	v_max_f32 v20, v4, v5                               ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v4, v5
	v_mov_b32 v21, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v20, v21, s[6:7]
	v_max_f32 v20, v22, v6                              ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v22, v6
	v_mov_b32 v21, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v20, v21, s[6:7]
	v_max_f32 v20, v22, v7                              ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v22, v7
	v_mov_b32 v21, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v20, v21, s[6:7]
	s_waitcnt vmcnt(2)
	v_max_f32 v20, v22, v8                              ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v22, v8
	v_mov_b32 v21, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v20, v21, s[6:7]
	v_max_f32 v20, v22, v9                              ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v22, v9
	v_mov_b32 v21, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v20, v21, s[6:7]
	v_max_f32 v20, v22, v10                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v22, v10
	v_mov_b32 v21, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v20, v21, s[6:7]
	v_max_f32 v20, v22, v11                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v22, v11
	v_mov_b32 v21, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v20, v21, s[6:7]
	s_waitcnt vmcnt(1)
	v_max_f32 v20, v22, v12                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v22, v12
	v_mov_b32 v21, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v20, v21, s[6:7]
	v_max_f32 v20, v22, v13                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v22, v13
	v_mov_b32 v21, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v20, v21, s[6:7]
	v_max_f32 v20, v22, v14                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v22, v14
	v_mov_b32 v21, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v20, v21, s[6:7]
	v_max_f32 v20, v22, v15                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v22, v15
	v_mov_b32 v21, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v20, v21, s[6:7]
	s_waitcnt vmcnt(0)
	v_max_f32 v20, v22, v16                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v22, v16
	v_mov_b32 v21, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v20, v21, s[6:7]
	v_max_f32 v20, v22, v17                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v22, v17
	v_mov_b32 v21, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v20, v21, s[6:7]
	v_max_f32 v20, v22, v18                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v22, v18
	v_mov_b32 v21, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v20, v21, s[6:7]
	v_max_f32 v20, v22, v19                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v22, v19
	v_mov_b32 v21, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v20, v21, s[6:7]
	v_mov_b32 v20, v22                                  ; max over 'n' (examples/softmax.kgen:4): across the lanes of a warp
	ds_swizzle_b32 v21, v20 offset:swizzle(SWAP,1)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v22, v20, v21
	v_cmp_u_f32 s[6:7], v20, v21
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v22, v23, s[6:7]
	ds_swizzle_b32 v21, v20 offset:swizzle(SWAP,2)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v22, v20, v21
	v_cmp_u_f32 s[6:7], v20, v21
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v22, v23, s[6:7]
	ds_swizzle_b32 v21, v20 offset:swizzle(SWAP,4)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v22, v20, v21
	v_cmp_u_f32 s[6:7], v20, v21
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v22, v23, s[6:7]
	ds_swizzle_b32 v21, v20 offset:swizzle(SWAP,8)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v22, v20, v21
	v_cmp_u_f32 s[6:7], v20, v21
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v22, v23, s[6:7]
	ds_swizzle_b32 v21, v20 offset:swizzle(SWAP,16)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v22, v20, v21
	v_cmp_u_f32 s[6:7], v20, v21
	v_mov_b32 v21, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v22, v21, s[6:7]
	s_nop 0
	v_readlane_b32 s6, v20, 0
	v_readlane_b32 s7, v20, 32
	s_nop 1
	v_mov_b32 v20, s7
	v_max_f32 v21, s6, v20
	v_cmp_u_f32 s[10:11], s6, v20
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v21, v22, s[10:11]
	v_mul_f32 v21, 0xbfb8aa3b, v20                      ; -m log2 e of e^(x - m), once per m (examples/softmax.kgen:4)
	v_mov_b32 v20, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v22, v4, v20, v21
	v_exp_f32 v20, v22                                  ; examples/softmax.kgen:4
	v_mov_b32 v22, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v23, v5, v22, v21
	v_exp_f32 v22, v23                                  ; examples/softmax.kgen:4
	v_mov_b32 v23, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v24, v6, v23, v21
	v_exp_f32 v23, v24                                  ; examples/softmax.kgen:4
	v_mov_b32 v24, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v25, v7, v24, v21
	v_exp_f32 v4, v25                                   ; examples/softmax.kgen:4
	v_mov_b32 v5, 0x3fb8aa3b                            ; examples/softmax.kgen:4
	v_fma_f32 v6, v8, v5, v21
	v_exp_f32 v5, v6                                    ; examples/softmax.kgen:4
	v_mov_b32 v6, 0x3fb8aa3b                            ; examples/softmax.kgen:4
	v_fma_f32 v7, v9, v6, v21
	v_exp_f32 v6, v7                                    ; examples/softmax.kgen:4
	v_mov_b32 v7, 0x3fb8aa3b                            ; examples/softmax.kgen:4
	v_fma_f32 v24, v10, v7, v21
	v_exp_f32 v7, v24                                   ; examples/softmax.kgen:4
	v_mov_b32 v24, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v25, v11, v24, v21
	v_exp_f32 v8, v25                                   ; examples/softmax.kgen:4
	v_mov_b32 v9, 0x3fb8aa3b                            ; examples/softmax.kgen:4
	v_fma_f32 v10, v12, v9, v21
	v_exp_f32 v9, v10                                   ; examples/softmax.kgen:4
	v_mov_b32 v10, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v11, v13, v10, v21
	v_exp_f32 v10, v11                                  ; examples/softmax.kgen:4
	v_mov_b32 v11, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v24, v14, v11, v21
	v_exp_f32 v11, v24                                  ; examples/softmax.kgen:4
	v_mov_b32 v24, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v25, v15, v24, v21
	v_exp_f32 v12, v25                                  ; examples/softmax.kgen:4
	v_mov_b32 v13, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v14, v16, v13, v21
	v_exp_f32 v13, v14                                  ; examples/softmax.kgen:4
	v_mov_b32 v14, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v15, v17, v14, v21
	v_exp_f32 v14, v15                                  ; examples/softmax.kgen:4
	v_mov_b32 v15, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v24, v18, v15, v21
	v_exp_f32 v15, v24                                  ; examples/softmax.kgen:4
	v_mov_b32 v24, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v25, v19, v24, v21
	v_exp_f32 v16, v25                                  ; examples/softmax.kgen:4
	v_add_f32 v17, v20, v22                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v18, v17, v23                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v17, v18, v4                              ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v18, v17, v5                              ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v17, v18, v6                              ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v18, v17, v7                              ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v17, v18, v8                              ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v18, v17, v9                              ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v17, v18, v10                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v18, v17, v11                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v17, v18, v12                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v18, v17, v13                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v17, v18, v14                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v18, v17, v15                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v17, v18, v16                             ; sum over 'n' (examples/softmax.kgen:5)
	v_mov_b32 v18, v17                                  ; sum over 'n' (examples/softmax.kgen:5): across the lanes of a warp
	ds_swizzle_b32 v17, v18 offset:swizzle(SWAP,1)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v18, v18, v17
	ds_swizzle_b32 v17, v18 offset:swizzle(SWAP,2)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v18, v18, v17
	ds_swizzle_b32 v17, v18 offset:swizzle(SWAP,4)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v18, v18, v17
	ds_swizzle_b32 v17, v18 offset:swizzle(SWAP,8)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v18, v18, v17
	ds_swizzle_b32 v17, v18 offset:swizzle(SWAP,16)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v18, v18, v17
	s_nop 0
	v_readlane_b32 s6, v18, 0
	v_readlane_b32 s7, v18, 32
	s_nop 1
	v_mov_b32 v17, s7
	v_add_f32 v17, s6, v17
	v_div_scale_f32 v18, s[6:7], v17, v17, v20          ; examples/softmax.kgen:5
	v_rcp_f32 v19, v18
	v_div_scale_f32 v21, vcc, v20, v17, v20
	v_fma_f32 v24, -v18, v19, 1.0
	v_fma_f32 v19, v24, v19, v19
	v_mul_f32 v25, v21, v19
	v_fma_f32 v24, -v18, v25, v21
	v_fma_f32 v25, v24, v19, v25
	v_fma_f32 v24, -v18, v25, v21
	v_div_fmas_f32 v24, v24, v19, v25
	v_div_fixup_f32 v18, v24, v17, v20
	v_div_scale_f32 v19, s[6:7], v17, v17, v22          ; examples/softmax.kgen:5
	v_rcp_f32 v20, v19
	v_div_scale_f32 v21, vcc, v22, v17, v22
	v_fma_f32 v24, -v19, v20, 1.0
	v_fma_f32 v20, v24, v20, v20
	v_mul_f32 v25, v21, v20
	v_fma_f32 v24, -v19, v25, v21
	v_fma_f32 v25, v24, v20, v25
	v_fma_f32 v24, -v19, v25, v21
	v_div_fmas_f32 v24, v24, v20, v25
	v_div_fixup_f32 v19, v24, v17, v22
	v_div_scale_f32 v20, s[6:7], v17, v17, v23          ; examples/softmax.kgen:5
	v_rcp_f32 v21, v20
	v_div_scale_f32 v22, vcc, v23, v17, v23
	v_fma_f32 v24, -v20, v21, 1.0
	v_fma_f32 v21, v24, v21, v21
	v_mul_f32 v25, v22, v21
	v_fma_f32 v24, -v20, v25, v22
	v_fma_f32 v25, v24, v21, v25
	v_fma_f32 v24, -v20, v25, v22
	v_div_fmas_f32 v24, v24, v21, v25
	v_div_fixup_f32 v20, v24, v17, v23
	v_div_scale_f32 v21, s[6:7], v17, v17, v4           ; examples/softmax.kgen:5
	v_rcp_f32 v22, v21
	v_div_scale_f32 v23, vcc, v4, v17, v4
	v_fma_f32 v24, -v21, v22, 1.0
	v_fma_f32 v22, v24, v22, v22
	v_mul_f32 v25, v23, v22
	v_fma_f32 v24, -v21, v25, v23
	v_fma_f32 v25, v24, v22, v25
	v_fma_f32 v24, -v21, v25, v23
	v_div_fmas_f32 v24, v24, v22, v25
	v_div_fixup_f32 v21, v24, v17, v4
	v_div_scale_f32 v4, s[6:7], v17, v17, v5            ; examples/softmax.kgen:5
	v_rcp_f32 v22, v4
	v_div_scale_f32 v23, vcc, v5, v17, v5
	v_fma_f32 v24, -v4, v22, 1.0
	v_fma_f32 v22, v24, v22, v22
	v_mul_f32 v25, v23, v22
	v_fma_f32 v24, -v4, v25, v23
	v_fma_f32 v25, v24, v22, v25
	v_fma_f32 v24, -v4, v25, v23
	v_div_fmas_f32 v24, v24, v22, v25
	v_div_fixup_f32 v4, v24, v17, v5
	v_div_scale_f32 v5, s[6:7], v17, v17, v6            ; examples/softmax.kgen:5
	v_rcp_f32 v22, v5
	v_div_scale_f32 v23, vcc, v6, v17, v6
	v_fma_f32 v24, -v5, v22, 1.0
	v_fma_f32 v22, v24, v22, v22
	v_mul_f32 v25, v23, v22
	v_fma_f32 v24, -v5, v25, v23
	v_fma_f32 v25, v24, v22, v25
	v_fma_f32 v24, -v5, v25, v23
	v_div_fmas_f32 v24, v24, v22, v25
	v_div_fixup_f32 v5, v24, v17, v6
	v_div_scale_f32 v6, s[6:7], v17, v17, v7            ; examples/softmax.kgen:5
	v_rcp_f32 v22, v6
	v_div_scale_f32 v23, vcc, v7, v17, v7
	v_fma_f32 v24, -v6, v22, 1.0
	v_fma_f32 v22, v24, v22, v22
	v_mul_f32 v25, v23, v22
	v_fma_f32 v24, -v6, v25, v23
	v_fma_f32 v25, v24, v22, v25
	v_fma_f32 v24, -v6, v25, v23
	v_div_fmas_f32 v24, v24, v22, v25
	v_div_fixup_f32 v6, v24, v17, v7
	v_div_scale_f32 v7, s[6:7], v17, v17, v8            ; examples/softmax.kgen:5
	v_rcp_f32 v22, v7
	v_div_scale_f32 v23, vcc, v8, v17, v8
	v_fma_f32 v24, -v7, v22, 1.0
	v_fma_f32 v22, v24, v22, v22
	v_mul_f32 v25, v23, v22
	v_fma_f32 v24, -v7, v25, v23
	v_fma_f32 v25, v24, v22, v25
	v_fma_f32 v24, -v7, v25, v23
	v_div_fmas_f32 v24, v24, v22, v25
	v_div_fixup_f32 v7, v24, v17, v8
	v_div_scale_f32 v8, s[6:7], v17, v17, v9            ; examples/softmax.kgen:5
	v_rcp_f32 v22, v8
	v_div_scale_f32 v23, vcc, v9, v17, v9
	v_fma_f32 v24, -v8, v22, 1.0
	v_fma_f32 v22, v24, v22, v22
	v_mul_f32 v25, v23, v22
	v_fma_f32 v24, -v8, v25, v23
	v_fma_f32 v25, v24, v22, v25
	v_fma_f32 v24, -v8, v25, v23
	v_div_fmas_f32 v24, v24, v22, v25
	v_div_fixup_f32 v8, v24, v17, v9
	v_div_scale_f32 v9, s[6:7], v17, v17, v10           ; examples/softmax.kgen:5
	v_rcp_f32 v22, v9
	v_div_scale_f32 v23, vcc, v10, v17, v10
	v_fma_f32 v24, -v9, v22, 1.0
	v_fma_f32 v22, v24, v22, v22
	v_mul_f32 v25, v23, v22
	v_fma_f32 v24, -v9, v25, v23
	v_fma_f32 v25, v24, v22, v25
	v_fma_f32 v24, -v9, v25, v23
	v_div_fmas_f32 v24, v24, v22, v25
	v_div_fixup_f32 v9, v24, v17, v10
	v_div_scale_f32 v10, s[6:7], v17, v17, v11          ; examples/softmax.kgen:5
	v_rcp_f32 v22, v10
	v_div_scale_f32 v23, vcc, v11, v17, v11
	v_fma_f32 v24, -v10, v22, 1.0
	v_fma_f32 v22, v24, v22, v22
	v_mul_f32 v25, v23, v22
	v_fma_f32 v24, -v10, v25, v23
	v_fma_f32 v25, v24, v22, v25
	v_fma_f32 v24, -v10, v25, v23
	v_div_fmas_f32 v24, v24, v22, v25
	v_div_fixup_f32 v10, v24, v17, v11
	v_div_scale_f32 v11, s[6:7], v17, v17, v12          ; examples/softmax.kgen:5
	v_rcp_f32 v22, v11
	v_div_scale_f32 v23, vcc, v12, v17, v12
	v_fma_f32 v24, -v11, v22, 1.0
	v_fma_f32 v22, v24, v22, v22
	v_mul_f32 v25, v23, v22
	v_fma_f32 v24, -v11, v25, v23
	v_fma_f32 v25, v24, v22, v25
	v_fma_f32 v24, -v11, v25, v23
	v_div_fmas_f32 v24, v24, v22, v25
	v_div_fixup_f32 v11, v24, v17, v12
	v_div_scale_f32 v12, s[6:7], v17, v17, v13          ; examples/softmax.kgen:5
	v_rcp_f32 v22, v12
	v_div_scale_f32 v23, vcc, v13, v17, v13
	v_fma_f32 v24, -v12, v22, 1.0
	v_fma_f32 v22, v24, v22, v22
	v_mul_f32 v25, v23, v22
	v_fma_f32 v24, -v12, v25, v23
	v_fma_f32 v25, v24, v22, v25
	v_fma_f32 v24, -v12, v25, v23
	v_div_fmas_f32 v24, v24, v22, v25
	v_div_fixup_f32 v12, v24, v17, v13
	v_div_scale_f32 v13, s[6:7], v17, v17, v14          ; examples/softmax.kgen:5
	v_rcp_f32 v22, v13
	v_div_scale_f32 v23, vcc, v14, v17, v14
	v_fma_f32 v24, -v13, v22, 1.0
	v_fma_f32 v22, v24, v22, v22
	v_mul_f32 v25, v23, v22
	v_fma_f32 v24, -v13, v25, v23
	v_fma_f32 v25, v24, v22, v25
	v_fma_f32 v24, -v13, v25, v23
	v_div_fmas_f32 v24, v24, v22, v25
	v_div_fixup_f32 v13, v24, v17, v14
	v_div_scale_f32 v14, s[6:7], v17, v17, v15          ; examples/softmax.kgen:5
	v_rcp_f32 v22, v14
	v_div_scale_f32 v23, vcc, v15, v17, v15
	v_fma_f32 v24, -v14, v22, 1.0
	v_fma_f32 v22, v24, v22, v22
	v_mul_f32 v25, v23, v22
	v_fma_f32 v24, -v14, v25, v23
	v_fma_f32 v25, v24, v22, v25
	v_fma_f32 v24, -v14, v25, v23
	v_div_fmas_f32 v24, v24, v22, v25
	v_div_fixup_f32 v14, v24, v17, v15
	v_div_scale_f32 v15, s[6:7], v17, v17, v16          ; examples/softmax.kgen:5
	v_rcp_f32 v22, v15
	v_div_scale_f32 v23, vcc, v16, v17, v16
	v_fma_f32 v24, -v15, v22, 1.0
	v_fma_f32 v22, v24, v22, v22
	v_mul_f32 v25, v23, v22
	v_fma_f32 v24, -v15, v25, v23
	v_fma_f32 v25, v24, v22, v25
	v_fma_f32 v24, -v15, v25, v23
	v_div_fmas_f32 v24, v24, v22, v25
	v_div_fixup_f32 v15, v24, v17, v16
	v_mov_b32 v22, v18                                  ; examples/softmax.kgen:5: 16-byte store to 'y'
	v_mov_b32 v23, v19
	v_mov_b32 v24, v20
	v_mov_b32 v25, v21
	global_store_dwordx4 v3, v[22:25], s[4:5]
	v_mov_b32 v16, v4                                   ; examples/softmax.kgen:5: 16-byte store to 'y'
	v_mov_b32 v17, v5
	v_mov_b32 v18, v6
	v_mov_b32 v19, v7
	global_store_dwordx4 v3, v[16:19], s[4:5] offset:1024
	v_mov_b32 v4, v8                                    ; examples/softmax.kgen:5: 16-byte store to 'y'
	v_mov_b32 v5, v9
	v_mov_b32 v6, v10
	v_mov_b32 v7, v11
	global_store_dwordx4 v3, v[4:7], s[4:5] offset:2048
	s_nop 1
	v_mov_b32 v4, v12                                   ; examples/softmax.kgen:5: 16-byte store to 'y'
	s_nop 0
	v_mov_b32 v5, v13
	v_mov_b32 v6, v14
	v_mov_b32 v7, v15
	global_store_dwordx4 v3, v[4:7], s[4:5] offset:3072
	s_branch .Lsoftmax_rows1024_if0_end
.Lsoftmax_rows1024_if0_else:
	v_cmp_lt_u32 s[6:7], v2, s3                         ; 'm' element in bounds
	v_cmp_lt_u32 s[10:11], v1, s8                       ; 'n' element in bounds
	s_and_b64 s[14:15], s[6:7], s[10:11]
	v_mov_b32 v2, 0                                     ; absent element
	s_and_saveexec_b64 s[10:11], s[14:15]               ; lanes where %vpred_126
	global_load_dword v2, v3, s[12:13]                  ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[10:11]
	v_add_u32 v4, 1, v1
	v_cmp_lt_u32 s[10:11], v4, s8                       ; 'n' element in bounds
	s_and_b64 s[16:17], s[6:7], s[10:11]
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[10:11], s[16:17]               ; lanes where %vpred_130
	global_load_dword v4, v3, s[12:13] offset:4         ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[10:11]
	v_add_u32 v5, 2, v1
	v_cmp_lt_u32 s[10:11], v5, s8                       ; 'n' element in bounds
	s_and_b64 s[18:19], s[6:7], s[10:11]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[10:11], s[18:19]               ; lanes where %vpred_134
	global_load_dword v5, v3, s[12:13] offset:8         ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[10:11]
	v_add_u32 v6, 3, v1
	v_cmp_lt_u32 s[10:11], v6, s8                       ; 'n' element in bounds
	s_and_b64 s[20:21], s[6:7], s[10:11]
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[10:11], s[20:21]               ; lanes where %vpred_138
	global_load_dword v6, v3, s[12:13] offset:12        ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[10:11]
	v_add_u32 v7, 0x100, v1
	v_cmp_lt_u32 s[10:11], v7, s8                       ; 'n' element in bounds
	s_and_b64 s[22:23], s[6:7], s[10:11]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[10:11], s[22:23]               ; lanes where %vpred_142
	global_load_dword v7, v3, s[12:13] offset:1024      ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[10:11]
	v_add_u32 v8, 0x101, v1
	v_cmp_lt_u32 s[10:11], v8, s8                       ; 'n' element in bounds
	s_and_b64 s[24:25], s[6:7], s[10:11]
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[10:11], s[24:25]               ; lanes where %vpred_146
	global_load_dword v8, v3, s[12:13] offset:1028      ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[10:11]
	v_add_u32 v9, 0x102, v1
	v_cmp_lt_u32 s[10:11], v9, s8                       ; 'n' element in bounds
	s_and_b64 s[26:27], s[6:7], s[10:11]
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[10:11], s[26:27]               ; lanes where %vpred_150
	global_load_dword v9, v3, s[12:13] offset:1032      ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[10:11]
	v_add_u32 v10, 0x103, v1
	v_cmp_lt_u32 s[10:11], v10, s8                      ; 'n' element in bounds
	s_and_b64 s[28:29], s[6:7], s[10:11]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[28:29]               ; lanes where %vpred_154
	global_load_dword v10, v3, s[12:13] offset:1036     ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[10:11]
	v_add_u32 v11, 0x200, v1
	v_cmp_lt_u32 s[10:11], v11, s8                      ; 'n' element in bounds
	s_and_b64 s[30:31], s[6:7], s[10:11]
	v_mov_b32 v11, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[30:31]               ; lanes where %vpred_158
	global_load_dword v11, v3, s[12:13] offset:2048     ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[10:11]
	v_add_u32 v12, 0x201, v1
	v_cmp_lt_u32 s[10:11], v12, s8                      ; 'n' element in bounds
	s_and_b64 s[32:33], s[6:7], s[10:11]
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[32:33]               ; lanes where %vpred_162
	global_load_dword v12, v3, s[12:13] offset:2052     ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[10:11]
	v_add_u32 v13, 0x202, v1
	v_cmp_lt_u32 s[10:11], v13, s8                      ; 'n' element in bounds
	s_and_b64 s[34:35], s[6:7], s[10:11]
	v_mov_b32 v13, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[34:35]               ; lanes where %vpred_166
	global_load_dword v13, v3, s[12:13] offset:2056     ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[10:11]
	v_add_u32 v14, 0x203, v1
	v_cmp_lt_u32 s[10:11], v14, s8                      ; 'n' element in bounds
	s_and_b64 s[36:37], s[6:7], s[10:11]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[36:37]               ; lanes where %vpred_170
	global_load_dword v14, v3, s[12:13] offset:2060     ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[10:11]
	v_add_u32 v15, 0x300, v1
	v_cmp_lt_u32 s[10:11], v15, s8                      ; 'n' element in bounds
	s_and_b64 s[38:39], s[6:7], s[10:11]
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[38:39]               ; lanes where %vpred_174
	global_load_dword v15, v3, s[12:13] offset:3072     ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[10:11]
	v_add_u32 v16, 0x301, v1
	v_cmp_lt_u32 s[10:11], v16, s8                      ; 'n' element in bounds
	s_and_b64 s[40:41], s[6:7], s[10:11]
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[40:41]               ; lanes where %vpred_178
	global_load_dword v16, v3, s[12:13] offset:3076     ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[10:11]
	v_add_u32 v17, 0x302, v1
	v_cmp_lt_u32 s[10:11], v17, s8                      ; 'n' element in bounds
	s_and_b64 s[42:43], s[6:7], s[10:11]
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[42:43]               ; lanes where %vpred_182
	global_load_dword v17, v3, s[12:13] offset:3080     ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[10:11]
	v_add_u32 v18, 0x303, v1
	v_cmp_lt_u32 s[10:11], v18, s8                      ; 'n' element in bounds
	s_and_b64 s[8:9], s[6:7], s[10:11]
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[6:7], s[8:9]                   ; lanes where %vpred_186
	global_load_dword v1, v3, s[12:13] offset:3084      ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[6:7]
	v_mov_b32 v18, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(15)
	v_cndmask_b32 v19, v18, v2, s[14:15]
	v_mov_b32 v18, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(14)
	v_cndmask_b32 v20, v18, v4, s[16:17]
	v_mov_b32 v18, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(13)
	v_cndmask_b32 v21, v18, v5, s[18:19]
	v_mov_b32 v18, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(12)
	v_cndmask_b32 v22, v18, v6, s[20:21]
	v_mov_b32 v18, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(11)
	v_cndmask_b32 v23, v18, v7, s[22:23]
	v_mov_b32 v18, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(10)
	v_cndmask_b32 v24, v18, v8, s[24:25]
	v_mov_b32 v18, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(9)
	v_cndmask_b32 v25, v18, v9, s[26:27]
	v_mov_b32 v18, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(8)
	v_cndmask_b32 v26, v18, v10, s[28:29]
	v_mov_b32 v18, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(7)
	v_cndmask_b32 v27, v18, v11, s[30:31]
	v_mov_b32 v18, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(6)
	v_cndmask_b32 v28, v18, v12, s[32:33]
	v_mov_b32 v18, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(5)
	v_cndmask_b32 v29, v18, v13, s[34:35]
	v_mov_b32 v18, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(4)
	v_cndmask_b32 v30, v18, v14, s[36:37]
	v_mov_b32 v18, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(3)
	v_cndmask_b32 v31, v18, v15, s[38:39]
	v_mov_b32 v18, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(2)
	v_cndmask_b32 v32, v18, v16, s[40:41]
	v_mov_b32 v18, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(1)
	v_cndmask_b32 v33, v18, v17, s[42:43]
	v_mov_b32 v18, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(0)
	v_cndmask_b32 v34, v18, v1, s[8:9]
	v_max_f32 v18, v19, v20                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v19, v20
	v_mov_b32 v19, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v18, v19, s[6:7]
	v_max_f32 v18, v20, v21                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v20, v21
	v_mov_b32 v19, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v18, v19, s[6:7]
	v_max_f32 v18, v20, v22                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v20, v22
	v_mov_b32 v19, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v18, v19, s[6:7]
	v_max_f32 v18, v20, v23                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v20, v23
	v_mov_b32 v19, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v18, v19, s[6:7]
	v_max_f32 v18, v20, v24                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v20, v24
	v_mov_b32 v19, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v18, v19, s[6:7]
	v_max_f32 v18, v20, v25                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v20, v25
	v_mov_b32 v19, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v18, v19, s[6:7]
	v_max_f32 v18, v20, v26                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v20, v26
	v_mov_b32 v19, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v18, v19, s[6:7]
	v_max_f32 v18, v20, v27                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v20, v27
	v_mov_b32 v19, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v18, v19, s[6:7]
	v_max_f32 v18, v20, v28                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v20, v28
	v_mov_b32 v19, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v18, v19, s[6:7]
	v_max_f32 v18, v20, v29                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v20, v29
	v_mov_b32 v19, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v18, v19, s[6:7]
	v_max_f32 v18, v20, v30                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v20, v30
	v_mov_b32 v19, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v18, v19, s[6:7]
	v_max_f32 v18, v20, v31                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v20, v31
	v_mov_b32 v19, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v18, v19, s[6:7]
	v_max_f32 v18, v20, v32                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v20, v32
	v_mov_b32 v19, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v18, v19, s[6:7]
	v_max_f32 v18, v20, v33                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v20, v33
	v_mov_b32 v19, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v18, v19, s[6:7]
	v_max_f32 v18, v20, v34                             ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[6:7], v20, v34
	v_mov_b32 v19, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v18, v19, s[6:7]
	v_mov_b32 v18, v20                                  ; max over 'n' (examples/softmax.kgen:4): across the lanes of a warp
	ds_swizzle_b32 v19, v18 offset:swizzle(SWAP,1)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v20, v18, v19
	v_cmp_u_f32 s[6:7], v18, v19
	v_mov_b32 v21, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v20, v21, s[6:7]
	ds_swizzle_b32 v19, v18 offset:swizzle(SWAP,2)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v20, v18, v19
	v_cmp_u_f32 s[6:7], v18, v19
	v_mov_b32 v21, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v20, v21, s[6:7]
	ds_swizzle_b32 v19, v18 offset:swizzle(SWAP,4)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v20, v18, v19
	v_cmp_u_f32 s[6:7], v18, v19
	v_mov_b32 v21, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v20, v21, s[6:7]
	ds_swizzle_b32 v19, v18 offset:swizzle(SWAP,8)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v20, v18, v19
	v_cmp_u_f32 s[6:7], v18, v19
	v_mov_b32 v21, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v20, v21, s[6:7]
	ds_swizzle_b32 v19, v18 offset:swizzle(SWAP,16)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v20, v18, v19
	v_cmp_u_f32 s[6:7], v18, v19
	v_mov_b32 v19, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v20, v19, s[6:7]
	s_nop 0
	v_readlane_b32 s3, v18, 0
	v_readlane_b32 s6, v18, 32
	s_nop 1
	v_mov_b32 v18, s6
	v_max_f32 v19, s3, v18
	v_cmp_u_f32 s[6:7], s3, v18
	v_mov_b32 v20, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v19, v20, s[6:7]
	v_mul_f32 v19, 0xbfb8aa3b, v18                      ; -m log2 e of e^(x - m), once per m (examples/softmax.kgen:4)
	v_mov_b32 v18, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v20, v2, v18, v19
	v_exp_f32 v2, v20                                   ; examples/softmax.kgen:4
	v_mov_b32 v18, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v20, v4, v18, v19
	v_exp_f32 v4, v20                                   ; examples/softmax.kgen:4
	v_mov_b32 v18, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v20, v5, v18, v19
	v_exp_f32 v5, v20                                   ; examples/softmax.kgen:4
	v_mov_b32 v18, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v20, v6, v18, v19
	v_exp_f32 v6, v20                                   ; examples/softmax.kgen:4
	v_mov_b32 v18, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v20, v7, v18, v19
	v_exp_f32 v7, v20                                   ; examples/softmax.kgen:4
	v_mov_b32 v18, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v20, v8, v18, v19
	v_exp_f32 v8, v20                                   ; examples/softmax.kgen:4
	v_mov_b32 v18, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v20, v9, v18, v19
	v_exp_f32 v9, v20                                   ; examples/softmax.kgen:4
	v_mov_b32 v18, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v20, v10, v18, v19
	v_exp_f32 v10, v20                                  ; examples/softmax.kgen:4
	v_mov_b32 v18, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v20, v11, v18, v19
	v_exp_f32 v11, v20                                  ; examples/softmax.kgen:4
	v_mov_b32 v18, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v20, v12, v18, v19
	v_exp_f32 v12, v20                                  ; examples/softmax.kgen:4
	v_mov_b32 v18, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v20, v13, v18, v19
	v_exp_f32 v13, v20                                  ; examples/softmax.kgen:4
	v_mov_b32 v18, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v20, v14, v18, v19
	v_exp_f32 v14, v20                                  ; examples/softmax.kgen:4
	v_mov_b32 v18, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v20, v15, v18, v19
	v_exp_f32 v15, v20                                  ; examples/softmax.kgen:4
	v_mov_b32 v18, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v20, v16, v18, v19
	v_exp_f32 v16, v20                                  ; examples/softmax.kgen:4
	v_mov_b32 v18, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v20, v17, v18, v19
	v_exp_f32 v17, v20                                  ; examples/softmax.kgen:4
	v_mov_b32 v18, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v20, v1, v18, v19
	v_exp_f32 v1, v20                                   ; examples/softmax.kgen:4
	v_cndmask_b32 v18, 0, v2, s[14:15]                  ; absent elements contribute the identity
	v_cndmask_b32 v19, 0, v4, s[16:17]                  ; absent elements contribute the identity
	v_cndmask_b32 v20, 0, v5, s[18:19]                  ; absent elements contribute the identity
	v_cndmask_b32 v21, 0, v6, s[20:21]                  ; absent elements contribute the identity
	v_cndmask_b32 v22, 0, v7, s[22:23]                  ; absent elements contribute the identity
	v_cndmask_b32 v23, 0, v8, s[24:25]                  ; absent elements contribute the identity
	v_cndmask_b32 v24, 0, v9, s[26:27]                  ; absent elements contribute the identity
	v_cndmask_b32 v25, 0, v10, s[28:29]                 ; absent elements contribute the identity
	v_cndmask_b32 v26, 0, v11, s[30:31]                 ; absent elements contribute the identity
	v_cndmask_b32 v27, 0, v12, s[32:33]                 ; absent elements contribute the identity
	v_cndmask_b32 v28, 0, v13, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v29, 0, v14, s[36:37]                 ; absent elements contribute the identity
	v_cndmask_b32 v30, 0, v15, s[38:39]                 ; absent elements contribute the identity
	v_cndmask_b32 v31, 0, v16, s[40:41]                 ; absent elements contribute the identity
	v_cndmask_b32 v32, 0, v17, s[42:43]                 ; absent elements contribute the identity
	v_cndmask_b32 v33, 0, v1, s[8:9]                    ; absent elements contribute the identity
	v_add_f32 v34, v18, v19                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v18, v34, v20                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v19, v18, v21                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v18, v19, v22                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v19, v18, v23                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v18, v19, v24                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v19, v18, v25                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v18, v19, v26                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v19, v18, v27                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v18, v19, v28                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v19, v18, v29                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v18, v19, v30                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v19, v18, v31                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v18, v19, v32                             ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v19, v18, v33                             ; sum over 'n' (examples/softmax.kgen:5)
	v_mov_b32 v18, v19                                  ; sum over 'n' (examples/softmax.kgen:5): across the lanes of a warp
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
	v_readlane_b32 s3, v18, 0
	v_readlane_b32 s6, v18, 32
	s_nop 1
	v_mov_b32 v18, s6
	v_add_f32 v18, s3, v18
	v_div_scale_f32 v19, s[6:7], v18, v18, v2           ; examples/softmax.kgen:5
	v_rcp_f32 v20, v19
	v_div_scale_f32 v21, vcc, v2, v18, v2
	v_fma_f32 v22, -v19, v20, 1.0
	v_fma_f32 v20, v22, v20, v20
	v_mul_f32 v23, v21, v20
	v_fma_f32 v22, -v19, v23, v21
	v_fma_f32 v23, v22, v20, v23
	v_fma_f32 v22, -v19, v23, v21
	v_div_fmas_f32 v22, v22, v20, v23
	v_div_fixup_f32 v19, v22, v18, v2
	v_div_scale_f32 v2, s[6:7], v18, v18, v4            ; examples/softmax.kgen:5
	v_rcp_f32 v20, v2
	v_div_scale_f32 v21, vcc, v4, v18, v4
	v_fma_f32 v22, -v2, v20, 1.0
	v_fma_f32 v20, v22, v20, v20
	v_mul_f32 v23, v21, v20
	v_fma_f32 v22, -v2, v23, v21
	v_fma_f32 v23, v22, v20, v23
	v_fma_f32 v22, -v2, v23, v21
	v_div_fmas_f32 v22, v22, v20, v23
	v_div_fixup_f32 v2, v22, v18, v4
	v_div_scale_f32 v4, s[6:7], v18, v18, v5            ; examples/softmax.kgen:5
	v_rcp_f32 v20, v4
	v_div_scale_f32 v21, vcc, v5, v18, v5
	v_fma_f32 v22, -v4, v20, 1.0
	v_fma_f32 v20, v22, v20, v20
	v_mul_f32 v23, v21, v20
	v_fma_f32 v22, -v4, v23, v21
	v_fma_f32 v23, v22, v20, v23
	v_fma_f32 v22, -v4, v23, v21
	v_div_fmas_f32 v22, v22, v20, v23
	v_div_fixup_f32 v4, v22, v18, v5
	v_div_scale_f32 v5, s[6:7], v18, v18, v6            ; examples/softmax.kgen:5
	v_rcp_f32 v20, v5
	v_div_scale_f32 v21, vcc, v6, v18, v6
	v_fma_f32 v22, -v5, v20, 1.0
	v_fma_f32 v20, v22, v20, v20
	v_mul_f32 v23, v21, v20
	v_fma_f32 v22, -v5, v23, v21
	v_fma_f32 v23, v22, v20, v23
	v_fma_f32 v22, -v5, v23, v21
	v_div_fmas_f32 v22, v22, v20, v23
	v_div_fixup_f32 v5, v22, v18, v6
	v_div_scale_f32 v6, s[6:7], v18, v18, v7            ; examples/softmax.kgen:5
	v_rcp_f32 v20, v6
	v_div_scale_f32 v21, vcc, v7, v18, v7
	v_fma_f32 v22, -v6, v20, 1.0
	v_fma_f32 v20, v22, v20, v20
	v_mul_f32 v23, v21, v20
	v_fma_f32 v22, -v6, v23, v21
	v_fma_f32 v23, v22, v20, v23
	v_fma_f32 v22, -v6, v23, v21
	v_div_fmas_f32 v22, v22, v20, v23
	v_div_fixup_f32 v6, v22, v18, v7
	v_div_scale_f32 v7, s[6:7], v18, v18, v8            ; examples/softmax.kgen:5
	v_rcp_f32 v20, v7
	v_div_scale_f32 v21, vcc, v8, v18, v8
	v_fma_f32 v22, -v7, v20, 1.0
	v_fma_f32 v20, v22, v20, v20
	v_mul_f32 v23, v21, v20
	v_fma_f32 v22, -v7, v23, v21
	v_fma_f32 v23, v22, v20, v23
	v_fma_f32 v22, -v7, v23, v21
	v_div_fmas_f32 v22, v22, v20, v23
	v_div_fixup_f32 v7, v22, v18, v8
	v_div_scale_f32 v8, s[6:7], v18, v18, v9            ; examples/softmax.kgen:5
	v_rcp_f32 v20, v8
	v_div_scale_f32 v21, vcc, v9, v18, v9
	v_fma_f32 v22, -v8, v20, 1.0
	v_fma_f32 v20, v22, v20, v20
	v_mul_f32 v23, v21, v20
	v_fma_f32 v22, -v8, v23, v21
	v_fma_f32 v23, v22, v20, v23
	v_fma_f32 v22, -v8, v23, v21
	v_div_fmas_f32 v22, v22, v20, v23
	v_div_fixup_f32 v8, v22, v18, v9
	v_div_scale_f32 v9, s[6:7], v18, v18, v10           ; examples/softmax.kgen:5
	v_rcp_f32 v20, v9
	v_div_scale_f32 v21, vcc, v10, v18, v10
	v_fma_f32 v22, -v9, v20, 1.0
	v_fma_f32 v20, v22, v20, v20
	v_mul_f32 v23, v21, v20
	v_fma_f32 v22, -v9, v23, v21
	v_fma_f32 v23, v22, v20, v23
	v_fma_f32 v22, -v9, v23, v21
	v_div_fmas_f32 v22, v22, v20, v23
	v_div_fixup_f32 v9, v22, v18, v10
	v_div_scale_f32 v10, s[6:7], v18, v18, v11          ; examples/softmax.kgen:5
	v_rcp_f32 v20, v10
	v_div_scale_f32 v21, vcc, v11, v18, v11
	v_fma_f32 v22, -v10, v20, 1.0
	v_fma_f32 v20, v22, v20, v20
	v_mul_f32 v23, v21, v20
	v_fma_f32 v22, -v10, v23, v21
	v_fma_f32 v23, v22, v20, v23
	v_fma_f32 v22, -v10, v23, v21
	v_div_fmas_f32 v22, v22, v20, v23
	v_div_fixup_f32 v10, v22, v18, v11
	v_div_scale_f32 v11, s[6:7], v18, v18, v12          ; examples/softmax.kgen:5
	v_rcp_f32 v20, v11
	v_div_scale_f32 v21, vcc, v12, v18, v12
	v_fma_f32 v22, -v11, v20, 1.0
	v_fma_f32 v20, v22, v20, v20
	v_mul_f32 v23, v21, v20
	v_fma_f32 v22, -v11, v23, v21
	v_fma_f32 v23, v22, v20, v23
	v_fma_f32 v22, -v11, v23, v21
	v_div_fmas_f32 v22, v22, v20, v23
	v_div_fixup_f32 v11, v22, v18, v12
	v_div_scale_f32 v12, s[6:7], v18, v18, v13          ; examples/softmax.kgen:5
	v_rcp_f32 v20, v12
	v_div_scale_f32 v21, vcc, v13, v18, v13
	v_fma_f32 v22, -v12, v20, 1.0
	v_fma_f32 v20, v22, v20, v20
	v_mul_f32 v23, v21, v20
	v_fma_f32 v22, -v12, v23, v21
	v_fma_f32 v23, v22, v20, v23
	v_fma_f32 v22, -v12, v23, v21
	v_div_fmas_f32 v22, v22, v20, v23
	v_div_fixup_f32 v12, v22, v18, v13
	v_div_scale_f32 v13, s[6:7], v18, v18, v14          ; examples/softmax.kgen:5
	v_rcp_f32 v20, v13
	v_div_scale_f32 v21, vcc, v14, v18, v14
	v_fma_f32 v22, -v13, v20, 1.0
	v_fma_f32 v20, v22, v20, v20
	v_mul_f32 v23, v21, v20
	v_fma_f32 v22, -v13, v23, v21
	v_fma_f32 v23, v22, v20, v23
	v_fma_f32 v22, -v13, v23, v21
	v_div_fmas_f32 v22, v22, v20, v23
	v_div_fixup_f32 v13, v22, v18, v14
	v_div_scale_f32 v14, s[6:7], v18, v18, v15          ; examples/softmax.kgen:5
	v_rcp_f32 v20, v14
	v_div_scale_f32 v21, vcc, v15, v18, v15
	v_fma_f32 v22, -v14, v20, 1.0
	v_fma_f32 v20, v22, v20, v20
	v_mul_f32 v23, v21, v20
	v_fma_f32 v22, -v14, v23, v21
	v_fma_f32 v23, v22, v20, v23
	v_fma_f32 v22, -v14, v23, v21
	v_div_fmas_f32 v22, v22, v20, v23
	v_div_fixup_f32 v14, v22, v18, v15
	v_div_scale_f32 v15, s[6:7], v18, v18, v16          ; examples/softmax.kgen:5
	v_rcp_f32 v20, v15
	v_div_scale_f32 v21, vcc, v16, v18, v16
	v_fma_f32 v22, -v15, v20, 1.0
	v_fma_f32 v20, v22, v20, v20
	v_mul_f32 v23, v21, v20
	v_fma_f32 v22, -v15, v23, v21
	v_fma_f32 v23, v22, v20, v23
	v_fma_f32 v22, -v15, v23, v21
	v_div_fmas_f32 v22, v22, v20, v23
	v_div_fixup_f32 v15, v22, v18, v16
	v_div_scale_f32 v16, s[6:7], v18, v18, v17          ; examples/softmax.kgen:5
	v_rcp_f32 v20, v16
	v_div_scale_f32 v21, vcc, v17, v18, v17
	v_fma_f32 v22, -v16, v20, 1.0
	v_fma_f32 v20, v22, v20, v20
	v_mul_f32 v23, v21, v20
	v_fma_f32 v22, -v16, v23, v21
	v_fma_f32 v23, v22, v20, v23
	v_fma_f32 v22, -v16, v23, v21
	v_div_fmas_f32 v22, v22, v20, v23
	v_div_fixup_f32 v16, v22, v18, v17
	v_div_scale_f32 v17, s[6:7], v18, v18, v1           ; examples/softmax.kgen:5
	v_rcp_f32 v20, v17
	v_div_scale_f32 v21, vcc, v1, v18, v1
	v_fma_f32 v22, -v17, v20, 1.0
	v_fma_f32 v20, v22, v20, v20
	v_mul_f32 v23, v21, v20
	v_fma_f32 v22, -v17, v23, v21
	v_fma_f32 v23, v22, v20, v23
	v_fma_f32 v22, -v17, v23, v21
	v_div_fmas_f32 v22, v22, v20, v23
	v_div_fixup_f32 v17, v22, v18, v1
	s_and_saveexec_b64 s[6:7], s[14:15]                 ; lanes where %vpred_126
	global_store_dword v3, v19, s[4:5]                  ; examples/softmax.kgen:5: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[16:17]                 ; lanes where %vpred_130
	global_store_dword v3, v2, s[4:5] offset:4          ; examples/softmax.kgen:5: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_134
	global_store_dword v3, v4, s[4:5] offset:8          ; examples/softmax.kgen:5: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[20:21]                 ; lanes where %vpred_138
	global_store_dword v3, v5, s[4:5] offset:12         ; examples/softmax.kgen:5: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[22:23]                 ; lanes where %vpred_142
	global_store_dword v3, v6, s[4:5] offset:1024       ; examples/softmax.kgen:5: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[24:25]                 ; lanes where %vpred_146
	global_store_dword v3, v7, s[4:5] offset:1028       ; examples/softmax.kgen:5: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[26:27]                 ; lanes where %vpred_150
	global_store_dword v3, v8, s[4:5] offset:1032       ; examples/softmax.kgen:5: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[28:29]                 ; lanes where %vpred_154
	global_store_dword v3, v9, s[4:5] offset:1036       ; examples/softmax.kgen:5: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[30:31]                 ; lanes where %vpred_158
	global_store_dword v3, v10, s[4:5] offset:2048      ; examples/softmax.kgen:5: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[32:33]                 ; lanes where %vpred_162
	global_store_dword v3, v11, s[4:5] offset:2052      ; examples/softmax.kgen:5: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[34:35]                 ; lanes where %vpred_166
	global_store_dword v3, v12, s[4:5] offset:2056      ; examples/softmax.kgen:5: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[36:37]                 ; lanes where %vpred_170
	global_store_dword v3, v13, s[4:5] offset:2060      ; examples/softmax.kgen:5: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[38:39]                 ; lanes where %vpred_174
	global_store_dword v3, v14, s[4:5] offset:3072      ; examples/softmax.kgen:5: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[40:41]                 ; lanes where %vpred_178
	global_store_dword v3, v15, s[4:5] offset:3076      ; examples/softmax.kgen:5: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[42:43]                 ; lanes where %vpred_182
	global_store_dword v3, v16, s[4:5] offset:3080      ; examples/softmax.kgen:5: store to 'y'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[8:9]                   ; lanes where %vpred_186
	global_store_dword v3, v17, s[4:5] offset:3084      ; examples/softmax.kgen:5: store to 'y'
	s_mov_b64 exec, s[6:7]
.Lsoftmax_rows1024_if0_end:
	s_endpgm
.Lfunc_end_softmax_rows1024:
	.size	softmax_rows1024, .Lfunc_end_softmax_rows1024-softmax_rows1024

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
	.amdhsa_kernel softmax_rows1024
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 35
		.amdhsa_next_free_sgpr 44
		.amdhsa_accum_offset 36
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
  - .name:           softmax_rows1024
    .symbol:         softmax_rows1024.kd
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
    .sgpr_count:     50
    .sgpr_spill_count: 0
    .vgpr_count:     35
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
