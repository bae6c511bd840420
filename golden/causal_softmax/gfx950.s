; kgen AMDGCN module for gfx950: 3 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 5

; kernel causal_softmax: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel causal_softmax from examples/causal_softmax.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: t, h, b
;   chunk: b: 1, h: 1, t: 1, s: 1024; walked in chunks: s
;   layout: b:1 x h:1 x t:1 x s:1024: reg[s1 s2] lane[s4 s8 s16 s32 s64 s128] warp[s256 s512]
;     (fastest axis 's', 4 contiguous elements per thread)
;   fastest axis 's': most bytes of plain accesses are contiguous along it
;   vector 4: 16-byte accesses of 4-byte elements
;   walk 's' in chunks of 1024: its extent is known only at launch
;   value layouts (the dominant layout sliced to each value's axes):
;     L0 [s]: s:1024: reg[s1 s2] lane[s4 s8 s16 s32 s64 s128] warp[s256 s512]
;     L1 [t]: t:1: reg[0 0] lane[0 0 0 0 0 0] warp[0 0]
;     L2 [t, s]: t:1 x s:1024: reg[s1 s2] lane[s4 s8 s16 s32 s64 s128] warp[s256 s512]
;     L3 [b, h, t, s]: b:1 x h:1 x t:1 x s:1024: reg[s1 s2] lane[s4 s8 s16 s32 s64 s128] warp[s256 s512]
;     L4 [b, h, t]: b:1 x h:1 x t:1: reg[0 0] lane[0 0 0 0 0 0] warp[0 0]
;       6:15 index s -> L0; 6:20 index t -> L1; 6:15 le -> L2; 6:23 load att -> L3; 6:23 mul -> L3; 6:9 select -> L3
;       7:17 reduce max -> L4; 7:13 sub -> L3; 7:9 exp -> L3; 8:25 reduce sum -> L4; 8:21 div -> L3
;   phase 1 (walking 's' in chunks of 1024): max over 's' (7:17), sum over 's' (8:25) (online: rescaled as the maximum grows)
;   phase 2 (walking 's' in chunks of 1024): store y (8:5)
; resources: 21 VGPRs, 0 AGPRs, 44 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 32 bytes LDS, 32 bytes of arguments, 256 threads
;   arg att: tensor f32 at 0 (read-only)
;   arg y: tensor f32 at 8
;   arg scale: scalar f32 at 16
;   arg B: dim i32 at 20
;   arg NH: dim i32 at 24
;   arg T: dim i32 at 28
; s[0:1] kernarg pointer, s2 workgroup id x, s3 workgroup id y, s4 workgroup id z, v0 work-item id
	.text
	.globl	causal_softmax
	.p2align	8
	.type	causal_softmax,@function
causal_softmax:
	s_load_dwordx2 s[6:7], s[0:1], 0x0                  ; argument att
	s_load_dwordx2 s[8:9], s[0:1], 0x8                  ; argument y
	s_load_dword s5, s[0:1], 0x10                       ; argument scale
	s_load_dword s10, s[0:1], 0x18                      ; argument NH
	s_load_dword s11, s[0:1], 0x1c                      ; argument T
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s12, s2                                   ; program index along 't'
	s_mov_b32 s13, s3                                   ; program index along 'h'
	s_mov_b32 s14, s4                                   ; program index along 'b'
	s_waitcnt lgkmcnt(0)
	s_and_b32 s15, s11, 3
	s_cmp_eq_u32 s15, 0                                 ; rows start aligned to 4 elements iff T % 4 == 0
	s_cselect_b32 s15, 1, 0
	v_mov_b32 v2, 0xff800000                            ; identity of max
	v_mov_b32 v3, 0xff800000                            ; identity of max
	v_mov_b32 v4, 0xff800000                            ; identity of max
	v_mov_b32 v5, 0xff800000                            ; identity of max
	v_mov_b32 v6, 0                                     ; identity of sum
	v_mov_b32 v7, 0                                     ; identity of sum
	v_mov_b32 v8, 0                                     ; identity of sum
	v_mov_b32 v9, 0                                     ; identity of sum
	s_add_i32 s16, s12, 0                               ; index along 't' (examples/causal_softmax.kgen:6)
	s_cmp_ge_u32 s11, 0x400                             ; at least one whole chunk of 's'
	s_cselect_b32 s17, 1, 0
	s_sub_u32 s18, s11, 0x3ff
	s_cmp_lg_u32 s17, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s17, s18, 0
	s_cmp_lg_u32 s15, 0
	s_cselect_b32 s15, s17, 0
	v_lshlrev_b32 v10, 2, v1
	s_mul_i32 s17, s11, s11                             ; a stride of 'att'
	s_mul_i32 s18, s17, s10                             ; a stride of 'att'
	v_lshlrev_b32 v11, 2, v10                           ; thread's byte offset in a chunk of 'att'
	s_mul_i32 s20, s14, s18
	s_mul_hi_u32 s21, s14, s18
	s_lshl_b64 s[18:19], s[20:21], 2
	s_add_u32 s20, s6, s18                              ; 'att' at this program
	s_addc_u32 s21, s7, s19
	s_mul_i32 s6, s13, s17
	s_mul_hi_u32 s7, s13, s17
	s_lshl_b64 s[22:23], s[6:7], 2
	s_add_u32 s6, s20, s22                              ; 'att' at this program
	s_addc_u32 s7, s21, s23
	s_mul_i32 s20, s12, s11
	s_mul_hi_u32 s21, s12, s11
	s_lshl_b64 s[12:13], s[20:21], 2
	s_add_u32 s20, s6, s12                              ; 'att' at this program
	s_addc_u32 s21, s7, s13
	s_mov_b32 s6, 0                                     ; chunks of 1024 along 's': whole chunks
	s_cmp_ge_u32 s6, s15
	s_cbranch_scc1 .Lcausal_softmax_loop0_end
.Lcausal_softmax_loop0:
	v_add_u32 v12, s6, v10
	v_add_u32 v13, 0, v12                               ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v14, 1, v12                               ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v15, 2, v12                               ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v16, 3, v12                               ; index along 's' (examples/causal_softmax.kgen:6)
	v_cmp_le_i32 s[24:25], v13, s16                     ; examples/causal_softmax.kgen:6
	v_cmp_le_i32 s[26:27], v14, s16                     ; examples/causal_softmax.kgen:6
	v_cmp_le_i32 s[28:29], v15, s16                     ; examples/causal_softmax.kgen:6
	v_cmp_le_i32 s[30:31], v16, s16                     ; examples/causal_softmax.kgen:6
	s_mov_b32 s32, s6
	s_mov_b32 s33, 0
	s_lshl_b64 s[34:35], s[32:33], 2
	s_add_u32 s32, s20, s34                             ; 'att' at this chunk
	s_addc_u32 s33, s21, s35
	global_load_dwordx4 v[12:15], v11, s[32:33]         ; examples/causal_softmax.kgen:6: 16-byte load of 'att'
	s_waitcnt vmcnt(0)
	v_mul_f32 v16, s5, v12                              ; examples/causal_softmax.kgen:6
	v_mul_f32 v17, s5, v13                              ; examples/causal_softmax.kgen:6
	v_mul_f32 v18, s5, v14                              ; examples/causal_softmax.kgen:6
	v_mul_f32 v19, s5, v15                              ; examples/causal_softmax.kgen:6
	v_mov_b32 v12, 0xff800000                           ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v13, v12, v16, s[24:25]
	v_mov_b32 v12, 0xff800000                           ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v14, v12, v17, s[26:27]
	v_mov_b32 v12, 0xff800000                           ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v15, v12, v18, s[28:29]
	v_mov_b32 v12, 0xff800000                           ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v16, v12, v19, s[30:31]
	v_max_f32 v12, v13, v14                             ; max and sum of exp over 's' (examples/causal_softmax.kgen:7): the chunk's maximum
	v_cmp_u_f32 s[24:25], v13, v14
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v12, v17, s[24:25]
	v_max_f32 v12, v18, v15                             ; max and sum of exp over 's' (examples/causal_softmax.kgen:7): the chunk's maximum
	v_cmp_u_f32 s[24:25], v18, v15
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v12, v17, s[24:25]
	v_max_f32 v12, v18, v16                             ; max and sum of exp over 's' (examples/causal_softmax.kgen:7): the chunk's maximum
	v_cmp_u_f32 s[24:25], v18, v16
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v12, v17, s[24:25]
	v_max_f32 v12, v2, v18                              ; max and sum of exp over 's' (examples/causal_softmax.kgen:7)
	v_cmp_u_f32 s[24:25], v2, v18
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v12, v17, s[24:25]
	v_mov_b32 v12, 0xff800000                           ; max and sum of exp over 's' (examples/causal_softmax.kgen:7)
	v_cmp_eq_f32 s[24:25], v18, v12
	s_nop 1
	v_cndmask_b32 v12, v18, 0, s[24:25]                 ; max and sum of exp over 's' (examples/causal_softmax.kgen:7)
	v_mul_f32 v17, 0xbfb8aa3b, v12                      ; max and sum of exp over 's' (examples/causal_softmax.kgen:7)
	v_mov_b32 v12, 0x3fb8aa3b
	v_fma_f32 v19, v2, v12, v17
	v_exp_f32 v12, v19                                  ; max and sum of exp over 's' (examples/causal_softmax.kgen:7): the rescale of the sum so far
	v_mov_b32 v19, 0x3fb8aa3b
	v_fma_f32 v20, v13, v19, v17
	v_exp_f32 v13, v20                                  ; max and sum of exp over 's' (examples/causal_softmax.kgen:7)
	v_mov_b32 v19, 0x3fb8aa3b
	v_fma_f32 v20, v14, v19, v17
	v_exp_f32 v14, v20                                  ; max and sum of exp over 's' (examples/causal_softmax.kgen:7)
	s_nop 0
	v_add_f32 v19, v13, v14                             ; max and sum of exp over 's' (examples/causal_softmax.kgen:7)
	v_mov_b32 v13, 0x3fb8aa3b
	v_fma_f32 v14, v15, v13, v17
	v_exp_f32 v13, v14                                  ; max and sum of exp over 's' (examples/causal_softmax.kgen:7)
	s_nop 0
	v_add_f32 v14, v19, v13                             ; max and sum of exp over 's' (examples/causal_softmax.kgen:7)
	v_mov_b32 v13, 0x3fb8aa3b
	v_fma_f32 v15, v16, v13, v17
	v_exp_f32 v13, v15                                  ; max and sum of exp over 's' (examples/causal_softmax.kgen:7)
	s_nop 0
	v_add_f32 v15, v14, v13                             ; max and sum of exp over 's' (examples/causal_softmax.kgen:7)
	v_fma_f32 v6, v6, v12, v15                          ; max and sum of exp over 's' (examples/causal_softmax.kgen:7)
	v_mov_b32 v2, v18                                   ; max and sum of exp over 's' (examples/causal_softmax.kgen:7)
	s_add_u32 s6, s6, 0x400
	s_cmp_lt_u32 s6, s15
	s_cbranch_scc1 .Lcausal_softmax_loop0
.Lcausal_softmax_loop0_end:
	s_mov_b32 s7, s6                                    ; chunks of 1024 along 's': the rest, masked
	s_cmp_ge_u32 s7, s11
	s_cbranch_scc1 .Lcausal_softmax_loop1_end
.Lcausal_softmax_loop1:
	s_sub_u32 s6, s11, s7
	v_add_u32 v12, s7, v10
	v_add_u32 v13, 0, v12                               ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v14, 1, v12                               ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v15, 2, v12                               ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v16, 3, v12                               ; index along 's' (examples/causal_softmax.kgen:6)
	v_cmp_le_i32 s[24:25], v13, s16                     ; examples/causal_softmax.kgen:6
	v_cmp_le_i32 s[26:27], v14, s16                     ; examples/causal_softmax.kgen:6
	v_cmp_le_i32 s[28:29], v15, s16                     ; examples/causal_softmax.kgen:6
	v_cmp_le_i32 s[30:31], v16, s16                     ; examples/causal_softmax.kgen:6
	s_mov_b32 s32, s7
	s_mov_b32 s33, 0
	s_lshl_b64 s[34:35], s[32:33], 2
	s_add_u32 s32, s20, s34                             ; 'att' at this chunk
	s_addc_u32 s33, s21, s35
	v_cmp_lt_u32 s[34:35], v10, s6                      ; 's' element in bounds
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_99
	global_load_dword v12, v11, s[32:33]                ; examples/causal_softmax.kgen:6: load of 'att'
	s_mov_b64 exec, s[36:37]
	v_add_u32 v13, 1, v10
	v_cmp_lt_u32 s[36:37], v13, s6                      ; 's' element in bounds
	v_mov_b32 v13, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_102
	global_load_dword v13, v11, s[32:33] offset:4       ; examples/causal_softmax.kgen:6: load of 'att'
	s_mov_b64 exec, s[38:39]
	v_add_u32 v14, 2, v10
	v_cmp_lt_u32 s[38:39], v14, s6                      ; 's' element in bounds
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_105
	global_load_dword v14, v11, s[32:33] offset:8       ; examples/causal_softmax.kgen:6: load of 'att'
	s_mov_b64 exec, s[40:41]
	v_add_u32 v15, 3, v10
	v_cmp_lt_u32 s[40:41], v15, s6                      ; 's' element in bounds
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_108
	global_load_dword v15, v11, s[32:33] offset:12      ; examples/causal_softmax.kgen:6: load of 'att'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(3)
	v_mul_f32 v16, s5, v12                              ; examples/causal_softmax.kgen:6
	s_waitcnt vmcnt(2)
	v_mul_f32 v12, s5, v13                              ; examples/causal_softmax.kgen:6
	s_waitcnt vmcnt(1)
	v_mul_f32 v13, s5, v14                              ; examples/causal_softmax.kgen:6
	s_waitcnt vmcnt(0)
	v_mul_f32 v14, s5, v15                              ; examples/causal_softmax.kgen:6
	v_mov_b32 v15, 0xff800000                           ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v17, v15, v16, s[24:25]
	v_mov_b32 v15, 0xff800000                           ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v16, v15, v12, s[26:27]
	v_mov_b32 v12, 0xff800000                           ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v15, v12, v13, s[28:29]
	v_mov_b32 v12, 0xff800000                           ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v13, v12, v14, s[30:31]
	v_mov_b32 v12, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v14, v12, v17, s[34:35]
	v_mov_b32 v12, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v17, v12, v16, s[36:37]
	v_mov_b32 v12, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v16, v12, v15, s[38:39]
	v_mov_b32 v12, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v15, v12, v13, s[40:41]
	v_max_f32 v12, v14, v17                             ; max and sum of exp over 's' (examples/causal_softmax.kgen:7): the chunk's maximum
	v_cmp_u_f32 s[24:25], v14, v17
	v_mov_b32 v13, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v12, v13, s[24:25]
	v_max_f32 v12, v18, v16                             ; max and sum of exp over 's' (examples/causal_softmax.kgen:7): the chunk's maximum
	v_cmp_u_f32 s[24:25], v18, v16
	v_mov_b32 v13, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v12, v13, s[24:25]
	v_max_f32 v12, v18, v15                             ; max and sum of exp over 's' (examples/causal_softmax.kgen:7): the chunk's maximum
	v_cmp_u_f32 s[24:25], v18, v15
	v_mov_b32 v13, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v12, v13, s[24:25]
	v_max_f32 v12, v2, v18                              ; max and sum of exp over 's' (examples/causal_softmax.kgen:7)
	v_cmp_u_f32 s[24:25], v2, v18
	v_mov_b32 v13, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v12, v13, s[24:25]
	v_mov_b32 v12, 0xff800000                           ; max and sum of exp over 's' (examples/causal_softmax.kgen:7)
	v_cmp_eq_f32 s[24:25], v18, v12
	s_nop 1
	v_cndmask_b32 v12, v18, 0, s[24:25]                 ; max and sum of exp over 's' (examples/causal_softmax.kgen:7)
	v_mul_f32 v13, 0xbfb8aa3b, v12                      ; max and sum of exp over 's' (examples/causal_softmax.kgen:7)
	v_mov_b32 v12, 0x3fb8aa3b
	v_fma_f32 v19, v2, v12, v13
	v_exp_f32 v12, v19                                  ; max and sum of exp over 's' (examples/causal_softmax.kgen:7): the rescale of the sum so far
	v_mov_b32 v19, 0x3fb8aa3b
	v_fma_f32 v20, v14, v19, v13
	v_exp_f32 v14, v20                                  ; max and sum of exp over 's' (examples/causal_softmax.kgen:7)
	v_mov_b32 v19, 0x3fb8aa3b
	v_fma_f32 v20, v17, v19, v13
	v_exp_f32 v17, v20                                  ; max and sum of exp over 's' (examples/causal_softmax.kgen:7)
	s_nop 0
	v_add_f32 v19, v14, v17                             ; max and sum of exp over 's' (examples/causal_softmax.kgen:7)
	v_mov_b32 v14, 0x3fb8aa3b
	v_fma_f32 v17, v16, v14, v13
	v_exp_f32 v14, v17                                  ; max and sum of exp over 's' (examples/causal_softmax.kgen:7)
	s_nop 0
	v_add_f32 v16, v19, v14                             ; max and sum of exp over 's' (examples/causal_softmax.kgen:7)
	v_mov_b32 v14, 0x3fb8aa3b
	v_fma_f32 v17, v15, v14, v13
	v_exp_f32 v13, v17                                  ; max and sum of exp over 's' (examples/causal_softmax.kgen:7)
	s_nop 0
	v_add_f32 v14, v16, v13                             ; max and sum of exp over 's' (examples/causal_softmax.kgen:7)
	v_fma_f32 v6, v6, v12, v14                          ; max and sum of exp over 's' (examples/causal_softmax.kgen:7)
	v_mov_b32 v2, v18                                   ; max and sum of exp over 's' (examples/causal_softmax.kgen:7)
	s_add_u32 s7, s7, 0x400
	s_cmp_lt_u32 s7, s11
	s_cbranch_scc1 .Lcausal_softmax_loop1
.Lcausal_softmax_loop1_end:
	v_max_f32 v12, v2, v3                               ; max over 's' (examples/causal_softmax.kgen:7)
	v_cmp_u_f32 s[6:7], v2, v3
	v_mov_b32 v13, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v12, v13, s[6:7]
	v_max_f32 v12, v14, v4                              ; max over 's' (examples/causal_softmax.kgen:7)
	v_cmp_u_f32 s[6:7], v14, v4
	v_mov_b32 v13, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v12, v13, s[6:7]
	v_max_f32 v12, v14, v5                              ; max over 's' (examples/causal_softmax.kgen:7)
	v_cmp_u_f32 s[6:7], v14, v5
	v_mov_b32 v13, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v12, v13, s[6:7]
	v_mov_b32 v12, v14                                  ; max over 's' (examples/causal_softmax.kgen:7): across the lanes of a warp
	ds_swizzle_b32 v13, v12 offset:swizzle(SWAP,1)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v14, v12, v13
	v_cmp_u_f32 s[6:7], v12, v13
	v_mov_b32 v15, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v12, v14, v15, s[6:7]
	ds_swizzle_b32 v13, v12 offset:swizzle(SWAP,2)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v14, v12, v13
	v_cmp_u_f32 s[6:7], v12, v13
	v_mov_b32 v15, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v12, v14, v15, s[6:7]
	ds_swizzle_b32 v13, v12 offset:swizzle(SWAP,4)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v14, v12, v13
	v_cmp_u_f32 s[6:7], v12, v13
	v_mov_b32 v15, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v12, v14, v15, s[6:7]
	ds_swizzle_b32 v13, v12 offset:swizzle(SWAP,8)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v14, v12, v13
	v_cmp_u_f32 s[6:7], v12, v13
	v_mov_b32 v15, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v12, v14, v15, s[6:7]
	ds_swizzle_b32 v13, v12 offset:swizzle(SWAP,16)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v14, v12, v13
	v_cmp_u_f32 s[6:7], v12, v13
	v_mov_b32 v13, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v12, v14, v13, s[6:7]
	s_nop 0
	v_readlane_b32 s6, v12, 0
	v_readlane_b32 s7, v12, 32
	s_nop 1
	v_mov_b32 v12, s7
	v_max_f32 v13, s6, v12
	v_cmp_u_f32 s[24:25], s6, v12
	v_mov_b32 v14, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v12, v13, v14, s[24:25]
	v_lshrrev_b32 v13, 6, v1
	v_and_b32 v14, 1, v13
	v_lshrrev_b32 v13, 7, v1
	v_and_b32 v15, 1, v13
	v_lshlrev_b32 v13, 1, v15
	v_or_b32 v15, v14, v13                              ; warp group along 's'
	v_lshlrev_b32 v13, 2, v15
	v_and_b32 v14, 63, v1
	v_cmp_eq_u32 s[6:7], v14, 0                         ; one lane per warp group and element publishes
	s_and_saveexec_b64 s[24:25], s[6:7]                 ; lanes where %vpred_154
	ds_write_b32 v13, v12                               ; max over 's' (examples/causal_softmax.kgen:7): this warp group's partial
	s_mov_b64 exec, s[24:25]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_mov_b32 v1, 0                                     ; max over 's' (examples/causal_softmax.kgen:7): warp group 0
	ds_read_b32 v12, v1
	v_mov_b32 v1, 0                                     ; max over 's' (examples/causal_softmax.kgen:7): warp group 1
	ds_read_b32 v14, v1 offset:4
	s_waitcnt lgkmcnt(0)
	v_max_f32 v1, v12, v14
	v_cmp_u_f32 s[24:25], v12, v14
	v_mov_b32 v12, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v1, v12, s[24:25]
	v_mov_b32 v1, 0                                     ; max over 's' (examples/causal_softmax.kgen:7): warp group 2
	ds_read_b32 v12, v1 offset:8
	s_waitcnt lgkmcnt(0)
	v_max_f32 v1, v14, v12
	v_cmp_u_f32 s[24:25], v14, v12
	v_mov_b32 v12, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v1, v12, s[24:25]
	v_mov_b32 v1, 0                                     ; max over 's' (examples/causal_softmax.kgen:7): warp group 3
	ds_read_b32 v12, v1 offset:12
	s_waitcnt lgkmcnt(0)
	v_max_f32 v1, v14, v12
	v_cmp_u_f32 s[24:25], v14, v12
	v_mov_b32 v12, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v1, v12, s[24:25]
	v_mov_b32 v1, 0xff800000                            ; sum over 's' (examples/causal_softmax.kgen:8): each partial against the block's maximum
	v_cmp_eq_f32 s[24:25], v14, v1
	s_nop 1
	v_cndmask_b32 v1, v14, 0, s[24:25]                  ; sum over 's' (examples/causal_softmax.kgen:8): each partial against the block's maximum
	v_mul_f32 v12, 0xbfb8aa3b, v1
	v_mov_b32 v1, 0x3fb8aa3b
	v_fma_f32 v15, v2, v1, v12
	v_exp_f32 v1, v15                                   ; sum over 's' (examples/causal_softmax.kgen:8): each partial against the block's maximum
	s_nop 0
	v_mul_f32 v2, v6, v1                                ; sum over 's' (examples/causal_softmax.kgen:8): each partial against the block's maximum
	v_mov_b32 v1, 0x3fb8aa3b
	v_fma_f32 v6, v3, v1, v12
	v_exp_f32 v1, v6                                    ; sum over 's' (examples/causal_softmax.kgen:8): each partial against the block's maximum
	s_nop 0
	v_mul_f32 v3, v7, v1                                ; sum over 's' (examples/causal_softmax.kgen:8): each partial against the block's maximum
	v_mov_b32 v1, 0x3fb8aa3b
	v_fma_f32 v6, v4, v1, v12
	v_exp_f32 v1, v6                                    ; sum over 's' (examples/causal_softmax.kgen:8): each partial against the block's maximum
	s_nop 0
	v_mul_f32 v4, v8, v1                                ; sum over 's' (examples/causal_softmax.kgen:8): each partial against the block's maximum
	v_mov_b32 v1, 0x3fb8aa3b
	v_fma_f32 v6, v5, v1, v12
	v_exp_f32 v1, v6                                    ; sum over 's' (examples/causal_softmax.kgen:8): each partial against the block's maximum
	s_nop 0
	v_mul_f32 v5, v9, v1                                ; sum over 's' (examples/causal_softmax.kgen:8): each partial against the block's maximum
	v_add_f32 v1, v2, v3                                ; sum over 's' (examples/causal_softmax.kgen:8)
	v_add_f32 v2, v1, v4                                ; sum over 's' (examples/causal_softmax.kgen:8)
	v_add_f32 v1, v2, v5                                ; sum over 's' (examples/causal_softmax.kgen:8)
	v_mov_b32 v2, v1                                    ; sum over 's' (examples/causal_softmax.kgen:8): across the lanes of a warp
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
	v_readlane_b32 s10, v2, 0
	v_readlane_b32 s14, v2, 32
	s_nop 1
	v_mov_b32 v1, s14
	v_add_f32 v1, s10, v1
	s_and_saveexec_b64 s[24:25], s[6:7]                 ; lanes where %vpred_154
	ds_write_b32 v13, v1 offset:16                      ; sum over 's' (examples/causal_softmax.kgen:8): this warp group's partial
	s_mov_b64 exec, s[24:25]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_mov_b32 v1, 0                                     ; sum over 's' (examples/causal_softmax.kgen:8): warp group 0
	ds_read_b32 v2, v1 offset:16
	v_mov_b32 v1, 0                                     ; sum over 's' (examples/causal_softmax.kgen:8): warp group 1
	ds_read_b32 v3, v1 offset:20
	s_waitcnt lgkmcnt(0)
	v_add_f32 v1, v2, v3
	v_mov_b32 v2, 0                                     ; sum over 's' (examples/causal_softmax.kgen:8): warp group 2
	ds_read_b32 v3, v2 offset:24
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v1, v3
	v_mov_b32 v1, 0                                     ; sum over 's' (examples/causal_softmax.kgen:8): warp group 3
	ds_read_b32 v3, v1 offset:28
	s_waitcnt lgkmcnt(0)
	v_add_f32 v1, v2, v3
	s_add_u32 s6, s8, s18                               ; 'y' at this program
	s_addc_u32 s7, s9, s19
	s_add_u32 s8, s6, s22                               ; 'y' at this program
	s_addc_u32 s9, s7, s23
	s_add_u32 s6, s8, s12                               ; 'y' at this program
	s_addc_u32 s7, s9, s13
	s_mov_b32 s8, 0                                     ; chunks of 1024 along 's': whole chunks
	s_cmp_ge_u32 s8, s15
	s_cbranch_scc1 .Lcausal_softmax_loop2_end
.Lcausal_softmax_loop2:
	v_add_u32 v2, s8, v10
	v_add_u32 v3, 0, v2                                 ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v4, 1, v2                                 ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v5, 2, v2                                 ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v6, 3, v2                                 ; index along 's' (examples/causal_softmax.kgen:6)
	v_cmp_le_i32 s[12:13], v3, s16                      ; examples/causal_softmax.kgen:6
	v_cmp_le_i32 s[18:19], v4, s16                      ; examples/causal_softmax.kgen:6
	v_cmp_le_i32 s[22:23], v5, s16                      ; examples/causal_softmax.kgen:6
	v_cmp_le_i32 s[24:25], v6, s16                      ; examples/causal_softmax.kgen:6
	s_mov_b32 s26, s8
	s_mov_b32 s27, 0
	s_lshl_b64 s[28:29], s[26:27], 2
	s_add_u32 s26, s20, s28                             ; 'att' at this chunk
	s_addc_u32 s27, s21, s29
	global_load_dwordx4 v[2:5], v11, s[26:27]           ; examples/causal_softmax.kgen:6: 16-byte load of 'att'
	s_waitcnt vmcnt(0)
	v_mul_f32 v6, s5, v2                                ; examples/causal_softmax.kgen:6
	v_mul_f32 v7, s5, v3                                ; examples/causal_softmax.kgen:6
	v_mul_f32 v8, s5, v4                                ; examples/causal_softmax.kgen:6
	v_mul_f32 v9, s5, v5                                ; examples/causal_softmax.kgen:6
	v_mov_b32 v2, 0xff800000                            ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v3, v2, v6, s[12:13]
	v_mov_b32 v2, 0xff800000                            ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v4, v2, v7, s[18:19]
	v_mov_b32 v2, 0xff800000                            ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v5, v2, v8, s[22:23]
	v_mov_b32 v2, 0xff800000                            ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v6, v2, v9, s[24:25]
	v_mul_f32 v2, 0xbfb8aa3b, v14                       ; -m log2 e of e^(x - m), once per m (examples/causal_softmax.kgen:7)
	v_mov_b32 v7, 0x3fb8aa3b                            ; examples/causal_softmax.kgen:7
	v_fma_f32 v8, v3, v7, v2
	v_exp_f32 v3, v8                                    ; examples/causal_softmax.kgen:7
	v_mov_b32 v7, 0x3fb8aa3b                            ; examples/causal_softmax.kgen:7
	v_fma_f32 v8, v4, v7, v2
	v_exp_f32 v4, v8                                    ; examples/causal_softmax.kgen:7
	v_mov_b32 v7, 0x3fb8aa3b                            ; examples/causal_softmax.kgen:7
	v_fma_f32 v8, v5, v7, v2
	v_exp_f32 v5, v8                                    ; examples/causal_softmax.kgen:7
	v_mov_b32 v7, 0x3fb8aa3b                            ; examples/causal_softmax.kgen:7
	v_fma_f32 v8, v6, v7, v2
	v_exp_f32 v2, v8                                    ; examples/causal_softmax.kgen:7
	v_div_scale_f32 v6, s[12:13], v1, v1, v3            ; examples/causal_softmax.kgen:8
	v_rcp_f32 v7, v6
	v_div_scale_f32 v8, vcc, v3, v1, v3
	v_fma_f32 v9, -v6, v7, 1.0
	v_fma_f32 v7, v9, v7, v7
	v_mul_f32 v12, v8, v7
	v_fma_f32 v9, -v6, v12, v8
	v_fma_f32 v12, v9, v7, v12
	v_fma_f32 v9, -v6, v12, v8
	v_div_fmas_f32 v9, v9, v7, v12
	v_div_fixup_f32 v6, v9, v1, v3
	v_div_scale_f32 v3, s[12:13], v1, v1, v4            ; examples/causal_softmax.kgen:8
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
	v_div_scale_f32 v4, s[12:13], v1, v1, v5            ; examples/causal_softmax.kgen:8
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
	v_div_scale_f32 v5, s[12:13], v1, v1, v2            ; examples/causal_softmax.kgen:8
	v_rcp_f32 v7, v5
	v_div_scale_f32 v8, vcc, v2, v1, v2
	v_fma_f32 v9, -v5, v7, 1.0
	v_fma_f32 v7, v9, v7, v7
	v_mul_f32 v12, v8, v7
	v_fma_f32 v9, -v5, v12, v8
	v_fma_f32 v12, v9, v7, v12
	v_fma_f32 v9, -v5, v12, v8
	v_div_fmas_f32 v9, v9, v7, v12
	v_div_fixup_f32 v5, v9, v1, v2
	s_add_u32 s12, s6, s28                              ; 'y' at this chunk
	s_addc_u32 s13, s7, s29
	v_mov_b32 v16, v6                                   ; examples/causal_softmax.kgen:8: 16-byte store to 'y'
	v_mov_b32 v17, v3
	v_mov_b32 v18, v4
	v_mov_b32 v19, v5
	global_store_dwordx4 v11, v[16:19], s[12:13]
	s_add_u32 s8, s8, 0x400
	s_cmp_lt_u32 s8, s15
	s_cbranch_scc1 .Lcausal_softmax_loop2
.Lcausal_softmax_loop2_end:
	s_mov_b32 s9, s8                                    ; chunks of 1024 along 's': the rest, masked
	s_cmp_ge_u32 s9, s11
	s_cbranch_scc1 .Lcausal_softmax_loop3_end
.Lcausal_softmax_loop3:
	s_sub_u32 s8, s11, s9
	v_add_u32 v2, s9, v10
	v_add_u32 v3, 0, v2                                 ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v4, 1, v2                                 ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v5, 2, v2                                 ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v6, 3, v2                                 ; index along 's' (examples/causal_softmax.kgen:6)
	v_cmp_le_i32 s[12:13], v3, s16                      ; examples/causal_softmax.kgen:6
	v_cmp_le_i32 s[14:15], v4, s16                      ; examples/causal_softmax.kgen:6
	v_cmp_le_i32 s[18:19], v5, s16                      ; examples/causal_softmax.kgen:6
	v_cmp_le_i32 s[22:23], v6, s16                      ; examples/causal_softmax.kgen:6
	s_mov_b32 s24, s9
	s_mov_b32 s25, 0
	s_lshl_b64 s[26:27], s[24:25], 2
	s_add_u32 s24, s20, s26                             ; 'att' at this chunk
	s_addc_u32 s25, s21, s27
	v_cmp_lt_u32 s[28:29], v10, s8                      ; 's' element in bounds
	v_mov_b32 v2, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_244
	global_load_dword v2, v11, s[24:25]                 ; examples/causal_softmax.kgen:6: load of 'att'
	s_mov_b64 exec, s[30:31]
	v_add_u32 v3, 1, v10
	v_cmp_lt_u32 s[30:31], v3, s8                       ; 's' element in bounds
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_247
	global_load_dword v3, v11, s[24:25] offset:4        ; examples/causal_softmax.kgen:6: load of 'att'
	s_mov_b64 exec, s[32:33]
	v_add_u32 v4, 2, v10
	v_cmp_lt_u32 s[32:33], v4, s8                       ; 's' element in bounds
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_250
	global_load_dword v4, v11, s[24:25] offset:8        ; examples/causal_softmax.kgen:6: load of 'att'
	s_mov_b64 exec, s[34:35]
	v_add_u32 v5, 3, v10
	v_cmp_lt_u32 s[34:35], v5, s8                       ; 's' element in bounds
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_253
	global_load_dword v5, v11, s[24:25] offset:12       ; examples/causal_softmax.kgen:6: load of 'att'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(3)
	v_mul_f32 v6, s5, v2                                ; examples/causal_softmax.kgen:6
	s_waitcnt vmcnt(2)
	v_mul_f32 v2, s5, v3                                ; examples/causal_softmax.kgen:6
	s_waitcnt vmcnt(1)
	v_mul_f32 v3, s5, v4                                ; examples/causal_softmax.kgen:6
	s_waitcnt vmcnt(0)
	v_mul_f32 v4, s5, v5                                ; examples/causal_softmax.kgen:6
	v_mov_b32 v5, 0xff800000                            ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v7, v5, v6, s[12:13]
	v_mov_b32 v5, 0xff800000                            ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v6, v5, v2, s[14:15]
	v_mov_b32 v2, 0xff800000                            ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v5, v2, v3, s[18:19]
	v_mov_b32 v2, 0xff800000                            ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v3, v2, v4, s[22:23]
	v_mul_f32 v2, 0xbfb8aa3b, v14                       ; -m log2 e of e^(x - m), once per m (examples/causal_softmax.kgen:7)
	v_mov_b32 v4, 0x3fb8aa3b                            ; examples/causal_softmax.kgen:7
	v_fma_f32 v8, v7, v4, v2
	v_exp_f32 v4, v8                                    ; examples/causal_softmax.kgen:7
	v_mov_b32 v7, 0x3fb8aa3b                            ; examples/causal_softmax.kgen:7
	v_fma_f32 v8, v6, v7, v2
	v_exp_f32 v6, v8                                    ; examples/causal_softmax.kgen:7
	v_mov_b32 v7, 0x3fb8aa3b                            ; examples/causal_softmax.kgen:7
	v_fma_f32 v8, v5, v7, v2
	v_exp_f32 v5, v8                                    ; examples/causal_softmax.kgen:7
	v_mov_b32 v7, 0x3fb8aa3b                            ; examples/causal_softmax.kgen:7
	v_fma_f32 v8, v3, v7, v2
	v_exp_f32 v2, v8                                    ; examples/causal_softmax.kgen:7
	v_div_scale_f32 v3, s[12:13], v1, v1, v4            ; examples/causal_softmax.kgen:8
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
	v_div_scale_f32 v4, s[12:13], v1, v1, v6            ; examples/causal_softmax.kgen:8
	v_rcp_f32 v7, v4
	v_div_scale_f32 v8, vcc, v6, v1, v6
	v_fma_f32 v9, -v4, v7, 1.0
	v_fma_f32 v7, v9, v7, v7
	v_mul_f32 v12, v8, v7
	v_fma_f32 v9, -v4, v12, v8
	v_fma_f32 v12, v9, v7, v12
	v_fma_f32 v9, -v4, v12, v8
	v_div_fmas_f32 v9, v9, v7, v12
	v_div_fixup_f32 v4, v9, v1, v6
	v_div_scale_f32 v6, s[12:13], v1, v1, v5            ; examples/causal_softmax.kgen:8
	v_rcp_f32 v7, v6
	v_div_scale_f32 v8, vcc, v5, v1, v5
	v_fma_f32 v9, -v6, v7, 1.0
	v_fma_f32 v7, v9, v7, v7
	v_mul_f32 v12, v8, v7
	v_fma_f32 v9, -v6, v12, v8
	v_fma_f32 v12, v9, v7, v12
	v_fma_f32 v9, -v6, v12, v8
	v_div_fmas_f32 v9, v9, v7, v12
	v_div_fixup_f32 v6, v9, v1, v5
	v_div_scale_f32 v5, s[12:13], v1, v1, v2            ; examples/causal_softmax.kgen:8
	v_rcp_f32 v7, v5
	v_div_scale_f32 v8, vcc, v2, v1, v2
	v_fma_f32 v9, -v5, v7, 1.0
	v_fma_f32 v7, v9, v7, v7
	v_mul_f32 v12, v8, v7
	v_fma_f32 v9, -v5, v12, v8
	v_fma_f32 v12, v9, v7, v12
	v_fma_f32 v9, -v5, v12, v8
	v_div_fmas_f32 v9, v9, v7, v12
	v_div_fixup_f32 v5, v9, v1, v2
	s_add_u32 s12, s6, s26                              ; 'y' at this chunk
	s_addc_u32 s13, s7, s27
	s_and_saveexec_b64 s[14:15], s[28:29]               ; lanes where %vpred_244
	global_store_dword v11, v3, s[12:13]                ; examples/causal_softmax.kgen:8: store to 'y'
	s_mov_b64 exec, s[14:15]
	s_and_saveexec_b64 s[14:15], s[30:31]               ; lanes where %vpred_247
	global_store_dword v11, v4, s[12:13] offset:4       ; examples/causal_softmax.kgen:8: store to 'y'
	s_mov_b64 exec, s[14:15]
	s_and_saveexec_b64 s[14:15], s[32:33]               ; lanes where %vpred_250
	global_store_dword v11, v6, s[12:13] offset:8       ; examples/causal_softmax.kgen:8: store to 'y'
	s_mov_b64 exec, s[14:15]
	s_and_saveexec_b64 s[14:15], s[34:35]               ; lanes where %vpred_253
	global_store_dword v11, v5, s[12:13] offset:12      ; examples/causal_softmax.kgen:8: store to 'y'
	s_mov_b64 exec, s[14:15]
	s_add_u32 s9, s9, 0x400
	s_cmp_lt_u32 s9, s11
	s_cbranch_scc1 .Lcausal_softmax_loop3
.Lcausal_softmax_loop3_end:
	s_endpgm
.Lfunc_end_causal_softmax:
	.size	causal_softmax, .Lfunc_end_causal_softmax-causal_softmax

; kernel causal_softmax_rows128: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel causal_softmax from examples/causal_softmax.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: t, h, b
;   chunk: b: 1, h: 1, t: 8, s: 128; walked in chunks: none
;   layout: b:1 x h:1 x t:8 x s:128: reg[s1 s2] lane[s4 s8 s16 s32 s64 t1] warp[t2 t4]
;     (fastest axis 's', 4 contiguous elements per thread)
;   fastest axis 's': most bytes of plain accesses are contiguous along it
;   vector 4: 16-byte accesses of 4-byte elements
;   short rows: 's' at most 128 elements (T <= 128, chosen at launch), 8 rows of 't' a block over 4 waves, each row within one wave
;   value layouts (the dominant layout sliced to each value's axes):
;     L0 [s]: s:128: reg[s1 s2] lane[s4 s8 s16 s32 s64 0] warp[0 0]
;     L1 [t]: t:8: reg[0 0] lane[0 0 0 0 0 t1] warp[t2 t4]
;     L2 [t, s]: t:8 x s:128: reg[s1 s2] lane[s4 s8 s16 s32 s64 t1] warp[t2 t4]
;     L3 [b, h, t, s]: b:1 x h:1 x t:8 x s:128: reg[s1 s2] lane[s4 s8 s16 s32 s64 t1] warp[t2 t4]
;     L4 [b, h, t]: b:1 x h:1 x t:8: reg[0 0] lane[0 0 0 0 0 t1] warp[t2 t4]
;       6:15 index s -> L0; 6:20 index t -> L1; 6:15 le -> L2; 6:23 load att -> L3; 6:23 mul -> L3; 6:9 select -> L3
;       7:17 reduce max -> L4; 7:13 sub -> L3; 7:9 exp -> L3; 8:25 reduce sum -> L4; 8:21 div -> L3
; resources: 14 VGPRs, 0 AGPRs, 30 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 0 bytes LDS, 32 bytes of arguments, 256 threads
;   arg att: tensor f32 at 0 (read-only)
;   arg y: tensor f32 at 8
;   arg scale: scalar f32 at 16
;   arg B: dim i32 at 20
;   arg NH: dim i32 at 24
;   arg T: dim i32 at 28
; s[0:1] kernarg pointer, s2 workgroup id x, s3 workgroup id y, s4 workgroup id z, v0 work-item id
	.text
	.globl	causal_softmax_rows128
	.p2align	8
	.type	causal_softmax_rows128,@function
causal_softmax_rows128:
	s_load_dwordx2 s[6:7], s[0:1], 0x0                  ; argument att
	s_load_dwordx2 s[8:9], s[0:1], 0x8                  ; argument y
	s_load_dword s5, s[0:1], 0x10                       ; argument scale
	s_load_dword s10, s[0:1], 0x18                      ; argument NH
	s_load_dword s11, s[0:1], 0x1c                      ; argument T
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s12, s2                                   ; program index along 't'
	s_mul_i32 s13, s12, 8                               ; first 't' of this program's tile (8)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s12, s11, s13
	s_min_u32 s14, s12, 8                               ; 't' elements in this tile
	s_mov_b32 s12, s3                                   ; program index along 'h'
	s_mov_b32 s15, s4                                   ; program index along 'b'
	s_and_b32 s16, s11, 3
	s_cmp_eq_u32 s16, 0                                 ; rows start aligned to 4 elements iff T % 4 == 0
	s_cselect_b32 s16, 1, 0
	s_cmp_ge_u32 s14, 8                                 ; a whole chunk of 't' (8) is in bounds
	s_cselect_b32 s17, 1, 0
	s_cmp_ge_u32 s11, 0x80                              ; a whole chunk of 's' (128) is in bounds
	s_cselect_b32 s18, 1, 0
	s_and_b32 s19, s17, s18
	s_and_b32 s17, s19, s16
	v_and_b32 v2, 31, v1
	v_lshlrev_b32 v3, 2, v2
	v_lshrrev_b32 v2, 5, v1
	s_mul_i32 s16, s11, s11                             ; a stride of 'att'
	s_mul_i32 s18, s16, s10                             ; a stride of 'att'
	v_mul_lo_u32 v1, s11, v2
	v_add_u32 v4, v1, v3
	v_lshlrev_b32 v1, 2, v4                             ; thread's byte offset in a chunk of 'att'
	s_mul_i32 s20, s15, s18
	s_mul_hi_u32 s21, s15, s18
	s_lshl_b64 s[18:19], s[20:21], 2
	s_add_u32 s20, s6, s18                              ; 'att' at this program
	s_addc_u32 s21, s7, s19
	s_mul_i32 s6, s12, s16
	s_mul_hi_u32 s7, s12, s16
	s_lshl_b64 s[22:23], s[6:7], 2
	s_add_u32 s6, s20, s22                              ; 'att' at this program
	s_addc_u32 s7, s21, s23
	s_mul_i32 s20, s13, s11
	s_mul_hi_u32 s21, s13, s11
	s_lshl_b64 s[24:25], s[20:21], 2
	s_add_u32 s20, s6, s24                              ; 'att' at this program
	s_addc_u32 s21, s7, s25
	s_add_u32 s6, s8, s18                               ; 'y' at this program
	s_addc_u32 s7, s9, s19
	s_add_u32 s8, s6, s22                               ; 'y' at this program
	s_addc_u32 s9, s7, s23
	s_add_u32 s6, s8, s24                               ; 'y' at this program
	s_addc_u32 s7, s9, s25
	s_cmp_eq_u32 s17, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lcausal_softmax_rows128_if0_else
	v_add_u32 v4, 0, v3
	v_add_u32 v5, 0, v4                                 ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v6, 1, v4                                 ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v7, 2, v4                                 ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v8, 3, v4                                 ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v4, s13, v2
	v_add_u32 v9, 0, v4                                 ; index along 't' (examples/causal_softmax.kgen:6)
	v_cmp_le_i32 s[8:9], v5, v9                         ; examples/causal_softmax.kgen:6
	v_cmp_le_i32 s[16:17], v6, v9                       ; examples/causal_softmax.kgen:6
	v_cmp_le_i32 s[18:19], v7, v9                       ; examples/causal_softmax.kgen:6
	v_cmp_le_i32 s[22:23], v8, v9                       ; examples/causal_softmax.kgen:6
	global_load_dwordx4 v[4:7], v1, s[20:21]            ; examples/causal_softmax.kgen:6: 16-byte load of 'att'
	s_waitcnt vmcnt(0)
	v_mul_f32 v8, s5, v4                                ; examples/causal_softmax.kgen:6
	v_mul_f32 v9, s5, v5                                ; examples/causal_softmax.kgen:6
	v_mul_f32 v10, s5, v6                               ; examples/causal_softmax.kgen:6
	v_mul_f32 v11, s5, v7                               ; examples/causal_softmax.kgen:6
	v_mov_b32 v4, 0xff800000                            ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v5, v4, v8, s[8:9]
	v_mov_b32 v4, 0xff800000                            ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v6, v4, v9, s[16:17]
	v_mov_b32 v4, 0xff800000                            ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v7, v4, v10, s[18:19]
	v_mov_b32 v4, 0xff800000                            ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v8, v4, v11, s[22:23]
	v_max_f32 v4, v5, v6                                ; max over 's' (examples/causal_softmax.kgen:7)
	v_cmp_u_f32 s[8:9], v5, v6
	v_mov_b32 v9, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v10, v4, v9, s[8:9]
	v_max_f32 v4, v10, v7                               ; max over 's' (examples/causal_softmax.kgen:7)
	v_cmp_u_f32 s[8:9], v10, v7
	v_mov_b32 v9, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v10, v4, v9, s[8:9]
	v_max_f32 v4, v10, v8                               ; max over 's' (examples/causal_softmax.kgen:7)
	v_cmp_u_f32 s[8:9], v10, v8
	v_mov_b32 v9, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v10, v4, v9, s[8:9]
	ds_swizzle_b32 v4, v10 offset:swizzle(SWAP,1)       ; max over 's' (examples/causal_softmax.kgen:7): lanes 1 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v9, v10, v4
	v_cmp_u_f32 s[8:9], v10, v4
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v10, v9, v4, s[8:9]
	ds_swizzle_b32 v4, v10 offset:swizzle(SWAP,2)       ; max over 's' (examples/causal_softmax.kgen:7): lanes 2 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v9, v10, v4
	v_cmp_u_f32 s[8:9], v10, v4
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v10, v9, v4, s[8:9]
	ds_swizzle_b32 v4, v10 offset:swizzle(SWAP,4)       ; max over 's' (examples/causal_softmax.kgen:7): lanes 4 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v9, v10, v4
	v_cmp_u_f32 s[8:9], v10, v4
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v10, v9, v4, s[8:9]
	ds_swizzle_b32 v4, v10 offset:swizzle(SWAP,8)       ; max over 's' (examples/causal_softmax.kgen:7): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v9, v10, v4
	v_cmp_u_f32 s[8:9], v10, v4
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v10, v9, v4, s[8:9]
	ds_swizzle_b32 v4, v10 offset:swizzle(SWAP,16)      ; max over 's' (examples/causal_softmax.kgen:7): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v9, v10, v4
	v_cmp_u_f32 s[8:9], v10, v4
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v10, v9, v4, s[8:9]
	v_mul_f32 v4, 0xbfb8aa3b, v10                       ; -m log2 e of e^(x - m), once per m (examples/causal_softmax.kgen:7)
	v_mov_b32 v9, 0x3fb8aa3b                            ; examples/causal_softmax.kgen:7
	v_fma_f32 v10, v5, v9, v4
	v_exp_f32 v5, v10                                   ; examples/causal_softmax.kgen:7
	v_mov_b32 v9, 0x3fb8aa3b                            ; examples/causal_softmax.kgen:7
	v_fma_f32 v10, v6, v9, v4
	v_exp_f32 v6, v10                                   ; examples/causal_softmax.kgen:7
	v_mov_b32 v9, 0x3fb8aa3b                            ; examples/causal_softmax.kgen:7
	v_fma_f32 v10, v7, v9, v4
	v_exp_f32 v7, v10                                   ; examples/causal_softmax.kgen:7
	v_mov_b32 v9, 0x3fb8aa3b                            ; examples/causal_softmax.kgen:7
	v_fma_f32 v10, v8, v9, v4
	v_exp_f32 v4, v10                                   ; examples/causal_softmax.kgen:7
	v_add_f32 v8, v5, v6                                ; sum over 's' (examples/causal_softmax.kgen:8)
	v_add_f32 v9, v8, v7                                ; sum over 's' (examples/causal_softmax.kgen:8)
	v_add_f32 v8, v9, v4                                ; sum over 's' (examples/causal_softmax.kgen:8)
	ds_swizzle_b32 v9, v8 offset:swizzle(SWAP,1)        ; sum over 's' (examples/causal_softmax.kgen:8): lanes 1 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v10, v8, v9
	ds_swizzle_b32 v8, v10 offset:swizzle(SWAP,2)       ; sum over 's' (examples/causal_softmax.kgen:8): lanes 2 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v9, v10, v8
	ds_swizzle_b32 v8, v9 offset:swizzle(SWAP,4)        ; sum over 's' (examples/causal_softmax.kgen:8): lanes 4 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v10, v9, v8
	ds_swizzle_b32 v8, v10 offset:swizzle(SWAP,8)       ; sum over 's' (examples/causal_softmax.kgen:8): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v9, v10, v8
	ds_swizzle_b32 v8, v9 offset:swizzle(SWAP,16)       ; sum over 's' (examples/causal_softmax.kgen:8): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v10, v9, v8
	v_div_scale_f32 v8, s[8:9], v10, v10, v5            ; examples/causal_softmax.kgen:8
	v_rcp_f32 v9, v8
	v_div_scale_f32 v11, vcc, v5, v10, v5
	v_fma_f32 v12, -v8, v9, 1.0
	v_fma_f32 v9, v12, v9, v9
	v_mul_f32 v13, v11, v9
	v_fma_f32 v12, -v8, v13, v11
	v_fma_f32 v13, v12, v9, v13
	v_fma_f32 v12, -v8, v13, v11
	v_div_fmas_f32 v12, v12, v9, v13
	v_div_fixup_f32 v8, v12, v10, v5
	v_div_scale_f32 v5, s[8:9], v10, v10, v6            ; examples/causal_softmax.kgen:8
	v_rcp_f32 v9, v5
	v_div_scale_f32 v11, vcc, v6, v10, v6
	v_fma_f32 v12, -v5, v9, 1.0
	v_fma_f32 v9, v12, v9, v9
	v_mul_f32 v13, v11, v9
	v_fma_f32 v12, -v5, v13, v11
	v_fma_f32 v13, v12, v9, v13
	v_fma_f32 v12, -v5, v13, v11
	v_div_fmas_f32 v12, v12, v9, v13
	v_div_fixup_f32 v5, v12, v10, v6
	v_div_scale_f32 v6, s[8:9], v10, v10, v7            ; examples/causal_softmax.kgen:8
	v_rcp_f32 v9, v6
	v_div_scale_f32 v11, vcc, v7, v10, v7
	v_fma_f32 v12, -v6, v9, 1.0
	v_fma_f32 v9, v12, v9, v9
	v_mul_f32 v13, v11, v9
	v_fma_f32 v12, -v6, v13, v11
	v_fma_f32 v13, v12, v9, v13
	v_fma_f32 v12, -v6, v13, v11
	v_div_fmas_f32 v12, v12, v9, v13
	v_div_fixup_f32 v6, v12, v10, v7
	v_div_scale_f32 v7, s[8:9], v10, v10, v4            ; examples/causal_softmax.kgen:8
	v_rcp_f32 v9, v7
	v_div_scale_f32 v11, vcc, v4, v10, v4
	v_fma_f32 v12, -v7, v9, 1.0
	v_fma_f32 v9, v12, v9, v9
	v_mul_f32 v13, v11, v9
	v_fma_f32 v12, -v7, v13, v11
	v_fma_f32 v13, v12, v9, v13
	v_fma_f32 v12, -v7, v13, v11
	v_div_fmas_f32 v12, v12, v9, v13
	v_div_fixup_f32 v7, v12, v10, v4
	v_mov_b32 v10, v8                                   ; examples/causal_softmax.kgen:8: 16-byte store to 'y'
	v_mov_b32 v11, v5
	v_mov_b32 v12, v6
	v_mov_b32 v13, v7
	global_store_dwordx4 v1, v[10:13], s[6:7]
	s_branch .Lcausal_softmax_rows128_if0_end
.Lcausal_softmax_rows128_if0_else:
	v_add_u32 v4, 0, v3
	v_add_u32 v5, 0, v4                                 ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v6, 1, v4                                 ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v7, 2, v4                                 ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v8, 3, v4                                 ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v4, s13, v2
	v_add_u32 v9, 0, v4                                 ; index along 't' (examples/causal_softmax.kgen:6)
	v_cmp_le_i32 s[8:9], v5, v9                         ; examples/causal_softmax.kgen:6
	v_cmp_le_i32 s[12:13], v6, v9                       ; examples/causal_softmax.kgen:6
	v_cmp_le_i32 s[16:17], v7, v9                       ; examples/causal_softmax.kgen:6
	v_cmp_le_i32 s[18:19], v8, v9                       ; examples/causal_softmax.kgen:6
	v_cmp_lt_u32 s[22:23], v2, s14                      ; 't' element in bounds
	v_cmp_lt_u32 s[14:15], v3, s11                      ; 's' element in bounds
	s_and_b64 s[24:25], s[22:23], s[14:15]
	v_mov_b32 v2, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[24:25]               ; lanes where %vpred_116
	global_load_dword v2, v1, s[20:21]                  ; examples/causal_softmax.kgen:6: load of 'att'
	s_mov_b64 exec, s[14:15]
	v_add_u32 v4, 1, v3
	v_cmp_lt_u32 s[14:15], v4, s11                      ; 's' element in bounds
	s_and_b64 s[26:27], s[22:23], s[14:15]
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_120
	global_load_dword v4, v1, s[20:21] offset:4         ; examples/causal_softmax.kgen:6: load of 'att'
	s_mov_b64 exec, s[14:15]
	v_add_u32 v5, 2, v3
	v_cmp_lt_u32 s[14:15], v5, s11                      ; 's' element in bounds
	s_and_b64 s[28:29], s[22:23], s[14:15]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[28:29]               ; lanes where %vpred_124
	global_load_dword v5, v1, s[20:21] offset:8         ; examples/causal_softmax.kgen:6: load of 'att'
	s_mov_b64 exec, s[14:15]
	v_add_u32 v6, 3, v3
	v_cmp_lt_u32 s[14:15], v6, s11                      ; 's' element in bounds
	s_and_b64 s[10:11], s[22:23], s[14:15]
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[10:11]               ; lanes where %vpred_128
	global_load_dword v3, v1, s[20:21] offset:12        ; examples/causal_softmax.kgen:6: load of 'att'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(3)
	v_mul_f32 v6, s5, v2                                ; examples/causal_softmax.kgen:6
	s_waitcnt vmcnt(2)
	v_mul_f32 v2, s5, v4                                ; examples/causal_softmax.kgen:6
	s_waitcnt vmcnt(1)
	v_mul_f32 v4, s5, v5                                ; examples/causal_softmax.kgen:6
	s_waitcnt vmcnt(0)
	v_mul_f32 v5, s5, v3                                ; examples/causal_softmax.kgen:6
	v_mov_b32 v3, 0xff800000                            ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v7, v3, v6, s[8:9]
	v_mov_b32 v3, 0xff800000                            ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v6, v3, v2, s[12:13]
	v_mov_b32 v2, 0xff800000                            ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v3, v2, v4, s[16:17]
	v_mov_b32 v2, 0xff800000                            ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v4, v2, v5, s[18:19]
	v_mov_b32 v2, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v5, v2, v7, s[24:25]
	v_mov_b32 v2, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v8, v2, v6, s[26:27]
	v_mov_b32 v2, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v9, v2, v3, s[28:29]
	v_mov_b32 v2, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v10, v2, v4, s[10:11]
	v_max_f32 v2, v5, v8                                ; max over 's' (examples/causal_softmax.kgen:7)
	v_cmp_u_f32 s[8:9], v5, v8
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v8, v2, v5, s[8:9]
	v_max_f32 v2, v8, v9                                ; max over 's' (examples/causal_softmax.kgen:7)
	v_cmp_u_f32 s[8:9], v8, v9
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v8, v2, v5, s[8:9]
	v_max_f32 v2, v8, v10                               ; max over 's' (examples/causal_softmax.kgen:7)
	v_cmp_u_f32 s[8:9], v8, v10
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v8, v2, v5, s[8:9]
	ds_swizzle_b32 v2, v8 offset:swizzle(SWAP,1)        ; max over 's' (examples/causal_softmax.kgen:7): lanes 1 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v5, v8, v2
	v_cmp_u_f32 s[8:9], v8, v2
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v8, v5, v2, s[8:9]
	ds_swizzle_b32 v2, v8 offset:swizzle(SWAP,2)        ; max over 's' (examples/causal_softmax.kgen:7): lanes 2 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v5, v8, v2
	v_cmp_u_f32 s[8:9], v8, v2
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v8, v5, v2, s[8:9]
	ds_swizzle_b32 v2, v8 offset:swizzle(SWAP,4)        ; max over 's' (examples/causal_softmax.kgen:7): lanes 4 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v5, v8, v2
	v_cmp_u_f32 s[8:9], v8, v2
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v8, v5, v2, s[8:9]
	ds_swizzle_b32 v2, v8 offset:swizzle(SWAP,8)        ; max over 's' (examples/causal_softmax.kgen:7): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v5, v8, v2
	v_cmp_u_f32 s[8:9], v8, v2
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v8, v5, v2, s[8:9]
	ds_swizzle_b32 v2, v8 offset:swizzle(SWAP,16)       ; max over 's' (examples/causal_softmax.kgen:7): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v5, v8, v2
	v_cmp_u_f32 s[8:9], v8, v2
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v8, v5, v2, s[8:9]
	v_mul_f32 v2, 0xbfb8aa3b, v8                        ; -m log2 e of e^(x - m), once per m (examples/causal_softmax.kgen:7)
	v_mov_b32 v5, 0x3fb8aa3b                            ; examples/causal_softmax.kgen:7
	v_fma_f32 v8, v7, v5, v2
	v_exp_f32 v5, v8                                    ; examples/causal_softmax.kgen:7
	v_mov_b32 v7, 0x3fb8aa3b                            ; examples/causal_softmax.kgen:7
	v_fma_f32 v8, v6, v7, v2
	v_exp_f32 v6, v8                                    ; examples/causal_softmax.kgen:7
	v_mov_b32 v7, 0x3fb8aa3b                            ; examples/causal_softmax.kgen:7
	v_fma_f32 v8, v3, v7, v2
	v_exp_f32 v3, v8                                    ; examples/causal_softmax.kgen:7
	v_mov_b32 v7, 0x3fb8aa3b                            ; examples/causal_softmax.kgen:7
	v_fma_f32 v8, v4, v7, v2
	v_exp_f32 v2, v8                                    ; examples/causal_softmax.kgen:7
	v_cndmask_b32 v4, 0, v5, s[24:25]                   ; absent elements contribute the identity
	v_cndmask_b32 v7, 0, v6, s[26:27]                   ; absent elements contribute the identity
	v_cndmask_b32 v8, 0, v3, s[28:29]                   ; absent elements contribute the identity
	v_cndmask_b32 v9, 0, v2, s[10:11]                   ; absent elements contribute the identity
	v_add_f32 v10, v4, v7                               ; sum over 's' (examples/causal_softmax.kgen:8)
	v_add_f32 v4, v10, v8                               ; sum over 's' (examples/causal_softmax.kgen:8)
	v_add_f32 v7, v4, v9                                ; sum over 's' (examples/causal_softmax.kgen:8)
	ds_swizzle_b32 v4, v7 offset:swizzle(SWAP,1)        ; sum over 's' (examples/causal_softmax.kgen:8): lanes 1 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v7, v4
	ds_swizzle_b32 v4, v8 offset:swizzle(SWAP,2)        ; sum over 's' (examples/causal_softmax.kgen:8): lanes 2 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v7, v8, v4
	ds_swizzle_b32 v4, v7 offset:swizzle(SWAP,4)        ; sum over 's' (examples/causal_softmax.kgen:8): lanes 4 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v7, v4
	ds_swizzle_b32 v4, v8 offset:swizzle(SWAP,8)        ; sum over 's' (examples/causal_softmax.kgen:8): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v7, v8, v4
	ds_swizzle_b32 v4, v7 offset:swizzle(SWAP,16)       ; sum over 's' (examples/causal_softmax.kgen:8): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v7, v4
	v_div_scale_f32 v4, s[8:9], v8, v8, v5              ; examples/causal_softmax.kgen:8
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
	v_div_scale_f32 v5, s[8:9], v8, v8, v6              ; examples/causal_softmax.kgen:8
	v_rcp_f32 v7, v5
	v_div_scale_f32 v9, vcc, v6, v8, v6
	v_fma_f32 v10, -v5, v7, 1.0
	v_fma_f32 v7, v10, v7, v7
	v_mul_f32 v11, v9, v7
	v_fma_f32 v10, -v5, v11, v9
	v_fma_f32 v11, v10, v7, v11
	v_fma_f32 v10, -v5, v11, v9
	v_div_fmas_f32 v10, v10, v7, v11
	v_div_fixup_f32 v5, v10, v8, v6
	v_div_scale_f32 v6, s[8:9], v8, v8, v3              ; examples/causal_softmax.kgen:8
	v_rcp_f32 v7, v6
	v_div_scale_f32 v9, vcc, v3, v8, v3
	v_fma_f32 v10, -v6, v7, 1.0
	v_fma_f32 v7, v10, v7, v7
	v_mul_f32 v11, v9, v7
	v_fma_f32 v10, -v6, v11, v9
	v_fma_f32 v11, v10, v7, v11
	v_fma_f32 v10, -v6, v11, v9
	v_div_fmas_f32 v10, v10, v7, v11
	v_div_fixup_f32 v6, v10, v8, v3
	v_div_scale_f32 v3, s[8:9], v8, v8, v2              ; examples/causal_softmax.kgen:8
	v_rcp_f32 v7, v3
	v_div_scale_f32 v9, vcc, v2, v8, v2
	v_fma_f32 v10, -v3, v7, 1.0
	v_fma_f32 v7, v10, v7, v7
	v_mul_f32 v11, v9, v7
	v_fma_f32 v10, -v3, v11, v9
	v_fma_f32 v11, v10, v7, v11
	v_fma_f32 v10, -v3, v11, v9
	v_div_fmas_f32 v10, v10, v7, v11
	v_div_fixup_f32 v3, v10, v8, v2
	s_and_saveexec_b64 s[8:9], s[24:25]                 ; lanes where %vpred_116
	global_store_dword v1, v4, s[6:7]                   ; examples/causal_softmax.kgen:8: store to 'y'
	s_mov_b64 exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[26:27]                 ; lanes where %vpred_120
	global_store_dword v1, v5, s[6:7] offset:4          ; examples/causal_softmax.kgen:8: store to 'y'
	s_mov_b64 exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[28:29]                 ; lanes where %vpred_124
	global_store_dword v1, v6, s[6:7] offset:8          ; examples/causal_softmax.kgen:8: store to 'y'
	s_mov_b64 exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[10:11]                 ; lanes where %vpred_128
	global_store_dword v1, v3, s[6:7] offset:12         ; examples/causal_softmax.kgen:8: store to 'y'
	s_mov_b64 exec, s[8:9]
.Lcausal_softmax_rows128_if0_end:
	s_endpgm
.Lfunc_end_causal_softmax_rows128:
	.size	causal_softmax_rows128, .Lfunc_end_causal_softmax_rows128-causal_softmax_rows128

; kernel causal_softmax_rows1024: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel causal_softmax from examples/causal_softmax.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: t, h, b
;   chunk: b: 1, h: 1, t: 4, s: 1024; walked in chunks: none
;   layout: b:1 x h:1 x t:4 x s:1024: reg[s1 s2 s256 s512] lane[s4 s8 s16 s32 s64 s128] warp[t1 t2]
;     (fastest axis 's', 4 contiguous elements per thread)
;   fastest axis 's': most bytes of plain accesses are contiguous along it
;   vector 4: 16-byte accesses of 4-byte elements
;   short rows: 's' at most 1024 elements (T <= 1024, chosen at launch), 4 rows of 't' a block over 4 waves, each row within one wave
;   value layouts (the dominant layout sliced to each value's axes):
;     L0 [s]: s:1024: reg[s1 s2 s256 s512] lane[s4 s8 s16 s32 s64 s128] warp[0 0]
;     L1 [t]: t:4: reg[0 0 0 0] lane[0 0 0 0 0 0] warp[t1 t2]
;     L2 [t, s]: t:4 x s:1024: reg[s1 s2 s256 s512] lane[s4 s8 s16 s32 s64 s128] warp[t1 t2]
;     L3 [b, h, t, s]: b:1 x h:1 x t:4 x s:1024: reg[s1 s2 s256 s512] lane[s4 s8 s16 s32 s64 s128] warp[t1 t2]
;     L4 [b, h, t]: b:1 x h:1 x t:4: reg[0 0 0 0] lane[0 0 0 0 0 0] warp[t1 t2]
;       6:15 index s -> L0; 6:20 index t -> L1; 6:15 le -> L2; 6:23 load att -> L3; 6:23 mul -> L3; 6:9 select -> L3
;       7:17 reduce max -> L4; 7:13 sub -> L3; 7:9 exp -> L3; 8:25 reduce sum -> L4; 8:21 div -> L3
; resources: 35 VGPRs, 0 AGPRs, 78 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 0 bytes LDS, 32 bytes of arguments, 256 threads
;   arg att: tensor f32 at 0 (read-only)
;   arg y: tensor f32 at 8
;   arg scale: scalar f32 at 16
;   arg B: dim i32 at 20
;   arg NH: dim i32 at 24
;   arg T: dim i32 at 28
; s[0:1] kernarg pointer, s2 workgroup id x, s3 workgroup id y, s4 workgroup id z, v0 work-item id
	.text
	.globl	causal_softmax_rows1024
	.p2align	8
	.type	causal_softmax_rows1024,@function
causal_softmax_rows1024:
	s_load_dwordx2 s[6:7], s[0:1], 0x0                  ; argument att
	s_load_dwordx2 s[8:9], s[0:1], 0x8                  ; argument y
	s_load_dword s5, s[0:1], 0x10                       ; argument scale
	s_load_dword s10, s[0:1], 0x18                      ; argument NH
	s_load_dword s11, s[0:1], 0x1c                      ; argument T
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s12, s2                                   ; program index along 't'
	s_mul_i32 s13, s12, 4                               ; first 't' of this program's tile (4)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s12, s11, s13
	s_min_u32 s14, s12, 4                               ; 't' elements in this tile
	s_mov_b32 s12, s3                                   ; program index along 'h'
	s_mov_b32 s15, s4                                   ; program index along 'b'
	s_and_b32 s16, s11, 3
	s_cmp_eq_u32 s16, 0                                 ; rows start aligned to 4 elements iff T % 4 == 0
	s_cselect_b32 s16, 1, 0
	s_cmp_ge_u32 s14, 4                                 ; a whole chunk of 't' (4) is in bounds
	s_cselect_b32 s17, 1, 0
	s_cmp_ge_u32 s11, 0x400                             ; a whole chunk of 's' (1024) is in bounds
	s_cselect_b32 s18, 1, 0
	s_and_b32 s19, s17, s18
	s_and_b32 s17, s19, s16
	v_and_b32 v2, 63, v1
	v_lshlrev_b32 v3, 2, v2
	v_lshrrev_b32 v2, 6, v1
	s_mul_i32 s16, s11, s11                             ; a stride of 'att'
	s_mul_i32 s18, s16, s10                             ; a stride of 'att'
	v_mul_lo_u32 v1, s11, v2
	v_add_u32 v4, v1, v3
	v_lshlrev_b32 v1, 2, v4                             ; thread's byte offset in a chunk of 'att'
	s_mul_i32 s20, s15, s18
	s_mul_hi_u32 s21, s15, s18
	s_lshl_b64 s[18:19], s[20:21], 2
	s_add_u32 s20, s6, s18                              ; 'att' at this program
	s_addc_u32 s21, s7, s19
	s_mul_i32 s6, s12, s16
	s_mul_hi_u32 s7, s12, s16
	s_lshl_b64 s[22:23], s[6:7], 2
	s_add_u32 s6, s20, s22                              ; 'att' at this program
	s_addc_u32 s7, s21, s23
	s_mul_i32 s20, s13, s11
	s_mul_hi_u32 s21, s13, s11
	s_lshl_b64 s[24:25], s[20:21], 2
	s_add_u32 s20, s6, s24                              ; 'att' at this program
	s_addc_u32 s21, s7, s25
	s_add_u32 s6, s8, s18                               ; 'y' at this program
	s_addc_u32 s7, s9, s19
	s_add_u32 s8, s6, s22                               ; 'y' at this program
	s_addc_u32 s9, s7, s23
	s_add_u32 s6, s8, s24                               ; 'y' at this program
	s_addc_u32 s7, s9, s25
	s_cmp_eq_u32 s17, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lcausal_softmax_rows1024_if0_else
	v_add_u32 v4, 0, v3
	v_add_u32 v5, 0, v4                                 ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v6, 1, v4                                 ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v7, 2, v4                                 ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v8, 3, v4                                 ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v9, 0x100, v4                             ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v10, 0x101, v4                            ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v11, 0x102, v4                            ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v12, 0x103, v4                            ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v13, 0x200, v4                            ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v14, 0x201, v4                            ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v15, 0x202, v4                            ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v16, 0x203, v4                            ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v17, 0x300, v4                            ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v18, 0x301, v4                            ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v19, 0x302, v4                            ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v20, 0x303, v4                            ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v4, s13, v2
	v_add_u32 v21, 0, v4                                ; index along 't' (examples/causal_softmax.kgen:6)
	v_cmp_le_i32 s[8:9], v5, v21                        ; examples/causal_softmax.kgen:6
	v_cmp_le_i32 s[16:17], v6, v21                      ; examples/causal_softmax.kgen:6
	v_cmp_le_i32 s[18:19], v7, v21                      ; examples/causal_softmax.kgen:6
	v_cmp_le_i32 s[22:23], v8, v21                      ; examples/causal_softmax.kgen:6
	v_cmp_le_i32 s[24:25], v9, v21                      ; examples/causal_softmax.kgen:6
	v_cmp_le_i32 s[26:27], v10, v21                     ; examples/causal_softmax.kgen:6
	v_cmp_le_i32 s[28:29], v11, v21                     ; examples/causal_softmax.kgen:6
	v_cmp_le_i32 s[30:31], v12, v21                     ; examples/causal_softmax.kgen:6
	v_cmp_le_i32 s[32:33], v13, v21                     ; examples/causal_softmax.kgen:6
	v_cmp_le_i32 s[34:35], v14, v21                     ; examples/causal_softmax.kgen:6
	v_cmp_le_i32 s[36:37], v15, v21                     ; examples/causal_softmax.kgen:6
	v_cmp_le_i32 s[38:39], v16, v21                     ; examples/causal_softmax.kgen:6
	v_cmp_le_i32 s[40:41], v17, v21                     ; examples/causal_softmax.kgen:6
	v_cmp_le_i32 s[42:43], v18, v21                     ; examples/causal_softmax.kgen:6
	v_cmp_le_i32 s[44:45], v19, v21                     ; examples/causal_softmax.kgen:6
	v_cmp_le_i32 s[46:47], v20, v21                     ; examples/causal_softmax.kgen:6
	global_load_dwordx4 v[4:7], v1, s[20:21]            ; examples/causal_softmax.kgen:6: 16-byte load of 'att'
	global_load_dwordx4 v[8:11], v1, s[20:21] offset:1024 ; examples/causal_softmax.kgen:6: 16-byte load of 'att'
	global_load_dwordx4 v[12:15], v1, s[20:21] offset:2048 ; examples/causal_softmax.kgen:6: 16-byte load of 'att'
	global_load_dwordx4 v[16:19], v1, s[20:21] offset:3072 ; examples/causal_softmax.kgen:6: 16-byte load of 'att'
	s_waitcnt vmcnt(3)
	v_mul_f32 v20, s5, v4                               ; examples/causal_softmax.kgen:6
	v_mul_f32 v21, s5, v5                               ; examples/causal_softmax.kgen:6
	v_mul_f32 v22, s5, v6                               ; examples/causal_softmax.kgen:6
	v_mul_f32 v23, s5, v7                               ; examples/causal_softmax.kgen:6
	s_waitcnt vmcnt(2)
	v_mul_f32 v4, s5, v8                                ; examples/causal_softmax.kgen:6
	v_mul_f32 v5, s5, v9                                ; examples/causal_softmax.kgen:6
	v_mul_f32 v6, s5, v10                               ; examples/causal_softmax.kgen:6
	v_mul_f32 v7, s5, v11                               ; examples/causal_softmax.kgen:6
	s_waitcnt vmcnt(1)
	v_mul_f32 v8, s5, v12                               ; examples/causal_softmax.kgen:6
	v_mul_f32 v9, s5, v13                               ; examples/causal_softmax.kgen:6
	v_mul_f32 v10, s5, v14                              ; examples/causal_softmax.kgen:6
	v_mul_f32 v11, s5, v15                              ; examples/causal_softmax.kgen:6
	s_waitcnt vmcnt(0)
	v_mul_f32 v12, s5, v16                              ; examples/causal_softmax.kgen:6
	v_mul_f32 v13, s5, v17                              ; examples/causal_softmax.kgen:6
	v_mul_f32 v14, s5, v18                              ; examples/causal_softmax.kgen:6
	v_mul_f32 v15, s5, v19                              ; examples/causal_softmax.kgen:6
	v_mov_b32 v16, 0xff800000                           ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v17, v16, v20, s[8:9]
	v_mov_b32 v16, 0xff800000                           ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v18, v16, v21, s[16:17]
	v_mov_b32 v16, 0xff800000                           ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v19, v16, v22, s[18:19]
	v_mov_b32 v16, 0xff800000                           ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v20, v16, v23, s[22:23]
	v_mov_b32 v16, 0xff800000                           ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v21, v16, v4, s[24:25]
	v_mov_b32 v4, 0xff800000                            ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v16, v4, v5, s[26:27]
	v_mov_b32 v4, 0xff800000                            ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v5, v4, v6, s[28:29]
	v_mov_b32 v4, 0xff800000                            ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v6, v4, v7, s[30:31]
	v_mov_b32 v4, 0xff800000                            ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v7, v4, v8, s[32:33]
	v_mov_b32 v4, 0xff800000                            ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v8, v4, v9, s[34:35]
	v_mov_b32 v4, 0xff800000                            ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v9, v4, v10, s[36:37]
	v_mov_b32 v4, 0xff800000                            ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v10, v4, v11, s[38:39]
	v_mov_b32 v4, 0xff800000                            ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v11, v4, v12, s[40:41]
	v_mov_b32 v4, 0xff800000                            ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v12, v4, v13, s[42:43]
	v_mov_b32 v4, 0xff800000                            ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v13, v4, v14, s[44:45]
	v_mov_b32 v4, 0xff800000                            ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v14, v4, v15, s[46:47]
	v_max_f32 v4, v17, v18                              ; max over 's' (examples/causal_softmax.kgen:7)
	v_cmp_u_f32 s[8:9], v17, v18
	v_mov_b32 v15, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v4, v15, s[8:9]
	v_max_f32 v4, v22, v19                              ; max over 's' (examples/causal_softmax.kgen:7)
	v_cmp_u_f32 s[8:9], v22, v19
	v_mov_b32 v15, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v4, v15, s[8:9]
	v_max_f32 v4, v22, v20                              ; max over 's' (examples/causal_softmax.kgen:7)
	v_cmp_u_f32 s[8:9], v22, v20
	v_mov_b32 v15, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v4, v15, s[8:9]
	v_max_f32 v4, v22, v21                              ; max over 's' (examples/causal_softmax.kgen:7)
	v_cmp_u_f32 s[8:9], v22, v21
	v_mov_b32 v15, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v4, v15, s[8:9]
	v_max_f32 v4, v22, v16                              ; max over 's' (examples/causal_softmax.kgen:7)
	v_cmp_u_f32 s[8:9], v22, v16
	v_mov_b32 v15, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v4, v15, s[8:9]
	v_max_f32 v4, v22, v5                               ; max over 's' (examples/causal_softmax.kgen:7)
	v_cmp_u_f32 s[8:9], v22, v5
	v_mov_b32 v15, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v4, v15, s[8:9]
	v_max_f32 v4, v22, v6                               ; max over 's' (examples/causal_softmax.kgen:7)
	v_cmp_u_f32 s[8:9], v22, v6
	v_mov_b32 v15, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v4, v15, s[8:9]
	v_max_f32 v4, v22, v7                               ; max over 's' (examples/causal_softmax.kgen:7)
	v_cmp_u_f32 s[8:9], v22, v7
	v_mov_b32 v15, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v4, v15, s[8:9]
	v_max_f32 v4, v22, v8                               ; max over 's' (examples/causal_softmax.kgen:7)
	v_cmp_u_f32 s[8:9], v22, v8
	v_mov_b32 v15, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v4, v15, s[8:9]
	v_max_f32 v4, v22, v9                               ; max over 's' (examples/causal_softmax.kgen:7)
	v_cmp_u_f32 s[8:9], v22, v9
	v_mov_b32 v15, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v4, v15, s[8:9]
	v_max_f32 v4, v22, v10                              ; max over 's' (examples/causal_softmax.kgen:7)
	v_cmp_u_f32 s[8:9], v22, v10
	v_mov_b32 v15, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v4, v15, s[8:9]
	v_max_f32 v4, v22, v11                              ; max over 's' (examples/causal_softmax.kgen:7)
	v_cmp_u_f32 s[8:9], v22, v11
	v_mov_b32 v15, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v4, v15, s[8:9]
	v_max_f32 v4, v22, v12                              ; max over 's' (examples/causal_softmax.kgen:7)
	v_cmp_u_f32 s[8:9], v22, v12
	v_mov_b32 v15, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v4, v15, s[8:9]
	v_max_f32 v4, v22, v13                              ; max over 's' (examples/causal_softmax.kgen:7)
	v_cmp_u_f32 s[8:9], v22, v13
	v_mov_b32 v15, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v4, v15, s[8:9]
	v_max_f32 v4, v22, v14                              ; max over 's' (examples/causal_softmax.kgen:7)
	v_cmp_u_f32 s[8:9], v22, v14
	v_mov_b32 v15, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v4, v15, s[8:9]
	v_mov_b32 v4, v22                                   ; max over 's' (examples/causal_softmax.kgen:7): across the lanes of a warp
	ds_swizzle_b32 v15, v4 offset:swizzle(SWAP,1)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v22, v4, v15
	v_cmp_u_f32 s[8:9], v4, v15
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v4, v22, v23, s[8:9]
	ds_swizzle_b32 v15, v4 offset:swizzle(SWAP,2)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v22, v4, v15
	v_cmp_u_f32 s[8:9], v4, v15
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v4, v22, v23, s[8:9]
	ds_swizzle_b32 v15, v4 offset:swizzle(SWAP,4)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v22, v4, v15
	v_cmp_u_f32 s[8:9], v4, v15
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v4, v22, v23, s[8:9]
	ds_swizzle_b32 v15, v4 offset:swizzle(SWAP,8)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v22, v4, v15
	v_cmp_u_f32 s[8:9], v4, v15
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v4, v22, v23, s[8:9]
	ds_swizzle_b32 v15, v4 offset:swizzle(SWAP,16)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v22, v4, v15
	v_cmp_u_f32 s[8:9], v4, v15
	v_mov_b32 v15, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v4, v22, v15, s[8:9]
	s_nop 0
	v_readlane_b32 s8, v4, 0
	v_readlane_b32 s9, v4, 32
	s_nop 1
	v_mov_b32 v4, s9
	v_max_f32 v15, s8, v4
	v_cmp_u_f32 s[16:17], s8, v4
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v4, v15, v22, s[16:17]
	v_mul_f32 v15, 0xbfb8aa3b, v4                       ; -m log2 e of e^(x - m), once per m (examples/causal_softmax.kgen:7)
	v_mov_b32 v4, 0x3fb8aa3b                            ; examples/causal_softmax.kgen:7
	v_fma_f32 v22, v17, v4, v15
	v_exp_f32 v4, v22                                   ; examples/causal_softmax.kgen:7
	v_mov_b32 v17, 0x3fb8aa3b                           ; examples/causal_softmax.kgen:7
	v_fma_f32 v22, v18, v17, v15
	v_exp_f32 v17, v22                                  ; examples/causal_softmax.kgen:7
	v_mov_b32 v18, 0x3fb8aa3b                           ; examples/causal_softmax.kgen:7
	v_fma_f32 v22, v19, v18, v15
	v_exp_f32 v18, v22                                  ; examples/causal_softmax.kgen:7
	v_mov_b32 v19, 0x3fb8aa3b                           ; examples/causal_softmax.kgen:7
	v_fma_f32 v22, v20, v19, v15
	v_exp_f32 v19, v22                                  ; examples/causal_softmax.kgen:7
	v_mov_b32 v20, 0x3fb8aa3b                           ; examples/causal_softmax.kgen:7
	v_fma_f32 v22, v21, v20, v15
	v_exp_f32 v20, v22                                  ; examples/causal_softmax.kgen:7
	v_mov_b32 v21, 0x3fb8aa3b                           ; examples/causal_softmax.kgen:7
	v_fma_f32 v22, v16, v21, v15
	v_exp_f32 v16, v22                                  ; examples/causal_softmax.kgen:7
	v_mov_b32 v21, 0x3fb8aa3b                           ; examples/causal_softmax.kgen:7
	v_fma_f32 v22, v5, v21, v15
	v_exp_f32 v5, v22                                   ; examples/causal_softmax.kgen:7
	v_mov_b32 v21, 0x3fb8aa3b                           ; examples/causal_softmax.kgen:7
	v_fma_f32 v22, v6, v21, v15
	v_exp_f32 v6, v22                                   ; examples/causal_softmax.kgen:7
	v_mov_b32 v21, 0x3fb8aa3b                           ; examples/causal_softmax.kgen:7
	v_fma_f32 v22, v7, v21, v15
	v_exp_f32 v7, v22                                   ; examples/causal_softmax.kgen:7
	v_mov_b32 v21, 0x3fb8aa3b                           ; examples/causal_softmax.kgen:7
	v_fma_f32 v22, v8, v21, v15
	v_exp_f32 v8, v22                                   ; examples/causal_softmax.kgen:7
	v_mov_b32 v21, 0x3fb8aa3b                           ; examples/causal_softmax.kgen:7
	v_fma_f32 v22, v9, v21, v15
	v_exp_f32 v9, v22                                   ; examples/causal_softmax.kgen:7
	v_mov_b32 v21, 0x3fb8aa3b                           ; examples/causal_softmax.kgen:7
	v_fma_f32 v22, v10, v21, v15
	v_exp_f32 v10, v22                                  ; examples/causal_softmax.kgen:7
	v_mov_b32 v21, 0x3fb8aa3b                           ; examples/causal_softmax.kgen:7
	v_fma_f32 v22, v11, v21, v15
	v_exp_f32 v11, v22                                  ; examples/causal_softmax.kgen:7
	v_mov_b32 v21, 0x3fb8aa3b                           ; examples/causal_softmax.kgen:7
	v_fma_f32 v22, v12, v21, v15
	v_exp_f32 v12, v22                                  ; examples/causal_softmax.kgen:7
	v_mov_b32 v21, 0x3fb8aa3b                           ; examples/causal_softmax.kgen:7
	v_fma_f32 v22, v13, v21, v15
	v_exp_f32 v13, v22                                  ; examples/causal_softmax.kgen:7
	v_mov_b32 v21, 0x3fb8aa3b                           ; examples/causal_softmax.kgen:7
	v_fma_f32 v22, v14, v21, v15
	v_exp_f32 v14, v22                                  ; examples/causal_softmax.kgen:7
	v_add_f32 v15, v4, v17                              ; sum over 's' (examples/causal_softmax.kgen:8)
	v_add_f32 v21, v15, v18                             ; sum over 's' (examples/causal_softmax.kgen:8)
	v_add_f32 v15, v21, v19                             ; sum over 's' (examples/causal_softmax.kgen:8)
	v_add_f32 v21, v15, v20                             ; sum over 's' (examples/causal_softmax.kgen:8)
	v_add_f32 v15, v21, v16                             ; sum over 's' (examples/causal_softmax.kgen:8)
	v_add_f32 v21, v15, v5                              ; sum over 's' (examples/causal_softmax.kgen:8)
	v_add_f32 v15, v21, v6                              ; sum over 's' (examples/causal_softmax.kgen:8)
	v_add_f32 v21, v15, v7                              ; sum over 's' (examples/causal_softmax.kgen:8)
	v_add_f32 v15, v21, v8                              ; sum over 's' (examples/causal_softmax.kgen:8)
	v_add_f32 v21, v15, v9                              ; sum over 's' (examples/causal_softmax.kgen:8)
	v_add_f32 v15, v21, v10                             ; sum over 's' (examples/causal_softmax.kgen:8)
	v_add_f32 v21, v15, v11                             ; sum over 's' (examples/causal_softmax.kgen:8)
	v_add_f32 v15, v21, v12                             ; sum over 's' (examples/causal_softmax.kgen:8)
	v_add_f32 v21, v15, v13                             ; sum over 's' (examples/causal_softmax.kgen:8)
	v_add_f32 v15, v21, v14                             ; sum over 's' (examples/causal_softmax.kgen:8)
	v_mov_b32 v21, v15                                  ; sum over 's' (examples/causal_softmax.kgen:8): across the lanes of a warp
	ds_swizzle_b32 v15, v21 offset:swizzle(SWAP,1)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v21, v21, v15
	ds_swizzle_b32 v15, v21 offset:swizzle(SWAP,2)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v21, v21, v15
	ds_swizzle_b32 v15, v21 offset:swizzle(SWAP,4)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v21, v21, v15
	ds_swizzle_b32 v15, v21 offset:swizzle(SWAP,8)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v21, v21, v15
	ds_swizzle_b32 v15, v21 offset:swizzle(SWAP,16)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v21, v21, v15
	s_nop 0
	v_readlane_b32 s8, v21, 0
	v_readlane_b32 s9, v21, 32
	s_nop 1
	v_mov_b32 v15, s9
	v_add_f32 v15, s8, v15
	v_div_scale_f32 v21, s[8:9], v15, v15, v4           ; examples/causal_softmax.kgen:8
	v_rcp_f32 v22, v21
	v_div_scale_f32 v23, vcc, v4, v15, v4
	v_fma_f32 v24, -v21, v22, 1.0
	v_fma_f32 v22, v24, v22, v22
	v_mul_f32 v25, v23, v22
	v_fma_f32 v24, -v21, v25, v23
	v_fma_f32 v25, v24, v22, v25
	v_fma_f32 v24, -v21, v25, v23
	v_div_fmas_f32 v24, v24, v22, v25
	v_div_fixup_f32 v21, v24, v15, v4
	v_div_scale_f32 v4, s[8:9], v15, v15, v17           ; examples/causal_softmax.kgen:8
	v_rcp_f32 v22, v4
	v_div_scale_f32 v23, vcc, v17, v15, v17
	v_fma_f32 v24, -v4, v22, 1.0
	v_fma_f32 v22, v24, v22, v22
	v_mul_f32 v25, v23, v22
	v_fma_f32 v24, -v4, v25, v23
	v_fma_f32 v25, v24, v22, v25
	v_fma_f32 v24, -v4, v25, v23
	v_div_fmas_f32 v24, v24, v22, v25
	v_div_fixup_f32 v4, v24, v15, v17
	v_div_scale_f32 v17, s[8:9], v15, v15, v18          ; examples/causal_softmax.kgen:8
	v_rcp_f32 v22, v17
	v_div_scale_f32 v23, vcc, v18, v15, v18
	v_fma_f32 v24, -v17, v22, 1.0
	v_fma_f32 v22, v24, v22, v22
	v_mul_f32 v25, v23, v22
	v_fma_f32 v24, -v17, v25, v23
	v_fma_f32 v25, v24, v22, v25
	v_fma_f32 v24, -v17, v25, v23
	v_div_fmas_f32 v24, v24, v22, v25
	v_div_fixup_f32 v17, v24, v15, v18
	v_div_scale_f32 v18, s[8:9], v15, v15, v19          ; examples/causal_softmax.kgen:8
	v_rcp_f32 v22, v18
	v_div_scale_f32 v23, vcc, v19, v15, v19
	v_fma_f32 v24, -v18, v22, 1.0
	v_fma_f32 v22, v24, v22, v22
	v_mul_f32 v25, v23, v22
	v_fma_f32 v24, -v18, v25, v23
	v_fma_f32 v25, v24, v22, v25
	v_fma_f32 v24, -v18, v25, v23
	v_div_fmas_f32 v24, v24, v22, v25
	v_div_fixup_f32 v18, v24, v15, v19
	v_div_scale_f32 v19, s[8:9], v15, v15, v20          ; examples/causal_softmax.kgen:8
	v_rcp_f32 v22, v19
	v_div_scale_f32 v23, vcc, v20, v15, v20
	v_fma_f32 v24, -v19, v22, 1.0
	v_fma_f32 v22, v24, v22, v22
	v_mul_f32 v25, v23, v22
	v_fma_f32 v24, -v19, v25, v23
	v_fma_f32 v25, v24, v22, v25
	v_fma_f32 v24, -v19, v25, v23
	v_div_fmas_f32 v24, v24, v22, v25
	v_div_fixup_f32 v19, v24, v15, v20
	v_div_scale_f32 v20, s[8:9], v15, v15, v16          ; examples/causal_softmax.kgen:8
	v_rcp_f32 v22, v20
	v_div_scale_f32 v23, vcc, v16, v15, v16
	v_fma_f32 v24, -v20, v22, 1.0
	v_fma_f32 v22, v24, v22, v22
	v_mul_f32 v25, v23, v22
	v_fma_f32 v24, -v20, v25, v23
	v_fma_f32 v25, v24, v22, v25
	v_fma_f32 v24, -v20, v25, v23
	v_div_fmas_f32 v24, v24, v22, v25
	v_div_fixup_f32 v20, v24, v15, v16
	v_div_scale_f32 v16, s[8:9], v15, v15, v5           ; examples/causal_softmax.kgen:8
	v_rcp_f32 v22, v16
	v_div_scale_f32 v23, vcc, v5, v15, v5
	v_fma_f32 v24, -v16, v22, 1.0
	v_fma_f32 v22, v24, v22, v22
	v_mul_f32 v25, v23, v22
	v_fma_f32 v24, -v16, v25, v23
	v_fma_f32 v25, v24, v22, v25
	v_fma_f32 v24, -v16, v25, v23
	v_div_fmas_f32 v24, v24, v22, v25
	v_div_fixup_f32 v16, v24, v15, v5
	v_div_scale_f32 v5, s[8:9], v15, v15, v6            ; examples/causal_softmax.kgen:8
	v_rcp_f32 v22, v5
	v_div_scale_f32 v23, vcc, v6, v15, v6
	v_fma_f32 v24, -v5, v22, 1.0
	v_fma_f32 v22, v24, v22, v22
	v_mul_f32 v25, v23, v22
	v_fma_f32 v24, -v5, v25, v23
	v_fma_f32 v25, v24, v22, v25
	v_fma_f32 v24, -v5, v25, v23
	v_div_fmas_f32 v24, v24, v22, v25
	v_div_fixup_f32 v5, v24, v15, v6
	v_div_scale_f32 v6, s[8:9], v15, v15, v7            ; examples/causal_softmax.kgen:8
	v_rcp_f32 v22, v6
	v_div_scale_f32 v23, vcc, v7, v15, v7
	v_fma_f32 v24, -v6, v22, 1.0
	v_fma_f32 v22, v24, v22, v22
	v_mul_f32 v25, v23, v22
	v_fma_f32 v24, -v6, v25, v23
	v_fma_f32 v25, v24, v22, v25
	v_fma_f32 v24, -v6, v25, v23
	v_div_fmas_f32 v24, v24, v22, v25
	v_div_fixup_f32 v6, v24, v15, v7
	v_div_scale_f32 v7, s[8:9], v15, v15, v8            ; examples/causal_softmax.kgen:8
	v_rcp_f32 v22, v7
	v_div_scale_f32 v23, vcc, v8, v15, v8
	v_fma_f32 v24, -v7, v22, 1.0
	v_fma_f32 v22, v24, v22, v22
	v_mul_f32 v25, v23, v22
	v_fma_f32 v24, -v7, v25, v23
	v_fma_f32 v25, v24, v22, v25
	v_fma_f32 v24, -v7, v25, v23
	v_div_fmas_f32 v24, v24, v22, v25
	v_div_fixup_f32 v7, v24, v15, v8
	v_div_scale_f32 v8, s[8:9], v15, v15, v9            ; examples/causal_softmax.kgen:8
	v_rcp_f32 v22, v8
	v_div_scale_f32 v23, vcc, v9, v15, v9
	v_fma_f32 v24, -v8, v22, 1.0
	v_fma_f32 v22, v24, v22, v22
	v_mul_f32 v25, v23, v22
	v_fma_f32 v24, -v8, v25, v23
	v_fma_f32 v25, v24, v22, v25
	v_fma_f32 v24, -v8, v25, v23
	v_div_fmas_f32 v24, v24, v22, v25
	v_div_fixup_f32 v8, v24, v15, v9
	v_div_scale_f32 v9, s[8:9], v15, v15, v10           ; examples/causal_softmax.kgen:8
	v_rcp_f32 v22, v9
	v_div_scale_f32 v23, vcc, v10, v15, v10
	v_fma_f32 v24, -v9, v22, 1.0
	v_fma_f32 v22, v24, v22, v22
	v_mul_f32 v25, v23, v22
	v_fma_f32 v24, -v9, v25, v23
	v_fma_f32 v25, v24, v22, v25
	v_fma_f32 v24, -v9, v25, v23
	v_div_fmas_f32 v24, v24, v22, v25
	v_div_fixup_f32 v9, v24, v15, v10
	v_div_scale_f32 v10, s[8:9], v15, v15, v11          ; examples/causal_softmax.kgen:8
	v_rcp_f32 v22, v10
	v_div_scale_f32 v23, vcc, v11, v15, v11
	v_fma_f32 v24, -v10, v22, 1.0
	v_fma_f32 v22, v24, v22, v22
	v_mul_f32 v25, v23, v22
	v_fma_f32 v24, -v10, v25, v23
	v_fma_f32 v25, v24, v22, v25
	v_fma_f32 v24, -v10, v25, v23
	v_div_fmas_f32 v24, v24, v22, v25
	v_div_fixup_f32 v10, v24, v15, v11
	v_div_scale_f32 v11, s[8:9], v15, v15, v12          ; examples/causal_softmax.kgen:8
	v_rcp_f32 v22, v11
	v_div_scale_f32 v23, vcc, v12, v15, v12
	v_fma_f32 v24, -v11, v22, 1.0
	v_fma_f32 v22, v24, v22, v22
	v_mul_f32 v25, v23, v22
	v_fma_f32 v24, -v11, v25, v23
	v_fma_f32 v25, v24, v22, v25
	v_fma_f32 v24, -v11, v25, v23
	v_div_fmas_f32 v24, v24, v22, v25
	v_div_fixup_f32 v11, v24, v15, v12
	v_div_scale_f32 v12, s[8:9], v15, v15, v13          ; examples/causal_softmax.kgen:8
	v_rcp_f32 v22, v12
	v_div_scale_f32 v23, vcc, v13, v15, v13
	v_fma_f32 v24, -v12, v22, 1.0
	v_fma_f32 v22, v24, v22, v22
	v_mul_f32 v25, v23, v22
	v_fma_f32 v24, -v12, v25, v23
	v_fma_f32 v25, v24, v22, v25
	v_fma_f32 v24, -v12, v25, v23
	v_div_fmas_f32 v24, v24, v22, v25
	v_div_fixup_f32 v12, v24, v15, v13
	v_div_scale_f32 v13, s[8:9], v15, v15, v14          ; examples/causal_softmax.kgen:8
	v_rcp_f32 v22, v13
	v_div_scale_f32 v23, vcc, v14, v15, v14
	v_fma_f32 v24, -v13, v22, 1.0
	v_fma_f32 v22, v24, v22, v22
	v_mul_f32 v25, v23, v22
	v_fma_f32 v24, -v13, v25, v23
	v_fma_f32 v25, v24, v22, v25
	v_fma_f32 v24, -v13, v25, v23
	v_div_fmas_f32 v24, v24, v22, v25
	v_div_fixup_f32 v13, v24, v15, v14
	v_mov_b32 v22, v21                                  ; examples/causal_softmax.kgen:8: 16-byte store to 'y'
	v_mov_b32 v23, v4
	v_mov_b32 v24, v17
	v_mov_b32 v25, v18
	global_store_dwordx4 v1, v[22:25], s[6:7]
	s_nop 1
	v_mov_b32 v22, v19                                  ; examples/causal_softmax.kgen:8: 16-byte store to 'y'
	s_nop 0
	v_mov_b32 v23, v20
	v_mov_b32 v24, v16
	v_mov_b32 v25, v5
	global_store_dwordx4 v1, v[22:25], s[6:7] offset:1024
	v_mov_b32 v14, v6                                   ; examples/causal_softmax.kgen:8: 16-byte store to 'y'
	v_mov_b32 v15, v7
	v_mov_b32 v16, v8
	v_mov_b32 v17, v9
	global_store_dwordx4 v1, v[14:17], s[6:7] offset:2048
	v_mov_b32 v4, v10                                   ; examples/causal_softmax.kgen:8: 16-byte store to 'y'
	v_mov_b32 v5, v11
	v_mov_b32 v6, v12
	v_mov_b32 v7, v13
	global_store_dwordx4 v1, v[4:7], s[6:7] offset:3072
	s_branch .Lcausal_softmax_rows1024_if0_end
.Lcausal_softmax_rows1024_if0_else:
	v_add_u32 v4, 0, v3
	v_add_u32 v5, 0, v4                                 ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v6, 1, v4                                 ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v7, 2, v4                                 ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v8, 3, v4                                 ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v9, 0x100, v4                             ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v10, 0x101, v4                            ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v11, 0x102, v4                            ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v12, 0x103, v4                            ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v13, 0x200, v4                            ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v14, 0x201, v4                            ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v15, 0x202, v4                            ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v16, 0x203, v4                            ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v17, 0x300, v4                            ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v18, 0x301, v4                            ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v19, 0x302, v4                            ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v20, 0x303, v4                            ; index along 's' (examples/causal_softmax.kgen:6)
	v_add_u32 v4, s13, v2
	v_add_u32 v21, 0, v4                                ; index along 't' (examples/causal_softmax.kgen:6)
	v_cmp_le_i32 s[8:9], v5, v21                        ; examples/causal_softmax.kgen:6
	v_cmp_le_i32 s[12:13], v6, v21                      ; examples/causal_softmax.kgen:6
	v_cmp_le_i32 s[16:17], v7, v21                      ; examples/causal_softmax.kgen:6
	v_cmp_le_i32 s[18:19], v8, v21                      ; examples/causal_softmax.kgen:6
	v_cmp_le_i32 s[22:23], v9, v21                      ; examples/causal_softmax.kgen:6
	v_cmp_le_i32 s[24:25], v10, v21                     ; examples/causal_softmax.kgen:6
	v_cmp_le_i32 s[26:27], v11, v21                     ; examples/causal_softmax.kgen:6
	v_cmp_le_i32 s[28:29], v12, v21                     ; examples/causal_softmax.kgen:6
	v_cmp_le_i32 s[30:31], v13, v21                     ; examples/causal_softmax.kgen:6
	v_cmp_le_i32 s[32:33], v14, v21                     ; examples/causal_softmax.kgen:6
	v_cmp_le_i32 s[34:35], v15, v21                     ; examples/causal_softmax.kgen:6
	v_cmp_le_i32 s[36:37], v16, v21                     ; examples/causal_softmax.kgen:6
	v_cmp_le_i32 s[38:39], v17, v21                     ; examples/causal_softmax.kgen:6
	v_cmp_le_i32 s[40:41], v18, v21                     ; examples/causal_softmax.kgen:6
	v_cmp_le_i32 s[42:43], v19, v21                     ; examples/causal_softmax.kgen:6
	v_cmp_le_i32 s[44:45], v20, v21                     ; examples/causal_softmax.kgen:6
	v_cmp_lt_u32 s[46:47], v2, s14                      ; 't' element in bounds
	v_cmp_lt_u32 s[14:15], v3, s11                      ; 's' element in bounds
	s_and_b64 s[48:49], s[46:47], s[14:15]
	v_mov_b32 v2, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[48:49]               ; lanes where %vpred_242
	global_load_dword v2, v1, s[20:21]                  ; examples/causal_softmax.kgen:6: load of 'att'
	s_mov_b64 exec, s[14:15]
	v_add_u32 v4, 1, v3
	v_cmp_lt_u32 s[14:15], v4, s11                      ; 's' element in bounds
	s_and_b64 s[50:51], s[46:47], s[14:15]
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[50:51]               ; lanes where %vpred_246
	global_load_dword v4, v1, s[20:21] offset:4         ; examples/causal_softmax.kgen:6: load of 'att'
	s_mov_b64 exec, s[14:15]
	v_add_u32 v5, 2, v3
	v_cmp_lt_u32 s[14:15], v5, s11                      ; 's' element in bounds
	s_and_b64 s[52:53], s[46:47], s[14:15]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[52:53]               ; lanes where %vpred_250
	global_load_dword v5, v1, s[20:21] offset:8         ; examples/causal_softmax.kgen:6: load of 'att'
	s_mov_b64 exec, s[14:15]
	v_add_u32 v6, 3, v3
	v_cmp_lt_u32 s[14:15], v6, s11                      ; 's' element in bounds
	s_and_b64 s[54:55], s[46:47], s[14:15]
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[54:55]               ; lanes where %vpred_254
	global_load_dword v6, v1, s[20:21] offset:12        ; examples/causal_softmax.kgen:6: load of 'att'
	s_mov_b64 exec, s[14:15]
	v_add_u32 v7, 0x100, v3
	v_cmp_lt_u32 s[14:15], v7, s11                      ; 's' element in bounds
	s_and_b64 s[56:57], s[46:47], s[14:15]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[56:57]               ; lanes where %vpred_258
	global_load_dword v7, v1, s[20:21] offset:1024      ; examples/causal_softmax.kgen:6: load of 'att'
	s_mov_b64 exec, s[14:15]
	v_add_u32 v8, 0x101, v3
	v_cmp_lt_u32 s[14:15], v8, s11                      ; 's' element in bounds
	s_and_b64 s[58:59], s[46:47], s[14:15]
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[58:59]               ; lanes where %vpred_262
	global_load_dword v8, v1, s[20:21] offset:1028      ; examples/causal_softmax.kgen:6: load of 'att'
	s_mov_b64 exec, s[14:15]
	v_add_u32 v9, 0x102, v3
	v_cmp_lt_u32 s[14:15], v9, s11                      ; 's' element in bounds
	s_and_b64 s[60:61], s[46:47], s[14:15]
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[60:61]               ; lanes where %vpred_266
	global_load_dword v9, v1, s[20:21] offset:1032      ; examples/causal_softmax.kgen:6: load of 'att'
	s_mov_b64 exec, s[14:15]
	v_add_u32 v10, 0x103, v3
	v_cmp_lt_u32 s[14:15], v10, s11                     ; 's' element in bounds
	s_and_b64 s[62:63], s[46:47], s[14:15]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[62:63]               ; lanes where %vpred_270
	global_load_dword v10, v1, s[20:21] offset:1036     ; examples/causal_softmax.kgen:6: load of 'att'
	s_mov_b64 exec, s[14:15]
	v_add_u32 v11, 0x200, v3
	v_cmp_lt_u32 s[14:15], v11, s11                     ; 's' element in bounds
	s_and_b64 s[64:65], s[46:47], s[14:15]
	v_mov_b32 v11, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[64:65]               ; lanes where %vpred_274
	global_load_dword v11, v1, s[20:21] offset:2048     ; examples/causal_softmax.kgen:6: load of 'att'
	s_mov_b64 exec, s[14:15]
	v_add_u32 v12, 0x201, v3
	v_cmp_lt_u32 s[14:15], v12, s11                     ; 's' element in bounds
	s_and_b64 s[66:67], s[46:47], s[14:15]
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[66:67]               ; lanes where %vpred_278
	global_load_dword v12, v1, s[20:21] offset:2052     ; examples/causal_softmax.kgen:6: load of 'att'
	s_mov_b64 exec, s[14:15]
	v_add_u32 v13, 0x202, v3
	v_cmp_lt_u32 s[14:15], v13, s11                     ; 's' element in bounds
	s_and_b64 s[68:69], s[46:47], s[14:15]
	v_mov_b32 v13, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[68:69]               ; lanes where %vpred_282
	global_load_dword v13, v1, s[20:21] offset:2056     ; examples/causal_softmax.kgen:6: load of 'att'
	s_mov_b64 exec, s[14:15]
	v_add_u32 v14, 0x203, v3
	v_cmp_lt_u32 s[14:15], v14, s11                     ; 's' element in bounds
	s_and_b64 s[70:71], s[46:47], s[14:15]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[70:71]               ; lanes where %vpred_286
	global_load_dword v14, v1, s[20:21] offset:2060     ; examples/causal_softmax.kgen:6: load of 'att'
	s_mov_b64 exec, s[14:15]
	v_add_u32 v15, 0x300, v3
	v_cmp_lt_u32 s[14:15], v15, s11                     ; 's' element in bounds
	s_and_b64 s[72:73], s[46:47], s[14:15]
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[72:73]               ; lanes where %vpred_290
	global_load_dword v15, v1, s[20:21] offset:3072     ; examples/causal_softmax.kgen:6: load of 'att'
	s_mov_b64 exec, s[14:15]
	v_add_u32 v16, 0x301, v3
	v_cmp_lt_u32 s[14:15], v16, s11                     ; 's' element in bounds
	s_and_b64 s[74:75], s[46:47], s[14:15]
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[74:75]               ; lanes where %vpred_294
	global_load_dword v16, v1, s[20:21] offset:3076     ; examples/causal_softmax.kgen:6: load of 'att'
	s_mov_b64 exec, s[14:15]
	v_add_u32 v17, 0x302, v3
	v_cmp_lt_u32 s[14:15], v17, s11                     ; 's' element in bounds
	s_and_b64 s[76:77], s[46:47], s[14:15]
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[76:77]               ; lanes where %vpred_298
	global_load_dword v17, v1, s[20:21] offset:3080     ; examples/causal_softmax.kgen:6: load of 'att'
	s_mov_b64 exec, s[14:15]
	v_add_u32 v18, 0x303, v3
	v_cmp_lt_u32 s[14:15], v18, s11                     ; 's' element in bounds
	s_and_b64 s[10:11], s[46:47], s[14:15]
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[10:11]               ; lanes where %vpred_302
	global_load_dword v3, v1, s[20:21] offset:3084      ; examples/causal_softmax.kgen:6: load of 'att'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(15)
	v_mul_f32 v18, s5, v2                               ; examples/causal_softmax.kgen:6
	s_waitcnt vmcnt(14)
	v_mul_f32 v2, s5, v4                                ; examples/causal_softmax.kgen:6
	s_waitcnt vmcnt(13)
	v_mul_f32 v4, s5, v5                                ; examples/causal_softmax.kgen:6
	s_waitcnt vmcnt(12)
	v_mul_f32 v5, s5, v6                                ; examples/causal_softmax.kgen:6
	s_waitcnt vmcnt(11)
	v_mul_f32 v6, s5, v7                                ; examples/causal_softmax.kgen:6
	s_waitcnt vmcnt(10)
	v_mul_f32 v7, s5, v8                                ; examples/causal_softmax.kgen:6
	s_waitcnt vmcnt(9)
	v_mul_f32 v8, s5, v9                                ; examples/causal_softmax.kgen:6
	s_waitcnt vmcnt(8)
	v_mul_f32 v9, s5, v10                               ; examples/causal_softmax.kgen:6
	s_waitcnt vmcnt(7)
	v_mul_f32 v10, s5, v11                              ; examples/causal_softmax.kgen:6
	s_waitcnt vmcnt(6)
	v_mul_f32 v11, s5, v12                              ; examples/causal_softmax.kgen:6
	s_waitcnt vmcnt(5)
	v_mul_f32 v12, s5, v13                              ; examples/causal_softmax.kgen:6
	s_waitcnt vmcnt(4)
	v_mul_f32 v13, s5, v14                              ; examples/causal_softmax.kgen:6
	s_waitcnt vmcnt(3)
	v_mul_f32 v14, s5, v15                              ; examples/causal_softmax.kgen:6
	s_waitcnt vmcnt(2)
	v_mul_f32 v15, s5, v16                              ; examples/causal_softmax.kgen:6
	s_waitcnt vmcnt(1)
	v_mul_f32 v16, s5, v17                              ; examples/causal_softmax.kgen:6
	s_waitcnt vmcnt(0)
	v_mul_f32 v17, s5, v3                               ; examples/causal_softmax.kgen:6
	v_mov_b32 v3, 0xff800000                            ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v19, v3, v18, s[8:9]
	v_mov_b32 v3, 0xff800000                            ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v18, v3, v2, s[12:13]
	v_mov_b32 v2, 0xff800000                            ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v3, v2, v4, s[16:17]
	v_mov_b32 v2, 0xff800000                            ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v4, v2, v5, s[18:19]
	v_mov_b32 v2, 0xff800000                            ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v5, v2, v6, s[22:23]
	v_mov_b32 v2, 0xff800000                            ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v6, v2, v7, s[24:25]
	v_mov_b32 v2, 0xff800000                            ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v7, v2, v8, s[26:27]
	v_mov_b32 v2, 0xff800000                            ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v8, v2, v9, s[28:29]
	v_mov_b32 v2, 0xff800000                            ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v9, v2, v10, s[30:31]
	v_mov_b32 v2, 0xff800000                            ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v10, v2, v11, s[32:33]
	v_mov_b32 v2, 0xff800000                            ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v11, v2, v12, s[34:35]
	v_mov_b32 v2, 0xff800000                            ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v12, v2, v13, s[36:37]
	v_mov_b32 v2, 0xff800000                            ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v13, v2, v14, s[38:39]
	v_mov_b32 v2, 0xff800000                            ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v14, v2, v15, s[40:41]
	v_mov_b32 v2, 0xff800000                            ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v15, v2, v16, s[42:43]
	v_mov_b32 v2, 0xff800000                            ; examples/causal_softmax.kgen:6
	v_cndmask_b32 v16, v2, v17, s[44:45]
	v_mov_b32 v2, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v17, v2, v19, s[48:49]
	v_mov_b32 v2, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v20, v2, v18, s[50:51]
	v_mov_b32 v2, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v21, v2, v3, s[52:53]
	v_mov_b32 v2, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v22, v2, v4, s[54:55]
	v_mov_b32 v2, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v23, v2, v5, s[56:57]
	v_mov_b32 v2, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v24, v2, v6, s[58:59]
	v_mov_b32 v2, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v25, v2, v7, s[60:61]
	v_mov_b32 v2, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v26, v2, v8, s[62:63]
	v_mov_b32 v2, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v27, v2, v9, s[64:65]
	v_mov_b32 v2, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v28, v2, v10, s[66:67]
	v_mov_b32 v2, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v29, v2, v11, s[68:69]
	v_mov_b32 v2, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v30, v2, v12, s[70:71]
	v_mov_b32 v2, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v31, v2, v13, s[72:73]
	v_mov_b32 v2, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v32, v2, v14, s[74:75]
	v_mov_b32 v2, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v33, v2, v15, s[76:77]
	v_mov_b32 v2, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v34, v2, v16, s[10:11]
	v_max_f32 v2, v17, v20                              ; max over 's' (examples/causal_softmax.kgen:7)
	v_cmp_u_f32 s[8:9], v17, v20
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v2, v17, s[8:9]
	v_max_f32 v2, v20, v21                              ; max over 's' (examples/causal_softmax.kgen:7)
	v_cmp_u_f32 s[8:9], v20, v21
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v2, v17, s[8:9]
	v_max_f32 v2, v20, v22                              ; max over 's' (examples/causal_softmax.kgen:7)
	v_cmp_u_f32 s[8:9], v20, v22
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v2, v17, s[8:9]
	v_max_f32 v2, v20, v23                              ; max over 's' (examples/causal_softmax.kgen:7)
	v_cmp_u_f32 s[8:9], v20, v23
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v2, v17, s[8:9]
	v_max_f32 v2, v20, v24                              ; max over 's' (examples/causal_softmax.kgen:7)
	v_cmp_u_f32 s[8:9], v20, v24
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v2, v17, s[8:9]
	v_max_f32 v2, v20, v25                              ; max over 's' (examples/causal_softmax.kgen:7)
	v_cmp_u_f32 s[8:9], v20, v25
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v2, v17, s[8:9]
	v_max_f32 v2, v20, v26                              ; max over 's' (examples/causal_softmax.kgen:7)
	v_cmp_u_f32 s[8:9], v20, v26
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v2, v17, s[8:9]
	v_max_f32 v2, v20, v27                              ; max over 's' (examples/causal_softmax.kgen:7)
	v_cmp_u_f32 s[8:9], v20, v27
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v2, v17, s[8:9]
	v_max_f32 v2, v20, v28                              ; max over 's' (examples/causal_softmax.kgen:7)
	v_cmp_u_f32 s[8:9], v20, v28
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v2, v17, s[8:9]
	v_max_f32 v2, v20, v29                              ; max over 's' (examples/causal_softmax.kgen:7)
	v_cmp_u_f32 s[8:9], v20, v29
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v2, v17, s[8:9]
	v_max_f32 v2, v20, v30                              ; max over 's' (examples/causal_softmax.kgen:7)
	v_cmp_u_f32 s[8:9], v20, v30
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v2, v17, s[8:9]
	v_max_f32 v2, v20, v31                              ; max over 's' (examples/causal_softmax.kgen:7)
	v_cmp_u_f32 s[8:9], v20, v31
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v2, v17, s[8:9]
	v_max_f32 v2, v20, v32                              ; max over 's' (examples/causal_softmax.kgen:7)
	v_cmp_u_f32 s[8:9], v20, v32
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v2, v17, s[8:9]
	v_max_f32 v2, v20, v33                              ; max over 's' (examples/causal_softmax.kgen:7)
	v_cmp_u_f32 s[8:9], v20, v33
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v2, v17, s[8:9]
	v_max_f32 v2, v20, v34                              ; max over 's' (examples/causal_softmax.kgen:7)
	v_cmp_u_f32 s[8:9], v20, v34
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v2, v17, s[8:9]
	v_mov_b32 v2, v20                                   ; max over 's' (examples/causal_softmax.kgen:7): across the lanes of a warp
	ds_swizzle_b32 v17, v2 offset:swizzle(SWAP,1)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v20, v2, v17
	v_cmp_u_f32 s[8:9], v2, v17
	v_mov_b32 v21, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v20, v21, s[8:9]
	ds_swizzle_b32 v17, v2 offset:swizzle(SWAP,2)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v20, v2, v17
	v_cmp_u_f32 s[8:9], v2, v17
	v_mov_b32 v21, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v20, v21, s[8:9]
	ds_swizzle_b32 v17, v2 offset:swizzle(SWAP,4)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v20, v2, v17
	v_cmp_u_f32 s[8:9], v2, v17
	v_mov_b32 v21, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v20, v21, s[8:9]
	ds_swizzle_b32 v17, v2 offset:swizzle(SWAP,8)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v20, v2, v17
	v_cmp_u_f32 s[8:9], v2, v17
	v_mov_b32 v21, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v20, v21, s[8:9]
	ds_swizzle_b32 v17, v2 offset:swizzle(SWAP,16)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v20, v2, v17
	v_cmp_u_f32 s[8:9], v2, v17
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v20, v17, s[8:9]
	s_nop 0
	v_readlane_b32 s5, v2, 0
	v_readlane_b32 s8, v2, 32
	s_nop 1
	v_mov_b32 v2, s8
	v_max_f32 v17, s5, v2
	v_cmp_u_f32 s[8:9], s5, v2
	v_mov_b32 v20, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v17, v20, s[8:9]
	v_mul_f32 v17, 0xbfb8aa3b, v2                       ; -m log2 e of e^(x - m), once per m (examples/causal_softmax.kgen:7)
	v_mov_b32 v2, 0x3fb8aa3b                            ; examples/causal_softmax.kgen:7
	v_fma_f32 v20, v19, v2, v17
	v_exp_f32 v2, v20                                   ; examples/causal_softmax.kgen:7
	v_mov_b32 v19, 0x3fb8aa3b                           ; examples/causal_softmax.kgen:7
	v_fma_f32 v20, v18, v19, v17
	v_exp_f32 v18, v20                                  ; examples/causal_softmax.kgen:7
	v_mov_b32 v19, 0x3fb8aa3b                           ; examples/causal_softmax.kgen:7
	v_fma_f32 v20, v3, v19, v17
	v_exp_f32 v3, v20                                   ; examples/causal_softmax.kgen:7
	v_mov_b32 v19, 0x3fb8aa3b                           ; examples/causal_softmax.kgen:7
	v_fma_f32 v20, v4, v19, v17
	v_exp_f32 v4, v20                                   ; examples/causal_softmax.kgen:7
	v_mov_b32 v19, 0x3fb8aa3b                           ; examples/causal_softmax.kgen:7
	v_fma_f32 v20, v5, v19, v17
	v_exp_f32 v5, v20                                   ; examples/causal_softmax.kgen:7
	v_mov_b32 v19, 0x3fb8aa3b                           ; examples/causal_softmax.kgen:7
	v_fma_f32 v20, v6, v19, v17
	v_exp_f32 v6, v20                                   ; examples/causal_softmax.kgen:7
	v_mov_b32 v19, 0x3fb8aa3b                           ; examples/causal_softmax.kgen:7
	v_fma_f32 v20, v7, v19, v17
	v_exp_f32 v7, v20                                   ; examples/causal_softmax.kgen:7
	v_mov_b32 v19, 0x3fb8aa3b                           ; examples/causal_softmax.kgen:7
	v_fma_f32 v20, v8, v19, v17
	v_exp_f32 v8, v20                                   ; examples/causal_softmax.kgen:7
	v_mov_b32 v19, 0x3fb8aa3b                           ; examples/causal_softmax.kgen:7
	v_fma_f32 v20, v9, v19, v17
	v_exp_f32 v9, v20                                   ; examples/causal_softmax.kgen:7
	v_mov_b32 v19, 0x3fb8aa3b                           ; examples/causal_softmax.kgen:7
	v_fma_f32 v20, v10, v19, v17
	v_exp_f32 v10, v20                                  ; examples/causal_softmax.kgen:7
	v_mov_b32 v19, 0x3fb8aa3b                           ; examples/causal_softmax.kgen:7
	v_fma_f32 v20, v11, v19, v17
	v_exp_f32 v11, v20                                  ; examples/causal_softmax.kgen:7
	v_mov_b32 v19, 0x3fb8aa3b                           ; examples/causal_softmax.kgen:7
	v_fma_f32 v20, v12, v19, v17
	v_exp_f32 v12, v20                                  ; examples/causal_softmax.kgen:7
	v_mov_b32 v19, 0x3fb8aa3b                           ; examples/causal_softmax.kgen:7
	v_fma_f32 v20, v13, v19, v17
	v_exp_f32 v13, v20                                  ; examples/causal_softmax.kgen:7
	v_mov_b32 v19, 0x3fb8aa3b                           ; examples/causal_softmax.kgen:7
	v_fma_f32 v20, v14, v19, v17
	v_exp_f32 v14, v20                                  ; examples/causal_softmax.kgen:7
	v_mov_b32 v19, 0x3fb8aa3b                           ; examples/causal_softmax.kgen:7
	v_fma_f32 v20, v15, v19, v17
	v_exp_f32 v15, v20                                  ; examples/causal_softmax.kgen:7
	v_mov_b32 v19, 0x3fb8aa3b                           ; examples/causal_softmax.kgen:7
	v_fma_f32 v20, v16, v19, v17
	v_exp_f32 v16, v20                                  ; examples/causal_softmax.kgen:7
	v_cndmask_b32 v17, 0, v2, s[48:49]                  ; absent elements contribute the identity
	v_cndmask_b32 v19, 0, v18, s[50:51]                 ; absent elements contribute the identity
	v_cndmask_b32 v20, 0, v3, s[52:53]                  ; absent elements contribute the identity
	v_cndmask_b32 v21, 0, v4, s[54:55]                  ; absent elements contribute the identity
	v_cndmask_b32 v22, 0, v5, s[56:57]                  ; absent elements contribute the identity
	v_cndmask_b32 v23, 0, v6, s[58:59]                  ; absent elements contribute the identity
	v_cndmask_b32 v24, 0, v7, s[60:61]                  ; absent elements contribute the identity
	v_cndmask_b32 v25, 0, v8, s[62:63]                  ; absent elements contribute the identity
	v_cndmask_b32 v26, 0, v9, s[64:65]                  ; absent elements contribute the identity
	v_cndmask_b32 v27, 0, v10, s[66:67]                 ; absent elements contribute the identity
	v_cndmask_b32 v28, 0, v11, s[68:69]                 ; absent elements contribute the identity
	v_cndmask_b32 v29, 0, v12, s[70:71]                 ; absent elements contribute the identity
	v_cndmask_b32 v30, 0, v13, s[72:73]                 ; absent elements contribute the identity
	v_cndmask_b32 v31, 0, v14, s[74:75]                 ; absent elements contribute the identity
	v_cndmask_b32 v32, 0, v15, s[76:77]                 ; absent elements contribute the identity
	v_cndmask_b32 v33, 0, v16, s[10:11]                 ; absent elements contribute the identity
	v_add_f32 v34, v17, v19                             ; sum over 's' (examples/causal_softmax.kgen:8)
	v_add_f32 v17, v34, v20                             ; sum over 's' (examples/causal_softmax.kgen:8)
	v_add_f32 v19, v17, v21                             ; sum over 's' (examples/causal_softmax.kgen:8)
	v_add_f32 v17, v19, v22                             ; sum over 's' (examples/causal_softmax.kgen:8)
	v_add_f32 v19, v17, v23                             ; sum over 's' (examples/causal_softmax.kgen:8)
	v_add_f32 v17, v19, v24                             ; sum over 's' (examples/causal_softmax.kgen:8)
	v_add_f32 v19, v17, v25                             ; sum over 's' (examples/causal_softmax.kgen:8)
	v_add_f32 v17, v19, v26                             ; sum over 's' (examples/causal_softmax.kgen:8)
	v_add_f32 v19, v17, v27                             ; sum over 's' (examples/causal_softmax.kgen:8)
	v_add_f32 v17, v19, v28                             ; sum over 's' (examples/causal_softmax.kgen:8)
	v_add_f32 v19, v17, v29                             ; sum over 's' (examples/causal_softmax.kgen:8)
	v_add_f32 v17, v19, v30                             ; sum over 's' (examples/causal_softmax.kgen:8)
	v_add_f32 v19, v17, v31                             ; sum over 's' (examples/causal_softmax.kgen:8)
	v_add_f32 v17, v19, v32                             ; sum over 's' (examples/causal_softmax.kgen:8)
	v_add_f32 v19, v17, v33                             ; sum over 's' (examples/causal_softmax.kgen:8)
	v_mov_b32 v17, v19                                  ; sum over 's' (examples/causal_softmax.kgen:8): across the lanes of a warp
	ds_swizzle_b32 v19, v17 offset:swizzle(SWAP,1)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v17, v17, v19
	ds_swizzle_b32 v19, v17 offset:swizzle(SWAP,2)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v17, v17, v19
	ds_swizzle_b32 v19, v17 offset:swizzle(SWAP,4)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v17, v17, v19
	ds_swizzle_b32 v19, v17 offset:swizzle(SWAP,8)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v17, v17, v19
	ds_swizzle_b32 v19, v17 offset:swizzle(SWAP,16)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v17, v17, v19
	s_nop 0
	v_readlane_b32 s5, v17, 0
	v_readlane_b32 s8, v17, 32
	s_nop 1
	v_mov_b32 v17, s8
	v_add_f32 v17, s5, v17
	v_div_scale_f32 v19, s[8:9], v17, v17, v2           ; examples/causal_softmax.kgen:8
	v_rcp_f32 v20, v19
	v_div_scale_f32 v21, vcc, v2, v17, v2
	v_fma_f32 v22, -v19, v20, 1.0
	v_fma_f32 v20, v22, v20, v20
	v_mul_f32 v23, v21, v20
	v_fma_f32 v22, -v19, v23, v21
	v_fma_f32 v23, v22, v20, v23
	v_fma_f32 v22, -v19, v23, v21
	v_div_fmas_f32 v22, v22, v20, v23
	v_div_fixup_f32 v19, v22, v17, v2
	v_div_scale_f32 v2, s[8:9], v17, v17, v18           ; examples/causal_softmax.kgen:8
	v_rcp_f32 v20, v2
	v_div_scale_f32 v21, vcc, v18, v17, v18
	v_fma_f32 v22, -v2, v20, 1.0
	v_fma_f32 v20, v22, v20, v20
	v_mul_f32 v23, v21, v20
	v_fma_f32 v22, -v2, v23, v21
	v_fma_f32 v23, v22, v20, v23
	v_fma_f32 v22, -v2, v23, v21
	v_div_fmas_f32 v22, v22, v20, v23
	v_div_fixup_f32 v2, v22, v17, v18
	v_div_scale_f32 v18, s[8:9], v17, v17, v3           ; examples/causal_softmax.kgen:8
	v_rcp_f32 v20, v18
	v_div_scale_f32 v21, vcc, v3, v17, v3
	v_fma_f32 v22, -v18, v20, 1.0
	v_fma_f32 v20, v22, v20, v20
	v_mul_f32 v23, v21, v20
	v_fma_f32 v22, -v18, v23, v21
	v_fma_f32 v23, v22, v20, v23
	v_fma_f32 v22, -v18, v23, v21
	v_div_fmas_f32 v22, v22, v20, v23
	v_div_fixup_f32 v18, v22, v17, v3
	v_div_scale_f32 v3, s[8:9], v17, v17, v4            ; examples/causal_softmax.kgen:8
	v_rcp_f32 v20, v3
	v_div_scale_f32 v21, vcc, v4, v17, v4
	v_fma_f32 v22, -v3, v20, 1.0
	v_fma_f32 v20, v22, v20, v20
	v_mul_f32 v23, v21, v20
	v_fma_f32 v22, -v3, v23, v21
	v_fma_f32 v23, v22, v20, v23
	v_fma_f32 v22, -v3, v23, v21
	v_div_fmas_f32 v22, v22, v20, v23
	v_div_fixup_f32 v3, v22, v17, v4
	v_div_scale_f32 v4, s[8:9], v17, v17, v5            ; examples/causal_softmax.kgen:8
	v_rcp_f32 v20, v4
	v_div_scale_f32 v21, vcc, v5, v17, v5
	v_fma_f32 v22, -v4, v20, 1.0
	v_fma_f32 v20, v22, v20, v20
	v_mul_f32 v23, v21, v20
	v_fma_f32 v22, -v4, v23, v21
	v_fma_f32 v23, v22, v20, v23
	v_fma_f32 v22, -v4, v23, v21
	v_div_fmas_f32 v22, v22, v20, v23
	v_div_fixup_f32 v4, v22, v17, v5
	v_div_scale_f32 v5, s[8:9], v17, v17, v6            ; examples/causal_softmax.kgen:8
	v_rcp_f32 v20, v5
	v_div_scale_f32 v21, vcc, v6, v17, v6
	v_fma_f32 v22, -v5, v20, 1.0
	v_fma_f32 v20, v22, v20, v20
	v_mul_f32 v23, v21, v20
	v_fma_f32 v22, -v5, v23, v21
	v_fma_f32 v23, v22, v20, v23
	v_fma_f32 v22, -v5, v23, v21
	v_div_fmas_f32 v22, v22, v20, v23
	v_div_fixup_f32 v5, v22, v17, v6
	v_div_scale_f32 v6, s[8:9], v17, v17, v7            ; examples/causal_softmax.kgen:8
	v_rcp_f32 v20, v6
	v_div_scale_f32 v21, vcc, v7, v17, v7
	v_fma_f32 v22, -v6, v20, 1.0
	v_fma_f32 v20, v22, v20, v20
	v_mul_f32 v23, v21, v20
	v_fma_f32 v22, -v6, v23, v21
	v_fma_f32 v23, v22, v20, v23
	v_fma_f32 v22, -v6, v23, v21
	v_div_fmas_f32 v22, v22, v20, v23
	v_div_fixup_f32 v6, v22, v17, v7
	v_div_scale_f32 v7, s[8:9], v17, v17, v8            ; examples/causal_softmax.kgen:8
	v_rcp_f32 v20, v7
	v_div_scale_f32 v21, vcc, v8, v17, v8
	v_fma_f32 v22, -v7, v20, 1.0
	v_fma_f32 v20, v22, v20, v20
	v_mul_f32 v23, v21, v20
	v_fma_f32 v22, -v7, v23, v21
	v_fma_f32 v23, v22, v20, v23
	v_fma_f32 v22, -v7, v23, v21
	v_div_fmas_f32 v22, v22, v20, v23
	v_div_fixup_f32 v7, v22, v17, v8
	v_div_scale_f32 v8, s[8:9], v17, v17, v9            ; examples/causal_softmax.kgen:8
	v_rcp_f32 v20, v8
	v_div_scale_f32 v21, vcc, v9, v17, v9
	v_fma_f32 v22, -v8, v20, 1.0
	v_fma_f32 v20, v22, v20, v20
	v_mul_f32 v23, v21, v20
	v_fma_f32 v22, -v8, v23, v21
	v_fma_f32 v23, v22, v20, v23
	v_fma_f32 v22, -v8, v23, v21
	v_div_fmas_f32 v22, v22, v20, v23
	v_div_fixup_f32 v8, v22, v17, v9
	v_div_scale_f32 v9, s[8:9], v17, v17, v10           ; examples/causal_softmax.kgen:8
	v_rcp_f32 v20, v9
	v_div_scale_f32 v21, vcc, v10, v17, v10
	v_fma_f32 v22, -v9, v20, 1.0
	v_fma_f32 v20, v22, v20, v20
	v_mul_f32 v23, v21, v20
	v_fma_f32 v22, -v9, v23, v21
	v_fma_f32 v23, v22, v20, v23
	v_fma_f32 v22, -v9, v23, v21
	v_div_fmas_f32 v22, v22, v20, v23
	v_div_fixup_f32 v9, v22, v17, v10
	v_div_scale_f32 v10, s[8:9], v17, v17, v11          ; examples/causal_softmax.kgen:8
	v_rcp_f32 v20, v10
	v_div_scale_f32 v21, vcc, v11, v17, v11
	v_fma_f32 v22, -v10, v20, 1.0
	v_fma_f32 v20, v22, v20, v20
	v_mul_f32 v23, v21, v20
	v_fma_f32 v22, -v10, v23, v21
	v_fma_f32 v23, v22, v20, v23
	v_fma_f32 v22, -v10, v23, v21
	v_div_fmas_f32 v22, v22, v20, v23
	v_div_fixup_f32 v10, v22, v17, v11
	v_div_scale_f32 v11, s[8:9], v17, v17, v12          ; examples/causal_softmax.kgen:8
	v_rcp_f32 v20, v11
	v_div_scale_f32 v21, vcc, v12, v17, v12
	v_fma_f32 v22, -v11, v20, 1.0
	v_fma_f32 v20, v22, v20, v20
	v_mul_f32 v23, v21, v20
	v_fma_f32 v22, -v11, v23, v21
	v_fma_f32 v23, v22, v20, v23
	v_fma_f32 v22, -v11, v23, v21
	v_div_fmas_f32 v22, v22, v20, v23
	v_div_fixup_f32 v11, v22, v17, v12
	v_div_scale_f32 v12, s[8:9], v17, v17, v13          ; examples/causal_softmax.kgen:8
	v_rcp_f32 v20, v12
	v_div_scale_f32 v21, vcc, v13, v17, v13
	v_fma_f32 v22, -v12, v20, 1.0
	v_fma_f32 v20, v22, v20, v20
	v_mul_f32 v23, v21, v20
	v_fma_f32 v22, -v12, v23, v21
	v_fma_f32 v23, v22, v20, v23
	v_fma_f32 v22, -v12, v23, v21
	v_div_fmas_f32 v22, v22, v20, v23
	v_div_fixup_f32 v12, v22, v17, v13
	v_div_scale_f32 v13, s[8:9], v17, v17, v14          ; examples/causal_softmax.kgen:8
	v_rcp_f32 v20, v13
	v_div_scale_f32 v21, vcc, v14, v17, v14
	v_fma_f32 v22, -v13, v20, 1.0
	v_fma_f32 v20, v22, v20, v20
	v_mul_f32 v23, v21, v20
	v_fma_f32 v22, -v13, v23, v21
	v_fma_f32 v23, v22, v20, v23
	v_fma_f32 v22, -v13, v23, v21
	v_div_fmas_f32 v22, v22, v20, v23
	v_div_fixup_f32 v13, v22, v17, v14
	v_div_scale_f32 v14, s[8:9], v17, v17, v15          ; examples/causal_softmax.kgen:8
	v_rcp_f32 v20, v14
	v_div_scale_f32 v21, vcc, v15, v17, v15
	v_fma_f32 v22, -v14, v20, 1.0
	v_fma_f32 v20, v22, v20, v20
	v_mul_f32 v23, v21, v20
	v_fma_f32 v22, -v14, v23, v21
	v_fma_f32 v23, v22, v20, v23
	v_fma_f32 v22, -v14, v23, v21
	v_div_fmas_f32 v22, v22, v20, v23
	v_div_fixup_f32 v14, v22, v17, v15
	v_div_scale_f32 v15, s[8:9], v17, v17, v16          ; examples/causal_softmax.kgen:8
	v_rcp_f32 v20, v15
	v_div_scale_f32 v21, vcc, v16, v17, v16
	v_fma_f32 v22, -v15, v20, 1.0
	v_fma_f32 v20, v22, v20, v20
	v_mul_f32 v23, v21, v20
	v_fma_f32 v22, -v15, v23, v21
	v_fma_f32 v23, v22, v20, v23
	v_fma_f32 v22, -v15, v23, v21
	v_div_fmas_f32 v22, v22, v20, v23
	v_div_fixup_f32 v15, v22, v17, v16
	s_and_saveexec_b64 s[8:9], s[48:49]                 ; lanes where %vpred_242
	global_store_dword v1, v19, s[6:7]                  ; examples/causal_softmax.kgen:8: store to 'y'
	s_mov_b64 exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[50:51]                 ; lanes where %vpred_246
	global_store_dword v1, v2, s[6:7] offset:4          ; examples/causal_softmax.kgen:8: store to 'y'
	s_mov_b64 exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[52:53]                 ; lanes where %vpred_250
	global_store_dword v1, v18, s[6:7] offset:8         ; examples/causal_softmax.kgen:8: store to 'y'
	s_mov_b64 exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[54:55]                 ; lanes where %vpred_254
	global_store_dword v1, v3, s[6:7] offset:12         ; examples/causal_softmax.kgen:8: store to 'y'
	s_mov_b64 exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[56:57]                 ; lanes where %vpred_258
	global_store_dword v1, v4, s[6:7] offset:1024       ; examples/causal_softmax.kgen:8: store to 'y'
	s_mov_b64 exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[58:59]                 ; lanes where %vpred_262
	global_store_dword v1, v5, s[6:7] offset:1028       ; examples/causal_softmax.kgen:8: store to 'y'
	s_mov_b64 exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[60:61]                 ; lanes where %vpred_266
	global_store_dword v1, v6, s[6:7] offset:1032       ; examples/causal_softmax.kgen:8: store to 'y'
	s_mov_b64 exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[62:63]                 ; lanes where %vpred_270
	global_store_dword v1, v7, s[6:7] offset:1036       ; examples/causal_softmax.kgen:8: store to 'y'
	s_mov_b64 exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[64:65]                 ; lanes where %vpred_274
	global_store_dword v1, v8, s[6:7] offset:2048       ; examples/causal_softmax.kgen:8: store to 'y'
	s_mov_b64 exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[66:67]                 ; lanes where %vpred_278
	global_store_dword v1, v9, s[6:7] offset:2052       ; examples/causal_softmax.kgen:8: store to 'y'
	s_mov_b64 exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[68:69]                 ; lanes where %vpred_282
	global_store_dword v1, v10, s[6:7] offset:2056      ; examples/causal_softmax.kgen:8: store to 'y'
	s_mov_b64 exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[70:71]                 ; lanes where %vpred_286
	global_store_dword v1, v11, s[6:7] offset:2060      ; examples/causal_softmax.kgen:8: store to 'y'
	s_mov_b64 exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[72:73]                 ; lanes where %vpred_290
	global_store_dword v1, v12, s[6:7] offset:3072      ; examples/causal_softmax.kgen:8: store to 'y'
	s_mov_b64 exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[74:75]                 ; lanes where %vpred_294
	global_store_dword v1, v13, s[6:7] offset:3076      ; examples/causal_softmax.kgen:8: store to 'y'
	s_mov_b64 exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[76:77]                 ; lanes where %vpred_298
	global_store_dword v1, v14, s[6:7] offset:3080      ; examples/causal_softmax.kgen:8: store to 'y'
	s_mov_b64 exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[10:11]                 ; lanes where %vpred_302
	global_store_dword v1, v15, s[6:7] offset:3084      ; examples/causal_softmax.kgen:8: store to 'y'
	s_mov_b64 exec, s[8:9]
.Lcausal_softmax_rows1024_if0_end:
	s_endpgm
.Lfunc_end_causal_softmax_rows1024:
	.size	causal_softmax_rows1024, .Lfunc_end_causal_softmax_rows1024-causal_softmax_rows1024

	.rodata
	.p2align	6
	.amdhsa_kernel causal_softmax
		.amdhsa_group_segment_fixed_size 32
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 21
		.amdhsa_next_free_sgpr 44
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
	.amdhsa_kernel causal_softmax_rows128
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 14
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
	.amdhsa_kernel causal_softmax_rows1024
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 35
		.amdhsa_next_free_sgpr 78
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
  - .name:           causal_softmax
    .symbol:         causal_softmax.kd
    .args:
      - .name:           att
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
      - .name:           scale
        .offset:         16
        .size:           4
        .value_kind:     by_value
      - .name:           B
        .offset:         20
        .size:           4
        .value_kind:     by_value
      - .name:           NH
        .offset:         24
        .size:           4
        .value_kind:     by_value
      - .name:           T
        .offset:         28
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 32
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     50
    .sgpr_spill_count: 0
    .vgpr_count:     21
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
  - .name:           causal_softmax_rows128
    .symbol:         causal_softmax_rows128.kd
    .args:
      - .name:           att
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
      - .name:           scale
        .offset:         16
        .size:           4
        .value_kind:     by_value
      - .name:           B
        .offset:         20
        .size:           4
        .value_kind:     by_value
      - .name:           NH
        .offset:         24
        .size:           4
        .value_kind:     by_value
      - .name:           T
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
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
  - .name:           causal_softmax_rows1024
    .symbol:         causal_softmax_rows1024.kd
    .args:
      - .name:           att
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
      - .name:           scale
        .offset:         16
        .size:           4
        .value_kind:     by_value
      - .name:           B
        .offset:         20
        .size:           4
        .value_kind:     by_value
      - .name:           NH
        .offset:         24
        .size:           4
        .value_kind:     by_value
      - .name:           T
        .offset:         28
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     84
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
