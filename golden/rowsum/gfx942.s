; kgen AMDGCN module for gfx942: 3 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5

; kernel rowsum: kgen AMDGCN for gfx942 (wave64, code object v5)
; kernel rowsum from examples/rowsum.kgen
; target gfx942: AMD CDNA3 (MI300)
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
;   split reduction over 'n' where fewer than 1216 programs run (2432 fill the Instinct MI300X): rowsum_split walks parts of 'N', the argument 'rows' rows each (a multiple of 1024, chosen at launch), into acc_parts: f32[parts, M]; rowsum_split_fold folds the parts and stores: two launches, no atomics
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

; kernel rowsum_split: kgen AMDGCN for gfx942 (wave64, code object v5)
; kernel rowsum_split from examples/rowsum.kgen
; target gfx942: AMD CDNA3 (MI300)
;   block: 256 threads = 4 x 64-wide waves
;   grid: part, m
;   chunk: m: 1, nn: 1024, part: 1; walked in chunks: none
;   layout: m:1 x nn:1024 x part:1: reg[nn1 nn2] lane[nn4 nn8 nn16 nn32 nn64 nn128] warp[nn256 nn512]
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
	s_mov_b32 s11, s2                                   ; program index along 'part'
	s_mov_b32 s12, s3                                   ; program index along 'm'
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s13, s11, s8                              ; first 'n' of part 'part'
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
	s_mul_i32 s16, s12, s10
	s_mul_hi_u32 s17, s12, s10
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
	s_mul_i32 s14, s11, s9
	s_mul_hi_u32 s15, s11, s9
	s_lshl_b64 s[8:9], s[14:15], 2
	s_add_u32 s10, s6, s8                               ; 'acc_parts' at this program
	s_addc_u32 s11, s7, s9
	s_mov_b32 s6, s12
	s_mov_b32 s7, 0
	s_lshl_b64 s[8:9], s[6:7], 2
	s_add_u32 s6, s10, s8                               ; 'acc_parts' at this program
	s_addc_u32 s7, s11, s9
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_84
	v_mov_b32 v1, 0                                     ; examples/rowsum.kgen:5: store to 'acc_parts'
	global_store_dword v1, v3, s[6:7]
	s_mov_b64 exec, s[8:9]
	s_endpgm
.Lfunc_end_rowsum_split:
	.size	rowsum_split, .Lfunc_end_rowsum_split-rowsum_split

