; kgen AMDGCN module for gfx90a: 1 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5

; kernel rowsum: kgen AMDGCN for gfx90a (wave64, code object v5)
; kernel rowsum from examples/rowsum.kgen
; target gfx90a: AMD CDNA2 (MI200)
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
	v_readlane_b32 s3, v2, 0
	v_readlane_b32 s4, v2, 32
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
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
