; kgen AMDGCN module for gfx950: 3 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 5

; kernel embedding: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel embedding from examples/embedding.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: t, b
;   chunk: b: 1, t: 1, c: 1024; walked in chunks: c
;   layout: b:1 x t:1 x c:1024: reg[c1 c2] lane[c4 c8 c16 c32 c64 c128] warp[c256 c512]
;     (fastest axis 'c', 4 contiguous elements per thread)
;   fastest axis 'c': most bytes of plain accesses are contiguous along it
;   vector 4: 16-byte accesses of 4-byte elements
;   walk 'c' in chunks of 1024: its extent is known only at launch
;   value layouts (the dominant layout sliced to each value's axes):
;     L0 [b, t]: b:1 x t:1: reg[0 0] lane[0 0 0 0 0 0] warp[0 0]
;     L1 [c]: c:1024: reg[c1 c2] lane[c4 c8 c16 c32 c64 c128] warp[c256 c512]
;     L2 [b, t, c]: b:1 x t:1 x c:1024: reg[c1 c2] lane[c4 c8 c16 c32 c64 c128] warp[c256 c512]
;     L3 [t, c]: t:1 x c:1024: reg[c1 c2] lane[c4 c8 c16 c32 c64 c128] warp[c256 c512]
;       6:24 load ids -> L0; 6:35 index c -> L1; 6:20 gather wte -> L2; 6:40 load wpe -> L3; 6:20 add -> L2
; resources: 12 VGPRs, 0 AGPRs, 40 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 0 bytes LDS, 48 bytes of arguments, 256 threads
;   arg ids: tensor i32 at 0 (read-only)
;   arg wte: tensor f32 at 8 (read-only)
;   arg wpe: tensor f32 at 16 (read-only)
;   arg out: tensor f32 at 24
;   arg B: dim i32 at 32
;   arg T: dim i32 at 36
;   arg V: dim i32 at 40
;   arg C: dim i32 at 44
; s[0:1] kernarg pointer, s2 workgroup id x, s3 workgroup id y, v0 work-item id
	.text
	.globl	embedding
	.p2align	8
	.type	embedding,@function
embedding:
	s_load_dwordx2 s[4:5], s[0:1], 0x0                  ; argument ids
	s_load_dwordx2 s[6:7], s[0:1], 0x8                  ; argument wte
	s_load_dwordx2 s[8:9], s[0:1], 0x10                 ; argument wpe
	s_load_dwordx2 s[10:11], s[0:1], 0x18               ; argument out
	s_load_dword s12, s[0:1], 0x24                      ; argument T
	s_load_dword s13, s[0:1], 0x28                      ; argument V
	s_load_dword s14, s[0:1], 0x2c                      ; argument C
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s15, s2                                   ; program index along 't'
	s_mov_b32 s16, s3                                   ; program index along 'b'
	s_waitcnt lgkmcnt(0)
	s_and_b32 s17, s14, 3
	s_cmp_eq_u32 s17, 0                                 ; rows start aligned to 4 elements iff C % 4 == 0
	s_cselect_b32 s17, 1, 0
	s_cmp_ge_u32 s14, 0x400                             ; at least one whole chunk of 'c'
	s_cselect_b32 s18, 1, 0
	s_sub_u32 s19, s14, 0x3ff
	s_cmp_lg_u32 s18, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s18, s19, 0
	s_cmp_lg_u32 s17, 0
	s_cselect_b32 s17, s18, 0
	s_mul_i32 s18, s16, s12
	s_mul_hi_u32 s19, s16, s12
	s_lshl_b64 s[20:21], s[18:19], 2
	s_add_u32 s18, s4, s20                              ; 'ids' at this program
	s_addc_u32 s19, s5, s21
	s_mov_b32 s4, s15
	s_mov_b32 s5, 0
	s_lshl_b64 s[20:21], s[4:5], 2
	s_add_u32 s4, s18, s20                              ; 'ids' at this program
	s_addc_u32 s5, s19, s21
	v_lshlrev_b32 v2, 2, v1
	s_mul_i32 s18, s14, s12                             ; a stride of 'wpe'
	v_lshlrev_b32 v1, 2, v2                             ; thread's byte offset in a chunk of 'wpe'
	s_mul_i32 s20, s15, s14
	s_mul_hi_u32 s21, s15, s14
	s_lshl_b64 s[22:23], s[20:21], 2
	s_add_u32 s20, s8, s22                              ; 'wpe' at this program
	s_addc_u32 s21, s9, s23
	s_mul_i32 s8, s16, s18
	s_mul_hi_u32 s9, s16, s18
	s_lshl_b64 s[18:19], s[8:9], 2
	s_add_u32 s8, s10, s18                              ; 'out' at this program
	s_addc_u32 s9, s11, s19
	s_add_u32 s10, s8, s22                              ; 'out' at this program
	s_addc_u32 s11, s9, s23
	s_mov_b32 s8, 0                                     ; chunks of 1024 along 'c': whole chunks
	s_cmp_ge_u32 s8, s17
	s_cbranch_scc1 .Lembedding_loop0_end
.Lembedding_loop0:
	v_mov_b32 v3, 0                                     ; examples/embedding.kgen:6: load of 'ids'
	global_load_dword v4, v3, s[4:5]
	v_add_u32 v3, s8, v2
	v_add_u32 v5, 0, v3                                 ; index along 'c' (examples/embedding.kgen:6)
	v_add_u32 v6, 1, v3                                 ; index along 'c' (examples/embedding.kgen:6)
	v_add_u32 v7, 2, v3                                 ; index along 'c' (examples/embedding.kgen:6)
	v_add_u32 v8, 3, v3                                 ; index along 'c' (examples/embedding.kgen:6)
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v3, s14, v4
	v_add_u32 v9, v3, v5
	v_lshlrev_b32 v10, 2, v9                            ; examples/embedding.kgen:6: byte offset
	v_cmp_lt_u32 s[18:19], v4, s13                      ; subscript 0 of 'wte' inside [0, V)
	v_cmp_lt_u32 s[22:23], v5, s14                      ; subscript 1 of 'wte' inside [0, C)
	s_and_b64 s[24:25], s[18:19], s[22:23]
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[24:25]               ; lanes where %vpred_39
	global_load_dword v4, v10, s[6:7]                   ; examples/embedding.kgen:6: gather from 'wte'
	s_mov_b64 exec, s[22:23]
	v_add_u32 v5, v3, v6
	v_lshlrev_b32 v9, 2, v5                             ; examples/embedding.kgen:6: byte offset
	v_cmp_lt_u32 s[22:23], v6, s14                      ; subscript 1 of 'wte' inside [0, C)
	s_and_b64 s[26:27], s[18:19], s[22:23]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[26:27]               ; lanes where %vpred_44
	global_load_dword v5, v9, s[6:7]                    ; examples/embedding.kgen:6: gather from 'wte'
	s_mov_b64 exec, s[22:23]
	v_add_u32 v6, v3, v7
	v_lshlrev_b32 v9, 2, v6                             ; examples/embedding.kgen:6: byte offset
	v_cmp_lt_u32 s[22:23], v7, s14                      ; subscript 1 of 'wte' inside [0, C)
	s_and_b64 s[28:29], s[18:19], s[22:23]
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_49
	global_load_dword v6, v9, s[6:7]                    ; examples/embedding.kgen:6: gather from 'wte'
	s_mov_b64 exec, s[22:23]
	v_add_u32 v7, v3, v8
	v_lshlrev_b32 v3, 2, v7                             ; examples/embedding.kgen:6: byte offset
	v_cmp_lt_u32 s[22:23], v8, s14                      ; subscript 1 of 'wte' inside [0, C)
	s_and_b64 s[30:31], s[18:19], s[22:23]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[18:19], s[30:31]               ; lanes where %vpred_54
	global_load_dword v7, v3, s[6:7]                    ; examples/embedding.kgen:6: gather from 'wte'
	s_mov_b64 exec, s[18:19]
	s_mov_b32 s18, s8
	s_mov_b32 s19, 0
	s_lshl_b64 s[22:23], s[18:19], 2
	s_add_u32 s18, s20, s22                             ; 'wpe' at this chunk
	s_addc_u32 s19, s21, s23
	global_load_dwordx4 v[8:11], v1, s[18:19]           ; examples/embedding.kgen:6: 16-byte load of 'wpe'
	s_waitcnt vmcnt(0)
	v_add_f32 v3, v4, v8                                ; examples/embedding.kgen:6
	v_add_f32 v4, v5, v9                                ; examples/embedding.kgen:6
	v_add_f32 v5, v6, v10                               ; examples/embedding.kgen:6
	v_add_f32 v6, v7, v11                               ; examples/embedding.kgen:6
	s_add_u32 s18, s10, s22                             ; 'out' at this chunk
	s_addc_u32 s19, s11, s23
	s_and_saveexec_b64 s[22:23], s[24:25]               ; lanes where %vpred_39
	global_store_dword v1, v3, s[18:19]                 ; examples/embedding.kgen:6: store to 'out'
	s_mov_b64 exec, s[22:23]
	s_and_saveexec_b64 s[22:23], s[26:27]               ; lanes where %vpred_44
	global_store_dword v1, v4, s[18:19] offset:4        ; examples/embedding.kgen:6: store to 'out'
	s_mov_b64 exec, s[22:23]
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_49
	global_store_dword v1, v5, s[18:19] offset:8        ; examples/embedding.kgen:6: store to 'out'
	s_mov_b64 exec, s[22:23]
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_54
	global_store_dword v1, v6, s[18:19] offset:12       ; examples/embedding.kgen:6: store to 'out'
	s_mov_b64 exec, s[22:23]
	s_add_u32 s8, s8, 0x400
	s_cmp_lt_u32 s8, s17
	s_cbranch_scc1 .Lembedding_loop0
.Lembedding_loop0_end:
	s_mov_b32 s9, s8                                    ; chunks of 1024 along 'c': the rest, masked
	s_cmp_ge_u32 s9, s14
	s_cbranch_scc1 .Lembedding_loop1_end
.Lembedding_loop1:
	s_sub_u32 s8, s14, s9
	v_mov_b32 v3, 0                                     ; examples/embedding.kgen:6: load of 'ids'
	global_load_dword v4, v3, s[4:5]
	v_add_u32 v3, s9, v2
	v_add_u32 v5, 0, v3                                 ; index along 'c' (examples/embedding.kgen:6)
	v_add_u32 v6, 1, v3                                 ; index along 'c' (examples/embedding.kgen:6)
	v_add_u32 v7, 2, v3                                 ; index along 'c' (examples/embedding.kgen:6)
	v_add_u32 v8, 3, v3                                 ; index along 'c' (examples/embedding.kgen:6)
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v3, s14, v4
	v_add_u32 v9, v3, v5
	v_lshlrev_b32 v10, 2, v9                            ; examples/embedding.kgen:6: byte offset
	v_cmp_lt_u32 s[16:17], v4, s13                      ; subscript 0 of 'wte' inside [0, V)
	v_cmp_lt_u32 s[18:19], v5, s14                      ; subscript 1 of 'wte' inside [0, C)
	s_and_b64 s[22:23], s[16:17], s[18:19]
	v_cmp_lt_u32 s[18:19], v2, s8                       ; 'c' element in bounds
	s_and_b64 s[24:25], s[22:23], s[18:19]
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_93
	global_load_dword v4, v10, s[6:7]                   ; examples/embedding.kgen:6: gather from 'wte'
	s_mov_b64 exec, s[26:27]
	v_add_u32 v5, v3, v6
	v_lshlrev_b32 v9, 2, v5                             ; examples/embedding.kgen:6: byte offset
	v_cmp_lt_u32 s[24:25], v6, s14                      ; subscript 1 of 'wte' inside [0, C)
	s_and_b64 s[26:27], s[16:17], s[24:25]
	v_add_u32 v5, 1, v2
	v_cmp_lt_u32 s[24:25], v5, s8                       ; 'c' element in bounds
	s_and_b64 s[28:29], s[26:27], s[24:25]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_101
	global_load_dword v5, v9, s[6:7]                    ; examples/embedding.kgen:6: gather from 'wte'
	s_mov_b64 exec, s[30:31]
	v_add_u32 v6, v3, v7
	v_lshlrev_b32 v9, 2, v6                             ; examples/embedding.kgen:6: byte offset
	v_cmp_lt_u32 s[28:29], v7, s14                      ; subscript 1 of 'wte' inside [0, C)
	s_and_b64 s[30:31], s[16:17], s[28:29]
	v_add_u32 v6, 2, v2
	v_cmp_lt_u32 s[28:29], v6, s8                       ; 'c' element in bounds
	s_and_b64 s[32:33], s[30:31], s[28:29]
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_109
	global_load_dword v6, v9, s[6:7]                    ; examples/embedding.kgen:6: gather from 'wte'
	s_mov_b64 exec, s[34:35]
	v_add_u32 v7, v3, v8
	v_lshlrev_b32 v3, 2, v7                             ; examples/embedding.kgen:6: byte offset
	v_cmp_lt_u32 s[32:33], v8, s14                      ; subscript 1 of 'wte' inside [0, C)
	s_and_b64 s[34:35], s[16:17], s[32:33]
	v_add_u32 v7, 3, v2
	v_cmp_lt_u32 s[16:17], v7, s8                       ; 'c' element in bounds
	s_and_b64 s[32:33], s[34:35], s[16:17]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[36:37], s[32:33]               ; lanes where %vpred_117
	global_load_dword v7, v3, s[6:7]                    ; examples/embedding.kgen:6: gather from 'wte'
	s_mov_b64 exec, s[36:37]
	s_mov_b32 s32, s9
	s_mov_b32 s33, 0
	s_lshl_b64 s[36:37], s[32:33], 2
	s_add_u32 s32, s20, s36                             ; 'wpe' at this chunk
	s_addc_u32 s33, s21, s37
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[38:39], s[18:19]               ; lanes where %vpred_92
	global_load_dword v3, v1, s[32:33]                  ; examples/embedding.kgen:6: load of 'wpe'
	s_mov_b64 exec, s[38:39]
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[38:39], s[24:25]               ; lanes where %vpred_100
	global_load_dword v8, v1, s[32:33] offset:4         ; examples/embedding.kgen:6: load of 'wpe'
	s_mov_b64 exec, s[38:39]
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[38:39], s[28:29]               ; lanes where %vpred_108
	global_load_dword v9, v1, s[32:33] offset:8         ; examples/embedding.kgen:6: load of 'wpe'
	s_mov_b64 exec, s[38:39]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[16:17]               ; lanes where %vpred_116
	global_load_dword v10, v1, s[32:33] offset:12       ; examples/embedding.kgen:6: load of 'wpe'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(3)
	v_add_f32 v11, v4, v3                               ; examples/embedding.kgen:6
	s_waitcnt vmcnt(2)
	v_add_f32 v3, v5, v8                                ; examples/embedding.kgen:6
	s_waitcnt vmcnt(1)
	v_add_f32 v4, v6, v9                                ; examples/embedding.kgen:6
	s_waitcnt vmcnt(0)
	v_add_f32 v5, v7, v10                               ; examples/embedding.kgen:6
	s_add_u32 s32, s10, s36                             ; 'out' at this chunk
	s_addc_u32 s33, s11, s37
	s_and_b64 s[36:37], s[18:19], s[22:23]
	s_and_saveexec_b64 s[18:19], s[36:37]               ; lanes where %vpred_131
	global_store_dword v1, v11, s[32:33]                ; examples/embedding.kgen:6: store to 'out'
	s_mov_b64 exec, s[18:19]
	s_and_b64 s[18:19], s[24:25], s[26:27]
	s_and_saveexec_b64 s[22:23], s[18:19]               ; lanes where %vpred_132
	global_store_dword v1, v3, s[32:33] offset:4        ; examples/embedding.kgen:6: store to 'out'
	s_mov_b64 exec, s[22:23]
	s_and_b64 s[18:19], s[28:29], s[30:31]
	s_and_saveexec_b64 s[22:23], s[18:19]               ; lanes where %vpred_133
	global_store_dword v1, v4, s[32:33] offset:8        ; examples/embedding.kgen:6: store to 'out'
	s_mov_b64 exec, s[22:23]
	s_and_b64 s[18:19], s[16:17], s[34:35]
	s_and_saveexec_b64 s[16:17], s[18:19]               ; lanes where %vpred_134
	global_store_dword v1, v5, s[32:33] offset:12       ; examples/embedding.kgen:6: store to 'out'
	s_mov_b64 exec, s[16:17]
	s_add_u32 s9, s9, 0x400
	s_cmp_lt_u32 s9, s14
	s_cbranch_scc1 .Lembedding_loop1
.Lembedding_loop1_end:
	s_endpgm
.Lfunc_end_embedding:
	.size	embedding, .Lfunc_end_embedding-embedding

; kernel embedding_rows128: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel embedding from examples/embedding.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: t, b
;   chunk: b: 1, t: 8, c: 128; walked in chunks: none
;   layout: b:1 x t:8 x c:128: reg[c1 c2] lane[c4 c8 c16 c32 c64 t1] warp[t2 t4]
;     (fastest axis 'c', 4 contiguous elements per thread)
;   fastest axis 'c': most bytes of plain accesses are contiguous along it
;   vector 4: 16-byte accesses of 4-byte elements
;   short rows: 'c' at most 128 elements (C <= 128, chosen at launch), 8 rows of 't' a block over 4 waves, each row within one wave
;   value layouts (the dominant layout sliced to each value's axes):
;     L0 [b, t]: b:1 x t:8: reg[0 0] lane[0 0 0 0 0 t1] warp[t2 t4]
;     L1 [c]: c:128: reg[c1 c2] lane[c4 c8 c16 c32 c64 0] warp[0 0]
;     L2 [b, t, c]: b:1 x t:8 x c:128: reg[c1 c2] lane[c4 c8 c16 c32 c64 t1] warp[t2 t4]
;     L3 [t, c]: t:8 x c:128: reg[c1 c2] lane[c4 c8 c16 c32 c64 t1] warp[t2 t4]
;       6:24 load ids -> L0; 6:35 index c -> L1; 6:20 gather wte -> L2; 6:40 load wpe -> L3; 6:20 add -> L2
; resources: 14 VGPRs, 0 AGPRs, 32 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 0 bytes LDS, 48 bytes of arguments, 256 threads
;   arg ids: tensor i32 at 0 (read-only)
;   arg wte: tensor f32 at 8 (read-only)
;   arg wpe: tensor f32 at 16 (read-only)
;   arg out: tensor f32 at 24
;   arg B: dim i32 at 32
;   arg T: dim i32 at 36
;   arg V: dim i32 at 40
;   arg C: dim i32 at 44
; s[0:1] kernarg pointer, s2 workgroup id x, s3 workgroup id y, v0 work-item id
	.text
	.globl	embedding_rows128
	.p2align	8
	.type	embedding_rows128,@function
embedding_rows128:
	s_load_dwordx2 s[4:5], s[0:1], 0x0                  ; argument ids
	s_load_dwordx2 s[6:7], s[0:1], 0x8                  ; argument wte
	s_load_dwordx2 s[8:9], s[0:1], 0x10                 ; argument wpe
	s_load_dwordx2 s[10:11], s[0:1], 0x18               ; argument out
	s_load_dword s12, s[0:1], 0x24                      ; argument T
	s_load_dword s13, s[0:1], 0x28                      ; argument V
	s_load_dword s14, s[0:1], 0x2c                      ; argument C
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s15, s2                                   ; program index along 't'
	s_mul_i32 s16, s15, 8                               ; first 't' of this program's tile (8)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s15, s12, s16
	s_min_u32 s17, s15, 8                               ; 't' elements in this tile
	s_mov_b32 s15, s3                                   ; program index along 'b'
	s_and_b32 s18, s14, 3
	s_cmp_eq_u32 s18, 0                                 ; rows start aligned to 4 elements iff C % 4 == 0
	s_cselect_b32 s18, 1, 0
	s_cmp_ge_u32 s17, 8                                 ; a whole chunk of 't' (8) is in bounds
	s_cselect_b32 s19, 1, 0
	s_cmp_ge_u32 s14, 0x80                              ; a whole chunk of 'c' (128) is in bounds
	s_cselect_b32 s20, 1, 0
	s_and_b32 s21, s19, s20
	s_and_b32 s19, s21, s18
	v_lshrrev_b32 v2, 5, v1
	v_lshlrev_b32 v3, 2, v2                             ; thread's byte offset in a chunk of 'ids'
	s_mul_i32 s20, s15, s12
	s_mul_hi_u32 s21, s15, s12
	s_lshl_b64 s[22:23], s[20:21], 2
	s_add_u32 s20, s4, s22                              ; 'ids' at this program
	s_addc_u32 s21, s5, s23
	s_mov_b32 s4, s16
	s_mov_b32 s5, 0
	s_lshl_b64 s[22:23], s[4:5], 2
	s_add_u32 s4, s20, s22                              ; 'ids' at this program
	s_addc_u32 s5, s21, s23
	v_and_b32 v4, 31, v1
	v_lshlrev_b32 v1, 2, v4
	s_mul_i32 s18, s14, s12                             ; a stride of 'wpe'
	v_mul_lo_u32 v4, s14, v2
	v_add_u32 v5, v4, v1
	v_lshlrev_b32 v4, 2, v5                             ; thread's byte offset in a chunk of 'wpe'
	s_mul_i32 s20, s16, s14
	s_mul_hi_u32 s21, s16, s14
	s_lshl_b64 s[22:23], s[20:21], 2
	s_add_u32 s20, s8, s22                              ; 'wpe' at this program
	s_addc_u32 s21, s9, s23
	s_mul_i32 s8, s15, s18
	s_mul_hi_u32 s9, s15, s18
	s_lshl_b64 s[24:25], s[8:9], 2
	s_add_u32 s8, s10, s24                              ; 'out' at this program
	s_addc_u32 s9, s11, s25
	s_add_u32 s10, s8, s22                              ; 'out' at this program
	s_addc_u32 s11, s9, s23
	s_cmp_eq_u32 s19, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lembedding_rows128_if0_else
	global_load_dword v5, v3, s[4:5]                    ; examples/embedding.kgen:6: load of 'ids'
	v_add_u32 v6, 0, v1
	v_add_u32 v7, 0, v6                                 ; index along 'c' (examples/embedding.kgen:6)
	v_add_u32 v8, 1, v6                                 ; index along 'c' (examples/embedding.kgen:6)
	v_add_u32 v9, 2, v6                                 ; index along 'c' (examples/embedding.kgen:6)
	v_add_u32 v10, 3, v6                                ; index along 'c' (examples/embedding.kgen:6)
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v6, s14, v5
	v_add_u32 v11, v6, v7
	v_lshlrev_b32 v12, 2, v11                           ; examples/embedding.kgen:6: byte offset
	v_cmp_lt_u32 s[8:9], v5, s13                        ; subscript 0 of 'wte' inside [0, V)
	v_cmp_lt_u32 s[18:19], v7, s14                      ; subscript 1 of 'wte' inside [0, C)
	s_and_b64 s[22:23], s[8:9], s[18:19]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[18:19], s[22:23]               ; lanes where %vpred_44
	global_load_dword v5, v12, s[6:7]                   ; examples/embedding.kgen:6: gather from 'wte'
	s_mov_b64 exec, s[18:19]
	v_add_u32 v7, v6, v8
	v_lshlrev_b32 v11, 2, v7                            ; examples/embedding.kgen:6: byte offset
	v_cmp_lt_u32 s[18:19], v8, s14                      ; subscript 1 of 'wte' inside [0, C)
	s_and_b64 s[24:25], s[8:9], s[18:19]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_49
	global_load_dword v7, v11, s[6:7]                   ; examples/embedding.kgen:6: gather from 'wte'
	s_mov_b64 exec, s[18:19]
	v_add_u32 v8, v6, v9
	v_lshlrev_b32 v11, 2, v8                            ; examples/embedding.kgen:6: byte offset
	v_cmp_lt_u32 s[18:19], v9, s14                      ; subscript 1 of 'wte' inside [0, C)
	s_and_b64 s[26:27], s[8:9], s[18:19]
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[18:19], s[26:27]               ; lanes where %vpred_54
	global_load_dword v8, v11, s[6:7]                   ; examples/embedding.kgen:6: gather from 'wte'
	s_mov_b64 exec, s[18:19]
	v_add_u32 v9, v6, v10
	v_lshlrev_b32 v6, 2, v9                             ; examples/embedding.kgen:6: byte offset
	v_cmp_lt_u32 s[18:19], v10, s14                     ; subscript 1 of 'wte' inside [0, C)
	s_and_b64 s[28:29], s[8:9], s[18:19]
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[8:9], s[28:29]                 ; lanes where %vpred_59
	global_load_dword v9, v6, s[6:7]                    ; examples/embedding.kgen:6: gather from 'wte'
	s_mov_b64 exec, s[8:9]
	global_load_dwordx4 v[10:13], v4, s[20:21]          ; examples/embedding.kgen:6: 16-byte load of 'wpe'
	s_waitcnt vmcnt(0)
	v_add_f32 v6, v5, v10                               ; examples/embedding.kgen:6
	v_add_f32 v5, v7, v11                               ; examples/embedding.kgen:6
	v_add_f32 v7, v8, v12                               ; examples/embedding.kgen:6
	v_add_f32 v8, v9, v13                               ; examples/embedding.kgen:6
	s_and_saveexec_b64 s[8:9], s[22:23]                 ; lanes where %vpred_44
	global_store_dword v4, v6, s[10:11]                 ; examples/embedding.kgen:6: store to 'out'
	s_mov_b64 exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[24:25]                 ; lanes where %vpred_49
	global_store_dword v4, v5, s[10:11] offset:4        ; examples/embedding.kgen:6: store to 'out'
	s_mov_b64 exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[26:27]                 ; lanes where %vpred_54
	global_store_dword v4, v7, s[10:11] offset:8        ; examples/embedding.kgen:6: store to 'out'
	s_mov_b64 exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[28:29]                 ; lanes where %vpred_59
	global_store_dword v4, v8, s[10:11] offset:12       ; examples/embedding.kgen:6: store to 'out'
	s_mov_b64 exec, s[8:9]
	s_branch .Lembedding_rows128_if0_end
.Lembedding_rows128_if0_else:
	v_cmp_lt_u32 s[8:9], v2, s17                        ; 't' element in bounds
	v_mov_b32 v2, 0                                     ; absent element
	s_and_saveexec_b64 s[16:17], s[8:9]                 ; lanes where %vpred_81
	global_load_dword v2, v3, s[4:5]                    ; examples/embedding.kgen:6: load of 'ids'
	s_mov_b64 exec, s[16:17]
	v_add_u32 v3, 0, v1
	v_add_u32 v5, 0, v3                                 ; index along 'c' (examples/embedding.kgen:6)
	v_add_u32 v6, 1, v3                                 ; index along 'c' (examples/embedding.kgen:6)
	v_add_u32 v7, 2, v3                                 ; index along 'c' (examples/embedding.kgen:6)
	v_add_u32 v8, 3, v3                                 ; index along 'c' (examples/embedding.kgen:6)
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v3, s14, v2
	v_add_u32 v9, v3, v5
	v_lshlrev_b32 v10, 2, v9                            ; examples/embedding.kgen:6: byte offset
	v_cmp_lt_u32 s[4:5], v2, s13                        ; subscript 0 of 'wte' inside [0, V)
	v_cmp_lt_u32 s[12:13], v5, s14                      ; subscript 1 of 'wte' inside [0, C)
	s_and_b64 s[16:17], s[4:5], s[12:13]
	v_cmp_lt_u32 s[12:13], v1, s14                      ; 'c' element in bounds
	s_and_b64 s[18:19], s[8:9], s[12:13]
	s_and_b64 s[12:13], s[16:17], s[18:19]
	v_mov_b32 v2, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[12:13]               ; lanes where %vpred_96
	global_load_dword v2, v10, s[6:7]                   ; examples/embedding.kgen:6: gather from 'wte'
	s_mov_b64 exec, s[22:23]
	v_add_u32 v5, v3, v6
	v_lshlrev_b32 v9, 2, v5                             ; examples/embedding.kgen:6: byte offset
	v_cmp_lt_u32 s[12:13], v6, s14                      ; subscript 1 of 'wte' inside [0, C)
	s_and_b64 s[22:23], s[4:5], s[12:13]
	v_add_u32 v5, 1, v1
	v_cmp_lt_u32 s[12:13], v5, s14                      ; 'c' element in bounds
	s_and_b64 s[24:25], s[8:9], s[12:13]
	s_and_b64 s[12:13], s[22:23], s[24:25]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[12:13]               ; lanes where %vpred_105
	global_load_dword v5, v9, s[6:7]                    ; examples/embedding.kgen:6: gather from 'wte'
	s_mov_b64 exec, s[26:27]
	v_add_u32 v6, v3, v7
	v_lshlrev_b32 v9, 2, v6                             ; examples/embedding.kgen:6: byte offset
	v_cmp_lt_u32 s[12:13], v7, s14                      ; subscript 1 of 'wte' inside [0, C)
	s_and_b64 s[26:27], s[4:5], s[12:13]
	v_add_u32 v6, 2, v1
	v_cmp_lt_u32 s[12:13], v6, s14                      ; 'c' element in bounds
	s_and_b64 s[28:29], s[8:9], s[12:13]
	s_and_b64 s[12:13], s[26:27], s[28:29]
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[12:13]               ; lanes where %vpred_114
	global_load_dword v6, v9, s[6:7]                    ; examples/embedding.kgen:6: gather from 'wte'
	s_mov_b64 exec, s[30:31]
	v_add_u32 v7, v3, v8
	v_lshlrev_b32 v3, 2, v7                             ; examples/embedding.kgen:6: byte offset
	v_cmp_lt_u32 s[12:13], v8, s14                      ; subscript 1 of 'wte' inside [0, C)
	s_and_b64 s[30:31], s[4:5], s[12:13]
	v_add_u32 v7, 3, v1
	v_cmp_lt_u32 s[4:5], v7, s14                        ; 'c' element in bounds
	s_and_b64 s[12:13], s[8:9], s[4:5]
	s_and_b64 s[4:5], s[30:31], s[12:13]
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_123
	global_load_dword v1, v3, s[6:7]                    ; examples/embedding.kgen:6: gather from 'wte'
	s_mov_b64 exec, s[8:9]
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[4:5], s[18:19]                 ; lanes where %vpred_95
	global_load_dword v3, v4, s[20:21]                  ; examples/embedding.kgen:6: load of 'wpe'
	s_mov_b64 exec, s[4:5]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[4:5], s[24:25]                 ; lanes where %vpred_104
	global_load_dword v7, v4, s[20:21] offset:4         ; examples/embedding.kgen:6: load of 'wpe'
	s_mov_b64 exec, s[4:5]
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[4:5], s[28:29]                 ; lanes where %vpred_113
	global_load_dword v8, v4, s[20:21] offset:8         ; examples/embedding.kgen:6: load of 'wpe'
	s_mov_b64 exec, s[4:5]
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[4:5], s[12:13]                 ; lanes where %vpred_122
	global_load_dword v9, v4, s[20:21] offset:12        ; examples/embedding.kgen:6: load of 'wpe'
	s_mov_b64 exec, s[4:5]
	s_waitcnt vmcnt(3)
	v_add_f32 v10, v2, v3                               ; examples/embedding.kgen:6
	s_waitcnt vmcnt(2)
	v_add_f32 v2, v5, v7                                ; examples/embedding.kgen:6
	s_waitcnt vmcnt(1)
	v_add_f32 v3, v6, v8                                ; examples/embedding.kgen:6
	s_waitcnt vmcnt(0)
	v_add_f32 v5, v1, v9                                ; examples/embedding.kgen:6
	s_and_b64 s[4:5], s[18:19], s[16:17]
	s_and_saveexec_b64 s[6:7], s[4:5]                   ; lanes where %vpred_133
	global_store_dword v4, v10, s[10:11]                ; examples/embedding.kgen:6: store to 'out'
	s_mov_b64 exec, s[6:7]
	s_and_b64 s[4:5], s[24:25], s[22:23]
	s_and_saveexec_b64 s[6:7], s[4:5]                   ; lanes where %vpred_134
	global_store_dword v4, v2, s[10:11] offset:4        ; examples/embedding.kgen:6: store to 'out'
	s_mov_b64 exec, s[6:7]
	s_and_b64 s[4:5], s[28:29], s[26:27]
	s_and_saveexec_b64 s[6:7], s[4:5]                   ; lanes where %vpred_135
	global_store_dword v4, v3, s[10:11] offset:8        ; examples/embedding.kgen:6: store to 'out'
	s_mov_b64 exec, s[6:7]
	s_and_b64 s[4:5], s[12:13], s[30:31]
	s_and_saveexec_b64 s[6:7], s[4:5]                   ; lanes where %vpred_136
	global_store_dword v4, v5, s[10:11] offset:12       ; examples/embedding.kgen:6: store to 'out'
	s_mov_b64 exec, s[6:7]
.Lembedding_rows128_if0_end:
	s_endpgm
.Lfunc_end_embedding_rows128:
	.size	embedding_rows128, .Lfunc_end_embedding_rows128-embedding_rows128

; kernel embedding_rows256: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel embedding from examples/embedding.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: t, b
;   chunk: b: 1, t: 4, c: 256; walked in chunks: none
;   layout: b:1 x t:4 x c:256: reg[c1 c2] lane[c4 c8 c16 c32 c64 c128] warp[t1 t2]
;     (fastest axis 'c', 4 contiguous elements per thread)
;   fastest axis 'c': most bytes of plain accesses are contiguous along it
;   vector 4: 16-byte accesses of 4-byte elements
;   short rows: 'c' at most 256 elements (C <= 256, chosen at launch), 4 rows of 't' a block over 4 waves, each row within one wave
;   value layouts (the dominant layout sliced to each value's axes):
;     L0 [b, t]: b:1 x t:4: reg[0 0] lane[0 0 0 0 0 0] warp[t1 t2]
;     L1 [c]: c:256: reg[c1 c2] lane[c4 c8 c16 c32 c64 c128] warp[0 0]
;     L2 [b, t, c]: b:1 x t:4 x c:256: reg[c1 c2] lane[c4 c8 c16 c32 c64 c128] warp[t1 t2]
;     L3 [t, c]: t:4 x c:256: reg[c1 c2] lane[c4 c8 c16 c32 c64 c128] warp[t1 t2]
;       6:24 load ids -> L0; 6:35 index c -> L1; 6:20 gather wte -> L2; 6:40 load wpe -> L3; 6:20 add -> L2
; resources: 14 VGPRs, 0 AGPRs, 32 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 0 bytes LDS, 48 bytes of arguments, 256 threads
;   arg ids: tensor i32 at 0 (read-only)
;   arg wte: tensor f32 at 8 (read-only)
;   arg wpe: tensor f32 at 16 (read-only)
;   arg out: tensor f32 at 24
;   arg B: dim i32 at 32
;   arg T: dim i32 at 36
;   arg V: dim i32 at 40
;   arg C: dim i32 at 44
; s[0:1] kernarg pointer, s2 workgroup id x, s3 workgroup id y, v0 work-item id
	.text
	.globl	embedding_rows256
	.p2align	8
	.type	embedding_rows256,@function
embedding_rows256:
	s_load_dwordx2 s[4:5], s[0:1], 0x0                  ; argument ids
	s_load_dwordx2 s[6:7], s[0:1], 0x8                  ; argument wte
	s_load_dwordx2 s[8:9], s[0:1], 0x10                 ; argument wpe
	s_load_dwordx2 s[10:11], s[0:1], 0x18               ; argument out
	s_load_dword s12, s[0:1], 0x24                      ; argument T
	s_load_dword s13, s[0:1], 0x28                      ; argument V
	s_load_dword s14, s[0:1], 0x2c                      ; argument C
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s15, s2                                   ; program index along 't'
	s_mul_i32 s16, s15, 4                               ; first 't' of this program's tile (4)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s15, s12, s16
	s_min_u32 s17, s15, 4                               ; 't' elements in this tile
	s_mov_b32 s15, s3                                   ; program index along 'b'
	s_and_b32 s18, s14, 3
	s_cmp_eq_u32 s18, 0                                 ; rows start aligned to 4 elements iff C % 4 == 0
	s_cselect_b32 s18, 1, 0
	s_cmp_ge_u32 s17, 4                                 ; a whole chunk of 't' (4) is in bounds
	s_cselect_b32 s19, 1, 0
	s_cmp_ge_u32 s14, 0x100                             ; a whole chunk of 'c' (256) is in bounds
	s_cselect_b32 s20, 1, 0
	s_and_b32 s21, s19, s20
	s_and_b32 s19, s21, s18
	v_lshrrev_b32 v2, 6, v1
	v_lshlrev_b32 v3, 2, v2                             ; thread's byte offset in a chunk of 'ids'
	s_mul_i32 s20, s15, s12
	s_mul_hi_u32 s21, s15, s12
	s_lshl_b64 s[22:23], s[20:21], 2
	s_add_u32 s20, s4, s22                              ; 'ids' at this program
	s_addc_u32 s21, s5, s23
	s_mov_b32 s4, s16
	s_mov_b32 s5, 0
	s_lshl_b64 s[22:23], s[4:5], 2
	s_add_u32 s4, s20, s22                              ; 'ids' at this program
	s_addc_u32 s5, s21, s23
	v_and_b32 v4, 63, v1
	v_lshlrev_b32 v1, 2, v4
	s_mul_i32 s18, s14, s12                             ; a stride of 'wpe'
	v_mul_lo_u32 v4, s14, v2
	v_add_u32 v5, v4, v1
	v_lshlrev_b32 v4, 2, v5                             ; thread's byte offset in a chunk of 'wpe'
	s_mul_i32 s20, s16, s14
	s_mul_hi_u32 s21, s16, s14
	s_lshl_b64 s[22:23], s[20:21], 2
	s_add_u32 s20, s8, s22                              ; 'wpe' at this program
	s_addc_u32 s21, s9, s23
	s_mul_i32 s8, s15, s18
	s_mul_hi_u32 s9, s15, s18
	s_lshl_b64 s[24:25], s[8:9], 2
	s_add_u32 s8, s10, s24                              ; 'out' at this program
	s_addc_u32 s9, s11, s25
	s_add_u32 s10, s8, s22                              ; 'out' at this program
	s_addc_u32 s11, s9, s23
	s_cmp_eq_u32 s19, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lembedding_rows256_if0_else
	global_load_dword v5, v3, s[4:5]                    ; examples/embedding.kgen:6: load of 'ids'
	v_add_u32 v6, 0, v1
	v_add_u32 v7, 0, v6                                 ; index along 'c' (examples/embedding.kgen:6)
	v_add_u32 v8, 1, v6                                 ; index along 'c' (examples/embedding.kgen:6)
	v_add_u32 v9, 2, v6                                 ; index along 'c' (examples/embedding.kgen:6)
	v_add_u32 v10, 3, v6                                ; index along 'c' (examples/embedding.kgen:6)
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v6, s14, v5
	v_add_u32 v11, v6, v7
	v_lshlrev_b32 v12, 2, v11                           ; examples/embedding.kgen:6: byte offset
	v_cmp_lt_u32 s[8:9], v5, s13                        ; subscript 0 of 'wte' inside [0, V)
	v_cmp_lt_u32 s[18:19], v7, s14                      ; subscript 1 of 'wte' inside [0, C)
	s_and_b64 s[22:23], s[8:9], s[18:19]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[18:19], s[22:23]               ; lanes where %vpred_44
	global_load_dword v5, v12, s[6:7]                   ; examples/embedding.kgen:6: gather from 'wte'
	s_mov_b64 exec, s[18:19]
	v_add_u32 v7, v6, v8
	v_lshlrev_b32 v11, 2, v7                            ; examples/embedding.kgen:6: byte offset
	v_cmp_lt_u32 s[18:19], v8, s14                      ; subscript 1 of 'wte' inside [0, C)
	s_and_b64 s[24:25], s[8:9], s[18:19]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_49
	global_load_dword v7, v11, s[6:7]                   ; examples/embedding.kgen:6: gather from 'wte'
	s_mov_b64 exec, s[18:19]
	v_add_u32 v8, v6, v9
	v_lshlrev_b32 v11, 2, v8                            ; examples/embedding.kgen:6: byte offset
	v_cmp_lt_u32 s[18:19], v9, s14                      ; subscript 1 of 'wte' inside [0, C)
	s_and_b64 s[26:27], s[8:9], s[18:19]
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[18:19], s[26:27]               ; lanes where %vpred_54
	global_load_dword v8, v11, s[6:7]                   ; examples/embedding.kgen:6: gather from 'wte'
	s_mov_b64 exec, s[18:19]
	v_add_u32 v9, v6, v10
	v_lshlrev_b32 v6, 2, v9                             ; examples/embedding.kgen:6: byte offset
	v_cmp_lt_u32 s[18:19], v10, s14                     ; subscript 1 of 'wte' inside [0, C)
	s_and_b64 s[28:29], s[8:9], s[18:19]
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[8:9], s[28:29]                 ; lanes where %vpred_59
	global_load_dword v9, v6, s[6:7]                    ; examples/embedding.kgen:6: gather from 'wte'
	s_mov_b64 exec, s[8:9]
	global_load_dwordx4 v[10:13], v4, s[20:21]          ; examples/embedding.kgen:6: 16-byte load of 'wpe'
	s_waitcnt vmcnt(0)
	v_add_f32 v6, v5, v10                               ; examples/embedding.kgen:6
	v_add_f32 v5, v7, v11                               ; examples/embedding.kgen:6
	v_add_f32 v7, v8, v12                               ; examples/embedding.kgen:6
	v_add_f32 v8, v9, v13                               ; examples/embedding.kgen:6
	s_and_saveexec_b64 s[8:9], s[22:23]                 ; lanes where %vpred_44
	global_store_dword v4, v6, s[10:11]                 ; examples/embedding.kgen:6: store to 'out'
	s_mov_b64 exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[24:25]                 ; lanes where %vpred_49
	global_store_dword v4, v5, s[10:11] offset:4        ; examples/embedding.kgen:6: store to 'out'
	s_mov_b64 exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[26:27]                 ; lanes where %vpred_54
	global_store_dword v4, v7, s[10:11] offset:8        ; examples/embedding.kgen:6: store to 'out'
	s_mov_b64 exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[28:29]                 ; lanes where %vpred_59
	global_store_dword v4, v8, s[10:11] offset:12       ; examples/embedding.kgen:6: store to 'out'
	s_mov_b64 exec, s[8:9]
	s_branch .Lembedding_rows256_if0_end
.Lembedding_rows256_if0_else:
	v_cmp_lt_u32 s[8:9], v2, s17                        ; 't' element in bounds
	v_mov_b32 v2, 0                                     ; absent element
	s_and_saveexec_b64 s[16:17], s[8:9]                 ; lanes where %vpred_81
	global_load_dword v2, v3, s[4:5]                    ; examples/embedding.kgen:6: load of 'ids'
	s_mov_b64 exec, s[16:17]
	v_add_u32 v3, 0, v1
	v_add_u32 v5, 0, v3                                 ; index along 'c' (examples/embedding.kgen:6)
	v_add_u32 v6, 1, v3                                 ; index along 'c' (examples/embedding.kgen:6)
	v_add_u32 v7, 2, v3                                 ; index along 'c' (examples/embedding.kgen:6)
	v_add_u32 v8, 3, v3                                 ; index along 'c' (examples/embedding.kgen:6)
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v3, s14, v2
	v_add_u32 v9, v3, v5
	v_lshlrev_b32 v10, 2, v9                            ; examples/embedding.kgen:6: byte offset
	v_cmp_lt_u32 s[4:5], v2, s13                        ; subscript 0 of 'wte' inside [0, V)
	v_cmp_lt_u32 s[12:13], v5, s14                      ; subscript 1 of 'wte' inside [0, C)
	s_and_b64 s[16:17], s[4:5], s[12:13]
	v_cmp_lt_u32 s[12:13], v1, s14                      ; 'c' element in bounds
	s_and_b64 s[18:19], s[8:9], s[12:13]
	s_and_b64 s[12:13], s[16:17], s[18:19]
	v_mov_b32 v2, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[12:13]               ; lanes where %vpred_96
	global_load_dword v2, v10, s[6:7]                   ; examples/embedding.kgen:6: gather from 'wte'
	s_mov_b64 exec, s[22:23]
	v_add_u32 v5, v3, v6
	v_lshlrev_b32 v9, 2, v5                             ; examples/embedding.kgen:6: byte offset
	v_cmp_lt_u32 s[12:13], v6, s14                      ; subscript 1 of 'wte' inside [0, C)
	s_and_b64 s[22:23], s[4:5], s[12:13]
	v_add_u32 v5, 1, v1
	v_cmp_lt_u32 s[12:13], v5, s14                      ; 'c' element in bounds
	s_and_b64 s[24:25], s[8:9], s[12:13]
	s_and_b64 s[12:13], s[22:23], s[24:25]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[12:13]               ; lanes where %vpred_105
	global_load_dword v5, v9, s[6:7]                    ; examples/embedding.kgen:6: gather from 'wte'
	s_mov_b64 exec, s[26:27]
	v_add_u32 v6, v3, v7
	v_lshlrev_b32 v9, 2, v6                             ; examples/embedding.kgen:6: byte offset
	v_cmp_lt_u32 s[12:13], v7, s14                      ; subscript 1 of 'wte' inside [0, C)
	s_and_b64 s[26:27], s[4:5], s[12:13]
	v_add_u32 v6, 2, v1
	v_cmp_lt_u32 s[12:13], v6, s14                      ; 'c' element in bounds
	s_and_b64 s[28:29], s[8:9], s[12:13]
	s_and_b64 s[12:13], s[26:27], s[28:29]
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[12:13]               ; lanes where %vpred_114
	global_load_dword v6, v9, s[6:7]                    ; examples/embedding.kgen:6: gather from 'wte'
	s_mov_b64 exec, s[30:31]
	v_add_u32 v7, v3, v8
	v_lshlrev_b32 v3, 2, v7                             ; examples/embedding.kgen:6: byte offset
	v_cmp_lt_u32 s[12:13], v8, s14                      ; subscript 1 of 'wte' inside [0, C)
	s_and_b64 s[30:31], s[4:5], s[12:13]
	v_add_u32 v7, 3, v1
	v_cmp_lt_u32 s[4:5], v7, s14                        ; 'c' element in bounds
	s_and_b64 s[12:13], s[8:9], s[4:5]
	s_and_b64 s[4:5], s[30:31], s[12:13]
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_123
	global_load_dword v1, v3, s[6:7]                    ; examples/embedding.kgen:6: gather from 'wte'
	s_mov_b64 exec, s[8:9]
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[4:5], s[18:19]                 ; lanes where %vpred_95
	global_load_dword v3, v4, s[20:21]                  ; examples/embedding.kgen:6: load of 'wpe'
	s_mov_b64 exec, s[4:5]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[4:5], s[24:25]                 ; lanes where %vpred_104
	global_load_dword v7, v4, s[20:21] offset:4         ; examples/embedding.kgen:6: load of 'wpe'
	s_mov_b64 exec, s[4:5]
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[4:5], s[28:29]                 ; lanes where %vpred_113
	global_load_dword v8, v4, s[20:21] offset:8         ; examples/embedding.kgen:6: load of 'wpe'
	s_mov_b64 exec, s[4:5]
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[4:5], s[12:13]                 ; lanes where %vpred_122
	global_load_dword v9, v4, s[20:21] offset:12        ; examples/embedding.kgen:6: load of 'wpe'
	s_mov_b64 exec, s[4:5]
	s_waitcnt vmcnt(3)
	v_add_f32 v10, v2, v3                               ; examples/embedding.kgen:6
	s_waitcnt vmcnt(2)
	v_add_f32 v2, v5, v7                                ; examples/embedding.kgen:6
	s_waitcnt vmcnt(1)
	v_add_f32 v3, v6, v8                                ; examples/embedding.kgen:6
	s_waitcnt vmcnt(0)
	v_add_f32 v5, v1, v9                                ; examples/embedding.kgen:6
	s_and_b64 s[4:5], s[18:19], s[16:17]
	s_and_saveexec_b64 s[6:7], s[4:5]                   ; lanes where %vpred_133
	global_store_dword v4, v10, s[10:11]                ; examples/embedding.kgen:6: store to 'out'
	s_mov_b64 exec, s[6:7]
	s_and_b64 s[4:5], s[24:25], s[22:23]
	s_and_saveexec_b64 s[6:7], s[4:5]                   ; lanes where %vpred_134
	global_store_dword v4, v2, s[10:11] offset:4        ; examples/embedding.kgen:6: store to 'out'
	s_mov_b64 exec, s[6:7]
	s_and_b64 s[4:5], s[28:29], s[26:27]
	s_and_saveexec_b64 s[6:7], s[4:5]                   ; lanes where %vpred_135
	global_store_dword v4, v3, s[10:11] offset:8        ; examples/embedding.kgen:6: store to 'out'
	s_mov_b64 exec, s[6:7]
	s_and_b64 s[4:5], s[12:13], s[30:31]
	s_and_saveexec_b64 s[6:7], s[4:5]                   ; lanes where %vpred_136
	global_store_dword v4, v5, s[10:11] offset:12       ; examples/embedding.kgen:6: store to 'out'
	s_mov_b64 exec, s[6:7]
.Lembedding_rows256_if0_end:
	s_endpgm
.Lfunc_end_embedding_rows256:
	.size	embedding_rows256, .Lfunc_end_embedding_rows256-embedding_rows256

	.rodata
	.p2align	6
	.amdhsa_kernel embedding
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 40
		.amdhsa_accum_offset 12
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
	.amdhsa_kernel embedding_rows128
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 32
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
	.amdhsa_kernel embedding_rows256
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 16
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
  - .name:           embedding
    .symbol:         embedding.kd
    .args:
      - .name:           ids
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           wte
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           wpe
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
      - .name:           B
        .offset:         32
        .size:           4
        .value_kind:     by_value
      - .name:           T
        .offset:         36
        .size:           4
        .value_kind:     by_value
      - .name:           V
        .offset:         40
        .size:           4
        .value_kind:     by_value
      - .name:           C
        .offset:         44
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     46
    .sgpr_spill_count: 0
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
  - .name:           embedding_rows128
    .symbol:         embedding_rows128.kd
    .args:
      - .name:           ids
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           wte
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           wpe
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
      - .name:           B
        .offset:         32
        .size:           4
        .value_kind:     by_value
      - .name:           T
        .offset:         36
        .size:           4
        .value_kind:     by_value
      - .name:           V
        .offset:         40
        .size:           4
        .value_kind:     by_value
      - .name:           C
        .offset:         44
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     38
    .sgpr_spill_count: 0
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
  - .name:           embedding_rows256
    .symbol:         embedding_rows256.kd
    .args:
      - .name:           ids
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           wte
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           wpe
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
      - .name:           B
        .offset:         32
        .size:           4
        .value_kind:     by_value
      - .name:           T
        .offset:         36
        .size:           4
        .value_kind:     by_value
      - .name:           V
        .offset:         40
        .size:           4
        .value_kind:     by_value
      - .name:           C
        .offset:         44
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     38
    .sgpr_spill_count: 0
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