; kernel rowsum_split_fold: kgen AMDGCN for gfx942 (wave64, code object v5)
; kernel rowsum_split_fold from examples/rowsum.kgen
; target gfx942: AMD CDNA3 (MI300)
;   block: 256 threads = 4 x 64-wide waves
;   grid: m
;   chunk: m: 1, part: 8192; walked in chunks: part
;   layout: m:1 x part:8192: reg[part256 part512 part1024 part2048 part4096] lane[part1 part2 part4 part8 part16 part32] warp[part64 part128]
;     (fastest axis 'm', 1 contiguous elements per thread)
;   fastest axis 'm': most bytes of plain accesses are contiguous along it
;   vector 4: 16-byte accesses of 4-byte elements
;   vector 1: the tile of 'm' (1) is not a multiple of a 16-byte access
;   walk 'part' in chunks of 8192: its extent is known only at launch
;   value layouts (the dominant layout sliced to each value's axes):
;     L0 [m, part]: m:1 x part:8192: reg[part256 part512 part1024 part2048 part4096] lane[part1 part2 part4 part8 part16 part32] warp[part64 part128]
;     L1 [m]: m:1: reg[0 0 0 0 0] lane[0 0 0 0 0 0] warp[0 0]
;       5:5 load acc_parts -> L0; 5:5 reduce sum -> L1
;   phase 1 (walking 'part' in chunks of 8192): sum over 'part' (5:5)
; resources: 68 VGPRs, 0 AGPRs, 84 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 16 bytes LDS, 36 bytes of arguments, 256 threads
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
	s_waitcnt lgkmcnt(0)
	s_cmp_ge_u32 s8, 0x2000                             ; at least one whole chunk of 'part'
	s_cselect_b32 s10, 1, 0
	s_sub_u32 s11, s8, 0x1fff
	s_cmp_lg_u32 s10, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s12, s11, 0
	v_mul_lo_u32 v34, s3, v1
	v_lshlrev_b32 v35, 2, v34                           ; thread's byte offset in a chunk of 'acc_parts'
	s_mov_b32 s14, s9
	s_mov_b32 s15, 0
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s14, s6, s16                              ; 'acc_parts' at this program
	s_addc_u32 s15, s7, s17
	s_mov_b32 s6, 0                                     ; chunks of 8192 along 'part': whole chunks
	s_cmp_ge_u32 s6, s12
	s_cbranch_scc1 .Lrowsum_split_fold_loop0_end
.Lrowsum_split_fold_loop0:
	s_mul_i32 s18, s6, s3
	s_mul_hi_u32 s19, s6, s3
	s_lshl_b64 s[20:21], s[18:19], 2
	s_add_u32 s18, s14, s20                             ; 'acc_parts' at this chunk
	s_addc_u32 s19, s15, s21
	global_load_dword v34, v35, s[18:19]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mul_i32 s7, s3, 0x100
	s_lshl_b32 s9, s7, 2
	v_add_u32 v36, s9, v35
	global_load_dword v37, v36, s[18:19]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mul_i32 s7, s3, 0x200
	s_lshl_b32 s9, s7, 2
	v_add_u32 v36, s9, v35
	global_load_dword v38, v36, s[18:19]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mul_i32 s7, s3, 0x300
	s_lshl_b32 s9, s7, 2
	v_add_u32 v36, s9, v35
	global_load_dword v39, v36, s[18:19]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mul_i32 s7, s3, 0x400
	s_lshl_b32 s9, s7, 2
	v_add_u32 v36, s9, v35
	global_load_dword v40, v36, s[18:19]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mul_i32 s7, s3, 0x500
	s_lshl_b32 s9, s7, 2
	v_add_u32 v36, s9, v35
	global_load_dword v41, v36, s[18:19]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mul_i32 s7, s3, 0x600
	s_lshl_b32 s9, s7, 2
	v_add_u32 v36, s9, v35
	global_load_dword v42, v36, s[18:19]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mul_i32 s7, s3, 0x700
	s_lshl_b32 s9, s7, 2
	v_add_u32 v36, s9, v35
	global_load_dword v43, v36, s[18:19]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mul_i32 s7, s3, 0x800
	s_lshl_b32 s9, s7, 2
	v_add_u32 v36, s9, v35
	global_load_dword v44, v36, s[18:19]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mul_i32 s7, s3, 0x900
	s_lshl_b32 s9, s7, 2
	v_add_u32 v36, s9, v35
	global_load_dword v45, v36, s[18:19]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mul_i32 s7, s3, 0xa00
	s_lshl_b32 s9, s7, 2
	v_add_u32 v36, s9, v35
	global_load_dword v46, v36, s[18:19]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mul_i32 s7, s3, 0xb00
	s_lshl_b32 s9, s7, 2
	v_add_u32 v36, s9, v35
	global_load_dword v47, v36, s[18:19]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mul_i32 s7, s3, 0xc00
	s_lshl_b32 s9, s7, 2
	v_add_u32 v36, s9, v35
	global_load_dword v48, v36, s[18:19]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mul_i32 s7, s3, 0xd00
	s_lshl_b32 s9, s7, 2
	v_add_u32 v36, s9, v35
	global_load_dword v49, v36, s[18:19]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mul_i32 s7, s3, 0xe00
	s_lshl_b32 s9, s7, 2
	v_add_u32 v36, s9, v35
	global_load_dword v50, v36, s[18:19]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mul_i32 s7, s3, 0xf00
	s_lshl_b32 s9, s7, 2
	v_add_u32 v36, s9, v35
	global_load_dword v51, v36, s[18:19]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mul_i32 s7, s3, 0x1000
	s_lshl_b32 s9, s7, 2
	v_add_u32 v36, s9, v35
	global_load_dword v52, v36, s[18:19]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mul_i32 s7, s3, 0x1100
	s_lshl_b32 s9, s7, 2
	v_add_u32 v36, s9, v35
	global_load_dword v53, v36, s[18:19]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mul_i32 s7, s3, 0x1200
	s_lshl_b32 s9, s7, 2
	v_add_u32 v36, s9, v35
	global_load_dword v54, v36, s[18:19]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mul_i32 s7, s3, 0x1300
	s_lshl_b32 s9, s7, 2
	v_add_u32 v36, s9, v35
	global_load_dword v55, v36, s[18:19]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mul_i32 s7, s3, 0x1400
	s_lshl_b32 s9, s7, 2
	v_add_u32 v36, s9, v35
	global_load_dword v56, v36, s[18:19]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mul_i32 s7, s3, 0x1500
	s_lshl_b32 s9, s7, 2
	v_add_u32 v36, s9, v35
	global_load_dword v57, v36, s[18:19]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mul_i32 s7, s3, 0x1600
	s_lshl_b32 s9, s7, 2
	v_add_u32 v36, s9, v35
	global_load_dword v58, v36, s[18:19]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mul_i32 s7, s3, 0x1700
	s_lshl_b32 s9, s7, 2
	v_add_u32 v36, s9, v35
	global_load_dword v59, v36, s[18:19]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mul_i32 s7, s3, 0x1800
	s_lshl_b32 s9, s7, 2
	v_add_u32 v36, s9, v35
	global_load_dword v60, v36, s[18:19]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mul_i32 s7, s3, 0x1900
	s_lshl_b32 s9, s7, 2
	v_add_u32 v36, s9, v35
	global_load_dword v61, v36, s[18:19]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mul_i32 s7, s3, 0x1a00
	s_lshl_b32 s9, s7, 2
	v_add_u32 v36, s9, v35
	global_load_dword v62, v36, s[18:19]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mul_i32 s7, s3, 0x1b00
	s_lshl_b32 s9, s7, 2
	v_add_u32 v36, s9, v35
	global_load_dword v63, v36, s[18:19]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mul_i32 s7, s3, 0x1c00
	s_lshl_b32 s9, s7, 2
	v_add_u32 v36, s9, v35
	global_load_dword v64, v36, s[18:19]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mul_i32 s7, s3, 0x1d00
	s_lshl_b32 s9, s7, 2
	v_add_u32 v36, s9, v35
	global_load_dword v65, v36, s[18:19]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mul_i32 s7, s3, 0x1e00
	s_lshl_b32 s9, s7, 2
	v_add_u32 v36, s9, v35
	global_load_dword v66, v36, s[18:19]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mul_i32 s7, s3, 0x1f00
	s_lshl_b32 s9, s7, 2
	v_add_u32 v36, s9, v35
	global_load_dword v67, v36, s[18:19]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_waitcnt vmcnt(31)
	v_add_f32 v2, v2, v34                               ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(30)
	v_add_f32 v3, v3, v37                               ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(29)
	v_add_f32 v4, v4, v38                               ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(28)
	v_add_f32 v5, v5, v39                               ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(27)
	v_add_f32 v6, v6, v40                               ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(26)
	v_add_f32 v7, v7, v41                               ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(25)
	v_add_f32 v8, v8, v42                               ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(24)
	v_add_f32 v9, v9, v43                               ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(23)
	v_add_f32 v10, v10, v44                             ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(22)
	v_add_f32 v11, v11, v45                             ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(21)
	v_add_f32 v12, v12, v46                             ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(20)
	v_add_f32 v13, v13, v47                             ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(19)
	v_add_f32 v14, v14, v48                             ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(18)
	v_add_f32 v15, v15, v49                             ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(17)
	v_add_f32 v16, v16, v50                             ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(16)
	v_add_f32 v17, v17, v51                             ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(15)
	v_add_f32 v18, v18, v52                             ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(14)
	v_add_f32 v19, v19, v53                             ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(13)
	v_add_f32 v20, v20, v54                             ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(12)
	v_add_f32 v21, v21, v55                             ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(11)
	v_add_f32 v22, v22, v56                             ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(10)
	v_add_f32 v23, v23, v57                             ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(9)
	v_add_f32 v24, v24, v58                             ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(8)
	v_add_f32 v25, v25, v59                             ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(7)
	v_add_f32 v26, v26, v60                             ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(6)
	v_add_f32 v27, v27, v61                             ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(5)
	v_add_f32 v28, v28, v62                             ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(4)
	v_add_f32 v29, v29, v63                             ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(3)
	v_add_f32 v30, v30, v64                             ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(2)
	v_add_f32 v31, v31, v65                             ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(1)
	v_add_f32 v32, v32, v66                             ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(0)
	v_add_f32 v33, v33, v67                             ; sum over 'part' (examples/rowsum.kgen:5)
	s_add_u32 s6, s6, 0x2000
	s_cmp_lt_u32 s6, s12
	s_cbranch_scc1 .Lrowsum_split_fold_loop0
.Lrowsum_split_fold_loop0_end:
	s_mov_b32 s7, s6                                    ; chunks of 8192 along 'part': the rest, masked
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
	v_mov_b32 v34, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[18:19]               ; lanes where %vpred_184
	global_load_dword v34, v35, s[12:13]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mov_b64 exec, s[20:21]
	s_mul_i32 s9, s3, 0x100
	s_lshl_b32 s11, s9, 2
	v_add_u32 v36, s11, v35
	v_add_u32 v37, 0x100, v1
	v_cmp_lt_u32 s[20:21], v37, s6                      ; 'part' element in bounds
	v_mov_b32 v37, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[20:21]               ; lanes where %vpred_190
	global_load_dword v37, v36, s[12:13]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mov_b64 exec, s[22:23]
	s_mul_i32 s9, s3, 0x200
	s_lshl_b32 s11, s9, 2
	v_add_u32 v36, s11, v35
	v_add_u32 v38, 0x200, v1
	v_cmp_lt_u32 s[22:23], v38, s6                      ; 'part' element in bounds
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_196
	global_load_dword v38, v36, s[12:13]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mov_b64 exec, s[24:25]
	s_mul_i32 s9, s3, 0x300
	s_lshl_b32 s11, s9, 2
	v_add_u32 v36, s11, v35
	v_add_u32 v39, 0x300, v1
	v_cmp_lt_u32 s[24:25], v39, s6                      ; 'part' element in bounds
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_202
	global_load_dword v39, v36, s[12:13]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mov_b64 exec, s[26:27]
	s_mul_i32 s9, s3, 0x400
	s_lshl_b32 s11, s9, 2
	v_add_u32 v36, s11, v35
	v_add_u32 v40, 0x400, v1
	v_cmp_lt_u32 s[26:27], v40, s6                      ; 'part' element in bounds
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_208
	global_load_dword v40, v36, s[12:13]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s9, s3, 0x500
	s_lshl_b32 s11, s9, 2
	v_add_u32 v36, s11, v35
	v_add_u32 v41, 0x500, v1
	v_cmp_lt_u32 s[28:29], v41, s6                      ; 'part' element in bounds
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_214
	global_load_dword v41, v36, s[12:13]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mov_b64 exec, s[30:31]
	s_mul_i32 s9, s3, 0x600
	s_lshl_b32 s11, s9, 2
	v_add_u32 v36, s11, v35
	v_add_u32 v42, 0x600, v1
	v_cmp_lt_u32 s[30:31], v42, s6                      ; 'part' element in bounds
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_220
	global_load_dword v42, v36, s[12:13]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mov_b64 exec, s[32:33]
	s_mul_i32 s9, s3, 0x700
	s_lshl_b32 s11, s9, 2
	v_add_u32 v36, s11, v35
	v_add_u32 v43, 0x700, v1
	v_cmp_lt_u32 s[32:33], v43, s6                      ; 'part' element in bounds
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_226
	global_load_dword v43, v36, s[12:13]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mov_b64 exec, s[34:35]
	s_mul_i32 s9, s3, 0x800
	s_lshl_b32 s11, s9, 2
	v_add_u32 v36, s11, v35
	v_add_u32 v44, 0x800, v1
	v_cmp_lt_u32 s[34:35], v44, s6                      ; 'part' element in bounds
	v_mov_b32 v44, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_232
	global_load_dword v44, v36, s[12:13]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mov_b64 exec, s[36:37]
	s_mul_i32 s9, s3, 0x900
	s_lshl_b32 s11, s9, 2
	v_add_u32 v36, s11, v35
	v_add_u32 v45, 0x900, v1
	v_cmp_lt_u32 s[36:37], v45, s6                      ; 'part' element in bounds
	v_mov_b32 v45, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_238
	global_load_dword v45, v36, s[12:13]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mov_b64 exec, s[38:39]
	s_mul_i32 s9, s3, 0xa00
	s_lshl_b32 s11, s9, 2
	v_add_u32 v36, s11, v35
	v_add_u32 v46, 0xa00, v1
	v_cmp_lt_u32 s[38:39], v46, s6                      ; 'part' element in bounds
	v_mov_b32 v46, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_244
	global_load_dword v46, v36, s[12:13]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mov_b64 exec, s[40:41]
	s_mul_i32 s9, s3, 0xb00
	s_lshl_b32 s11, s9, 2
	v_add_u32 v36, s11, v35
	v_add_u32 v47, 0xb00, v1
	v_cmp_lt_u32 s[40:41], v47, s6                      ; 'part' element in bounds
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_250
	global_load_dword v47, v36, s[12:13]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mov_b64 exec, s[42:43]
	s_mul_i32 s9, s3, 0xc00
	s_lshl_b32 s11, s9, 2
	v_add_u32 v36, s11, v35
	v_add_u32 v48, 0xc00, v1
	v_cmp_lt_u32 s[42:43], v48, s6                      ; 'part' element in bounds
	v_mov_b32 v48, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_256
	global_load_dword v48, v36, s[12:13]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mov_b64 exec, s[44:45]
	s_mul_i32 s9, s3, 0xd00
	s_lshl_b32 s11, s9, 2
	v_add_u32 v36, s11, v35
	v_add_u32 v49, 0xd00, v1
	v_cmp_lt_u32 s[44:45], v49, s6                      ; 'part' element in bounds
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_262
	global_load_dword v49, v36, s[12:13]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mov_b64 exec, s[46:47]
	s_mul_i32 s9, s3, 0xe00
	s_lshl_b32 s11, s9, 2
	v_add_u32 v36, s11, v35
	v_add_u32 v50, 0xe00, v1
	v_cmp_lt_u32 s[46:47], v50, s6                      ; 'part' element in bounds
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[46:47]               ; lanes where %vpred_268
	global_load_dword v50, v36, s[12:13]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mov_b64 exec, s[48:49]
	s_mul_i32 s9, s3, 0xf00
	s_lshl_b32 s11, s9, 2
	v_add_u32 v36, s11, v35
	v_add_u32 v51, 0xf00, v1
	v_cmp_lt_u32 s[48:49], v51, s6                      ; 'part' element in bounds
	v_mov_b32 v51, 0                                    ; absent element
	s_and_saveexec_b64 s[50:51], s[48:49]               ; lanes where %vpred_274
	global_load_dword v51, v36, s[12:13]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mov_b64 exec, s[50:51]
	s_mul_i32 s9, s3, 0x1000
	s_lshl_b32 s11, s9, 2
	v_add_u32 v36, s11, v35
	v_add_u32 v52, 0x1000, v1
	v_cmp_lt_u32 s[50:51], v52, s6                      ; 'part' element in bounds
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[50:51]               ; lanes where %vpred_280
	global_load_dword v52, v36, s[12:13]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mov_b64 exec, s[52:53]
	s_mul_i32 s9, s3, 0x1100
	s_lshl_b32 s11, s9, 2
	v_add_u32 v36, s11, v35
	v_add_u32 v53, 0x1100, v1
	v_cmp_lt_u32 s[52:53], v53, s6                      ; 'part' element in bounds
	v_mov_b32 v53, 0                                    ; absent element
	s_and_saveexec_b64 s[54:55], s[52:53]               ; lanes where %vpred_286
	global_load_dword v53, v36, s[12:13]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mov_b64 exec, s[54:55]
	s_mul_i32 s9, s3, 0x1200
	s_lshl_b32 s11, s9, 2
	v_add_u32 v36, s11, v35
	v_add_u32 v54, 0x1200, v1
	v_cmp_lt_u32 s[54:55], v54, s6                      ; 'part' element in bounds
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[54:55]               ; lanes where %vpred_292
	global_load_dword v54, v36, s[12:13]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mov_b64 exec, s[56:57]
	s_mul_i32 s9, s3, 0x1300
	s_lshl_b32 s11, s9, 2
	v_add_u32 v36, s11, v35
	v_add_u32 v55, 0x1300, v1
	v_cmp_lt_u32 s[56:57], v55, s6                      ; 'part' element in bounds
	v_mov_b32 v55, 0                                    ; absent element
	s_and_saveexec_b64 s[58:59], s[56:57]               ; lanes where %vpred_298
	global_load_dword v55, v36, s[12:13]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mov_b64 exec, s[58:59]
	s_mul_i32 s9, s3, 0x1400
	s_lshl_b32 s11, s9, 2
	v_add_u32 v36, s11, v35
	v_add_u32 v56, 0x1400, v1
	v_cmp_lt_u32 s[58:59], v56, s6                      ; 'part' element in bounds
	v_mov_b32 v56, 0                                    ; absent element
	s_and_saveexec_b64 s[60:61], s[58:59]               ; lanes where %vpred_304
	global_load_dword v56, v36, s[12:13]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mov_b64 exec, s[60:61]
	s_mul_i32 s9, s3, 0x1500
	s_lshl_b32 s11, s9, 2
	v_add_u32 v36, s11, v35
	v_add_u32 v57, 0x1500, v1
	v_cmp_lt_u32 s[60:61], v57, s6                      ; 'part' element in bounds
	v_mov_b32 v57, 0                                    ; absent element
	s_and_saveexec_b64 s[62:63], s[60:61]               ; lanes where %vpred_310
	global_load_dword v57, v36, s[12:13]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mov_b64 exec, s[62:63]
	s_mul_i32 s9, s3, 0x1600
	s_lshl_b32 s11, s9, 2
	v_add_u32 v36, s11, v35
	v_add_u32 v58, 0x1600, v1
	v_cmp_lt_u32 s[62:63], v58, s6                      ; 'part' element in bounds
	v_mov_b32 v58, 0                                    ; absent element
	s_and_saveexec_b64 s[64:65], s[62:63]               ; lanes where %vpred_316
	global_load_dword v58, v36, s[12:13]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mov_b64 exec, s[64:65]
	s_mul_i32 s9, s3, 0x1700
	s_lshl_b32 s11, s9, 2
	v_add_u32 v36, s11, v35
	v_add_u32 v59, 0x1700, v1
	v_cmp_lt_u32 s[64:65], v59, s6                      ; 'part' element in bounds
	v_mov_b32 v59, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[64:65]               ; lanes where %vpred_322
	global_load_dword v59, v36, s[12:13]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mov_b64 exec, s[66:67]
	s_mul_i32 s9, s3, 0x1800
	s_lshl_b32 s11, s9, 2
	v_add_u32 v36, s11, v35
	v_add_u32 v60, 0x1800, v1
	v_cmp_lt_u32 s[66:67], v60, s6                      ; 'part' element in bounds
	v_mov_b32 v60, 0                                    ; absent element
	s_and_saveexec_b64 s[68:69], s[66:67]               ; lanes where %vpred_328
	global_load_dword v60, v36, s[12:13]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mov_b64 exec, s[68:69]
	s_mul_i32 s9, s3, 0x1900
	s_lshl_b32 s11, s9, 2
	v_add_u32 v36, s11, v35
	v_add_u32 v61, 0x1900, v1
	v_cmp_lt_u32 s[68:69], v61, s6                      ; 'part' element in bounds
	v_mov_b32 v61, 0                                    ; absent element
	s_and_saveexec_b64 s[70:71], s[68:69]               ; lanes where %vpred_334
	global_load_dword v61, v36, s[12:13]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mov_b64 exec, s[70:71]
	s_mul_i32 s9, s3, 0x1a00
	s_lshl_b32 s11, s9, 2
	v_add_u32 v36, s11, v35
	v_add_u32 v62, 0x1a00, v1
	v_cmp_lt_u32 s[70:71], v62, s6                      ; 'part' element in bounds
	v_mov_b32 v62, 0                                    ; absent element
	s_and_saveexec_b64 s[72:73], s[70:71]               ; lanes where %vpred_340
	global_load_dword v62, v36, s[12:13]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mov_b64 exec, s[72:73]
	s_mul_i32 s9, s3, 0x1b00
	s_lshl_b32 s11, s9, 2
	v_add_u32 v36, s11, v35
	v_add_u32 v63, 0x1b00, v1
	v_cmp_lt_u32 s[72:73], v63, s6                      ; 'part' element in bounds
	v_mov_b32 v63, 0                                    ; absent element
	s_and_saveexec_b64 s[74:75], s[72:73]               ; lanes where %vpred_346
	global_load_dword v63, v36, s[12:13]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mov_b64 exec, s[74:75]
	s_mul_i32 s9, s3, 0x1c00
	s_lshl_b32 s11, s9, 2
	v_add_u32 v36, s11, v35
	v_add_u32 v64, 0x1c00, v1
	v_cmp_lt_u32 s[74:75], v64, s6                      ; 'part' element in bounds
	v_mov_b32 v64, 0                                    ; absent element
	s_and_saveexec_b64 s[76:77], s[74:75]               ; lanes where %vpred_352
	global_load_dword v64, v36, s[12:13]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mov_b64 exec, s[76:77]
	s_mul_i32 s9, s3, 0x1d00
	s_lshl_b32 s11, s9, 2
	v_add_u32 v36, s11, v35
	v_add_u32 v65, 0x1d00, v1
	v_cmp_lt_u32 s[76:77], v65, s6                      ; 'part' element in bounds
	v_mov_b32 v65, 0                                    ; absent element
	s_and_saveexec_b64 s[78:79], s[76:77]               ; lanes where %vpred_358
	global_load_dword v65, v36, s[12:13]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mov_b64 exec, s[78:79]
	s_mul_i32 s9, s3, 0x1e00
	s_lshl_b32 s11, s9, 2
	v_add_u32 v36, s11, v35
	v_add_u32 v66, 0x1e00, v1
	v_cmp_lt_u32 s[78:79], v66, s6                      ; 'part' element in bounds
	v_mov_b32 v66, 0                                    ; absent element
	s_and_saveexec_b64 s[80:81], s[78:79]               ; lanes where %vpred_364
	global_load_dword v66, v36, s[12:13]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mov_b64 exec, s[80:81]
	s_mul_i32 s9, s3, 0x1f00
	s_lshl_b32 s11, s9, 2
	v_add_u32 v36, s11, v35
	v_add_u32 v67, 0x1f00, v1
	v_cmp_lt_u32 s[80:81], v67, s6                      ; 'part' element in bounds
	v_mov_b32 v67, 0                                    ; absent element
	s_and_saveexec_b64 s[82:83], s[80:81]               ; lanes where %vpred_370
	global_load_dword v67, v36, s[12:13]                ; examples/rowsum.kgen:5: load of 'acc_parts'
	s_mov_b64 exec, s[82:83]
	s_waitcnt vmcnt(31)
	v_cndmask_b32 v36, 0, v34, s[18:19]                 ; absent elements contribute the identity
	v_add_f32 v2, v2, v36                               ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(30)
	v_cndmask_b32 v34, 0, v37, s[20:21]                 ; absent elements contribute the identity
	v_add_f32 v3, v3, v34                               ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(29)
	v_cndmask_b32 v34, 0, v38, s[22:23]                 ; absent elements contribute the identity
	v_add_f32 v4, v4, v34                               ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(28)
	v_cndmask_b32 v34, 0, v39, s[24:25]                 ; absent elements contribute the identity
	v_add_f32 v5, v5, v34                               ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(27)
	v_cndmask_b32 v34, 0, v40, s[26:27]                 ; absent elements contribute the identity
	v_add_f32 v6, v6, v34                               ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(26)
	v_cndmask_b32 v34, 0, v41, s[28:29]                 ; absent elements contribute the identity
	v_add_f32 v7, v7, v34                               ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(25)
	v_cndmask_b32 v34, 0, v42, s[30:31]                 ; absent elements contribute the identity
	v_add_f32 v8, v8, v34                               ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(24)
	v_cndmask_b32 v34, 0, v43, s[32:33]                 ; absent elements contribute the identity
	v_add_f32 v9, v9, v34                               ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(23)
	v_cndmask_b32 v34, 0, v44, s[34:35]                 ; absent elements contribute the identity
	v_add_f32 v10, v10, v34                             ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(22)
	v_cndmask_b32 v34, 0, v45, s[36:37]                 ; absent elements contribute the identity
	v_add_f32 v11, v11, v34                             ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(21)
	v_cndmask_b32 v34, 0, v46, s[38:39]                 ; absent elements contribute the identity
	v_add_f32 v12, v12, v34                             ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(20)
	v_cndmask_b32 v34, 0, v47, s[40:41]                 ; absent elements contribute the identity
	v_add_f32 v13, v13, v34                             ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(19)
	v_cndmask_b32 v34, 0, v48, s[42:43]                 ; absent elements contribute the identity
	v_add_f32 v14, v14, v34                             ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(18)
	v_cndmask_b32 v34, 0, v49, s[44:45]                 ; absent elements contribute the identity
	v_add_f32 v15, v15, v34                             ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(17)
	v_cndmask_b32 v34, 0, v50, s[46:47]                 ; absent elements contribute the identity
	v_add_f32 v16, v16, v34                             ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(16)
	v_cndmask_b32 v34, 0, v51, s[48:49]                 ; absent elements contribute the identity
	v_add_f32 v17, v17, v34                             ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(15)
	v_cndmask_b32 v34, 0, v52, s[50:51]                 ; absent elements contribute the identity
	v_add_f32 v18, v18, v34                             ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(14)
	v_cndmask_b32 v34, 0, v53, s[52:53]                 ; absent elements contribute the identity
	v_add_f32 v19, v19, v34                             ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(13)
	v_cndmask_b32 v34, 0, v54, s[54:55]                 ; absent elements contribute the identity
	v_add_f32 v20, v20, v34                             ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(12)
	v_cndmask_b32 v34, 0, v55, s[56:57]                 ; absent elements contribute the identity
	v_add_f32 v21, v21, v34                             ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(11)
	v_cndmask_b32 v34, 0, v56, s[58:59]                 ; absent elements contribute the identity
	v_add_f32 v22, v22, v34                             ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(10)
	v_cndmask_b32 v34, 0, v57, s[60:61]                 ; absent elements contribute the identity
	v_add_f32 v23, v23, v34                             ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(9)
	v_cndmask_b32 v34, 0, v58, s[62:63]                 ; absent elements contribute the identity
	v_add_f32 v24, v24, v34                             ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(8)
	v_cndmask_b32 v34, 0, v59, s[64:65]                 ; absent elements contribute the identity
	v_add_f32 v25, v25, v34                             ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(7)
	v_cndmask_b32 v34, 0, v60, s[66:67]                 ; absent elements contribute the identity
	v_add_f32 v26, v26, v34                             ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(6)
	v_cndmask_b32 v34, 0, v61, s[68:69]                 ; absent elements contribute the identity
	v_add_f32 v27, v27, v34                             ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(5)
	v_cndmask_b32 v34, 0, v62, s[70:71]                 ; absent elements contribute the identity
	v_add_f32 v28, v28, v34                             ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(4)
	v_cndmask_b32 v34, 0, v63, s[72:73]                 ; absent elements contribute the identity
	v_add_f32 v29, v29, v34                             ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(3)
	v_cndmask_b32 v34, 0, v64, s[74:75]                 ; absent elements contribute the identity
	v_add_f32 v30, v30, v34                             ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(2)
	v_cndmask_b32 v34, 0, v65, s[76:77]                 ; absent elements contribute the identity
	v_add_f32 v31, v31, v34                             ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(1)
	v_cndmask_b32 v34, 0, v66, s[78:79]                 ; absent elements contribute the identity
	v_add_f32 v32, v32, v34                             ; sum over 'part' (examples/rowsum.kgen:5)
	s_waitcnt vmcnt(0)
	v_cndmask_b32 v34, 0, v67, s[80:81]                 ; absent elements contribute the identity
	v_add_f32 v33, v33, v34                             ; sum over 'part' (examples/rowsum.kgen:5)
	s_add_u32 s7, s7, 0x2000
	s_cmp_lt_u32 s7, s8
	s_cbranch_scc1 .Lrowsum_split_fold_loop1
.Lrowsum_split_fold_loop1_end:
	v_add_f32 v34, v2, v3                               ; sum over 'part' (examples/rowsum.kgen:5)
	v_add_f32 v2, v34, v4                               ; sum over 'part' (examples/rowsum.kgen:5)
	v_add_f32 v3, v2, v5                                ; sum over 'part' (examples/rowsum.kgen:5)
	v_add_f32 v2, v3, v6                                ; sum over 'part' (examples/rowsum.kgen:5)
	v_add_f32 v3, v2, v7                                ; sum over 'part' (examples/rowsum.kgen:5)
	v_add_f32 v2, v3, v8                                ; sum over 'part' (examples/rowsum.kgen:5)
	v_add_f32 v3, v2, v9                                ; sum over 'part' (examples/rowsum.kgen:5)
	v_add_f32 v2, v3, v10                               ; sum over 'part' (examples/rowsum.kgen:5)
	v_add_f32 v3, v2, v11                               ; sum over 'part' (examples/rowsum.kgen:5)
	v_add_f32 v2, v3, v12                               ; sum over 'part' (examples/rowsum.kgen:5)
	v_add_f32 v3, v2, v13                               ; sum over 'part' (examples/rowsum.kgen:5)
	v_add_f32 v2, v3, v14                               ; sum over 'part' (examples/rowsum.kgen:5)
	v_add_f32 v3, v2, v15                               ; sum over 'part' (examples/rowsum.kgen:5)
	v_add_f32 v2, v3, v16                               ; sum over 'part' (examples/rowsum.kgen:5)
	v_add_f32 v3, v2, v17                               ; sum over 'part' (examples/rowsum.kgen:5)
	v_add_f32 v2, v3, v18                               ; sum over 'part' (examples/rowsum.kgen:5)
	v_add_f32 v3, v2, v19                               ; sum over 'part' (examples/rowsum.kgen:5)
	v_add_f32 v2, v3, v20                               ; sum over 'part' (examples/rowsum.kgen:5)
	v_add_f32 v3, v2, v21                               ; sum over 'part' (examples/rowsum.kgen:5)
	v_add_f32 v2, v3, v22                               ; sum over 'part' (examples/rowsum.kgen:5)
	v_add_f32 v3, v2, v23                               ; sum over 'part' (examples/rowsum.kgen:5)
	v_add_f32 v2, v3, v24                               ; sum over 'part' (examples/rowsum.kgen:5)
	v_add_f32 v3, v2, v25                               ; sum over 'part' (examples/rowsum.kgen:5)
	v_add_f32 v2, v3, v26                               ; sum over 'part' (examples/rowsum.kgen:5)
	v_add_f32 v3, v2, v27                               ; sum over 'part' (examples/rowsum.kgen:5)
	v_add_f32 v2, v3, v28                               ; sum over 'part' (examples/rowsum.kgen:5)
	v_add_f32 v3, v2, v29                               ; sum over 'part' (examples/rowsum.kgen:5)
	v_add_f32 v2, v3, v30                               ; sum over 'part' (examples/rowsum.kgen:5)
	v_add_f32 v3, v2, v31                               ; sum over 'part' (examples/rowsum.kgen:5)
	v_add_f32 v2, v3, v32                               ; sum over 'part' (examples/rowsum.kgen:5)
	v_add_f32 v3, v2, v33                               ; sum over 'part' (examples/rowsum.kgen:5)
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
	s_and_saveexec_b64 s[8:9], s[6:7]                   ; lanes where %vpred_444
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
	s_and_saveexec_b64 s[4:5], s[6:7]                   ; lanes where %vpred_453
	v_mov_b32 v1, 0                                     ; examples/rowsum.kgen:8: store to 'out'
	global_store_dword v1, v2, s[8:9]
	s_mov_b64 exec, s[4:5]
	s_branch .Lrowsum_split_fold_if0_end
.Lrowsum_split_fold_if0_else:
	s_and_saveexec_b64 s[4:5], s[6:7]                   ; lanes where %vpred_453
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
		.amdhsa_next_free_vgpr 68
		.amdhsa_next_free_sgpr 84
		.amdhsa_accum_offset 68
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
    .sgpr_count:     90
    .sgpr_spill_count: 0
    .vgpr_count:     68
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
