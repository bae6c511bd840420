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
;   phase 1 (walking 'n' in chunks of 1024): max over 'n' (4:23)
;   phase 2 (walking 'n' in chunks of 1024): sum over 'n' (5:19)
;   phase 3 (walking 'n' in chunks of 1024): store y (5:5)
; resources: 19 VGPRs, 0 AGPRs, 28 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 32 bytes LDS, 24 bytes of arguments, 256 threads
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
	s_cmp_ge_u32 s3, 0x400                              ; at least one whole chunk of 'n'
	s_cselect_b32 s10, 1, 0
	s_sub_u32 s11, s3, 0x3ff
	s_cmp_lg_u32 s10, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s10, s11, 0
	s_cmp_lg_u32 s9, 0
	s_cselect_b32 s9, s10, 0
	v_lshlrev_b32 v6, 2, v1
	v_lshlrev_b32 v7, 2, v6                             ; thread's byte offset in a chunk of 'x'
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
	global_load_dwordx4 v[8:11], v7, s[14:15]           ; examples/softmax.kgen:4: 16-byte load of 'x'
	s_waitcnt vmcnt(0)
	v_max_f32 v12, v2, v8                               ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[14:15], v2, v8
	v_mov_b32 v13, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v12, v13, s[14:15]
	v_max_f32 v12, v3, v9                               ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[14:15], v3, v9
	v_mov_b32 v13, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v12, v13, s[14:15]
	v_max_f32 v12, v4, v10                              ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[14:15], v4, v10
	v_mov_b32 v13, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v4, v12, v13, s[14:15]
	v_max_f32 v12, v5, v11                              ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[14:15], v5, v11
	v_mov_b32 v8, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v5, v12, v8, s[14:15]
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
	v_cmp_lt_u32 s[16:17], v6, s4                       ; 'n' element in bounds
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[18:19], s[16:17]               ; lanes where %vpred_36
	global_load_dword v8, v7, s[14:15]                  ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[18:19]
	v_add_u32 v9, 1, v6
	v_cmp_lt_u32 s[18:19], v9, s4                       ; 'n' element in bounds
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[18:19]               ; lanes where %vpred_39
	global_load_dword v9, v7, s[14:15] offset:4         ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[20:21]
	v_add_u32 v10, 2, v6
	v_cmp_lt_u32 s[20:21], v10, s4                      ; 'n' element in bounds
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[20:21]               ; lanes where %vpred_42
	global_load_dword v10, v7, s[14:15] offset:8        ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[22:23]
	v_add_u32 v11, 3, v6
	v_cmp_lt_u32 s[22:23], v11, s4                      ; 'n' element in bounds
	v_mov_b32 v11, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_45
	global_load_dword v11, v7, s[14:15] offset:12       ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v12, 0xff800000                           ; absent elements contribute the identity
	s_waitcnt vmcnt(3)
	v_cndmask_b32 v13, v12, v8, s[16:17]
	v_max_f32 v8, v2, v13                               ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[14:15], v2, v13
	v_mov_b32 v12, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v8, v12, s[14:15]
	v_mov_b32 v8, 0xff800000                            ; absent elements contribute the identity
	s_waitcnt vmcnt(2)
	v_cndmask_b32 v12, v8, v9, s[18:19]
	v_max_f32 v8, v3, v12                               ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[14:15], v3, v12
	v_mov_b32 v9, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v8, v9, s[14:15]
	v_mov_b32 v8, 0xff800000                            ; absent elements contribute the identity
	s_waitcnt vmcnt(1)
	v_cndmask_b32 v9, v8, v10, s[20:21]
	v_max_f32 v8, v4, v9                                ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[14:15], v4, v9
	v_mov_b32 v9, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v4, v8, v9, s[14:15]
	v_mov_b32 v8, 0xff800000                            ; absent elements contribute the identity
	s_waitcnt vmcnt(0)
	v_cndmask_b32 v9, v8, v11, s[22:23]
	v_max_f32 v8, v5, v9                                ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[14:15], v5, v9
	v_mov_b32 v9, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v5, v8, v9, s[14:15]
	s_add_u32 s5, s5, 0x400
	s_cmp_lt_u32 s5, s3
	s_cbranch_scc1 .Lsoftmax_loop1
