; kgen AMDGCN module for gfx942: 1 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5

; kernel rowsum: kgen AMDGCN for gfx942 (wave64, code object v5)
; kernel rowsum from examples/rowsum.kgen
; target gfx942: AMD CDNA3 (MI300)
;   block: 256 threads = 4 x 64-wide waves
;   grid: m
;   layout: column axis 'nn' blocked, 4 contiguous elements per thread x 1 unrolled = chunk of 1024 columns
;   rows: axis 'm', one row at a time
;   vector 4: 16-byte accesses of 4-byte elements
;   unroll 1: one chunk covers the 1024 columns of a program, so every load is issued once
;   phase 1 (in one chunk, loads shared): sum over 'nn' (6:16) into a per-thread partial, reduced after the loop
; resources: 21 VGPRs, 0 AGPRs, 41 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 16 bytes LDS, 24 bytes of arguments, 256 threads
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
	v_lshlrev_b32 v2, 2, v1                             ; thread's first column in a chunk: tid * 4
	v_lshlrev_b32 v3, 2, v2                             ; thread's byte offset in a chunk of 4-byte elements
	s_mov_b32 s8, s2                                    ; program index along 'm'
	s_waitcnt lgkmcnt(0)
	s_and_b32 s9, s3, 3
	s_cmp_eq_u32 s9, 0                                  ; rows start 16-byte aligned iff N % 4 == 0
	s_cselect_b32 s9, 1, 0
	s_mul_i32 s10, s8, s3                               ; row * N
	s_mul_hi_u32 s11, s8, s3
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s10, s4, s12                              ; 'x' at this row
	s_addc_u32 s11, s5, s13
	s_mov_b32 s4, s8
	s_mov_b32 s5, 0
	s_lshl_b64 s[12:13], s[4:5], 2
	s_add_u32 s4, s6, s12                               ; 'out' at this row
	s_addc_u32 s5, s7, s13
	v_mov_b32 v4, 0                                     ; identity of sum
	v_mov_b32 v5, 0                                     ; loop-carried 'acc'
	s_mov_b32 s6, 0                                     ; for nn in n: steps of 1024
	s_cmp_ge_u32 s6, s3
	s_cbranch_scc1 .Lrowsum_loop0_end
.Lrowsum_loop0:
	s_sub_u32 s7, s3, s6
	s_min_u32 s8, s7, 0x400
	s_cmp_ge_u32 s8, 0x400                              ; a whole chunk of 1024 columns is in bounds
	s_cselect_b32 s7, 1, 0
	s_and_b32 s40, s7, s9
	s_cmp_eq_u32 s40, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lrowsum_if0_else
	s_mov_b32 s12, s6
	s_mov_b32 s13, 0
	s_lshl_b64 s[14:15], s[12:13], 2                    ; chunk start in 4-byte elements
	s_add_u32 s16, s10, s14                             ; 'x' at this chunk
	s_addc_u32 s17, s11, s15
	global_load_dwordx4 v[6:9], v3, s[16:17]            ; examples/rowsum.kgen:6: 16-byte load of 'x'
	s_waitcnt vmcnt(0)
	v_add_f32 v4, v4, v6                                ; sum over 'nn' (examples/rowsum.kgen:6)
	v_add_f32 v4, v4, v7                                ; sum over 'nn' (examples/rowsum.kgen:6)
	v_add_f32 v4, v4, v8                                ; sum over 'nn' (examples/rowsum.kgen:6)
	v_add_f32 v4, v4, v9                                ; sum over 'nn' (examples/rowsum.kgen:6)
	s_branch .Lrowsum_if0_end
