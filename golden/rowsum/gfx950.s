; kgen AMDGCN module for gfx950: 3 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 5

; kernel rowsum: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel rowsum from examples/rowsum.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: m
;   chunk: m: 1, nn: 1024; walked in chunks: none
;   layout: m:1 x nn:1024: reg[nn1 nn2] lane[nn4 nn8 nn16 nn32 nn64 nn128] warp[nn256 nn512]
;     (fastest axis 'nn', 4 contiguous elements per thread)
;   fastest axis 'nn': most bytes of plain accesses are contiguous along it
;   vector 4: 16-byte accesses of 4-byte elements
;   value layouts (the dominant layout sliced to each value's axes):
;     L0 [m]: m:1: reg[0 0] lane[0 0 0 0 0 0] warp[0 0]
;     L1 [m, nn]: m:1 x nn:1024: reg[nn1 nn2] lane[nn4 nn8 nn16 nn32 nn64 nn128] warp[nn256 nn512]
;       4:11 carried -> L0; 6:20 load x -> L1; 6:16 reduce sum -> L0; 6:9 add -> L0; 5:5 loop_result -> L0
;   split reduction over 'n' where fewer than 1024 programs run (2048 fill the Instinct MI355X): rowsum_split walks parts of 'N', the argument 'rows' rows each (a multiple of 1024, at least 2048, chosen at launch), into acc_parts: f32[parts, M]; rowsum_split_fold folds the parts and stores: two launches, no atomics
; resources: 13 VGPRs, 0 AGPRs, 24 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 16 bytes LDS, 24 bytes of arguments, 256 threads
;   arg x: tensor f32 at 0 (read-only)
;   arg out: tensor f32 at 8
;   arg M: dim i32 at 16
;   arg N: dim i32 at 20
; s[0:1] kernarg pointer, s2 workgroup id x, v0 work-item id
	.text
	.globl	rowsum
	.p2align	8
	.type	rowsum,@function
rowsum:
	s_load_dwordx2 s[4:5], s[0:1], 0x0                  ; argument x
	s_load_dwordx2 s[6:7], s[0:1], 0x8                  ; argument out
	s_load_dword s3, s[0:1], 0x14                       ; argument N
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s8, s2                                    ; program index along 'm'
	s_waitcnt lgkmcnt(0)
	s_and_b32 s9, s3, 3
	s_cmp_eq_u32 s9, 0                                  ; rows start aligned to 4 elements iff N % 4 == 0
	s_cselect_b32 s9, 1, 0
	v_mov_b32 v2, 0                                     ; partials of 'acc'
	v_mov_b32 v3, 0                                     ; partials of 'acc'
	v_mov_b32 v4, 0                                     ; partials of 'acc'
	v_mov_b32 v5, 0                                     ; partials of 'acc'
	s_cmp_ge_u32 s3, 0x400                              ; at least one whole chunk of 'nn'
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
	s_mov_b32 s4, 0                                     ; for nn in n: steps of 1024: whole chunks
	s_cmp_ge_u32 s4, s9
	s_cbranch_scc1 .Lrowsum_loop0_end
.Lrowsum_loop0:
	s_mov_b32 s12, s4
	s_mov_b32 s13, 0
	s_lshl_b64 s[14:15], s[12:13], 2
	s_add_u32 s12, s10, s14                             ; 'x' at this chunk
	s_addc_u32 s13, s11, s15
	global_load_dwordx4 v[8:11], v7, s[12:13]           ; examples/rowsum.kgen:6: 16-byte load of 'x'
	s_waitcnt vmcnt(0)
	v_add_f32 v2, v2, v8                                ; sum over 'nn' into per-thread partials
	v_add_f32 v3, v3, v9                                ; sum over 'nn' into per-thread partials
	v_add_f32 v4, v4, v10                               ; sum over 'nn' into per-thread partials
	v_add_f32 v5, v5, v11                               ; sum over 'nn' into per-thread partials
	s_add_u32 s4, s4, 0x400
	s_cmp_lt_u32 s4, s9
	s_cbranch_scc1 .Lrowsum_loop0
.Lrowsum_loop0_end:
	s_mov_b32 s5, s4                                    ; for nn in n: steps of 1024: the rest, masked
	s_cmp_ge_u32 s5, s3
	s_cbranch_scc1 .Lrowsum_loop1_end
.Lrowsum_loop1:
	s_sub_u32 s4, s3, s5
	s_mov_b32 s12, s5
	s_mov_b32 s13, 0
	s_lshl_b64 s[14:15], s[12:13], 2
	s_add_u32 s12, s10, s14                             ; 'x' at this chunk
	s_addc_u32 s13, s11, s15
	v_cmp_lt_u32 s[14:15], v6, s4                       ; 'nn' element in bounds
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[16:17], s[14:15]               ; lanes where %vpred_36
	global_load_dword v8, v7, s[12:13]                  ; examples/rowsum.kgen:6: load of 'x'
	s_mov_b64 exec, s[16:17]
	v_add_u32 v9, 1, v6
	v_cmp_lt_u32 s[16:17], v9, s4                       ; 'nn' element in bounds
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[18:19], s[16:17]               ; lanes where %vpred_39
	global_load_dword v9, v7, s[12:13] offset:4         ; examples/rowsum.kgen:6: load of 'x'
	s_mov_b64 exec, s[18:19]
	v_add_u32 v10, 2, v6
	v_cmp_lt_u32 s[18:19], v10, s4                      ; 'nn' element in bounds
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[18:19]               ; lanes where %vpred_42
	global_load_dword v10, v7, s[12:13] offset:8        ; examples/rowsum.kgen:6: load of 'x'
	s_mov_b64 exec, s[20:21]
	v_add_u32 v11, 3, v6
	v_cmp_lt_u32 s[20:21], v11, s4                      ; 'nn' element in bounds
	v_mov_b32 v11, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[20:21]               ; lanes where %vpred_45
	global_load_dword v11, v7, s[12:13] offset:12       ; examples/rowsum.kgen:6: load of 'x'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(3)
	v_cndmask_b32 v12, 0, v8, s[14:15]                  ; absent elements contribute the identity
	v_add_f32 v2, v2, v12                               ; sum over 'nn' into per-thread partials
	s_waitcnt vmcnt(2)
	v_cndmask_b32 v8, 0, v9, s[16:17]                   ; absent elements contribute the identity
	v_add_f32 v3, v3, v8                                ; sum over 'nn' into per-thread partials
	s_waitcnt vmcnt(1)
	v_cndmask_b32 v8, 0, v10, s[18:19]                  ; absent elements contribute the identity
	v_add_f32 v4, v4, v8                                ; sum over 'nn' into per-thread partials
	s_waitcnt vmcnt(0)
	v_cndmask_b32 v8, 0, v11, s[20:21]                  ; absent elements contribute the identity
	v_add_f32 v5, v5, v8                                ; sum over 'nn' into per-thread partials
	s_add_u32 s5, s5, 0x400
	s_cmp_lt_u32 s5, s3
	s_cbranch_scc1 .Lrowsum_loop1
.Lrowsum_loop1_end:
	v_add_f32 v6, v2, v3                                ; sum over 'nn' (examples/rowsum.kgen:6)
	v_add_f32 v2, v6, v4                                ; sum over 'nn' (examples/rowsum.kgen:6)
	v_add_f32 v3, v2, v5                                ; sum over 'nn' (examples/rowsum.kgen:6)
	v_mov_b32 v2, v3                                    ; sum over 'nn' (examples/rowsum.kgen:6): across the lanes of a warp
	ds_swizzle_b32 v3, v2 offset:swizzle(SWAP,1)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v2, v3
	ds_swizzle_b32 v3, v2 offset:swizzle(SWAP,2)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v2, v3
	ds_swizzle_b32 v3, v2 offset:swizzle(SWAP,4)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v2, v3
	ds_swizzle_b32 v3, v2 offset:swizzle(SWAP,8)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v2, v3
	ds_swizzle_b32 v3, v2 offset:swizzle(SWAP,16)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v2, v3
	s_nop 0
	v_readlane_b32 s3, v2, 0
	v_readlane_b32 s4, v2, 32
	s_nop 1
	v_mov_b32 v2, s4
	v_add_f32 v2, s3, v2
	v_lshrrev_b32 v3, 6, v1
	v_and_b32 v4, 1, v3
	v_lshrrev_b32 v3, 7, v1
	v_and_b32 v5, 1, v3
	v_lshlrev_b32 v3, 1, v5
	v_or_b32 v5, v4, v3                                 ; warp group along 'nn'
	v_lshlrev_b32 v3, 2, v5
	v_and_b32 v4, 63, v1
	v_cmp_eq_u32 s[4:5], v4, 0                          ; one lane per warp group and element publishes
	s_and_saveexec_b64 s[10:11], s[4:5]                 ; lanes where %vpred_63
	ds_write_b32 v3, v2                                 ; sum over 'nn' (examples/rowsum.kgen:6): this warp group's partial
	s_mov_b64 exec, s[10:11]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_mov_b32 v2, 0                                     ; sum over 'nn' (examples/rowsum.kgen:6): warp group 0
	ds_read_b32 v3, v2
	v_mov_b32 v2, 0                                     ; sum over 'nn' (examples/rowsum.kgen:6): warp group 1
	ds_read_b32 v4, v2 offset:4
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v3, v4
	v_mov_b32 v3, 0                                     ; sum over 'nn' (examples/rowsum.kgen:6): warp group 2
	ds_read_b32 v4, v3 offset:8
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v2, v4
	v_mov_b32 v2, 0                                     ; sum over 'nn' (examples/rowsum.kgen:6): warp group 3
	ds_read_b32 v4, v2 offset:12
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v3, v4
	v_add_f32 v3, 0, v2                                 ; examples/rowsum.kgen:6
	v_and_b32 v2, 0xff, v1
	v_cmp_eq_u32 s[4:5], v2, 0                          ; one thread of each group of copies
	s_mov_b32 s10, s8
	s_mov_b32 s11, 0
	s_lshl_b64 s[8:9], s[10:11], 2
	s_add_u32 s10, s6, s8                               ; 'out' at this program
	s_addc_u32 s11, s7, s9
	s_and_saveexec_b64 s[6:7], s[4:5]                   ; lanes where %vpred_73
	v_mov_b32 v1, 0                                     ; examples/rowsum.kgen:8: store to 'out'
	global_store_dword v1, v3, s[10:11]
	s_mov_b64 exec, s[6:7]
	s_endpgm
.Lfunc_end_rowsum:
	.size	rowsum, .Lfunc_end_rowsum-rowsum

; kernel rowsum_split: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel rowsum_split from examples/rowsum.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: m, part
;   chunk: part: 1, m: 1, nn: 1024; walked in chunks: none
;   layout: part:1 x m:1 x nn:1024: reg[nn1 nn2] lane[nn4 nn8 nn16 nn32 nn64 nn128] warp[nn256 nn512]
;     (fastest axis 'nn', 4 contiguous elements per thread)
;   fastest axis 'nn': most bytes of plain accesses are contiguous along it
;   vector 4: 16-byte accesses of 4-byte elements
;   value layouts (the dominant layout sliced to each value's axes):
;     L0 [m]: m:1: reg[0 0] lane[0 0 0 0 0 0] warp[0 0]
;     L1 [m, nn]: m:1 x nn:1024: reg[nn1 nn2] lane[nn4 nn8 nn16 nn32 nn64 nn128] warp[nn256 nn512]
;       4:11 carried -> L0; 6:20 load x -> L1; 6:16 reduce sum -> L0; 6:9 add -> L0; 5:5 loop_result -> L0
; resources: 13 VGPRs, 0 AGPRs, 30 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 16 bytes LDS, 40 bytes of arguments, 256 threads
;   arg x: tensor f32 at 0 (read-only)
;   arg out: tensor f32 at 8 (read-only)
;   arg acc_parts: tensor f32 at 16
;   arg rows: scalar u32 at 24
;   arg M: dim i32 at 28
;   arg N: dim i32 at 32
;   arg parts: dim i32 at 36
; s[0:1] kernarg pointer, s2 workgroup id x, s3 workgroup id y, v0 work-item id
	.text
	.globl	rowsum_split
	.p2align	8
	.type	rowsum_split,@function
rowsum_split:
	s_load_dwordx2 s[4:5], s[0:1], 0x0                  ; argument x
	s_load_dwordx2 s[6:7], s[0:1], 0x10                 ; argument acc_parts
	s_load_dword s8, s[0:1], 0x18                       ; argument rows
	s_load_dword s9, s[0:1], 0x1c                       ; argument M
	s_load_dword s10, s[0:1], 0x20                      ; argument N
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s11, s2                                   ; program index along 'm'
	s_mov_b32 s12, s3                                   ; program index along 'part'
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s13, s12, s8                              ; first 'n' of part 'part'
	s_max_u32 s14, s10, s13
	s_sub_u32 s15, s14, s13
	s_min_u32 s14, s15, s8                              ; 'n' rows of this part
	s_and_b32 s8, s10, 3
	s_cmp_eq_u32 s8, 0                                  ; rows start aligned to 4 elements iff N % 4 == 0
	s_cselect_b32 s8, 1, 0
	v_mov_b32 v2, 0                                     ; partials of 'acc'
	v_mov_b32 v3, 0                                     ; partials of 'acc'
	v_mov_b32 v4, 0                                     ; partials of 'acc'
	v_mov_b32 v5, 0                                     ; partials of 'acc'
	s_cmp_ge_u32 s14, 0x400                             ; at least one whole chunk of 'nn'
	s_cselect_b32 s15, 1, 0
	s_sub_u32 s16, s14, 0x3ff
	s_cmp_lg_u32 s15, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s15, s16, 0
	s_cmp_lg_u32 s8, 0
	s_cselect_b32 s8, s15, 0
	v_lshlrev_b32 v6, 2, v1
	v_lshlrev_b32 v7, 2, v6                             ; thread's byte offset in a chunk of 'x'
	s_mul_i32 s16, s11, s10
	s_mul_hi_u32 s17, s11, s10
	s_lshl_b64 s[18:19], s[16:17], 2
	s_add_u32 s16, s4, s18                              ; 'x' at this program
	s_addc_u32 s17, s5, s19
	s_mov_b32 s4, 0                                     ; for nn in n: steps of 1024: whole chunks
	s_cmp_ge_u32 s4, s8
	s_cbranch_scc1 .Lrowsum_split_loop0_end
.Lrowsum_split_loop0:
	s_add_u32 s5, s13, s4
	s_mov_b32 s18, s5
	s_mov_b32 s19, 0
	s_lshl_b64 s[20:21], s[18:19], 2
	s_add_u32 s18, s16, s20                             ; 'x' at this chunk
	s_addc_u32 s19, s17, s21
	global_load_dwordx4 v[8:11], v7, s[18:19]           ; examples/rowsum.kgen:6: 16-byte load of 'x'
	s_waitcnt vmcnt(0)
	v_add_f32 v2, v2, v8                                ; sum over 'nn' into per-thread partials
	v_add_f32 v3, v3, v9                                ; sum over 'nn' into per-thread partials
	v_add_f32 v4, v4, v10                               ; sum over 'nn' into per-thread partials
	v_add_f32 v5, v5, v11                               ; sum over 'nn' into per-thread partials
	s_add_u32 s4, s4, 0x400
	s_cmp_lt_u32 s4, s8
	s_cbranch_scc1 .Lrowsum_split_loop0
.Lrowsum_split_loop0_end:
	s_mov_b32 s5, s4                                    ; for nn in n: steps of 1024: the rest, masked
	s_cmp_ge_u32 s5, s14
	s_cbranch_scc1 .Lrowsum_split_loop1_end
.Lrowsum_split_loop1:
	s_add_u32 s4, s13, s5
	s_sub_u32 s8, s14, s5
	s_mov_b32 s18, s4
	s_mov_b32 s19, 0
	s_lshl_b64 s[20:21], s[18:19], 2
	s_add_u32 s18, s16, s20                             ; 'x' at this chunk
	s_addc_u32 s19, s17, s21
	v_cmp_lt_u32 s[20:21], v6, s8                       ; 'nn' element in bounds
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[20:21]               ; lanes where %vpred_46
	global_load_dword v8, v7, s[18:19]                  ; examples/rowsum.kgen:6: load of 'x'
	s_mov_b64 exec, s[22:23]
	v_add_u32 v9, 1, v6
	v_cmp_lt_u32 s[22:23], v9, s8                       ; 'nn' element in bounds
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_49
	global_load_dword v9, v7, s[18:19] offset:4         ; examples/rowsum.kgen:6: load of 'x'
	s_mov_b64 exec, s[24:25]
	v_add_u32 v10, 2, v6
	v_cmp_lt_u32 s[24:25], v10, s8                      ; 'nn' element in bounds
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_52
	global_load_dword v10, v7, s[18:19] offset:8        ; examples/rowsum.kgen:6: load of 'x'
	s_mov_b64 exec, s[26:27]
	v_add_u32 v11, 3, v6
	v_cmp_lt_u32 s[26:27], v11, s8                      ; 'nn' element in bounds
	v_mov_b32 v11, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_55
	global_load_dword v11, v7, s[18:19] offset:12       ; examples/rowsum.kgen:6: load of 'x'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(3)
	v_cndmask_b32 v12, 0, v8, s[20:21]                  ; absent elements contribute the identity
	v_add_f32 v2, v2, v12                               ; sum over 'nn' into per-thread partials
	s_waitcnt vmcnt(2)
	v_cndmask_b32 v8, 0, v9, s[22:23]                   ; absent elements contribute the identity
	v_add_f32 v3, v3, v8                                ; sum over 'nn' into per-thread partials
	s_waitcnt vmcnt(1)
	v_cndmask_b32 v8, 0, v10, s[24:25]                  ; absent elements contribute the identity
	v_add_f32 v4, v4, v8                                ; sum over 'nn' into per-thread partials
	s_waitcnt vmcnt(0)
	v_cndmask_b32 v8, 0, v11, s[26:27]                  ; absent elements contribute the identity
	v_add_f32 v5, v5, v8                                ; sum over 'nn' into per-thread partials
	s_add_u32 s5, s5, 0x400
	s_cmp_lt_u32 s5, s14
	s_cbranch_scc1 .Lrowsum_split_loop1
.Lrowsum_split_loop1_end:
	v_add_f32 v6, v2, v3                                ; sum over 'nn' (examples/rowsum.kgen:6)
	v_add_f32 v2, v6, v4                                ; sum over 'nn' (examples/rowsum.kgen:6)
	v_add_f32 v3, v2, v5                                ; sum over 'nn' (examples/rowsum.kgen:6)
	v_mov_b32 v2, v3                                    ; sum over 'nn' (examples/rowsum.kgen:6): across the lanes of a warp
	ds_swizzle_b32 v3, v2 offset:swizzle(SWAP,1)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v2, v3
	ds_swizzle_b32 v3, v2 offset:swizzle(SWAP,2)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v2, v3
	ds_swizzle_b32 v3, v2 offset:swizzle(SWAP,4)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v2, v3
	ds_swizzle_b32 v3, v2 offset:swizzle(SWAP,8)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v2, v3
	ds_swizzle_b32 v3, v2 offset:swizzle(SWAP,16)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v2, v3
	s_nop 0
	v_readlane_b32 s4, v2, 0
	v_readlane_b32 s5, v2, 32
	s_nop 1
	v_mov_b32 v2, s5
	v_add_f32 v2, s4, v2
	v_lshrrev_b32 v3, 6, v1
	v_and_b32 v4, 1, v3
	v_lshrrev_b32 v3, 7, v1
	v_and_b32 v5, 1, v3
	v_lshlrev_b32 v3, 1, v5
	v_or_b32 v5, v4, v3                                 ; warp group along 'nn'
	v_lshlrev_b32 v3, 2, v5
	v_and_b32 v4, 63, v1
	v_cmp_eq_u32 s[4:5], v4, 0                          ; one lane per warp group and element publishes
	s_and_saveexec_b64 s[14:15], s[4:5]                 ; lanes where %vpred_73
	ds_write_b32 v3, v2                                 ; sum over 'nn' (examples/rowsum.kgen:6): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_mov_b32 v2, 0                                     ; sum over 'nn' (examples/rowsum.kgen:6): warp group 0
	ds_read_b32 v3, v2
	v_mov_b32 v2, 0                                     ; sum over 'nn' (examples/rowsum.kgen:6): warp group 1
	ds_read_b32 v4, v2 offset:4
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v3, v4
	v_mov_b32 v3, 0                                     ; sum over 'nn' (examples/rowsum.kgen:6): warp group 2
	ds_read_b32 v4, v3 offset:8
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v2, v4
	v_mov_b32 v2, 0                                     ; sum over 'nn' (examples/rowsum.kgen:6): warp group 3
	ds_read_b32 v4, v2 offset:12
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v3, v4
	v_add_f32 v3, 0, v2                                 ; examples/rowsum.kgen:6
	v_and_b32 v2, 0xff, v1
	v_cmp_eq_u32 s[4:5], v2, 0                          ; one thread of each group of copies
	s_mul_i32 s14, s12, s9
	s_mul_hi_u32 s15, s12, s9
	s_lshl_b64 s[8:9], s[14:15], 2
	s_add_u32 s12, s6, s8                               ; 'acc_parts' at this program
	s_addc_u32 s13, s7, s9
	s_mov_b32 s6, s11
	s_mov_b32 s7, 0
	s_lshl_b64 s[8:9], s[6:7], 2
	s_add_u32 s6, s12, s8                               ; 'acc_parts' at this program
	s_addc_u32 s7, s13, s9
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_84
	v_mov_b32 v1, 0                                     ; examples/rowsum.kgen:5: store to 'acc_parts'
	global_store_dword v1, v3, s[6:7]
	s_mov_b64 exec, s[8:9]
	s_endpgm
.Lfunc_end_rowsum_split:
	.size	rowsum_split, .Lfunc_end_rowsum_split-rowsum_split

; kernel rowsum_split_fold: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel rowsum_split_fold from examples/rowsum.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: m
;   chunk: part: 2048, m: 1; walked in chunks: part
;   layout: part:2048 x m:1: reg[part256 part512 part1024] lane[part1 part2 part4 part8 part16 part32] warp[part64 part128]
;     (fastest axis 'm', 1 contiguous elements per thread)
;   fastest axis 'm': most bytes of plain accesses are contiguous along it
;   vector 4: 16-byte accesses of 4-byte elements
;   vector 1: the tile of 'm' (1) is not a multiple of a 16-byte access
;   walk 'part' in chunks of 2048: its extent is known only at launch
;   value layouts (the dominant layout sliced to each value's axes):
;     L0 [part, m]: part:2048 x m:1: reg[part256 part512 part1024] lane[part1 part2 part4 part8 part16 part32] warp[part64 part128]
;     L1 [m]: m:1: reg[0 0 0] lane[0 0 0 0 0 0] warp[0 0]
;       5:5 load acc_parts -> L0; 5:5 reduce sum -> L1
;   phase 1 (walking 'part' in chunks of 2048): sum over 'part' (5:5)
; resources: 20 VGPRs, 0 AGPRs, 36 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 16 bytes LDS, 36 bytes of arguments, 256 threads
;   arg x: tensor f32 at 0 (read-only)
;   arg out: tensor f32 at 8
;   arg acc_parts: tensor f32 at 16 (read-only)
;   arg M: dim i32 at 24
;   arg N: dim i32 at 28
;   arg parts: dim i32 at 32
; s[0:1] kernarg pointer, s2 workgroup id x, v0 work-item id
	.text
	.globl	rowsum_split_fold
	.p2align	8
	.type	rowsum_split_fold,@function
rowsum_split_fold:
	s_load_dwordx2 s[4:5], s[0:1], 0x8                  ; argument out
	s_load_dwordx2 s[6:7], s[0:1], 0x10                 ; argument acc_parts
	s_load_dword s3, s[0:1], 0x18                       ; argument M
	s_load_dword s8, s[0:1], 0x20                       ; argument parts
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s9, s2                                    ; program index along 'm'
	v_mov_b32 v2, 0                                     ; identity of sum
	v_mov_b32 v3, 0                                     ; identity of sum
	v_mov_b32 v4, 0                                     ; identity of sum
	v_mov_b32 v5, 0                                     ; identity of sum
	v_mov_b32 v6, 0                                     ; identity of sum
	v_mov_b32 v7, 0                                     ; identity of sum
	v_mov_b32 v8, 0                                     ; identity of sum
	v_mov_b32 v9, 0                                     ; identity of sum
	s_waitcnt lgkmcnt(0)
	s_cmp_ge_u32 s8, 0x800                              ; at least one whole chunk of 'part'
	s_cselect_b32 s10, 1, 0
	s_sub_u32 s11, s8, 0x7ff
	s_cmp_lg_u32 s10, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s12, s11, 0
	v_mul_lo_u32 v10, s3, v1
	v_lshlrev_b32 v11, 2, v10                           ; thread's byte offset in a chunk of 'acc_parts'
	s_mov_b32 s14, s9
	s_mov_b32 s15, 0
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s14, s6, s16                              ; 'acc_parts' at this program
	s_addc_u32 s15, s7, s17
	s_mov_b32 s6, 0                                     ; chunks of 2048 along 'part': whole chunks
	s_cmp_ge_u32 s6, s12
	s_cbranch_scc1 .Lrowsum_split_fold_loop0_end
.Lrowsum_split_fold_loop0:
	s_mul_i32 s18, s6, s3
	s_mul_hi_u32 s19, s6, s3
	s_lshl_b64 s[20:21], s[18:19], 2
	s_add_u32 s18, s14, s20                             ; 'acc_parts' at this chunk
	s_addc_u32 s19, s15, s21
	global_load_dword v10, v11, s[18:19]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mul_i32 s7, s3, 0x100
	s_lshl_b32 s9, s7, 2
	v_add_u32 v12, s9, v11
	global_load_dword v13, v12, s[18:19]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mul_i32 s7, s3, 0x200
	s_lshl_b32 s9, s7, 2
	v_add_u32 v12, s9, v11
	global_load_dword v14, v12, s[18:19]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mul_i32 s7, s3, 0x300
	s_lshl_b32 s9, s7, 2
	v_add_u32 v12, s9, v11
	global_load_dword v15, v12, s[18:19]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mul_i32 s7, s3, 0x400
	s_lshl_b32 s9, s7, 2
	v_add_u32 v12, s9, v11
	global_load_dword v16, v12, s[18:19]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mul_i32 s7, s3, 0x500
	s_lshl_b32 s9, s7, 2
	v_add_u32 v12, s9, v11
	global_load_dword v17, v12, s[18:19]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mul_i32 s7, s3, 0x600
	s_lshl_b32 s9, s7, 2
	v_add_u32 v12, s9, v11
	global_load_dword v18, v12, s[18:19]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mul_i32 s7, s3, 0x700
	s_lshl_b32 s9, s7, 2
	v_add_u32 v12, s9, v11
	global_load_dword v19, v12, s[18:19]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_waitcnt vmcnt(7)
	v_add_f32 v2, v2, v10                               ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(6)
	v_add_f32 v3, v3, v13                               ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(5)
	v_add_f32 v4, v4, v14                               ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(4)
	v_add_f32 v5, v5, v15                               ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(3)
	v_add_f32 v6, v6, v16                               ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(2)
	v_add_f32 v7, v7, v17                               ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(1)
	v_add_f32 v8, v8, v18                               ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(0)
	v_add_f32 v9, v9, v19                               ; sum over 'part' (examples/rowsum.kgen:5)
	s_add_u32 s6, s6, 0x800
	s_cmp_lt_u32 s6, s12
	s_cbranch_scc1 .Lrowsum_split_fold_loop0
.Lrowsum_split_fold_loop0_end:
	s_mov_b32 s7, s6                                    ; chunks of 2048 along 'part': the rest, masked
	s_cmp_ge_u32 s7, s8
	s_cbranch_scc1 .Lrowsum_split_fold_loop1_end
.Lrowsum_split_fold_loop1:
	s_sub_u32 s6, s8, s7
	s_mul_i32 s12, s7, s3
	s_mul_hi_u32 s13, s7, s3
	s_lshl_b64 s[18:19], s[12:13], 2
	s_add_u32 s12, s14, s18                             ; 'acc_parts' at this chunk
	s_addc_u32 s13, s15, s19
	v_cmp_lt_u32 s[18:19], v1, s6                       ; 'part' element in bounds
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[18:19]               ; lanes where %vpred_64
	global_load_dword v10, v11, s[12:13]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mov_b64 exec, s[20:21]
	s_mul_i32 s9, s3, 0x100
	s_lshl_b32 s11, s9, 2
	v_add_u32 v12, s11, v11
	v_add_u32 v13, 0x100, v1
	v_cmp_lt_u32 s[20:21], v13, s6                      ; 'part' element in bounds
	v_mov_b32 v13, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[20:21]               ; lanes where %vpred_70
	global_load_dword v13, v12, s[12:13]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mov_b64 exec, s[22:23]
	s_mul_i32 s9, s3, 0x200
	s_lshl_b32 s11, s9, 2
	v_add_u32 v12, s11, v11
	v_add_u32 v14, 0x200, v1
	v_cmp_lt_u32 s[22:23], v14, s6                      ; 'part' element in bounds
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_76
	global_load_dword v14, v12, s[12:13]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mov_b64 exec, s[24:25]
	s_mul_i32 s9, s3, 0x300
	s_lshl_b32 s11, s9, 2
	v_add_u32 v12, s11, v11
	v_add_u32 v15, 0x300, v1
	v_cmp_lt_u32 s[24:25], v15, s6                      ; 'part' element in bounds
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_82
	global_load_dword v15, v12, s[12:13]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mov_b64 exec, s[26:27]
	s_mul_i32 s9, s3, 0x400
	s_lshl_b32 s11, s9, 2
	v_add_u32 v12, s11, v11
	v_add_u32 v16, 0x400, v1
	v_cmp_lt_u32 s[26:27], v16, s6                      ; 'part' element in bounds
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_88
	global_load_dword v16, v12, s[12:13]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s9, s3, 0x500
	s_lshl_b32 s11, s9, 2
	v_add_u32 v12, s11, v11
	v_add_u32 v17, 0x500, v1
	v_cmp_lt_u32 s[28:29], v17, s6                      ; 'part' element in bounds
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_94
	global_load_dword v17, v12, s[12:13]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mov_b64 exec, s[30:31]
	s_mul_i32 s9, s3, 0x600
	s_lshl_b32 s11, s9, 2
	v_add_u32 v12, s11, v11
	v_add_u32 v18, 0x600, v1
	v_cmp_lt_u32 s[30:31], v18, s6                      ; 'part' element in bounds
	v_mov_b32 v18, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_100
	global_load_dword v18, v12, s[12:13]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mov_b64 exec, s[32:33]
	s_mul_i32 s9, s3, 0x700
	s_lshl_b32 s11, s9, 2
	v_add_u32 v12, s11, v11
	v_add_u32 v19, 0x700, v1
	v_cmp_lt_u32 s[32:33], v19, s6                      ; 'part' element in bounds
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_106
	global_load_dword v19, v12, s[12:13]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(7)
	v_cndmask_b32 v12, 0, v10, s[18:19]                 ; absent elements contribute the identity
	v_add_f32 v2, v2, v12                               ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(6)
	v_cndmask_b32 v10, 0, v13, s[20:21]                 ; absent elements contribute the identity
	v_add_f32 v3, v3, v10                               ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(5)
	v_cndmask_b32 v10, 0, v14, s[22:23]                 ; absent elements contribute the identity
	v_add_f32 v4, v4, v10                               ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(4)
	v_cndmask_b32 v10, 0, v15, s[24:25]                 ; absent elements contribute the identity
	v_add_f32 v5, v5, v10                               ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(3)
	v_cndmask_b32 v10, 0, v16, s[26:27]                 ; absent elements contribute the identity
	v_add_f32 v6, v6, v10                               ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(2)
	v_cndmask_b32 v10, 0, v17, s[28:29]                 ; absent elements contribute the identity
	v_add_f32 v7, v7, v10                               ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(1)
	v_cndmask_b32 v10, 0, v18, s[30:31]                 ; absent elements contribute the identity
	v_add_f32 v8, v8, v10                               ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(0)
	v_cndmask_b32 v10, 0, v19, s[32:33]                 ; absent elements contribute the identity
	v_add_f32 v9, v9, v10                               ; sum over 'part' (examples/rowsum.kgen:5)
	s_add_u32 s7, s7, 0x800
	s_cmp_lt_u32 s7, s8
	s_cbranch_scc1 .Lrowsum_split_fold_loop1
.Lrowsum_split_fold_loop1_end:
	v_add_f32 v10, v2, v3                               ; sum over 'part' (examples/rowsum.kgen:5)
	v_add_f32 v2, v10, v4                               ; sum over 'part' (examples/rowsum.kgen:5)
	v_add_f32 v3, v2, v5                                ; sum over 'part' (examples/rowsum.kgen:5)
	v_add_f32 v2, v3, v6                                ; sum over 'part' (examples/rowsum.kgen:5)
	v_add_f32 v3, v2, v7                                ; sum over 'part' (examples/rowsum.kgen:5)
	v_add_f32 v2, v3, v8                                ; sum over 'part' (examples/rowsum.kgen:5)
	v_add_f32 v3, v2, v9                                ; sum over 'part' (examples/rowsum.kgen:5)
	v_mov_b32 v2, v3                                    ; sum over 'part' (examples/rowsum.kgen:5): across the lanes of a warp
	ds_swizzle_b32 v3, v2 offset:swizzle(SWAP,1)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v2, v3
	ds_swizzle_b32 v3, v2 offset:swizzle(SWAP,2)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v2, v3
	ds_swizzle_b32 v3, v2 offset:swizzle(SWAP,4)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v2, v3
	ds_swizzle_b32 v3, v2 offset:swizzle(SWAP,8)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v2, v3
	ds_swizzle_b32 v3, v2 offset:swizzle(SWAP,16)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v2, v3
	s_nop 0
	v_readlane_b32 s3, v2, 0
	v_readlane_b32 s6, v2, 32
	s_nop 1
	v_mov_b32 v2, s6
	v_add_f32 v2, s3, v2
	v_lshrrev_b32 v3, 6, v1
	v_and_b32 v4, 1, v3
	v_lshrrev_b32 v3, 7, v1
	v_and_b32 v5, 1, v3
	v_lshlrev_b32 v3, 1, v5
	v_or_b32 v5, v4, v3                                 ; warp group along 'part'
	v_lshlrev_b32 v3, 2, v5
	v_and_b32 v4, 63, v1
	v_cmp_eq_u32 s[6:7], v4, 0                          ; one lane per warp group and element publishes
	s_and_saveexec_b64 s[8:9], s[6:7]                   ; lanes where %vpred_132
	ds_write_b32 v3, v2                                 ; sum over 'part' (examples/rowsum.kgen:5): this warp group's partial
	s_mov_b64 exec, s[8:9]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_mov_b32 v2, 0                                     ; sum over 'part' (examples/rowsum.kgen:5): warp group 0
	ds_read_b32 v3, v2
	v_mov_b32 v2, 0                                     ; sum over 'part' (examples/rowsum.kgen:5): warp group 1
	ds_read_b32 v4, v2 offset:4
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v3, v4
	v_mov_b32 v3, 0                                     ; sum over 'part' (examples/rowsum.kgen:5): warp group 2
	ds_read_b32 v4, v3 offset:8
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v2, v4
	v_mov_b32 v2, 0                                     ; sum over 'part' (examples/rowsum.kgen:5): warp group 3
	ds_read_b32 v4, v2 offset:12
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v3, v4
	v_and_b32 v3, 0xff, v1
	v_cmp_eq_u32 s[6:7], v3, 0                          ; one thread of each group of copies
	s_add_u32 s8, s4, s16                               ; 'out' at this program
	s_addc_u32 s9, s5, s17
	s_cmp_eq_u32 s10, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lrowsum_split_fold_if0_else
	s_and_saveexec_b64 s[4:5], s[6:7]                   ; lanes where %vpred_141
	v_mov_b32 v1, 0                                     ; examples/rowsum.kgen:8: store to 'out'
	global_store_dword v1, v2, s[8:9]
	s_mov_b64 exec, s[4:5]
	s_branch .Lrowsum_split_fold_if0_end
.Lrowsum_split_fold_if0_else:
	s_and_saveexec_b64 s[4:5], s[6:7]                   ; lanes where %vpred_141
	v_mov_b32 v1, 0                                     ; examples/rowsum.kgen:8: store to 'out'
	global_store_dword v1, v2, s[8:9]
	s_mov_b64 exec, s[4:5]
.Lrowsum_split_fold_if0_end:
	s_endpgm
.Lfunc_end_rowsum_split_fold:
	.size	rowsum_split_fold, .Lfunc_end_rowsum_split_fold-rowsum_split_fold

	.rodata
	.p2align	6
	.amdhsa_kernel rowsum
		.amdhsa_group_segment_fixed_size 16
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 13
		.amdhsa_next_free_sgpr 24
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
	.amdhsa_kernel rowsum_split
		.amdhsa_group_segment_fixed_size 16
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 13
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
	.amdhsa_kernel rowsum_split_fold
		.amdhsa_group_segment_fixed_size 16
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 36
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 36
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
  - .name:           rowsum
    .symbol:         rowsum.kd
    .args:
      - .name:           x
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           out
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
    .group_segment_fixed_size: 16
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     30
    .sgpr_spill_count: 0
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
  - .name:           rowsum_split
    .symbol:         rowsum_split.kd
    .args:
      - .name:           x
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           out
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           acc_parts
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
      - .name:           rows
        .offset:         24
        .size:           4
        .value_kind:     by_value
      - .name:           M
        .offset:         28
        .size:           4
        .value_kind:     by_value
      - .name:           N
        .offset:         32
        .size:           4
        .value_kind:     by_value
      - .name:           parts
        .offset:         36
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 16
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     36
    .sgpr_spill_count: 0
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
  - .name:           rowsum_split_fold
    .symbol:         rowsum_split_fold.kd
    .args:
      - .name:           x
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           out
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
      - .name:           acc_parts
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           M
        .offset:         24
        .size:           4
        .value_kind:     by_value
      - .name:           N
        .offset:         28
        .size:           4
        .value_kind:     by_value
      - .name:           parts
        .offset:         32
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 16
    .kernarg_segment_align: 8
    .kernarg_segment_size: 36
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
