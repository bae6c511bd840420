; kgen AMDGCN module for gfx950: 1 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 5

; kernel adamw: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel adamw from examples/adamw.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: n
;   chunk: n: 1024; walked in chunks: none
;   layout: n:1024: reg[n1 n2] lane[n4 n8 n16 n32 n64 n128] warp[n256 n512]
;     (fastest axis 'n', 4 contiguous elements per thread)
;   fastest axis 'n': most bytes of plain accesses are contiguous along it
;   vector 4: 16-byte accesses of 4-byte elements
;   value layouts (the dominant layout sliced to each value's axes):
;     L0 [n]: n:1024: reg[n1 n2] lane[n4 n8 n16 n32 n64 n128] warp[n256 n512]
;     L1 []: scalar: reg[0 0] lane[0 0 0 0 0 0] warp[0 0]
;       7:12 load g -> L0; 8:18 load m -> L0; 8:10 mul -> L0; 8:26 sub -> L1; 8:25 mul -> L0; 8:10 add -> L0
;       9:18 load v -> L0; 9:10 mul -> L0; 9:26 sub -> L1; 9:25 mul -> L0; 9:25 mul -> L0; 9:10 add -> L0
;       10:12 div -> L0; 11:12 div -> L0; 14:12 load p -> L0; 14:33 sqrt -> L0; 14:33 add -> L0; 14:25 div -> L0
;       14:68 load p -> L0; 14:53 mul -> L0; 14:25 add -> L0; 14:19 mul -> L0; 14:12 sub -> L0
; resources: 24 VGPRs, 0 AGPRs, 28 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 0 bytes LDS, 64 bytes of arguments, 256 threads
;   arg p: tensor f32 at 0
;   arg g: tensor f32 at 8 (read-only)
;   arg m: tensor f32 at 16
;   arg v: tensor f32 at 24
;   arg lr: scalar f32 at 32
;   arg beta1: scalar f32 at 36
;   arg beta2: scalar f32 at 40
;   arg beta1_correction: scalar f32 at 44
;   arg beta2_correction: scalar f32 at 48
;   arg eps: scalar f32 at 52
;   arg weight_decay: scalar f32 at 56
;   arg N: dim i32 at 60
; s[0:1] kernarg pointer, s2 workgroup id x, v0 work-item id
	.text
	.globl	adamw
	.p2align	8
	.type	adamw,@function
adamw:
	s_load_dwordx2 s[4:5], s[0:1], 0x0                  ; argument p
	s_load_dwordx2 s[6:7], s[0:1], 0x8                  ; argument g
	s_load_dwordx2 s[8:9], s[0:1], 0x10                 ; argument m
	s_load_dwordx2 s[10:11], s[0:1], 0x18               ; argument v
	s_load_dword s3, s[0:1], 0x20                       ; argument lr
	s_load_dword s12, s[0:1], 0x24                      ; argument beta1
	s_load_dword s13, s[0:1], 0x28                      ; argument beta2
	s_load_dword s14, s[0:1], 0x2c                      ; argument beta1_correction
	s_load_dword s15, s[0:1], 0x30                      ; argument beta2_correction
	s_load_dword s16, s[0:1], 0x34                      ; argument eps
	s_load_dword s17, s[0:1], 0x38                      ; argument weight_decay
	s_load_dword s18, s[0:1], 0x3c                      ; argument N
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s19, s2                                   ; program index along 'n'
	s_mul_i32 s20, s19, 0x400                           ; first 'n' of this program's tile (1024)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s19, s18, s20
	s_min_u32 s18, s19, 0x400                           ; 'n' elements in this tile
	s_cmp_ge_u32 s18, 0x400                             ; a whole chunk of 'n' (1024) is in bounds
	s_cselect_b32 s19, 1, 0
	v_lshlrev_b32 v2, 2, v1
	v_lshlrev_b32 v1, 2, v2                             ; thread's byte offset in a chunk of 'm'
	s_mov_b32 s22, s20
	s_mov_b32 s23, 0
	s_lshl_b64 s[20:21], s[22:23], 2
	s_add_u32 s22, s8, s20                              ; 'm' at this program
	s_addc_u32 s23, s9, s21
	s_add_u32 s8, s10, s20                              ; 'v' at this program
	s_addc_u32 s9, s11, s21
	s_add_u32 s10, s4, s20                              ; 'p' at this program
	s_addc_u32 s11, s5, s21
	s_add_u32 s4, s6, s20                               ; 'g' at this program
	s_addc_u32 s5, s7, s21
	s_cmp_eq_u32 s19, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Ladamw_if0_else
	global_load_dwordx4 v[4:7], v1, s[22:23]            ; examples/adamw.kgen:8: 16-byte load of 'm'
	global_load_dwordx4 v[8:11], v1, s[8:9]             ; examples/adamw.kgen:9: 16-byte load of 'v'
	global_load_dwordx4 v[12:15], v1, s[10:11]          ; examples/adamw.kgen:14: 16-byte load of 'p'
	s_waitcnt vmcnt(2)
	v_mul_f32 v3, s12, v4                               ; examples/adamw.kgen:8
	v_mul_f32 v16, s12, v5                              ; examples/adamw.kgen:8
	v_mul_f32 v17, s12, v6                              ; examples/adamw.kgen:8
	v_mul_f32 v18, s12, v7                              ; examples/adamw.kgen:8
	v_sub_f32 v4, 1.0, s12                              ; examples/adamw.kgen:8
	global_load_dwordx4 v[20:23], v1, s[4:5]            ; examples/adamw.kgen:7: 16-byte load of 'g'
	s_waitcnt vmcnt(0)
	v_mul_f32 v5, v4, v20                               ; examples/adamw.kgen:8
	v_mul_f32 v6, v4, v21                               ; examples/adamw.kgen:8
	v_mul_f32 v7, v4, v22                               ; examples/adamw.kgen:8
	v_mul_f32 v19, v4, v23                              ; examples/adamw.kgen:8
	v_add_f32 v4, v3, v5                                ; examples/adamw.kgen:8
	v_add_f32 v3, v16, v6                               ; examples/adamw.kgen:8
	v_add_f32 v5, v17, v7                               ; examples/adamw.kgen:8
	v_add_f32 v6, v18, v19                              ; examples/adamw.kgen:8
	v_mov_b32 v16, v4                                   ; examples/adamw.kgen:12: 16-byte store to 'm'
	v_mov_b32 v17, v3
	v_mov_b32 v18, v5
	v_mov_b32 v19, v6
	global_store_dwordx4 v1, v[16:19], s[22:23]
	v_mul_f32 v7, s13, v8                               ; examples/adamw.kgen:9
	s_nop 0
	v_mul_f32 v16, s13, v9                              ; examples/adamw.kgen:9
	v_mul_f32 v17, s13, v10                             ; examples/adamw.kgen:9
	v_mul_f32 v18, s13, v11                             ; examples/adamw.kgen:9
	v_sub_f32 v8, 1.0, s13                              ; examples/adamw.kgen:9
	v_mul_f32 v9, v8, v20                               ; examples/adamw.kgen:9
	v_mul_f32 v10, v8, v21                              ; examples/adamw.kgen:9
	v_mul_f32 v11, v8, v22                              ; examples/adamw.kgen:9
	v_mul_f32 v19, v8, v23                              ; examples/adamw.kgen:9
	v_mul_f32 v8, v9, v20                               ; examples/adamw.kgen:9
	v_mul_f32 v9, v10, v21                              ; examples/adamw.kgen:9
	v_mul_f32 v10, v11, v22                             ; examples/adamw.kgen:9
	v_mul_f32 v11, v19, v23                             ; examples/adamw.kgen:9
	v_add_f32 v19, v7, v8                               ; examples/adamw.kgen:9
	v_add_f32 v7, v16, v9                               ; examples/adamw.kgen:9
	v_add_f32 v8, v17, v10                              ; examples/adamw.kgen:9
	v_add_f32 v9, v18, v11                              ; examples/adamw.kgen:9
	v_mov_b32 v20, v19                                  ; examples/adamw.kgen:13: 16-byte store to 'v'
	v_mov_b32 v21, v7
	v_mov_b32 v22, v8
	v_mov_b32 v23, v9
	global_store_dwordx4 v1, v[20:23], s[8:9]
	v_div_scale_f32 v10, s[6:7], s14, s14, v4           ; examples/adamw.kgen:10
	v_rcp_f32 v11, v10
	v_div_scale_f32 v16, vcc, v4, s14, v4
	v_fma_f32 v17, -v10, v11, 1.0
	v_fma_f32 v11, v17, v11, v11
	v_mul_f32 v18, v16, v11
	v_fma_f32 v17, -v10, v18, v16
	v_fma_f32 v18, v17, v11, v18
	v_fma_f32 v17, -v10, v18, v16
	v_div_fmas_f32 v17, v17, v11, v18
	v_div_fixup_f32 v10, v17, s14, v4
	v_div_scale_f32 v4, s[6:7], s14, s14, v3            ; examples/adamw.kgen:10
	v_rcp_f32 v11, v4
	v_div_scale_f32 v16, vcc, v3, s14, v3
	v_fma_f32 v17, -v4, v11, 1.0
	v_fma_f32 v11, v17, v11, v11
	v_mul_f32 v18, v16, v11
	v_fma_f32 v17, -v4, v18, v16
	v_fma_f32 v18, v17, v11, v18
	v_fma_f32 v17, -v4, v18, v16
	v_div_fmas_f32 v17, v17, v11, v18
	v_div_fixup_f32 v4, v17, s14, v3
	v_div_scale_f32 v3, s[6:7], s14, s14, v5            ; examples/adamw.kgen:10
	v_rcp_f32 v11, v3
	v_div_scale_f32 v16, vcc, v5, s14, v5
	v_fma_f32 v17, -v3, v11, 1.0
	v_fma_f32 v11, v17, v11, v11
	v_mul_f32 v18, v16, v11
	v_fma_f32 v17, -v3, v18, v16
	v_fma_f32 v18, v17, v11, v18
	v_fma_f32 v17, -v3, v18, v16
	v_div_fmas_f32 v17, v17, v11, v18
	v_div_fixup_f32 v3, v17, s14, v5
	v_div_scale_f32 v5, s[6:7], s14, s14, v6            ; examples/adamw.kgen:10
	v_rcp_f32 v11, v5
	v_div_scale_f32 v16, vcc, v6, s14, v6
	v_fma_f32 v17, -v5, v11, 1.0
	v_fma_f32 v11, v17, v11, v11
	v_mul_f32 v18, v16, v11
	v_fma_f32 v17, -v5, v18, v16
	v_fma_f32 v18, v17, v11, v18
	v_fma_f32 v17, -v5, v18, v16
	v_div_fmas_f32 v17, v17, v11, v18
	v_div_fixup_f32 v5, v17, s14, v6
	v_div_scale_f32 v6, s[6:7], s15, s15, v19           ; examples/adamw.kgen:11
	v_rcp_f32 v11, v6
	v_div_scale_f32 v16, vcc, v19, s15, v19
	v_fma_f32 v17, -v6, v11, 1.0
	v_fma_f32 v11, v17, v11, v11
	v_mul_f32 v18, v16, v11
	v_fma_f32 v17, -v6, v18, v16
	v_fma_f32 v18, v17, v11, v18
	v_fma_f32 v17, -v6, v18, v16
	v_div_fmas_f32 v17, v17, v11, v18
	v_div_fixup_f32 v6, v17, s15, v19
	v_div_scale_f32 v11, s[6:7], s15, s15, v7           ; examples/adamw.kgen:11
	v_rcp_f32 v16, v11
	v_div_scale_f32 v17, vcc, v7, s15, v7
	v_fma_f32 v18, -v11, v16, 1.0
	v_fma_f32 v16, v18, v16, v16
	v_mul_f32 v19, v17, v16
	v_fma_f32 v18, -v11, v19, v17
	v_fma_f32 v19, v18, v16, v19
	v_fma_f32 v18, -v11, v19, v17
	v_div_fmas_f32 v18, v18, v16, v19
	v_div_fixup_f32 v11, v18, s15, v7
	v_div_scale_f32 v7, s[6:7], s15, s15, v8            ; examples/adamw.kgen:11
	v_rcp_f32 v16, v7
	v_div_scale_f32 v17, vcc, v8, s15, v8
	v_fma_f32 v18, -v7, v16, 1.0
	v_fma_f32 v16, v18, v16, v16
	v_mul_f32 v19, v17, v16
	v_fma_f32 v18, -v7, v19, v17
	v_fma_f32 v19, v18, v16, v19
	v_fma_f32 v18, -v7, v19, v17
	v_div_fmas_f32 v18, v18, v16, v19
	v_div_fixup_f32 v7, v18, s15, v8
	v_div_scale_f32 v8, s[6:7], s15, s15, v9            ; examples/adamw.kgen:11
	v_rcp_f32 v16, v8
	v_div_scale_f32 v17, vcc, v9, s15, v9
	v_fma_f32 v18, -v8, v16, 1.0
	v_fma_f32 v16, v18, v16, v16
	v_mul_f32 v19, v17, v16
	v_fma_f32 v18, -v8, v19, v17
	v_fma_f32 v19, v18, v16, v19
	v_fma_f32 v18, -v8, v19, v17
	v_div_fmas_f32 v18, v18, v16, v19
	v_div_fixup_f32 v8, v18, s15, v9
	v_sqrt_f32 v9, v6                                   ; examples/adamw.kgen:14
	v_sqrt_f32 v6, v11                                  ; examples/adamw.kgen:14
	v_sqrt_f32 v11, v7                                  ; examples/adamw.kgen:14
	v_sqrt_f32 v7, v8                                   ; examples/adamw.kgen:14
	v_add_f32 v8, s16, v9                               ; examples/adamw.kgen:14
	v_add_f32 v9, s16, v6                               ; examples/adamw.kgen:14
	v_add_f32 v6, s16, v11                              ; examples/adamw.kgen:14
	v_add_f32 v11, s16, v7                              ; examples/adamw.kgen:14
	v_div_scale_f32 v7, s[6:7], v8, v8, v10             ; examples/adamw.kgen:14
	v_rcp_f32 v16, v7
	v_div_scale_f32 v17, vcc, v10, v8, v10
	v_fma_f32 v18, -v7, v16, 1.0
	v_fma_f32 v16, v18, v16, v16
	v_mul_f32 v19, v17, v16
	v_fma_f32 v18, -v7, v19, v17
	v_fma_f32 v19, v18, v16, v19
	v_fma_f32 v18, -v7, v19, v17
	v_div_fmas_f32 v18, v18, v16, v19
	v_div_fixup_f32 v7, v18, v8, v10
	v_div_scale_f32 v8, s[6:7], v9, v9, v4              ; examples/adamw.kgen:14
	v_rcp_f32 v10, v8
	v_div_scale_f32 v16, vcc, v4, v9, v4
	v_fma_f32 v17, -v8, v10, 1.0
	v_fma_f32 v10, v17, v10, v10
	v_mul_f32 v18, v16, v10
	v_fma_f32 v17, -v8, v18, v16
	v_fma_f32 v18, v17, v10, v18
	v_fma_f32 v17, -v8, v18, v16
	v_div_fmas_f32 v17, v17, v10, v18
	v_div_fixup_f32 v8, v17, v9, v4
	v_div_scale_f32 v4, s[6:7], v6, v6, v3              ; examples/adamw.kgen:14
	v_rcp_f32 v9, v4
	v_div_scale_f32 v10, vcc, v3, v6, v3
	v_fma_f32 v16, -v4, v9, 1.0
	v_fma_f32 v9, v16, v9, v9
	v_mul_f32 v17, v10, v9
	v_fma_f32 v16, -v4, v17, v10
	v_fma_f32 v17, v16, v9, v17
	v_fma_f32 v16, -v4, v17, v10
	v_div_fmas_f32 v16, v16, v9, v17
	v_div_fixup_f32 v4, v16, v6, v3
	v_div_scale_f32 v3, s[6:7], v11, v11, v5            ; examples/adamw.kgen:14
	v_rcp_f32 v6, v3
	v_div_scale_f32 v9, vcc, v5, v11, v5
	v_fma_f32 v10, -v3, v6, 1.0
	v_fma_f32 v6, v10, v6, v6
	v_mul_f32 v16, v9, v6
	v_fma_f32 v10, -v3, v16, v9
	v_fma_f32 v16, v10, v6, v16
	v_fma_f32 v10, -v3, v16, v9
	v_div_fmas_f32 v10, v10, v6, v16
	v_div_fixup_f32 v3, v10, v11, v5
	v_mul_f32 v5, s17, v12                              ; examples/adamw.kgen:14
	v_mul_f32 v6, s17, v13                              ; examples/adamw.kgen:14
	v_mul_f32 v9, s17, v14                              ; examples/adamw.kgen:14
	v_mul_f32 v10, s17, v15                             ; examples/adamw.kgen:14
	v_add_f32 v11, v7, v5                               ; examples/adamw.kgen:14
	v_add_f32 v5, v8, v6                                ; examples/adamw.kgen:14
	v_add_f32 v6, v4, v9                                ; examples/adamw.kgen:14
	v_add_f32 v4, v3, v10                               ; examples/adamw.kgen:14
	v_mul_f32 v3, s3, v11                               ; examples/adamw.kgen:14
	v_mul_f32 v7, s3, v5                                ; examples/adamw.kgen:14
	v_mul_f32 v5, s3, v6                                ; examples/adamw.kgen:14
	v_mul_f32 v6, s3, v4                                ; examples/adamw.kgen:14
	v_sub_f32 v4, v12, v3                               ; examples/adamw.kgen:14
	v_sub_f32 v3, v13, v7                               ; examples/adamw.kgen:14
	v_sub_f32 v7, v14, v5                               ; examples/adamw.kgen:14
	v_sub_f32 v5, v15, v6                               ; examples/adamw.kgen:14
	v_mov_b32 v8, v4                                    ; examples/adamw.kgen:14: 16-byte store to 'p'
	v_mov_b32 v9, v3
	v_mov_b32 v10, v7
	v_mov_b32 v11, v5
	global_store_dwordx4 v1, v[8:11], s[10:11]
	s_branch .Ladamw_if0_end
.Ladamw_if0_else:
	v_cmp_lt_u32 s[6:7], v2, s18                        ; 'n' element in bounds
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_109
	global_load_dword v3, v1, s[22:23]                  ; examples/adamw.kgen:8: load of 'm'
	s_mov_b64 exec, s[20:21]
	v_add_u32 v4, 1, v2
	v_cmp_lt_u32 s[20:21], v4, s18                      ; 'n' element in bounds
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[20:21]               ; lanes where %vpred_112
	global_load_dword v4, v1, s[22:23] offset:4         ; examples/adamw.kgen:8: load of 'm'
	s_mov_b64 exec, s[24:25]
	v_add_u32 v5, 2, v2
	v_cmp_lt_u32 s[24:25], v5, s18                      ; 'n' element in bounds
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_115
	global_load_dword v5, v1, s[22:23] offset:8         ; examples/adamw.kgen:8: load of 'm'
	s_mov_b64 exec, s[26:27]
	v_add_u32 v6, 3, v2
	v_cmp_lt_u32 s[26:27], v6, s18                      ; 'n' element in bounds
	v_mov_b32 v2, 0                                     ; absent element
	s_and_saveexec_b64 s[18:19], s[26:27]               ; lanes where %vpred_118
	global_load_dword v2, v1, s[22:23] offset:12        ; examples/adamw.kgen:8: load of 'm'
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_109
	global_load_dword v6, v1, s[8:9]                    ; examples/adamw.kgen:9: load of 'v'
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[18:19], s[20:21]               ; lanes where %vpred_112
	global_load_dword v7, v1, s[8:9] offset:4           ; examples/adamw.kgen:9: load of 'v'
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_115
	global_load_dword v8, v1, s[8:9] offset:8           ; examples/adamw.kgen:9: load of 'v'
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[18:19], s[26:27]               ; lanes where %vpred_118
	global_load_dword v9, v1, s[8:9] offset:12          ; examples/adamw.kgen:9: load of 'v'
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_109
	global_load_dword v10, v1, s[10:11]                 ; examples/adamw.kgen:14: load of 'p'
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v11, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[20:21]               ; lanes where %vpred_112
	global_load_dword v11, v1, s[10:11] offset:4        ; examples/adamw.kgen:14: load of 'p'
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_115
	global_load_dword v12, v1, s[10:11] offset:8        ; examples/adamw.kgen:14: load of 'p'
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v13, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[26:27]               ; lanes where %vpred_118
	global_load_dword v13, v1, s[10:11] offset:12       ; examples/adamw.kgen:14: load of 'p'
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(11)
	v_mul_f32 v14, s12, v3                              ; examples/adamw.kgen:8
	s_waitcnt vmcnt(10)
	v_mul_f32 v3, s12, v4                               ; examples/adamw.kgen:8
	s_waitcnt vmcnt(9)
	v_mul_f32 v4, s12, v5                               ; examples/adamw.kgen:8
	s_waitcnt vmcnt(8)
	v_mul_f32 v5, s12, v2                               ; examples/adamw.kgen:8
	v_sub_f32 v2, 1.0, s12                              ; examples/adamw.kgen:8
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_109
	global_load_dword v15, v1, s[4:5]                   ; examples/adamw.kgen:7: load of 'g'
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[20:21]               ; lanes where %vpred_112
	global_load_dword v16, v1, s[4:5] offset:4          ; examples/adamw.kgen:7: load of 'g'
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_115
	global_load_dword v17, v1, s[4:5] offset:8          ; examples/adamw.kgen:7: load of 'g'
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v18, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[26:27]               ; lanes where %vpred_118
	global_load_dword v18, v1, s[4:5] offset:12         ; examples/adamw.kgen:7: load of 'g'
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(3)
	v_mul_f32 v19, v2, v15                              ; examples/adamw.kgen:8
	s_waitcnt vmcnt(2)
	v_mul_f32 v20, v2, v16                              ; examples/adamw.kgen:8
	s_waitcnt vmcnt(1)
	v_mul_f32 v21, v2, v17                              ; examples/adamw.kgen:8
	s_waitcnt vmcnt(0)
	v_mul_f32 v22, v2, v18                              ; examples/adamw.kgen:8
	v_add_f32 v2, v14, v19                              ; examples/adamw.kgen:8
	v_add_f32 v14, v3, v20                              ; examples/adamw.kgen:8
	v_add_f32 v3, v4, v21                               ; examples/adamw.kgen:8
	v_add_f32 v4, v5, v22                               ; examples/adamw.kgen:8
	s_and_saveexec_b64 s[4:5], s[6:7]                   ; lanes where %vpred_109
	global_store_dword v1, v2, s[22:23]                 ; examples/adamw.kgen:12: store to 'm'
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[20:21]                 ; lanes where %vpred_112
	global_store_dword v1, v14, s[22:23] offset:4       ; examples/adamw.kgen:12: store to 'm'
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[24:25]                 ; lanes where %vpred_115
	global_store_dword v1, v3, s[22:23] offset:8        ; examples/adamw.kgen:12: store to 'm'
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[26:27]                 ; lanes where %vpred_118
	global_store_dword v1, v4, s[22:23] offset:12       ; examples/adamw.kgen:12: store to 'm'
	s_mov_b64 exec, s[4:5]
	v_mul_f32 v5, s13, v6                               ; examples/adamw.kgen:9
	v_mul_f32 v6, s13, v7                               ; examples/adamw.kgen:9
	v_mul_f32 v7, s13, v8                               ; examples/adamw.kgen:9
	v_mul_f32 v8, s13, v9                               ; examples/adamw.kgen:9
	v_sub_f32 v9, 1.0, s13                              ; examples/adamw.kgen:9
	v_mul_f32 v19, v9, v15                              ; examples/adamw.kgen:9
	v_mul_f32 v20, v9, v16                              ; examples/adamw.kgen:9
	v_mul_f32 v21, v9, v17                              ; examples/adamw.kgen:9
	v_mul_f32 v22, v9, v18                              ; examples/adamw.kgen:9
	v_mul_f32 v9, v19, v15                              ; examples/adamw.kgen:9
	v_mul_f32 v15, v20, v16                             ; examples/adamw.kgen:9
	v_mul_f32 v16, v21, v17                             ; examples/adamw.kgen:9
	v_mul_f32 v17, v22, v18                             ; examples/adamw.kgen:9
	v_add_f32 v18, v5, v9                               ; examples/adamw.kgen:9
	v_add_f32 v5, v6, v15                               ; examples/adamw.kgen:9
	v_add_f32 v6, v7, v16                               ; examples/adamw.kgen:9
	v_add_f32 v7, v8, v17                               ; examples/adamw.kgen:9
	s_and_saveexec_b64 s[4:5], s[6:7]                   ; lanes where %vpred_109
	global_store_dword v1, v18, s[8:9]                  ; examples/adamw.kgen:13: store to 'v'
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[20:21]                 ; lanes where %vpred_112
	global_store_dword v1, v5, s[8:9] offset:4          ; examples/adamw.kgen:13: store to 'v'
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[24:25]                 ; lanes where %vpred_115
	global_store_dword v1, v6, s[8:9] offset:8          ; examples/adamw.kgen:13: store to 'v'
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[26:27]                 ; lanes where %vpred_118
	global_store_dword v1, v7, s[8:9] offset:12         ; examples/adamw.kgen:13: store to 'v'
	s_mov_b64 exec, s[4:5]
	v_div_scale_f32 v8, s[4:5], s14, s14, v2            ; examples/adamw.kgen:10
	v_rcp_f32 v9, v8
	v_div_scale_f32 v15, vcc, v2, s14, v2
	v_fma_f32 v16, -v8, v9, 1.0
	v_fma_f32 v9, v16, v9, v9
	v_mul_f32 v17, v15, v9
	v_fma_f32 v16, -v8, v17, v15
	v_fma_f32 v17, v16, v9, v17
	v_fma_f32 v16, -v8, v17, v15
	v_div_fmas_f32 v16, v16, v9, v17
	v_div_fixup_f32 v8, v16, s14, v2
	v_div_scale_f32 v2, s[4:5], s14, s14, v14           ; examples/adamw.kgen:10
	v_rcp_f32 v9, v2
	v_div_scale_f32 v15, vcc, v14, s14, v14
	v_fma_f32 v16, -v2, v9, 1.0
	v_fma_f32 v9, v16, v9, v9
	v_mul_f32 v17, v15, v9
	v_fma_f32 v16, -v2, v17, v15
	v_fma_f32 v17, v16, v9, v17
	v_fma_f32 v16, -v2, v17, v15
	v_div_fmas_f32 v16, v16, v9, v17
	v_div_fixup_f32 v2, v16, s14, v14
	v_div_scale_f32 v9, s[4:5], s14, s14, v3            ; examples/adamw.kgen:10
	v_rcp_f32 v14, v9
	v_div_scale_f32 v15, vcc, v3, s14, v3
	v_fma_f32 v16, -v9, v14, 1.0
	v_fma_f32 v14, v16, v14, v14
	v_mul_f32 v17, v15, v14
	v_fma_f32 v16, -v9, v17, v15
	v_fma_f32 v17, v16, v14, v17
	v_fma_f32 v16, -v9, v17, v15
	v_div_fmas_f32 v16, v16, v14, v17
	v_div_fixup_f32 v9, v16, s14, v3
	v_div_scale_f32 v3, s[4:5], s14, s14, v4            ; examples/adamw.kgen:10
	v_rcp_f32 v14, v3
	v_div_scale_f32 v15, vcc, v4, s14, v4
	v_fma_f32 v16, -v3, v14, 1.0
	v_fma_f32 v14, v16, v14, v14
	v_mul_f32 v17, v15, v14
	v_fma_f32 v16, -v3, v17, v15
	v_fma_f32 v17, v16, v14, v17
	v_fma_f32 v16, -v3, v17, v15
	v_div_fmas_f32 v16, v16, v14, v17
	v_div_fixup_f32 v3, v16, s14, v4
	v_div_scale_f32 v4, s[4:5], s15, s15, v18           ; examples/adamw.kgen:11
	v_rcp_f32 v14, v4
	v_div_scale_f32 v15, vcc, v18, s15, v18
	v_fma_f32 v16, -v4, v14, 1.0
	v_fma_f32 v14, v16, v14, v14
	v_mul_f32 v17, v15, v14
	v_fma_f32 v16, -v4, v17, v15
	v_fma_f32 v17, v16, v14, v17
	v_fma_f32 v16, -v4, v17, v15
	v_div_fmas_f32 v16, v16, v14, v17
	v_div_fixup_f32 v4, v16, s15, v18
	v_div_scale_f32 v14, s[4:5], s15, s15, v5           ; examples/adamw.kgen:11
	v_rcp_f32 v15, v14
	v_div_scale_f32 v16, vcc, v5, s15, v5
	v_fma_f32 v17, -v14, v15, 1.0
	v_fma_f32 v15, v17, v15, v15
	v_mul_f32 v18, v16, v15
	v_fma_f32 v17, -v14, v18, v16
	v_fma_f32 v18, v17, v15, v18
	v_fma_f32 v17, -v14, v18, v16
	v_div_fmas_f32 v17, v17, v15, v18
	v_div_fixup_f32 v14, v17, s15, v5
	v_div_scale_f32 v5, s[4:5], s15, s15, v6            ; examples/adamw.kgen:11
	v_rcp_f32 v15, v5
	v_div_scale_f32 v16, vcc, v6, s15, v6
	v_fma_f32 v17, -v5, v15, 1.0
	v_fma_f32 v15, v17, v15, v15
	v_mul_f32 v18, v16, v15
	v_fma_f32 v17, -v5, v18, v16
	v_fma_f32 v18, v17, v15, v18
	v_fma_f32 v17, -v5, v18, v16
	v_div_fmas_f32 v17, v17, v15, v18
	v_div_fixup_f32 v5, v17, s15, v6
	v_div_scale_f32 v6, s[4:5], s15, s15, v7            ; examples/adamw.kgen:11
	v_rcp_f32 v15, v6
	v_div_scale_f32 v16, vcc, v7, s15, v7
	v_fma_f32 v17, -v6, v15, 1.0
	v_fma_f32 v15, v17, v15, v15
	v_mul_f32 v18, v16, v15
	v_fma_f32 v17, -v6, v18, v16
	v_fma_f32 v18, v17, v15, v18
	v_fma_f32 v17, -v6, v18, v16
	v_div_fmas_f32 v17, v17, v15, v18
	v_div_fixup_f32 v6, v17, s15, v7
	v_sqrt_f32 v7, v4                                   ; examples/adamw.kgen:14
	v_sqrt_f32 v4, v14                                  ; examples/adamw.kgen:14
	v_sqrt_f32 v14, v5                                  ; examples/adamw.kgen:14
	v_sqrt_f32 v5, v6                                   ; examples/adamw.kgen:14
	v_add_f32 v6, s16, v7                               ; examples/adamw.kgen:14
	v_add_f32 v7, s16, v4                               ; examples/adamw.kgen:14
	v_add_f32 v4, s16, v14                              ; examples/adamw.kgen:14
	v_add_f32 v14, s16, v5                              ; examples/adamw.kgen:14
	v_div_scale_f32 v5, s[4:5], v6, v6, v8              ; examples/adamw.kgen:14
	v_rcp_f32 v15, v5
	v_div_scale_f32 v16, vcc, v8, v6, v8
	v_fma_f32 v17, -v5, v15, 1.0
	v_fma_f32 v15, v17, v15, v15
	v_mul_f32 v18, v16, v15
	v_fma_f32 v17, -v5, v18, v16
	v_fma_f32 v18, v17, v15, v18
	v_fma_f32 v17, -v5, v18, v16
	v_div_fmas_f32 v17, v17, v15, v18
	v_div_fixup_f32 v5, v17, v6, v8
	v_div_scale_f32 v6, s[4:5], v7, v7, v2              ; examples/adamw.kgen:14
	v_rcp_f32 v8, v6
	v_div_scale_f32 v15, vcc, v2, v7, v2
	v_fma_f32 v16, -v6, v8, 1.0
	v_fma_f32 v8, v16, v8, v8
	v_mul_f32 v17, v15, v8
	v_fma_f32 v16, -v6, v17, v15
	v_fma_f32 v17, v16, v8, v17
	v_fma_f32 v16, -v6, v17, v15
	v_div_fmas_f32 v16, v16, v8, v17
	v_div_fixup_f32 v6, v16, v7, v2
	v_div_scale_f32 v2, s[4:5], v4, v4, v9              ; examples/adamw.kgen:14
	v_rcp_f32 v7, v2
	v_div_scale_f32 v8, vcc, v9, v4, v9
	v_fma_f32 v15, -v2, v7, 1.0
	v_fma_f32 v7, v15, v7, v7
	v_mul_f32 v16, v8, v7
	v_fma_f32 v15, -v2, v16, v8
	v_fma_f32 v16, v15, v7, v16
	v_fma_f32 v15, -v2, v16, v8
	v_div_fmas_f32 v15, v15, v7, v16
	v_div_fixup_f32 v2, v15, v4, v9
	v_div_scale_f32 v4, s[4:5], v14, v14, v3            ; examples/adamw.kgen:14
	v_rcp_f32 v7, v4
	v_div_scale_f32 v8, vcc, v3, v14, v3
	v_fma_f32 v9, -v4, v7, 1.0
	v_fma_f32 v7, v9, v7, v7
	v_mul_f32 v15, v8, v7
	v_fma_f32 v9, -v4, v15, v8
	v_fma_f32 v15, v9, v7, v15
	v_fma_f32 v9, -v4, v15, v8
	v_div_fmas_f32 v9, v9, v7, v15
	v_div_fixup_f32 v4, v9, v14, v3
	v_mul_f32 v3, s17, v10                              ; examples/adamw.kgen:14
	v_mul_f32 v7, s17, v11                              ; examples/adamw.kgen:14
	v_mul_f32 v8, s17, v12                              ; examples/adamw.kgen:14
	v_mul_f32 v9, s17, v13                              ; examples/adamw.kgen:14
	v_add_f32 v14, v5, v3                               ; examples/adamw.kgen:14
	v_add_f32 v3, v6, v7                                ; examples/adamw.kgen:14
	v_add_f32 v5, v2, v8                                ; examples/adamw.kgen:14
	v_add_f32 v2, v4, v9                                ; examples/adamw.kgen:14
	v_mul_f32 v4, s3, v14                               ; examples/adamw.kgen:14
	v_mul_f32 v6, s3, v3                                ; examples/adamw.kgen:14
	v_mul_f32 v3, s3, v5                                ; examples/adamw.kgen:14
	v_mul_f32 v5, s3, v2                                ; examples/adamw.kgen:14
	v_sub_f32 v2, v10, v4                               ; examples/adamw.kgen:14
	v_sub_f32 v4, v11, v6                               ; examples/adamw.kgen:14
	v_sub_f32 v6, v12, v3                               ; examples/adamw.kgen:14
	v_sub_f32 v3, v13, v5                               ; examples/adamw.kgen:14
	s_and_saveexec_b64 s[4:5], s[6:7]                   ; lanes where %vpred_109
	global_store_dword v1, v2, s[10:11]                 ; examples/adamw.kgen:14: store to 'p'
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[20:21]                 ; lanes where %vpred_112
	global_store_dword v1, v4, s[10:11] offset:4        ; examples/adamw.kgen:14: store to 'p'
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[24:25]                 ; lanes where %vpred_115
	global_store_dword v1, v6, s[10:11] offset:8        ; examples/adamw.kgen:14: store to 'p'
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[26:27]                 ; lanes where %vpred_118
	global_store_dword v1, v3, s[10:11] offset:12       ; examples/adamw.kgen:14: store to 'p'
	s_mov_b64 exec, s[4:5]
.Ladamw_if0_end:
	s_endpgm
.Lfunc_end_adamw:
	.size	adamw, .Lfunc_end_adamw-adamw

	.rodata
	.p2align	6
	.amdhsa_kernel adamw
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 64
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 28
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
  - .name:           adamw
    .symbol:         adamw.kd
    .args:
      - .name:           p
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
      - .name:           g
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           m
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
      - .name:           v
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
      - .name:           lr
        .offset:         32
        .size:           4
        .value_kind:     by_value
      - .name:           beta1
        .offset:         36
        .size:           4
        .value_kind:     by_value
      - .name:           beta2
        .offset:         40
        .size:           4
        .value_kind:     by_value
      - .name:           beta1_correction
        .offset:         44
        .size:           4
        .value_kind:     by_value
      - .name:           beta2_correction
        .offset:         48
        .size:           4
        .value_kind:     by_value
      - .name:           eps
        .offset:         52
        .size:           4
        .value_kind:     by_value
      - .name:           weight_decay
        .offset:         56
        .size:           4
        .value_kind:     by_value
      - .name:           N
        .offset:         60
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 64
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     34
    .sgpr_spill_count: 0
    .vgpr_count:     24
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
