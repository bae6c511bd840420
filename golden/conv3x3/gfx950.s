; kgen AMDGCN module for gfx950: 1 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 5

; kernel conv3x3: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel conv3x3 from examples/conv3x3.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: c, w, h
;   chunk: h: 1, w: 2, c: 64, j: 16; walked in chunks: w
;   layout: h:1 x w:2 x c:64 x j:16: reg[c1 c2 w1] lane[c4 c8 c16 c32 j1 j2] warp[j4 j8]
;     (fastest axis 'c', 4 contiguous elements per thread)
;   fastest axis 'c': most bytes of plain accesses are contiguous along it
;   vector 4: 16-byte accesses of 4-byte elements
;   walk 'w' in chunks of 2: 8 elements exceed the chunk of 2
;   value layouts (the dominant layout sliced to each value's axes):
;     L0 [h]: h:1: reg[0 0 0] lane[0 0 0 0 0 0] warp[0 0]
;     L1 [j]: j:16: reg[0 0 0] lane[0 0 0 0 j1 j2] warp[j4 j8]
;     L2 [h, j]: h:1 x j:16: reg[0 0 0] lane[0 0 0 0 j1 j2] warp[j4 j8]
;     L3 [w]: w:2: reg[0 0 w1] lane[0 0 0 0 0 0] warp[0 0]
;     L4 [w, j]: w:2 x j:16: reg[0 0 w1] lane[0 0 0 0 j1 j2] warp[j4 j8]
;     L5 [c]: c:64: reg[c1 c2 0] lane[c4 c8 c16 c32 0 0] warp[0 0]
;     L6 [h, w, c, j]: h:1 x w:2 x c:64 x j:16: reg[c1 c2 w1] lane[c4 c8 c16 c32 j1 j2] warp[j4 j8]
;     L7 [c, j]: c:64 x j:16: reg[c1 c2 0] lane[c4 c8 c16 c32 j1 j2] warp[j4 j8]
;     L8 [h, w, c]: h:1 x w:2 x c:64: reg[c1 c2 w1] lane[c4 c8 c16 c32 0 0] warp[0 0]
;       8:26 index h -> L0; 8:30 index j -> L1; 8:30 div -> L1; 8:26 add -> L2; 8:26 sub -> L2; 8:41 index w -> L3
;       8:45 index j -> L1; 8:45 rem -> L1; 8:41 add -> L4; 8:41 sub -> L4; 8:56 index c -> L5; 8:24 gather x -> L6
;       8:61 load k -> L7; 8:24 mul -> L6; 8:20 reduce sum -> L8
; resources: 19 VGPRs, 0 AGPRs, 88 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 2048 bytes LDS, 36 bytes of arguments, 256 threads
;   arg x: tensor f32 at 0 (read-only)
;   arg k: tensor f32 at 8 (read-only)
;   arg out: tensor f32 at 16
;   arg H: dim i32 at 24
;   arg W: dim i32 at 28
;   arg C: dim i32 at 32
; s[0:1] kernarg pointer, s2 workgroup id x, s3 workgroup id y, s4 workgroup id z, v0 work-item id
	.text
	.globl	conv3x3
	.p2align	8
	.type	conv3x3,@function
conv3x3:
	s_load_dwordx2 s[6:7], s[0:1], 0x0                  ; argument x
	s_load_dwordx2 s[8:9], s[0:1], 0x8                  ; argument k
	s_load_dwordx2 s[10:11], s[0:1], 0x10               ; argument out
	s_load_dword s5, s[0:1], 0x18                       ; argument H
	s_load_dword s12, s[0:1], 0x1c                      ; argument W
	s_load_dword s13, s[0:1], 0x20                      ; argument C
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s14, s2                                   ; program index along 'c'
	s_mul_i32 s15, s14, 64                              ; first 'c' of this program's tile (64)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s14, s13, s15
	s_min_u32 s16, s14, 64                              ; 'c' elements in this tile
	s_mov_b32 s14, s3                                   ; program index along 'w'
	s_mul_i32 s17, s14, 8                               ; first 'w' of this program's tile (8)
	s_sub_u32 s14, s12, s17
	s_min_u32 s18, s14, 8                               ; 'w' elements in this tile
	s_mov_b32 s14, s4                                   ; program index along 'h'
	v_lshrrev_b32 v2, 4, v1
	v_and_b32 v3, 15, v1
	v_lshlrev_b32 v4, 2, v3
	s_mul_i32 s19, s13, s12                             ; a stride of 'x'
	v_mul_lo_u32 v3, s13, v2
	v_add_u32 v5, v3, v4
	v_lshlrev_b32 v3, 2, v5                             ; thread's byte offset in a chunk of 'k'
	s_mov_b32 s20, s15
	s_mov_b32 s21, 0
	s_lshl_b64 s[22:23], s[20:21], 2
	s_add_u32 s20, s8, s22                              ; 'k' at this program
	s_addc_u32 s21, s9, s23
	v_lshrrev_b32 v5, 6, v1
	v_and_b32 v6, 1, v5
	v_lshrrev_b32 v5, 7, v1
	v_and_b32 v7, 1, v5
	v_lshlrev_b32 v5, 1, v7
	v_or_b32 v7, v6, v5                                 ; warp group along 'j'
	v_mov_b32 v5, 0x80
	v_mul_lo_u32 v6, v5, v7
	v_add_u32 v5, v6, v4
	v_lshlrev_b32 v6, 2, v5
	v_lshlrev_b32 v5, 2, v4
	v_and_b32 v7, 48, v1
	v_cmp_eq_u32 s[8:9], v7, 0                          ; one lane per warp group and element publishes
	v_and_b32 v7, 0xf0, v1
	v_cmp_eq_u32 s[24:25], v7, 0                        ; one thread of each group of copies
	s_mul_i32 s26, s14, s19
	s_mul_hi_u32 s27, s14, s19
	s_lshl_b64 s[28:29], s[26:27], 2
	s_add_u32 s26, s10, s28                             ; 'out' at this program
	s_addc_u32 s27, s11, s29
	s_mul_i32 s10, s17, s13
	s_mul_hi_u32 s11, s17, s13
	s_lshl_b64 s[28:29], s[10:11], 2
	s_add_u32 s10, s26, s28                             ; 'out' at this program
	s_addc_u32 s11, s27, s29
	s_add_u32 s26, s10, s22                             ; 'out' at this program
	s_addc_u32 s27, s11, s23
	s_mov_b32 s10, 0                                    ; chunks of 2 along 'w': the rest, masked
	s_cmp_ge_u32 s10, s18
	s_cbranch_scc1 .Lconv3x3_loop0_end
.Lconv3x3_loop0:
	s_add_u32 s11, s17, s10
	s_sub_u32 s22, s18, s10
	s_add_i32 s23, s14, 0                               ; index along 'h' (examples/conv3x3.kgen:8)
	v_add_u32 v1, 0, v2
	v_add_u32 v7, 0, v1                                 ; index along 'j' (examples/conv3x3.kgen:8)
	v_mov_b32 v1, 0xaaaaaaab                            ; examples/conv3x3.kgen:8: by 3, as a multiply
	v_mul_hi_u32 v8, v1, v7
	v_lshrrev_b32 v1, 1, v8
	v_add_u32 v8, s23, v1                               ; examples/conv3x3.kgen:8
	v_sub_u32 v9, v8, 1                                 ; examples/conv3x3.kgen:8
	s_add_i32 s23, s11, 0                               ; index along 'w' (examples/conv3x3.kgen:8)
	s_add_i32 s28, s11, 1                               ; index along 'w' (examples/conv3x3.kgen:8)
	v_mul_lo_u32 v8, 3, v1
	v_sub_u32 v1, v7, v8
	v_add_u32 v7, s23, v1                               ; examples/conv3x3.kgen:8
	v_add_u32 v8, s28, v1                               ; examples/conv3x3.kgen:8
	v_sub_u32 v1, v7, 1                                 ; examples/conv3x3.kgen:8
	v_sub_u32 v7, v8, 1                                 ; examples/conv3x3.kgen:8
	v_add_u32 v8, s15, v4
	v_add_u32 v10, 0, v8                                ; index along 'c' (examples/conv3x3.kgen:8)
	v_add_u32 v11, 1, v8                                ; index along 'c' (examples/conv3x3.kgen:8)
	v_add_u32 v12, 2, v8                                ; index along 'c' (examples/conv3x3.kgen:8)
	v_add_u32 v13, 3, v8                                ; index along 'c' (examples/conv3x3.kgen:8)
	v_mul_lo_u32 v8, s19, v9
	v_mul_lo_u32 v14, s13, v1
	v_add_u32 v15, v8, v14
	v_add_u32 v14, v15, v10
	v_lshlrev_b32 v16, 2, v14                           ; examples/conv3x3.kgen:8: byte offset
	v_cmp_lt_u32 s[28:29], v9, s5                       ; subscript 0 of 'x' inside [0, H)
	v_cmp_lt_u32 s[30:31], v1, s12                      ; subscript 1 of 'x' inside [0, W)
	s_and_b64 s[32:33], s[28:29], s[30:31]
	v_cmp_lt_u32 s[30:31], v10, s13                     ; subscript 2 of 'x' inside [0, C)
	s_and_b64 s[34:35], s[32:33], s[30:31]
	s_cmp_lt_u32 0, s22                                 ; 'w' element in bounds
	s_cselect_b32 s11, 1, 0
	v_cmp_lt_u32 s[36:37], v4, s16                      ; 'c' element in bounds
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[38:39], exec, 0
	s_and_b64 s[40:41], s[38:39], s[36:37]
	v_cmp_lt_u32 s[38:39], v2, 9                        ; 'j' element in bounds
	s_and_b64 s[42:43], s[40:41], s[38:39]
	s_and_b64 s[44:45], s[34:35], s[42:43]
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_62
	global_load_dword v1, v16, s[6:7]                   ; examples/conv3x3.kgen:8: gather from 'x'
	s_mov_b64 exec, s[46:47]
	v_add_u32 v9, v15, v11
	v_lshlrev_b32 v14, 2, v9                            ; examples/conv3x3.kgen:8: byte offset
	v_cmp_lt_u32 s[44:45], v11, s13                     ; subscript 2 of 'x' inside [0, C)
	s_and_b64 s[46:47], s[32:33], s[44:45]
	v_add_u32 v9, 1, v4
	v_cmp_lt_u32 s[48:49], v9, s16                      ; 'c' element in bounds
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[50:51], exec, 0
	s_and_b64 s[52:53], s[50:51], s[48:49]
	s_and_b64 s[50:51], s[52:53], s[38:39]
	s_and_b64 s[54:55], s[46:47], s[50:51]
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[56:57], s[54:55]               ; lanes where %vpred_72
	global_load_dword v9, v14, s[6:7]                   ; examples/conv3x3.kgen:8: gather from 'x'
	s_mov_b64 exec, s[56:57]
	v_add_u32 v14, v15, v12
	v_lshlrev_b32 v16, 2, v14                           ; examples/conv3x3.kgen:8: byte offset
	v_cmp_lt_u32 s[54:55], v12, s13                     ; subscript 2 of 'x' inside [0, C)
	s_and_b64 s[56:57], s[32:33], s[54:55]
	v_add_u32 v14, 2, v4
	v_cmp_lt_u32 s[58:59], v14, s16                     ; 'c' element in bounds
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[60:61], exec, 0
	s_and_b64 s[62:63], s[60:61], s[58:59]
	s_and_b64 s[60:61], s[62:63], s[38:39]
	s_and_b64 s[64:65], s[56:57], s[60:61]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[64:65]               ; lanes where %vpred_82
	global_load_dword v14, v16, s[6:7]                  ; examples/conv3x3.kgen:8: gather from 'x'
	s_mov_b64 exec, s[66:67]
	v_add_u32 v16, v15, v13
	v_lshlrev_b32 v15, 2, v16                           ; examples/conv3x3.kgen:8: byte offset
	v_cmp_lt_u32 s[64:65], v13, s13                     ; subscript 2 of 'x' inside [0, C)
	s_and_b64 s[66:67], s[32:33], s[64:65]
	v_add_u32 v16, 3, v4
	v_cmp_lt_u32 s[32:33], v16, s16                     ; 'c' element in bounds
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[68:69], exec, 0
	s_and_b64 s[70:71], s[68:69], s[32:33]
	s_and_b64 s[68:69], s[70:71], s[38:39]
	s_and_b64 s[72:73], s[66:67], s[68:69]
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[74:75], s[72:73]               ; lanes where %vpred_92
	global_load_dword v16, v15, s[6:7]                  ; examples/conv3x3.kgen:8: gather from 'x'
	s_mov_b64 exec, s[74:75]
	v_mul_lo_u32 v15, s13, v7
	v_add_u32 v17, v8, v15
	v_add_u32 v8, v17, v10
	v_lshlrev_b32 v10, 2, v8                            ; examples/conv3x3.kgen:8: byte offset
	v_cmp_lt_u32 s[72:73], v7, s12                      ; subscript 1 of 'x' inside [0, W)
	s_and_b64 s[74:75], s[28:29], s[72:73]
	s_and_b64 s[28:29], s[74:75], s[30:31]
	s_add_u32 s11, 0, 1
	s_cmp_lt_u32 s11, s22                               ; 'w' element in bounds
	s_cselect_b32 s11, 1, 0
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[22:23], exec, 0
	s_and_b64 s[30:31], s[22:23], s[36:37]
	s_and_b64 s[22:23], s[30:31], s[38:39]
	s_and_b64 s[72:73], s[28:29], s[22:23]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[76:77], s[72:73]               ; lanes where %vpred_105
	global_load_dword v7, v10, s[6:7]                   ; examples/conv3x3.kgen:8: gather from 'x'
	s_mov_b64 exec, s[76:77]
	v_add_u32 v8, v17, v11
	v_lshlrev_b32 v10, 2, v8                            ; examples/conv3x3.kgen:8: byte offset
	s_and_b64 s[72:73], s[74:75], s[44:45]
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[44:45], exec, 0
	s_and_b64 s[76:77], s[44:45], s[48:49]
	s_and_b64 s[44:45], s[76:77], s[38:39]
	s_and_b64 s[78:79], s[72:73], s[44:45]
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[80:81], s[78:79]               ; lanes where %vpred_112
	global_load_dword v8, v10, s[6:7]                   ; examples/conv3x3.kgen:8: gather from 'x'
	s_mov_b64 exec, s[80:81]
	v_add_u32 v10, v17, v12
	v_lshlrev_b32 v11, 2, v10                           ; examples/conv3x3.kgen:8: byte offset
	s_and_b64 s[78:79], s[74:75], s[54:55]
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[54:55], exec, 0
	s_and_b64 s[80:81], s[54:55], s[58:59]
	s_and_b64 s[54:55], s[80:81], s[38:39]
	s_and_b64 s[82:83], s[78:79], s[54:55]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[84:85], s[82:83]               ; lanes where %vpred_119
	global_load_dword v10, v11, s[6:7]                  ; examples/conv3x3.kgen:8: gather from 'x'
	s_mov_b64 exec, s[84:85]
	v_add_u32 v11, v17, v13
	v_lshlrev_b32 v12, 2, v11                           ; examples/conv3x3.kgen:8: byte offset
	s_and_b64 s[82:83], s[74:75], s[64:65]
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[64:65], exec, 0
	s_and_b64 s[74:75], s[64:65], s[32:33]
	s_and_b64 s[64:65], s[74:75], s[38:39]
	s_and_b64 s[84:85], s[82:83], s[64:65]
	v_mov_b32 v11, 0                                    ; absent element
	s_and_saveexec_b64 s[86:87], s[84:85]               ; lanes where %vpred_126
	global_load_dword v11, v12, s[6:7]                  ; examples/conv3x3.kgen:8: gather from 'x'
	s_mov_b64 exec, s[86:87]
	s_and_b64 s[84:85], s[36:37], s[38:39]
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[84:85]               ; lanes where %vpred_135
	global_load_dword v12, v3, s[20:21]                 ; examples/conv3x3.kgen:8: load of 'k'
	s_mov_b64 exec, s[36:37]
	s_and_b64 s[36:37], s[48:49], s[38:39]
	v_mov_b32 v13, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[36:37]               ; lanes where %vpred_137
	global_load_dword v13, v3, s[20:21] offset:4        ; examples/conv3x3.kgen:8: load of 'k'
	s_mov_b64 exec, s[48:49]
	s_and_b64 s[36:37], s[58:59], s[38:39]
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[36:37]               ; lanes where %vpred_139
	global_load_dword v15, v3, s[20:21] offset:8        ; examples/conv3x3.kgen:8: load of 'k'
	s_mov_b64 exec, s[48:49]
	s_and_b64 s[36:37], s[32:33], s[38:39]
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[36:37]               ; lanes where %vpred_141
	global_load_dword v17, v3, s[20:21] offset:12       ; examples/conv3x3.kgen:8: load of 'k'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(3)
	v_mul_f32 v18, v1, v12                              ; examples/conv3x3.kgen:8
	s_waitcnt vmcnt(2)
	v_mul_f32 v1, v9, v13                               ; examples/conv3x3.kgen:8
	s_waitcnt vmcnt(1)
	v_mul_f32 v9, v14, v15                              ; examples/conv3x3.kgen:8
	s_waitcnt vmcnt(0)
	v_mul_f32 v14, v16, v17                             ; examples/conv3x3.kgen:8
	v_mul_f32 v16, v7, v12                              ; examples/conv3x3.kgen:8
	v_mul_f32 v7, v8, v13                               ; examples/conv3x3.kgen:8
	v_mul_f32 v8, v10, v15                              ; examples/conv3x3.kgen:8
	v_mul_f32 v10, v11, v17                             ; examples/conv3x3.kgen:8
	s_and_b64 s[32:33], s[42:43], s[34:35]
	v_cndmask_b32 v11, 0, v18, s[32:33]                 ; absent elements contribute the identity
	s_and_b64 s[32:33], s[50:51], s[46:47]
	v_cndmask_b32 v12, 0, v1, s[32:33]                  ; absent elements contribute the identity
	s_and_b64 s[32:33], s[60:61], s[56:57]
	v_cndmask_b32 v1, 0, v9, s[32:33]                   ; absent elements contribute the identity
	s_and_b64 s[32:33], s[68:69], s[66:67]
	v_cndmask_b32 v9, 0, v14, s[32:33]                  ; absent elements contribute the identity
	s_and_b64 s[32:33], s[22:23], s[28:29]
	v_cndmask_b32 v13, 0, v16, s[32:33]                 ; absent elements contribute the identity
	s_and_b64 s[22:23], s[44:45], s[72:73]
	v_cndmask_b32 v14, 0, v7, s[22:23]                  ; absent elements contribute the identity
	s_and_b64 s[22:23], s[54:55], s[78:79]
	v_cndmask_b32 v7, 0, v8, s[22:23]                   ; absent elements contribute the identity
	s_and_b64 s[22:23], s[64:65], s[82:83]
	v_cndmask_b32 v8, 0, v10, s[22:23]                  ; absent elements contribute the identity
	ds_swizzle_b32 v10, v11 offset:swizzle(SWAP,16)     ; sum over 'j' (examples/conv3x3.kgen:8): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v15, v11, v10
	ds_swizzle_b32 v10, v12 offset:swizzle(SWAP,16)     ; sum over 'j' (examples/conv3x3.kgen:8): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v11, v12, v10
	ds_swizzle_b32 v10, v1 offset:swizzle(SWAP,16)      ; sum over 'j' (examples/conv3x3.kgen:8): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v12, v1, v10
	ds_swizzle_b32 v1, v9 offset:swizzle(SWAP,16)       ; sum over 'j' (examples/conv3x3.kgen:8): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v10, v9, v1
	ds_swizzle_b32 v1, v13 offset:swizzle(SWAP,16)      ; sum over 'j' (examples/conv3x3.kgen:8): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v9, v13, v1
	ds_swizzle_b32 v1, v14 offset:swizzle(SWAP,16)      ; sum over 'j' (examples/conv3x3.kgen:8): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v13, v14, v1
	ds_swizzle_b32 v1, v7 offset:swizzle(SWAP,16)       ; sum over 'j' (examples/conv3x3.kgen:8): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v14, v7, v1
	ds_swizzle_b32 v1, v8 offset:swizzle(SWAP,16)       ; sum over 'j' (examples/conv3x3.kgen:8): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v7, v8, v1
	v_and_b32 v1, 63, v0                                ; sum over 'j' (examples/conv3x3.kgen:8): lanes 32 apart
	v_xor_b32 v1, 32, v1
	v_lshlrev_b32 v1, 2, v1
	ds_bpermute_b32 v8, v1, v15
	s_waitcnt lgkmcnt(0)
	v_add_f32 v1, v15, v8
	v_and_b32 v8, 63, v0                                ; sum over 'j' (examples/conv3x3.kgen:8): lanes 32 apart
	v_xor_b32 v8, 32, v8
	v_lshlrev_b32 v8, 2, v8
	ds_bpermute_b32 v15, v8, v11
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v11, v15
	v_and_b32 v11, 63, v0                               ; sum over 'j' (examples/conv3x3.kgen:8): lanes 32 apart
	v_xor_b32 v11, 32, v11
	v_lshlrev_b32 v11, 2, v11
	ds_bpermute_b32 v15, v11, v12
	s_waitcnt lgkmcnt(0)
	v_add_f32 v11, v12, v15
	v_and_b32 v12, 63, v0                               ; sum over 'j' (examples/conv3x3.kgen:8): lanes 32 apart
	v_xor_b32 v12, 32, v12
	v_lshlrev_b32 v12, 2, v12
	ds_bpermute_b32 v15, v12, v10
	s_waitcnt lgkmcnt(0)
	v_add_f32 v12, v10, v15
	v_and_b32 v10, 63, v0                               ; sum over 'j' (examples/conv3x3.kgen:8): lanes 32 apart
	v_xor_b32 v10, 32, v10
	v_lshlrev_b32 v10, 2, v10
	ds_bpermute_b32 v15, v10, v9
	s_waitcnt lgkmcnt(0)
	v_add_f32 v10, v9, v15
	v_and_b32 v9, 63, v0                                ; sum over 'j' (examples/conv3x3.kgen:8): lanes 32 apart
	v_xor_b32 v9, 32, v9
	v_lshlrev_b32 v9, 2, v9
	ds_bpermute_b32 v15, v9, v13
	s_waitcnt lgkmcnt(0)
	v_add_f32 v9, v13, v15
	v_and_b32 v13, 63, v0                               ; sum over 'j' (examples/conv3x3.kgen:8): lanes 32 apart
	v_xor_b32 v13, 32, v13
	v_lshlrev_b32 v13, 2, v13
	ds_bpermute_b32 v15, v13, v14
	s_waitcnt lgkmcnt(0)
	v_add_f32 v13, v14, v15
	v_and_b32 v14, 63, v0                               ; sum over 'j' (examples/conv3x3.kgen:8): lanes 32 apart
	v_xor_b32 v14, 32, v14
	v_lshlrev_b32 v14, 2, v14
	ds_bpermute_b32 v15, v14, v7
	s_waitcnt lgkmcnt(0)
	v_add_f32 v14, v7, v15
	s_barrier                                           ; inserted by insert_barriers
	s_and_saveexec_b64 s[22:23], s[8:9]                 ; lanes where %vpred_210
	ds_write_b32 v6, v1                                 ; sum over 'j' (examples/conv3x3.kgen:8): this warp group's partial
	ds_write_b32 v6, v8 offset:4                        ; sum over 'j' (examples/conv3x3.kgen:8): this warp group's partial
	ds_write_b32 v6, v11 offset:8                       ; sum over 'j' (examples/conv3x3.kgen:8): this warp group's partial
	ds_write_b32 v6, v12 offset:12                      ; sum over 'j' (examples/conv3x3.kgen:8): this warp group's partial
	ds_write_b32 v6, v10 offset:256                     ; sum over 'j' (examples/conv3x3.kgen:8): this warp group's partial
	ds_write_b32 v6, v9 offset:260                      ; sum over 'j' (examples/conv3x3.kgen:8): this warp group's partial
	ds_write_b32 v6, v13 offset:264                     ; sum over 'j' (examples/conv3x3.kgen:8): this warp group's partial
	ds_write_b32 v6, v14 offset:268                     ; sum over 'j' (examples/conv3x3.kgen:8): this warp group's partial
	s_mov_b64 exec, s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v1, v5                                  ; sum over 'j' (examples/conv3x3.kgen:8): warp group 0
	ds_read_b32 v7, v5 offset:512                       ; sum over 'j' (examples/conv3x3.kgen:8): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v1, v7
	ds_read_b32 v1, v5 offset:1024                      ; sum over 'j' (examples/conv3x3.kgen:8): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v7, v8, v1
	ds_read_b32 v1, v5 offset:1536                      ; sum over 'j' (examples/conv3x3.kgen:8): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v7, v1
	ds_read_b32 v1, v5 offset:4                         ; sum over 'j' (examples/conv3x3.kgen:8): warp group 0
	ds_read_b32 v7, v5 offset:516                       ; sum over 'j' (examples/conv3x3.kgen:8): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v9, v1, v7
	ds_read_b32 v1, v5 offset:1028                      ; sum over 'j' (examples/conv3x3.kgen:8): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v7, v9, v1
	ds_read_b32 v1, v5 offset:1540                      ; sum over 'j' (examples/conv3x3.kgen:8): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v9, v7, v1
	ds_read_b32 v1, v5 offset:8                         ; sum over 'j' (examples/conv3x3.kgen:8): warp group 0
	ds_read_b32 v7, v5 offset:520                       ; sum over 'j' (examples/conv3x3.kgen:8): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v10, v1, v7
	ds_read_b32 v1, v5 offset:1032                      ; sum over 'j' (examples/conv3x3.kgen:8): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v7, v10, v1
	ds_read_b32 v1, v5 offset:1544                      ; sum over 'j' (examples/conv3x3.kgen:8): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v10, v7, v1
	ds_read_b32 v1, v5 offset:12                        ; sum over 'j' (examples/conv3x3.kgen:8): warp group 0
	ds_read_b32 v7, v5 offset:524                       ; sum over 'j' (examples/conv3x3.kgen:8): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v11, v1, v7
	ds_read_b32 v1, v5 offset:1036                      ; sum over 'j' (examples/conv3x3.kgen:8): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v7, v11, v1
	ds_read_b32 v1, v5 offset:1548                      ; sum over 'j' (examples/conv3x3.kgen:8): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v11, v7, v1
	ds_read_b32 v1, v5 offset:256                       ; sum over 'j' (examples/conv3x3.kgen:8): warp group 0
	ds_read_b32 v7, v5 offset:768                       ; sum over 'j' (examples/conv3x3.kgen:8): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v12, v1, v7
	ds_read_b32 v1, v5 offset:1280                      ; sum over 'j' (examples/conv3x3.kgen:8): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v7, v12, v1
	ds_read_b32 v1, v5 offset:1792                      ; sum over 'j' (examples/conv3x3.kgen:8): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v12, v7, v1
	ds_read_b32 v1, v5 offset:260                       ; sum over 'j' (examples/conv3x3.kgen:8): warp group 0
	ds_read_b32 v7, v5 offset:772                       ; sum over 'j' (examples/conv3x3.kgen:8): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v13, v1, v7
	ds_read_b32 v1, v5 offset:1284                      ; sum over 'j' (examples/conv3x3.kgen:8): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v7, v13, v1
	ds_read_b32 v1, v5 offset:1796                      ; sum over 'j' (examples/conv3x3.kgen:8): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v13, v7, v1
	ds_read_b32 v1, v5 offset:264                       ; sum over 'j' (examples/conv3x3.kgen:8): warp group 0
	ds_read_b32 v7, v5 offset:776                       ; sum over 'j' (examples/conv3x3.kgen:8): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v14, v1, v7
	ds_read_b32 v1, v5 offset:1288                      ; sum over 'j' (examples/conv3x3.kgen:8): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v7, v14, v1
	ds_read_b32 v1, v5 offset:1800                      ; sum over 'j' (examples/conv3x3.kgen:8): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v14, v7, v1
	ds_read_b32 v1, v5 offset:268                       ; sum over 'j' (examples/conv3x3.kgen:8): warp group 0
	ds_read_b32 v7, v5 offset:780                       ; sum over 'j' (examples/conv3x3.kgen:8): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v15, v1, v7
	ds_read_b32 v1, v5 offset:1292                      ; sum over 'j' (examples/conv3x3.kgen:8): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v7, v15, v1
	ds_read_b32 v1, v5 offset:1804                      ; sum over 'j' (examples/conv3x3.kgen:8): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v15, v7, v1
	s_mul_i32 s22, s10, s13
	s_mul_hi_u32 s23, s10, s13
	s_lshl_b64 s[28:29], s[22:23], 2
	s_add_u32 s22, s26, s28                             ; 'out' at this chunk
	s_addc_u32 s23, s27, s29
	s_and_b64 s[28:29], s[40:41], s[24:25]
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_279
	global_store_dword v5, v8, s[22:23]                 ; examples/conv3x3.kgen:8: store to 'out'
	s_mov_b64 exec, s[32:33]
	s_and_b64 s[28:29], s[52:53], s[24:25]
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_280
	global_store_dword v5, v9, s[22:23] offset:4        ; examples/conv3x3.kgen:8: store to 'out'
	s_mov_b64 exec, s[32:33]
	s_and_b64 s[28:29], s[62:63], s[24:25]
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_281
	global_store_dword v5, v10, s[22:23] offset:8       ; examples/conv3x3.kgen:8: store to 'out'
	s_mov_b64 exec, s[32:33]
	s_and_b64 s[28:29], s[70:71], s[24:25]
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_282
	global_store_dword v5, v11, s[22:23] offset:12      ; examples/conv3x3.kgen:8: store to 'out'
	s_mov_b64 exec, s[32:33]
	s_mul_i32 s11, s13, 1
	s_lshl_b32 s28, s11, 2
	v_add_u32 v1, s28, v5
	s_and_b64 s[28:29], s[30:31], s[24:25]
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_286
	global_store_dword v1, v12, s[22:23]                ; examples/conv3x3.kgen:8: store to 'out'
	s_mov_b64 exec, s[30:31]
	s_and_b64 s[28:29], s[76:77], s[24:25]
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_287
	global_store_dword v1, v13, s[22:23] offset:4       ; examples/conv3x3.kgen:8: store to 'out'
	s_mov_b64 exec, s[30:31]
	s_and_b64 s[28:29], s[80:81], s[24:25]
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_288
	global_store_dword v1, v14, s[22:23] offset:8       ; examples/conv3x3.kgen:8: store to 'out'
	s_mov_b64 exec, s[30:31]
	s_and_b64 s[28:29], s[74:75], s[24:25]
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_289
	global_store_dword v1, v15, s[22:23] offset:12      ; examples/conv3x3.kgen:8: store to 'out'
	s_mov_b64 exec, s[30:31]
	s_add_u32 s10, s10, 2
	s_cmp_lt_u32 s10, s18
	s_cbranch_scc1 .Lconv3x3_loop0
.Lconv3x3_loop0_end:
	s_endpgm
.Lfunc_end_conv3x3:
	.size	conv3x3, .Lfunc_end_conv3x3-conv3x3

	.rodata
	.p2align	6
	.amdhsa_kernel conv3x3
		.amdhsa_group_segment_fixed_size 2048
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 36
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 19
		.amdhsa_next_free_sgpr 88
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
  - .name:           conv3x3
    .symbol:         conv3x3.kd
    .args:
      - .name:           x
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           k
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           out
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
      - .name:           H
        .offset:         24
        .size:           4
        .value_kind:     by_value
      - .name:           W
        .offset:         28
        .size:           4
        .value_kind:     by_value
      - .name:           C
        .offset:         32
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 2048
    .kernarg_segment_align: 8
    .kernarg_segment_size: 36
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     94
    .sgpr_spill_count: 0
    .vgpr_count:     19
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
