; kgen AMDGCN module for gfx950: 3 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 5

; kernel rope: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel rope from examples/rope.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: h, t
;   chunk: t: 1, h: 1, i: 1024; walked in chunks: i
;   layout: t:1 x h:1 x i:1024: reg[i1 i2] lane[i4 i8 i16 i32 i64 i128] warp[i256 i512]
;     (fastest axis 'i', 4 contiguous elements per thread)
;   fastest axis 'i': most bytes of plain accesses are contiguous along it
;   vector 4: 16-byte accesses of 4-byte elements
;   walk 'i' in chunks of 1024: its extent is known only at launch
;   value layouts (the dominant layout sliced to each value's axes):
;     L0 [t]: t:1: reg[0 0] lane[0 0 0 0 0 0] warp[0 0]
;     L1 [h]: h:1: reg[0 0] lane[0 0 0 0 0 0] warp[0 0]
;     L2 [i]: i:1024: reg[i1 i2] lane[i4 i8 i16 i32 i64 i128] warp[i256 i512]
;     L3 [t, h, i]: t:1 x h:1 x i:1024: reg[i1 i2] lane[i4 i8 i16 i32 i64 i128] warp[i256 i512]
;     L4 [t, i]: t:1 x i:1024: reg[i1 i2] lane[i4 i8 i16 i32 i64 i128] warp[i256 i512]
;       6:12 index t -> L0; 6:15 index h -> L1; 6:22 index i -> L2; 6:18 mul -> L2; 6:10 gather x -> L3; 7:12 index t -> L0
;       7:15 index h -> L1; 7:22 index i -> L2; 7:18 mul -> L2; 7:18 add -> L2; 7:10 gather x -> L3; 8:9 load freq_cos -> L4
;       9:9 load freq_sin -> L4; 10:9 index t -> L0; 10:12 index h -> L1; 10:19 index i -> L2; 10:15 mul -> L2; 10:24 mul -> L3
;       10:33 mul -> L3; 10:24 sub -> L3; 11:9 index t -> L0; 11:12 index h -> L1; 11:19 index i -> L2; 11:15 mul -> L2
;       11:15 add -> L2; 11:28 mul -> L3; 11:37 mul -> L3; 11:28 add -> L3
; resources: 36 VGPRs, 0 AGPRs, 68 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 0 bytes LDS, 48 bytes of arguments, 256 threads
;   arg x: tensor f32 at 0 (read-only)
;   arg freq_cos: tensor f32 at 8 (read-only)
;   arg freq_sin: tensor f32 at 16 (read-only)
;   arg out: tensor f32 at 24
;   arg T: dim i32 at 32
;   arg NH: dim i32 at 36
;   arg D: dim i32 at 40
;   arg P: dim i32 at 44
; s[0:1] kernarg pointer, s2 workgroup id x, s3 workgroup id y, v0 work-item id
	.text
	.globl	rope
	.p2align	8
	.type	rope,@function
rope:
	s_load_dwordx2 s[4:5], s[0:1], 0x0                  ; argument x
	s_load_dwordx2 s[6:7], s[0:1], 0x8                  ; argument freq_cos
	s_load_dwordx2 s[8:9], s[0:1], 0x10                 ; argument freq_sin
	s_load_dwordx2 s[10:11], s[0:1], 0x18               ; argument out
	s_load_dword s12, s[0:1], 0x20                      ; argument T
	s_load_dword s13, s[0:1], 0x24                      ; argument NH
	s_load_dword s14, s[0:1], 0x28                      ; argument D
	s_load_dword s15, s[0:1], 0x2c                      ; argument P
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s16, s2                                   ; program index along 'h'
	s_mov_b32 s17, s3                                   ; program index along 't'
	s_waitcnt lgkmcnt(0)
	s_and_b32 s18, s15, 3
	s_cmp_eq_u32 s18, 0                                 ; rows start aligned to 4 elements iff P % 4 == 0
	s_cselect_b32 s18, 1, 0
	s_cmp_ge_u32 s15, 0x400                             ; at least one whole chunk of 'i'
	s_cselect_b32 s19, 1, 0
	s_sub_u32 s20, s15, 0x3ff
	s_cmp_lg_u32 s19, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s19, s20, 0
	s_cmp_lg_u32 s18, 0
	s_cselect_b32 s20, s19, 0
	s_and_b32 s19, s14, 3
	s_cmp_eq_u32 s19, 0                                 ; rows of 'x' start aligned to 4 elements
	s_cselect_b32 s19, 1, 0
	s_lshr_b32 s21, s14, 1
	s_cmp_le_u32 s15, s21                               ; 2 * 'i' spans inside the rows of 'x'
	s_cselect_b32 s21, 1, 0
	s_and_b32 s22, s19, s18
	s_and_b32 s18, s22, s21
	v_lshlrev_b32 v2, 2, v1
	s_mul_i32 s19, s14, s13                             ; a stride of 'x'
	v_lshlrev_b32 v1, 2, v2                             ; thread's byte offset in a chunk of 'freq_cos'
	s_mul_i32 s22, s17, s15
	s_mul_hi_u32 s23, s17, s15
	s_lshl_b64 s[24:25], s[22:23], 2
	s_add_u32 s22, s6, s24                              ; 'freq_cos' at this program
	s_addc_u32 s23, s7, s25
	s_add_u32 s6, s8, s24                               ; 'freq_sin' at this program
	s_addc_u32 s7, s9, s25
	s_mov_b32 s8, 0                                     ; chunks of 1024 along 'i': whole chunks
	s_cmp_ge_u32 s8, s20
	s_cbranch_scc1 .Lrope_loop0_end
.Lrope_loop0:
	s_add_i32 s9, s17, 0                                ; index along 't' (examples/rope.kgen:6)
	s_add_i32 s21, s16, 0                               ; index along 'h' (examples/rope.kgen:6)
	v_add_u32 v11, s8, v2
	v_add_u32 v12, 0, v11                               ; index along 'i' (examples/rope.kgen:6)
	v_add_u32 v13, 1, v11                               ; index along 'i' (examples/rope.kgen:6)
	v_add_u32 v14, 2, v11                               ; index along 'i' (examples/rope.kgen:6)
	v_add_u32 v15, 3, v11                               ; index along 'i' (examples/rope.kgen:6)
	v_mul_lo_u32 v11, 2, v12                            ; examples/rope.kgen:6
	v_mul_lo_u32 v12, 2, v13                            ; examples/rope.kgen:6
	v_mul_lo_u32 v13, 2, v14                            ; examples/rope.kgen:6
	v_mul_lo_u32 v14, 2, v15                            ; examples/rope.kgen:6
	s_mul_i32 s24, s9, s19
	s_mul_i32 s25, s21, s14
	s_add_u32 s26, s24, s25
	v_add_u32 v15, s26, v11
	v_lshlrev_b32 v16, 2, v15                           ; examples/rope.kgen:6: byte offset
	s_cmp_lt_u32 s9, s12                                ; subscript 0 of 'x' inside [0, T)
	s_cselect_b32 s9, 1, 0
	s_cmp_lt_u32 s21, s13                               ; subscript 1 of 'x' inside [0, NH)
	s_cselect_b32 s21, 1, 0
	s_and_b32 s24, s9, s21
	v_cmp_lt_u32 s[28:29], v11, s14                     ; subscript 2 of 'x' inside [0, D)
	s_cmp_lg_u32 s24, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[28:29]
	v_add_u32 v15, s26, v12
	v_lshlrev_b32 v17, 2, v15                           ; examples/rope.kgen:6: byte offset
	v_cmp_lt_u32 s[28:29], v12, s14                     ; subscript 2 of 'x' inside [0, D)
	s_cmp_lg_u32 s24, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[34:35], s[30:31], s[28:29]
	v_add_u32 v15, s26, v13
	v_lshlrev_b32 v18, 2, v15                           ; examples/rope.kgen:6: byte offset
	v_cmp_lt_u32 s[28:29], v13, s14                     ; subscript 2 of 'x' inside [0, D)
	s_cmp_lg_u32 s24, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[36:37], s[30:31], s[28:29]
	v_add_u32 v15, s26, v14
	v_lshlrev_b32 v19, 2, v15                           ; examples/rope.kgen:6: byte offset
	v_cmp_lt_u32 s[28:29], v14, s14                     ; subscript 2 of 'x' inside [0, D)
	s_cmp_lg_u32 s24, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[38:39], s[30:31], s[28:29]
	v_add_u32 v15, 1, v11                               ; examples/rope.kgen:7
	v_add_u32 v11, 1, v12                               ; examples/rope.kgen:7
	v_add_u32 v12, 1, v13                               ; examples/rope.kgen:7
	v_add_u32 v13, 1, v14                               ; examples/rope.kgen:7
	v_add_u32 v14, s26, v15
	v_lshlrev_b32 v20, 2, v14                           ; examples/rope.kgen:7: byte offset
	v_cmp_lt_u32 s[28:29], v15, s14                     ; subscript 2 of 'x' inside [0, D)
	s_cmp_lg_u32 s24, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[40:41], s[30:31], s[28:29]
	v_add_u32 v14, s26, v11
	v_lshlrev_b32 v15, 2, v14                           ; examples/rope.kgen:7: byte offset
	v_cmp_lt_u32 s[28:29], v11, s14                     ; subscript 2 of 'x' inside [0, D)
	s_cmp_lg_u32 s24, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[42:43], s[30:31], s[28:29]
	v_add_u32 v11, s26, v12
	v_lshlrev_b32 v14, 2, v11                           ; examples/rope.kgen:7: byte offset
	v_cmp_lt_u32 s[28:29], v12, s14                     ; subscript 2 of 'x' inside [0, D)
	s_cmp_lg_u32 s24, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[44:45], s[30:31], s[28:29]
	v_add_u32 v11, s26, v13
	v_lshlrev_b32 v12, 2, v11                           ; examples/rope.kgen:7: byte offset
	v_cmp_lt_u32 s[26:27], v13, s14                     ; subscript 2 of 'x' inside [0, D)
	s_cmp_lg_u32 s24, 0
	s_cselect_b64 s[24:25], exec, 0
	s_and_b64 s[28:29], s[24:25], s[26:27]
	s_cmp_eq_u32 s18, 0                                 ; spans of 'x' aligned and inside its rows: vector loads
	s_cbranch_scc1 .Lrope_if0_else
	global_load_dwordx4 v[22:25], v16, s[4:5]           ; examples/rope.kgen:6: 16-byte load of a span of 'x'
	s_waitcnt vmcnt(0)
	v_mov_b32 v3, v22
	v_mov_b32 v4, v23
	v_mov_b32 v5, v24
	v_mov_b32 v6, v25
	global_load_dwordx4 v[22:25], v16, s[4:5] offset:16 ; examples/rope.kgen:6: 16-byte load of a span of 'x'
	s_waitcnt vmcnt(0)
	v_mov_b32 v7, v22
	v_mov_b32 v8, v23
	v_mov_b32 v9, v24
	v_mov_b32 v10, v25
	s_branch .Lrope_if0_end
.Lrope_if0_else:
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[32:33]               ; lanes where %vpred_48
	global_load_dword v3, v16, s[4:5]                   ; examples/rope.kgen:6: gather from 'x'
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[34:35]               ; lanes where %vpred_52
	global_load_dword v5, v17, s[4:5]                   ; examples/rope.kgen:6: gather from 'x'
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[36:37]               ; lanes where %vpred_56
	global_load_dword v7, v18, s[4:5]                   ; examples/rope.kgen:6: gather from 'x'
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[38:39]               ; lanes where %vpred_60
	global_load_dword v9, v19, s[4:5]                   ; examples/rope.kgen:6: gather from 'x'
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[40:41]               ; lanes where %vpred_68
	global_load_dword v4, v20, s[4:5]                   ; examples/rope.kgen:6: gather from 'x'
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[42:43]               ; lanes where %vpred_72
	global_load_dword v6, v15, s[4:5]                   ; examples/rope.kgen:6: gather from 'x'
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[44:45]               ; lanes where %vpred_76
	global_load_dword v8, v14, s[4:5]                   ; examples/rope.kgen:6: gather from 'x'
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_80
	global_load_dword v10, v12, s[4:5]                  ; examples/rope.kgen:6: gather from 'x'
	s_mov_b64 exec, s[24:25]
.Lrope_if0_end:
	s_mov_b32 s24, s8
	s_mov_b32 s25, 0
	s_lshl_b64 s[26:27], s[24:25], 2
	s_add_u32 s24, s22, s26                             ; 'freq_cos' at this chunk
	s_addc_u32 s25, s23, s27
	global_load_dwordx4 v[22:25], v1, s[24:25]          ; examples/rope.kgen:8: 16-byte load of 'freq_cos'
	s_waitcnt vmcnt(0)
	v_mul_f32 v11, v3, v22                              ; examples/rope.kgen:10
	v_mul_f32 v13, v5, v23                              ; examples/rope.kgen:10
	v_mul_f32 v21, v7, v24                              ; examples/rope.kgen:10
	v_mul_f32 v26, v9, v25                              ; examples/rope.kgen:10
	s_add_u32 s24, s6, s26                              ; 'freq_sin' at this chunk
	s_addc_u32 s25, s7, s27
	global_load_dwordx4 v[28:31], v1, s[24:25]          ; examples/rope.kgen:9: 16-byte load of 'freq_sin'
	s_waitcnt vmcnt(0)
	v_mul_f32 v27, v4, v28                              ; examples/rope.kgen:10
	v_mul_f32 v32, v6, v29                              ; examples/rope.kgen:10
	v_mul_f32 v33, v8, v30                              ; examples/rope.kgen:10
	v_mul_f32 v34, v10, v31                             ; examples/rope.kgen:10
	v_sub_f32 v35, v11, v27                             ; examples/rope.kgen:10
	v_sub_f32 v11, v13, v32                             ; examples/rope.kgen:10
	v_sub_f32 v13, v21, v33                             ; examples/rope.kgen:10
	v_sub_f32 v21, v26, v34                             ; examples/rope.kgen:10
	s_and_b64 s[24:25], s[32:33], s[40:41]
	s_and_b64 s[26:27], s[34:35], s[42:43]
	s_and_b64 s[30:31], s[36:37], s[44:45]
	s_and_b64 s[46:47], s[38:39], s[28:29]
	s_and_b64 s[48:49], s[32:33], s[24:25]
	s_and_saveexec_b64 s[32:33], s[48:49]               ; lanes where %vpred_123
	global_store_dword v16, v35, s[10:11]               ; examples/rope.kgen:10: store to 'out'
	s_mov_b64 exec, s[32:33]
	s_and_b64 s[32:33], s[34:35], s[26:27]
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_124
	global_store_dword v17, v11, s[10:11]               ; examples/rope.kgen:10: store to 'out'
	s_mov_b64 exec, s[34:35]
	s_and_b64 s[32:33], s[36:37], s[30:31]
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_125
	global_store_dword v18, v13, s[10:11]               ; examples/rope.kgen:10: store to 'out'
	s_mov_b64 exec, s[34:35]
	s_and_b64 s[32:33], s[38:39], s[46:47]
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_126
	global_store_dword v19, v21, s[10:11]               ; examples/rope.kgen:10: store to 'out'
	s_mov_b64 exec, s[34:35]
	v_mul_f32 v11, v3, v28                              ; examples/rope.kgen:11
	v_mul_f32 v13, v5, v29                              ; examples/rope.kgen:11
	v_mul_f32 v16, v7, v30                              ; examples/rope.kgen:11
	v_mul_f32 v17, v9, v31                              ; examples/rope.kgen:11
	v_mul_f32 v18, v4, v22                              ; examples/rope.kgen:11
	v_mul_f32 v19, v6, v23                              ; examples/rope.kgen:11
	v_mul_f32 v21, v8, v24                              ; examples/rope.kgen:11
	v_mul_f32 v26, v10, v25                             ; examples/rope.kgen:11
	v_add_f32 v22, v11, v18                             ; examples/rope.kgen:11
	v_add_f32 v11, v13, v19                             ; examples/rope.kgen:11
	v_add_f32 v13, v16, v21                             ; examples/rope.kgen:11
	v_add_f32 v16, v17, v26                             ; examples/rope.kgen:11
	s_and_b64 s[32:33], s[40:41], s[24:25]
	s_and_saveexec_b64 s[24:25], s[32:33]               ; lanes where %vpred_139
	global_store_dword v20, v22, s[10:11]               ; examples/rope.kgen:11: store to 'out'
	s_mov_b64 exec, s[24:25]
	s_and_b64 s[24:25], s[42:43], s[26:27]
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_140
	global_store_dword v15, v11, s[10:11]               ; examples/rope.kgen:11: store to 'out'
	s_mov_b64 exec, s[26:27]
	s_and_b64 s[24:25], s[44:45], s[30:31]
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_141
	global_store_dword v14, v13, s[10:11]               ; examples/rope.kgen:11: store to 'out'
	s_mov_b64 exec, s[26:27]
	s_and_b64 s[24:25], s[28:29], s[46:47]
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_142
	global_store_dword v12, v16, s[10:11]               ; examples/rope.kgen:11: store to 'out'
	s_mov_b64 exec, s[26:27]
	s_add_u32 s8, s8, 0x400
	s_cmp_lt_u32 s8, s20
	s_cbranch_scc1 .Lrope_loop0
.Lrope_loop0_end:
	s_mov_b32 s9, s8                                    ; chunks of 1024 along 'i': the rest, masked
	s_cmp_ge_u32 s9, s15
	s_cbranch_scc1 .Lrope_loop1_end
.Lrope_loop1:
	s_sub_u32 s8, s15, s9
	s_add_i32 s20, s17, 0                               ; index along 't' (examples/rope.kgen:6)
	s_add_i32 s21, s16, 0                               ; index along 'h' (examples/rope.kgen:6)
	v_add_u32 v11, s9, v2
	v_add_u32 v12, 0, v11                               ; index along 'i' (examples/rope.kgen:6)
	v_add_u32 v13, 1, v11                               ; index along 'i' (examples/rope.kgen:6)
	v_add_u32 v14, 2, v11                               ; index along 'i' (examples/rope.kgen:6)
	v_add_u32 v15, 3, v11                               ; index along 'i' (examples/rope.kgen:6)
	v_mul_lo_u32 v11, 2, v12                            ; examples/rope.kgen:6
	v_mul_lo_u32 v12, 2, v13                            ; examples/rope.kgen:6
	v_mul_lo_u32 v13, 2, v14                            ; examples/rope.kgen:6
	v_mul_lo_u32 v14, 2, v15                            ; examples/rope.kgen:6
	s_mul_i32 s24, s20, s19
	s_mul_i32 s25, s21, s14
	s_add_u32 s26, s24, s25
	v_add_u32 v15, s26, v11
	v_lshlrev_b32 v16, 2, v15                           ; examples/rope.kgen:6: byte offset
	s_cmp_lt_u32 s20, s12                               ; subscript 0 of 'x' inside [0, T)
	s_cselect_b32 s20, 1, 0
	s_cmp_lt_u32 s21, s13                               ; subscript 1 of 'x' inside [0, NH)
	s_cselect_b32 s21, 1, 0
	s_and_b32 s24, s20, s21
	v_cmp_lt_u32 s[20:21], v11, s14                     ; subscript 2 of 'x' inside [0, D)
	s_cmp_lg_u32 s24, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[20:21]
	v_cmp_lt_u32 s[20:21], v2, s8                       ; 'i' element in bounds
	s_and_b64 s[28:29], s[30:31], s[20:21]
	v_add_u32 v15, s26, v12
	v_lshlrev_b32 v17, 2, v15                           ; examples/rope.kgen:6: byte offset
	v_cmp_lt_u32 s[32:33], v12, s14                     ; subscript 2 of 'x' inside [0, D)
	s_cmp_lg_u32 s24, 0
	s_cselect_b64 s[34:35], exec, 0
	s_and_b64 s[36:37], s[34:35], s[32:33]
	v_add_u32 v15, 1, v2
	v_cmp_lt_u32 s[32:33], v15, s8                      ; 'i' element in bounds
	s_and_b64 s[34:35], s[36:37], s[32:33]
	v_add_u32 v15, s26, v13
	v_lshlrev_b32 v18, 2, v15                           ; examples/rope.kgen:6: byte offset
	v_cmp_lt_u32 s[38:39], v13, s14                     ; subscript 2 of 'x' inside [0, D)
	s_cmp_lg_u32 s24, 0
	s_cselect_b64 s[40:41], exec, 0
	s_and_b64 s[42:43], s[40:41], s[38:39]
	v_add_u32 v15, 2, v2
	v_cmp_lt_u32 s[38:39], v15, s8                      ; 'i' element in bounds
	s_and_b64 s[40:41], s[42:43], s[38:39]
	v_add_u32 v15, s26, v14
	v_lshlrev_b32 v19, 2, v15                           ; examples/rope.kgen:6: byte offset
	v_cmp_lt_u32 s[44:45], v14, s14                     ; subscript 2 of 'x' inside [0, D)
	s_cmp_lg_u32 s24, 0
	s_cselect_b64 s[46:47], exec, 0
	s_and_b64 s[48:49], s[46:47], s[44:45]
	v_add_u32 v15, 3, v2
	v_cmp_lt_u32 s[44:45], v15, s8                      ; 'i' element in bounds
	s_and_b64 s[46:47], s[48:49], s[44:45]
	v_add_u32 v15, 1, v11                               ; examples/rope.kgen:7
	v_add_u32 v11, 1, v12                               ; examples/rope.kgen:7
	v_add_u32 v12, 1, v13                               ; examples/rope.kgen:7
	v_add_u32 v13, 1, v14                               ; examples/rope.kgen:7
	v_add_u32 v14, s26, v15
	v_lshlrev_b32 v20, 2, v14                           ; examples/rope.kgen:7: byte offset
	v_cmp_lt_u32 s[50:51], v15, s14                     ; subscript 2 of 'x' inside [0, D)
	s_cmp_lg_u32 s24, 0
	s_cselect_b64 s[52:53], exec, 0
	s_and_b64 s[54:55], s[52:53], s[50:51]
	s_and_b64 s[50:51], s[54:55], s[20:21]
	v_add_u32 v14, s26, v11
	v_lshlrev_b32 v15, 2, v14                           ; examples/rope.kgen:7: byte offset
	v_cmp_lt_u32 s[52:53], v11, s14                     ; subscript 2 of 'x' inside [0, D)
	s_cmp_lg_u32 s24, 0
	s_cselect_b64 s[56:57], exec, 0
	s_and_b64 s[58:59], s[56:57], s[52:53]
	s_and_b64 s[52:53], s[58:59], s[32:33]
	v_add_u32 v11, s26, v12
	v_lshlrev_b32 v14, 2, v11                           ; examples/rope.kgen:7: byte offset
	v_cmp_lt_u32 s[56:57], v12, s14                     ; subscript 2 of 'x' inside [0, D)
	s_cmp_lg_u32 s24, 0
	s_cselect_b64 s[60:61], exec, 0
	s_and_b64 s[62:63], s[60:61], s[56:57]
	s_and_b64 s[56:57], s[62:63], s[38:39]
	v_add_u32 v11, s26, v13
	v_lshlrev_b32 v12, 2, v11                           ; examples/rope.kgen:7: byte offset
	v_cmp_lt_u32 s[26:27], v13, s14                     ; subscript 2 of 'x' inside [0, D)
	s_cmp_lg_u32 s24, 0
	s_cselect_b64 s[24:25], exec, 0
	s_and_b64 s[60:61], s[24:25], s[26:27]
	s_and_b64 s[24:25], s[60:61], s[44:45]
	s_cmp_eq_u32 s18, 0                                 ; spans of 'x' aligned and inside its rows: vector loads
	s_cbranch_scc1 .Lrope_if1_else
	v_mov_b32 v3, 0                                     ; absent element
	v_mov_b32 v4, 0                                     ; absent element
	v_mov_b32 v5, 0                                     ; absent element
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[20:21]               ; lanes where %vpred_166
	global_load_dwordx4 v[22:25], v16, s[4:5]           ; examples/rope.kgen:6: 16-byte load of a span of 'x'
	s_waitcnt vmcnt(0)
	v_mov_b32 v3, v22
	v_mov_b32 v4, v23
	v_mov_b32 v5, v24
	v_mov_b32 v6, v25
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v7, 0                                     ; absent element
	v_mov_b32 v8, 0                                     ; absent element
	v_mov_b32 v9, 0                                     ; absent element
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[20:21]               ; lanes where %vpred_166
	global_load_dwordx4 v[22:25], v16, s[4:5] offset:16 ; examples/rope.kgen:6: 16-byte load of a span of 'x'
	s_waitcnt vmcnt(0)
	v_mov_b32 v7, v22
	v_mov_b32 v8, v23
	v_mov_b32 v9, v24
	v_mov_b32 v10, v25
	s_mov_b64 exec, s[26:27]
	s_branch .Lrope_if1_end
.Lrope_if1_else:
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_167
	global_load_dword v3, v16, s[4:5]                   ; examples/rope.kgen:6: gather from 'x'
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[34:35]               ; lanes where %vpred_174
	global_load_dword v5, v17, s[4:5]                   ; examples/rope.kgen:6: gather from 'x'
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[40:41]               ; lanes where %vpred_181
	global_load_dword v7, v18, s[4:5]                   ; examples/rope.kgen:6: gather from 'x'
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[46:47]               ; lanes where %vpred_188
	global_load_dword v9, v19, s[4:5]                   ; examples/rope.kgen:6: gather from 'x'
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[50:51]               ; lanes where %vpred_197
	global_load_dword v4, v20, s[4:5]                   ; examples/rope.kgen:6: gather from 'x'
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[52:53]               ; lanes where %vpred_202
	global_load_dword v6, v15, s[4:5]                   ; examples/rope.kgen:6: gather from 'x'
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[56:57]               ; lanes where %vpred_207
	global_load_dword v8, v14, s[4:5]                   ; examples/rope.kgen:6: gather from 'x'
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_212
	global_load_dword v10, v12, s[4:5]                  ; examples/rope.kgen:6: gather from 'x'
	s_mov_b64 exec, s[26:27]
.Lrope_if1_end:
	s_mov_b32 s26, s9
	s_mov_b32 s27, 0
	s_lshl_b64 s[64:65], s[26:27], 2
	s_add_u32 s26, s22, s64                             ; 'freq_cos' at this chunk
	s_addc_u32 s27, s23, s65
	v_mov_b32 v11, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[20:21]               ; lanes where %vpred_166
	global_load_dword v11, v1, s[26:27]                 ; examples/rope.kgen:8: load of 'freq_cos'
	s_mov_b64 exec, s[66:67]
	v_mov_b32 v13, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[32:33]               ; lanes where %vpred_173
	global_load_dword v13, v1, s[26:27] offset:4        ; examples/rope.kgen:8: load of 'freq_cos'
	s_mov_b64 exec, s[66:67]
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[38:39]               ; lanes where %vpred_180
	global_load_dword v21, v1, s[26:27] offset:8        ; examples/rope.kgen:8: load of 'freq_cos'
	s_mov_b64 exec, s[66:67]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[44:45]               ; lanes where %vpred_187
	global_load_dword v22, v1, s[26:27] offset:12       ; examples/rope.kgen:8: load of 'freq_cos'
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(3)
	v_mul_f32 v23, v3, v11                              ; examples/rope.kgen:10
	s_waitcnt vmcnt(2)
	v_mul_f32 v24, v5, v13                              ; examples/rope.kgen:10
	s_waitcnt vmcnt(1)
	v_mul_f32 v25, v7, v21                              ; examples/rope.kgen:10
	s_waitcnt vmcnt(0)
	v_mul_f32 v26, v9, v22                              ; examples/rope.kgen:10
	s_add_u32 s26, s6, s64                              ; 'freq_sin' at this chunk
	s_addc_u32 s27, s7, s65
	v_mov_b32 v27, 0                                    ; absent element
	s_and_saveexec_b64 s[64:65], s[20:21]               ; lanes where %vpred_166
	global_load_dword v27, v1, s[26:27]                 ; examples/rope.kgen:9: load of 'freq_sin'
	s_mov_b64 exec, s[64:65]
	v_mov_b32 v28, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[32:33]               ; lanes where %vpred_173
	global_load_dword v28, v1, s[26:27] offset:4        ; examples/rope.kgen:9: load of 'freq_sin'
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v29, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[38:39]               ; lanes where %vpred_180
	global_load_dword v29, v1, s[26:27] offset:8        ; examples/rope.kgen:9: load of 'freq_sin'
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v30, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[44:45]               ; lanes where %vpred_187
	global_load_dword v30, v1, s[26:27] offset:12       ; examples/rope.kgen:9: load of 'freq_sin'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(3)
	v_mul_f32 v31, v4, v27                              ; examples/rope.kgen:10
	s_waitcnt vmcnt(2)
	v_mul_f32 v32, v6, v28                              ; examples/rope.kgen:10
	s_waitcnt vmcnt(1)
	v_mul_f32 v33, v8, v29                              ; examples/rope.kgen:10
	s_waitcnt vmcnt(0)
	v_mul_f32 v34, v10, v30                             ; examples/rope.kgen:10
	v_sub_f32 v35, v23, v31                             ; examples/rope.kgen:10
	v_sub_f32 v23, v24, v32                             ; examples/rope.kgen:10
	v_sub_f32 v24, v25, v33                             ; examples/rope.kgen:10
	v_sub_f32 v25, v26, v34                             ; examples/rope.kgen:10
	s_and_b64 s[20:21], s[30:31], s[54:55]
	s_and_b64 s[26:27], s[36:37], s[58:59]
	s_and_b64 s[30:31], s[42:43], s[62:63]
	s_and_b64 s[32:33], s[48:49], s[60:61]
	s_and_b64 s[36:37], s[28:29], s[20:21]
	s_and_saveexec_b64 s[28:29], s[36:37]               ; lanes where %vpred_249
	global_store_dword v16, v35, s[10:11]               ; examples/rope.kgen:10: store to 'out'
	s_mov_b64 exec, s[28:29]
	s_and_b64 s[28:29], s[34:35], s[26:27]
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_250
	global_store_dword v17, v23, s[10:11]               ; examples/rope.kgen:10: store to 'out'
	s_mov_b64 exec, s[34:35]
	s_and_b64 s[28:29], s[40:41], s[30:31]
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_251
	global_store_dword v18, v24, s[10:11]               ; examples/rope.kgen:10: store to 'out'
	s_mov_b64 exec, s[34:35]
	s_and_b64 s[28:29], s[46:47], s[32:33]
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_252
	global_store_dword v19, v25, s[10:11]               ; examples/rope.kgen:10: store to 'out'
	s_mov_b64 exec, s[34:35]
	v_mul_f32 v16, v3, v27                              ; examples/rope.kgen:11
	v_mul_f32 v17, v5, v28                              ; examples/rope.kgen:11
	v_mul_f32 v18, v7, v29                              ; examples/rope.kgen:11
	v_mul_f32 v19, v9, v30                              ; examples/rope.kgen:11
	v_mul_f32 v23, v4, v11                              ; examples/rope.kgen:11
	v_mul_f32 v11, v6, v13                              ; examples/rope.kgen:11
	v_mul_f32 v13, v8, v21                              ; examples/rope.kgen:11
	v_mul_f32 v21, v10, v22                             ; examples/rope.kgen:11
	v_add_f32 v22, v16, v23                             ; examples/rope.kgen:11
	v_add_f32 v16, v17, v11                             ; examples/rope.kgen:11
	v_add_f32 v11, v18, v13                             ; examples/rope.kgen:11
	v_add_f32 v13, v19, v21                             ; examples/rope.kgen:11
	s_and_b64 s[28:29], s[50:51], s[20:21]
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_265
	global_store_dword v20, v22, s[10:11]               ; examples/rope.kgen:11: store to 'out'
	s_mov_b64 exec, s[20:21]
	s_and_b64 s[20:21], s[52:53], s[26:27]
	s_and_saveexec_b64 s[26:27], s[20:21]               ; lanes where %vpred_266
	global_store_dword v15, v16, s[10:11]               ; examples/rope.kgen:11: store to 'out'
	s_mov_b64 exec, s[26:27]
	s_and_b64 s[20:21], s[56:57], s[30:31]
	s_and_saveexec_b64 s[26:27], s[20:21]               ; lanes where %vpred_267
	global_store_dword v14, v11, s[10:11]               ; examples/rope.kgen:11: store to 'out'
	s_mov_b64 exec, s[26:27]
	s_and_b64 s[20:21], s[24:25], s[32:33]
	s_and_saveexec_b64 s[24:25], s[20:21]               ; lanes where %vpred_268
	global_store_dword v12, v13, s[10:11]               ; examples/rope.kgen:11: store to 'out'
	s_mov_b64 exec, s[24:25]
	s_add_u32 s9, s9, 0x400
	s_cmp_lt_u32 s9, s15
	s_cbranch_scc1 .Lrope_loop1
.Lrope_loop1_end:
	s_endpgm
.Lfunc_end_rope:
	.size	rope, .Lfunc_end_rope-rope

; kernel rope_rows128: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel rope from examples/rope.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: h, t
;   chunk: t: 1, h: 8, i: 128; walked in chunks: none
;   layout: t:1 x h:8 x i:128: reg[i1 i2] lane[i4 i8 i16 i32 i64 h1] warp[h2 h4]
;     (fastest axis 'i', 4 contiguous elements per thread)
;   fastest axis 'i': most bytes of plain accesses are contiguous along it
;   vector 4: 16-byte accesses of 4-byte elements
;   short rows: 'i' at most 128 elements (P <= 128, chosen at launch), 8 rows of 'h' a block over 4 waves, each row within one wave
;   value layouts (the dominant layout sliced to each value's axes):
;     L0 [t]: t:1: reg[0 0] lane[0 0 0 0 0 0] warp[0 0]
;     L1 [h]: h:8: reg[0 0] lane[0 0 0 0 0 h1] warp[h2 h4]
;     L2 [i]: i:128: reg[i1 i2] lane[i4 i8 i16 i32 i64 0] warp[0 0]
;     L3 [t, h, i]: t:1 x h:8 x i:128: reg[i1 i2] lane[i4 i8 i16 i32 i64 h1] warp[h2 h4]
;     L4 [t, i]: t:1 x i:128: reg[i1 i2] lane[i4 i8 i16 i32 i64 0] warp[0 0]
;       6:12 index t -> L0; 6:15 index h -> L1; 6:22 index i -> L2; 6:18 mul -> L2; 6:10 gather x -> L3; 7:12 index t -> L0
;       7:15 index h -> L1; 7:22 index i -> L2; 7:18 mul -> L2; 7:18 add -> L2; 7:10 gather x -> L3; 8:9 load freq_cos -> L4
;       9:9 load freq_sin -> L4; 10:9 index t -> L0; 10:12 index h -> L1; 10:19 index i -> L2; 10:15 mul -> L2; 10:24 mul -> L3
;       10:33 mul -> L3; 10:24 sub -> L3; 11:9 index t -> L0; 11:12 index h -> L1; 11:19 index i -> L2; 11:15 mul -> L2
;       11:15 add -> L2; 11:28 mul -> L3; 11:37 mul -> L3; 11:28 add -> L3
; resources: 37 VGPRs, 0 AGPRs, 60 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 0 bytes LDS, 48 bytes of arguments, 256 threads
;   arg x: tensor f32 at 0 (read-only)
;   arg freq_cos: tensor f32 at 8 (read-only)
;   arg freq_sin: tensor f32 at 16 (read-only)
;   arg out: tensor f32 at 24
;   arg T: dim i32 at 32
;   arg NH: dim i32 at 36
;   arg D: dim i32 at 40
;   arg P: dim i32 at 44
; s[0:1] kernarg pointer, s2 workgroup id x, s3 workgroup id y, v0 work-item id
	.text
	.globl	rope_rows128
	.p2align	8
	.type	rope_rows128,@function
rope_rows128:
	s_load_dwordx2 s[4:5], s[0:1], 0x0                  ; argument x
	s_load_dwordx2 s[6:7], s[0:1], 0x8                  ; argument freq_cos
	s_load_dwordx2 s[8:9], s[0:1], 0x10                 ; argument freq_sin
	s_load_dwordx2 s[10:11], s[0:1], 0x18               ; argument out
	s_load_dword s12, s[0:1], 0x20                      ; argument T
	s_load_dword s13, s[0:1], 0x24                      ; argument NH
	s_load_dword s14, s[0:1], 0x28                      ; argument D
	s_load_dword s15, s[0:1], 0x2c                      ; argument P
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s16, s2                                   ; program index along 'h'
	s_mul_i32 s17, s16, 8                               ; first 'h' of this program's tile (8)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s16, s13, s17
	s_min_u32 s18, s16, 8                               ; 'h' elements in this tile
	s_mov_b32 s16, s3                                   ; program index along 't'
	s_and_b32 s19, s15, 3
	s_cmp_eq_u32 s19, 0                                 ; rows start aligned to 4 elements iff P % 4 == 0
	s_cselect_b32 s19, 1, 0
	s_cmp_ge_u32 s18, 8                                 ; a whole chunk of 'h' (8) is in bounds
	s_cselect_b32 s20, 1, 0
	s_cmp_ge_u32 s15, 0x80                              ; a whole chunk of 'i' (128) is in bounds
	s_cselect_b32 s21, 1, 0
	s_and_b32 s22, s20, s21
	s_and_b32 s20, s22, s19
	s_and_b32 s21, s14, 3
	s_cmp_eq_u32 s21, 0                                 ; rows of 'x' start aligned to 4 elements
	s_cselect_b32 s21, 1, 0
	s_lshr_b32 s22, s14, 1
	s_cmp_le_u32 s15, s22                               ; 2 * 'i' spans inside the rows of 'x'
	s_cselect_b32 s22, 1, 0
	s_and_b32 s23, s21, s19
	s_and_b32 s19, s23, s22
	v_lshrrev_b32 v2, 5, v1
	v_and_b32 v3, 31, v1
	v_lshlrev_b32 v1, 2, v3
	s_mul_i32 s21, s14, s13                             ; a stride of 'x'
	v_lshlrev_b32 v3, 2, v1                             ; thread's byte offset in a chunk of 'freq_cos'
	s_mul_i32 s22, s16, s15
	s_mul_hi_u32 s23, s16, s15
	s_lshl_b64 s[24:25], s[22:23], 2
	s_add_u32 s22, s6, s24                              ; 'freq_cos' at this program
	s_addc_u32 s23, s7, s25
	s_add_u32 s6, s8, s24                               ; 'freq_sin' at this program
	s_addc_u32 s7, s9, s25
	s_cmp_eq_u32 s20, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lrope_rows128_if0_else
	s_add_i32 s8, s16, 0                                ; index along 't' (examples/rope.kgen:6)
	v_add_u32 v4, s17, v2
	v_add_u32 v5, 0, v4                                 ; index along 'h' (examples/rope.kgen:6)
	v_add_u32 v4, 0, v1
	v_add_u32 v6, 0, v4                                 ; index along 'i' (examples/rope.kgen:6)
	v_add_u32 v7, 1, v4                                 ; index along 'i' (examples/rope.kgen:6)
	v_add_u32 v8, 2, v4                                 ; index along 'i' (examples/rope.kgen:6)
	v_add_u32 v9, 3, v4                                 ; index along 'i' (examples/rope.kgen:6)
	v_mul_lo_u32 v4, 2, v6                              ; examples/rope.kgen:6
	v_mul_lo_u32 v6, 2, v7                              ; examples/rope.kgen:6
	v_mul_lo_u32 v7, 2, v8                              ; examples/rope.kgen:6
	v_mul_lo_u32 v8, 2, v9                              ; examples/rope.kgen:6
	s_mul_i32 s9, s8, s21
	v_mul_lo_u32 v9, s14, v5
	v_add_u32 v10, s9, v9
	v_add_u32 v9, v10, v4
	v_lshlrev_b32 v11, 2, v9                            ; examples/rope.kgen:6: byte offset
	s_cmp_lt_u32 s8, s12                                ; subscript 0 of 'x' inside [0, T)
	s_cselect_b32 s8, 1, 0
	v_cmp_lt_u32 s[24:25], v5, s13                      ; subscript 1 of 'x' inside [0, NH)
	s_cmp_lg_u32 s8, 0
	s_cselect_b64 s[8:9], exec, 0
	s_and_b64 s[26:27], s[8:9], s[24:25]
	v_cmp_lt_u32 s[8:9], v4, s14                        ; subscript 2 of 'x' inside [0, D)
	s_and_b64 s[24:25], s[26:27], s[8:9]
	v_add_u32 v5, v10, v6
	v_lshlrev_b32 v9, 2, v5                             ; examples/rope.kgen:6: byte offset
	v_cmp_lt_u32 s[8:9], v6, s14                        ; subscript 2 of 'x' inside [0, D)
	s_and_b64 s[28:29], s[26:27], s[8:9]
	v_add_u32 v5, v10, v7
	v_lshlrev_b32 v12, 2, v5                            ; examples/rope.kgen:6: byte offset
	v_cmp_lt_u32 s[8:9], v7, s14                        ; subscript 2 of 'x' inside [0, D)
	s_and_b64 s[30:31], s[26:27], s[8:9]
	v_add_u32 v5, v10, v8
	v_lshlrev_b32 v13, 2, v5                            ; examples/rope.kgen:6: byte offset
	v_cmp_lt_u32 s[8:9], v8, s14                        ; subscript 2 of 'x' inside [0, D)
	s_and_b64 s[32:33], s[26:27], s[8:9]
	v_add_u32 v5, 1, v4                                 ; examples/rope.kgen:7
	v_add_u32 v4, 1, v6                                 ; examples/rope.kgen:7
	v_add_u32 v6, 1, v7                                 ; examples/rope.kgen:7
	v_add_u32 v7, 1, v8                                 ; examples/rope.kgen:7
	v_add_u32 v8, v10, v5
	v_lshlrev_b32 v14, 2, v8                            ; examples/rope.kgen:7: byte offset
	v_cmp_lt_u32 s[8:9], v5, s14                        ; subscript 2 of 'x' inside [0, D)
	s_and_b64 s[34:35], s[26:27], s[8:9]
	v_add_u32 v5, v10, v4
	v_lshlrev_b32 v8, 2, v5                             ; examples/rope.kgen:7: byte offset
	v_cmp_lt_u32 s[8:9], v4, s14                        ; subscript 2 of 'x' inside [0, D)
	s_and_b64 s[36:37], s[26:27], s[8:9]
	v_add_u32 v4, v10, v6
	v_lshlrev_b32 v5, 2, v4                             ; examples/rope.kgen:7: byte offset
	v_cmp_lt_u32 s[8:9], v6, s14                        ; subscript 2 of 'x' inside [0, D)
	s_and_b64 s[38:39], s[26:27], s[8:9]
	v_add_u32 v4, v10, v7
	v_lshlrev_b32 v6, 2, v4                             ; examples/rope.kgen:7: byte offset
	v_cmp_lt_u32 s[8:9], v7, s14                        ; subscript 2 of 'x' inside [0, D)
	s_and_b64 s[40:41], s[26:27], s[8:9]
	s_cmp_eq_u32 s19, 0                                 ; spans of 'x' aligned and inside its rows: vector loads
	s_cbranch_scc1 .Lrope_rows128_if1_else
	global_load_dwordx4 v[16:19], v11, s[4:5]           ; examples/rope.kgen:6: 16-byte load of a span of 'x'
	s_waitcnt vmcnt(0)
	v_mov_b32 v4, v16
	v_mov_b32 v7, v17
	v_mov_b32 v10, v18
	v_mov_b32 v15, v19
	global_load_dwordx4 v[16:19], v11, s[4:5] offset:16 ; examples/rope.kgen:6: 16-byte load of a span of 'x'
	s_waitcnt vmcnt(0)
	v_mov_b32 v20, v16
	v_mov_b32 v21, v17
	v_mov_b32 v22, v18
	v_mov_b32 v23, v19
	s_branch .Lrope_rows128_if1_end
.Lrope_rows128_if1_else:
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[8:9], s[24:25]                 ; lanes where %vpred_53
	global_load_dword v4, v11, s[4:5]                   ; examples/rope.kgen:6: gather from 'x'
	s_mov_b64 exec, s[8:9]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[8:9], s[28:29]                 ; lanes where %vpred_57
	global_load_dword v10, v9, s[4:5]                   ; examples/rope.kgen:6: gather from 'x'
	s_mov_b64 exec, s[8:9]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[8:9], s[30:31]                 ; lanes where %vpred_61
	global_load_dword v20, v12, s[4:5]                  ; examples/rope.kgen:6: gather from 'x'
	s_mov_b64 exec, s[8:9]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[8:9], s[32:33]                 ; lanes where %vpred_65
	global_load_dword v22, v13, s[4:5]                  ; examples/rope.kgen:6: gather from 'x'
	s_mov_b64 exec, s[8:9]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[8:9], s[34:35]                 ; lanes where %vpred_73
	global_load_dword v7, v14, s[4:5]                   ; examples/rope.kgen:6: gather from 'x'
	s_mov_b64 exec, s[8:9]
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[8:9], s[36:37]                 ; lanes where %vpred_77
	global_load_dword v15, v8, s[4:5]                   ; examples/rope.kgen:6: gather from 'x'
	s_mov_b64 exec, s[8:9]
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[8:9], s[38:39]                 ; lanes where %vpred_81
	global_load_dword v21, v5, s[4:5]                   ; examples/rope.kgen:6: gather from 'x'
	s_mov_b64 exec, s[8:9]
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[8:9], s[40:41]                 ; lanes where %vpred_85
	global_load_dword v23, v6, s[4:5]                   ; examples/rope.kgen:6: gather from 'x'
	s_mov_b64 exec, s[8:9]
.Lrope_rows128_if1_end:
	global_load_dwordx4 v[16:19], v3, s[22:23]          ; examples/rope.kgen:8: 16-byte load of 'freq_cos'
	s_waitcnt vmcnt(0)
	v_mul_f32 v24, v4, v16                              ; examples/rope.kgen:10
	v_mul_f32 v25, v10, v17                             ; examples/rope.kgen:10
	v_mul_f32 v26, v20, v18                             ; examples/rope.kgen:10
	v_mul_f32 v27, v22, v19                             ; examples/rope.kgen:10
	global_load_dwordx4 v[28:31], v3, s[6:7]            ; examples/rope.kgen:9: 16-byte load of 'freq_sin'
	s_waitcnt vmcnt(0)
	v_mul_f32 v32, v7, v28                              ; examples/rope.kgen:10
	v_mul_f32 v33, v15, v29                             ; examples/rope.kgen:10
	v_mul_f32 v34, v21, v30                             ; examples/rope.kgen:10
	v_mul_f32 v35, v23, v31                             ; examples/rope.kgen:10
	v_sub_f32 v36, v24, v32                             ; examples/rope.kgen:10
	v_sub_f32 v24, v25, v33                             ; examples/rope.kgen:10
	v_sub_f32 v25, v26, v34                             ; examples/rope.kgen:10
	v_sub_f32 v26, v27, v35                             ; examples/rope.kgen:10
	s_and_b64 s[8:9], s[24:25], s[34:35]
	s_and_b64 s[26:27], s[28:29], s[36:37]
	s_and_b64 s[42:43], s[30:31], s[38:39]
	s_and_b64 s[44:45], s[32:33], s[40:41]
	s_and_b64 s[46:47], s[24:25], s[8:9]
	s_and_saveexec_b64 s[24:25], s[46:47]               ; lanes where %vpred_124
	global_store_dword v11, v36, s[10:11]               ; examples/rope.kgen:10: store to 'out'
	s_mov_b64 exec, s[24:25]
	s_and_b64 s[24:25], s[28:29], s[26:27]
	s_and_saveexec_b64 s[28:29], s[24:25]               ; lanes where %vpred_125
	global_store_dword v9, v24, s[10:11]                ; examples/rope.kgen:10: store to 'out'
	s_mov_b64 exec, s[28:29]
	s_and_b64 s[24:25], s[30:31], s[42:43]
	s_and_saveexec_b64 s[28:29], s[24:25]               ; lanes where %vpred_126
	global_store_dword v12, v25, s[10:11]               ; examples/rope.kgen:10: store to 'out'
	s_mov_b64 exec, s[28:29]
	s_and_b64 s[24:25], s[32:33], s[44:45]
	s_and_saveexec_b64 s[28:29], s[24:25]               ; lanes where %vpred_127
	global_store_dword v13, v26, s[10:11]               ; examples/rope.kgen:10: store to 'out'
	s_mov_b64 exec, s[28:29]
	v_mul_f32 v9, v4, v28                               ; examples/rope.kgen:11
	v_mul_f32 v4, v10, v29                              ; examples/rope.kgen:11
	v_mul_f32 v10, v20, v30                             ; examples/rope.kgen:11
	v_mul_f32 v11, v22, v31                             ; examples/rope.kgen:11
	v_mul_f32 v12, v7, v16                              ; examples/rope.kgen:11
	v_mul_f32 v7, v15, v17                              ; examples/rope.kgen:11
	v_mul_f32 v13, v21, v18                             ; examples/rope.kgen:11
	v_mul_f32 v15, v23, v19                             ; examples/rope.kgen:11
	v_add_f32 v16, v9, v12                              ; examples/rope.kgen:11
	v_add_f32 v9, v4, v7                                ; examples/rope.kgen:11
	v_add_f32 v4, v10, v13                              ; examples/rope.kgen:11
	v_add_f32 v7, v11, v15                              ; examples/rope.kgen:11
	s_and_b64 s[24:25], s[34:35], s[8:9]
	s_and_saveexec_b64 s[8:9], s[24:25]                 ; lanes where %vpred_140
	global_store_dword v14, v16, s[10:11]               ; examples/rope.kgen:11: store to 'out'
	s_mov_b64 exec, s[8:9]
	s_and_b64 s[8:9], s[36:37], s[26:27]
	s_and_saveexec_b64 s[24:25], s[8:9]                 ; lanes where %vpred_141
	global_store_dword v8, v9, s[10:11]                 ; examples/rope.kgen:11: store to 'out'
	s_mov_b64 exec, s[24:25]
	s_and_b64 s[8:9], s[38:39], s[42:43]
	s_and_saveexec_b64 s[24:25], s[8:9]                 ; lanes where %vpred_142
	global_store_dword v5, v4, s[10:11]                 ; examples/rope.kgen:11: store to 'out'
	s_mov_b64 exec, s[24:25]
	s_and_b64 s[8:9], s[40:41], s[44:45]
	s_and_saveexec_b64 s[24:25], s[8:9]                 ; lanes where %vpred_143
	global_store_dword v6, v7, s[10:11]                 ; examples/rope.kgen:11: store to 'out'
	s_mov_b64 exec, s[24:25]
	s_branch .Lrope_rows128_if0_end
.Lrope_rows128_if0_else:
	s_add_i32 s8, s16, 0                                ; index along 't' (examples/rope.kgen:6)
	v_add_u32 v4, s17, v2
	v_add_u32 v5, 0, v4                                 ; index along 'h' (examples/rope.kgen:6)
	v_add_u32 v4, 0, v1
	v_add_u32 v6, 0, v4                                 ; index along 'i' (examples/rope.kgen:6)
	v_add_u32 v7, 1, v4                                 ; index along 'i' (examples/rope.kgen:6)
	v_add_u32 v8, 2, v4                                 ; index along 'i' (examples/rope.kgen:6)
	v_add_u32 v9, 3, v4                                 ; index along 'i' (examples/rope.kgen:6)
	v_mul_lo_u32 v4, 2, v6                              ; examples/rope.kgen:6
	v_mul_lo_u32 v6, 2, v7                              ; examples/rope.kgen:6
	v_mul_lo_u32 v7, 2, v8                              ; examples/rope.kgen:6
	v_mul_lo_u32 v8, 2, v9                              ; examples/rope.kgen:6
	s_mul_i32 s9, s8, s21
	v_mul_lo_u32 v9, s14, v5
	v_add_u32 v10, s9, v9
	v_add_u32 v9, v10, v4
	v_lshlrev_b32 v11, 2, v9                            ; examples/rope.kgen:6: byte offset
	s_cmp_lt_u32 s8, s12                                ; subscript 0 of 'x' inside [0, T)
	s_cselect_b32 s8, 1, 0
	v_cmp_lt_u32 s[16:17], v5, s13                      ; subscript 1 of 'x' inside [0, NH)
	s_cmp_lg_u32 s8, 0
	s_cselect_b64 s[8:9], exec, 0
	s_and_b64 s[12:13], s[8:9], s[16:17]
	v_cmp_lt_u32 s[8:9], v4, s14                        ; subscript 2 of 'x' inside [0, D)
	s_and_b64 s[16:17], s[12:13], s[8:9]
	v_cmp_lt_u32 s[8:9], v2, s18                        ; 'h' element in bounds
	v_cmp_lt_u32 s[20:21], v1, s15                      ; 'i' element in bounds
	s_and_b64 s[24:25], s[8:9], s[20:21]
	s_and_b64 s[26:27], s[16:17], s[24:25]
	v_add_u32 v2, v10, v6
	v_lshlrev_b32 v5, 2, v2                             ; examples/rope.kgen:6: byte offset
	v_cmp_lt_u32 s[28:29], v6, s14                      ; subscript 2 of 'x' inside [0, D)
	s_and_b64 s[30:31], s[12:13], s[28:29]
	v_add_u32 v2, 1, v1
	v_cmp_lt_u32 s[28:29], v2, s15                      ; 'i' element in bounds
	s_and_b64 s[32:33], s[8:9], s[28:29]
	s_and_b64 s[34:35], s[30:31], s[32:33]
	v_add_u32 v2, v10, v7
	v_lshlrev_b32 v9, 2, v2                             ; examples/rope.kgen:6: byte offset
	v_cmp_lt_u32 s[36:37], v7, s14                      ; subscript 2 of 'x' inside [0, D)
	s_and_b64 s[38:39], s[12:13], s[36:37]
	v_add_u32 v2, 2, v1
	v_cmp_lt_u32 s[36:37], v2, s15                      ; 'i' element in bounds
	s_and_b64 s[40:41], s[8:9], s[36:37]
	s_and_b64 s[42:43], s[38:39], s[40:41]
	v_add_u32 v2, v10, v8
	v_lshlrev_b32 v12, 2, v2                            ; examples/rope.kgen:6: byte offset
	v_cmp_lt_u32 s[44:45], v8, s14                      ; subscript 2 of 'x' inside [0, D)
	s_and_b64 s[46:47], s[12:13], s[44:45]
	v_add_u32 v2, 3, v1
	v_cmp_lt_u32 s[44:45], v2, s15                      ; 'i' element in bounds
	s_and_b64 s[48:49], s[8:9], s[44:45]
	s_and_b64 s[8:9], s[46:47], s[48:49]
	v_add_u32 v1, 1, v4                                 ; examples/rope.kgen:7
	v_add_u32 v2, 1, v6                                 ; examples/rope.kgen:7
	v_add_u32 v4, 1, v7                                 ; examples/rope.kgen:7
	v_add_u32 v6, 1, v8                                 ; examples/rope.kgen:7
	v_add_u32 v7, v10, v1
	v_lshlrev_b32 v8, 2, v7                             ; examples/rope.kgen:7: byte offset
	v_cmp_lt_u32 s[50:51], v1, s14                      ; subscript 2 of 'x' inside [0, D)
	s_and_b64 s[52:53], s[12:13], s[50:51]
	s_and_b64 s[50:51], s[52:53], s[24:25]
	v_add_u32 v1, v10, v2
	v_lshlrev_b32 v7, 2, v1                             ; examples/rope.kgen:7: byte offset
	v_cmp_lt_u32 s[54:55], v2, s14                      ; subscript 2 of 'x' inside [0, D)
	s_and_b64 s[56:57], s[12:13], s[54:55]
	s_and_b64 s[54:55], s[56:57], s[32:33]
	v_add_u32 v1, v10, v4
	v_lshlrev_b32 v2, 2, v1                             ; examples/rope.kgen:7: byte offset
	v_cmp_lt_u32 s[32:33], v4, s14                      ; subscript 2 of 'x' inside [0, D)
	s_and_b64 s[58:59], s[12:13], s[32:33]
	s_and_b64 s[32:33], s[58:59], s[40:41]
	v_add_u32 v1, v10, v6
	v_lshlrev_b32 v4, 2, v1                             ; examples/rope.kgen:7: byte offset
	v_cmp_lt_u32 s[40:41], v6, s14                      ; subscript 2 of 'x' inside [0, D)
	s_and_b64 s[14:15], s[12:13], s[40:41]
	s_and_b64 s[12:13], s[14:15], s[48:49]
	s_cmp_eq_u32 s19, 0                                 ; spans of 'x' aligned and inside its rows: vector loads
	s_cbranch_scc1 .Lrope_rows128_if2_else
	v_mov_b32 v1, 0                                     ; absent element
	v_mov_b32 v6, 0                                     ; absent element
	v_mov_b32 v10, 0                                    ; absent element
	v_mov_b32 v13, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_168
	global_load_dwordx4 v[14:17], v11, s[4:5]           ; examples/rope.kgen:6: 16-byte load of a span of 'x'
	s_waitcnt vmcnt(0)
	v_mov_b32 v1, v14
	v_mov_b32 v6, v15
	v_mov_b32 v10, v16
	v_mov_b32 v13, v17
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v14, 0                                    ; absent element
	v_mov_b32 v15, 0                                    ; absent element
	v_mov_b32 v16, 0                                    ; absent element
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_168
	global_load_dwordx4 v[18:21], v11, s[4:5] offset:16 ; examples/rope.kgen:6: 16-byte load of a span of 'x'
	s_waitcnt vmcnt(0)
	v_mov_b32 v14, v18
	v_mov_b32 v15, v19
	v_mov_b32 v16, v20
	v_mov_b32 v17, v21
	s_mov_b64 exec, s[18:19]
	s_branch .Lrope_rows128_if2_end
.Lrope_rows128_if2_else:
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[18:19], s[26:27]               ; lanes where %vpred_169
	global_load_dword v1, v11, s[4:5]                   ; examples/rope.kgen:6: gather from 'x'
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[34:35]               ; lanes where %vpred_177
	global_load_dword v10, v5, s[4:5]                   ; examples/rope.kgen:6: gather from 'x'
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[42:43]               ; lanes where %vpred_185
	global_load_dword v14, v9, s[4:5]                   ; examples/rope.kgen:6: gather from 'x'
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[8:9]                 ; lanes where %vpred_193
	global_load_dword v16, v12, s[4:5]                  ; examples/rope.kgen:6: gather from 'x'
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[18:19], s[50:51]               ; lanes where %vpred_202
	global_load_dword v6, v8, s[4:5]                    ; examples/rope.kgen:6: gather from 'x'
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v13, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[54:55]               ; lanes where %vpred_207
	global_load_dword v13, v7, s[4:5]                   ; examples/rope.kgen:6: gather from 'x'
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[32:33]               ; lanes where %vpred_212
	global_load_dword v15, v2, s[4:5]                   ; examples/rope.kgen:6: gather from 'x'
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[12:13]               ; lanes where %vpred_217
	global_load_dword v17, v4, s[4:5]                   ; examples/rope.kgen:6: gather from 'x'
	s_mov_b64 exec, s[18:19]
.Lrope_rows128_if2_end:
	v_mov_b32 v18, 0                                    ; absent element
	s_and_saveexec_b64 s[4:5], s[20:21]                 ; lanes where %vpred_167
	global_load_dword v18, v3, s[22:23]                 ; examples/rope.kgen:8: load of 'freq_cos'
	s_mov_b64 exec, s[4:5]
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[4:5], s[28:29]                 ; lanes where %vpred_175
	global_load_dword v19, v3, s[22:23] offset:4        ; examples/rope.kgen:8: load of 'freq_cos'
	s_mov_b64 exec, s[4:5]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[4:5], s[36:37]                 ; lanes where %vpred_183
	global_load_dword v20, v3, s[22:23] offset:8        ; examples/rope.kgen:8: load of 'freq_cos'
	s_mov_b64 exec, s[4:5]
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[4:5], s[44:45]                 ; lanes where %vpred_191
	global_load_dword v21, v3, s[22:23] offset:12       ; examples/rope.kgen:8: load of 'freq_cos'
	s_mov_b64 exec, s[4:5]
	s_waitcnt vmcnt(3)
	v_mul_f32 v22, v1, v18                              ; examples/rope.kgen:10
	s_waitcnt vmcnt(2)
	v_mul_f32 v23, v10, v19                             ; examples/rope.kgen:10
	s_waitcnt vmcnt(1)
	v_mul_f32 v24, v14, v20                             ; examples/rope.kgen:10
	s_waitcnt vmcnt(0)
	v_mul_f32 v25, v16, v21                             ; examples/rope.kgen:10
	v_mov_b32 v26, 0                                    ; absent element
	s_and_saveexec_b64 s[4:5], s[20:21]                 ; lanes where %vpred_167
	global_load_dword v26, v3, s[6:7]                   ; examples/rope.kgen:9: load of 'freq_sin'
	s_mov_b64 exec, s[4:5]
	v_mov_b32 v27, 0                                    ; absent element
	s_and_saveexec_b64 s[4:5], s[28:29]                 ; lanes where %vpred_175
	global_load_dword v27, v3, s[6:7] offset:4          ; examples/rope.kgen:9: load of 'freq_sin'
	s_mov_b64 exec, s[4:5]
	v_mov_b32 v28, 0                                    ; absent element
	s_and_saveexec_b64 s[4:5], s[36:37]                 ; lanes where %vpred_183
	global_load_dword v28, v3, s[6:7] offset:8          ; examples/rope.kgen:9: load of 'freq_sin'
	s_mov_b64 exec, s[4:5]
	v_mov_b32 v29, 0                                    ; absent element
	s_and_saveexec_b64 s[4:5], s[44:45]                 ; lanes where %vpred_191
	global_load_dword v29, v3, s[6:7] offset:12         ; examples/rope.kgen:9: load of 'freq_sin'
	s_mov_b64 exec, s[4:5]
	s_waitcnt vmcnt(3)
	v_mul_f32 v3, v6, v26                               ; examples/rope.kgen:10
	s_waitcnt vmcnt(2)
	v_mul_f32 v30, v13, v27                             ; examples/rope.kgen:10
	s_waitcnt vmcnt(1)
	v_mul_f32 v31, v15, v28                             ; examples/rope.kgen:10
	s_waitcnt vmcnt(0)
	v_mul_f32 v32, v17, v29                             ; examples/rope.kgen:10
	v_sub_f32 v33, v22, v3                              ; examples/rope.kgen:10
	v_sub_f32 v3, v23, v30                              ; examples/rope.kgen:10
	v_sub_f32 v22, v24, v31                             ; examples/rope.kgen:10
	v_sub_f32 v23, v25, v32                             ; examples/rope.kgen:10
	s_and_b64 s[4:5], s[16:17], s[52:53]
	s_and_b64 s[6:7], s[30:31], s[56:57]
	s_and_b64 s[16:17], s[38:39], s[58:59]
	s_and_b64 s[18:19], s[46:47], s[14:15]
	s_and_b64 s[14:15], s[26:27], s[4:5]
	s_and_saveexec_b64 s[20:21], s[14:15]               ; lanes where %vpred_250
	global_store_dword v11, v33, s[10:11]               ; examples/rope.kgen:10: store to 'out'
	s_mov_b64 exec, s[20:21]
	s_and_b64 s[14:15], s[34:35], s[6:7]
	s_and_saveexec_b64 s[20:21], s[14:15]               ; lanes where %vpred_251
	global_store_dword v5, v3, s[10:11]                 ; examples/rope.kgen:10: store to 'out'
	s_mov_b64 exec, s[20:21]
	s_and_b64 s[14:15], s[42:43], s[16:17]
	s_and_saveexec_b64 s[20:21], s[14:15]               ; lanes where %vpred_252
	global_store_dword v9, v22, s[10:11]                ; examples/rope.kgen:10: store to 'out'
	s_mov_b64 exec, s[20:21]
	s_and_b64 s[14:15], s[8:9], s[18:19]
	s_and_saveexec_b64 s[8:9], s[14:15]                 ; lanes where %vpred_253
	global_store_dword v12, v23, s[10:11]               ; examples/rope.kgen:10: store to 'out'
	s_mov_b64 exec, s[8:9]
	v_mul_f32 v3, v1, v26                               ; examples/rope.kgen:11
	v_mul_f32 v1, v10, v27                              ; examples/rope.kgen:11
	v_mul_f32 v5, v14, v28                              ; examples/rope.kgen:11
	v_mul_f32 v9, v16, v29                              ; examples/rope.kgen:11
	v_mul_f32 v10, v6, v18                              ; examples/rope.kgen:11
	v_mul_f32 v6, v13, v19                              ; examples/rope.kgen:11
	v_mul_f32 v11, v15, v20                             ; examples/rope.kgen:11
	v_mul_f32 v12, v17, v21                             ; examples/rope.kgen:11
	v_add_f32 v13, v3, v10                              ; examples/rope.kgen:11
	v_add_f32 v3, v1, v6                                ; examples/rope.kgen:11
	v_add_f32 v1, v5, v11                               ; examples/rope.kgen:11
	v_add_f32 v5, v9, v12                               ; examples/rope.kgen:11
	s_and_b64 s[8:9], s[50:51], s[4:5]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_266
	global_store_dword v8, v13, s[10:11]                ; examples/rope.kgen:11: store to 'out'
	s_mov_b64 exec, s[4:5]
	s_and_b64 s[4:5], s[54:55], s[6:7]
	s_and_saveexec_b64 s[6:7], s[4:5]                   ; lanes where %vpred_267
	global_store_dword v7, v3, s[10:11]                 ; examples/rope.kgen:11: store to 'out'
	s_mov_b64 exec, s[6:7]
	s_and_b64 s[4:5], s[32:33], s[16:17]
	s_and_saveexec_b64 s[6:7], s[4:5]                   ; lanes where %vpred_268
	global_store_dword v2, v1, s[10:11]                 ; examples/rope.kgen:11: store to 'out'
	s_mov_b64 exec, s[6:7]
	s_and_b64 s[4:5], s[12:13], s[18:19]
	s_and_saveexec_b64 s[6:7], s[4:5]                   ; lanes where %vpred_269
	global_store_dword v4, v5, s[10:11]                 ; examples/rope.kgen:11: store to 'out'
	s_mov_b64 exec, s[6:7]
.Lrope_rows128_if0_end:
	s_endpgm
.Lfunc_end_rope_rows128:
	.size	rope_rows128, .Lfunc_end_rope_rows128-rope_rows128

; kernel rope_rows256: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel rope from examples/rope.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: h, t
;   chunk: t: 1, h: 4, i: 256; walked in chunks: none
;   layout: t:1 x h:4 x i:256: reg[i1 i2] lane[i4 i8 i16 i32 i64 i128] warp[h1 h2]
;     (fastest axis 'i', 4 contiguous elements per thread)
;   fastest axis 'i': most bytes of plain accesses are contiguous along it
;   vector 4: 16-byte accesses of 4-byte elements
;   short rows: 'i' at most 256 elements (P <= 256, chosen at launch), 4 rows of 'h' a block over 4 waves, each row within one wave
;   value layouts (the dominant layout sliced to each value's axes):
;     L0 [t]: t:1: reg[0 0] lane[0 0 0 0 0 0] warp[0 0]
;     L1 [h]: h:4: reg[0 0] lane[0 0 0 0 0 0] warp[h1 h2]
;     L2 [i]: i:256: reg[i1 i2] lane[i4 i8 i16 i32 i64 i128] warp[0 0]
;     L3 [t, h, i]: t:1 x h:4 x i:256: reg[i1 i2] lane[i4 i8 i16 i32 i64 i128] warp[h1 h2]
;     L4 [t, i]: t:1 x i:256: reg[i1 i2] lane[i4 i8 i16 i32 i64 i128] warp[0 0]
;       6:12 index t -> L0; 6:15 index h -> L1; 6:22 index i -> L2; 6:18 mul -> L2; 6:10 gather x -> L3; 7:12 index t -> L0
;       7:15 index h -> L1; 7:22 index i -> L2; 7:18 mul -> L2; 7:18 add -> L2; 7:10 gather x -> L3; 8:9 load freq_cos -> L4
;       9:9 load freq_sin -> L4; 10:9 index t -> L0; 10:12 index h -> L1; 10:19 index i -> L2; 10:15 mul -> L2; 10:24 mul -> L3
;       10:33 mul -> L3; 10:24 sub -> L3; 11:9 index t -> L0; 11:12 index h -> L1; 11:19 index i -> L2; 11:15 mul -> L2
;       11:15 add -> L2; 11:28 mul -> L3; 11:37 mul -> L3; 11:28 add -> L3
; resources: 37 VGPRs, 0 AGPRs, 60 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 0 bytes LDS, 48 bytes of arguments, 256 threads
;   arg x: tensor f32 at 0 (read-only)
;   arg freq_cos: tensor f32 at 8 (read-only)
;   arg freq_sin: tensor f32 at 16 (read-only)
;   arg out: tensor f32 at 24
;   arg T: dim i32 at 32
;   arg NH: dim i32 at 36
;   arg D: dim i32 at 40
;   arg P: dim i32 at 44
; s[0:1] kernarg pointer, s2 workgroup id x, s3 workgroup id y, v0 work-item id
	.text
	.globl	rope_rows256
	.p2align	8
	.type	rope_rows256,@function
rope_rows256:
	s_load_dwordx2 s[4:5], s[0:1], 0x0                  ; argument x
	s_load_dwordx2 s[6:7], s[0:1], 0x8                  ; argument freq_cos
	s_load_dwordx2 s[8:9], s[0:1], 0x10                 ; argument freq_sin
	s_load_dwordx2 s[10:11], s[0:1], 0x18               ; argument out
	s_load_dword s12, s[0:1], 0x20                      ; argument T
	s_load_dword s13, s[0:1], 0x24                      ; argument NH
	s_load_dword s14, s[0:1], 0x28                      ; argument D
	s_load_dword s15, s[0:1], 0x2c                      ; argument P
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s16, s2                                   ; program index along 'h'
	s_mul_i32 s17, s16, 4                               ; first 'h' of this program's tile (4)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s16, s13, s17
	s_min_u32 s18, s16, 4                               ; 'h' elements in this tile
	s_mov_b32 s16, s3                                   ; program index along 't'
	s_and_b32 s19, s15, 3
	s_cmp_eq_u32 s19, 0                                 ; rows start aligned to 4 elements iff P % 4 == 0
	s_cselect_b32 s19, 1, 0
	s_cmp_ge_u32 s18, 4                                 ; a whole chunk of 'h' (4) is in bounds
	s_cselect_b32 s20, 1, 0
	s_cmp_ge_u32 s15, 0x100                             ; a whole chunk of 'i' (256) is in bounds
	s_cselect_b32 s21, 1, 0
	s_and_b32 s22, s20, s21
	s_and_b32 s20, s22, s19
	s_and_b32 s21, s14, 3
	s_cmp_eq_u32 s21, 0                                 ; rows of 'x' start aligned to 4 elements
	s_cselect_b32 s21, 1, 0
	s_lshr_b32 s22, s14, 1
	s_cmp_le_u32 s15, s22                               ; 2 * 'i' spans inside the rows of 'x'
	s_cselect_b32 s22, 1, 0
	s_and_b32 s23, s21, s19
	s_and_b32 s19, s23, s22
	v_lshrrev_b32 v2, 6, v1
	v_and_b32 v3, 63, v1
	v_lshlrev_b32 v1, 2, v3
	s_mul_i32 s21, s14, s13                             ; a stride of 'x'
	v_lshlrev_b32 v3, 2, v1                             ; thread's byte offset in a chunk of 'freq_cos'
	s_mul_i32 s22, s16, s15
	s_mul_hi_u32 s23, s16, s15
	s_lshl_b64 s[24:25], s[22:23], 2
	s_add_u32 s22, s6, s24                              ; 'freq_cos' at this program
	s_addc_u32 s23, s7, s25
	s_add_u32 s6, s8, s24                               ; 'freq_sin' at this program
	s_addc_u32 s7, s9, s25
	s_cmp_eq_u32 s20, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lrope_rows256_if0_else
	s_add_i32 s8, s16, 0                                ; index along 't' (examples/rope.kgen:6)
	v_add_u32 v4, s17, v2
	v_add_u32 v5, 0, v4                                 ; index along 'h' (examples/rope.kgen:6)
	v_add_u32 v4, 0, v1
	v_add_u32 v6, 0, v4                                 ; index along 'i' (examples/rope.kgen:6)
	v_add_u32 v7, 1, v4                                 ; index along 'i' (examples/rope.kgen:6)
	v_add_u32 v8, 2, v4                                 ; index along 'i' (examples/rope.kgen:6)
	v_add_u32 v9, 3, v4                                 ; index along 'i' (examples/rope.kgen:6)
	v_mul_lo_u32 v4, 2, v6                              ; examples/rope.kgen:6
	v_mul_lo_u32 v6, 2, v7                              ; examples/rope.kgen:6
	v_mul_lo_u32 v7, 2, v8                              ; examples/rope.kgen:6
	v_mul_lo_u32 v8, 2, v9                              ; examples/rope.kgen:6
	s_mul_i32 s9, s8, s21
	v_mul_lo_u32 v9, s14, v5
	v_add_u32 v10, s9, v9
	v_add_u32 v9, v10, v4
	v_lshlrev_b32 v11, 2, v9                            ; examples/rope.kgen:6: byte offset
	s_cmp_lt_u32 s8, s12                                ; subscript 0 of 'x' inside [0, T)
	s_cselect_b32 s8, 1, 0
	v_cmp_lt_u32 s[24:25], v5, s13                      ; subscript 1 of 'x' inside [0, NH)
	s_cmp_lg_u32 s8, 0
	s_cselect_b64 s[8:9], exec, 0
	s_and_b64 s[26:27], s[8:9], s[24:25]
	v_cmp_lt_u32 s[8:9], v4, s14                        ; subscript 2 of 'x' inside [0, D)
	s_and_b64 s[24:25], s[26:27], s[8:9]
	v_add_u32 v5, v10, v6
	v_lshlrev_b32 v9, 2, v5                             ; examples/rope.kgen:6: byte offset
	v_cmp_lt_u32 s[8:9], v6, s14                        ; subscript 2 of 'x' inside [0, D)
	s_and_b64 s[28:29], s[26:27], s[8:9]
	v_add_u32 v5, v10, v7
	v_lshlrev_b32 v12, 2, v5                            ; examples/rope.kgen:6: byte offset
	v_cmp_lt_u32 s[8:9], v7, s14                        ; subscript 2 of 'x' inside [0, D)
	s_and_b64 s[30:31], s[26:27], s[8:9]
	v_add_u32 v5, v10, v8
	v_lshlrev_b32 v13, 2, v5                            ; examples/rope.kgen:6: byte offset
	v_cmp_lt_u32 s[8:9], v8, s14                        ; subscript 2 of 'x' inside [0, D)
	s_and_b64 s[32:33], s[26:27], s[8:9]
	v_add_u32 v5, 1, v4                                 ; examples/rope.kgen:7
	v_add_u32 v4, 1, v6                                 ; examples/rope.kgen:7
	v_add_u32 v6, 1, v7                                 ; examples/rope.kgen:7
	v_add_u32 v7, 1, v8                                 ; examples/rope.kgen:7
	v_add_u32 v8, v10, v5
	v_lshlrev_b32 v14, 2, v8                            ; examples/rope.kgen:7: byte offset
	v_cmp_lt_u32 s[8:9], v5, s14                        ; subscript 2 of 'x' inside [0, D)
	s_and_b64 s[34:35], s[26:27], s[8:9]
	v_add_u32 v5, v10, v4
	v_lshlrev_b32 v8, 2, v5                             ; examples/rope.kgen:7: byte offset
	v_cmp_lt_u32 s[8:9], v4, s14                        ; subscript 2 of 'x' inside [0, D)
	s_and_b64 s[36:37], s[26:27], s[8:9]
	v_add_u32 v4, v10, v6
	v_lshlrev_b32 v5, 2, v4                             ; examples/rope.kgen:7: byte offset
	v_cmp_lt_u32 s[8:9], v6, s14                        ; subscript 2 of 'x' inside [0, D)
	s_and_b64 s[38:39], s[26:27], s[8:9]
	v_add_u32 v4, v10, v7
	v_lshlrev_b32 v6, 2, v4                             ; examples/rope.kgen:7: byte offset
	v_cmp_lt_u32 s[8:9], v7, s14                        ; subscript 2 of 'x' inside [0, D)
	s_and_b64 s[40:41], s[26:27], s[8:9]
	s_cmp_eq_u32 s19, 0                                 ; spans of 'x' aligned and inside its rows: vector loads
	s_cbranch_scc1 .Lrope_rows256_if1_else
	global_load_dwordx4 v[16:19], v11, s[4:5]           ; examples/rope.kgen:6: 16-byte load of a span of 'x'
	s_waitcnt vmcnt(0)
	v_mov_b32 v4, v16
	v_mov_b32 v7, v17
	v_mov_b32 v10, v18
	v_mov_b32 v15, v19
	global_load_dwordx4 v[16:19], v11, s[4:5] offset:16 ; examples/rope.kgen:6: 16-byte load of a span of 'x'
	s_waitcnt vmcnt(0)
	v_mov_b32 v20, v16
	v_mov_b32 v21, v17
	v_mov_b32 v22, v18
	v_mov_b32 v23, v19
	s_branch .Lrope_rows256_if1_end
.Lrope_rows256_if1_else:
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[8:9], s[24:25]                 ; lanes where %vpred_53
	global_load_dword v4, v11, s[4:5]                   ; examples/rope.kgen:6: gather from 'x'
	s_mov_b64 exec, s[8:9]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[8:9], s[28:29]                 ; lanes where %vpred_57
	global_load_dword v10, v9, s[4:5]                   ; examples/rope.kgen:6: gather from 'x'
	s_mov_b64 exec, s[8:9]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[8:9], s[30:31]                 ; lanes where %vpred_61
	global_load_dword v20, v12, s[4:5]                  ; examples/rope.kgen:6: gather from 'x'
	s_mov_b64 exec, s[8:9]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[8:9], s[32:33]                 ; lanes where %vpred_65
	global_load_dword v22, v13, s[4:5]                  ; examples/rope.kgen:6: gather from 'x'
	s_mov_b64 exec, s[8:9]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[8:9], s[34:35]                 ; lanes where %vpred_73
	global_load_dword v7, v14, s[4:5]                   ; examples/rope.kgen:6: gather from 'x'
	s_mov_b64 exec, s[8:9]
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[8:9], s[36:37]                 ; lanes where %vpred_77
	global_load_dword v15, v8, s[4:5]                   ; examples/rope.kgen:6: gather from 'x'
	s_mov_b64 exec, s[8:9]
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[8:9], s[38:39]                 ; lanes where %vpred_81
	global_load_dword v21, v5, s[4:5]                   ; examples/rope.kgen:6: gather from 'x'
	s_mov_b64 exec, s[8:9]
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[8:9], s[40:41]                 ; lanes where %vpred_85
	global_load_dword v23, v6, s[4:5]                   ; examples/rope.kgen:6: gather from 'x'
	s_mov_b64 exec, s[8:9]
.Lrope_rows256_if1_end:
	global_load_dwordx4 v[16:19], v3, s[22:23]          ; examples/rope.kgen:8: 16-byte load of 'freq_cos'
	s_waitcnt vmcnt(0)
	v_mul_f32 v24, v4, v16                              ; examples/rope.kgen:10
	v_mul_f32 v25, v10, v17                             ; examples/rope.kgen:10
	v_mul_f32 v26, v20, v18                             ; examples/rope.kgen:10
	v_mul_f32 v27, v22, v19                             ; examples/rope.kgen:10
	global_load_dwordx4 v[28:31], v3, s[6:7]            ; examples/rope.kgen:9: 16-byte load of 'freq_sin'
	s_waitcnt vmcnt(0)
	v_mul_f32 v32, v7, v28                              ; examples/rope.kgen:10
	v_mul_f32 v33, v15, v29                             ; examples/rope.kgen:10
	v_mul_f32 v34, v21, v30                             ; examples/rope.kgen:10
	v_mul_f32 v35, v23, v31                             ; examples/rope.kgen:10
	v_sub_f32 v36, v24, v32                             ; examples/rope.kgen:10
	v_sub_f32 v24, v25, v33                             ; examples/rope.kgen:10
	v_sub_f32 v25, v26, v34                             ; examples/rope.kgen:10
	v_sub_f32 v26, v27, v35                             ; examples/rope.kgen:10
	s_and_b64 s[8:9], s[24:25], s[34:35]
	s_and_b64 s[26:27], s[28:29], s[36:37]
	s_and_b64 s[42:43], s[30:31], s[38:39]
	s_and_b64 s[44:45], s[32:33], s[40:41]
	s_and_b64 s[46:47], s[24:25], s[8:9]
	s_and_saveexec_b64 s[24:25], s[46:47]               ; lanes where %vpred_124
	global_store_dword v11, v36, s[10:11]               ; examples/rope.kgen:10: store to 'out'
	s_mov_b64 exec, s[24:25]
	s_and_b64 s[24:25], s[28:29], s[26:27]
	s_and_saveexec_b64 s[28:29], s[24:25]               ; lanes where %vpred_125
	global_store_dword v9, v24, s[10:11]                ; examples/rope.kgen:10: store to 'out'
	s_mov_b64 exec, s[28:29]
	s_and_b64 s[24:25], s[30:31], s[42:43]
	s_and_saveexec_b64 s[28:29], s[24:25]               ; lanes where %vpred_126
	global_store_dword v12, v25, s[10:11]               ; examples/rope.kgen:10: store to 'out'
	s_mov_b64 exec, s[28:29]
	s_and_b64 s[24:25], s[32:33], s[44:45]
	s_and_saveexec_b64 s[28:29], s[24:25]               ; lanes where %vpred_127
	global_store_dword v13, v26, s[10:11]               ; examples/rope.kgen:10: store to 'out'
	s_mov_b64 exec, s[28:29]
	v_mul_f32 v9, v4, v28                               ; examples/rope.kgen:11
	v_mul_f32 v4, v10, v29                              ; examples/rope.kgen:11
	v_mul_f32 v10, v20, v30                             ; examples/rope.kgen:11
	v_mul_f32 v11, v22, v31                             ; examples/rope.kgen:11
	v_mul_f32 v12, v7, v16                              ; examples/rope.kgen:11
	v_mul_f32 v7, v15, v17                              ; examples/rope.kgen:11
	v_mul_f32 v13, v21, v18                             ; examples/rope.kgen:11
	v_mul_f32 v15, v23, v19                             ; examples/rope.kgen:11
	v_add_f32 v16, v9, v12                              ; examples/rope.kgen:11
	v_add_f32 v9, v4, v7                                ; examples/rope.kgen:11
	v_add_f32 v4, v10, v13                              ; examples/rope.kgen:11
	v_add_f32 v7, v11, v15                              ; examples/rope.kgen:11
	s_and_b64 s[24:25], s[34:35], s[8:9]
	s_and_saveexec_b64 s[8:9], s[24:25]                 ; lanes where %vpred_140
	global_store_dword v14, v16, s[10:11]               ; examples/rope.kgen:11: store to 'out'
	s_mov_b64 exec, s[8:9]
	s_and_b64 s[8:9], s[36:37], s[26:27]
	s_and_saveexec_b64 s[24:25], s[8:9]                 ; lanes where %vpred_141
	global_store_dword v8, v9, s[10:11]                 ; examples/rope.kgen:11: store to 'out'
	s_mov_b64 exec, s[24:25]
	s_and_b64 s[8:9], s[38:39], s[42:43]
	s_and_saveexec_b64 s[24:25], s[8:9]                 ; lanes where %vpred_142
	global_store_dword v5, v4, s[10:11]                 ; examples/rope.kgen:11: store to 'out'
	s_mov_b64 exec, s[24:25]
	s_and_b64 s[8:9], s[40:41], s[44:45]
	s_and_saveexec_b64 s[24:25], s[8:9]                 ; lanes where %vpred_143
	global_store_dword v6, v7, s[10:11]                 ; examples/rope.kgen:11: store to 'out'
	s_mov_b64 exec, s[24:25]
	s_branch .Lrope_rows256_if0_end
.Lrope_rows256_if0_else:
	s_add_i32 s8, s16, 0                                ; index along 't' (examples/rope.kgen:6)
	v_add_u32 v4, s17, v2
	v_add_u32 v5, 0, v4                                 ; index along 'h' (examples/rope.kgen:6)
	v_add_u32 v4, 0, v1
	v_add_u32 v6, 0, v4                                 ; index along 'i' (examples/rope.kgen:6)
	v_add_u32 v7, 1, v4                                 ; index along 'i' (examples/rope.kgen:6)
	v_add_u32 v8, 2, v4                                 ; index along 'i' (examples/rope.kgen:6)
	v_add_u32 v9, 3, v4                                 ; index along 'i' (examples/rope.kgen:6)
	v_mul_lo_u32 v4, 2, v6                              ; examples/rope.kgen:6
	v_mul_lo_u32 v6, 2, v7                              ; examples/rope.kgen:6
	v_mul_lo_u32 v7, 2, v8                              ; examples/rope.kgen:6
	v_mul_lo_u32 v8, 2, v9                              ; examples/rope.kgen:6
	s_mul_i32 s9, s8, s21
	v_mul_lo_u32 v9, s14, v5
	v_add_u32 v10, s9, v9
	v_add_u32 v9, v10, v4
	v_lshlrev_b32 v11, 2, v9                            ; examples/rope.kgen:6: byte offset
	s_cmp_lt_u32 s8, s12                                ; subscript 0 of 'x' inside [0, T)
	s_cselect_b32 s8, 1, 0
	v_cmp_lt_u32 s[16:17], v5, s13                      ; subscript 1 of 'x' inside [0, NH)
	s_cmp_lg_u32 s8, 0
	s_cselect_b64 s[8:9], exec, 0
	s_and_b64 s[12:13], s[8:9], s[16:17]
	v_cmp_lt_u32 s[8:9], v4, s14                        ; subscript 2 of 'x' inside [0, D)
	s_and_b64 s[16:17], s[12:13], s[8:9]
	v_cmp_lt_u32 s[8:9], v2, s18                        ; 'h' element in bounds
	v_cmp_lt_u32 s[20:21], v1, s15                      ; 'i' element in bounds
	s_and_b64 s[24:25], s[8:9], s[20:21]
	s_and_b64 s[26:27], s[16:17], s[24:25]
	v_add_u32 v2, v10, v6
	v_lshlrev_b32 v5, 2, v2                             ; examples/rope.kgen:6: byte offset
	v_cmp_lt_u32 s[28:29], v6, s14                      ; subscript 2 of 'x' inside [0, D)
	s_and_b64 s[30:31], s[12:13], s[28:29]
	v_add_u32 v2, 1, v1
	v_cmp_lt_u32 s[28:29], v2, s15                      ; 'i' element in bounds
	s_and_b64 s[32:33], s[8:9], s[28:29]
	s_and_b64 s[34:35], s[30:31], s[32:33]
	v_add_u32 v2, v10, v7
	v_lshlrev_b32 v9, 2, v2                             ; examples/rope.kgen:6: byte offset
	v_cmp_lt_u32 s[36:37], v7, s14                      ; subscript 2 of 'x' inside [0, D)
	s_and_b64 s[38:39], s[12:13], s[36:37]
	v_add_u32 v2, 2, v1
	v_cmp_lt_u32 s[36:37], v2, s15                      ; 'i' element in bounds
	s_and_b64 s[40:41], s[8:9], s[36:37]
	s_and_b64 s[42:43], s[38:39], s[40:41]
	v_add_u32 v2, v10, v8
	v_lshlrev_b32 v12, 2, v2                            ; examples/rope.kgen:6: byte offset
	v_cmp_lt_u32 s[44:45], v8, s14                      ; subscript 2 of 'x' inside [0, D)
	s_and_b64 s[46:47], s[12:13], s[44:45]
	v_add_u32 v2, 3, v1
	v_cmp_lt_u32 s[44:45], v2, s15                      ; 'i' element in bounds
	s_and_b64 s[48:49], s[8:9], s[44:45]
	s_and_b64 s[8:9], s[46:47], s[48:49]
	v_add_u32 v1, 1, v4                                 ; examples/rope.kgen:7
	v_add_u32 v2, 1, v6                                 ; examples/rope.kgen:7
	v_add_u32 v4, 1, v7                                 ; examples/rope.kgen:7
	v_add_u32 v6, 1, v8                                 ; examples/rope.kgen:7
	v_add_u32 v7, v10, v1
	v_lshlrev_b32 v8, 2, v7                             ; examples/rope.kgen:7: byte offset
	v_cmp_lt_u32 s[50:51], v1, s14                      ; subscript 2 of 'x' inside [0, D)
	s_and_b64 s[52:53], s[12:13], s[50:51]
	s_and_b64 s[50:51], s[52:53], s[24:25]
	v_add_u32 v1, v10, v2
	v_lshlrev_b32 v7, 2, v1                             ; examples/rope.kgen:7: byte offset
	v_cmp_lt_u32 s[54:55], v2, s14                      ; subscript 2 of 'x' inside [0, D)
	s_and_b64 s[56:57], s[12:13], s[54:55]
	s_and_b64 s[54:55], s[56:57], s[32:33]
	v_add_u32 v1, v10, v4
	v_lshlrev_b32 v2, 2, v1                             ; examples/rope.kgen:7: byte offset
	v_cmp_lt_u32 s[32:33], v4, s14                      ; subscript 2 of 'x' inside [0, D)
	s_and_b64 s[58:59], s[12:13], s[32:33]
	s_and_b64 s[32:33], s[58:59], s[40:41]
	v_add_u32 v1, v10, v6
	v_lshlrev_b32 v4, 2, v1                             ; examples/rope.kgen:7: byte offset
	v_cmp_lt_u32 s[40:41], v6, s14                      ; subscript 2 of 'x' inside [0, D)
	s_and_b64 s[14:15], s[12:13], s[40:41]
	s_and_b64 s[12:13], s[14:15], s[48:49]
	s_cmp_eq_u32 s19, 0                                 ; spans of 'x' aligned and inside its rows: vector loads
	s_cbranch_scc1 .Lrope_rows256_if2_else
	v_mov_b32 v1, 0                                     ; absent element
	v_mov_b32 v6, 0                                     ; absent element
	v_mov_b32 v10, 0                                    ; absent element
	v_mov_b32 v13, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_168
	global_load_dwordx4 v[14:17], v11, s[4:5]           ; examples/rope.kgen:6: 16-byte load of a span of 'x'
	s_waitcnt vmcnt(0)
	v_mov_b32 v1, v14
	v_mov_b32 v6, v15
	v_mov_b32 v10, v16
	v_mov_b32 v13, v17
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v14, 0                                    ; absent element
	v_mov_b32 v15, 0                                    ; absent element
	v_mov_b32 v16, 0                                    ; absent element
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_168
	global_load_dwordx4 v[18:21], v11, s[4:5] offset:16 ; examples/rope.kgen:6: 16-byte load of a span of 'x'
	s_waitcnt vmcnt(0)
	v_mov_b32 v14, v18
	v_mov_b32 v15, v19
	v_mov_b32 v16, v20
	v_mov_b32 v17, v21
	s_mov_b64 exec, s[18:19]
	s_branch .Lrope_rows256_if2_end
.Lrope_rows256_if2_else:
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[18:19], s[26:27]               ; lanes where %vpred_169
	global_load_dword v1, v11, s[4:5]                   ; examples/rope.kgen:6: gather from 'x'
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[34:35]               ; lanes where %vpred_177
	global_load_dword v10, v5, s[4:5]                   ; examples/rope.kgen:6: gather from 'x'
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[42:43]               ; lanes where %vpred_185
	global_load_dword v14, v9, s[4:5]                   ; examples/rope.kgen:6: gather from 'x'
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[8:9]                 ; lanes where %vpred_193
	global_load_dword v16, v12, s[4:5]                  ; examples/rope.kgen:6: gather from 'x'
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[18:19], s[50:51]               ; lanes where %vpred_202
	global_load_dword v6, v8, s[4:5]                    ; examples/rope.kgen:6: gather from 'x'
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v13, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[54:55]               ; lanes where %vpred_207
	global_load_dword v13, v7, s[4:5]                   ; examples/rope.kgen:6: gather from 'x'
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[32:33]               ; lanes where %vpred_212
	global_load_dword v15, v2, s[4:5]                   ; examples/rope.kgen:6: gather from 'x'
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[12:13]               ; lanes where %vpred_217
	global_load_dword v17, v4, s[4:5]                   ; examples/rope.kgen:6: gather from 'x'
	s_mov_b64 exec, s[18:19]
.Lrope_rows256_if2_end:
	v_mov_b32 v18, 0                                    ; absent element
	s_and_saveexec_b64 s[4:5], s[20:21]                 ; lanes where %vpred_167
	global_load_dword v18, v3, s[22:23]                 ; examples/rope.kgen:8: load of 'freq_cos'
	s_mov_b64 exec, s[4:5]
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[4:5], s[28:29]                 ; lanes where %vpred_175
	global_load_dword v19, v3, s[22:23] offset:4        ; examples/rope.kgen:8: load of 'freq_cos'
	s_mov_b64 exec, s[4:5]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[4:5], s[36:37]                 ; lanes where %vpred_183
	global_load_dword v20, v3, s[22:23] offset:8        ; examples/rope.kgen:8: load of 'freq_cos'
	s_mov_b64 exec, s[4:5]
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[4:5], s[44:45]                 ; lanes where %vpred_191
	global_load_dword v21, v3, s[22:23] offset:12       ; examples/rope.kgen:8: load of 'freq_cos'
	s_mov_b64 exec, s[4:5]
	s_waitcnt vmcnt(3)
	v_mul_f32 v22, v1, v18                              ; examples/rope.kgen:10
	s_waitcnt vmcnt(2)
	v_mul_f32 v23, v10, v19                             ; examples/rope.kgen:10
	s_waitcnt vmcnt(1)
	v_mul_f32 v24, v14, v20                             ; examples/rope.kgen:10
	s_waitcnt vmcnt(0)
	v_mul_f32 v25, v16, v21                             ; examples/rope.kgen:10
	v_mov_b32 v26, 0                                    ; absent element
	s_and_saveexec_b64 s[4:5], s[20:21]                 ; lanes where %vpred_167
	global_load_dword v26, v3, s[6:7]                   ; examples/rope.kgen:9: load of 'freq_sin'
	s_mov_b64 exec, s[4:5]
	v_mov_b32 v27, 0                                    ; absent element
	s_and_saveexec_b64 s[4:5], s[28:29]                 ; lanes where %vpred_175
	global_load_dword v27, v3, s[6:7] offset:4          ; examples/rope.kgen:9: load of 'freq_sin'
	s_mov_b64 exec, s[4:5]
	v_mov_b32 v28, 0                                    ; absent element
	s_and_saveexec_b64 s[4:5], s[36:37]                 ; lanes where %vpred_183
	global_load_dword v28, v3, s[6:7] offset:8          ; examples/rope.kgen:9: load of 'freq_sin'
	s_mov_b64 exec, s[4:5]
	v_mov_b32 v29, 0                                    ; absent element
	s_and_saveexec_b64 s[4:5], s[44:45]                 ; lanes where %vpred_191
	global_load_dword v29, v3, s[6:7] offset:12         ; examples/rope.kgen:9: load of 'freq_sin'
	s_mov_b64 exec, s[4:5]
	s_waitcnt vmcnt(3)
	v_mul_f32 v3, v6, v26                               ; examples/rope.kgen:10
	s_waitcnt vmcnt(2)
	v_mul_f32 v30, v13, v27                             ; examples/rope.kgen:10
	s_waitcnt vmcnt(1)
	v_mul_f32 v31, v15, v28                             ; examples/rope.kgen:10
	s_waitcnt vmcnt(0)
	v_mul_f32 v32, v17, v29                             ; examples/rope.kgen:10
	v_sub_f32 v33, v22, v3                              ; examples/rope.kgen:10
	v_sub_f32 v3, v23, v30                              ; examples/rope.kgen:10
	v_sub_f32 v22, v24, v31                             ; examples/rope.kgen:10
	v_sub_f32 v23, v25, v32                             ; examples/rope.kgen:10
	s_and_b64 s[4:5], s[16:17], s[52:53]
	s_and_b64 s[6:7], s[30:31], s[56:57]
	s_and_b64 s[16:17], s[38:39], s[58:59]
	s_and_b64 s[18:19], s[46:47], s[14:15]
	s_and_b64 s[14:15], s[26:27], s[4:5]
	s_and_saveexec_b64 s[20:21], s[14:15]               ; lanes where %vpred_250
	global_store_dword v11, v33, s[10:11]               ; examples/rope.kgen:10: store to 'out'
	s_mov_b64 exec, s[20:21]
	s_and_b64 s[14:15], s[34:35], s[6:7]
	s_and_saveexec_b64 s[20:21], s[14:15]               ; lanes where %vpred_251
	global_store_dword v5, v3, s[10:11]                 ; examples/rope.kgen:10: store to 'out'
	s_mov_b64 exec, s[20:21]
	s_and_b64 s[14:15], s[42:43], s[16:17]
	s_and_saveexec_b64 s[20:21], s[14:15]               ; lanes where %vpred_252
	global_store_dword v9, v22, s[10:11]                ; examples/rope.kgen:10: store to 'out'
	s_mov_b64 exec, s[20:21]
	s_and_b64 s[14:15], s[8:9], s[18:19]
	s_and_saveexec_b64 s[8:9], s[14:15]                 ; lanes where %vpred_253
	global_store_dword v12, v23, s[10:11]               ; examples/rope.kgen:10: store to 'out'
	s_mov_b64 exec, s[8:9]
	v_mul_f32 v3, v1, v26                               ; examples/rope.kgen:11
	v_mul_f32 v1, v10, v27                              ; examples/rope.kgen:11
	v_mul_f32 v5, v14, v28                              ; examples/rope.kgen:11
	v_mul_f32 v9, v16, v29                              ; examples/rope.kgen:11
	v_mul_f32 v10, v6, v18                              ; examples/rope.kgen:11
	v_mul_f32 v6, v13, v19                              ; examples/rope.kgen:11
	v_mul_f32 v11, v15, v20                             ; examples/rope.kgen:11
	v_mul_f32 v12, v17, v21                             ; examples/rope.kgen:11
	v_add_f32 v13, v3, v10                              ; examples/rope.kgen:11
	v_add_f32 v3, v1, v6                                ; examples/rope.kgen:11
	v_add_f32 v1, v5, v11                               ; examples/rope.kgen:11
	v_add_f32 v5, v9, v12                               ; examples/rope.kgen:11
	s_and_b64 s[8:9], s[50:51], s[4:5]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_266
	global_store_dword v8, v13, s[10:11]                ; examples/rope.kgen:11: store to 'out'
	s_mov_b64 exec, s[4:5]
	s_and_b64 s[4:5], s[54:55], s[6:7]
	s_and_saveexec_b64 s[6:7], s[4:5]                   ; lanes where %vpred_267
	global_store_dword v7, v3, s[10:11]                 ; examples/rope.kgen:11: store to 'out'
	s_mov_b64 exec, s[6:7]
	s_and_b64 s[4:5], s[32:33], s[16:17]
	s_and_saveexec_b64 s[6:7], s[4:5]                   ; lanes where %vpred_268
	global_store_dword v2, v1, s[10:11]                 ; examples/rope.kgen:11: store to 'out'
	s_mov_b64 exec, s[6:7]
	s_and_b64 s[4:5], s[12:13], s[18:19]
	s_and_saveexec_b64 s[6:7], s[4:5]                   ; lanes where %vpred_269
	global_store_dword v4, v5, s[10:11]                 ; examples/rope.kgen:11: store to 'out'
	s_mov_b64 exec, s[6:7]
.Lrope_rows256_if0_end:
	s_endpgm
.Lfunc_end_rope_rows256:
	.size	rope_rows256, .Lfunc_end_rope_rows256-rope_rows256

	.rodata
	.p2align	6
	.amdhsa_kernel rope
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 36
		.amdhsa_next_free_sgpr 68
		.amdhsa_accum_offset 36
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
	.amdhsa_kernel rope_rows128
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 37
		.amdhsa_next_free_sgpr 60
		.amdhsa_accum_offset 40
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
	.amdhsa_kernel rope_rows256
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 37
		.amdhsa_next_free_sgpr 60
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
  - .name:           rope
    .symbol:         rope.kd
    .args:
      - .name:           x
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           freq_cos
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           freq_sin
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           out
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
      - .name:           T
        .offset:         32
        .size:           4
        .value_kind:     by_value
      - .name:           NH
        .offset:         36
        .size:           4
        .value_kind:     by_value
      - .name:           D
        .offset:         40
        .size:           4
        .value_kind:     by_value
      - .name:           P
        .offset:         44
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     74
    .sgpr_spill_count: 0
    .vgpr_count:     36
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
  - .name:           rope_rows128
    .symbol:         rope_rows128.kd
    .args:
      - .name:           x
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           freq_cos
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           freq_sin
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           out
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
      - .name:           T
        .offset:         32
        .size:           4
        .value_kind:     by_value
      - .name:           NH
        .offset:         36
        .size:           4
        .value_kind:     by_value
      - .name:           D
        .offset:         40
        .size:           4
        .value_kind:     by_value
      - .name:           P
        .offset:         44
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     66
    .sgpr_spill_count: 0
    .vgpr_count:     37
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
  - .name:           rope_rows256
    .symbol:         rope_rows256.kd
    .args:
      - .name:           x
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           freq_cos
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           freq_sin
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           out
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
      - .name:           T
        .offset:         32
        .size:           4
        .value_kind:     by_value
      - .name:           NH
        .offset:         36
        .size:           4
        .value_kind:     by_value
      - .name:           D
        .offset:         40
        .size:           4
        .value_kind:     by_value
      - .name:           P
        .offset:         44
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     66
    .sgpr_spill_count: 0
    .vgpr_count:     37
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