.Lsoftmax_loop1_end:
	v_max_f32 v8, v2, v3                                ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[4:5], v2, v3
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v8, v2, s[4:5]
	v_max_f32 v2, v3, v4                                ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[4:5], v3, v4
	v_mov_b32 v3, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v4, v2, v3, s[4:5]
	v_max_f32 v2, v4, v5                                ; max over 'n' (examples/softmax.kgen:4)
	v_cmp_u_f32 s[4:5], v4, v5
	v_mov_b32 v3, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v4, v2, v3, s[4:5]
	v_mov_b32 v2, v4                                    ; max over 'n' (examples/softmax.kgen:4): across the lanes of a warp
	ds_swizzle_b32 v3, v2 offset:swizzle(SWAP,1)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v4, v2, v3
	v_cmp_u_f32 s[4:5], v2, v3
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v4, v5, s[4:5]
	ds_swizzle_b32 v3, v2 offset:swizzle(SWAP,2)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v4, v2, v3
	v_cmp_u_f32 s[4:5], v2, v3
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v4, v5, s[4:5]
	ds_swizzle_b32 v3, v2 offset:swizzle(SWAP,4)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v4, v2, v3
	v_cmp_u_f32 s[4:5], v2, v3
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v4, v5, s[4:5]
	ds_swizzle_b32 v3, v2 offset:swizzle(SWAP,8)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v4, v2, v3
	v_cmp_u_f32 s[4:5], v2, v3
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v4, v5, s[4:5]
	ds_swizzle_b32 v3, v2 offset:swizzle(SWAP,16)
	s_waitcnt lgkmcnt(0)
	v_max_f32 v4, v2, v3
	v_cmp_u_f32 s[4:5], v2, v3
	v_mov_b32 v3, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v4, v3, s[4:5]
	s_nop 0
	v_readlane_b32 s4, v2, 0
	v_readlane_b32 s5, v2, 32
	s_nop 1
	v_mov_b32 v2, s5
	v_max_f32 v3, s4, v2
	v_cmp_u_f32 s[14:15], s4, v2
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v3, v4, s[14:15]
	v_lshrrev_b32 v3, 6, v1
	v_and_b32 v4, 1, v3
	v_lshrrev_b32 v3, 7, v1
	v_and_b32 v5, 1, v3
	v_lshlrev_b32 v3, 1, v5
	v_or_b32 v5, v4, v3                                 ; warp group along 'n'
	v_lshlrev_b32 v3, 2, v5
	v_and_b32 v4, 63, v1
	v_cmp_eq_u32 s[4:5], v4, 0                          ; one lane per warp group and element publishes
	s_and_saveexec_b64 s[14:15], s[4:5]                 ; lanes where %vpred_63
	ds_write_b32 v3, v2                                 ; max over 'n' (examples/softmax.kgen:4): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_mov_b32 v1, 0                                     ; max over 'n' (examples/softmax.kgen:4): warp group 0
	ds_read_b32 v2, v1
	v_mov_b32 v1, 0                                     ; max over 'n' (examples/softmax.kgen:4): warp group 1
	ds_read_b32 v4, v1 offset:4
	s_waitcnt lgkmcnt(0)
	v_max_f32 v1, v2, v4
	v_cmp_u_f32 s[14:15], v2, v4
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v4, v1, v2, s[14:15]
	v_mov_b32 v1, 0                                     ; max over 'n' (examples/softmax.kgen:4): warp group 2
	ds_read_b32 v2, v1 offset:8
	s_waitcnt lgkmcnt(0)
	v_max_f32 v1, v4, v2
	v_cmp_u_f32 s[14:15], v4, v2
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v4, v1, v2, s[14:15]
	v_mov_b32 v1, 0                                     ; max over 'n' (examples/softmax.kgen:4): warp group 3
	ds_read_b32 v2, v1 offset:12
	s_waitcnt lgkmcnt(0)
	v_max_f32 v1, v4, v2
	v_cmp_u_f32 s[14:15], v4, v2
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v4, v1, v2, s[14:15]
	v_mov_b32 v1, 0                                     ; identity of sum
	v_mov_b32 v2, 0                                     ; identity of sum
	v_mov_b32 v5, 0                                     ; identity of sum
	v_mov_b32 v8, 0                                     ; identity of sum
	s_mov_b32 s8, 0                                     ; chunks of 1024 along 'n': whole chunks
	s_cmp_ge_u32 s8, s9
	s_cbranch_scc1 .Lsoftmax_loop2_end
