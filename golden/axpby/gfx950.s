; kgen AMDGCN module for gfx950: 1 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 5

; kernel axpby: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel axpby from examples/axpby.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: n
;   chunk: n: 2048; walked in chunks: none
;   layout: n:2048: reg[n1 n2 n1024] lane[n4 n8 n16 n32 n64 n128] warp[n256 n512]
;     (fastest axis 'n', 4 contiguous elements per thread)
;   fastest axis 'n': most bytes of plain accesses are contiguous along it
;   vector 4: 16-byte accesses of 4-byte elements
;   value layouts (the dominant layout sliced to each value's axes):
;     L0 [n]: n:2048: reg[n1 n2 n1024] lane[n4 n8 n16 n32 n64 n128] warp[n256 n512]
;       4:18 load x -> L0; 4:14 mul -> L0; 4:29 load y -> L0; 4:25 mul -> L0; 4:14 add -> L0
; resources: 23 VGPRs, 0 AGPRs, 30 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 0 bytes LDS, 44 bytes of arguments, 256 threads
;   arg a: scalar f32 at 0
;   arg x: tensor f32 at 8 (read-only)
;   arg b: scalar f32 at 16
;   arg y: tensor f32 at 24 (read-only)
;   arg out: tensor f32 at 32
;   arg N: dim i32 at 40
; s[0:1] kernarg pointer, s2 workgroup id x, v0 work-item id
	.text
	.globl	axpby
	.p2align	8
	.type	axpby,@function
axpby:
	s_load_dword s3, s[0:1], 0x0                        ; argument a
	s_load_dwordx2 s[4:5], s[0:1], 0x8                  ; argument x
	s_load_dword s6, s[0:1], 0x10                       ; argument b
	s_load_dwordx2 s[8:9], s[0:1], 0x18                 ; argument y
	s_load_dwordx2 s[10:11], s[0:1], 0x20               ; argument out
	s_load_dword s7, s[0:1], 0x28                       ; argument N
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s12, s2                                   ; program index along 'n'
	s_mul_i32 s13, s12, 0x800                           ; first 'n' of this program's tile (2048)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s12, s7, s13
	s_min_u32 s7, s12, 0x800                            ; 'n' elements in this tile
	s_cmp_ge_u32 s7, 0x800                              ; a whole chunk of 'n' (2048) is in bounds
	s_cselect_b32 s12, 1, 0
	v_lshlrev_b32 v2, 2, v1
	v_lshlrev_b32 v1, 2, v2                             ; thread's byte offset in a chunk of 'x'
	s_mov_b32 s14, s13
	s_mov_b32 s15, 0
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s14, s4, s16                              ; 'x' at this program
	s_addc_u32 s15, s5, s17
	s_add_u32 s4, s8, s16                               ; 'y' at this program
	s_addc_u32 s5, s9, s17
	s_add_u32 s8, s10, s16                              ; 'out' at this program
	s_addc_u32 s9, s11, s17
	s_cmp_eq_u32 s12, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Laxpby_if0_else
	global_load_dwordx4 v[4:7], v1, s[14:15]            ; examples/axpby.kgen:4: 16-byte load of 'x'
	v_add_u32 v3, 0x1000, v1                            ; examples/axpby.kgen:4: 16-byte load of 'x'
	global_load_dwordx4 v[8:11], v3, s[14:15]
	s_waitcnt vmcnt(1)
	v_mul_f32 v3, s3, v4                                ; examples/axpby.kgen:4
	v_mul_f32 v12, s3, v5                               ; examples/axpby.kgen:4
	v_mul_f32 v13, s3, v6                               ; examples/axpby.kgen:4
	v_mul_f32 v14, s3, v7                               ; examples/axpby.kgen:4
	s_waitcnt vmcnt(0)
	v_mul_f32 v4, s3, v8                                ; examples/axpby.kgen:4
	v_mul_f32 v5, s3, v9                                ; examples/axpby.kgen:4
	v_mul_f32 v6, s3, v10                               ; examples/axpby.kgen:4
	v_mul_f32 v7, s3, v11                               ; examples/axpby.kgen:4
	global_load_dwordx4 v[8:11], v1, s[4:5]             ; examples/axpby.kgen:4: 16-byte load of 'y'
	v_add_u32 v15, 0x1000, v1                           ; examples/axpby.kgen:4: 16-byte load of 'y'
	global_load_dwordx4 v[16:19], v15, s[4:5]
	s_waitcnt vmcnt(1)
	v_mul_f32 v15, s6, v8                               ; examples/axpby.kgen:4
	v_mul_f32 v20, s6, v9                               ; examples/axpby.kgen:4
	v_mul_f32 v21, s6, v10                              ; examples/axpby.kgen:4
	v_mul_f32 v22, s6, v11                              ; examples/axpby.kgen:4
	s_waitcnt vmcnt(0)
	v_mul_f32 v8, s6, v16                               ; examples/axpby.kgen:4
	v_mul_f32 v9, s6, v17                               ; examples/axpby.kgen:4
	v_mul_f32 v10, s6, v18                              ; examples/axpby.kgen:4
	v_mul_f32 v11, s6, v19                              ; examples/axpby.kgen:4
	v_add_f32 v16, v3, v15                              ; examples/axpby.kgen:4
	v_add_f32 v3, v12, v20                              ; examples/axpby.kgen:4
	v_add_f32 v12, v13, v21                             ; examples/axpby.kgen:4
	v_add_f32 v13, v14, v22                             ; examples/axpby.kgen:4
	v_add_f32 v14, v4, v8                               ; examples/axpby.kgen:4
	v_add_f32 v4, v5, v9                                ; examples/axpby.kgen:4
	v_add_f32 v5, v6, v10                               ; examples/axpby.kgen:4
	v_add_f32 v6, v7, v11                               ; examples/axpby.kgen:4
	v_mov_b32 v8, v16                                   ; examples/axpby.kgen:4: 16-byte store to 'out'
	v_mov_b32 v9, v3
	v_mov_b32 v10, v12
	v_mov_b32 v11, v13
	global_store_dwordx4 v1, v[8:11], s[8:9]
	v_add_u32 v3, 0x1000, v1                            ; examples/axpby.kgen:4: 16-byte store to 'out'
	s_nop 0
	v_mov_b32 v8, v14
	v_mov_b32 v9, v4
	v_mov_b32 v10, v5
	v_mov_b32 v11, v6
	global_store_dwordx4 v3, v[8:11], s[8:9]
	s_branch .Laxpby_if0_end
.Laxpby_if0_else:
	v_cmp_lt_u32 s[10:11], v2, s7                       ; 'n' element in bounds
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[12:13], s[10:11]               ; lanes where %vpred_60
	global_load_dword v3, v1, s[14:15]                  ; examples/axpby.kgen:4: load of 'x'
	s_mov_b64 exec, s[12:13]
	v_add_u32 v4, 1, v2
	v_cmp_lt_u32 s[12:13], v4, s7                       ; 'n' element in bounds
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[16:17], s[12:13]               ; lanes where %vpred_63
	global_load_dword v4, v1, s[14:15] offset:4         ; examples/axpby.kgen:4: load of 'x'
	s_mov_b64 exec, s[16:17]
	v_add_u32 v5, 2, v2
	v_cmp_lt_u32 s[16:17], v5, s7                       ; 'n' element in bounds
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[18:19], s[16:17]               ; lanes where %vpred_66
	global_load_dword v5, v1, s[14:15] offset:8         ; examples/axpby.kgen:4: load of 'x'
	s_mov_b64 exec, s[18:19]
	v_add_u32 v6, 3, v2
	v_cmp_lt_u32 s[18:19], v6, s7                       ; 'n' element in bounds
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[18:19]               ; lanes where %vpred_69
	global_load_dword v6, v1, s[14:15] offset:12        ; examples/axpby.kgen:4: load of 'x'
	s_mov_b64 exec, s[20:21]
	v_add_u32 v7, 0x400, v2
	v_cmp_lt_u32 s[20:21], v7, s7                       ; 'n' element in bounds
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[20:21]               ; lanes where %vpred_72
	v_add_u32 v8, 0x1000, v1                            ; examples/axpby.kgen:4: load of 'x'
	global_load_dword v7, v8, s[14:15]
	s_mov_b64 exec, s[22:23]
	v_add_u32 v8, 0x401, v2
	v_cmp_lt_u32 s[22:23], v8, s7                       ; 'n' element in bounds
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_75
	v_add_u32 v9, 0x1004, v1                            ; examples/axpby.kgen:4: load of 'x'
	global_load_dword v8, v9, s[14:15]
	s_mov_b64 exec, s[24:25]
	v_add_u32 v9, 0x402, v2
	v_cmp_lt_u32 s[24:25], v9, s7                       ; 'n' element in bounds
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_78
	v_add_u32 v10, 0x1008, v1                           ; examples/axpby.kgen:4: load of 'x'
	global_load_dword v9, v10, s[14:15]
	s_mov_b64 exec, s[26:27]
	v_add_u32 v10, 0x403, v2
	v_cmp_lt_u32 s[26:27], v10, s7                      ; 'n' element in bounds
	v_mov_b32 v2, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_81
	v_add_u32 v10, 0x100c, v1                           ; examples/axpby.kgen:4: load of 'x'
	global_load_dword v2, v10, s[14:15]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(7)
	v_mul_f32 v10, s3, v3                               ; examples/axpby.kgen:4
	s_waitcnt vmcnt(6)
	v_mul_f32 v3, s3, v4                                ; examples/axpby.kgen:4
	s_waitcnt vmcnt(5)
	v_mul_f32 v4, s3, v5                                ; examples/axpby.kgen:4
	s_waitcnt vmcnt(4)
	v_mul_f32 v5, s3, v6                                ; examples/axpby.kgen:4
	s_waitcnt vmcnt(3)
	v_mul_f32 v6, s3, v7                                ; examples/axpby.kgen:4
	s_waitcnt vmcnt(2)
	v_mul_f32 v7, s3, v8                                ; examples/axpby.kgen:4
	s_waitcnt vmcnt(1)
	v_mul_f32 v8, s3, v9                                ; examples/axpby.kgen:4
	s_waitcnt vmcnt(0)
	v_mul_f32 v9, s3, v2                                ; examples/axpby.kgen:4
	v_mov_b32 v2, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[10:11]               ; lanes where %vpred_60
	global_load_dword v2, v1, s[4:5]                    ; examples/axpby.kgen:4: load of 'y'
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v11, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_63
	global_load_dword v11, v1, s[4:5] offset:4          ; examples/axpby.kgen:4: load of 'y'
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[16:17]               ; lanes where %vpred_66
	global_load_dword v12, v1, s[4:5] offset:8          ; examples/axpby.kgen:4: load of 'y'
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v13, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[18:19]               ; lanes where %vpred_69
	global_load_dword v13, v1, s[4:5] offset:12         ; examples/axpby.kgen:4: load of 'y'
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[20:21]               ; lanes where %vpred_72
	v_add_u32 v15, 0x1000, v1                           ; examples/axpby.kgen:4: load of 'y'
	global_load_dword v14, v15, s[4:5]
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[22:23]               ; lanes where %vpred_75
	v_add_u32 v16, 0x1004, v1                           ; examples/axpby.kgen:4: load of 'y'
	global_load_dword v15, v16, s[4:5]
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[24:25]               ; lanes where %vpred_78
	v_add_u32 v17, 0x1008, v1                           ; examples/axpby.kgen:4: load of 'y'
	global_load_dword v16, v17, s[4:5]
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_81
	v_add_u32 v18, 0x100c, v1                           ; examples/axpby.kgen:4: load of 'y'
	global_load_dword v17, v18, s[4:5]
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(7)
	v_mul_f32 v18, s6, v2                               ; examples/axpby.kgen:4
	s_waitcnt vmcnt(6)
	v_mul_f32 v2, s6, v11                               ; examples/axpby.kgen:4
	s_waitcnt vmcnt(5)
	v_mul_f32 v11, s6, v12                              ; examples/axpby.kgen:4
	s_waitcnt vmcnt(4)
	v_mul_f32 v12, s6, v13                              ; examples/axpby.kgen:4
	s_waitcnt vmcnt(3)
	v_mul_f32 v13, s6, v14                              ; examples/axpby.kgen:4
	s_waitcnt vmcnt(2)
	v_mul_f32 v14, s6, v15                              ; examples/axpby.kgen:4
	s_waitcnt vmcnt(1)
	v_mul_f32 v15, s6, v16                              ; examples/axpby.kgen:4
	s_waitcnt vmcnt(0)
	v_mul_f32 v16, s6, v17                              ; examples/axpby.kgen:4
	v_add_f32 v17, v10, v18                             ; examples/axpby.kgen:4
	v_add_f32 v10, v3, v2                               ; examples/axpby.kgen:4
	v_add_f32 v2, v4, v11                               ; examples/axpby.kgen:4
	v_add_f32 v3, v5, v12                               ; examples/axpby.kgen:4
	v_add_f32 v4, v6, v13                               ; examples/axpby.kgen:4
	v_add_f32 v5, v7, v14                               ; examples/axpby.kgen:4
	v_add_f32 v6, v8, v15                               ; examples/axpby.kgen:4
	v_add_f32 v7, v9, v16                               ; examples/axpby.kgen:4
	s_and_saveexec_b64 s[4:5], s[10:11]                 ; lanes where %vpred_60
	global_store_dword v1, v17, s[8:9]                  ; examples/axpby.kgen:4: store to 'out'
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[12:13]                 ; lanes where %vpred_63
	global_store_dword v1, v10, s[8:9] offset:4         ; examples/axpby.kgen:4: store to 'out'
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[16:17]                 ; lanes where %vpred_66
	global_store_dword v1, v2, s[8:9] offset:8          ; examples/axpby.kgen:4: store to 'out'
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[18:19]                 ; lanes where %vpred_69
	global_store_dword v1, v3, s[8:9] offset:12         ; examples/axpby.kgen:4: store to 'out'
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[20:21]                 ; lanes where %vpred_72
	v_add_u32 v2, 0x1000, v1                            ; examples/axpby.kgen:4: store to 'out'
	global_store_dword v2, v4, s[8:9]
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[22:23]                 ; lanes where %vpred_75
	v_add_u32 v2, 0x1004, v1                            ; examples/axpby.kgen:4: store to 'out'
	global_store_dword v2, v5, s[8:9]
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[24:25]                 ; lanes where %vpred_78
	v_add_u32 v2, 0x1008, v1                            ; examples/axpby.kgen:4: store to 'out'
	global_store_dword v2, v6, s[8:9]
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[26:27]                 ; lanes where %vpred_81
	v_add_u32 v2, 0x100c, v1                            ; examples/axpby.kgen:4: store to 'out'
	global_store_dword v2, v7, s[8:9]
	s_mov_b64 exec, s[4:5]
.Laxpby_if0_end:
	s_endpgm
.Lfunc_end_axpby:
	.size	axpby, .Lfunc_end_axpby-axpby

	.rodata
	.p2align	6
	.amdhsa_kernel axpby
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 44
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 23
		.amdhsa_next_free_sgpr 30
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
  - .name:           axpby
    .symbol:         axpby.kd
    .args:
      - .name:           a
        .offset:         0
        .size:           4
        .value_kind:     by_value
      - .name:           x
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           b
        .offset:         16
        .size:           4
        .value_kind:     by_value
      - .name:           y
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           out
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
      - .name:           N
        .offset:         40
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 44
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     36
    .sgpr_spill_count: 0
    .vgpr_count:     23
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
