; kgen AMDGCN module for gfx950: 3 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 5

; kernel cross_entropy: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel cross_entropy from examples/cross_entropy.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: t
;   chunk: t: 1, v: 1024; walked in chunks: v
;   layout: t:1 x v:1024: reg[v1 v2] lane[v4 v8 v16 v32 v64 v128] warp[v256 v512]
;     (fastest axis 'v', 4 contiguous elements per thread)
;   fastest axis 'v': most bytes of plain accesses are contiguous along it
;   vector 4: 16-byte accesses of 4-byte elements
;   walk 'v' in chunks of 1024: its extent is known only at launch
;   value layouts (the dominant layout sliced to each value's axes):
;     L0 [t, v]: t:1 x v:1024: reg[v1 v2] lane[v4 v8 v16 v32 v64 v128] warp[v256 v512]
;     L1 [t]: t:1: reg[0 0] lane[0 0 0 0 0 0] warp[0 0]
;       6:14 load logits -> L0; 6:10 reduce max -> L1; 7:28 load logits -> L0; 7:28 sub -> L0; 7:24 exp -> L0; 7:20 reduce sum -> L1
;       7:16 log -> L1; 7:11 add -> L1; 8:28 index t -> L1; 8:31 load targets -> L1; 8:21 gather logits -> L1; 8:15 sub -> L1
;   phase 1 (walking 'v' in chunks of 1024): max over 'v' (6:10), sum over 'v' (7:20) (online: rescaled as the maximum grows)
; resources: 22 VGPRs, 0 AGPRs, 30 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 32 bytes LDS, 32 bytes of arguments, 256 threads
;   arg logits: tensor f32 at 0 (read-only)
;   arg targets: tensor i32 at 8 (read-only)
;   arg loss: tensor f32 at 16
;   arg T: dim i32 at 24
;   arg V: dim i32 at 28
; s[0:1] kernarg pointer, s2 workgroup id x, v0 work-item id
	.text
	.globl	cross_entropy
	.p2align	8
	.type	cross_entropy,@function
cross_entropy:
	s_load_dwordx2 s[4:5], s[0:1], 0x0                  ; argument logits
	s_load_dwordx2 s[6:7], s[0:1], 0x8                  ; argument targets
	s_load_dwordx2 s[8:9], s[0:1], 0x10                 ; argument loss
	s_load_dword s3, s[0:1], 0x18                       ; argument T
	s_load_dword s10, s[0:1], 0x1c                      ; argument V
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s11, s2                                   ; program index along 't'
	s_waitcnt lgkmcnt(0)
	s_and_b32 s12, s10, 3
	s_cmp_eq_u32 s12, 0                                 ; rows start aligned to 4 elements iff V % 4 == 0
	s_cselect_b32 s12, 1, 0
	v_mov_b32 v2, 0xff800000                            ; identity of max
	v_mov_b32 v3, 0xff800000                            ; identity of max
	v_mov_b32 v4, 0xff800000                            ; identity of max
	v_mov_b32 v5, 0xff800000                            ; identity of max
	v_mov_b32 v6, 0                                     ; identity of sum
	v_mov_b32 v7, 0                                     ; identity of sum
	v_mov_b32 v8, 0                                     ; identity of sum
	v_mov_b32 v9, 0                                     ; identity of sum
	s_cmp_ge_u32 s10, 0x400                             ; at least one whole chunk of 'v'
	s_cselect_b32 s13, 1, 0
	s_sub_u32 s14, s10, 0x3ff
	s_cmp_lg_u32 s13, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s15, s14, 0
	s_cmp_lg_u32 s12, 0
	s_cselect_b32 s14, s15, 0
	v_lshlrev_b32 v10, 2, v1
	v_lshlrev_b32 v11, 2, v10                           ; thread's byte offset in a chunk of 'logits'
	s_mul_i32 s16, s11, s10
	s_mul_hi_u32 s17, s11, s10
	s_lshl_b64 s[18:19], s[16:17], 2
	s_add_u32 s16, s4, s18                              ; 'logits' at this program
	s_addc_u32 s17, s5, s19
	s_mov_b32 s15, 0                                    ; chunks of 1024 along 'v': whole chunks
	s_cmp_ge_u32 s15, s14
	s_cbranch_scc1 .Lcross_entropy_loop0_end
.Lcross_entropy_loop0:
	s_mov_b32 s18, s15
	s_mov_b32 s19, 0
	s_lshl_b64 s[20:21], s[18:19], 2
	s_add_u32 s18, s16, s20                             ; 'logits' at this chunk
	s_addc_u32 s19, s17, s21
	global_load_dwordx4 v[12:15], v11, s[18:19]         ; examples/cross_entropy.kgen:6: 16-byte load of 'logits'
	s_waitcnt vmcnt(0)
	v_max_f32 v16, v12, v13                             ; max and sum of exp over 'v' (examples/cross_entropy.kgen:6): the chunk's maximum
	v_cmp_u_f32 s[18:19], v12, v13
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v16, v17, s[18:19]
	v_max_f32 v16, v18, v14                             ; max and sum of exp over 'v' (examples/cross_entropy.kgen:6): the chunk's maximum
	v_cmp_u_f32 s[18:19], v18, v14
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v16, v17, s[18:19]
	v_max_f32 v16, v18, v15                             ; max and sum of exp over 'v' (examples/cross_entropy.kgen:6): the chunk's maximum
	v_cmp_u_f32 s[18:19], v18, v15
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v16, v17, s[18:19]
	v_max_f32 v16, v2, v18                              ; max and sum of exp over 'v' (examples/cross_entropy.kgen:6)
	v_cmp_u_f32 s[18:19], v2, v18
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v16, v17, s[18:19]
	v_mov_b32 v16, 0xff800000                           ; max and sum of exp over 'v' (examples/cross_entropy.kgen:6)
	v_cmp_eq_f32 s[18:19], v18, v16
	s_nop 1
	v_cndmask_b32 v16, v18, 0, s[18:19]                 ; max and sum of exp over 'v' (examples/cross_entropy.kgen:6)
	v_mul_f32 v17, 0xbfb8aa3b, v16                      ; max and sum of exp over 'v' (examples/cross_entropy.kgen:6)
	v_mov_b32 v16, 0x3fb8aa3b
	v_fma_f32 v19, v2, v16, v17
	v_exp_f32 v16, v19                                  ; max and sum of exp over 'v' (examples/cross_entropy.kgen:6): the rescale of the sum so far
	v_mov_b32 v19, 0x3fb8aa3b
	v_fma_f32 v20, v12, v19, v17
	v_exp_f32 v19, v20                                  ; max and sum of exp over 'v' (examples/cross_entropy.kgen:6)
	v_mov_b32 v20, 0x3fb8aa3b
	v_fma_f32 v21, v13, v20, v17
	v_exp_f32 v20, v21                                  ; max and sum of exp over 'v' (examples/cross_entropy.kgen:6)
	s_nop 0
	v_add_f32 v21, v19, v20                             ; max and sum of exp over 'v' (examples/cross_entropy.kgen:6)
	v_mov_b32 v19, 0x3fb8aa3b
	v_fma_f32 v20, v14, v19, v17
	v_exp_f32 v19, v20                                  ; max and sum of exp over 'v' (examples/cross_entropy.kgen:6)
	s_nop 0
	v_add_f32 v20, v21, v19                             ; max and sum of exp over 'v' (examples/cross_entropy.kgen:6)
	v_mov_b32 v19, 0x3fb8aa3b
	v_fma_f32 v21, v15, v19, v17
	v_exp_f32 v12, v21                                  ; max and sum of exp over 'v' (examples/cross_entropy.kgen:6)
	s_nop 0
	v_add_f32 v13, v20, v12                             ; max and sum of exp over 'v' (examples/cross_entropy.kgen:6)
	v_fma_f32 v6, v6, v16, v13                          ; max and sum of exp over 'v' (examples/cross_entropy.kgen:6)
	v_mov_b32 v2, v18                                   ; max and sum of exp over 'v' (examples/cross_entropy.kgen:6)
	s_add_u32 s15, s15, 0x400
	s_cmp_lt_u32 s15, s14
	s_cbranch_scc1 .Lcross_entropy_loop0
.Lcross_entropy_loop0_end:
	s_mov_b32 s14, s15                                  ; chunks of 1024 along 'v': the rest, masked
	s_cmp_ge_u32 s14, s10
	s_cbranch_scc1 .Lcross_entropy_loop1_end
.Lcross_entropy_loop1:
	s_sub_u32 s15, s10, s14
	s_mov_b32 s18, s14
	s_mov_b32 s19, 0
	s_lshl_b64 s[20:21], s[18:19], 2
	s_add_u32 s18, s16, s20                             ; 'logits' at this chunk
	s_addc_u32 s19, s17, s21
	v_cmp_lt_u32 s[20:21], v10, s15                     ; 'v' element in bounds
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[20:21]               ; lanes where %vpred_61
	global_load_dword v12, v11, s[18:19]                ; examples/cross_entropy.kgen:6: load of 'logits'
	s_mov_b64 exec, s[22:23]
	v_add_u32 v13, 1, v10
	v_cmp_lt_u32 s[22:23], v13, s15                     ; 'v' element in bounds
	v_mov_b32 v13, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_64
	global_load_dword v13, v11, s[18:19] offset:4       ; examples/cross_entropy.kgen:6: load of 'logits'
	s_mov_b64 exec, s[24:25]
	v_add_u32 v14, 2, v10
	v_cmp_lt_u32 s[24:25], v14, s15                     ; 'v' element in bounds
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_67
	global_load_dword v14, v11, s[18:19] offset:8       ; examples/cross_entropy.kgen:6: load of 'logits'
	s_mov_b64 exec, s[26:27]
	v_add_u32 v15, 3, v10
	v_cmp_lt_u32 s[26:27], v15, s15                     ; 'v' element in bounds
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_70
	global_load_dword v15, v11, s[18:19] offset:12      ; examples/cross_entropy.kgen:6: load of 'logits'
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v16, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(3)
	v_cndmask_b32 v17, v16, v12, s[20:21]
	v_mov_b32 v12, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(2)
	v_cndmask_b32 v16, v12, v13, s[22:23]
	v_mov_b32 v12, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(1)
	v_cndmask_b32 v13, v12, v14, s[24:25]
	v_mov_b32 v12, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(0)
	v_cndmask_b32 v14, v12, v15, s[26:27]
	v_max_f32 v12, v17, v16                             ; max and sum of exp over 'v' (examples/cross_entropy.kgen:6): the chunk's maximum
	v_cmp_u_f32 s[18:19], v17, v16
	v_mov_b32 v15, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v12, v15, s[18:19]
	v_max_f32 v12, v18, v13                             ; max and sum of exp over 'v' (examples/cross_entropy.kgen:6): the chunk's maximum
	v_cmp_u_f32 s[18:19], v18, v13
	v_mov_b32 v15, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v12, v15, s[18:19]
	v_max_f32 v12, v18, v14                             ; max and sum of exp over 'v' (examples/cross_entropy.kgen:6): the chunk's maximum
	v_cmp_u_f32 s[18:19], v18, v14
	v_mov_b32 v15, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v12, v15, s[18:19]
	v_max_f32 v12, v2, v18                              ; max and sum of exp over 'v' (examples/cross_entropy.kgen:6)
	v_cmp_u_f32 s[18:19], v2, v18
	v_mov_b32 v15, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v12, v15, s[18:19]
	v_mov_b32 v12, 0xff800000                           ; max and sum of exp over 'v' (examples/cross_entropy.kgen:6)
	v_cmp_eq_f32 s[18:19], v18, v12
	s_nop 1
	v_cndmask_b32 v12, v18, 0, s[18:19]                 ; max and sum of exp over 'v' (examples/cross_entropy.kgen:6)
	v_mul_f32 v15, 0xbfb8aa3b, v12                      ; max and sum of exp over 'v' (examples/cross_entropy.kgen:6)
	v_mov_b32 v12, 0x3fb8aa3b
	v_fma_f32 v19, v2, v12, v15
	v_exp_f32 v12, v19                                  ; max and sum of exp over 'v' (examples/cross_entropy.kgen:6): the rescale of the sum so far
	v_mov_b32 v19, 0x3fb8aa3b
	v_fma_f32 v20, v17, v19, v15
	v_exp_f32 v17, v20                                  ; max and sum of exp over 'v' (examples/cross_entropy.kgen:6)
	v_mov_b32 v19, 0x3fb8aa3b
	v_fma_f32 v20, v16, v19, v15
	v_exp_f32 v16, v20                                  ; max and sum of exp over 'v' (examples/cross_entropy.kgen:6)
	s_nop 0
	v_add_f32 v19, v17, v16                             ; max and sum of exp over 'v' (examples/cross_entropy.kgen:6)
	v_mov_b32 v16, 0x3fb8aa3b
	v_fma_f32 v17, v13, v16, v15
	v_exp_f32 v13, v17                                  ; max and sum of exp over 'v' (examples/cross_entropy.kgen:6)
	s_nop 0
	v_add_f32 v16, v19, v13                             ; max and sum of exp over 'v' (examples/cross_entropy.kgen:6)
	v_mov_b32 v13, 0x3fb8aa3b
	v_fma_f32 v17, v14, v13, v15
	v_exp_f32 v13, v17                                  ; max and sum of exp over 'v' (examples/cross_entropy.kgen:6)
	s_nop 0
	v_add_f32 v14, v16, v13                             ; max and sum of exp over 'v' (examples/cross_entropy.kgen:6)
	v_fma_f32 v6, v6, v12, v14                          ; max and sum of exp over 'v' (examples/cross_entropy.kgen:6)
	v_mov_b32 v2, v18                                   ; max and sum of exp over 'v' (examples/cross_entropy.kgen:6)
	s_add_u32 s14, s14, 0x400
	s_cmp_lt_u32 s14, s10
	s_cbranch_scc1 .Lcross_entropy_loop1
.Lcross_entropy_loop1_end:
	v_max_f32 v10, v2, v3                               ; max over 'v' (examples/cross_entropy.kgen:6)
	v_cmp_u_f32 s[14:15], v2, v3
	v_mov_b32 v11, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v12, v10, v11, s[14:15]
	v_max_f32 v10, v12, v4                              ; max over 'v' (examples/cross_entropy.kgen:6)
	v_cmp_u_f32 s[14:15], v12, v4
	v_mov_b32 v11, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v12, v10, v11, s[14:15]
	v_max_f32 v10, v12, v5                              ; max over 'v' (examples/cross_entropy.kgen:6)
	v_cmp_u_f32 s[14:15], v12, v5
	v_mov_b32 v11, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v12, v10, v11, s[14:15]
	v_mov_b32 v10, v12                                  ; max over 'v' (examples/cross_entropy.kgen:6): across the lanes of a warp
	ds_swizzle_b32 v11, v10 offset:swizzle(SWAP,1)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v12, v10, v11
	v_cmp_u_f32 s[14:15], v10, v11
	v_mov_b32 v13, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v10, v12, v13, s[14:15]
	ds_swizzle_b32 v11, v10 offset:swizzle(SWAP,2)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v12, v10, v11
	v_cmp_u_f32 s[14:15], v10, v11
	v_mov_b32 v13, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v10, v12, v13, s[14:15]
	ds_swizzle_b32 v11, v10 offset:swizzle(SWAP,4)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v12, v10, v11
	v_cmp_u_f32 s[14:15], v10, v11
	v_mov_b32 v13, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v10, v12, v13, s[14:15]
	ds_swizzle_b32 v11, v10 offset:swizzle(SWAP,8)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v12, v10, v11
	v_cmp_u_f32 s[14:15], v10, v11
	v_mov_b32 v13, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v10, v12, v13, s[14:15]
	ds_swizzle_b32 v11, v10 offset:swizzle(SWAP,16)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v12, v10, v11
	v_cmp_u_f32 s[14:15], v10, v11
	v_mov_b32 v11, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v10, v12, v11, s[14:15]
	s_nop 0
	v_readlane_b32 s14, v10, 0
	v_readlane_b32 s15, v10, 32
	s_nop 1
	v_mov_b32 v10, s15
	v_max_f32 v11, s14, v10
	v_cmp_u_f32 s[16:17], s14, v10
	v_mov_b32 v12, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v10, v11, v12, s[16:17]
	v_lshrrev_b32 v11, 6, v1
	v_and_b32 v12, 1, v11
	v_lshrrev_b32 v11, 7, v1
	v_and_b32 v13, 1, v11
	v_lshlrev_b32 v11, 1, v13
	v_or_b32 v13, v12, v11                              ; warp group along 'v'
	v_lshlrev_b32 v11, 2, v13
	v_and_b32 v12, 63, v1
	v_cmp_eq_u32 s[14:15], v12, 0                       ; one lane per warp group and element publishes
	s_and_saveexec_b64 s[16:17], s[14:15]               ; lanes where %vpred_108
	ds_write_b32 v11, v10                               ; max over 'v' (examples/cross_entropy.kgen:6): this warp group's partial
	s_mov_b64 exec, s[16:17]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_mov_b32 v10, 0                                    ; max over 'v' (examples/cross_entropy.kgen:6): warp group 0
	ds_read_b32 v12, v10
	v_mov_b32 v10, 0                                    ; max over 'v' (examples/cross_entropy.kgen:6): warp group 1
	ds_read_b32 v13, v10 offset:4
	s_waitcnt lgkmcnt(0)
	v_max_f32 v10, v12, v13
	v_cmp_u_f32 s[16:17], v12, v13
	v_mov_b32 v12, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v13, v10, v12, s[16:17]
	v_mov_b32 v10, 0                                    ; max over 'v' (examples/cross_entropy.kgen:6): warp group 2
	ds_read_b32 v12, v10 offset:8
	s_waitcnt lgkmcnt(0)
	v_max_f32 v10, v13, v12
	v_cmp_u_f32 s[16:17], v13, v12
	v_mov_b32 v12, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v13, v10, v12, s[16:17]
	v_mov_b32 v10, 0                                    ; max over 'v' (examples/cross_entropy.kgen:6): warp group 3
	ds_read_b32 v12, v10 offset:12
	s_waitcnt lgkmcnt(0)
	v_max_f32 v10, v13, v12
	v_cmp_u_f32 s[16:17], v13, v12
	v_mov_b32 v12, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v13, v10, v12, s[16:17]
	v_mov_b32 v10, 0xff800000                           ; sum over 'v' (examples/cross_entropy.kgen:7): each partial against the block's maximum
	v_cmp_eq_f32 s[16:17], v13, v10
	s_nop 1
	v_cndmask_b32 v10, v13, 0, s[16:17]                 ; sum over 'v' (examples/cross_entropy.kgen:7): each partial against the block's maximum
	v_mul_f32 v12, 0xbfb8aa3b, v10
	v_mov_b32 v10, 0x3fb8aa3b
	v_fma_f32 v14, v2, v10, v12
	v_exp_f32 v2, v14                                   ; sum over 'v' (examples/cross_entropy.kgen:7): each partial against the block's maximum
	s_nop 0
	v_mul_f32 v10, v6, v2                               ; sum over 'v' (examples/cross_entropy.kgen:7): each partial against the block's maximum
	v_mov_b32 v2, 0x3fb8aa3b
	v_fma_f32 v6, v3, v2, v12
	v_exp_f32 v2, v6                                    ; sum over 'v' (examples/cross_entropy.kgen:7): each partial against the block's maximum
	s_nop 0
	v_mul_f32 v3, v7, v2                                ; sum over 'v' (examples/cross_entropy.kgen:7): each partial against the block's maximum
	v_mov_b32 v2, 0x3fb8aa3b
	v_fma_f32 v6, v4, v2, v12
	v_exp_f32 v2, v6                                    ; sum over 'v' (examples/cross_entropy.kgen:7): each partial against the block's maximum
	s_nop 0
	v_mul_f32 v4, v8, v2                                ; sum over 'v' (examples/cross_entropy.kgen:7): each partial against the block's maximum
	v_mov_b32 v2, 0x3fb8aa3b
	v_fma_f32 v6, v5, v2, v12
	v_exp_f32 v2, v6                                    ; sum over 'v' (examples/cross_entropy.kgen:7): each partial against the block's maximum
	s_nop 0
	v_mul_f32 v5, v9, v2                                ; sum over 'v' (examples/cross_entropy.kgen:7): each partial against the block's maximum
	v_add_f32 v2, v10, v3                               ; sum over 'v' (examples/cross_entropy.kgen:7)
	v_add_f32 v3, v2, v4                                ; sum over 'v' (examples/cross_entropy.kgen:7)
	v_add_f32 v2, v3, v5                                ; sum over 'v' (examples/cross_entropy.kgen:7)
	v_mov_b32 v3, v2                                    ; sum over 'v' (examples/cross_entropy.kgen:7): across the lanes of a warp
	ds_swizzle_b32 v2, v3 offset:swizzle(SWAP,1)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v3, v2
	ds_swizzle_b32 v2, v3 offset:swizzle(SWAP,2)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v3, v2
	ds_swizzle_b32 v2, v3 offset:swizzle(SWAP,4)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v3, v2
	ds_swizzle_b32 v2, v3 offset:swizzle(SWAP,8)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v3, v2
	ds_swizzle_b32 v2, v3 offset:swizzle(SWAP,16)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v3, v2
	s_nop 0
	v_readlane_b32 s16, v3, 0
	v_readlane_b32 s17, v3, 32
	s_nop 1
	v_mov_b32 v2, s17
	v_add_f32 v2, s16, v2
	s_and_saveexec_b64 s[16:17], s[14:15]               ; lanes where %vpred_108
	ds_write_b32 v11, v2 offset:16                      ; sum over 'v' (examples/cross_entropy.kgen:7): this warp group's partial
	s_mov_b64 exec, s[16:17]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_mov_b32 v2, 0                                     ; sum over 'v' (examples/cross_entropy.kgen:7): warp group 0
	ds_read_b32 v3, v2 offset:16
	v_mov_b32 v2, 0                                     ; sum over 'v' (examples/cross_entropy.kgen:7): warp group 1
	ds_read_b32 v4, v2 offset:20
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v3, v4
	v_mov_b32 v3, 0                                     ; sum over 'v' (examples/cross_entropy.kgen:7): warp group 2
	ds_read_b32 v4, v3 offset:24
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v2, v4
	v_mov_b32 v2, 0                                     ; sum over 'v' (examples/cross_entropy.kgen:7): warp group 3
	ds_read_b32 v4, v2 offset:28
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v3, v4
	s_and_b32 s14, s13, s12
	s_mov_b32 s12, s11
	s_mov_b32 s13, 0
	s_lshl_b64 s[16:17], s[12:13], 2
	s_add_u32 s12, s6, s16                              ; 'targets' at this program
	s_addc_u32 s13, s7, s17
	v_and_b32 v3, 0xff, v1
	v_cmp_eq_u32 s[6:7], v3, 0                          ; one thread of each group of copies
	s_add_u32 s18, s8, s16                              ; 'loss' at this program
	s_addc_u32 s19, s9, s17
	s_cmp_eq_u32 s14, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lcross_entropy_if0_else
	v_log_f32 v1, v2                                    ; examples/cross_entropy.kgen:7
	s_nop 0
	v_mul_f32 v3, 0x3f317218, v1                        ; examples/cross_entropy.kgen:7
	v_add_f32 v1, v13, v3                               ; examples/cross_entropy.kgen:7
	s_add_i32 s8, s11, 0                                ; index along 't' (examples/cross_entropy.kgen:8)
	v_mov_b32 v3, 0                                     ; examples/cross_entropy.kgen:8: load of 'targets'
	global_load_dword v4, v3, s[12:13]
	s_mul_i32 s9, s8, s10
	s_waitcnt vmcnt(0)
	v_add_u32 v3, s9, v4
	v_lshlrev_b32 v5, 2, v3                             ; examples/cross_entropy.kgen:8: byte offset
	s_cmp_lt_u32 s8, s3                                 ; subscript 0 of 'logits' inside [0, T)
	s_cselect_b32 s8, 1, 0
	v_cmp_lt_u32 s[14:15], v4, s10                      ; subscript 1 of 'logits' inside [0, V)
	s_cmp_lg_u32 s8, 0
	s_cselect_b64 s[8:9], exec, 0
	s_and_b64 s[16:17], s[8:9], s[14:15]
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[8:9], s[16:17]                 ; lanes where %vpred_156
	global_load_dword v3, v5, s[4:5]                    ; examples/cross_entropy.kgen:8: gather from 'logits'
	s_mov_b64 exec, s[8:9]
	s_waitcnt vmcnt(0)
	v_sub_f32 v4, v1, v3                                ; examples/cross_entropy.kgen:8
	s_and_b64 s[8:9], s[6:7], s[16:17]
	s_and_saveexec_b64 s[14:15], s[8:9]                 ; lanes where %vpred_162
	v_mov_b32 v1, 0                                     ; examples/cross_entropy.kgen:8: store to 'loss'
	global_store_dword v1, v4, s[18:19]
	s_mov_b64 exec, s[14:15]
	s_branch .Lcross_entropy_if0_end
.Lcross_entropy_if0_else:
	v_log_f32 v1, v2                                    ; examples/cross_entropy.kgen:7
	s_nop 0
	v_mul_f32 v2, 0x3f317218, v1                        ; examples/cross_entropy.kgen:7
	v_add_f32 v1, v13, v2                               ; examples/cross_entropy.kgen:7
	s_add_i32 s8, s11, 0                                ; index along 't' (examples/cross_entropy.kgen:8)
	v_mov_b32 v2, 0                                     ; examples/cross_entropy.kgen:8: load of 'targets'
	global_load_dword v3, v2, s[12:13]
	s_mul_i32 s9, s8, s10
	s_waitcnt vmcnt(0)
	v_add_u32 v2, s9, v3
	v_lshlrev_b32 v4, 2, v2                             ; examples/cross_entropy.kgen:8: byte offset
	s_cmp_lt_u32 s8, s3                                 ; subscript 0 of 'logits' inside [0, T)
	s_cselect_b32 s3, 1, 0
	v_cmp_lt_u32 s[8:9], v3, s10                        ; subscript 1 of 'logits' inside [0, V)
	s_cmp_lg_u32 s3, 0
	s_cselect_b64 s[10:11], exec, 0
	s_and_b64 s[12:13], s[10:11], s[8:9]
	v_mov_b32 v2, 0                                     ; absent element
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_173
	global_load_dword v2, v4, s[4:5]                    ; examples/cross_entropy.kgen:8: gather from 'logits'
	s_mov_b64 exec, s[8:9]
	s_waitcnt vmcnt(0)
	v_sub_f32 v3, v1, v2                                ; examples/cross_entropy.kgen:8
	s_and_b64 s[4:5], s[6:7], s[12:13]
	s_and_saveexec_b64 s[6:7], s[4:5]                   ; lanes where %vpred_176
	v_mov_b32 v1, 0                                     ; examples/cross_entropy.kgen:8: store to 'loss'
	global_store_dword v1, v3, s[18:19]
	s_mov_b64 exec, s[6:7]
.Lcross_entropy_if0_end:
	s_endpgm
.Lfunc_end_cross_entropy:
	.size	cross_entropy, .Lfunc_end_cross_entropy-cross_entropy

; kernel cross_entropy_rows128: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel cross_entropy from examples/cross_entropy.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: t
;   chunk: t: 8, v: 128; walked in chunks: none
;   layout: t:8 x v:128: reg[v1 v2] lane[v4 v8 v16 v32 v64 t1] warp[t2 t4]
;     (fastest axis 'v', 4 contiguous elements per thread)
;   fastest axis 'v': most bytes of plain accesses are contiguous along it
;   vector 4: 16-byte accesses of 4-byte elements
;   short rows: 'v' at most 128 elements (V <= 128, chosen at launch), 8 rows of 't' a block over 4 waves, each row within one wave
;   value layouts (the dominant layout sliced to each value's axes):
;     L0 [t, v]: t:8 x v:128: reg[v1 v2] lane[v4 v8 v16 v32 v64 t1] warp[t2 t4]
;     L1 [t]: t:8: reg[0 0] lane[0 0 0 0 0 t1] warp[t2 t4]
;       6:14 load logits -> L0; 6:10 reduce max -> L1; 7:28 load logits -> L0; 7:28 sub -> L0; 7:24 exp -> L0; 7:20 reduce sum -> L1
;       7:16 log -> L1; 7:11 add -> L1; 8:28 index t -> L1; 8:31 load targets -> L1; 8:21 gather logits -> L1; 8:15 sub -> L1
; resources: 16 VGPRs, 0 AGPRs, 30 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 0 bytes LDS, 32 bytes of arguments, 256 threads
;   arg logits: tensor f32 at 0 (read-only)
;   arg targets: tensor i32 at 8 (read-only)
;   arg loss: tensor f32 at 16
;   arg T: dim i32 at 24
;   arg V: dim i32 at 28
; s[0:1] kernarg pointer, s2 workgroup id x, v0 work-item id
	.text
	.globl	cross_entropy_rows128
	.p2align	8
	.type	cross_entropy_rows128,@function
cross_entropy_rows128:
	s_load_dwordx2 s[4:5], s[0:1], 0x0                  ; argument logits
	s_load_dwordx2 s[6:7], s[0:1], 0x8                  ; argument targets
	s_load_dwordx2 s[8:9], s[0:1], 0x10                 ; argument loss
	s_load_dword s3, s[0:1], 0x18                       ; argument T
	s_load_dword s10, s[0:1], 0x1c                      ; argument V
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s11, s2                                   ; program index along 't'
	s_mul_i32 s12, s11, 8                               ; first 't' of this program's tile (8)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s11, s3, s12
	s_min_u32 s13, s11, 8                               ; 't' elements in this tile
	s_and_b32 s11, s10, 3
	s_cmp_eq_u32 s11, 0                                 ; rows start aligned to 4 elements iff V % 4 == 0
	s_cselect_b32 s11, 1, 0
	s_cmp_ge_u32 s13, 8                                 ; a whole chunk of 't' (8) is in bounds
	s_cselect_b32 s14, 1, 0
	s_cmp_ge_u32 s10, 0x80                              ; a whole chunk of 'v' (128) is in bounds
	s_cselect_b32 s15, 1, 0
	s_and_b32 s16, s14, s15
	s_and_b32 s14, s16, s11
	v_lshrrev_b32 v2, 5, v1
	v_mul_lo_u32 v3, s10, v2
	v_and_b32 v4, 31, v1
	v_lshlrev_b32 v1, 2, v4
	v_add_u32 v5, v3, v1
	v_lshlrev_b32 v3, 2, v5                             ; thread's byte offset in a chunk of 'logits'
	s_mul_i32 s16, s12, s10
	s_mul_hi_u32 s17, s12, s10
	s_lshl_b64 s[18:19], s[16:17], 2
	s_add_u32 s16, s4, s18                              ; 'logits' at this program
	s_addc_u32 s17, s5, s19
	v_lshlrev_b32 v5, 2, v2                             ; thread's byte offset in a chunk of 'targets'
	s_mov_b32 s18, s12
	s_mov_b32 s19, 0
	s_lshl_b64 s[20:21], s[18:19], 2
	s_add_u32 s18, s6, s20                              ; 'targets' at this program
	s_addc_u32 s19, s7, s21
	v_cmp_eq_u32 s[6:7], v4, 0                          ; one thread of each group of copies
	s_add_u32 s22, s8, s20                              ; 'loss' at this program
	s_addc_u32 s23, s9, s21
	s_cmp_eq_u32 s14, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lcross_entropy_rows128_if0_else
	global_load_dwordx4 v[6:9], v3, s[16:17]            ; examples/cross_entropy.kgen:6: 16-byte load of 'logits'
	s_waitcnt vmcnt(0)
	v_max_f32 v4, v6, v7                                ; max over 'v' (examples/cross_entropy.kgen:6)
	v_cmp_u_f32 s[8:9], v6, v7
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v11, v4, v10, s[8:9]
	v_max_f32 v4, v11, v8                               ; max over 'v' (examples/cross_entropy.kgen:6)
	v_cmp_u_f32 s[8:9], v11, v8
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v11, v4, v10, s[8:9]
	v_max_f32 v4, v11, v9                               ; max over 'v' (examples/cross_entropy.kgen:6)
	v_cmp_u_f32 s[8:9], v11, v9
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v11, v4, v10, s[8:9]
	ds_swizzle_b32 v4, v11 offset:swizzle(SWAP,1)       ; max over 'v' (examples/cross_entropy.kgen:6): lanes 1 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v10, v11, v4
	v_cmp_u_f32 s[8:9], v11, v4
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v11, v10, v4, s[8:9]
	ds_swizzle_b32 v4, v11 offset:swizzle(SWAP,2)       ; max over 'v' (examples/cross_entropy.kgen:6): lanes 2 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v10, v11, v4
	v_cmp_u_f32 s[8:9], v11, v4
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v11, v10, v4, s[8:9]
	ds_swizzle_b32 v4, v11 offset:swizzle(SWAP,4)       ; max over 'v' (examples/cross_entropy.kgen:6): lanes 4 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v10, v11, v4
	v_cmp_u_f32 s[8:9], v11, v4
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v11, v10, v4, s[8:9]
	ds_swizzle_b32 v4, v11 offset:swizzle(SWAP,8)       ; max over 'v' (examples/cross_entropy.kgen:6): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v10, v11, v4
	v_cmp_u_f32 s[8:9], v11, v4
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v11, v10, v4, s[8:9]
	ds_swizzle_b32 v4, v11 offset:swizzle(SWAP,16)      ; max over 'v' (examples/cross_entropy.kgen:6): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v10, v11, v4
	v_cmp_u_f32 s[8:9], v11, v4
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v11, v10, v4, s[8:9]
	v_mul_f32 v4, 0xbfb8aa3b, v11                       ; -m log2 e of e^(x - m), once per m (examples/cross_entropy.kgen:7)
	v_mov_b32 v10, 0x3fb8aa3b                           ; examples/cross_entropy.kgen:7
	v_fma_f32 v12, v6, v10, v4
	v_exp_f32 v10, v12                                  ; examples/cross_entropy.kgen:7
	v_mov_b32 v12, 0x3fb8aa3b                           ; examples/cross_entropy.kgen:7
	v_fma_f32 v13, v7, v12, v4
	v_exp_f32 v12, v13                                  ; examples/cross_entropy.kgen:7
	v_mov_b32 v13, 0x3fb8aa3b                           ; examples/cross_entropy.kgen:7
	v_fma_f32 v14, v8, v13, v4
	v_exp_f32 v13, v14                                  ; examples/cross_entropy.kgen:7
	v_mov_b32 v14, 0x3fb8aa3b                           ; examples/cross_entropy.kgen:7
	v_fma_f32 v15, v9, v14, v4
	v_exp_f32 v4, v15                                   ; examples/cross_entropy.kgen:7
	v_add_f32 v6, v10, v12                              ; sum over 'v' (examples/cross_entropy.kgen:7)
	v_add_f32 v7, v6, v13                               ; sum over 'v' (examples/cross_entropy.kgen:7)
	v_add_f32 v6, v7, v4                                ; sum over 'v' (examples/cross_entropy.kgen:7)
	ds_swizzle_b32 v4, v6 offset:swizzle(SWAP,1)        ; sum over 'v' (examples/cross_entropy.kgen:7): lanes 1 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v7, v6, v4
	ds_swizzle_b32 v4, v7 offset:swizzle(SWAP,2)        ; sum over 'v' (examples/cross_entropy.kgen:7): lanes 2 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v6, v7, v4
	ds_swizzle_b32 v4, v6 offset:swizzle(SWAP,4)        ; sum over 'v' (examples/cross_entropy.kgen:7): lanes 4 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v7, v6, v4
	ds_swizzle_b32 v4, v7 offset:swizzle(SWAP,8)        ; sum over 'v' (examples/cross_entropy.kgen:7): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v6, v7, v4
	ds_swizzle_b32 v4, v6 offset:swizzle(SWAP,16)       ; sum over 'v' (examples/cross_entropy.kgen:7): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v7, v6, v4
	v_log_f32 v4, v7                                    ; examples/cross_entropy.kgen:7
	s_nop 0
	v_mul_f32 v6, 0x3f317218, v4                        ; examples/cross_entropy.kgen:7
	v_add_f32 v4, v11, v6                               ; examples/cross_entropy.kgen:7
	v_add_u32 v6, s12, v2
	v_add_u32 v7, 0, v6                                 ; index along 't' (examples/cross_entropy.kgen:8)
	global_load_dword v6, v5, s[18:19]                  ; examples/cross_entropy.kgen:8: load of 'targets'
	v_mul_lo_u32 v8, s10, v7
	s_waitcnt vmcnt(0)
	v_add_u32 v9, v8, v6
	v_lshlrev_b32 v8, 2, v9                             ; examples/cross_entropy.kgen:8: byte offset
	v_cmp_lt_u32 s[8:9], v7, s3                         ; subscript 0 of 'logits' inside [0, T)
	v_cmp_lt_u32 s[14:15], v6, s10                      ; subscript 1 of 'logits' inside [0, V)
	s_and_b64 s[20:21], s[8:9], s[14:15]
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[8:9], s[20:21]                 ; lanes where %vpred_81
	global_load_dword v6, v8, s[4:5]                    ; examples/cross_entropy.kgen:8: gather from 'logits'
	s_mov_b64 exec, s[8:9]
	s_waitcnt vmcnt(0)
	v_sub_f32 v7, v4, v6                                ; examples/cross_entropy.kgen:8
	s_and_b64 s[8:9], s[6:7], s[20:21]
	s_and_saveexec_b64 s[14:15], s[8:9]                 ; lanes where %vpred_86
	global_store_dword v5, v7, s[22:23]                 ; examples/cross_entropy.kgen:8: store to 'loss'
	s_mov_b64 exec, s[14:15]
	s_branch .Lcross_entropy_rows128_if0_end
.Lcross_entropy_rows128_if0_else:
	v_cmp_lt_u32 s[8:9], v2, s13                        ; 't' element in bounds
	v_cmp_lt_u32 s[14:15], v1, s10                      ; 'v' element in bounds
	s_and_b64 s[20:21], s[8:9], s[14:15]
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[20:21]               ; lanes where %vpred_89
	global_load_dword v4, v3, s[16:17]                  ; examples/cross_entropy.kgen:6: load of 'logits'
	s_mov_b64 exec, s[14:15]
	v_add_u32 v6, 1, v1
	v_cmp_lt_u32 s[14:15], v6, s10                      ; 'v' element in bounds
	s_and_b64 s[24:25], s[8:9], s[14:15]
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[24:25]               ; lanes where %vpred_93
	global_load_dword v6, v3, s[16:17] offset:4         ; examples/cross_entropy.kgen:6: load of 'logits'
	s_mov_b64 exec, s[14:15]
	v_add_u32 v7, 2, v1
	v_cmp_lt_u32 s[14:15], v7, s10                      ; 'v' element in bounds
	s_and_b64 s[26:27], s[8:9], s[14:15]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_97
	global_load_dword v7, v3, s[16:17] offset:8         ; examples/cross_entropy.kgen:6: load of 'logits'
	s_mov_b64 exec, s[14:15]
	v_add_u32 v8, 3, v1
	v_cmp_lt_u32 s[14:15], v8, s10                      ; 'v' element in bounds
	s_and_b64 s[28:29], s[8:9], s[14:15]
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[28:29]               ; lanes where %vpred_101
	global_load_dword v1, v3, s[16:17] offset:12        ; examples/cross_entropy.kgen:6: load of 'logits'
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v3, 0xff800000                            ; absent elements contribute the identity
	s_waitcnt vmcnt(3)
	v_cndmask_b32 v8, v3, v4, s[20:21]
	v_mov_b32 v3, 0xff800000                            ; absent elements contribute the identity
	s_waitcnt vmcnt(2)
	v_cndmask_b32 v9, v3, v6, s[24:25]
	v_mov_b32 v3, 0xff800000                            ; absent elements contribute the identity
	s_waitcnt vmcnt(1)
	v_cndmask_b32 v10, v3, v7, s[26:27]
	v_mov_b32 v3, 0xff800000                            ; absent elements contribute the identity
	s_waitcnt vmcnt(0)
	v_cndmask_b32 v11, v3, v1, s[28:29]
	v_max_f32 v3, v8, v9                                ; max over 'v' (examples/cross_entropy.kgen:6)
	v_cmp_u_f32 s[14:15], v8, v9
	v_mov_b32 v8, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v9, v3, v8, s[14:15]
	v_max_f32 v3, v9, v10                               ; max over 'v' (examples/cross_entropy.kgen:6)
	v_cmp_u_f32 s[14:15], v9, v10
	v_mov_b32 v8, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v9, v3, v8, s[14:15]
	v_max_f32 v3, v9, v11                               ; max over 'v' (examples/cross_entropy.kgen:6)
	v_cmp_u_f32 s[14:15], v9, v11
	v_mov_b32 v8, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v9, v3, v8, s[14:15]
	ds_swizzle_b32 v3, v9 offset:swizzle(SWAP,1)        ; max over 'v' (examples/cross_entropy.kgen:6): lanes 1 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v8, v9, v3
	v_cmp_u_f32 s[14:15], v9, v3
	v_mov_b32 v3, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v9, v8, v3, s[14:15]
	ds_swizzle_b32 v3, v9 offset:swizzle(SWAP,2)        ; max over 'v' (examples/cross_entropy.kgen:6): lanes 2 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v8, v9, v3
	v_cmp_u_f32 s[14:15], v9, v3
	v_mov_b32 v3, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v9, v8, v3, s[14:15]
	ds_swizzle_b32 v3, v9 offset:swizzle(SWAP,4)        ; max over 'v' (examples/cross_entropy.kgen:6): lanes 4 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v8, v9, v3
	v_cmp_u_f32 s[14:15], v9, v3
	v_mov_b32 v3, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v9, v8, v3, s[14:15]
	ds_swizzle_b32 v3, v9 offset:swizzle(SWAP,8)        ; max over 'v' (examples/cross_entropy.kgen:6): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v8, v9, v3
	v_cmp_u_f32 s[14:15], v9, v3
	v_mov_b32 v3, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v9, v8, v3, s[14:15]
	ds_swizzle_b32 v3, v9 offset:swizzle(SWAP,16)       ; max over 'v' (examples/cross_entropy.kgen:6): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v8, v9, v3
	v_cmp_u_f32 s[14:15], v9, v3
	v_mov_b32 v3, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v9, v8, v3, s[14:15]
	v_mul_f32 v3, 0xbfb8aa3b, v9                        ; -m log2 e of e^(x - m), once per m (examples/cross_entropy.kgen:7)
	v_mov_b32 v8, 0x3fb8aa3b                            ; examples/cross_entropy.kgen:7
	v_fma_f32 v10, v4, v8, v3
	v_exp_f32 v4, v10                                   ; examples/cross_entropy.kgen:7
	v_mov_b32 v8, 0x3fb8aa3b                            ; examples/cross_entropy.kgen:7
	v_fma_f32 v10, v6, v8, v3
	v_exp_f32 v6, v10                                   ; examples/cross_entropy.kgen:7
	v_mov_b32 v8, 0x3fb8aa3b                            ; examples/cross_entropy.kgen:7
	v_fma_f32 v10, v7, v8, v3
	v_exp_f32 v7, v10                                   ; examples/cross_entropy.kgen:7
	v_mov_b32 v8, 0x3fb8aa3b                            ; examples/cross_entropy.kgen:7
	v_fma_f32 v10, v1, v8, v3
	v_exp_f32 v1, v10                                   ; examples/cross_entropy.kgen:7
	v_cndmask_b32 v3, 0, v4, s[20:21]                   ; absent elements contribute the identity
	v_cndmask_b32 v4, 0, v6, s[24:25]                   ; absent elements contribute the identity
	v_cndmask_b32 v6, 0, v7, s[26:27]                   ; absent elements contribute the identity
	v_cndmask_b32 v7, 0, v1, s[28:29]                   ; absent elements contribute the identity
	v_add_f32 v1, v3, v4                                ; sum over 'v' (examples/cross_entropy.kgen:7)
	v_add_f32 v3, v1, v6                                ; sum over 'v' (examples/cross_entropy.kgen:7)
	v_add_f32 v1, v3, v7                                ; sum over 'v' (examples/cross_entropy.kgen:7)
	ds_swizzle_b32 v3, v1 offset:swizzle(SWAP,1)        ; sum over 'v' (examples/cross_entropy.kgen:7): lanes 1 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v1, v3
	ds_swizzle_b32 v1, v4 offset:swizzle(SWAP,2)        ; sum over 'v' (examples/cross_entropy.kgen:7): lanes 2 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v4, v1
	ds_swizzle_b32 v1, v3 offset:swizzle(SWAP,4)        ; sum over 'v' (examples/cross_entropy.kgen:7): lanes 4 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v3, v1
	ds_swizzle_b32 v1, v4 offset:swizzle(SWAP,8)        ; sum over 'v' (examples/cross_entropy.kgen:7): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v4, v1
	ds_swizzle_b32 v1, v3 offset:swizzle(SWAP,16)       ; sum over 'v' (examples/cross_entropy.kgen:7): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v3, v1
	v_log_f32 v1, v4                                    ; examples/cross_entropy.kgen:7
	s_nop 0
	v_mul_f32 v3, 0x3f317218, v1                        ; examples/cross_entropy.kgen:7
	v_add_f32 v1, v9, v3                                ; examples/cross_entropy.kgen:7
	v_add_u32 v3, s12, v2
	v_add_u32 v2, 0, v3                                 ; index along 't' (examples/cross_entropy.kgen:8)
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[12:13], s[8:9]                 ; lanes where %vpred_87
	global_load_dword v3, v5, s[18:19]                  ; examples/cross_entropy.kgen:8: load of 'targets'
	s_mov_b64 exec, s[12:13]
	v_mul_lo_u32 v4, s10, v2
	s_waitcnt vmcnt(0)
	v_add_u32 v6, v4, v3
	v_lshlrev_b32 v4, 2, v6                             ; examples/cross_entropy.kgen:8: byte offset
	v_cmp_lt_u32 s[12:13], v2, s3                       ; subscript 0 of 'logits' inside [0, T)
	v_cmp_lt_u32 s[14:15], v3, s10                      ; subscript 1 of 'logits' inside [0, V)
	s_and_b64 s[10:11], s[12:13], s[14:15]
	s_and_b64 s[12:13], s[10:11], s[8:9]
	v_mov_b32 v2, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_158
	global_load_dword v2, v4, s[4:5]                    ; examples/cross_entropy.kgen:8: gather from 'logits'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_sub_f32 v3, v1, v2                                ; examples/cross_entropy.kgen:8
	s_and_b64 s[4:5], s[8:9], s[6:7]
	s_and_b64 s[6:7], s[4:5], s[10:11]
	s_and_saveexec_b64 s[4:5], s[6:7]                   ; lanes where %vpred_162
	global_store_dword v5, v3, s[22:23]                 ; examples/cross_entropy.kgen:8: store to 'loss'
	s_mov_b64 exec, s[4:5]
.Lcross_entropy_rows128_if0_end:
	s_endpgm
.Lfunc_end_cross_entropy_rows128:
	.size	cross_entropy_rows128, .Lfunc_end_cross_entropy_rows128-cross_entropy_rows128

; kernel cross_entropy_rows1024: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel cross_entropy from examples/cross_entropy.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: t
;   chunk: t: 4, v: 1024; walked in chunks: none
;   layout: t:4 x v:1024: reg[v1 v2 v256 v512] lane[v4 v8 v16 v32 v64 v128] warp[t1 t2]
;     (fastest axis 'v', 4 contiguous elements per thread)
;   fastest axis 'v': most bytes of plain accesses are contiguous along it
;   vector 4: 16-byte accesses of 4-byte elements
;   short rows: 'v' at most 1024 elements (V <= 1024, chosen at launch), 4 rows of 't' a block over 4 waves, each row within one wave
;   value layouts (the dominant layout sliced to each value's axes):
;     L0 [t, v]: t:4 x v:1024: reg[v1 v2 v256 v512] lane[v4 v8 v16 v32 v64 v128] warp[t1 t2]
;     L1 [t]: t:4: reg[0 0 0 0] lane[0 0 0 0 0 0] warp[t1 t2]
;       6:14 load logits -> L0; 6:10 reduce max -> L1; 7:28 load logits -> L0; 7:28 sub -> L0; 7:24 exp -> L0; 7:20 reduce sum -> L1
;       7:16 log -> L1; 7:11 add -> L1; 8:28 index t -> L1; 8:31 load targets -> L1; 8:21 gather logits -> L1; 8:15 sub -> L1
; resources: 36 VGPRs, 0 AGPRs, 54 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 0 bytes LDS, 32 bytes of arguments, 256 threads
;   arg logits: tensor f32 at 0 (read-only)
;   arg targets: tensor i32 at 8 (read-only)
;   arg loss: tensor f32 at 16
;   arg T: dim i32 at 24
;   arg V: dim i32 at 28
; s[0:1] kernarg pointer, s2 workgroup id x, v0 work-item id
	.text
	.globl	cross_entropy_rows1024
	.p2align	8
	.type	cross_entropy_rows1024,@function
cross_entropy_rows1024:
	s_load_dwordx2 s[4:5], s[0:1], 0x0                  ; argument logits
	s_load_dwordx2 s[6:7], s[0:1], 0x8                  ; argument targets
	s_load_dwordx2 s[8:9], s[0:1], 0x10                 ; argument loss
	s_load_dword s3, s[0:1], 0x18                       ; argument T
	s_load_dword s10, s[0:1], 0x1c                      ; argument V
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s11, s2                                   ; program index along 't'
	s_mul_i32 s12, s11, 4                               ; first 't' of this program's tile (4)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s11, s3, s12
	s_min_u32 s13, s11, 4                               ; 't' elements in this tile
	s_and_b32 s11, s10, 3
	s_cmp_eq_u32 s11, 0                                 ; rows start aligned to 4 elements iff V % 4 == 0
	s_cselect_b32 s11, 1, 0
	s_cmp_ge_u32 s13, 4                                 ; a whole chunk of 't' (4) is in bounds
	s_cselect_b32 s14, 1, 0
	s_cmp_ge_u32 s10, 0x400                             ; a whole chunk of 'v' (1024) is in bounds
	s_cselect_b32 s15, 1, 0
	s_and_b32 s16, s14, s15
	s_and_b32 s14, s16, s11
	v_lshrrev_b32 v2, 6, v1
	v_mul_lo_u32 v3, s10, v2
	v_and_b32 v4, 63, v1
	v_lshlrev_b32 v1, 2, v4
	v_add_u32 v5, v3, v1
	v_lshlrev_b32 v3, 2, v5                             ; thread's byte offset in a chunk of 'logits'
	s_mul_i32 s16, s12, s10
	s_mul_hi_u32 s17, s12, s10
	s_lshl_b64 s[18:19], s[16:17], 2
	s_add_u32 s16, s4, s18                              ; 'logits' at this program
	s_addc_u32 s17, s5, s19
	v_lshlrev_b32 v5, 2, v2                             ; thread's byte offset in a chunk of 'targets'
	s_mov_b32 s18, s12
	s_mov_b32 s19, 0
	s_lshl_b64 s[20:21], s[18:19], 2
	s_add_u32 s18, s6, s20                              ; 'targets' at this program
	s_addc_u32 s19, s7, s21
	v_cmp_eq_u32 s[6:7], v4, 0                          ; one thread of each group of copies
	s_add_u32 s22, s8, s20                              ; 'loss' at this program
	s_addc_u32 s23, s9, s21
	s_cmp_eq_u32 s14, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lcross_entropy_rows1024_if0_else
	global_load_dwordx4 v[6:9], v3, s[16:17]            ; examples/cross_entropy.kgen:6: 16-byte load of 'logits'
	global_load_dwordx4 v[10:13], v3, s[16:17] offset:1024 ; examples/cross_entropy.kgen:6: 16-byte load of 'logits'
	global_load_dwordx4 v[14:17], v3, s[16:17] offset:2048 ; examples/cross_entropy.kgen:6: 16-byte load of 'logits'
	global_load_dwordx4 v[18:21], v3, s[16:17] offset:3072 ; examples/cross_entropy.kgen:6: 16-byte load of 'logits'
	s_waitcnt vmcnt(3)
	v_max_f32 v4, v6, v7                                ; max over 'v' (examples/cross_entropy.kgen:6)
	v_cmp_u_f32 s[8:9], v6, v7
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v4, v22, s[8:9]
	v_max_f32 v4, v23, v8                               ; max over 'v' (examples/cross_entropy.kgen:6)
	v_cmp_u_f32 s[8:9], v23, v8
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v4, v22, s[8:9]
	v_max_f32 v4, v23, v9                               ; max over 'v' (examples/cross_entropy.kgen:6)
	v_cmp_u_f32 s[8:9], v23, v9
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v4, v22, s[8:9]
	s_waitcnt vmcnt(2)
	v_max_f32 v4, v23, v10                              ; max over 'v' (examples/cross_entropy.kgen:6)
	v_cmp_u_f32 s[8:9], v23, v10
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v4, v22, s[8:9]
	v_max_f32 v4, v23, v11                              ; max over 'v' (examples/cross_entropy.kgen:6)
	v_cmp_u_f32 s[8:9], v23, v11
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v4, v22, s[8:9]
	v_max_f32 v4, v23, v12                              ; max over 'v' (examples/cross_entropy.kgen:6)
	v_cmp_u_f32 s[8:9], v23, v12
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v4, v22, s[8:9]
	v_max_f32 v4, v23, v13                              ; max over 'v' (examples/cross_entropy.kgen:6)
	v_cmp_u_f32 s[8:9], v23, v13
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v4, v22, s[8:9]
	s_waitcnt vmcnt(1)
	v_max_f32 v4, v23, v14                              ; max over 'v' (examples/cross_entropy.kgen:6)
	v_cmp_u_f32 s[8:9], v23, v14
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v4, v22, s[8:9]
	v_max_f32 v4, v23, v15                              ; max over 'v' (examples/cross_entropy.kgen:6)
	v_cmp_u_f32 s[8:9], v23, v15
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v4, v22, s[8:9]
	v_max_f32 v4, v23, v16                              ; max over 'v' (examples/cross_entropy.kgen:6)
	v_cmp_u_f32 s[8:9], v23, v16
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v4, v22, s[8:9]
	v_max_f32 v4, v23, v17                              ; max over 'v' (examples/cross_entropy.kgen:6)
	v_cmp_u_f32 s[8:9], v23, v17
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v4, v22, s[8:9]
	s_waitcnt vmcnt(0)
	v_max_f32 v4, v23, v18                              ; max over 'v' (examples/cross_entropy.kgen:6)
	v_cmp_u_f32 s[8:9], v23, v18
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v4, v22, s[8:9]
	v_max_f32 v4, v23, v19                              ; max over 'v' (examples/cross_entropy.kgen:6)
	v_cmp_u_f32 s[8:9], v23, v19
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v4, v22, s[8:9]
	v_max_f32 v4, v23, v20                              ; max over 'v' (examples/cross_entropy.kgen:6)
	v_cmp_u_f32 s[8:9], v23, v20
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v4, v22, s[8:9]
	v_max_f32 v4, v23, v21                              ; max over 'v' (examples/cross_entropy.kgen:6)
	v_cmp_u_f32 s[8:9], v23, v21
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v4, v22, s[8:9]
	v_mov_b32 v4, v23                                   ; max over 'v' (examples/cross_entropy.kgen:6): across the lanes of a warp
	ds_swizzle_b32 v22, v4 offset:swizzle(SWAP,1)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v23, v4, v22
	v_cmp_u_f32 s[8:9], v4, v22
	v_mov_b32 v24, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v4, v23, v24, s[8:9]
	ds_swizzle_b32 v22, v4 offset:swizzle(SWAP,2)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v23, v4, v22
	v_cmp_u_f32 s[8:9], v4, v22
	v_mov_b32 v24, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v4, v23, v24, s[8:9]
	ds_swizzle_b32 v22, v4 offset:swizzle(SWAP,4)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v23, v4, v22
	v_cmp_u_f32 s[8:9], v4, v22
	v_mov_b32 v24, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v4, v23, v24, s[8:9]
	ds_swizzle_b32 v22, v4 offset:swizzle(SWAP,8)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v23, v4, v22
	v_cmp_u_f32 s[8:9], v4, v22
	v_mov_b32 v24, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v4, v23, v24, s[8:9]
	ds_swizzle_b32 v22, v4 offset:swizzle(SWAP,16)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v23, v4, v22
	v_cmp_u_f32 s[8:9], v4, v22
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v4, v23, v22, s[8:9]
	s_nop 0
	v_readlane_b32 s8, v4, 0
	v_readlane_b32 s9, v4, 32
	s_nop 1
	v_mov_b32 v4, s9
	v_max_f32 v22, s8, v4
	v_cmp_u_f32 s[14:15], s8, v4
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v4, v22, v23, s[14:15]
	v_mul_f32 v22, 0xbfb8aa3b, v4                       ; -m log2 e of e^(x - m), once per m (examples/cross_entropy.kgen:7)
	v_mov_b32 v23, 0x3fb8aa3b                           ; examples/cross_entropy.kgen:7
	v_fma_f32 v24, v6, v23, v22
	v_exp_f32 v23, v24                                  ; examples/cross_entropy.kgen:7
	v_mov_b32 v24, 0x3fb8aa3b                           ; examples/cross_entropy.kgen:7
	v_fma_f32 v25, v7, v24, v22
	v_exp_f32 v24, v25                                  ; examples/cross_entropy.kgen:7
	v_mov_b32 v25, 0x3fb8aa3b                           ; examples/cross_entropy.kgen:7
	v_fma_f32 v26, v8, v25, v22
	v_exp_f32 v25, v26                                  ; examples/cross_entropy.kgen:7
	v_mov_b32 v26, 0x3fb8aa3b                           ; examples/cross_entropy.kgen:7
	v_fma_f32 v27, v9, v26, v22
	v_exp_f32 v6, v27                                   ; examples/cross_entropy.kgen:7
	v_mov_b32 v7, 0x3fb8aa3b                            ; examples/cross_entropy.kgen:7
	v_fma_f32 v8, v10, v7, v22
	v_exp_f32 v7, v8                                    ; examples/cross_entropy.kgen:7
	v_mov_b32 v8, 0x3fb8aa3b                            ; examples/cross_entropy.kgen:7
	v_fma_f32 v9, v11, v8, v22
	v_exp_f32 v8, v9                                    ; examples/cross_entropy.kgen:7
	v_mov_b32 v9, 0x3fb8aa3b                            ; examples/cross_entropy.kgen:7
	v_fma_f32 v26, v12, v9, v22
	v_exp_f32 v9, v26                                   ; examples/cross_entropy.kgen:7
	v_mov_b32 v26, 0x3fb8aa3b                           ; examples/cross_entropy.kgen:7
	v_fma_f32 v27, v13, v26, v22
	v_exp_f32 v10, v27                                  ; examples/cross_entropy.kgen:7
	v_mov_b32 v11, 0x3fb8aa3b                           ; examples/cross_entropy.kgen:7
	v_fma_f32 v12, v14, v11, v22
	v_exp_f32 v11, v12                                  ; examples/cross_entropy.kgen:7
	v_mov_b32 v12, 0x3fb8aa3b                           ; examples/cross_entropy.kgen:7
	v_fma_f32 v13, v15, v12, v22
	v_exp_f32 v12, v13                                  ; examples/cross_entropy.kgen:7
	v_mov_b32 v13, 0x3fb8aa3b                           ; examples/cross_entropy.kgen:7
	v_fma_f32 v26, v16, v13, v22
	v_exp_f32 v13, v26                                  ; examples/cross_entropy.kgen:7
	v_mov_b32 v26, 0x3fb8aa3b                           ; examples/cross_entropy.kgen:7
	v_fma_f32 v27, v17, v26, v22
	v_exp_f32 v14, v27                                  ; examples/cross_entropy.kgen:7
	v_mov_b32 v15, 0x3fb8aa3b                           ; examples/cross_entropy.kgen:7
	v_fma_f32 v16, v18, v15, v22
	v_exp_f32 v15, v16                                  ; examples/cross_entropy.kgen:7
	v_mov_b32 v16, 0x3fb8aa3b                           ; examples/cross_entropy.kgen:7
	v_fma_f32 v17, v19, v16, v22
	v_exp_f32 v16, v17                                  ; examples/cross_entropy.kgen:7
	v_mov_b32 v17, 0x3fb8aa3b                           ; examples/cross_entropy.kgen:7
	v_fma_f32 v26, v20, v17, v22
	v_exp_f32 v17, v26                                  ; examples/cross_entropy.kgen:7
	v_mov_b32 v26, 0x3fb8aa3b                           ; examples/cross_entropy.kgen:7
	v_fma_f32 v27, v21, v26, v22
	v_exp_f32 v18, v27                                  ; examples/cross_entropy.kgen:7
	v_add_f32 v19, v23, v24                             ; sum over 'v' (examples/cross_entropy.kgen:7)
	v_add_f32 v20, v19, v25                             ; sum over 'v' (examples/cross_entropy.kgen:7)
	v_add_f32 v19, v20, v6                              ; sum over 'v' (examples/cross_entropy.kgen:7)
	v_add_f32 v6, v19, v7                               ; sum over 'v' (examples/cross_entropy.kgen:7)
	v_add_f32 v7, v6, v8                                ; sum over 'v' (examples/cross_entropy.kgen:7)
	v_add_f32 v6, v7, v9                                ; sum over 'v' (examples/cross_entropy.kgen:7)
	v_add_f32 v7, v6, v10                               ; sum over 'v' (examples/cross_entropy.kgen:7)
	v_add_f32 v6, v7, v11                               ; sum over 'v' (examples/cross_entropy.kgen:7)
	v_add_f32 v7, v6, v12                               ; sum over 'v' (examples/cross_entropy.kgen:7)
	v_add_f32 v6, v7, v13                               ; sum over 'v' (examples/cross_entropy.kgen:7)
	v_add_f32 v7, v6, v14                               ; sum over 'v' (examples/cross_entropy.kgen:7)
	v_add_f32 v6, v7, v15                               ; sum over 'v' (examples/cross_entropy.kgen:7)
	v_add_f32 v7, v6, v16                               ; sum over 'v' (examples/cross_entropy.kgen:7)
	v_add_f32 v6, v7, v17                               ; sum over 'v' (examples/cross_entropy.kgen:7)
	v_add_f32 v7, v6, v18                               ; sum over 'v' (examples/cross_entropy.kgen:7)
	v_mov_b32 v6, v7                                    ; sum over 'v' (examples/cross_entropy.kgen:7): across the lanes of a warp
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
	v_readlane_b32 s8, v6, 0
	v_readlane_b32 s9, v6, 32
	s_nop 1
	v_mov_b32 v6, s9
	v_add_f32 v6, s8, v6
	v_log_f32 v7, v6                                    ; examples/cross_entropy.kgen:7
	s_nop 0
	v_mul_f32 v6, 0x3f317218, v7                        ; examples/cross_entropy.kgen:7
	v_add_f32 v7, v4, v6                                ; examples/cross_entropy.kgen:7
	v_add_u32 v4, s12, v2
	v_add_u32 v6, 0, v4                                 ; index along 't' (examples/cross_entropy.kgen:8)
	global_load_dword v4, v5, s[18:19]                  ; examples/cross_entropy.kgen:8: load of 'targets'
	v_mul_lo_u32 v8, s10, v6
	s_waitcnt vmcnt(0)
	v_add_u32 v9, v8, v4
	v_lshlrev_b32 v8, 2, v9                             ; examples/cross_entropy.kgen:8: byte offset
	v_cmp_lt_u32 s[8:9], v6, s3                         ; subscript 0 of 'logits' inside [0, T)
	v_cmp_lt_u32 s[14:15], v4, s10                      ; subscript 1 of 'logits' inside [0, V)
	s_and_b64 s[20:21], s[8:9], s[14:15]
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[8:9], s[20:21]                 ; lanes where %vpred_123
	global_load_dword v4, v8, s[4:5]                    ; examples/cross_entropy.kgen:8: gather from 'logits'
	s_mov_b64 exec, s[8:9]
	s_waitcnt vmcnt(0)
	v_sub_f32 v6, v7, v4                                ; examples/cross_entropy.kgen:8
	s_and_b64 s[8:9], s[6:7], s[20:21]
	s_and_saveexec_b64 s[14:15], s[8:9]                 ; lanes where %vpred_128
	global_store_dword v5, v6, s[22:23]                 ; examples/cross_entropy.kgen:8: store to 'loss'
	s_mov_b64 exec, s[14:15]
	s_branch .Lcross_entropy_rows1024_if0_end
.Lcross_entropy_rows1024_if0_else:
	v_cmp_lt_u32 s[8:9], v2, s13                        ; 't' element in bounds
	v_cmp_lt_u32 s[14:15], v1, s10                      ; 'v' element in bounds
	s_and_b64 s[20:21], s[8:9], s[14:15]
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[20:21]               ; lanes where %vpred_131
	global_load_dword v4, v3, s[16:17]                  ; examples/cross_entropy.kgen:6: load of 'logits'
	s_mov_b64 exec, s[14:15]
	v_add_u32 v6, 1, v1
	v_cmp_lt_u32 s[14:15], v6, s10                      ; 'v' element in bounds
	s_and_b64 s[24:25], s[8:9], s[14:15]
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[24:25]               ; lanes where %vpred_135
	global_load_dword v6, v3, s[16:17] offset:4         ; examples/cross_entropy.kgen:6: load of 'logits'
	s_mov_b64 exec, s[14:15]
	v_add_u32 v7, 2, v1
	v_cmp_lt_u32 s[14:15], v7, s10                      ; 'v' element in bounds
	s_and_b64 s[26:27], s[8:9], s[14:15]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_139
	global_load_dword v7, v3, s[16:17] offset:8         ; examples/cross_entropy.kgen:6: load of 'logits'
	s_mov_b64 exec, s[14:15]
	v_add_u32 v8, 3, v1
	v_cmp_lt_u32 s[14:15], v8, s10                      ; 'v' element in bounds
	s_and_b64 s[28:29], s[8:9], s[14:15]
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[28:29]               ; lanes where %vpred_143
	global_load_dword v8, v3, s[16:17] offset:12        ; examples/cross_entropy.kgen:6: load of 'logits'
	s_mov_b64 exec, s[14:15]
	v_add_u32 v9, 0x100, v1
	v_cmp_lt_u32 s[14:15], v9, s10                      ; 'v' element in bounds
	s_and_b64 s[30:31], s[8:9], s[14:15]
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[30:31]               ; lanes where %vpred_147
	global_load_dword v9, v3, s[16:17] offset:1024      ; examples/cross_entropy.kgen:6: load of 'logits'
	s_mov_b64 exec, s[14:15]
	v_add_u32 v10, 0x101, v1
	v_cmp_lt_u32 s[14:15], v10, s10                     ; 'v' element in bounds
	s_and_b64 s[32:33], s[8:9], s[14:15]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[32:33]               ; lanes where %vpred_151
	global_load_dword v10, v3, s[16:17] offset:1028     ; examples/cross_entropy.kgen:6: load of 'logits'
	s_mov_b64 exec, s[14:15]
	v_add_u32 v11, 0x102, v1
	v_cmp_lt_u32 s[14:15], v11, s10                     ; 'v' element in bounds
	s_and_b64 s[34:35], s[8:9], s[14:15]
	v_mov_b32 v11, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[34:35]               ; lanes where %vpred_155
	global_load_dword v11, v3, s[16:17] offset:1032     ; examples/cross_entropy.kgen:6: load of 'logits'
	s_mov_b64 exec, s[14:15]
	v_add_u32 v12, 0x103, v1
	v_cmp_lt_u32 s[14:15], v12, s10                     ; 'v' element in bounds
	s_and_b64 s[36:37], s[8:9], s[14:15]
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[36:37]               ; lanes where %vpred_159
	global_load_dword v12, v3, s[16:17] offset:1036     ; examples/cross_entropy.kgen:6: load of 'logits'
	s_mov_b64 exec, s[14:15]
	v_add_u32 v13, 0x200, v1
	v_cmp_lt_u32 s[14:15], v13, s10                     ; 'v' element in bounds
	s_and_b64 s[38:39], s[8:9], s[14:15]
	v_mov_b32 v13, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[38:39]               ; lanes where %vpred_163
	global_load_dword v13, v3, s[16:17] offset:2048     ; examples/cross_entropy.kgen:6: load of 'logits'
	s_mov_b64 exec, s[14:15]
	v_add_u32 v14, 0x201, v1
	v_cmp_lt_u32 s[14:15], v14, s10                     ; 'v' element in bounds
	s_and_b64 s[40:41], s[8:9], s[14:15]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[40:41]               ; lanes where %vpred_167
	global_load_dword v14, v3, s[16:17] offset:2052     ; examples/cross_entropy.kgen:6: load of 'logits'
	s_mov_b64 exec, s[14:15]
	v_add_u32 v15, 0x202, v1
	v_cmp_lt_u32 s[14:15], v15, s10                     ; 'v' element in bounds
	s_and_b64 s[42:43], s[8:9], s[14:15]
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[42:43]               ; lanes where %vpred_171
	global_load_dword v15, v3, s[16:17] offset:2056     ; examples/cross_entropy.kgen:6: load of 'logits'
	s_mov_b64 exec, s[14:15]
	v_add_u32 v16, 0x203, v1
	v_cmp_lt_u32 s[14:15], v16, s10                     ; 'v' element in bounds
	s_and_b64 s[44:45], s[8:9], s[14:15]
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[44:45]               ; lanes where %vpred_175
	global_load_dword v16, v3, s[16:17] offset:2060     ; examples/cross_entropy.kgen:6: load of 'logits'
	s_mov_b64 exec, s[14:15]
	v_add_u32 v17, 0x300, v1
	v_cmp_lt_u32 s[14:15], v17, s10                     ; 'v' element in bounds
	s_and_b64 s[46:47], s[8:9], s[14:15]
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[46:47]               ; lanes where %vpred_179
	global_load_dword v17, v3, s[16:17] offset:3072     ; examples/cross_entropy.kgen:6: load of 'logits'
	s_mov_b64 exec, s[14:15]
	v_add_u32 v18, 0x301, v1
	v_cmp_lt_u32 s[14:15], v18, s10                     ; 'v' element in bounds
	s_and_b64 s[48:49], s[8:9], s[14:15]
	v_mov_b32 v18, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[48:49]               ; lanes where %vpred_183
	global_load_dword v18, v3, s[16:17] offset:3076     ; examples/cross_entropy.kgen:6: load of 'logits'
	s_mov_b64 exec, s[14:15]
	v_add_u32 v19, 0x302, v1
	v_cmp_lt_u32 s[14:15], v19, s10                     ; 'v' element in bounds
	s_and_b64 s[50:51], s[8:9], s[14:15]
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[50:51]               ; lanes where %vpred_187
	global_load_dword v19, v3, s[16:17] offset:3080     ; examples/cross_entropy.kgen:6: load of 'logits'
	s_mov_b64 exec, s[14:15]
	v_add_u32 v20, 0x303, v1
	v_cmp_lt_u32 s[14:15], v20, s10                     ; 'v' element in bounds
	s_and_b64 s[52:53], s[8:9], s[14:15]
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[52:53]               ; lanes where %vpred_191
	global_load_dword v1, v3, s[16:17] offset:3084      ; examples/cross_entropy.kgen:6: load of 'logits'
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v3, 0xff800000                            ; absent elements contribute the identity
	s_waitcnt vmcnt(15)
	v_cndmask_b32 v20, v3, v4, s[20:21]
	v_mov_b32 v3, 0xff800000                            ; absent elements contribute the identity
	s_waitcnt vmcnt(14)
	v_cndmask_b32 v21, v3, v6, s[24:25]
	v_mov_b32 v3, 0xff800000                            ; absent elements contribute the identity
	s_waitcnt vmcnt(13)
	v_cndmask_b32 v22, v3, v7, s[26:27]
	v_mov_b32 v3, 0xff800000                            ; absent elements contribute the identity
	s_waitcnt vmcnt(12)
	v_cndmask_b32 v23, v3, v8, s[28:29]
	v_mov_b32 v3, 0xff800000                            ; absent elements contribute the identity
	s_waitcnt vmcnt(11)
	v_cndmask_b32 v24, v3, v9, s[30:31]
	v_mov_b32 v3, 0xff800000                            ; absent elements contribute the identity
	s_waitcnt vmcnt(10)
	v_cndmask_b32 v25, v3, v10, s[32:33]
	v_mov_b32 v3, 0xff800000                            ; absent elements contribute the identity
	s_waitcnt vmcnt(9)
	v_cndmask_b32 v26, v3, v11, s[34:35]
	v_mov_b32 v3, 0xff800000                            ; absent elements contribute the identity
	s_waitcnt vmcnt(8)
	v_cndmask_b32 v27, v3, v12, s[36:37]
	v_mov_b32 v3, 0xff800000                            ; absent elements contribute the identity
	s_waitcnt vmcnt(7)
	v_cndmask_b32 v28, v3, v13, s[38:39]
	v_mov_b32 v3, 0xff800000                            ; absent elements contribute the identity
	s_waitcnt vmcnt(6)
	v_cndmask_b32 v29, v3, v14, s[40:41]
	v_mov_b32 v3, 0xff800000                            ; absent elements contribute the identity
	s_waitcnt vmcnt(5)
	v_cndmask_b32 v30, v3, v15, s[42:43]
	v_mov_b32 v3, 0xff800000                            ; absent elements contribute the identity
	s_waitcnt vmcnt(4)
	v_cndmask_b32 v31, v3, v16, s[44:45]
	v_mov_b32 v3, 0xff800000                            ; absent elements contribute the identity
	s_waitcnt vmcnt(3)
	v_cndmask_b32 v32, v3, v17, s[46:47]
	v_mov_b32 v3, 0xff800000                            ; absent elements contribute the identity
	s_waitcnt vmcnt(2)
	v_cndmask_b32 v33, v3, v18, s[48:49]
	v_mov_b32 v3, 0xff800000                            ; absent elements contribute the identity
	s_waitcnt vmcnt(1)
	v_cndmask_b32 v34, v3, v19, s[50:51]
	v_mov_b32 v3, 0xff800000                            ; absent elements contribute the identity
	s_waitcnt vmcnt(0)
	v_cndmask_b32 v35, v3, v1, s[52:53]
	v_max_f32 v3, v20, v21                              ; max over 'v' (examples/cross_entropy.kgen:6)
	v_cmp_u_f32 s[14:15], v20, v21
	v_mov_b32 v20, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v3, v20, s[14:15]
	v_max_f32 v3, v21, v22                              ; max over 'v' (examples/cross_entropy.kgen:6)
	v_cmp_u_f32 s[14:15], v21, v22
	v_mov_b32 v20, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v3, v20, s[14:15]
	v_max_f32 v3, v21, v23                              ; max over 'v' (examples/cross_entropy.kgen:6)
	v_cmp_u_f32 s[14:15], v21, v23
	v_mov_b32 v20, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v3, v20, s[14:15]
	v_max_f32 v3, v21, v24                              ; max over 'v' (examples/cross_entropy.kgen:6)
	v_cmp_u_f32 s[14:15], v21, v24
	v_mov_b32 v20, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v3, v20, s[14:15]
	v_max_f32 v3, v21, v25                              ; max over 'v' (examples/cross_entropy.kgen:6)
	v_cmp_u_f32 s[14:15], v21, v25
	v_mov_b32 v20, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v3, v20, s[14:15]
	v_max_f32 v3, v21, v26                              ; max over 'v' (examples/cross_entropy.kgen:6)
	v_cmp_u_f32 s[14:15], v21, v26
	v_mov_b32 v20, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v3, v20, s[14:15]
	v_max_f32 v3, v21, v27                              ; max over 'v' (examples/cross_entropy.kgen:6)
	v_cmp_u_f32 s[14:15], v21, v27
	v_mov_b32 v20, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v3, v20, s[14:15]
	v_max_f32 v3, v21, v28                              ; max over 'v' (examples/cross_entropy.kgen:6)
	v_cmp_u_f32 s[14:15], v21, v28
	v_mov_b32 v20, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v3, v20, s[14:15]
	v_max_f32 v3, v21, v29                              ; max over 'v' (examples/cross_entropy.kgen:6)
	v_cmp_u_f32 s[14:15], v21, v29
	v_mov_b32 v20, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v3, v20, s[14:15]
	v_max_f32 v3, v21, v30                              ; max over 'v' (examples/cross_entropy.kgen:6)
	v_cmp_u_f32 s[14:15], v21, v30
	v_mov_b32 v20, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v3, v20, s[14:15]
	v_max_f32 v3, v21, v31                              ; max over 'v' (examples/cross_entropy.kgen:6)
	v_cmp_u_f32 s[14:15], v21, v31
	v_mov_b32 v20, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v3, v20, s[14:15]
	v_max_f32 v3, v21, v32                              ; max over 'v' (examples/cross_entropy.kgen:6)
	v_cmp_u_f32 s[14:15], v21, v32
	v_mov_b32 v20, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v3, v20, s[14:15]
	v_max_f32 v3, v21, v33                              ; max over 'v' (examples/cross_entropy.kgen:6)
	v_cmp_u_f32 s[14:15], v21, v33
	v_mov_b32 v20, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v3, v20, s[14:15]
	v_max_f32 v3, v21, v34                              ; max over 'v' (examples/cross_entropy.kgen:6)
	v_cmp_u_f32 s[14:15], v21, v34
	v_mov_b32 v20, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v3, v20, s[14:15]
	v_max_f32 v3, v21, v35                              ; max over 'v' (examples/cross_entropy.kgen:6)
	v_cmp_u_f32 s[14:15], v21, v35
	v_mov_b32 v20, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v3, v20, s[14:15]
	v_mov_b32 v3, v21                                   ; max over 'v' (examples/cross_entropy.kgen:6): across the lanes of a warp
	ds_swizzle_b32 v20, v3 offset:swizzle(SWAP,1)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v21, v3, v20
	v_cmp_u_f32 s[14:15], v3, v20
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v21, v22, s[14:15]
	ds_swizzle_b32 v20, v3 offset:swizzle(SWAP,2)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v21, v3, v20
	v_cmp_u_f32 s[14:15], v3, v20
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v21, v22, s[14:15]
	ds_swizzle_b32 v20, v3 offset:swizzle(SWAP,4)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v21, v3, v20
	v_cmp_u_f32 s[14:15], v3, v20
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v21, v22, s[14:15]
	ds_swizzle_b32 v20, v3 offset:swizzle(SWAP,8)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v21, v3, v20
	v_cmp_u_f32 s[14:15], v3, v20
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v21, v22, s[14:15]
	ds_swizzle_b32 v20, v3 offset:swizzle(SWAP,16)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v21, v3, v20
	v_cmp_u_f32 s[14:15], v3, v20
	v_mov_b32 v20, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v21, v20, s[14:15]
	s_nop 0
	v_readlane_b32 s11, v3, 0
	v_readlane_b32 s13, v3, 32
	s_nop 1
	v_mov_b32 v3, s13
	v_max_f32 v20, s11, v3
	v_cmp_u_f32 s[14:15], s11, v3
	v_mov_b32 v21, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v20, v21, s[14:15]
	v_mul_f32 v20, 0xbfb8aa3b, v3                       ; -m log2 e of e^(x - m), once per m (examples/cross_entropy.kgen:7)
	v_mov_b32 v21, 0x3fb8aa3b                           ; examples/cross_entropy.kgen:7
	v_fma_f32 v22, v4, v21, v20
	v_exp_f32 v4, v22                                   ; examples/cross_entropy.kgen:7
	v_mov_b32 v21, 0x3fb8aa3b                           ; examples/cross_entropy.kgen:7
	v_fma_f32 v22, v6, v21, v20
	v_exp_f32 v6, v22                                   ; examples/cross_entropy.kgen:7
	v_mov_b32 v21, 0x3fb8aa3b                           ; examples/cross_entropy.kgen:7
	v_fma_f32 v22, v7, v21, v20
	v_exp_f32 v7, v22                                   ; examples/cross_entropy.kgen:7
	v_mov_b32 v21, 0x3fb8aa3b                           ; examples/cross_entropy.kgen:7
	v_fma_f32 v22, v8, v21, v20
	v_exp_f32 v8, v22                                   ; examples/cross_entropy.kgen:7
	v_mov_b32 v21, 0x3fb8aa3b                           ; examples/cross_entropy.kgen:7
	v_fma_f32 v22, v9, v21, v20
	v_exp_f32 v9, v22                                   ; examples/cross_entropy.kgen:7
	v_mov_b32 v21, 0x3fb8aa3b                           ; examples/cross_entropy.kgen:7
	v_fma_f32 v22, v10, v21, v20
	v_exp_f32 v10, v22                                  ; examples/cross_entropy.kgen:7
	v_mov_b32 v21, 0x3fb8aa3b                           ; examples/cross_entropy.kgen:7
	v_fma_f32 v22, v11, v21, v20
	v_exp_f32 v11, v22                                  ; examples/cross_entropy.kgen:7
	v_mov_b32 v21, 0x3fb8aa3b                           ; examples/cross_entropy.kgen:7
	v_fma_f32 v22, v12, v21, v20
	v_exp_f32 v12, v22                                  ; examples/cross_entropy.kgen:7
	v_mov_b32 v21, 0x3fb8aa3b                           ; examples/cross_entropy.kgen:7
	v_fma_f32 v22, v13, v21, v20
	v_exp_f32 v13, v22                                  ; examples/cross_entropy.kgen:7
	v_mov_b32 v21, 0x3fb8aa3b                           ; examples/cross_entropy.kgen:7
	v_fma_f32 v22, v14, v21, v20
	v_exp_f32 v14, v22                                  ; examples/cross_entropy.kgen:7
	v_mov_b32 v21, 0x3fb8aa3b                           ; examples/cross_entropy.kgen:7
	v_fma_f32 v22, v15, v21, v20
	v_exp_f32 v15, v22                                  ; examples/cross_entropy.kgen:7
	v_mov_b32 v21, 0x3fb8aa3b                           ; examples/cross_entropy.kgen:7
	v_fma_f32 v22, v16, v21, v20
	v_exp_f32 v16, v22                                  ; examples/cross_entropy.kgen:7
	v_mov_b32 v21, 0x3fb8aa3b                           ; examples/cross_entropy.kgen:7
	v_fma_f32 v22, v17, v21, v20
	v_exp_f32 v17, v22                                  ; examples/cross_entropy.kgen:7
	v_mov_b32 v21, 0x3fb8aa3b                           ; examples/cross_entropy.kgen:7
	v_fma_f32 v22, v18, v21, v20
	v_exp_f32 v18, v22                                  ; examples/cross_entropy.kgen:7
	v_mov_b32 v21, 0x3fb8aa3b                           ; examples/cross_entropy.kgen:7
	v_fma_f32 v22, v19, v21, v20
	v_exp_f32 v19, v22                                  ; examples/cross_entropy.kgen:7
	v_mov_b32 v21, 0x3fb8aa3b                           ; examples/cross_entropy.kgen:7
	v_fma_f32 v22, v1, v21, v20
	v_exp_f32 v1, v22                                   ; examples/cross_entropy.kgen:7
	v_cndmask_b32 v20, 0, v4, s[20:21]                  ; absent elements contribute the identity
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
	v_cndmask_b32 v17, 0, v18, s[48:49]                 ; absent elements contribute the identity
	v_cndmask_b32 v18, 0, v19, s[50:51]                 ; absent elements contribute the identity
	v_cndmask_b32 v19, 0, v1, s[52:53]                  ; absent elements contribute the identity
	v_add_f32 v1, v20, v4                               ; sum over 'v' (examples/cross_entropy.kgen:7)
	v_add_f32 v4, v1, v6                                ; sum over 'v' (examples/cross_entropy.kgen:7)
	v_add_f32 v1, v4, v7                                ; sum over 'v' (examples/cross_entropy.kgen:7)
	v_add_f32 v4, v1, v8                                ; sum over 'v' (examples/cross_entropy.kgen:7)
	v_add_f32 v1, v4, v9                                ; sum over 'v' (examples/cross_entropy.kgen:7)
	v_add_f32 v4, v1, v10                               ; sum over 'v' (examples/cross_entropy.kgen:7)
	v_add_f32 v1, v4, v11                               ; sum over 'v' (examples/cross_entropy.kgen:7)
	v_add_f32 v4, v1, v12                               ; sum over 'v' (examples/cross_entropy.kgen:7)
	v_add_f32 v1, v4, v13                               ; sum over 'v' (examples/cross_entropy.kgen:7)
	v_add_f32 v4, v1, v14                               ; sum over 'v' (examples/cross_entropy.kgen:7)
	v_add_f32 v1, v4, v15                               ; sum over 'v' (examples/cross_entropy.kgen:7)
	v_add_f32 v4, v1, v16                               ; sum over 'v' (examples/cross_entropy.kgen:7)
	v_add_f32 v1, v4, v17                               ; sum over 'v' (examples/cross_entropy.kgen:7)
	v_add_f32 v4, v1, v18                               ; sum over 'v' (examples/cross_entropy.kgen:7)
	v_add_f32 v1, v4, v19                               ; sum over 'v' (examples/cross_entropy.kgen:7)
	v_mov_b32 v4, v1                                    ; sum over 'v' (examples/cross_entropy.kgen:7): across the lanes of a warp
	ds_swizzle_b32 v1, v4 offset:swizzle(SWAP,1)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v4, v1
	ds_swizzle_b32 v1, v4 offset:swizzle(SWAP,2)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v4, v1
	ds_swizzle_b32 v1, v4 offset:swizzle(SWAP,4)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v4, v1
	ds_swizzle_b32 v1, v4 offset:swizzle(SWAP,8)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v4, v1
	ds_swizzle_b32 v1, v4 offset:swizzle(SWAP,16)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v4, v1
	s_nop 0
	v_readlane_b32 s11, v4, 0
	v_readlane_b32 s13, v4, 32
	s_nop 1
	v_mov_b32 v1, s13
	v_add_f32 v1, s11, v1
	v_log_f32 v4, v1                                    ; examples/cross_entropy.kgen:7
	s_nop 0
	v_mul_f32 v1, 0x3f317218, v4                        ; examples/cross_entropy.kgen:7
	v_add_f32 v4, v3, v1                                ; examples/cross_entropy.kgen:7
	v_add_u32 v1, s12, v2
	v_add_u32 v2, 0, v1                                 ; index along 't' (examples/cross_entropy.kgen:8)
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[12:13], s[8:9]                 ; lanes where %vpred_129
	global_load_dword v1, v5, s[18:19]                  ; examples/cross_entropy.kgen:8: load of 'targets'
	s_mov_b64 exec, s[12:13]
	v_mul_lo_u32 v3, s10, v2
	s_waitcnt vmcnt(0)
	v_add_u32 v6, v3, v1
	v_lshlrev_b32 v3, 2, v6                             ; examples/cross_entropy.kgen:8: byte offset
	v_cmp_lt_u32 s[12:13], v2, s3                       ; subscript 0 of 'logits' inside [0, T)
	v_cmp_lt_u32 s[14:15], v1, s10                      ; subscript 1 of 'logits' inside [0, V)
	s_and_b64 s[10:11], s[12:13], s[14:15]
	s_and_b64 s[12:13], s[10:11], s[8:9]
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_302
	global_load_dword v1, v3, s[4:5]                    ; examples/cross_entropy.kgen:8: gather from 'logits'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_sub_f32 v2, v4, v1                                ; examples/cross_entropy.kgen:8
	s_and_b64 s[4:5], s[8:9], s[6:7]
	s_and_b64 s[6:7], s[4:5], s[10:11]
	s_and_saveexec_b64 s[4:5], s[6:7]                   ; lanes where %vpred_306
	global_store_dword v5, v2, s[22:23]                 ; examples/cross_entropy.kgen:8: store to 'loss'
	s_mov_b64 exec, s[4:5]
.Lcross_entropy_rows1024_if0_end:
	s_endpgm
.Lfunc_end_cross_entropy_rows1024:
	.size	cross_entropy_rows1024, .Lfunc_end_cross_entropy_rows1024-cross_entropy_rows1024

	.rodata
	.p2align	6
	.amdhsa_kernel cross_entropy
		.amdhsa_group_segment_fixed_size 32
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 30
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
	.amdhsa_kernel cross_entropy_rows128
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 30
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
	.amdhsa_kernel cross_entropy_rows1024
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 36
		.amdhsa_next_free_sgpr 54
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
  - .name:           cross_entropy
    .symbol:         cross_entropy.kd
    .args:
      - .name:           logits
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           targets
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           loss
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
      - .name:           T
        .offset:         24
        .size:           4
        .value_kind:     by_value
      - .name:           V
        .offset:         28
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 32
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     36
    .sgpr_spill_count: 0
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
  - .name:           cross_entropy_rows128
    .symbol:         cross_entropy_rows128.kd
    .args:
      - .name:           logits
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           targets
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           loss
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
      - .name:           T
        .offset:         24
        .size:           4
        .value_kind:     by_value
      - .name:           V
        .offset:         28
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     36
    .sgpr_spill_count: 0
    .vgpr_count:     16
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
  - .name:           cross_entropy_rows1024
    .symbol:         cross_entropy_rows1024.kd
    .args:
      - .name:           logits
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           targets
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           loss
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
      - .name:           T
        .offset:         24
        .size:           4
        .value_kind:     by_value
      - .name:           V
        .offset:         28
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     60
    .sgpr_spill_count: 0
    .vgpr_count:     36
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