.Lrowsum_if0_else:
	s_mov_b32 s18, s6
	s_mov_b32 s19, 0
	s_lshl_b64 s[20:21], s[18:19], 2                    ; chunk start in 4-byte elements
	s_add_u32 s22, s10, s20                             ; 'x' at this chunk
	s_addc_u32 s23, s11, s21
	v_cmp_lt_u32 s[24:25], v2, s8                       ; element 0 in bounds
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_34
	global_load_dword v10, v3, s[22:23]                 ; examples/rowsum.kgen:6: load of 'x'
	s_mov_b64 exec, s[26:27]
	v_add_u32 v11, 1, v2
	v_cmp_lt_u32 s[28:29], v11, s8                      ; element 1 in bounds
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_37
	global_load_dword v12, v3, s[22:23] offset:4        ; examples/rowsum.kgen:6: load of 'x'
	s_mov_b64 exec, s[30:31]
	v_add_u32 v13, 2, v2
	v_cmp_lt_u32 s[32:33], v13, s8                      ; element 2 in bounds
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_40
	global_load_dword v14, v3, s[22:23] offset:8        ; examples/rowsum.kgen:6: load of 'x'
	s_mov_b64 exec, s[34:35]
	v_add_u32 v15, 3, v2
	v_cmp_lt_u32 s[36:37], v15, s8                      ; element 3 in bounds
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_43
	global_load_dword v16, v3, s[22:23] offset:12       ; examples/rowsum.kgen:6: load of 'x'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(3)
	v_cndmask_b32 v17, 0, v10, s[24:25]                 ; absent elements contribute the identity
	v_add_f32 v4, v4, v17                               ; sum over 'nn' (examples/rowsum.kgen:6)
	s_waitcnt vmcnt(2)
	v_cndmask_b32 v18, 0, v12, s[28:29]                 ; absent elements contribute the identity
	v_add_f32 v4, v4, v18                               ; sum over 'nn' (examples/rowsum.kgen:6)
	s_waitcnt vmcnt(1)
	v_cndmask_b32 v19, 0, v14, s[32:33]                 ; absent elements contribute the identity
	v_add_f32 v4, v4, v19                               ; sum over 'nn' (examples/rowsum.kgen:6)
	s_waitcnt vmcnt(0)
	v_cndmask_b32 v20, 0, v16, s[36:37]                 ; absent elements contribute the identity
	v_add_f32 v4, v4, v20                               ; sum over 'nn' (examples/rowsum.kgen:6)
.Lrowsum_if0_end:
	s_add_u32 s6, s6, 0x400
	s_cmp_lt_u32 s6, s3
	s_cbranch_scc1 .Lrowsum_loop0
.Lrowsum_loop0_end:
	v_mov_b32 v2, v4                                    ; sum over 'nn' (examples/rowsum.kgen:6): across the lanes of a warp
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
	v_and_b32 v3, 63, v1
	v_lshrrev_b32 v4, 6, v1
	v_cmp_eq_u32 s[6:7], v3, 0
	v_lshlrev_b32 v3, 2, v4
	s_and_saveexec_b64 s[8:9], s[6:7]                   ; lanes where %vpred_52
	ds_write_b32 v3, v2                                 ; lane 0 of each warp publishes its warp's result
	s_mov_b64 exec, s[8:9]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_mov_b32 v2, 0                                     ; every thread combines the warps' results
	ds_read_b32 v3, v2
	v_mov_b32 v2, 0
	ds_read_b32 v4, v2 offset:4
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v3, v4
	v_mov_b32 v3, 0
	ds_read_b32 v4, v3 offset:8
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v2, v4
	v_mov_b32 v2, 0
	ds_read_b32 v4, v2 offset:12
	s_waitcnt lgkmcnt(0)
	v_add_f32 v2, v3, v4
	v_add_f32 v3, v5, v2                                ; examples/rowsum.kgen:6
	v_cmp_eq_u32 s[6:7], v1, 0
	s_and_saveexec_b64 s[8:9], s[6:7]                   ; lanes where %vpred_62
	v_mov_b32 v1, 0                                     ; examples/rowsum.kgen:8: thread 0 stores the row's 'out'
	global_store_dword v1, v3, s[4:5]
	s_mov_b64 exec, s[8:9]
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
		.amdhsa_next_free_vgpr 21
		.amdhsa_next_free_sgpr 41
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
    .sgpr_count:     47
    .sgpr_spill_count: 0
    .vgpr_count:     21
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