.Lsoftmax_loop2:
	s_mov_b32 s14, s8
	s_mov_b32 s15, 0
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s14, s10, s16                             ; 'x' at this chunk
	s_addc_u32 s15, s11, s17
	global_load_dwordx4 v[10:13], v7, s[14:15]          ; examples/softmax.kgen:4: 16-byte load of 'x'
	v_mul_f32 v9, 0xbfb8aa3b, v4                        ; -m log2 e of e^(x - m), once per m (examples/softmax.kgen:4)
	v_mov_b32 v14, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	s_waitcnt vmcnt(0)
	v_fma_f32 v15, v10, v14, v9
	v_exp_f32 v14, v15                                  ; examples/softmax.kgen:4
	v_mov_b32 v15, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v16, v11, v15, v9
	v_exp_f32 v15, v16                                  ; examples/softmax.kgen:4
	v_mov_b32 v16, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v17, v12, v16, v9
	v_exp_f32 v16, v17                                  ; examples/softmax.kgen:4
	v_mov_b32 v17, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v18, v13, v17, v9
	v_exp_f32 v9, v18                                   ; examples/softmax.kgen:4
	v_add_f32 v1, v1, v14                               ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v2, v2, v15                               ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v5, v5, v16                               ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v8, v8, v9                                ; sum over 'n' (examples/softmax.kgen:5)
	s_add_u32 s8, s8, 0x400
	s_cmp_lt_u32 s8, s9
	s_cbranch_scc1 .Lsoftmax_loop2
.Lsoftmax_loop2_end:
	s_mov_b32 s14, s8                                   ; chunks of 1024 along 'n': the rest, masked
	s_cmp_ge_u32 s14, s3
	s_cbranch_scc1 .Lsoftmax_loop3_end
.Lsoftmax_loop3:
	s_sub_u32 s8, s3, s14
	s_mov_b32 s16, s14
	s_mov_b32 s17, 0
	s_lshl_b64 s[18:19], s[16:17], 2
	s_add_u32 s16, s10, s18                             ; 'x' at this chunk
	s_addc_u32 s17, s11, s19
	v_cmp_lt_u32 s[18:19], v6, s8                       ; 'n' element in bounds
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[18:19]               ; lanes where %vpred_97
	global_load_dword v9, v7, s[16:17]                  ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[20:21]
	v_add_u32 v10, 1, v6
	v_cmp_lt_u32 s[20:21], v10, s8                      ; 'n' element in bounds
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[20:21]               ; lanes where %vpred_100
	global_load_dword v10, v7, s[16:17] offset:4        ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[22:23]
	v_add_u32 v11, 2, v6
	v_cmp_lt_u32 s[22:23], v11, s8                      ; 'n' element in bounds
	v_mov_b32 v11, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_103
	global_load_dword v11, v7, s[16:17] offset:8        ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[24:25]
	v_add_u32 v12, 3, v6
	v_cmp_lt_u32 s[24:25], v12, s8                      ; 'n' element in bounds
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_106
	global_load_dword v12, v7, s[16:17] offset:12       ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[26:27]
	v_mul_f32 v13, 0xbfb8aa3b, v4                       ; -m log2 e of e^(x - m), once per m (examples/softmax.kgen:4)
	v_mov_b32 v14, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	s_waitcnt vmcnt(3)
	v_fma_f32 v15, v9, v14, v13
	v_exp_f32 v9, v15                                   ; examples/softmax.kgen:4
	v_mov_b32 v14, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	s_waitcnt vmcnt(2)
	v_fma_f32 v15, v10, v14, v13
	v_exp_f32 v10, v15                                  ; examples/softmax.kgen:4
	v_mov_b32 v14, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	s_waitcnt vmcnt(1)
	v_fma_f32 v15, v11, v14, v13
	v_exp_f32 v11, v15                                  ; examples/softmax.kgen:4
	v_mov_b32 v14, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	s_waitcnt vmcnt(0)
	v_fma_f32 v15, v12, v14, v13
	v_exp_f32 v12, v15                                  ; examples/softmax.kgen:4
	v_cndmask_b32 v13, 0, v9, s[18:19]                  ; absent elements contribute the identity
	v_add_f32 v1, v1, v13                               ; sum over 'n' (examples/softmax.kgen:5)
	v_cndmask_b32 v9, 0, v10, s[20:21]                  ; absent elements contribute the identity
	v_add_f32 v2, v2, v9                                ; sum over 'n' (examples/softmax.kgen:5)
	v_cndmask_b32 v9, 0, v11, s[22:23]                  ; absent elements contribute the identity
	v_add_f32 v5, v5, v9                                ; sum over 'n' (examples/softmax.kgen:5)
	v_cndmask_b32 v9, 0, v12, s[24:25]                  ; absent elements contribute the identity
	v_add_f32 v8, v8, v9                                ; sum over 'n' (examples/softmax.kgen:5)
	s_add_u32 s14, s14, 0x400
	s_cmp_lt_u32 s14, s3
	s_cbranch_scc1 .Lsoftmax_loop3
