; kgen AMDGCN module for gfx950: 3 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 5

; kernel bias_grad: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel bias_grad from examples/bias_grad.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: c
;   chunk: c: 64, t: 128; walked in chunks: t
;   layout: c:64 x t:128: reg[c1 c2 t16 t32 t64] lane[c4 c8 c16 c32 t1 t2] warp[t4 t8]
;     (fastest axis 'c', 4 contiguous elements per thread)
;   fastest axis 'c': most bytes of plain accesses are contiguous along it
;   vector 4: 16-byte accesses of 4-byte elements
;   walk 't' in chunks of 128: its extent is known only at launch
;   value layouts (the dominant layout sliced to each value's axes):
;     L0 [c, t]: c:64 x t:128: reg[c1 c2 t16 t32 t64] lane[c4 c8 c16 c32 t1 t2] warp[t4 t8]
;     L1 [c]: c:64: reg[c1 c2 0 0 0] lane[c4 c8 c16 c32 0 0] warp[0 0]
;       5:20 load dout -> L0; 5:16 reduce sum -> L1
;   phase 1 (walking 't' in chunks of 128): sum over 't' (5:16)
;   split reduction over 't' where fewer than 1024 programs run (2048 fill the Instinct MI355X): bias_grad_split walks parts of 'T', the argument 'rows' rows each (a multiple of 128, at least 256, chosen at launch), into partial0: f32[parts, C]; bias_grad_split_fold folds the parts and stores: two launches, no atomics
; resources: 70 VGPRs, 0 AGPRs, 90 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 1024 bytes LDS, 24 bytes of arguments, 256 threads
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
	s_cmp_eq_u32 s9, 0                                  ; rows start aligned to 4 elements iff C % 4 == 0
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
	v_mov_b32 v18, 0                                    ; identity of sum
	v_mov_b32 v19, 0                                    ; identity of sum
	v_mov_b32 v20, 0                                    ; identity of sum
	v_mov_b32 v21, 0                                    ; identity of sum
	v_mov_b32 v22, 0                                    ; identity of sum
	v_mov_b32 v23, 0                                    ; identity of sum
	v_mov_b32 v24, 0                                    ; identity of sum
	v_mov_b32 v25, 0                                    ; identity of sum
	v_mov_b32 v26, 0                                    ; identity of sum
	v_mov_b32 v27, 0                                    ; identity of sum
	v_mov_b32 v28, 0                                    ; identity of sum
	v_mov_b32 v29, 0                                    ; identity of sum
	v_mov_b32 v30, 0                                    ; identity of sum
	v_mov_b32 v31, 0                                    ; identity of sum
	v_mov_b32 v32, 0                                    ; identity of sum
	v_mov_b32 v33, 0                                    ; identity of sum
	s_cmp_ge_u32 s11, 64                                ; a whole chunk of 'c' (64) is in bounds
	s_cselect_b32 s12, 1, 0
	s_and_b32 s13, s12, s9
	s_cmp_ge_u32 s3, 0x80                               ; at least one whole chunk of 't'
	s_cselect_b32 s14, 1, 0
	s_sub_u32 s15, s3, 0x7f
	s_cmp_lg_u32 s14, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s16, s15, 0
	s_cmp_lg_u32 s13, 0
	s_cselect_b32 s13, s16, 0
	v_lshrrev_b32 v34, 4, v1
	v_mul_lo_u32 v35, s8, v34
	v_and_b32 v36, 15, v1
	v_lshlrev_b32 v37, 2, v36
	v_add_u32 v36, v35, v37
	v_lshlrev_b32 v35, 2, v36                           ; thread's byte offset in a chunk of 'dout'
	s_mov_b32 s16, s10
	s_mov_b32 s17, 0
	s_lshl_b64 s[18:19], s[16:17], 2
	s_add_u32 s16, s4, s18                              ; 'dout' at this program
	s_addc_u32 s17, s5, s19
	s_mov_b32 s4, 0                                     ; chunks of 128 along 't': whole chunks
	s_cmp_ge_u32 s4, s13
	s_cbranch_scc1 .Lbias_grad_loop0_end
.Lbias_grad_loop0:
	s_mul_i32 s20, s4, s8
	s_mul_hi_u32 s21, s4, s8
	s_lshl_b64 s[22:23], s[20:21], 2
	s_add_u32 s20, s16, s22                             ; 'dout' at this chunk
	s_addc_u32 s21, s17, s23
	global_load_dwordx4 v[38:41], v35, s[20:21]         ; examples/bias_grad.kgen:5: 16-byte load of 'dout'
	s_mul_i32 s5, s8, 16
	s_lshl_b32 s10, s5, 2
	v_add_u32 v36, s10, v35
	global_load_dwordx4 v[42:45], v36, s[20:21]         ; examples/bias_grad.kgen:5: 16-byte load of 'dout'
	s_mul_i32 s5, s8, 32
	s_lshl_b32 s10, s5, 2
	v_add_u32 v36, s10, v35
	global_load_dwordx4 v[46:49], v36, s[20:21]         ; examples/bias_grad.kgen:5: 16-byte load of 'dout'
	s_mul_i32 s5, s8, 48
	s_lshl_b32 s10, s5, 2
	v_add_u32 v36, s10, v35
	global_load_dwordx4 v[50:53], v36, s[20:21]         ; examples/bias_grad.kgen:5: 16-byte load of 'dout'
	s_mul_i32 s5, s8, 64
	s_lshl_b32 s10, s5, 2
	v_add_u32 v36, s10, v35
	global_load_dwordx4 v[54:57], v36, s[20:21]         ; examples/bias_grad.kgen:5: 16-byte load of 'dout'
	s_mul_i32 s5, s8, 0x50
	s_lshl_b32 s10, s5, 2
	v_add_u32 v36, s10, v35
	global_load_dwordx4 v[58:61], v36, s[20:21]         ; examples/bias_grad.kgen:5: 16-byte load of 'dout'
	s_mul_i32 s5, s8, 0x60
	s_lshl_b32 s10, s5, 2
	v_add_u32 v36, s10, v35
	global_load_dwordx4 v[62:65], v36, s[20:21]         ; examples/bias_grad.kgen:5: 16-byte load of 'dout'
	s_mul_i32 s5, s8, 0x70
	s_lshl_b32 s10, s5, 2
	v_add_u32 v36, s10, v35
	global_load_dwordx4 v[66:69], v36, s[20:21]         ; examples/bias_grad.kgen:5: 16-byte load of 'dout'
	s_waitcnt vmcnt(7)
	v_add_f32 v2, v2, v38                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v3, v3, v39                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v4, v4, v40                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v5, v5, v41                               ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(6)
	v_add_f32 v6, v6, v42                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v7, v7, v43                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v8, v8, v44                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v9, v9, v45                               ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(5)
	v_add_f32 v10, v10, v46                             ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v11, v11, v47                             ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v12, v12, v48                             ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v13, v13, v49                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(4)
	v_add_f32 v14, v14, v50                             ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v15, v15, v51                             ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v16, v16, v52                             ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v17, v17, v53                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(3)
	v_add_f32 v18, v18, v54                             ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v19, v19, v55                             ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v20, v20, v56                             ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v21, v21, v57                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(2)
	v_add_f32 v22, v22, v58                             ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v23, v23, v59                             ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v24, v24, v60                             ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v25, v25, v61                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(1)
	v_add_f32 v26, v26, v62                             ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v27, v27, v63                             ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v28, v28, v64                             ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v29, v29, v65                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(0)
	v_add_f32 v30, v30, v66                             ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v31, v31, v67                             ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v32, v32, v68                             ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v33, v33, v69                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_add_u32 s4, s4, 0x80
	s_cmp_lt_u32 s4, s13
	s_cbranch_scc1 .Lbias_grad_loop0
.Lbias_grad_loop0_end:
	s_mov_b32 s5, s4                                    ; chunks of 128 along 't': the rest, masked
	s_cmp_ge_u32 s5, s3
	s_cbranch_scc1 .Lbias_grad_loop1_end
.Lbias_grad_loop1:
	s_sub_u32 s4, s3, s5
	s_mul_i32 s20, s5, s8
	s_mul_hi_u32 s21, s5, s8
	s_lshl_b64 s[22:23], s[20:21], 2
	s_add_u32 s20, s16, s22                             ; 'dout' at this chunk
	s_addc_u32 s21, s17, s23
	v_cmp_lt_u32 s[22:23], v37, s11                     ; 'c' element in bounds
	v_cmp_lt_u32 s[24:25], v34, s4                      ; 't' element in bounds
	s_and_b64 s[26:27], s[22:23], s[24:25]
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_124
	global_load_dword v36, v35, s[20:21]                ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[28:29]
	v_add_u32 v38, 1, v37
	v_cmp_lt_u32 s[28:29], v38, s11                     ; 'c' element in bounds
	s_and_b64 s[30:31], s[28:29], s[24:25]
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_128
	global_load_dword v38, v35, s[20:21] offset:4       ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[32:33]
	v_add_u32 v39, 2, v37
	v_cmp_lt_u32 s[32:33], v39, s11                     ; 'c' element in bounds
	s_and_b64 s[34:35], s[32:33], s[24:25]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_132
	global_load_dword v39, v35, s[20:21] offset:8       ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[36:37]
	v_add_u32 v40, 3, v37
	v_cmp_lt_u32 s[36:37], v40, s11                     ; 'c' element in bounds
	s_and_b64 s[38:39], s[36:37], s[24:25]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[38:39]               ; lanes where %vpred_136
	global_load_dword v40, v35, s[20:21] offset:12      ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[24:25]
	s_mul_i32 s10, s8, 16
	s_lshl_b32 s13, s10, 2
	v_add_u32 v41, s13, v35
	v_add_u32 v42, 16, v34
	v_cmp_lt_u32 s[24:25], v42, s4                      ; 't' element in bounds
	s_and_b64 s[40:41], s[22:23], s[24:25]
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_143
	global_load_dword v42, v41, s[20:21]                ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[42:43]
	s_and_b64 s[42:43], s[28:29], s[24:25]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_145
	global_load_dword v43, v41, s[20:21] offset:4       ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[44:45]
	s_and_b64 s[44:45], s[32:33], s[24:25]
	v_mov_b32 v44, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_147
	global_load_dword v44, v41, s[20:21] offset:8       ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[46:47]
	s_and_b64 s[46:47], s[36:37], s[24:25]
	v_mov_b32 v45, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[46:47]               ; lanes where %vpred_149
	global_load_dword v45, v41, s[20:21] offset:12      ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[24:25]
	s_mul_i32 s10, s8, 32
	s_lshl_b32 s13, s10, 2
	v_add_u32 v41, s13, v35
	v_add_u32 v46, 32, v34
	v_cmp_lt_u32 s[24:25], v46, s4                      ; 't' element in bounds
	s_and_b64 s[48:49], s[22:23], s[24:25]
	v_mov_b32 v46, 0                                    ; absent element
	s_and_saveexec_b64 s[50:51], s[48:49]               ; lanes where %vpred_156
	global_load_dword v46, v41, s[20:21]                ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[50:51]
	s_and_b64 s[50:51], s[28:29], s[24:25]
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[50:51]               ; lanes where %vpred_158
	global_load_dword v47, v41, s[20:21] offset:4       ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[52:53]
	s_and_b64 s[52:53], s[32:33], s[24:25]
	v_mov_b32 v48, 0                                    ; absent element
	s_and_saveexec_b64 s[54:55], s[52:53]               ; lanes where %vpred_160
	global_load_dword v48, v41, s[20:21] offset:8       ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[54:55]
	s_and_b64 s[54:55], s[36:37], s[24:25]
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[54:55]               ; lanes where %vpred_162
	global_load_dword v49, v41, s[20:21] offset:12      ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[24:25]
	s_mul_i32 s10, s8, 48
	s_lshl_b32 s13, s10, 2
	v_add_u32 v41, s13, v35
	v_add_u32 v50, 48, v34
	v_cmp_lt_u32 s[24:25], v50, s4                      ; 't' element in bounds
	s_and_b64 s[56:57], s[22:23], s[24:25]
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[58:59], s[56:57]               ; lanes where %vpred_169
	global_load_dword v50, v41, s[20:21]                ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[58:59]
	s_and_b64 s[58:59], s[28:29], s[24:25]
	v_mov_b32 v51, 0                                    ; absent element
	s_and_saveexec_b64 s[60:61], s[58:59]               ; lanes where %vpred_171
	global_load_dword v51, v41, s[20:21] offset:4       ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[60:61]
	s_and_b64 s[60:61], s[32:33], s[24:25]
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[62:63], s[60:61]               ; lanes where %vpred_173
	global_load_dword v52, v41, s[20:21] offset:8       ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[62:63]
	s_and_b64 s[62:63], s[36:37], s[24:25]
	v_mov_b32 v53, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[62:63]               ; lanes where %vpred_175
	global_load_dword v53, v41, s[20:21] offset:12      ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[24:25]
	s_mul_i32 s10, s8, 64
	s_lshl_b32 s13, s10, 2
	v_add_u32 v41, s13, v35
	v_add_u32 v54, 64, v34
	v_cmp_lt_u32 s[24:25], v54, s4                      ; 't' element in bounds
	s_and_b64 s[64:65], s[22:23], s[24:25]
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[64:65]               ; lanes where %vpred_182
	global_load_dword v54, v41, s[20:21]                ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[66:67]
	s_and_b64 s[66:67], s[28:29], s[24:25]
	v_mov_b32 v55, 0                                    ; absent element
	s_and_saveexec_b64 s[68:69], s[66:67]               ; lanes where %vpred_184
	global_load_dword v55, v41, s[20:21] offset:4       ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[68:69]
	s_and_b64 s[68:69], s[32:33], s[24:25]
	v_mov_b32 v56, 0                                    ; absent element
	s_and_saveexec_b64 s[70:71], s[68:69]               ; lanes where %vpred_186
	global_load_dword v56, v41, s[20:21] offset:8       ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[70:71]
	s_and_b64 s[70:71], s[36:37], s[24:25]
	v_mov_b32 v57, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[70:71]               ; lanes where %vpred_188
	global_load_dword v57, v41, s[20:21] offset:12      ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[24:25]
	s_mul_i32 s10, s8, 0x50
	s_lshl_b32 s13, s10, 2
	v_add_u32 v41, s13, v35
	v_add_u32 v58, 0x50, v34
	v_cmp_lt_u32 s[24:25], v58, s4                      ; 't' element in bounds
	s_and_b64 s[72:73], s[22:23], s[24:25]
	v_mov_b32 v58, 0                                    ; absent element
	s_and_saveexec_b64 s[74:75], s[72:73]               ; lanes where %vpred_195
	global_load_dword v58, v41, s[20:21]                ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[74:75]
	s_and_b64 s[74:75], s[28:29], s[24:25]
	v_mov_b32 v59, 0                                    ; absent element
	s_and_saveexec_b64 s[76:77], s[74:75]               ; lanes where %vpred_197
	global_load_dword v59, v41, s[20:21] offset:4       ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[76:77]
	s_and_b64 s[76:77], s[32:33], s[24:25]
	v_mov_b32 v60, 0                                    ; absent element
	s_and_saveexec_b64 s[78:79], s[76:77]               ; lanes where %vpred_199
	global_load_dword v60, v41, s[20:21] offset:8       ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[78:79]
	s_and_b64 s[78:79], s[36:37], s[24:25]
	v_mov_b32 v61, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[78:79]               ; lanes where %vpred_201
	global_load_dword v61, v41, s[20:21] offset:12      ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[24:25]
	s_mul_i32 s10, s8, 0x60
	s_lshl_b32 s13, s10, 2
	v_add_u32 v41, s13, v35
	v_add_u32 v62, 0x60, v34
	v_cmp_lt_u32 s[24:25], v62, s4                      ; 't' element in bounds
	s_and_b64 s[80:81], s[22:23], s[24:25]
	v_mov_b32 v62, 0                                    ; absent element
	s_and_saveexec_b64 s[82:83], s[80:81]               ; lanes where %vpred_208
	global_load_dword v62, v41, s[20:21]                ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[82:83]
	s_and_b64 s[82:83], s[28:29], s[24:25]
	v_mov_b32 v63, 0                                    ; absent element
	s_and_saveexec_b64 s[84:85], s[82:83]               ; lanes where %vpred_210
	global_load_dword v63, v41, s[20:21] offset:4       ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[84:85]
	s_and_b64 s[84:85], s[32:33], s[24:25]
	v_mov_b32 v64, 0                                    ; absent element
	s_and_saveexec_b64 s[86:87], s[84:85]               ; lanes where %vpred_212
	global_load_dword v64, v41, s[20:21] offset:8       ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[86:87]
	s_and_b64 s[86:87], s[36:37], s[24:25]
	v_mov_b32 v65, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[86:87]               ; lanes where %vpred_214
	global_load_dword v65, v41, s[20:21] offset:12      ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[24:25]
	s_mul_i32 s10, s8, 0x70
	s_lshl_b32 s13, s10, 2
	v_add_u32 v41, s13, v35
	v_add_u32 v66, 0x70, v34
	v_cmp_lt_u32 s[24:25], v66, s4                      ; 't' element in bounds
	s_and_b64 s[88:89], s[22:23], s[24:25]
	v_mov_b32 v66, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[88:89]               ; lanes where %vpred_221
	global_load_dword v66, v41, s[20:21]                ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[22:23]
	s_and_b64 s[22:23], s[28:29], s[24:25]
	v_mov_b32 v67, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[22:23]               ; lanes where %vpred_223
	global_load_dword v67, v41, s[20:21] offset:4       ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[28:29]
	s_and_b64 s[28:29], s[32:33], s[24:25]
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_225
	global_load_dword v68, v41, s[20:21] offset:8       ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[32:33]
	s_and_b64 s[32:33], s[36:37], s[24:25]
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[32:33]               ; lanes where %vpred_227
	global_load_dword v69, v41, s[20:21] offset:12      ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(31)
	v_cndmask_b32 v41, 0, v36, s[26:27]                 ; absent elements contribute the identity
	v_add_f32 v2, v2, v41                               ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(30)
	v_cndmask_b32 v36, 0, v38, s[30:31]                 ; absent elements contribute the identity
	v_add_f32 v3, v3, v36                               ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(29)
	v_cndmask_b32 v36, 0, v39, s[34:35]                 ; absent elements contribute the identity
	v_add_f32 v4, v4, v36                               ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(28)
	v_cndmask_b32 v36, 0, v40, s[38:39]                 ; absent elements contribute the identity
	v_add_f32 v5, v5, v36                               ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(27)
	v_cndmask_b32 v36, 0, v42, s[40:41]                 ; absent elements contribute the identity
	v_add_f32 v6, v6, v36                               ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(26)
	v_cndmask_b32 v36, 0, v43, s[42:43]                 ; absent elements contribute the identity
	v_add_f32 v7, v7, v36                               ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(25)
	v_cndmask_b32 v36, 0, v44, s[44:45]                 ; absent elements contribute the identity
	v_add_f32 v8, v8, v36                               ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(24)
	v_cndmask_b32 v36, 0, v45, s[46:47]                 ; absent elements contribute the identity
	v_add_f32 v9, v9, v36                               ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(23)
	v_cndmask_b32 v36, 0, v46, s[48:49]                 ; absent elements contribute the identity
	v_add_f32 v10, v10, v36                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(22)
	v_cndmask_b32 v36, 0, v47, s[50:51]                 ; absent elements contribute the identity
	v_add_f32 v11, v11, v36                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(21)
	v_cndmask_b32 v36, 0, v48, s[52:53]                 ; absent elements contribute the identity
	v_add_f32 v12, v12, v36                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(20)
	v_cndmask_b32 v36, 0, v49, s[54:55]                 ; absent elements contribute the identity
	v_add_f32 v13, v13, v36                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(19)
	v_cndmask_b32 v36, 0, v50, s[56:57]                 ; absent elements contribute the identity
	v_add_f32 v14, v14, v36                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(18)
	v_cndmask_b32 v36, 0, v51, s[58:59]                 ; absent elements contribute the identity
	v_add_f32 v15, v15, v36                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(17)
	v_cndmask_b32 v36, 0, v52, s[60:61]                 ; absent elements contribute the identity
	v_add_f32 v16, v16, v36                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(16)
	v_cndmask_b32 v36, 0, v53, s[62:63]                 ; absent elements contribute the identity
	v_add_f32 v17, v17, v36                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(15)
	v_cndmask_b32 v36, 0, v54, s[64:65]                 ; absent elements contribute the identity
	v_add_f32 v18, v18, v36                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(14)
	v_cndmask_b32 v36, 0, v55, s[66:67]                 ; absent elements contribute the identity
	v_add_f32 v19, v19, v36                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(13)
	v_cndmask_b32 v36, 0, v56, s[68:69]                 ; absent elements contribute the identity
	v_add_f32 v20, v20, v36                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(12)
	v_cndmask_b32 v36, 0, v57, s[70:71]                 ; absent elements contribute the identity
	v_add_f32 v21, v21, v36                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(11)
	v_cndmask_b32 v36, 0, v58, s[72:73]                 ; absent elements contribute the identity
	v_add_f32 v22, v22, v36                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(10)
	v_cndmask_b32 v36, 0, v59, s[74:75]                 ; absent elements contribute the identity
	v_add_f32 v23, v23, v36                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(9)
	v_cndmask_b32 v36, 0, v60, s[76:77]                 ; absent elements contribute the identity
	v_add_f32 v24, v24, v36                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(8)
	v_cndmask_b32 v36, 0, v61, s[78:79]                 ; absent elements contribute the identity
	v_add_f32 v25, v25, v36                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(7)
	v_cndmask_b32 v36, 0, v62, s[80:81]                 ; absent elements contribute the identity
	v_add_f32 v26, v26, v36                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(6)
	v_cndmask_b32 v36, 0, v63, s[82:83]                 ; absent elements contribute the identity
	v_add_f32 v27, v27, v36                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(5)
	v_cndmask_b32 v36, 0, v64, s[84:85]                 ; absent elements contribute the identity
	v_add_f32 v28, v28, v36                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(4)
	v_cndmask_b32 v36, 0, v65, s[86:87]                 ; absent elements contribute the identity
	v_add_f32 v29, v29, v36                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(3)
	v_cndmask_b32 v36, 0, v66, s[88:89]                 ; absent elements contribute the identity
	v_add_f32 v30, v30, v36                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(2)
	v_cndmask_b32 v36, 0, v67, s[22:23]                 ; absent elements contribute the identity
	v_add_f32 v31, v31, v36                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(1)
	v_cndmask_b32 v36, 0, v68, s[28:29]                 ; absent elements contribute the identity
	v_add_f32 v32, v32, v36                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(0)
	v_cndmask_b32 v36, 0, v69, s[32:33]                 ; absent elements contribute the identity
	v_add_f32 v33, v33, v36                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_add_u32 s5, s5, 0x80
	s_cmp_lt_u32 s5, s3
	s_cbranch_scc1 .Lbias_grad_loop1
.Lbias_grad_loop1_end:
	v_add_f32 v34, v2, v6                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v2, v3, v7                                ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v3, v4, v8                                ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v4, v5, v9                                ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v5, v34, v10                              ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v6, v2, v11                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v2, v3, v12                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v3, v4, v13                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v4, v5, v14                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v5, v6, v15                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v6, v2, v16                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v2, v3, v17                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v3, v4, v18                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v4, v5, v19                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v5, v6, v20                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v6, v2, v21                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v2, v3, v22                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v3, v4, v23                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v4, v5, v24                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v5, v6, v25                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v6, v2, v26                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v2, v3, v27                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v3, v4, v28                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v4, v5, v29                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v5, v6, v30                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v6, v2, v31                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v2, v3, v32                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v3, v4, v33                               ; sum over 't' (examples/bias_grad.kgen:5)
	ds_swizzle_b32 v4, v5 offset:swizzle(SWAP,16)       ; sum over 't' (examples/bias_grad.kgen:5): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v7, v5, v4
	ds_swizzle_b32 v4, v6 offset:swizzle(SWAP,16)       ; sum over 't' (examples/bias_grad.kgen:5): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v5, v6, v4
	ds_swizzle_b32 v4, v2 offset:swizzle(SWAP,16)       ; sum over 't' (examples/bias_grad.kgen:5): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v6, v2, v4
	ds_swizzle_b32 v2, v3 offset:swizzle(SWAP,16)       ; sum over 't' (examples/bias_grad.kgen:5): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v3, v2
	v_and_b32 v2, 63, v0                                ; sum over 't' (examples/bias_grad.kgen:5): lanes 32 apart
	v_xor_b32 v2, 32, v2
	v_lshlrev_b32 v2, 2, v2
	ds_bpermute_b32 v3, v2, v7
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v7, v3
	v_and_b32 v3, 63, v0                                ; sum over 't' (examples/bias_grad.kgen:5): lanes 32 apart
	v_xor_b32 v3, 32, v3
	v_lshlrev_b32 v3, 2, v3
	ds_bpermute_b32 v7, v3, v5
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v5, v7
	v_and_b32 v5, 63, v0                                ; sum over 't' (examples/bias_grad.kgen:5): lanes 32 apart
	v_xor_b32 v5, 32, v5
	v_lshlrev_b32 v5, 2, v5
	ds_bpermute_b32 v7, v5, v6
	s_waitcnt lgkmcnt(0)
	v_add_f32 v5, v6, v7
	v_and_b32 v6, 63, v0                                ; sum over 't' (examples/bias_grad.kgen:5): lanes 32 apart
	v_xor_b32 v6, 32, v6
	v_lshlrev_b32 v6, 2, v6
	ds_bpermute_b32 v7, v6, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32 v6, v4, v7
	v_lshrrev_b32 v4, 6, v1
	v_and_b32 v7, 1, v4
	v_lshrrev_b32 v4, 7, v1
	v_and_b32 v8, 1, v4
	v_lshlrev_b32 v4, 1, v8
	v_or_b32 v8, v7, v4                                 ; warp group along 't'
	v_mul_lo_u32 v4, 64, v8
	v_add_u32 v7, v4, v37
	v_lshlrev_b32 v4, 2, v7
	v_lshlrev_b32 v7, 2, v37
	v_and_b32 v8, 48, v1
	v_cmp_eq_u32 s[4:5], v8, 0                          ; one lane per warp group and element publishes
	s_and_saveexec_b64 s[16:17], s[4:5]                 ; lanes where %vpred_316
	ds_write_b32 v4, v2                                 ; sum over 't' (examples/bias_grad.kgen:5): this warp group's partial
	ds_write_b32 v4, v3 offset:4                        ; sum over 't' (examples/bias_grad.kgen:5): this warp group's partial
	ds_write_b32 v4, v5 offset:8                        ; sum over 't' (examples/bias_grad.kgen:5): this warp group's partial
	ds_write_b32 v4, v6 offset:12                       ; sum over 't' (examples/bias_grad.kgen:5): this warp group's partial
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
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_348
	global_store_dword v7, v4, s[12:13]                 ; examples/bias_grad.kgen:5: store to 'dbias'
	global_store_dword v7, v5, s[12:13] offset:4        ; examples/bias_grad.kgen:5: store to 'dbias'
	global_store_dword v7, v6, s[12:13] offset:8        ; examples/bias_grad.kgen:5: store to 'dbias'
	global_store_dword v7, v8, s[12:13] offset:12       ; examples/bias_grad.kgen:5: store to 'dbias'
	s_mov_b64 exec, s[4:5]
	s_branch .Lbias_grad_if0_end
.Lbias_grad_if0_else:
	v_cmp_lt_u32 s[4:5], v37, s11                       ; 'c' element in bounds
	s_and_b64 s[6:7], s[4:5], s[8:9]
	s_and_saveexec_b64 s[4:5], s[6:7]                   ; lanes where %vpred_351
	global_store_dword v7, v4, s[12:13]                 ; examples/bias_grad.kgen:5: store to 'dbias'
	s_mov_b64 exec, s[4:5]
	v_add_u32 v1, 1, v37
	v_cmp_lt_u32 s[4:5], v1, s11                        ; 'c' element in bounds
	s_and_b64 s[6:7], s[4:5], s[8:9]
	s_and_saveexec_b64 s[4:5], s[6:7]                   ; lanes where %vpred_354
	global_store_dword v7, v5, s[12:13] offset:4        ; examples/bias_grad.kgen:5: store to 'dbias'
	s_mov_b64 exec, s[4:5]
	v_add_u32 v1, 2, v37
	v_cmp_lt_u32 s[4:5], v1, s11                        ; 'c' element in bounds
	s_and_b64 s[6:7], s[4:5], s[8:9]
	s_and_saveexec_b64 s[4:5], s[6:7]                   ; lanes where %vpred_357
	global_store_dword v7, v6, s[12:13] offset:8        ; examples/bias_grad.kgen:5: store to 'dbias'
	s_mov_b64 exec, s[4:5]
	v_add_u32 v1, 3, v37
	v_cmp_lt_u32 s[4:5], v1, s11                        ; 'c' element in bounds
	s_and_b64 s[6:7], s[4:5], s[8:9]
	s_and_saveexec_b64 s[4:5], s[6:7]                   ; lanes where %vpred_360
	global_store_dword v7, v8, s[12:13] offset:12       ; examples/bias_grad.kgen:5: store to 'dbias'
	s_mov_b64 exec, s[4:5]
.Lbias_grad_if0_end:
	s_endpgm
.Lfunc_end_bias_grad:
	.size	bias_grad, .Lfunc_end_bias_grad-bias_grad

; kernel bias_grad_split: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel bias_grad_split from examples/bias_grad.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: c, part
;   chunk: part: 1, c: 64, t: 128; walked in chunks: t
;   layout: part:1 x c:64 x t:128: reg[c1 c2 t16 t32 t64] lane[c4 c8 c16 c32 t1 t2] warp[t4 t8]
;     (fastest axis 'c', 4 contiguous elements per thread)
;   fastest axis 'c': most bytes of plain accesses are contiguous along it
;   vector 4: 16-byte accesses of 4-byte elements
;   walk 't' in chunks of 128: its extent is known only at launch
;   value layouts (the dominant layout sliced to each value's axes):
;     L0 [c, t]: c:64 x t:128: reg[c1 c2 t16 t32 t64] lane[c4 c8 c16 c32 t1 t2] warp[t4 t8]
;     L1 [c]: c:64: reg[c1 c2 0 0 0] lane[c4 c8 c16 c32 0 0] warp[0 0]
;       5:20 load dout -> L0; 5:16 reduce sum -> L1
;   phase 1 (walking 't' in chunks of 128): sum over 't' (5:16)
; resources: 70 VGPRs, 0 AGPRs, 90 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 1024 bytes LDS, 40 bytes of arguments, 256 threads
;   arg dout: tensor f32 at 0 (read-only)
;   arg dbias: tensor f32 at 8 (read-only)
;   arg partial0: tensor f32 at 16
;   arg rows: scalar u32 at 24
;   arg T: dim i32 at 28
;   arg C: dim i32 at 32
;   arg parts: dim i32 at 36
; s[0:1] kernarg pointer, s2 workgroup id x, s3 workgroup id y, v0 work-item id
	.text
	.globl	bias_grad_split
	.p2align	8
	.type	bias_grad_split,@function
bias_grad_split:
	s_load_dwordx2 s[4:5], s[0:1], 0x0                  ; argument dout
	s_load_dwordx2 s[6:7], s[0:1], 0x10                 ; argument partial0
	s_load_dword s8, s[0:1], 0x18                       ; argument rows
	s_load_dword s9, s[0:1], 0x1c                       ; argument T
	s_load_dword s10, s[0:1], 0x20                      ; argument C
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s11, s2                                   ; program index along 'c'
	s_mul_i32 s12, s11, 64                              ; first 'c' of this program's tile (64)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s11, s10, s12
	s_min_u32 s13, s11, 64                              ; 'c' elements in this tile
	s_mov_b32 s11, s3                                   ; program index along 'part'
	s_mul_i32 s14, s11, s8                              ; first 't' of part 'part'
	s_max_u32 s15, s9, s14
	s_sub_u32 s9, s15, s14
	s_min_u32 s15, s9, s8                               ; 't' rows of this part
	s_and_b32 s8, s10, 3
	s_cmp_eq_u32 s8, 0                                  ; rows start aligned to 4 elements iff C % 4 == 0
	s_cselect_b32 s8, 1, 0
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
	v_mov_b32 v18, 0                                    ; identity of sum
	v_mov_b32 v19, 0                                    ; identity of sum
	v_mov_b32 v20, 0                                    ; identity of sum
	v_mov_b32 v21, 0                                    ; identity of sum
	v_mov_b32 v22, 0                                    ; identity of sum
	v_mov_b32 v23, 0                                    ; identity of sum
	v_mov_b32 v24, 0                                    ; identity of sum
	v_mov_b32 v25, 0                                    ; identity of sum
	v_mov_b32 v26, 0                                    ; identity of sum
	v_mov_b32 v27, 0                                    ; identity of sum
	v_mov_b32 v28, 0                                    ; identity of sum
	v_mov_b32 v29, 0                                    ; identity of sum
	v_mov_b32 v30, 0                                    ; identity of sum
	v_mov_b32 v31, 0                                    ; identity of sum
	v_mov_b32 v32, 0                                    ; identity of sum
	v_mov_b32 v33, 0                                    ; identity of sum
	s_cmp_ge_u32 s13, 64                                ; a whole chunk of 'c' (64) is in bounds
	s_cselect_b32 s9, 1, 0
	s_and_b32 s16, s9, s8
	s_cmp_ge_u32 s15, 0x80                              ; at least one whole chunk of 't'
	s_cselect_b32 s17, 1, 0
	s_sub_u32 s18, s15, 0x7f
	s_cmp_lg_u32 s17, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s19, s18, 0
	s_cmp_lg_u32 s16, 0
	s_cselect_b32 s16, s19, 0
	v_lshrrev_b32 v34, 4, v1
	v_mul_lo_u32 v35, s10, v34
	v_and_b32 v36, 15, v1
	v_lshlrev_b32 v37, 2, v36
	v_add_u32 v36, v35, v37
	v_lshlrev_b32 v35, 2, v36                           ; thread's byte offset in a chunk of 'dout'
	s_mul_i32 s18, s14, s10
	s_mul_hi_u32 s19, s14, s10
	s_lshl_b64 s[20:21], s[18:19], 2
	s_add_u32 s18, s4, s20                              ; 'dout' at this program
	s_addc_u32 s19, s5, s21
	s_mov_b32 s4, s12
	s_mov_b32 s5, 0
	s_lshl_b64 s[20:21], s[4:5], 2
	s_add_u32 s4, s18, s20                              ; 'dout' at this program
	s_addc_u32 s5, s19, s21
	s_mov_b32 s12, 0                                    ; chunks of 128 along 't': whole chunks
	s_cmp_ge_u32 s12, s16
	s_cbranch_scc1 .Lbias_grad_split_loop0_end
.Lbias_grad_split_loop0:
	s_mul_i32 s18, s12, s10
	s_mul_hi_u32 s19, s12, s10
	s_lshl_b64 s[22:23], s[18:19], 2
	s_add_u32 s18, s4, s22                              ; 'dout' at this chunk
	s_addc_u32 s19, s5, s23
	global_load_dwordx4 v[38:41], v35, s[18:19]         ; examples/bias_grad.kgen:5: 16-byte load of 'dout'
	s_mul_i32 s14, s10, 16
	s_lshl_b32 s22, s14, 2
	v_add_u32 v36, s22, v35
	global_load_dwordx4 v[42:45], v36, s[18:19]         ; examples/bias_grad.kgen:5: 16-byte load of 'dout'
	s_mul_i32 s14, s10, 32
	s_lshl_b32 s22, s14, 2
	v_add_u32 v36, s22, v35
	global_load_dwordx4 v[46:49], v36, s[18:19]         ; examples/bias_grad.kgen:5: 16-byte load of 'dout'
	s_mul_i32 s14, s10, 48
	s_lshl_b32 s22, s14, 2
	v_add_u32 v36, s22, v35
	global_load_dwordx4 v[50:53], v36, s[18:19]         ; examples/bias_grad.kgen:5: 16-byte load of 'dout'
	s_mul_i32 s14, s10, 64
	s_lshl_b32 s22, s14, 2
	v_add_u32 v36, s22, v35
	global_load_dwordx4 v[54:57], v36, s[18:19]         ; examples/bias_grad.kgen:5: 16-byte load of 'dout'
	s_mul_i32 s14, s10, 0x50
	s_lshl_b32 s22, s14, 2
	v_add_u32 v36, s22, v35
	global_load_dwordx4 v[58:61], v36, s[18:19]         ; examples/bias_grad.kgen:5: 16-byte load of 'dout'
	s_mul_i32 s14, s10, 0x60
	s_lshl_b32 s22, s14, 2
	v_add_u32 v36, s22, v35
	global_load_dwordx4 v[62:65], v36, s[18:19]         ; examples/bias_grad.kgen:5: 16-byte load of 'dout'
	s_mul_i32 s14, s10, 0x70
	s_lshl_b32 s22, s14, 2
	v_add_u32 v36, s22, v35
	global_load_dwordx4 v[66:69], v36, s[18:19]         ; examples/bias_grad.kgen:5: 16-byte load of 'dout'
	s_waitcnt vmcnt(7)
	v_add_f32 v2, v2, v38                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v3, v3, v39                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v4, v4, v40                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v5, v5, v41                               ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(6)
	v_add_f32 v6, v6, v42                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v7, v7, v43                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v8, v8, v44                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v9, v9, v45                               ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(5)
	v_add_f32 v10, v10, v46                             ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v11, v11, v47                             ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v12, v12, v48                             ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v13, v13, v49                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(4)
	v_add_f32 v14, v14, v50                             ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v15, v15, v51                             ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v16, v16, v52                             ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v17, v17, v53                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(3)
	v_add_f32 v18, v18, v54                             ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v19, v19, v55                             ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v20, v20, v56                             ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v21, v21, v57                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(2)
	v_add_f32 v22, v22, v58                             ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v23, v23, v59                             ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v24, v24, v60                             ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v25, v25, v61                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(1)
	v_add_f32 v26, v26, v62                             ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v27, v27, v63                             ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v28, v28, v64                             ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v29, v29, v65                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(0)
	v_add_f32 v30, v30, v66                             ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v31, v31, v67                             ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v32, v32, v68                             ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v33, v33, v69                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_add_u32 s12, s12, 0x80
	s_cmp_lt_u32 s12, s16
	s_cbranch_scc1 .Lbias_grad_split_loop0
.Lbias_grad_split_loop0_end:
	s_mov_b32 s14, s12                                  ; chunks of 128 along 't': the rest, masked
	s_cmp_ge_u32 s14, s15
	s_cbranch_scc1 .Lbias_grad_split_loop1_end
.Lbias_grad_split_loop1:
	s_sub_u32 s12, s15, s14
	s_mul_i32 s18, s14, s10
	s_mul_hi_u32 s19, s14, s10
	s_lshl_b64 s[22:23], s[18:19], 2
	s_add_u32 s18, s4, s22                              ; 'dout' at this chunk
	s_addc_u32 s19, s5, s23
	v_cmp_lt_u32 s[22:23], v37, s13                     ; 'c' element in bounds
	v_cmp_lt_u32 s[24:25], v34, s12                     ; 't' element in bounds
	s_and_b64 s[26:27], s[22:23], s[24:25]
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_137
	global_load_dword v36, v35, s[18:19]                ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[28:29]
	v_add_u32 v38, 1, v37
	v_cmp_lt_u32 s[28:29], v38, s13                     ; 'c' element in bounds
	s_and_b64 s[30:31], s[28:29], s[24:25]
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_141
	global_load_dword v38, v35, s[18:19] offset:4       ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[32:33]
	v_add_u32 v39, 2, v37
	v_cmp_lt_u32 s[32:33], v39, s13                     ; 'c' element in bounds
	s_and_b64 s[34:35], s[32:33], s[24:25]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_145
	global_load_dword v39, v35, s[18:19] offset:8       ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[36:37]
	v_add_u32 v40, 3, v37
	v_cmp_lt_u32 s[36:37], v40, s13                     ; 'c' element in bounds
	s_and_b64 s[38:39], s[36:37], s[24:25]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[38:39]               ; lanes where %vpred_149
	global_load_dword v40, v35, s[18:19] offset:12      ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[24:25]
	s_mul_i32 s16, s10, 16
	s_lshl_b32 s24, s16, 2
	v_add_u32 v41, s24, v35
	v_add_u32 v42, 16, v34
	v_cmp_lt_u32 s[24:25], v42, s12                     ; 't' element in bounds
	s_and_b64 s[40:41], s[22:23], s[24:25]
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_156
	global_load_dword v42, v41, s[18:19]                ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[42:43]
	s_and_b64 s[42:43], s[28:29], s[24:25]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_158
	global_load_dword v43, v41, s[18:19] offset:4       ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[44:45]
	s_and_b64 s[44:45], s[32:33], s[24:25]
	v_mov_b32 v44, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_160
	global_load_dword v44, v41, s[18:19] offset:8       ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[46:47]
	s_and_b64 s[46:47], s[36:37], s[24:25]
	v_mov_b32 v45, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[46:47]               ; lanes where %vpred_162
	global_load_dword v45, v41, s[18:19] offset:12      ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[24:25]
	s_mul_i32 s16, s10, 32
	s_lshl_b32 s24, s16, 2
	v_add_u32 v41, s24, v35
	v_add_u32 v46, 32, v34
	v_cmp_lt_u32 s[24:25], v46, s12                     ; 't' element in bounds
	s_and_b64 s[48:49], s[22:23], s[24:25]
	v_mov_b32 v46, 0                                    ; absent element
	s_and_saveexec_b64 s[50:51], s[48:49]               ; lanes where %vpred_169
	global_load_dword v46, v41, s[18:19]                ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[50:51]
	s_and_b64 s[50:51], s[28:29], s[24:25]
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[50:51]               ; lanes where %vpred_171
	global_load_dword v47, v41, s[18:19] offset:4       ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[52:53]
	s_and_b64 s[52:53], s[32:33], s[24:25]
	v_mov_b32 v48, 0                                    ; absent element
	s_and_saveexec_b64 s[54:55], s[52:53]               ; lanes where %vpred_173
	global_load_dword v48, v41, s[18:19] offset:8       ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[54:55]
	s_and_b64 s[54:55], s[36:37], s[24:25]
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[54:55]               ; lanes where %vpred_175
	global_load_dword v49, v41, s[18:19] offset:12      ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[24:25]
	s_mul_i32 s16, s10, 48
	s_lshl_b32 s24, s16, 2
	v_add_u32 v41, s24, v35
	v_add_u32 v50, 48, v34
	v_cmp_lt_u32 s[24:25], v50, s12                     ; 't' element in bounds
	s_and_b64 s[56:57], s[22:23], s[24:25]
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[58:59], s[56:57]               ; lanes where %vpred_182
	global_load_dword v50, v41, s[18:19]                ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[58:59]
	s_and_b64 s[58:59], s[28:29], s[24:25]
	v_mov_b32 v51, 0                                    ; absent element
	s_and_saveexec_b64 s[60:61], s[58:59]               ; lanes where %vpred_184
	global_load_dword v51, v41, s[18:19] offset:4       ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[60:61]
	s_and_b64 s[60:61], s[32:33], s[24:25]
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[62:63], s[60:61]               ; lanes where %vpred_186
	global_load_dword v52, v41, s[18:19] offset:8       ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[62:63]
	s_and_b64 s[62:63], s[36:37], s[24:25]
	v_mov_b32 v53, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[62:63]               ; lanes where %vpred_188
	global_load_dword v53, v41, s[18:19] offset:12      ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[24:25]
	s_mul_i32 s16, s10, 64
	s_lshl_b32 s24, s16, 2
	v_add_u32 v41, s24, v35
	v_add_u32 v54, 64, v34
	v_cmp_lt_u32 s[24:25], v54, s12                     ; 't' element in bounds
	s_and_b64 s[64:65], s[22:23], s[24:25]
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[64:65]               ; lanes where %vpred_195
	global_load_dword v54, v41, s[18:19]                ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[66:67]
	s_and_b64 s[66:67], s[28:29], s[24:25]
	v_mov_b32 v55, 0                                    ; absent element
	s_and_saveexec_b64 s[68:69], s[66:67]               ; lanes where %vpred_197
	global_load_dword v55, v41, s[18:19] offset:4       ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[68:69]
	s_and_b64 s[68:69], s[32:33], s[24:25]
	v_mov_b32 v56, 0                                    ; absent element
	s_and_saveexec_b64 s[70:71], s[68:69]               ; lanes where %vpred_199
	global_load_dword v56, v41, s[18:19] offset:8       ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[70:71]
	s_and_b64 s[70:71], s[36:37], s[24:25]
	v_mov_b32 v57, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[70:71]               ; lanes where %vpred_201
	global_load_dword v57, v41, s[18:19] offset:12      ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[24:25]
	s_mul_i32 s16, s10, 0x50
	s_lshl_b32 s24, s16, 2
	v_add_u32 v41, s24, v35
	v_add_u32 v58, 0x50, v34
	v_cmp_lt_u32 s[24:25], v58, s12                     ; 't' element in bounds
	s_and_b64 s[72:73], s[22:23], s[24:25]
	v_mov_b32 v58, 0                                    ; absent element
	s_and_saveexec_b64 s[74:75], s[72:73]               ; lanes where %vpred_208
	global_load_dword v58, v41, s[18:19]                ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[74:75]
	s_and_b64 s[74:75], s[28:29], s[24:25]
	v_mov_b32 v59, 0                                    ; absent element
	s_and_saveexec_b64 s[76:77], s[74:75]               ; lanes where %vpred_210
	global_load_dword v59, v41, s[18:19] offset:4       ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[76:77]
	s_and_b64 s[76:77], s[32:33], s[24:25]
	v_mov_b32 v60, 0                                    ; absent element
	s_and_saveexec_b64 s[78:79], s[76:77]               ; lanes where %vpred_212
	global_load_dword v60, v41, s[18:19] offset:8       ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[78:79]
	s_and_b64 s[78:79], s[36:37], s[24:25]
	v_mov_b32 v61, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[78:79]               ; lanes where %vpred_214
	global_load_dword v61, v41, s[18:19] offset:12      ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[24:25]
	s_mul_i32 s16, s10, 0x60
	s_lshl_b32 s24, s16, 2
	v_add_u32 v41, s24, v35
	v_add_u32 v62, 0x60, v34
	v_cmp_lt_u32 s[24:25], v62, s12                     ; 't' element in bounds
	s_and_b64 s[80:81], s[22:23], s[24:25]
	v_mov_b32 v62, 0                                    ; absent element
	s_and_saveexec_b64 s[82:83], s[80:81]               ; lanes where %vpred_221
	global_load_dword v62, v41, s[18:19]                ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[82:83]
	s_and_b64 s[82:83], s[28:29], s[24:25]
	v_mov_b32 v63, 0                                    ; absent element
	s_and_saveexec_b64 s[84:85], s[82:83]               ; lanes where %vpred_223
	global_load_dword v63, v41, s[18:19] offset:4       ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[84:85]
	s_and_b64 s[84:85], s[32:33], s[24:25]
	v_mov_b32 v64, 0                                    ; absent element
	s_and_saveexec_b64 s[86:87], s[84:85]               ; lanes where %vpred_225
	global_load_dword v64, v41, s[18:19] offset:8       ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[86:87]
	s_and_b64 s[86:87], s[36:37], s[24:25]
	v_mov_b32 v65, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[86:87]               ; lanes where %vpred_227
	global_load_dword v65, v41, s[18:19] offset:12      ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[24:25]
	s_mul_i32 s16, s10, 0x70
	s_lshl_b32 s24, s16, 2
	v_add_u32 v41, s24, v35
	v_add_u32 v66, 0x70, v34
	v_cmp_lt_u32 s[24:25], v66, s12                     ; 't' element in bounds
	s_and_b64 s[88:89], s[22:23], s[24:25]
	v_mov_b32 v66, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[88:89]               ; lanes where %vpred_234
	global_load_dword v66, v41, s[18:19]                ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[22:23]
	s_and_b64 s[22:23], s[28:29], s[24:25]
	v_mov_b32 v67, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[22:23]               ; lanes where %vpred_236
	global_load_dword v67, v41, s[18:19] offset:4       ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[28:29]
	s_and_b64 s[28:29], s[32:33], s[24:25]
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_238
	global_load_dword v68, v41, s[18:19] offset:8       ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[32:33]
	s_and_b64 s[32:33], s[36:37], s[24:25]
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[32:33]               ; lanes where %vpred_240
	global_load_dword v69, v41, s[18:19] offset:12      ; examples/bias_grad.kgen:5: load of 'dout'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(31)
	v_cndmask_b32 v41, 0, v36, s[26:27]                 ; absent elements contribute the identity
	v_add_f32 v2, v2, v41                               ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(30)
	v_cndmask_b32 v36, 0, v38, s[30:31]                 ; absent elements contribute the identity
	v_add_f32 v3, v3, v36                               ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(29)
	v_cndmask_b32 v36, 0, v39, s[34:35]                 ; absent elements contribute the identity
	v_add_f32 v4, v4, v36                               ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(28)
	v_cndmask_b32 v36, 0, v40, s[38:39]                 ; absent elements contribute the identity
	v_add_f32 v5, v5, v36                               ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(27)
	v_cndmask_b32 v36, 0, v42, s[40:41]                 ; absent elements contribute the identity
	v_add_f32 v6, v6, v36                               ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(26)
	v_cndmask_b32 v36, 0, v43, s[42:43]                 ; absent elements contribute the identity
	v_add_f32 v7, v7, v36                               ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(25)
	v_cndmask_b32 v36, 0, v44, s[44:45]                 ; absent elements contribute the identity
	v_add_f32 v8, v8, v36                               ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(24)
	v_cndmask_b32 v36, 0, v45, s[46:47]                 ; absent elements contribute the identity
	v_add_f32 v9, v9, v36                               ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(23)
	v_cndmask_b32 v36, 0, v46, s[48:49]                 ; absent elements contribute the identity
	v_add_f32 v10, v10, v36                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(22)
	v_cndmask_b32 v36, 0, v47, s[50:51]                 ; absent elements contribute the identity
	v_add_f32 v11, v11, v36                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(21)
	v_cndmask_b32 v36, 0, v48, s[52:53]                 ; absent elements contribute the identity
	v_add_f32 v12, v12, v36                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(20)
	v_cndmask_b32 v36, 0, v49, s[54:55]                 ; absent elements contribute the identity
	v_add_f32 v13, v13, v36                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(19)
	v_cndmask_b32 v36, 0, v50, s[56:57]                 ; absent elements contribute the identity
	v_add_f32 v14, v14, v36                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(18)
	v_cndmask_b32 v36, 0, v51, s[58:59]                 ; absent elements contribute the identity
	v_add_f32 v15, v15, v36                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(17)
	v_cndmask_b32 v36, 0, v52, s[60:61]                 ; absent elements contribute the identity
	v_add_f32 v16, v16, v36                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(16)
	v_cndmask_b32 v36, 0, v53, s[62:63]                 ; absent elements contribute the identity
	v_add_f32 v17, v17, v36                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(15)
	v_cndmask_b32 v36, 0, v54, s[64:65]                 ; absent elements contribute the identity
	v_add_f32 v18, v18, v36                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(14)
	v_cndmask_b32 v36, 0, v55, s[66:67]                 ; absent elements contribute the identity
	v_add_f32 v19, v19, v36                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(13)
	v_cndmask_b32 v36, 0, v56, s[68:69]                 ; absent elements contribute the identity
	v_add_f32 v20, v20, v36                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(12)
	v_cndmask_b32 v36, 0, v57, s[70:71]                 ; absent elements contribute the identity
	v_add_f32 v21, v21, v36                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(11)
	v_cndmask_b32 v36, 0, v58, s[72:73]                 ; absent elements contribute the identity
	v_add_f32 v22, v22, v36                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(10)
	v_cndmask_b32 v36, 0, v59, s[74:75]                 ; absent elements contribute the identity
	v_add_f32 v23, v23, v36                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(9)
	v_cndmask_b32 v36, 0, v60, s[76:77]                 ; absent elements contribute the identity
	v_add_f32 v24, v24, v36                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(8)
	v_cndmask_b32 v36, 0, v61, s[78:79]                 ; absent elements contribute the identity
	v_add_f32 v25, v25, v36                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(7)
	v_cndmask_b32 v36, 0, v62, s[80:81]                 ; absent elements contribute the identity
	v_add_f32 v26, v26, v36                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(6)
	v_cndmask_b32 v36, 0, v63, s[82:83]                 ; absent elements contribute the identity
	v_add_f32 v27, v27, v36                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(5)
	v_cndmask_b32 v36, 0, v64, s[84:85]                 ; absent elements contribute the identity
	v_add_f32 v28, v28, v36                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(4)
	v_cndmask_b32 v36, 0, v65, s[86:87]                 ; absent elements contribute the identity
	v_add_f32 v29, v29, v36                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(3)
	v_cndmask_b32 v36, 0, v66, s[88:89]                 ; absent elements contribute the identity
	v_add_f32 v30, v30, v36                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(2)
	v_cndmask_b32 v36, 0, v67, s[22:23]                 ; absent elements contribute the identity
	v_add_f32 v31, v31, v36                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(1)
	v_cndmask_b32 v36, 0, v68, s[28:29]                 ; absent elements contribute the identity
	v_add_f32 v32, v32, v36                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(0)
	v_cndmask_b32 v36, 0, v69, s[32:33]                 ; absent elements contribute the identity
	v_add_f32 v33, v33, v36                             ; sum over 't' (examples/bias_grad.kgen:5)
	s_add_u32 s14, s14, 0x80
	s_cmp_lt_u32 s14, s15
	s_cbranch_scc1 .Lbias_grad_split_loop1
.Lbias_grad_split_loop1_end:
	v_add_f32 v34, v2, v6                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v2, v3, v7                                ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v3, v4, v8                                ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v4, v5, v9                                ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v5, v34, v10                              ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v6, v2, v11                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v2, v3, v12                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v3, v4, v13                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v4, v5, v14                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v5, v6, v15                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v6, v2, v16                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v2, v3, v17                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v3, v4, v18                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v4, v5, v19                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v5, v6, v20                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v6, v2, v21                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v2, v3, v22                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v3, v4, v23                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v4, v5, v24                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v5, v6, v25                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v6, v2, v26                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v2, v3, v27                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v3, v4, v28                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v4, v5, v29                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v5, v6, v30                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v6, v2, v31                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v2, v3, v32                               ; sum over 't' (examples/bias_grad.kgen:5)
	v_add_f32 v3, v4, v33                               ; sum over 't' (examples/bias_grad.kgen:5)
	ds_swizzle_b32 v4, v5 offset:swizzle(SWAP,16)       ; sum over 't' (examples/bias_grad.kgen:5): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v7, v5, v4
	ds_swizzle_b32 v4, v6 offset:swizzle(SWAP,16)       ; sum over 't' (examples/bias_grad.kgen:5): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v5, v6, v4
	ds_swizzle_b32 v4, v2 offset:swizzle(SWAP,16)       ; sum over 't' (examples/bias_grad.kgen:5): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v6, v2, v4
	ds_swizzle_b32 v2, v3 offset:swizzle(SWAP,16)       ; sum over 't' (examples/bias_grad.kgen:5): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v3, v2
	v_and_b32 v2, 63, v0                                ; sum over 't' (examples/bias_grad.kgen:5): lanes 32 apart
	v_xor_b32 v2, 32, v2
	v_lshlrev_b32 v2, 2, v2
	ds_bpermute_b32 v3, v2, v7
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v7, v3
	v_and_b32 v3, 63, v0                                ; sum over 't' (examples/bias_grad.kgen:5): lanes 32 apart
	v_xor_b32 v3, 32, v3
	v_lshlrev_b32 v3, 2, v3
	ds_bpermute_b32 v7, v3, v5
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v5, v7
	v_and_b32 v5, 63, v0                                ; sum over 't' (examples/bias_grad.kgen:5): lanes 32 apart
	v_xor_b32 v5, 32, v5
	v_lshlrev_b32 v5, 2, v5
	ds_bpermute_b32 v7, v5, v6
	s_waitcnt lgkmcnt(0)
	v_add_f32 v5, v6, v7
	v_and_b32 v6, 63, v0                                ; sum over 't' (examples/bias_grad.kgen:5): lanes 32 apart
	v_xor_b32 v6, 32, v6
	v_lshlrev_b32 v6, 2, v6
	ds_bpermute_b32 v7, v6, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32 v6, v4, v7
	v_lshrrev_b32 v4, 6, v1
	v_and_b32 v7, 1, v4
	v_lshrrev_b32 v4, 7, v1
	v_and_b32 v8, 1, v4
	v_lshlrev_b32 v4, 1, v8
	v_or_b32 v8, v7, v4                                 ; warp group along 't'
	v_mul_lo_u32 v4, 64, v8
	v_add_u32 v7, v4, v37
	v_lshlrev_b32 v4, 2, v7
	v_lshlrev_b32 v7, 2, v37
	v_and_b32 v8, 48, v1
	v_cmp_eq_u32 s[4:5], v8, 0                          ; one lane per warp group and element publishes
	s_and_saveexec_b64 s[14:15], s[4:5]                 ; lanes where %vpred_329
	ds_write_b32 v4, v2                                 ; sum over 't' (examples/bias_grad.kgen:5): this warp group's partial
	ds_write_b32 v4, v3 offset:4                        ; sum over 't' (examples/bias_grad.kgen:5): this warp group's partial
	ds_write_b32 v4, v5 offset:8                        ; sum over 't' (examples/bias_grad.kgen:5): this warp group's partial
	ds_write_b32 v4, v6 offset:12                       ; sum over 't' (examples/bias_grad.kgen:5): this warp group's partial
	s_mov_b64 exec, s[14:15]
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
	s_and_b32 s4, s9, s17
	s_and_b32 s5, s4, s8
	v_and_b32 v2, 0xf0, v1
	v_cmp_eq_u32 s[8:9], v2, 0                          ; one thread of each group of copies
	s_mul_i32 s14, s11, s10
	s_mul_hi_u32 s15, s11, s10
	s_lshl_b64 s[10:11], s[14:15], 2
	s_add_u32 s14, s6, s10                              ; 'partial0' at this program
	s_addc_u32 s15, s7, s11
	s_add_u32 s6, s14, s20                              ; 'partial0' at this program
	s_addc_u32 s7, s15, s21
	s_cmp_eq_u32 s5, 0                                  ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lbias_grad_split_if0_else
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_362
	global_store_dword v7, v4, s[6:7]                   ; examples/bias_grad.kgen:5: store to 'partial0'
	global_store_dword v7, v5, s[6:7] offset:4          ; examples/bias_grad.kgen:5: store to 'partial0'
	global_store_dword v7, v6, s[6:7] offset:8          ; examples/bias_grad.kgen:5: store to 'partial0'
	global_store_dword v7, v8, s[6:7] offset:12         ; examples/bias_grad.kgen:5: store to 'partial0'
	s_mov_b64 exec, s[4:5]
	s_branch .Lbias_grad_split_if0_end
.Lbias_grad_split_if0_else:
	v_cmp_lt_u32 s[4:5], v37, s13                       ; 'c' element in bounds
	s_and_b64 s[10:11], s[4:5], s[8:9]
	s_and_saveexec_b64 s[4:5], s[10:11]                 ; lanes where %vpred_368
	global_store_dword v7, v4, s[6:7]                   ; examples/bias_grad.kgen:5: store to 'partial0'
	s_mov_b64 exec, s[4:5]
	v_add_u32 v1, 1, v37
	v_cmp_lt_u32 s[4:5], v1, s13                        ; 'c' element in bounds
	s_and_b64 s[10:11], s[4:5], s[8:9]
	s_and_saveexec_b64 s[4:5], s[10:11]                 ; lanes where %vpred_371
	global_store_dword v7, v5, s[6:7] offset:4          ; examples/bias_grad.kgen:5: store to 'partial0'
	s_mov_b64 exec, s[4:5]
	v_add_u32 v1, 2, v37
	v_cmp_lt_u32 s[4:5], v1, s13                        ; 'c' element in bounds
	s_and_b64 s[10:11], s[4:5], s[8:9]
	s_and_saveexec_b64 s[4:5], s[10:11]                 ; lanes where %vpred_374
	global_store_dword v7, v6, s[6:7] offset:8          ; examples/bias_grad.kgen:5: store to 'partial0'
	s_mov_b64 exec, s[4:5]
	v_add_u32 v1, 3, v37
	v_cmp_lt_u32 s[4:5], v1, s13                        ; 'c' element in bounds
	s_and_b64 s[10:11], s[4:5], s[8:9]
	s_and_saveexec_b64 s[4:5], s[10:11]                 ; lanes where %vpred_377
	global_store_dword v7, v8, s[6:7] offset:12         ; examples/bias_grad.kgen:5: store to 'partial0'
	s_mov_b64 exec, s[4:5]
.Lbias_grad_split_if0_end:
	s_endpgm
.Lfunc_end_bias_grad_split:
	.size	bias_grad_split, .Lfunc_end_bias_grad_split-bias_grad_split

; kernel bias_grad_split_fold: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel bias_grad_split_fold from examples/bias_grad.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: c
;   chunk: part: 32, c: 64; walked in chunks: part
;   layout: part:32 x c:64: reg[c1 c2 part16] lane[c4 c8 c16 c32 part1 part2] warp[part4 part8]
;     (fastest axis 'c', 4 contiguous elements per thread)
;   fastest axis 'c': most bytes of plain accesses are contiguous along it
;   vector 4: 16-byte accesses of 4-byte elements
;   walk 'part' in chunks of 32: its extent is known only at launch
;   value layouts (the dominant layout sliced to each value's axes):
;     L0 [part, c]: part:32 x c:64: reg[c1 c2 part16] lane[c4 c8 c16 c32 part1 part2] warp[part4 part8]
;     L1 [c]: c:64: reg[c1 c2 0] lane[c4 c8 c16 c32 0 0] warp[0 0]
;       5:16 load partial0 -> L0; 5:16 reduce sum -> L1
;   phase 1 (walking 'part' in chunks of 32): sum over 'part' (5:16)
; resources: 22 VGPRs, 0 AGPRs, 42 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 1024 bytes LDS, 36 bytes of arguments, 256 threads
;   arg dout: tensor f32 at 0 (read-only)
;   arg dbias: tensor f32 at 8
;   arg partial0: tensor f32 at 16 (read-only)
;   arg T: dim i32 at 24
;   arg C: dim i32 at 28
;   arg parts: dim i32 at 32
; s[0:1] kernarg pointer, s2 workgroup id x, v0 work-item id
	.text
	.globl	bias_grad_split_fold
	.p2align	8
	.type	bias_grad_split_fold,@function
bias_grad_split_fold:
	s_load_dwordx2 s[4:5], s[0:1], 0x8                  ; argument dbias
	s_load_dwordx2 s[6:7], s[0:1], 0x10                 ; argument partial0
	s_load_dword s3, s[0:1], 0x1c                       ; argument C
	s_load_dword s8, s[0:1], 0x20                       ; argument parts
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s9, s2                                    ; program index along 'c'
	s_mul_i32 s10, s9, 64                               ; first 'c' of this program's tile (64)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s9, s3, s10
	s_min_u32 s11, s9, 64                               ; 'c' elements in this tile
	s_and_b32 s9, s3, 3
	s_cmp_eq_u32 s9, 0                                  ; rows start aligned to 4 elements iff C % 4 == 0
	s_cselect_b32 s9, 1, 0
	v_mov_b32 v2, 0                                     ; identity of sum
	v_mov_b32 v3, 0                                     ; identity of sum
	v_mov_b32 v4, 0                                     ; identity of sum
	v_mov_b32 v5, 0                                     ; identity of sum
	v_mov_b32 v6, 0                                     ; identity of sum
	v_mov_b32 v7, 0                                     ; identity of sum
	v_mov_b32 v8, 0                                     ; identity of sum
	v_mov_b32 v9, 0                                     ; identity of sum
	s_cmp_ge_u32 s11, 64                                ; a whole chunk of 'c' (64) is in bounds
	s_cselect_b32 s12, 1, 0
	s_and_b32 s13, s12, s9
	s_cmp_ge_u32 s8, 32                                 ; at least one whole chunk of 'part'
	s_cselect_b32 s14, 1, 0
	s_sub_u32 s15, s8, 31
	s_cmp_lg_u32 s14, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s16, s15, 0
	s_cmp_lg_u32 s13, 0
	s_cselect_b32 s13, s16, 0
	v_lshrrev_b32 v10, 4, v1
	v_mul_lo_u32 v11, s3, v10
	v_and_b32 v12, 15, v1
	v_lshlrev_b32 v13, 2, v12
	v_add_u32 v12, v11, v13
	v_lshlrev_b32 v11, 2, v12                           ; thread's byte offset in a chunk of 'partial0'
	s_mov_b32 s16, s10
	s_mov_b32 s17, 0
	s_lshl_b64 s[18:19], s[16:17], 2
	s_add_u32 s16, s6, s18                              ; 'partial0' at this program
	s_addc_u32 s17, s7, s19
	s_mov_b32 s6, 0                                     ; chunks of 32 along 'part': whole chunks
	s_cmp_ge_u32 s6, s13
	s_cbranch_scc1 .Lbias_grad_split_fold_loop0_end
.Lbias_grad_split_fold_loop0:
	s_mul_i32 s20, s6, s3
	s_mul_hi_u32 s21, s6, s3
	s_lshl_b64 s[22:23], s[20:21], 2
	s_add_u32 s20, s16, s22                             ; 'partial0' at this chunk
	s_addc_u32 s21, s17, s23
	global_load_dwordx4 v[14:17], v11, s[20:21]         ; examples/bias_grad.kgen:5: 16-byte load of 'partial0'
	s_mul_i32 s7, s3, 16
	s_lshl_b32 s10, s7, 2
	v_add_u32 v12, s10, v11
	global_load_dwordx4 v[18:21], v12, s[20:21]         ; examples/bias_grad.kgen:5: 16-byte load of 'partial0'
	s_waitcnt vmcnt(1)
	v_add_f32 v2, v2, v14                               ; sum over 'part' (examples/bias_grad.kgen:5)
	v_add_f32 v3, v3, v15                               ; sum over 'part' (examples/bias_grad.kgen:5)
	v_add_f32 v4, v4, v16                               ; sum over 'part' (examples/bias_grad.kgen:5)
	v_add_f32 v5, v5, v17                               ; sum over 'part' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(0)
	v_add_f32 v6, v6, v18                               ; sum over 'part' (examples/bias_grad.kgen:5)
	v_add_f32 v7, v7, v19                               ; sum over 'part' (examples/bias_grad.kgen:5)
	v_add_f32 v8, v8, v20                               ; sum over 'part' (examples/bias_grad.kgen:5)
	v_add_f32 v9, v9, v21                               ; sum over 'part' (examples/bias_grad.kgen:5)
	s_add_u32 s6, s6, 32
	s_cmp_lt_u32 s6, s13
	s_cbranch_scc1 .Lbias_grad_split_fold_loop0
.Lbias_grad_split_fold_loop0_end:
	s_mov_b32 s7, s6                                    ; chunks of 32 along 'part': the rest, masked
	s_cmp_ge_u32 s7, s8
	s_cbranch_scc1 .Lbias_grad_split_fold_loop1_end
.Lbias_grad_split_fold_loop1:
	s_sub_u32 s6, s8, s7
	s_mul_i32 s20, s7, s3
	s_mul_hi_u32 s21, s7, s3
	s_lshl_b64 s[22:23], s[20:21], 2
	s_add_u32 s20, s16, s22                             ; 'partial0' at this chunk
	s_addc_u32 s21, s17, s23
	v_cmp_lt_u32 s[22:23], v10, s6                      ; 'part' element in bounds
	v_cmp_lt_u32 s[24:25], v13, s11                     ; 'c' element in bounds
	s_and_b64 s[26:27], s[22:23], s[24:25]
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_60
	global_load_dword v12, v11, s[20:21]                ; examples/bias_grad.kgen:5: load of 'partial0'
	s_mov_b64 exec, s[28:29]
	v_add_u32 v14, 1, v13
	v_cmp_lt_u32 s[28:29], v14, s11                     ; 'c' element in bounds
	s_and_b64 s[30:31], s[22:23], s[28:29]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_64
	global_load_dword v14, v11, s[20:21] offset:4       ; examples/bias_grad.kgen:5: load of 'partial0'
	s_mov_b64 exec, s[32:33]
	v_add_u32 v15, 2, v13
	v_cmp_lt_u32 s[32:33], v15, s11                     ; 'c' element in bounds
	s_and_b64 s[34:35], s[22:23], s[32:33]
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_68
	global_load_dword v15, v11, s[20:21] offset:8       ; examples/bias_grad.kgen:5: load of 'partial0'
	s_mov_b64 exec, s[36:37]
	v_add_u32 v16, 3, v13
	v_cmp_lt_u32 s[36:37], v16, s11                     ; 'c' element in bounds
	s_and_b64 s[38:39], s[22:23], s[36:37]
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[38:39]               ; lanes where %vpred_72
	global_load_dword v16, v11, s[20:21] offset:12      ; examples/bias_grad.kgen:5: load of 'partial0'
	s_mov_b64 exec, s[22:23]
	s_mul_i32 s10, s3, 16
	s_lshl_b32 s13, s10, 2
	v_add_u32 v17, s13, v11
	v_add_u32 v18, 16, v10
	v_cmp_lt_u32 s[22:23], v18, s6                      ; 'part' element in bounds
	s_and_b64 s[40:41], s[22:23], s[24:25]
	v_mov_b32 v18, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[40:41]               ; lanes where %vpred_79
	global_load_dword v18, v17, s[20:21]                ; examples/bias_grad.kgen:5: load of 'partial0'
	s_mov_b64 exec, s[24:25]
	s_and_b64 s[24:25], s[22:23], s[28:29]
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[24:25]               ; lanes where %vpred_81
	global_load_dword v19, v17, s[20:21] offset:4       ; examples/bias_grad.kgen:5: load of 'partial0'
	s_mov_b64 exec, s[28:29]
	s_and_b64 s[28:29], s[22:23], s[32:33]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_83
	global_load_dword v20, v17, s[20:21] offset:8       ; examples/bias_grad.kgen:5: load of 'partial0'
	s_mov_b64 exec, s[32:33]
	s_and_b64 s[32:33], s[22:23], s[36:37]
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_85
	global_load_dword v21, v17, s[20:21] offset:12      ; examples/bias_grad.kgen:5: load of 'partial0'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(7)
	v_cndmask_b32 v17, 0, v12, s[26:27]                 ; absent elements contribute the identity
	v_add_f32 v2, v2, v17                               ; sum over 'part' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(6)
	v_cndmask_b32 v12, 0, v14, s[30:31]                 ; absent elements contribute the identity
	v_add_f32 v3, v3, v12                               ; sum over 'part' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(5)
	v_cndmask_b32 v12, 0, v15, s[34:35]                 ; absent elements contribute the identity
	v_add_f32 v4, v4, v12                               ; sum over 'part' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(4)
	v_cndmask_b32 v12, 0, v16, s[38:39]                 ; absent elements contribute the identity
	v_add_f32 v5, v5, v12                               ; sum over 'part' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(3)
	v_cndmask_b32 v12, 0, v18, s[40:41]                 ; absent elements contribute the identity
	v_add_f32 v6, v6, v12                               ; sum over 'part' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(2)
	v_cndmask_b32 v12, 0, v19, s[24:25]                 ; absent elements contribute the identity
	v_add_f32 v7, v7, v12                               ; sum over 'part' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(1)
	v_cndmask_b32 v12, 0, v20, s[28:29]                 ; absent elements contribute the identity
	v_add_f32 v8, v8, v12                               ; sum over 'part' (examples/bias_grad.kgen:5)
	s_waitcnt vmcnt(0)
	v_cndmask_b32 v12, 0, v21, s[32:33]                 ; absent elements contribute the identity
	v_add_f32 v9, v9, v12                               ; sum over 'part' (examples/bias_grad.kgen:5)
	s_add_u32 s7, s7, 32
	s_cmp_lt_u32 s7, s8
	s_cbranch_scc1 .Lbias_grad_split_fold_loop1
.Lbias_grad_split_fold_loop1_end:
	v_add_f32 v10, v2, v6                               ; sum over 'part' (examples/bias_grad.kgen:5)
	v_add_f32 v2, v3, v7                                ; sum over 'part' (examples/bias_grad.kgen:5)
	v_add_f32 v3, v4, v8                                ; sum over 'part' (examples/bias_grad.kgen:5)
	v_add_f32 v4, v5, v9                                ; sum over 'part' (examples/bias_grad.kgen:5)
	ds_swizzle_b32 v5, v10 offset:swizzle(SWAP,16)      ; sum over 'part' (examples/bias_grad.kgen:5): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v6, v10, v5
	ds_swizzle_b32 v5, v2 offset:swizzle(SWAP,16)       ; sum over 'part' (examples/bias_grad.kgen:5): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v7, v2, v5
	ds_swizzle_b32 v2, v3 offset:swizzle(SWAP,16)       ; sum over 'part' (examples/bias_grad.kgen:5): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v5, v3, v2
	ds_swizzle_b32 v2, v4 offset:swizzle(SWAP,16)       ; sum over 'part' (examples/bias_grad.kgen:5): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v4, v2
	v_and_b32 v2, 63, v0                                ; sum over 'part' (examples/bias_grad.kgen:5): lanes 32 apart
	v_xor_b32 v2, 32, v2
	v_lshlrev_b32 v2, 2, v2
	ds_bpermute_b32 v4, v2, v6
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v6, v4
	v_and_b32 v4, 63, v0                                ; sum over 'part' (examples/bias_grad.kgen:5): lanes 32 apart
	v_xor_b32 v4, 32, v4
	v_lshlrev_b32 v4, 2, v4
	ds_bpermute_b32 v6, v4, v7
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v7, v6
	v_and_b32 v6, 63, v0                                ; sum over 'part' (examples/bias_grad.kgen:5): lanes 32 apart
	v_xor_b32 v6, 32, v6
	v_lshlrev_b32 v6, 2, v6
	ds_bpermute_b32 v7, v6, v5
	s_waitcnt lgkmcnt(0)
	v_add_f32 v6, v5, v7
	v_and_b32 v5, 63, v0                                ; sum over 'part' (examples/bias_grad.kgen:5): lanes 32 apart
	v_xor_b32 v5, 32, v5
	v_lshlrev_b32 v5, 2, v5
	ds_bpermute_b32 v7, v5, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v5, v3, v7
	v_lshrrev_b32 v3, 6, v1
	v_and_b32 v7, 1, v3
	v_lshrrev_b32 v3, 7, v1
	v_and_b32 v8, 1, v3
	v_lshlrev_b32 v3, 1, v8
	v_or_b32 v8, v7, v3                                 ; warp group along 'part'
	v_mul_lo_u32 v3, 64, v8
	v_add_u32 v7, v3, v13
	v_lshlrev_b32 v3, 2, v7
	v_lshlrev_b32 v7, 2, v13
	v_and_b32 v8, 48, v1
	v_cmp_eq_u32 s[6:7], v8, 0                          ; one lane per warp group and element publishes
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_126
	ds_write_b32 v3, v2                                 ; sum over 'part' (examples/bias_grad.kgen:5): this warp group's partial
	ds_write_b32 v3, v4 offset:4                        ; sum over 'part' (examples/bias_grad.kgen:5): this warp group's partial
	ds_write_b32 v3, v6 offset:8                        ; sum over 'part' (examples/bias_grad.kgen:5): this warp group's partial
	ds_write_b32 v3, v5 offset:12                       ; sum over 'part' (examples/bias_grad.kgen:5): this warp group's partial
	s_mov_b64 exec, s[16:17]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v2, v7                                  ; sum over 'part' (examples/bias_grad.kgen:5): warp group 0
	ds_read_b32 v3, v7 offset:256                       ; sum over 'part' (examples/bias_grad.kgen:5): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v2, v3
	ds_read_b32 v2, v7 offset:512                       ; sum over 'part' (examples/bias_grad.kgen:5): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v4, v2
	ds_read_b32 v2, v7 offset:768                       ; sum over 'part' (examples/bias_grad.kgen:5): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v3, v2
	ds_read_b32 v2, v7 offset:4                         ; sum over 'part' (examples/bias_grad.kgen:5): warp group 0
	ds_read_b32 v3, v7 offset:260                       ; sum over 'part' (examples/bias_grad.kgen:5): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v5, v2, v3
	ds_read_b32 v2, v7 offset:516                       ; sum over 'part' (examples/bias_grad.kgen:5): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v5, v2
	ds_read_b32 v2, v7 offset:772                       ; sum over 'part' (examples/bias_grad.kgen:5): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v5, v3, v2
	ds_read_b32 v2, v7 offset:8                         ; sum over 'part' (examples/bias_grad.kgen:5): warp group 0
	ds_read_b32 v3, v7 offset:264                       ; sum over 'part' (examples/bias_grad.kgen:5): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v6, v2, v3
	ds_read_b32 v2, v7 offset:520                       ; sum over 'part' (examples/bias_grad.kgen:5): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v6, v2
	ds_read_b32 v2, v7 offset:776                       ; sum over 'part' (examples/bias_grad.kgen:5): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v6, v3, v2
	ds_read_b32 v2, v7 offset:12                        ; sum over 'part' (examples/bias_grad.kgen:5): warp group 0
	ds_read_b32 v3, v7 offset:268                       ; sum over 'part' (examples/bias_grad.kgen:5): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v2, v3
	ds_read_b32 v2, v7 offset:524                       ; sum over 'part' (examples/bias_grad.kgen:5): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v8, v2
	ds_read_b32 v2, v7 offset:780                       ; sum over 'part' (examples/bias_grad.kgen:5): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v3, v2
	s_and_b32 s3, s12, s14
	s_and_b32 s6, s3, s9
	v_and_b32 v2, 0xf0, v1
	v_cmp_eq_u32 s[8:9], v2, 0                          ; one thread of each group of copies
	s_add_u32 s12, s4, s18                              ; 'dbias' at this program
	s_addc_u32 s13, s5, s19
	s_cmp_eq_u32 s6, 0                                  ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lbias_grad_split_fold_if0_else
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_158
	global_store_dword v7, v4, s[12:13]                 ; examples/bias_grad.kgen:5: store to 'dbias'
	global_store_dword v7, v5, s[12:13] offset:4        ; examples/bias_grad.kgen:5: store to 'dbias'
	global_store_dword v7, v6, s[12:13] offset:8        ; examples/bias_grad.kgen:5: store to 'dbias'
	global_store_dword v7, v8, s[12:13] offset:12       ; examples/bias_grad.kgen:5: store to 'dbias'
	s_mov_b64 exec, s[4:5]
	s_branch .Lbias_grad_split_fold_if0_end
.Lbias_grad_split_fold_if0_else:
	v_cmp_lt_u32 s[4:5], v13, s11                       ; 'c' element in bounds
	s_and_b64 s[6:7], s[4:5], s[8:9]
	s_and_saveexec_b64 s[4:5], s[6:7]                   ; lanes where %vpred_161
	global_store_dword v7, v4, s[12:13]                 ; examples/bias_grad.kgen:5: store to 'dbias'
	s_mov_b64 exec, s[4:5]
	v_add_u32 v1, 1, v13
	v_cmp_lt_u32 s[4:5], v1, s11                        ; 'c' element in bounds
	s_and_b64 s[6:7], s[4:5], s[8:9]
	s_and_saveexec_b64 s[4:5], s[6:7]                   ; lanes where %vpred_164
	global_store_dword v7, v5, s[12:13] offset:4        ; examples/bias_grad.kgen:5: store to 'dbias'
	s_mov_b64 exec, s[4:5]
	v_add_u32 v1, 2, v13
	v_cmp_lt_u32 s[4:5], v1, s11                        ; 'c' element in bounds
	s_and_b64 s[6:7], s[4:5], s[8:9]
	s_and_saveexec_b64 s[4:5], s[6:7]                   ; lanes where %vpred_167
	global_store_dword v7, v6, s[12:13] offset:8        ; examples/bias_grad.kgen:5: store to 'dbias'
	s_mov_b64 exec, s[4:5]
	v_add_u32 v1, 3, v13
	v_cmp_lt_u32 s[4:5], v1, s11                        ; 'c' element in bounds
	s_and_b64 s[6:7], s[4:5], s[8:9]
	s_and_saveexec_b64 s[4:5], s[6:7]                   ; lanes where %vpred_170
	global_store_dword v7, v8, s[12:13] offset:12       ; examples/bias_grad.kgen:5: store to 'dbias'
	s_mov_b64 exec, s[4:5]
.Lbias_grad_split_fold_if0_end:
	s_endpgm
.Lfunc_end_bias_grad_split_fold:
	.size	bias_grad_split_fold, .Lfunc_end_bias_grad_split_fold-bias_grad_split_fold

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
		.amdhsa_next_free_vgpr 70
		.amdhsa_next_free_sgpr 90
		.amdhsa_accum_offset 72
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
	.amdhsa_kernel bias_grad_split
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 70
		.amdhsa_next_free_sgpr 90
		.amdhsa_accum_offset 72
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
	.amdhsa_kernel bias_grad_split_fold
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 36
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 42
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
    .sgpr_count:     96
    .sgpr_spill_count: 0
    .vgpr_count:     70
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
  - .name:           bias_grad_split
    .symbol:         bias_grad_split.kd
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
        .actual_access:  read_only
      - .name:           partial0
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
      - .name:           rows
        .offset:         24
        .size:           4
        .value_kind:     by_value
      - .name:           T
        .offset:         28
        .size:           4
        .value_kind:     by_value
      - .name:           C
        .offset:         32
        .size:           4
        .value_kind:     by_value
      - .name:           parts
        .offset:         36
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     96
    .sgpr_spill_count: 0
    .vgpr_count:     70
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
  - .name:           bias_grad_split_fold
    .symbol:         bias_grad_split_fold.kd
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
      - .name:           partial0
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           T
        .offset:         24
        .size:           4
        .value_kind:     by_value
      - .name:           C
        .offset:         28
        .size:           4
        .value_kind:     by_value
      - .name:           parts
        .offset:         32
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 36
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     48
    .sgpr_spill_count: 0
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
