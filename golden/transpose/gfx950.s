; kgen AMDGCN module for gfx950: 1 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 5

; kernel transpose: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel transpose from examples/transpose.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: n, m
;   chunk: m: 32, n: 32; walked in chunks: none
;   layout: m:32 x n:32: reg[n1 n2] lane[n4 n8 n16 m1 m2 m4] warp[m8 m16]
;     (fastest axis 'n', 4 contiguous elements per thread)
;   fastest axis 'n': most bytes of plain accesses are contiguous along it
;   vector 4: 16-byte accesses of 4-byte elements
;   value layouts (the dominant layout sliced to each value's axes):
;     L0 [m, n]: m:32 x n:32: reg[n1 n2] lane[n4 n8 n16 m1 m2 m4] warp[m8 m16]
;       4:15 load x -> L0
;   convert store y[n, m] (4:5): m:32 x n:32: reg[n1 n2] lane[n4 n8 n16 m1 m2 m4] warp[m8 m16] -> m:32 x n:32: reg[m1 m2] lane[m4 m8 m16 n1 n2 n4] warp[n8 n16] through shared memory: 'y' is contiguous along 'm', the dominant layout along 'n'
; resources: 16 VGPRs, 0 AGPRs, 20 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 4224 bytes LDS, 24 bytes of arguments, 256 threads
;   arg x: tensor f32 at 0 (read-only)
;   arg y: tensor f32 at 8
;   arg M: dim i32 at 16
;   arg N: dim i32 at 20
; s[0:1] kernarg pointer, s2 workgroup id x, s3 workgroup id y, v0 work-item id
	.text
	.globl	transpose
	.p2align	8
	.type	transpose,@function
transpose:
	s_load_dwordx2 s[4:5], s[0:1], 0x0                  ; argument x
	s_load_dwordx2 s[6:7], s[0:1], 0x8                  ; argument y
	s_load_dword s8, s[0:1], 0x10                       ; argument M
	s_load_dword s9, s[0:1], 0x14                       ; argument N
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s10, s2                                   ; program index along 'n'
	s_mul_i32 s11, s10, 32                              ; first 'n' of this program's tile (32)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s10, s9, s11
	s_min_u32 s12, s10, 32                              ; 'n' elements in this tile
	s_mov_b32 s10, s3                                   ; program index along 'm'
	s_mul_i32 s13, s10, 32                              ; first 'm' of this program's tile (32)
	s_sub_u32 s10, s8, s13
	s_min_u32 s14, s10, 32                              ; 'm' elements in this tile
	s_and_b32 s10, s9, 3
	s_cmp_eq_u32 s10, 0                                 ; rows start aligned to 4 elements iff N % 4 == 0
	s_cselect_b32 s10, 1, 0
	s_and_b32 s15, s8, 3
	s_cmp_eq_u32 s15, 0                                 ; rows start aligned to 4 elements iff M % 4 == 0
	s_cselect_b32 s15, 1, 0
	s_and_b32 s16, s10, s15
	s_cmp_ge_u32 s12, 32                                ; a whole chunk of 'n' (32) is in bounds
	s_cselect_b32 s10, 1, 0
	s_cmp_ge_u32 s14, 32                                ; a whole chunk of 'm' (32) is in bounds
	s_cselect_b32 s15, 1, 0
	s_and_b32 s17, s10, s15
	s_and_b32 s10, s17, s16
	v_lshrrev_b32 v2, 3, v1
	v_mul_lo_u32 v3, s9, v2
	v_and_b32 v4, 7, v1
	v_lshlrev_b32 v1, 2, v4
	v_add_u32 v4, v3, v1
	v_lshlrev_b32 v3, 2, v4                             ; thread's byte offset in a chunk of 'x'
	s_mul_i32 s16, s13, s9
	s_mul_hi_u32 s17, s13, s9
	s_lshl_b64 s[18:19], s[16:17], 2
	s_add_u32 s16, s4, s18                              ; 'x' at this program
	s_addc_u32 s17, s5, s19
	s_mov_b32 s4, s11
	s_mov_b32 s5, 0
	s_lshl_b64 s[18:19], s[4:5], 2
	s_add_u32 s4, s16, s18                              ; 'x' at this program
	s_addc_u32 s5, s17, s19
	v_mul_lo_u32 v4, 33, v2
	v_add_u32 v5, v1, v4
	v_lshlrev_b32 v4, 2, v5
	v_mul_lo_u32 v5, 33, v1
	v_add_u32 v6, v2, v5
	v_lshlrev_b32 v5, 2, v6
	v_mul_lo_u32 v6, s8, v2
	v_add_u32 v7, v6, v1
	v_lshlrev_b32 v6, 2, v7                             ; thread's byte offset in a chunk of 'y'
	s_mul_i32 s16, s11, s8
	s_mul_hi_u32 s17, s11, s8
	s_lshl_b64 s[8:9], s[16:17], 2
	s_add_u32 s16, s6, s8                               ; 'y' at this program
	s_addc_u32 s17, s7, s9
	s_mov_b32 s6, s13
	s_mov_b32 s7, 0
	s_lshl_b64 s[8:9], s[6:7], 2
	s_add_u32 s6, s16, s8                               ; 'y' at this program
	s_addc_u32 s7, s17, s9
	s_cmp_eq_u32 s10, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Ltranspose_if0_else
	global_load_dwordx4 v[8:11], v3, s[4:5]             ; examples/transpose.kgen:4: 16-byte load of 'x'
	s_waitcnt vmcnt(0)
	ds_write_b32 v4, v8                                 ; convert y[n, m]: write this thread's elements
	ds_write_b32 v4, v9 offset:4                        ; convert y[n, m]: write this thread's elements
	ds_write_b32 v4, v10 offset:8                       ; convert y[n, m]: write this thread's elements
	ds_write_b32 v4, v11 offset:12                      ; convert y[n, m]: write this thread's elements
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v7, v5                                  ; convert y[n, m]: read in the new layout
	ds_read_b32 v8, v5 offset:132                       ; convert y[n, m]: read in the new layout
	ds_read_b32 v9, v5 offset:264                       ; convert y[n, m]: read in the new layout
	ds_read_b32 v10, v5 offset:396                      ; convert y[n, m]: read in the new layout
	s_waitcnt lgkmcnt(3)
	v_mov_b32 v12, v7                                   ; examples/transpose.kgen:4: 16-byte store to 'y'
	s_waitcnt lgkmcnt(2)
	v_mov_b32 v13, v8
	s_waitcnt lgkmcnt(1)
	v_mov_b32 v14, v9
	s_waitcnt lgkmcnt(0)
	v_mov_b32 v15, v10
	global_store_dwordx4 v6, v[12:15], s[6:7]
	s_branch .Ltranspose_if0_end
.Ltranspose_if0_else:
	v_cmp_lt_u32 s[8:9], v2, s14                        ; 'm' element in bounds
	v_cmp_lt_u32 s[10:11], v1, s12                      ; 'n' element in bounds
	s_and_b64 s[16:17], s[8:9], s[10:11]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[10:11], s[16:17]               ; lanes where %vpred_62
	global_load_dword v7, v3, s[4:5]                    ; examples/transpose.kgen:4: load of 'x'
	s_mov_b64 exec, s[10:11]
	v_add_u32 v8, 1, v1
	v_cmp_lt_u32 s[10:11], v8, s12                      ; 'n' element in bounds
	s_and_b64 s[16:17], s[8:9], s[10:11]
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[10:11], s[16:17]               ; lanes where %vpred_66
	global_load_dword v9, v3, s[4:5] offset:4           ; examples/transpose.kgen:4: load of 'x'
	s_mov_b64 exec, s[10:11]
	v_add_u32 v10, 2, v1
	v_cmp_lt_u32 s[10:11], v10, s12                     ; 'n' element in bounds
	s_and_b64 s[16:17], s[8:9], s[10:11]
	v_mov_b32 v11, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[16:17]               ; lanes where %vpred_70
	global_load_dword v11, v3, s[4:5] offset:8          ; examples/transpose.kgen:4: load of 'x'
	s_mov_b64 exec, s[10:11]
	v_add_u32 v12, 3, v1
	v_cmp_lt_u32 s[10:11], v12, s12                     ; 'n' element in bounds
	s_and_b64 s[16:17], s[8:9], s[10:11]
	v_mov_b32 v13, 0                                    ; absent element
	s_and_saveexec_b64 s[8:9], s[16:17]                 ; lanes where %vpred_74
	global_load_dword v13, v3, s[4:5] offset:12         ; examples/transpose.kgen:4: load of 'x'
	s_mov_b64 exec, s[8:9]
	s_waitcnt vmcnt(3)
	ds_write_b32 v4, v7                                 ; convert y[n, m]: write this thread's elements
	s_waitcnt vmcnt(2)
	ds_write_b32 v4, v9 offset:4                        ; convert y[n, m]: write this thread's elements
	s_waitcnt vmcnt(1)
	ds_write_b32 v4, v11 offset:8                       ; convert y[n, m]: write this thread's elements
	s_waitcnt vmcnt(0)
	ds_write_b32 v4, v13 offset:12                      ; convert y[n, m]: write this thread's elements
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v3, v5                                  ; convert y[n, m]: read in the new layout
	ds_read_b32 v4, v5 offset:132                       ; convert y[n, m]: read in the new layout
	ds_read_b32 v7, v5 offset:264                       ; convert y[n, m]: read in the new layout
	ds_read_b32 v9, v5 offset:396                       ; convert y[n, m]: read in the new layout
	v_cmp_lt_u32 s[4:5], v1, s14
	v_cmp_lt_u32 s[8:9], v2, s12
	s_and_b64 s[10:11], s[4:5], s[8:9]
	s_and_saveexec_b64 s[4:5], s[10:11]                 ; lanes where %vpred_82
	s_waitcnt lgkmcnt(3)
	global_store_dword v6, v3, s[6:7]                   ; examples/transpose.kgen:4: store to 'y'
	s_mov_b64 exec, s[4:5]
	v_cmp_lt_u32 s[4:5], v8, s14
	s_and_b64 s[10:11], s[4:5], s[8:9]
	s_and_saveexec_b64 s[4:5], s[10:11]                 ; lanes where %vpred_84
	s_waitcnt lgkmcnt(2)
	global_store_dword v6, v4, s[6:7] offset:4          ; examples/transpose.kgen:4: store to 'y'
	s_mov_b64 exec, s[4:5]
	v_cmp_lt_u32 s[4:5], v10, s14
	s_and_b64 s[10:11], s[4:5], s[8:9]
	s_and_saveexec_b64 s[4:5], s[10:11]                 ; lanes where %vpred_86
	s_waitcnt lgkmcnt(1)
	global_store_dword v6, v7, s[6:7] offset:8          ; examples/transpose.kgen:4: store to 'y'
	s_mov_b64 exec, s[4:5]
	v_cmp_lt_u32 s[4:5], v12, s14
	s_and_b64 s[10:11], s[4:5], s[8:9]
	s_and_saveexec_b64 s[4:5], s[10:11]                 ; lanes where %vpred_88
	s_waitcnt lgkmcnt(0)
	global_store_dword v6, v9, s[6:7] offset:12         ; examples/transpose.kgen:4: store to 'y'
	s_mov_b64 exec, s[4:5]
.Ltranspose_if0_end:
	s_endpgm
.Lfunc_end_transpose:
	.size	transpose, .Lfunc_end_transpose-transpose

	.rodata
	.p2align	6
	.amdhsa_kernel transpose
		.amdhsa_group_segment_fixed_size 4224
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 20
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
  - .name:           transpose
    .symbol:         transpose.kd
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
    .group_segment_fixed_size: 4224
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .vgpr_count:     16
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
