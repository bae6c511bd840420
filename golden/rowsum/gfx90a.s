; kgen AMDGCN module for gfx90a: 1 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5

; kernel rowsum: kgen AMDGCN for gfx90a (wave64, code object v5)
; kernel rowsum from examples/rowsum.kgen
; target gfx90a: AMD CDNA2 (MI200)
;   block: 256 threads = 4 x 64-wide waves
;   grid: m
;   layout: column axis 'nn' blocked, 4 contiguous elements per thread x 1 unrolled = chunk of 1024 columns
;   rows: axis 'm', one row at a time
;   vector 4: 16-byte accesses of 4-byte elements
;   unroll 1: one chunk covers the 1024 columns of a program, so every load is issued once
;   phase 1 (in one chunk, loads shared): sum over 'nn' (6:16)
; resources: 58 VGPRs, 0 AGPRs, 53 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 32 bytes LDS, 24 bytes of arguments, 256 threads
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
	v_mov_b32 v4, 0                                     ; loop-carried 'acc'
	s_mov_b32 s6, 0                                     ; for nn in n: steps of 1024
	s_cmp_ge_u32 s6, s3
	s_cbranch_scc1 .Lrowsum_loop0_end
.Lrowsum_loop0:
	s_sub_u32 s50, s3, s6
	s_min_u32 s51, s50, 0x400
	s_cmp_ge_u32 s51, 0x400                             ; a whole chunk of 1024 columns is in bounds
	s_cselect_b32 s50, 1, 0
	s_and_b32 s52, s50, s9
	s_cmp_eq_u32 s52, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lrowsum_if0_else
	v_mov_b32 v5, 0                                     ; identity of sum
	s_mov_b32 s12, s6
	s_mov_b32 s13, 0
	s_lshl_b64 s[14:15], s[12:13], 2                    ; chunk start in 4-byte elements
	s_add_u32 s16, s10, s14                             ; 'x' at this chunk
	s_addc_u32 s17, s11, s15
	global_load_dwordx4 v[6:9], v3, s[16:17]            ; examples/rowsum.kgen:6: 16-byte load of 'x'
	s_waitcnt vmcnt(0)
	v_add_f32 v5, v5, v6                                ; sum over 'nn' (examples/rowsum.kgen:6)
	v_add_f32 v5, v5, v7                                ; sum over 'nn' (examples/rowsum.kgen:6)
	v_add_f32 v5, v5, v8                                ; sum over 'nn' (examples/rowsum.kgen:6)
	v_add_f32 v5, v5, v9                                ; sum over 'nn' (examples/rowsum.kgen:6)
	v_mov_b32 v10, v5                                   ; sum over 'nn' (examples/rowsum.kgen:6): across the lanes of a warp
	ds_swizzle_b32 v11, v10 offset:swizzle(SWAP,1)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v10, v10, v11
	ds_swizzle_b32 v11, v10 offset:swizzle(SWAP,2)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v10, v10, v11
	ds_swizzle_b32 v11, v10 offset:swizzle(SWAP,4)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v10, v10, v11
	ds_swizzle_b32 v11, v10 offset:swizzle(SWAP,8)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v10, v10, v11
	ds_swizzle_b32 v11, v10 offset:swizzle(SWAP,16)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v10, v10, v11
	v_readlane_b32 s7, v10, 0
	v_readlane_b32 s8, v10, 32
	v_mov_b32 v12, s8
	v_add_f32 v12, s7, v12
	v_and_b32 v13, 63, v1
	v_lshrrev_b32 v14, 6, v1
	v_cmp_eq_u32 s[18:19], v13, 0
	v_lshlrev_b32 v15, 2, v14
	s_barrier                                           ; inserted by insert_barriers
	s_and_saveexec_b64 s[20:21], s[18:19]               ; lanes where %vpred_35
	ds_write_b32 v15, v12                               ; lane 0 of each warp publishes its warp's result
	s_mov_b64 exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_mov_b32 v16, 0                                    ; every thread combines the warps' results
	ds_read_b32 v17, v16
	v_mov_b32 v18, 0
	ds_read_b32 v19, v18 offset:4
	s_waitcnt lgkmcnt(0)
	v_add_f32 v20, v17, v19
	v_mov_b32 v21, 0
	ds_read_b32 v22, v21 offset:8
	s_waitcnt lgkmcnt(0)
	v_add_f32 v23, v20, v22
	v_mov_b32 v24, 0
	ds_read_b32 v25, v24 offset:12
	s_waitcnt lgkmcnt(0)
	v_add_f32 v26, v23, v25
	v_mov_b32 v27, v26                                  ; result of sum over 'nn' (examples/rowsum.kgen:6)
	s_branch .Lrowsum_if0_end