.Lsoftmax_loop3_end:
	v_add_f32 v9, v1, v2                                ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v1, v9, v5                                ; sum over 'n' (examples/softmax.kgen:5)
	v_add_f32 v2, v1, v8                                ; sum over 'n' (examples/softmax.kgen:5)
	v_mov_b32 v1, v2                                    ; sum over 'n' (examples/softmax.kgen:5): across the lanes of a warp
	ds_swizzle_b32 v2, v1 offset:swizzle(SWAP,1)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v1, v1, v2
	ds_swizzle_b32 v2, v1 offset:swizzle(SWAP,2)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v1, v1, v2
	ds_swizzle_b32 v2, v1 offset:swizzle(SWAP,4)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v1, v1, v2
	ds_swizzle_b32 v2, v1 offset:swizzle(SWAP,8)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v1, v1, v2
	ds_swizzle_b32 v2, v1 offset:swizzle(SWAP,16)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v1, v1, v2
	s_nop 0
	v_readlane_b32 s8, v1, 0
	v_readlane_b32 s14, v1, 32
	s_nop 1
	v_mov_b32 v1, s14
	v_add_f32 v1, s8, v1
	s_and_saveexec_b64 s[14:15], s[4:5]                 ; lanes where %vpred_63
	ds_write_b32 v3, v1 offset:16                       ; sum over 'n' (examples/softmax.kgen:5): this warp group's partial
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
	s_cbranch_scc1 .Lsoftmax_loop4_end
.Lsoftmax_loop4:
	s_mov_b32 s12, s6
	s_mov_b32 s13, 0
	s_lshl_b64 s[14:15], s[12:13], 2
	s_add_u32 s12, s10, s14                             ; 'x' at this chunk
	s_addc_u32 s13, s11, s15
	global_load_dwordx4 v[8:11], v7, s[12:13]           ; examples/softmax.kgen:4: 16-byte load of 'x'
	v_mul_f32 v2, 0xbfb8aa3b, v4                        ; -m log2 e of e^(x - m), once per m (examples/softmax.kgen:4)
	v_mov_b32 v3, 0x3fb8aa3b                            ; examples/softmax.kgen:4
	s_waitcnt vmcnt(0)
	v_fma_f32 v5, v8, v3, v2
	v_exp_f32 v3, v5                                    ; examples/softmax.kgen:4
	v_mov_b32 v5, 0x3fb8aa3b                            ; examples/softmax.kgen:4
	v_fma_f32 v12, v9, v5, v2
	v_exp_f32 v5, v12                                   ; examples/softmax.kgen:4
	v_mov_b32 v12, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v13, v10, v12, v2
	v_exp_f32 v12, v13                                  ; examples/softmax.kgen:4
	v_mov_b32 v13, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	v_fma_f32 v14, v11, v13, v2
	v_exp_f32 v2, v14                                   ; examples/softmax.kgen:4
	v_div_scale_f32 v8, s[12:13], v1, v1, v3            ; examples/softmax.kgen:5
	v_rcp_f32 v9, v8
	v_div_scale_f32 v10, vcc, v3, v1, v3
	v_fma_f32 v11, -v8, v9, 1.0
	v_fma_f32 v9, v11, v9, v9
	v_mul_f32 v13, v10, v9
	v_fma_f32 v11, -v8, v13, v10
	v_fma_f32 v13, v11, v9, v13
	v_fma_f32 v11, -v8, v13, v10
	v_div_fmas_f32 v11, v11, v9, v13
	v_div_fixup_f32 v8, v11, v1, v3
	v_div_scale_f32 v3, s[12:13], v1, v1, v5            ; examples/softmax.kgen:5
	v_rcp_f32 v9, v3
	v_div_scale_f32 v10, vcc, v5, v1, v5
	v_fma_f32 v11, -v3, v9, 1.0
	v_fma_f32 v9, v11, v9, v9
	v_mul_f32 v13, v10, v9
	v_fma_f32 v11, -v3, v13, v10
	v_fma_f32 v13, v11, v9, v13
	v_fma_f32 v11, -v3, v13, v10
	v_div_fmas_f32 v11, v11, v9, v13
	v_div_fixup_f32 v3, v11, v1, v5
	v_div_scale_f32 v5, s[12:13], v1, v1, v12           ; examples/softmax.kgen:5
	v_rcp_f32 v9, v5
	v_div_scale_f32 v10, vcc, v12, v1, v12
	v_fma_f32 v11, -v5, v9, 1.0
	v_fma_f32 v9, v11, v9, v9
	v_mul_f32 v13, v10, v9
	v_fma_f32 v11, -v5, v13, v10
	v_fma_f32 v13, v11, v9, v13
	v_fma_f32 v11, -v5, v13, v10
	v_div_fmas_f32 v11, v11, v9, v13
	v_div_fixup_f32 v5, v11, v1, v12
	v_div_scale_f32 v9, s[12:13], v1, v1, v2            ; examples/softmax.kgen:5
	v_rcp_f32 v10, v9
	v_div_scale_f32 v11, vcc, v2, v1, v2
	v_fma_f32 v12, -v9, v10, 1.0
	v_fma_f32 v10, v12, v10, v10
	v_mul_f32 v13, v11, v10
	v_fma_f32 v12, -v9, v13, v11
	v_fma_f32 v13, v12, v10, v13
	v_fma_f32 v12, -v9, v13, v11
	v_div_fmas_f32 v12, v12, v10, v13
	v_div_fixup_f32 v9, v12, v1, v2
	s_add_u32 s12, s4, s14                              ; 'y' at this chunk
	s_addc_u32 s13, s5, s15
	v_mov_b32 v10, v8                                   ; examples/softmax.kgen:5: 16-byte store to 'y'
	v_mov_b32 v11, v3
	v_mov_b32 v12, v5
	v_mov_b32 v13, v9
	global_store_dwordx4 v7, v[10:13], s[12:13]
	s_add_u32 s6, s6, 0x400
	s_cmp_lt_u32 s6, s9
	s_cbranch_scc1 .Lsoftmax_loop4
