; kgen AMDGCN module for gfx942: 1 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5

; kernel bias_grad: kgen AMDGCN for gfx942 (wave64, code object v5)
; kernel bias_grad from examples/bias_grad.kgen
; target gfx942: AMD CDNA3 (MI300)
;   block: 256 threads = 4 x 64-wide waves
;   grid: c
;   chunk: c: 64, t: 64; walked in chunks: t
;   layout: c:64 x t:64: reg[c1 c2 t16 t32] lane[c4 c8 c16 c32 t1 t2] warp[t4 t8]
;     (fastest axis 'c', 4 contiguous elements per thread)
;   fastest axis 'c': 8 bytes of plain accesses per element are contiguous along it
;   vector 4: 16-byte accesses of 4-byte elements
;   walk 't' in chunks of 64: its extent is known only at launch
;   value layouts (the dominant layout sliced to each value's axes):
;     [c, t]: c:64 x t:64: reg[c1 c2 t16 t32] lane[c4 c8 c16 c32 t1 t2] warp[t4 t8]
;     [c]: c:64: reg[c1 c2 0 0] lane[c4 c8 c16 c32 0 0] warp[0 0]
;   phase 1 (walking 't' in chunks of 64): sum over 't' (5:16)
; resources: 38 VGPRs, 0 AGPRs, 62 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 1024 bytes LDS, 24 bytes of arguments, 256 threads
;   arg dout: tensor f32 at 0 (read-only)
;   arg dbias: tensor f32 at 8
;   arg T: dim i32 at 16
;   arg C: dim i32 at 20
; s[0:1] kernarg pointer, s2 workgroup id x, v0 work-item id
	.text
	.globl	bias_grad
	.p2align	8
	.type	bias_grad,@function
bias_grad:
	s_load_dwordx2 s[4:5], s[0:1], 0x0                  ; argument dout
	s_load_dwordx2 s[6:7], s[0:1], 0x8                  ; argument dbias
	s_load_dword s3, s[0:1], 0x10                       ; argument T
	s_load_dword s8, s[0:1], 0x14                       ; argument C
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s9, s2                                    ; program index along 'c'
	s_mul_i32 s10, s9, 64                               ; first 'c' of this program's tile (64)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s9, s8, s10
	s_min_u32 s11, s9, 64                               ; 'c' elements in this tile
	s_and_b32 s9, s8, 3
	s_cmp_eq_u32 s9, 0                                  ; rows start 16-byte aligned iff C % 4 == 0
	s_cselect_b32 s9, 1, 0
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
	s_cmp_ge_u32 s11, 64                                ; a whole chunk of 'c' (64) is in bounds
	s_cselect_b32 s12, 1, 0
	s_and_b32 s13, s12, s9
	s_cmp_ge_u32 s3, 64                                 ; at least one whole chunk of 't'
	s_cselect_b32 s14, 1, 0
	s_sub_u32 s15, s3, 63
	s_cmp_lg_u32 s14, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s16, s15, 0
	s_cmp_lg_u32 s13, 0
	s_cselect_b32 s13, s16, 0
	v_lshrrev_b32 v18, 4, v1
	v_mul_lo_u32 v19, s8, v18
	v_and_b32 v20, 15, v1
	v_lshlrev_b32 v21, 2, v20
	v_add_u32 v20, v19, v21
	v_lshlrev_b32 v19, 2, v20                           ; thread's byte offset in a chunk of 'dout'
	s_mov_b32 s16, s10
	s_mov_b32 s17, 0
	s_lshl_b64 s[18:19], s[16:17], 2
	s_add_u32 s16, s4, s18                              ; 'dout' at this program
	s_addc_u32 s17, s5, s19
	s_mul_i32 s20, 16, s8
	s_mul_hi_u32 s21, 16, s8
	s_lshl_b64 s[22:23], s[20:21], 2
	s_add_u32 s20, s4, s22                              ; 'dout' at this program
	s_addc_u32 s21, s5, s23
	s_add_u32 s22, s20, s18                             ; 'dout' at this program
	s_addc_u32 s23, s21, s19
	s_mul_i32 s20, 32, s8
	s_mul_hi_u32 s21, 32, s8
	s_lshl_b64 s[24:25], s[20:21], 2
	s_add_u32 s20, s4, s24                              ; 'dout' at this program
	s_addc_u32 s21, s5, s25
	s_add_u32 s24, s20, s18                             ; 'dout' at this program
	s_addc_u32 s25, s21, s19
	s_mul_i32 s20, 48, s8
	s_mul_hi_u32 s21, 48, s8
	s_lshl_b64 s[26:27], s[20:21], 2
	s_add_u32 s20, s4, s26                              ; 'dout' at this program
	s_addc_u32 s21, s5, s27
	s_add_u32 s4, s20, s18                              ; 'dout' at this program
	s_addc_u32 s5, s21, s19
	s_mov_b32 s10, 0                                    ; chunks of 64 along 't': whole chunks
	s_cmp_ge_u32 s10, s13
	s_cbranch_scc1 .Lbias_grad_loop0_end
.Lbias_grad_loop0:
	s_mul_i32 s20, s10, s8
	s_mul_hi_u32 s21, s10, s8
	s_lshl_b64 s[26:27], s[20:21], 2
	s_add_u32 s20, s16, s26                             ; 'dout' at this chunk
	s_addc_u32 s21, s17, s27
	global_load_dwordx4 v[22:25], v19, s[20:21]         ; examples/bias_grad.kgen:5: 16-byte load of 'dout'
	s_add_u32 s20, s22, s26                             ; 'dout' at this chunk
	s_addc_u32 s21, s23, s27
	global_load_dwordx4 v[26:29], v19, s[20:21]         ; examples/bias_grad.kgen:5: 16-byte load of 'dout'
	s_add_u32 s20, s24, s26                             ; 'dout' at this chunk
	s_addc_u32 s21, s25, s27
	global_load_dwordx4 v[30:33], v19, s[20:21]         ; examples/bias_grad.kgen:5: 16-byte load of 'dout'
	s_add_u32 s20, s4, s26                              ; 'dout' at this chunk
	s_addc_u32 s21, s5, s27
	global_load_dwordx4 v[34:37], v19, s[20:21]         ; examples/bias_grad.kgen:5: 16-byte load of 'dout'
	s_waitcnt vmcnt(3)
	v_add_f32 v2, v2, v22                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v3, v3, v23                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v4, v4, v24                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v5, v5, v25                               ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(2)
	v_add_f32 v6, v6, v26                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v7, v7, v27                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v8, v8, v28                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v9, v9, v29                               ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(1)
	v_add_f32 v10, v10, v30                             ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v11, v11, v31                             ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v12, v12, v32                             ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v13, v13, v33                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(0)
	v_add_f32 v14, v14, v34                             ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v15, v15, v35                             ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v16, v16, v36                             ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v17, v17, v37                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_add_u32 s10, s10, 64
	s_cmp_lt_u32 s10, s13
	s_cbranch_scc1 .Lbias_grad_loop0
.Lbias_grad_loop0_end:
	s_mov_b32 s13, s10                                  ; chunks of 64 along 't': the rest, masked
	s_cmp_ge_u32 s13, s3
	s_cbranch_scc1 .Lbias_grad_loop1_end
.Lbias_grad_loop1:
	s_sub_u32 s10, s3, s13
	s_mul_i32 s20, s13, s8
	s_mul_hi_u32 s21, s13, s8
	s_lshl_b64 s[26:27], s[20:21], 2
	s_add_u32 s20, s16, s26                             ; 'dout' at this chunk
	s_addc_u32 s21, s17, s27
	v_cmp_lt_u32 s[28:29], v21, s11                     ; 'c' element in bounds
	v_cmp_lt_u32 s[30:31], v18, s10                     ; 't' element in bounds
	s_and_b64 s[32:33], s[28:29], s[30:31]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_86
	global_load_dword v20, v19, s[20:21]                ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[34:35]
	v_add_u32 v22, 1, v21
	v_cmp_lt_u32 s[34:35], v22, s11                     ; 'c' element in bounds
	s_and_b64 s[36:37], s[34:35], s[30:31]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_90
	global_load_dword v22, v19, s[20:21] offset:4       ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[38:39]
	v_add_u32 v23, 2, v21
	v_cmp_lt_u32 s[38:39], v23, s11                     ; 'c' element in bounds
	s_and_b64 s[40:41], s[38:39], s[30:31]
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_94
	global_load_dword v23, v19, s[20:21] offset:8       ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[42:43]
	v_add_u32 v24, 3, v21
	v_cmp_lt_u32 s[42:43], v24, s11                     ; 'c' element in bounds
	s_and_b64 s[44:45], s[42:43], s[30:31]
	v_mov_b32 v24, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[44:45]               ; lanes where %vpred_98
	global_load_dword v24, v19, s[20:21] offset:12      ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[30:31]
	s_add_u32 s20, s22, s26                             ; 'dout' at this chunk
	s_addc_u32 s21, s23, s27
	v_add_u32 v25, 16, v18
	v_cmp_lt_u32 s[30:31], v25, s10                     ; 't' element in bounds
	s_and_b64 s[46:47], s[28:29], s[30:31]
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[46:47]               ; lanes where %vpred_103
	global_load_dword v25, v19, s[20:21]                ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[48:49]
	s_and_b64 s[48:49], s[34:35], s[30:31]
	v_mov_b32 v26, 0                                    ; absent element
	s_and_saveexec_b64 s[50:51], s[48:49]               ; lanes where %vpred_105
	global_load_dword v26, v19, s[20:21] offset:4       ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[50:51]
	s_and_b64 s[50:51], s[38:39], s[30:31]
	v_mov_b32 v27, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[50:51]               ; lanes where %vpred_107
	global_load_dword v27, v19, s[20:21] offset:8       ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[52:53]
	s_and_b64 s[52:53], s[42:43], s[30:31]
	v_mov_b32 v28, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[52:53]               ; lanes where %vpred_109
	global_load_dword v28, v19, s[20:21] offset:12      ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[30:31]
	s_add_u32 s20, s24, s26                             ; 'dout' at this chunk
	s_addc_u32 s21, s25, s27
	v_add_u32 v29, 32, v18
	v_cmp_lt_u32 s[30:31], v29, s10                     ; 't' element in bounds
	s_and_b64 s[54:55], s[28:29], s[30:31]
	v_mov_b32 v29, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[54:55]               ; lanes where %vpred_114
	global_load_dword v29, v19, s[20:21]                ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[56:57]
	s_and_b64 s[56:57], s[34:35], s[30:31]
	v_mov_b32 v30, 0                                    ; absent element
	s_and_saveexec_b64 s[58:59], s[56:57]               ; lanes where %vpred_116
	global_load_dword v30, v19, s[20:21] offset:4       ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[58:59]
	s_and_b64 s[58:59], s[38:39], s[30:31]
	v_mov_b32 v31, 0                                    ; absent element
	s_and_saveexec_b64 s[60:61], s[58:59]               ; lanes where %vpred_118
	global_load_dword v31, v19, s[20:21] offset:8       ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[60:61]
	s_and_b64 s[60:61], s[42:43], s[30:31]
	v_mov_b32 v32, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[60:61]               ; lanes where %vpred_120
	global_load_dword v32, v19, s[20:21] offset:12      ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[30:31]
	s_add_u32 s20, s4, s26                              ; 'dout' at this chunk
	s_addc_u32 s21, s5, s27
	v_add_u32 v33, 48, v18
	v_cmp_lt_u32 s[26:27], v33, s10                     ; 't' element in bounds
	s_and_b64 s[30:31], s[28:29], s[26:27]
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_125
	global_load_dword v33, v19, s[20:21]                ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[28:29]
	s_and_b64 s[28:29], s[34:35], s[26:27]
	v_mov_b32 v34, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_127
	global_load_dword v34, v19, s[20:21] offset:4       ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[34:35]
	s_and_b64 s[34:35], s[38:39], s[26:27]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[34:35]               ; lanes where %vpred_129
	global_load_dword v35, v19, s[20:21] offset:8       ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[38:39]
	s_and_b64 s[38:39], s[42:43], s[26:27]
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[38:39]               ; lanes where %vpred_131
	global_load_dword v36, v19, s[20:21] offset:12      ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(15)
	v_cndmask_b32 v37, 0, v20, s[32:33]                 ; absent elements contribute the identity
	v_add_f32 v2, v2, v37                               ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(14)
	v_cndmask_b32 v20, 0, v22, s[36:37]                 ; absent elements contribute the identity
	v_add_f32 v3, v3, v20                               ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(13)
	v_cndmask_b32 v20, 0, v23, s[40:41]                 ; absent elements contribute the identity
	v_add_f32 v4, v4, v20                               ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(12)
	v_cndmask_b32 v20, 0, v24, s[44:45]                 ; absent elements contribute the identity
	v_add_f32 v5, v5, v20                               ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(11)
	v_cndmask_b32 v20, 0, v25, s[46:47]                 ; absent elements contribute the identity
	v_add_f32 v6, v6, v20                               ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(10)
	v_cndmask_b32 v20, 0, v26, s[48:49]                 ; absent elements contribute the identity
	v_add_f32 v7, v7, v20                               ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(9)
	v_cndmask_b32 v20, 0, v27, s[50:51]                 ; absent elements contribute the identity
	v_add_f32 v8, v8, v20                               ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(8)
	v_cndmask_b32 v20, 0, v28, s[52:53]                 ; absent elements contribute the identity
	v_add_f32 v9, v9, v20                               ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(7)
	v_cndmask_b32 v20, 0, v29, s[54:55]                 ; absent elements contribute the identity
	v_add_f32 v10, v10, v20                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(6)
	v_cndmask_b32 v20, 0, v30, s[56:57]                 ; absent elements contribute the identity
	v_add_f32 v11, v11, v20                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(5)
	v_cndmask_b32 v20, 0, v31, s[58:59]                 ; absent elements contribute the identity
	v_add_f32 v12, v12, v20                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(4)
	v_cndmask_b32 v20, 0, v32, s[60:61]                 ; absent elements contribute the identity
	v_add_f32 v13, v13, v20                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(3)
	v_cndmask_b32 v20, 0, v33, s[30:31]                 ; absent elements contribute the identity
	v_add_f32 v14, v14, v20                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(2)
	v_cndmask_b32 v20, 0, v34, s[28:29]                 ; absent elements contribute the identity
	v_add_f32 v15, v15, v20                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(1)
	v_cndmask_b32 v20, 0, v35, s[34:35]                 ; absent elements contribute the identity
	v_add_f32 v16, v16, v20                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(0)
	v_cndmask_b32 v20, 0, v36, s[38:39]                 ; absent elements contribute the identity
	v_add_f32 v17, v17, v20                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_add_u32 s13, s13, 64
	s_cmp_lt_u32 s13, s3
	s_cbranch_scc1 .Lbias_grad_loop1
.Lbias_grad_loop1_end:
	v_add_f32 v18, v2, v6                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v2, v3, v7                                ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v3, v4, v8                                ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v4, v5, v9                                ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v5, v18, v10                              ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v6, v2, v11                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v2, v3, v12                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v3, v4, v13                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v4, v5, v14                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v5, v6, v15                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v6, v2, v16                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v2, v3, v17                               ; sum over 't' (examples/bias_grad.kgen:5)
	ds_swizzle_b32 v3, v4 offset:swizzle(SWAP,16)       ; sum over 't' (examples/bias_grad.kgen:5): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v7, v4, v3
	ds_swizzle_b32 v3, v5 offset:swizzle(SWAP,16)       ; sum over 't' (examples/bias_grad.kgen:5): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v5, v3
	ds_swizzle_b32 v3, v6 offset:swizzle(SWAP,16)       ; sum over 't' (examples/bias_grad.kgen:5): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v5, v6, v3
	ds_swizzle_b32 v3, v2 offset:swizzle(SWAP,16)       ; sum over 't' (examples/bias_grad.kgen:5): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v6, v2, v3
	v_and_b32 v2, 63, v0                                ; sum over 't' (examples/bias_grad.kgen:5): lanes 32 apart
	v_xor_b32 v2, 32, v2
	v_lshlrev_b32 v2, 2, v2
	ds_bpermute_b32 v3, v2, v7
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v7, v3
	v_and_b32 v3, 63, v0                                ; sum over 't' (examples/bias_grad.kgen:5): lanes 32 apart
	v_xor_b32 v3, 32, v3
	v_lshlrev_b32 v3, 2, v3
	ds_bpermute_b32 v7, v3, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v4, v7
	v_and_b32 v4, 63, v0                                ; sum over 't' (examples/bias_grad.kgen:5): lanes 32 apart
	v_xor_b32 v4, 32, v4
	v_lshlrev_b32 v4, 2, v4
	ds_bpermute_b32 v7, v4, v5
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v5, v7
	v_and_b32 v5, 63, v0                                ; sum over 't' (examples/bias_grad.kgen:5): lanes 32 apart
	v_xor_b32 v5, 32, v5
	v_lshlrev_b32 v5, 2, v5
	ds_bpermute_b32 v7, v5, v6
	s_waitcnt lgkmcnt(0)
	v_add_f32 v5, v6, v7
	v_lshrrev_b32 v6, 6, v1
	v_and_b32 v7, 1, v6
	v_lshrrev_b32 v6, 7, v1
	v_and_b32 v8, 1, v6
	v_lshlrev_b32 v6, 1, v8
	v_or_b32 v8, v7, v6                                 ; warp group along 't'
	v_mul_lo_u32 v6, 64, v8
	v_add_u32 v7, v6, v21
	v_lshlrev_b32 v6, 2, v7
	v_lshlrev_b32 v7, 2, v21
	v_and_b32 v8, 48, v1
	v_cmp_eq_u32 s[4:5], v8, 0                          ; one lane per warp group and element publishes
	s_and_saveexec_b64 s[16:17], s[4:5]                 ; lanes where %vpred_188
	ds_write_b32 v6, v2                                 ; sum over 't' (examples/bias_grad.kgen:5): this warp group's partial
	s_mov_b64 exec, s[16:17]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	s_and_saveexec_b64 s[16:17], s[4:5]                 ; lanes where %vpred_188
	ds_write_b32 v6, v3 offset:4                        ; sum over 't' (examples/bias_grad.kgen:5): this warp group's partial
	s_mov_b64 exec, s[16:17]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	s_and_saveexec_b64 s[16:17], s[4:5]                 ; lanes where %vpred_188
	ds_write_b32 v6, v4 offset:8                        ; sum over 't' (examples/bias_grad.kgen:5): this warp group's partial
	s_mov_b64 exec, s[16:17]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	s_and_saveexec_b64 s[16:17], s[4:5]                 ; lanes where %vpred_188
	ds_write_b32 v6, v5 offset:12                       ; sum over 't' (examples/bias_grad.kgen:5): this warp group's partial
	s_mov_b64 exec, s[16:17]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v2, v7                                  ; sum over 't' (examples/bias_grad.kgen:5): warp group 0
	ds_read_b32 v3, v7 offset:256                       ; sum over 't' (examples/bias_grad.kgen:5): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v2, v3
	ds_read_b32 v2, v7 offset:512                       ; sum over 't' (examples/bias_grad.kgen:5): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v4, v2
	ds_read_b32 v2, v7 offset:768                       ; sum over 't' (examples/bias_grad.kgen:5): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v3, v2
	ds_read_b32 v2, v7 offset:4                         ; sum over 't' (examples/bias_grad.kgen:5): warp group 0
	ds_read_b32 v3, v7 offset:260                       ; sum over 't' (examples/bias_grad.kgen:5): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v5, v2, v3
	ds_read_b32 v2, v7 offset:516                       ; sum over 't' (examples/bias_grad.kgen:5): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v5, v2
	ds_read_b32 v2, v7 offset:772                       ; sum over 't' (examples/bias_grad.kgen:5): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v5, v3, v2
	ds_read_b32 v2, v7 offset:8                         ; sum over 't' (examples/bias_grad.kgen:5): warp group 0
	ds_read_b32 v3, v7 offset:264                       ; sum over 't' (examples/bias_grad.kgen:5): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v6, v2, v3
	ds_read_b32 v2, v7 offset:520                       ; sum over 't' (examples/bias_grad.kgen:5): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v6, v2
	ds_read_b32 v2, v7 offset:776                       ; sum over 't' (examples/bias_grad.kgen:5): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v6, v3, v2
	ds_read_b32 v2, v7 offset:12                        ; sum over 't' (examples/bias_grad.kgen:5): warp group 0
	ds_read_b32 v3, v7 offset:268                       ; sum over 't' (examples/bias_grad.kgen:5): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v2, v3
	ds_read_b32 v2, v7 offset:524                       ; sum over 't' (examples/bias_grad.kgen:5): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v8, v2
	ds_read_b32 v2, v7 offset:780                       ; sum over 't' (examples/bias_grad.kgen:5): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v3, v2
	s_and_b32 s3, s12, s14
	s_and_b32 s4, s3, s9
	v_and_b32 v2, 0xf0, v1
	v_cmp_eq_u32 s[8:9], v2, 0                          ; one thread of each group of copies
	s_add_u32 s12, s6, s18                              ; 'dbias' at this program
	s_addc_u32 s13, s7, s19
	s_cmp_eq_u32 s4, 0                                  ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lbias_grad_if0_else
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_220
	global_store_dword v7, v4, s[12:13]                 ; examples/bias_grad.kgen:5: store to 'dbias'
	global_store_dword v7, v5, s[12:13] offset:4        ; examples/bias_grad.kgen:5: store to 'dbias'
	global_store_dword v7, v6, s[12:13] offset:8        ; examples/bias_grad.kgen:5: store to 'dbias'
	global_store_dword v7, v8, s[12:13] offset:12       ; examples/bias_grad.kgen:5: store to 'dbias'
	s_mov_b64 exec, s[4:5]
	s_branch .Lbias_grad_if0_end
.Lbias_grad_if0_else:
	v_cmp_lt_u32 s[4:5], v21, s11                       ; 'c' element in bounds
	s_and_b64 s[6:7], s[4:5], s[8:9]
	s_and_saveexec_b64 s[4:5], s[6:7]                   ; lanes where %vpred_223
	global_store_dword v7, v4, s[12:13]                 ; examples/bias_grad.kgen:5: store to 'dbias'
	s_mov_b64 exec, s[4:5]
	v_add_u32 v1, 1, v21
	v_cmp_lt_u32 s[4:5], v1, s11                        ; 'c' element in bounds
	s_and_b64 s[6:7], s[4:5], s[8:9]
	s_and_saveexec_b64 s[4:5], s[6:7]                   ; lanes where %vpred_226
	global_store_dword v7, v5, s[12:13] offset:4        ; examples/bias_grad.kgen:5: store to 'dbias'
	s_mov_b64 exec, s[4:5]
	v_add_u32 v1, 2, v21
	v_cmp_lt_u32 s[4:5], v1, s11                        ; 'c' element in bounds
	s_and_b64 s[6:7], s[4:5], s[8:9]
	s_and_saveexec_b64 s[4:5], s[6:7]                   ; lanes where %vpred_229
	global_store_dword v7, v6, s[12:13] offset:8        ; examples/bias_grad.kgen:5: store to 'dbias'
	s_mov_b64 exec, s[4:5]
	v_add_u32 v1, 3, v21
	v_cmp_lt_u32 s[4:5], v1, s11                        ; 'c' element in bounds
	s_and_b64 s[6:7], s[4:5], s[8:9]
	s_and_saveexec_b64 s[4:5], s[6:7]                   ; lanes where %vpred_232
	global_store_dword v7, v8, s[12:13] offset:12       ; examples/bias_grad.kgen:5: store to 'dbias'
	s_mov_b64 exec, s[4:5]
.Lbias_grad_if0_end:
	s_endpgm
.Lfunc_end_bias_grad:
	.size	bias_grad, .Lfunc_end_bias_grad-bias_grad

	.rodata
	.p2align	6
	.amdhsa_kernel bias_grad
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 38
		.amdhsa_next_free_sgpr 62
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
  - .name:           bias_grad
    .symbol:         bias_grad.kd
    .args:
      - .name:           dout
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           dbias
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
      - .name:           T
        .offset:         16
        .size:           4
        .value_kind:     by_value
      - .name:           C
        .offset:         20
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     68
    .sgpr_spill_count: 0
    .vgpr_count:     38
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