.Lrowsum_if0_else:
	v_mov_b32 v28, 0                                    ; identity of sum
	s_mov_b32 s22, s6
	s_mov_b32 s23, 0
	s_lshl_b64 s[24:25], s[22:23], 2                    ; chunk start in 4-byte elements
	s_add_u32 s26, s10, s24                             ; 'x' at this chunk
	s_addc_u32 s27, s11, s25
	v_cmp_lt_u32 s[28:29], v2, s51                      ; element 0 in bounds
	v_mov_b32 v29, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_48
	global_load_dword v29, v3, s[26:27]                 ; examples/rowsum.kgen:6: load of 'x'
	s_mov_b64 exec, s[30:31]
	v_add_u32 v30, 1, v2
	v_cmp_lt_u32 s[32:33], v30, s51                     ; element 1 in bounds
	v_mov_b32 v31, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_51
	global_load_dword v31, v3, s[26:27] offset:4        ; examples/rowsum.kgen:6: load of 'x'
	s_mov_b64 exec, s[34:35]
	v_add_u32 v32, 2, v2
	v_cmp_lt_u32 s[36:37], v32, s51                     ; element 2 in bounds
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_54
	global_load_dword v33, v3, s[26:27] offset:8        ; examples/rowsum.kgen:6: load of 'x'
	s_mov_b64 exec, s[38:39]
	v_add_u32 v34, 3, v2
	v_cmp_lt_u32 s[40:41], v34, s51                     ; element 3 in bounds
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_57
	global_load_dword v35, v3, s[26:27] offset:12       ; examples/rowsum.kgen:6: load of 'x'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(3)
	v_cndmask_b32 v36, 0, v29, s[28:29]                 ; absent elements contribute the identity
	v_add_f32 v28, v28, v36                             ; sum over 'nn' (examples/rowsum.kgen:6)
	s_waitcnt vmcnt(2)
	v_cndmask_b32 v37, 0, v31, s[32:33]                 ; absent elements contribute the identity
	v_add_f32 v28, v28, v37                             ; sum over 'nn' (examples/rowsum.kgen:6)
	s_waitcnt vmcnt(1)
	v_cndmask_b32 v38, 0, v33, s[36:37]                 ; absent elements contribute the identity
	v_add_f32 v28, v28, v38                             ; sum over 'nn' (examples/rowsum.kgen:6)
	s_waitcnt vmcnt(0)
	v_cndmask_b32 v39, 0, v35, s[40:41]                 ; absent elements contribute the identity
	v_add_f32 v28, v28, v39                             ; sum over 'nn' (examples/rowsum.kgen:6)
	v_mov_b32 v40, v28                                  ; sum over 'nn' (examples/rowsum.kgen:6): across the lanes of a warp
	ds_swizzle_b32 v41, v40 offset:swizzle(SWAP,1)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v40, v40, v41
	ds_swizzle_b32 v41, v40 offset:swizzle(SWAP,2)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v40, v40, v41
	ds_swizzle_b32 v41, v40 offset:swizzle(SWAP,4)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v40, v40, v41
	ds_swizzle_b32 v41, v40 offset:swizzle(SWAP,8)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v40, v40, v41
	ds_swizzle_b32 v41, v40 offset:swizzle(SWAP,16)
	s_waitcnt lgkmcnt(0)
	v_add_f32 v40, v40, v41
	v_readlane_b32 s44, v40, 0
	v_readlane_b32 s45, v40, 32
	v_mov_b32 v42, s45
	v_add_f32 v42, s44, v42
	v_and_b32 v43, 63, v1
	v_lshrrev_b32 v44, 6, v1
	v_cmp_eq_u32 s[46:47], v43, 0
	v_lshlrev_b32 v45, 2, v44
	s_barrier                                           ; inserted by insert_barriers
	s_and_saveexec_b64 s[48:49], s[46:47]               ; lanes where %vpred_66
	ds_write_b32 v45, v42 offset:16                     ; lane 0 of each warp publishes its warp's result
	s_mov_b64 exec, s[48:49]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_mov_b32 v46, 0                                    ; every thread combines the warps' results
	ds_read_b32 v47, v46 offset:16
	v_mov_b32 v48, 0
	ds_read_b32 v49, v48 offset:20
	s_waitcnt lgkmcnt(0)
	v_add_f32 v50, v47, v49
	v_mov_b32 v51, 0
	ds_read_b32 v52, v51 offset:24
	s_waitcnt lgkmcnt(0)
	v_add_f32 v53, v50, v52
	v_mov_b32 v54, 0
	ds_read_b32 v55, v54 offset:28
	s_waitcnt lgkmcnt(0)
	v_add_f32 v56, v53, v55
	v_mov_b32 v27, v56                                  ; result of sum over 'nn' (examples/rowsum.kgen:6)
.Lrowsum_if0_end:
	v_add_f32 v57, v4, v27                              ; examples/rowsum.kgen:6
	v_mov_b32 v4, v57                                   ; next value of the carried value
	s_add_u32 s6, s6, 0x400
	s_cmp_lt_u32 s6, s3
	s_cbranch_scc1 .Lrowsum_loop0
.Lrowsum_loop0_end:
	v_cmp_eq_u32 s[6:7], v1, 0
	s_and_saveexec_b64 s[8:9], s[6:7]                   ; lanes where %vpred_76
	v_mov_b32 v1, 0                                     ; examples/rowsum.kgen:8: thread 0 stores the row's 'out'
	global_store_dword v1, v4, s[4:5]
	s_mov_b64 exec, s[8:9]
	s_endpgm
.Lfunc_end_rowsum:
	.size	rowsum, .Lfunc_end_rowsum-rowsum

	.rodata
	.p2align	6
	.amdhsa_kernel rowsum
		.amdhsa_group_segment_fixed_size 32
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 58
		.amdhsa_next_free_sgpr 53
		.amdhsa_accum_offset 60
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
    .group_segment_fixed_size: 32
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     59
    .sgpr_spill_count: 0
    .vgpr_count:     58
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