.Lsoftmax_loop4_end:
	s_mov_b32 s7, s6                                    ; chunks of 1024 along 'n': the rest, masked
	s_cmp_ge_u32 s7, s3
	s_cbranch_scc1 .Lsoftmax_loop5_end
.Lsoftmax_loop5:
	s_sub_u32 s6, s3, s7
	s_mov_b32 s8, s7
	s_mov_b32 s9, 0
	s_lshl_b64 s[12:13], s[8:9], 2
	s_add_u32 s8, s10, s12                              ; 'x' at this chunk
	s_addc_u32 s9, s11, s13
	v_cmp_lt_u32 s[14:15], v6, s6                       ; 'n' element in bounds
	v_mov_b32 v2, 0                                     ; absent element
	s_and_saveexec_b64 s[16:17], s[14:15]               ; lanes where %vpred_160
	global_load_dword v2, v7, s[8:9]                    ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[16:17]
	v_add_u32 v3, 1, v6
	v_cmp_lt_u32 s[16:17], v3, s6                       ; 'n' element in bounds
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[18:19], s[16:17]               ; lanes where %vpred_163
	global_load_dword v3, v7, s[8:9] offset:4           ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[18:19]
	v_add_u32 v5, 2, v6
	v_cmp_lt_u32 s[18:19], v5, s6                       ; 'n' element in bounds
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[18:19]               ; lanes where %vpred_166
	global_load_dword v5, v7, s[8:9] offset:8           ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[20:21]
	v_add_u32 v8, 3, v6
	v_cmp_lt_u32 s[20:21], v8, s6                       ; 'n' element in bounds
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[20:21]               ; lanes where %vpred_169
	global_load_dword v8, v7, s[8:9] offset:12          ; examples/softmax.kgen:4: load of 'x'
	s_mov_b64 exec, s[22:23]
	v_mul_f32 v9, 0xbfb8aa3b, v4                        ; -m log2 e of e^(x - m), once per m (examples/softmax.kgen:4)
	v_mov_b32 v10, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	s_waitcnt vmcnt(3)
	v_fma_f32 v11, v2, v10, v9
	v_exp_f32 v2, v11                                   ; examples/softmax.kgen:4
	v_mov_b32 v10, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	s_waitcnt vmcnt(2)
	v_fma_f32 v11, v3, v10, v9
	v_exp_f32 v3, v11                                   ; examples/softmax.kgen:4
	v_mov_b32 v10, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	s_waitcnt vmcnt(1)
	v_fma_f32 v11, v5, v10, v9
	v_exp_f32 v5, v11                                   ; examples/softmax.kgen:4
	v_mov_b32 v10, 0x3fb8aa3b                           ; examples/softmax.kgen:4
	s_waitcnt vmcnt(0)
	v_fma_f32 v11, v8, v10, v9
	v_exp_f32 v8, v11                                   ; examples/softmax.kgen:4
	v_div_scale_f32 v9, s[8:9], v1, v1, v2              ; examples/softmax.kgen:5
	v_rcp_f32 v10, v9
	v_div_scale_f32 v11, vcc, v2, v1, v2
	v_fma_f32 v12, -v9, v10, 1.0
	v_fma_f32 v10, v12, v10, v10
	v_mul_f32 v13, v11, v10
	v_fma_f32 v12, -v9, v13, v11
	v_fma_f32 v13, v12, v10, v13
	v_fma_f32 v12, -v9, v13, v11
	v_div_fmas_f32 v12, v12, v10, v13
	v_div_fixup_f32 v9, v12, v1, v2
	v_div_scale_f32 v2, s[8:9], v1, v1, v3              ; examples/softmax.kgen:5
	v_rcp_f32 v10, v2
	v_div_scale_f32 v11, vcc, v3, v1, v3
	v_fma_f32 v12, -v2, v10, 1.0
	v_fma_f32 v10, v12, v10, v10
	v_mul_f32 v13, v11, v10
	v_fma_f32 v12, -v2, v13, v11
	v_fma_f32 v13, v12, v10, v13
	v_fma_f32 v12, -v2, v13, v11
	v_div_fmas_f32 v12, v12, v10, v13
	v_div_fixup_f32 v2, v12, v1, v3
	v_div_scale_f32 v3, s[8:9], v1, v1, v5              ; examples/softmax.kgen:5
	v_rcp_f32 v10, v3
	v_div_scale_f32 v11, vcc, v5, v1, v5
	v_fma_f32 v12, -v3, v10, 1.0
	v_fma_f32 v10, v12, v10, v10
	v_mul_f32 v13, v11, v10
	v_fma_f32 v12, -v3, v13, v11
	v_fma_f32 v13, v12, v10, v13
	v_fma_f32 v12, -v3, v13, v11
	v_div_fmas_f32 v12, v12, v10, v13
	v_div_fixup_f32 v3, v12, v1, v5
	v_div_scale_f32 v5, s[8:9], v1, v1, v8              ; examples/softmax.kgen:5
	v_rcp_f32 v10, v5
	v_div_scale_f32 v11, vcc, v8, v1, v8
	v_fma_f32 v12, -v5, v10, 1.0
	v_fma_f32 v10, v12, v10, v10
	v_mul_f32 v13, v11, v10
	v_fma_f32 v12, -v5, v13, v11
	v_fma_f32 v13, v12, v10, v13
	v_fma_f32 v12, -v5, v13, v11
	v_div_fmas_f32 v12, v12, v10, v13
	v_div_fixup_f32 v5, v12, v1, v8
	s_add_u32 s8, s4, s12                               ; 'y' at this chunk
	s_addc_u32 s9, s5, s13
	s_and_saveexec_b64 s[12:13], s[14:15]               ; lanes where %vpred_160
	global_store_dword v7, v9, s[8:9]                   ; examples/softmax.kgen:5: store to 'y'
	s_mov_b64 exec, s[12:13]
	s_and_saveexec_b64 s[12:13], s[16:17]               ; lanes where %vpred_163
	global_store_dword v7, v2, s[8:9] offset:4          ; examples/softmax.kgen:5: store to 'y'
	s_mov_b64 exec, s[12:13]
	s_and_saveexec_b64 s[12:13], s[18:19]               ; lanes where %vpred_166
	global_store_dword v7, v3, s[8:9] offset:8          ; examples/softmax.kgen:5: store to 'y'
	s_mov_b64 exec, s[12:13]
	s_and_saveexec_b64 s[12:13], s[20:21]               ; lanes where %vpred_169
	global_store_dword v7, v5, s[8:9] offset:12         ; examples/softmax.kgen:5: store to 'y'
	s_mov_b64 exec, s[12:13]
	s_add_u32 s7, s7, 0x400
	s_cmp_lt_u32 s7, s3
	s_cbranch_scc1 .Lsoftmax_loop5
.Lsoftmax_loop5_end:
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
		.amdhsa_next_free_vgpr 19
		.amdhsa_next_free_sgpr 28
		.amdhsa_accum_offset 20
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
    .sgpr_count:     34
    .sgpr_spill_count: 0
    .vgpr_count:     19
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
