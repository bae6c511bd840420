; kgen AMDGCN module for gfx950: 4 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 5

; kernel fp8_quant_act: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel fp8_quant_act from examples/fp8_quant.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 64 threads = 1 x 64-wide waves
;   grid: kb, m
;   chunk: m: 1, kb: 1, j: 128; walked in chunks: none
;   layout: m:1 x kb:1 x j:128: reg[j1 j2 j4] lane[j8 j16 j32 j64 0 0] warp[]
;     (fastest axis 'j', 8 contiguous elements per thread)
;   fastest axis 'j': most bytes of plain accesses are contiguous along it
;   vector 8: 16-byte accesses of 2-byte elements
;   value layouts (the dominant layout sliced to each value's axes):
;     L0 [m, kb, j]: m:1 x kb:1 x j:128: reg[j1 j2 j4] lane[j8 j16 j32 j64 0 0] warp[]
;     L1 [m, kb]: m:1 x kb:1: reg[0 0 0] lane[0 0 0 0 0 0] warp[]
;       12:14 load x -> L0; 12:10 cast -> L0; 13:18 abs -> L0; 13:14 reduce max -> L1; 13:10 max -> L1; 13:10 div -> L1
;       14:24 div -> L0; 14:19 cast -> L0
; resources: 20 VGPRs, 0 AGPRs, 22 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 0 bytes LDS, 32 bytes of arguments, 64 threads
;   arg x: tensor bf16 at 0 (read-only)
;   arg y: tensor e4m3 at 8
;   arg s: tensor f32 at 16
;   arg M: dim i32 at 24
;   arg KB: dim i32 at 28
; s[0:1] kernarg pointer, s2 workgroup id x, s3 workgroup id y, v0 work-item id
	.text
	.globl	fp8_quant_act
	.p2align	8
	.type	fp8_quant_act,@function
fp8_quant_act:
	s_mov_b32 s4, 0x43e00000                            ; the e4m3 saturation bound for the whole kernel
	s_load_dwordx2 s[6:7], s[0:1], 0x0                  ; argument x
	s_load_dwordx2 s[8:9], s[0:1], 0x8                  ; argument y
	s_load_dwordx2 s[10:11], s[0:1], 0x10               ; argument s
	s_load_dword s5, s[0:1], 0x1c                       ; argument KB
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s12, s2                                   ; program index along 'kb'
	s_mov_b32 s13, s3                                   ; program index along 'm'
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s14, 0x80, s5                             ; a stride of 'x'
	v_and_b32 v2, 15, v1
	v_lshlrev_b32 v3, 3, v2
	v_lshlrev_b32 v2, 1, v3                             ; thread's byte offset in a chunk of 'x'
	s_mul_i32 s16, s13, s14
	s_mul_hi_u32 s17, s13, s14
	s_lshl_b64 s[14:15], s[16:17], 1
	s_add_u32 s18, s6, s14                              ; 'x' at this program
	s_addc_u32 s19, s7, s15
	s_mul_i32 s6, s12, 0x80
	s_mul_hi_u32 s7, s12, 0x80
	s_lshl_b64 s[14:15], s[6:7], 1
	s_add_u32 s20, s18, s14                             ; 'x' at this program
	s_addc_u32 s21, s19, s15
	global_load_dwordx4 v[4:7], v2, s[20:21]            ; examples/fp8_quant.kgen:12: 16-byte load of 'x'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v2, 16, v4
	v_and_b32 v8, 0xffff0000, v4
	v_lshlrev_b32 v9, 16, v5
	v_and_b32 v10, 0xffff0000, v5
	v_lshlrev_b32 v11, 16, v6
	v_and_b32 v12, 0xffff0000, v6
	v_lshlrev_b32 v13, 16, v7
	v_and_b32 v14, 0xffff0000, v7
	v_and_b32 v4, 0x7fffffff, v2                        ; examples/fp8_quant.kgen:13
	v_and_b32 v5, 0x7fffffff, v8                        ; examples/fp8_quant.kgen:13
	v_and_b32 v6, 0x7fffffff, v9                        ; examples/fp8_quant.kgen:13
	v_and_b32 v7, 0x7fffffff, v10                       ; examples/fp8_quant.kgen:13
	v_and_b32 v15, 0x7fffffff, v11                      ; examples/fp8_quant.kgen:13
	v_and_b32 v16, 0x7fffffff, v12                      ; examples/fp8_quant.kgen:13
	v_and_b32 v17, 0x7fffffff, v13                      ; examples/fp8_quant.kgen:13
	v_and_b32 v18, 0x7fffffff, v14                      ; examples/fp8_quant.kgen:13
	v_max_f32 v19, v4, v5                               ; max over 'j' (examples/fp8_quant.kgen:13)
	v_cmp_u_f32 s[14:15], v4, v5
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v5, v19, v4, s[14:15]
	v_max_f32 v4, v5, v6                                ; max over 'j' (examples/fp8_quant.kgen:13)
	v_cmp_u_f32 s[14:15], v5, v6
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v6, v4, v5, s[14:15]
	v_max_f32 v4, v6, v7                                ; max over 'j' (examples/fp8_quant.kgen:13)
	v_cmp_u_f32 s[14:15], v6, v7
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v6, v4, v5, s[14:15]
	v_max_f32 v4, v6, v15                               ; max over 'j' (examples/fp8_quant.kgen:13)
	v_cmp_u_f32 s[14:15], v6, v15
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v6, v4, v5, s[14:15]
	v_max_f32 v4, v6, v16                               ; max over 'j' (examples/fp8_quant.kgen:13)
	v_cmp_u_f32 s[14:15], v6, v16
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v6, v4, v5, s[14:15]
	v_max_f32 v4, v6, v17                               ; max over 'j' (examples/fp8_quant.kgen:13)
	v_cmp_u_f32 s[14:15], v6, v17
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v6, v4, v5, s[14:15]
	v_max_f32 v4, v6, v18                               ; max over 'j' (examples/fp8_quant.kgen:13)
	v_cmp_u_f32 s[14:15], v6, v18
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v6, v4, v5, s[14:15]
	ds_swizzle_b32 v4, v6 offset:swizzle(SWAP,1)        ; max over 'j' (examples/fp8_quant.kgen:13): lanes 1 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v5, v6, v4
	v_cmp_u_f32 s[14:15], v6, v4
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v6, v5, v4, s[14:15]
	ds_swizzle_b32 v4, v6 offset:swizzle(SWAP,2)        ; max over 'j' (examples/fp8_quant.kgen:13): lanes 2 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v5, v6, v4
	v_cmp_u_f32 s[14:15], v6, v4
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v6, v5, v4, s[14:15]
	ds_swizzle_b32 v4, v6 offset:swizzle(SWAP,4)        ; max over 'j' (examples/fp8_quant.kgen:13): lanes 4 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v5, v6, v4
	v_cmp_u_f32 s[14:15], v6, v4
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v6, v5, v4, s[14:15]
	ds_swizzle_b32 v4, v6 offset:swizzle(SWAP,8)        ; max over 'j' (examples/fp8_quant.kgen:13): lanes 8 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v5, v6, v4
	v_cmp_u_f32 s[14:15], v6, v4
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v6, v5, v4, s[14:15]
	v_max_f32 v4, 0x2edbe6ff, v6                        ; examples/fp8_quant.kgen:13
	v_mov_b32 v5, 0x2edbe6ff
	v_cmp_u_f32 s[14:15], v6, v5
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v6, v4, v5, s[14:15]
	v_mov_b32 v4, 0x43e00000                            ; examples/fp8_quant.kgen:13
	v_div_scale_f32 v5, s[14:15], v4, v4, v6
	v_rcp_f32 v7, v5
	v_div_scale_f32 v15, vcc, v6, v4, v6
	v_fma_f32 v16, -v5, v7, 1.0
	v_fma_f32 v7, v16, v7, v7
	v_mul_f32 v17, v15, v7
	v_fma_f32 v16, -v5, v17, v15
	v_fma_f32 v17, v16, v7, v17
	v_fma_f32 v16, -v5, v17, v15
	v_div_fmas_f32 v16, v16, v7, v17
	v_div_fixup_f32 v5, v16, v4, v6
	v_div_scale_f32 v4, s[14:15], v5, v5, v2            ; examples/fp8_quant.kgen:14
	v_rcp_f32 v6, v4
	v_div_scale_f32 v7, vcc, v2, v5, v2
	v_fma_f32 v15, -v4, v6, 1.0
	v_fma_f32 v6, v15, v6, v6
	v_mul_f32 v16, v7, v6
	v_fma_f32 v15, -v4, v16, v7
	v_fma_f32 v16, v15, v6, v16
	v_fma_f32 v15, -v4, v16, v7
	v_div_fmas_f32 v15, v15, v6, v16
	v_div_fixup_f32 v4, v15, v5, v2
	v_div_scale_f32 v2, s[14:15], v5, v5, v8            ; examples/fp8_quant.kgen:14
	v_rcp_f32 v6, v2
	v_div_scale_f32 v7, vcc, v8, v5, v8
	v_fma_f32 v15, -v2, v6, 1.0
	v_fma_f32 v6, v15, v6, v6
	v_mul_f32 v16, v7, v6
	v_fma_f32 v15, -v2, v16, v7
	v_fma_f32 v16, v15, v6, v16
	v_fma_f32 v15, -v2, v16, v7
	v_div_fmas_f32 v15, v15, v6, v16
	v_div_fixup_f32 v2, v15, v5, v8
	v_div_scale_f32 v6, s[14:15], v5, v5, v9            ; examples/fp8_quant.kgen:14
	v_rcp_f32 v7, v6
	v_div_scale_f32 v8, vcc, v9, v5, v9
	v_fma_f32 v15, -v6, v7, 1.0
	v_fma_f32 v7, v15, v7, v7
	v_mul_f32 v16, v8, v7
	v_fma_f32 v15, -v6, v16, v8
	v_fma_f32 v16, v15, v7, v16
	v_fma_f32 v15, -v6, v16, v8
	v_div_fmas_f32 v15, v15, v7, v16
	v_div_fixup_f32 v6, v15, v5, v9
	v_div_scale_f32 v7, s[14:15], v5, v5, v10           ; examples/fp8_quant.kgen:14
	v_rcp_f32 v8, v7
	v_div_scale_f32 v9, vcc, v10, v5, v10
	v_fma_f32 v15, -v7, v8, 1.0
	v_fma_f32 v8, v15, v8, v8
	v_mul_f32 v16, v9, v8
	v_fma_f32 v15, -v7, v16, v9
	v_fma_f32 v16, v15, v8, v16
	v_fma_f32 v15, -v7, v16, v9
	v_div_fmas_f32 v15, v15, v8, v16
	v_div_fixup_f32 v7, v15, v5, v10
	v_div_scale_f32 v8, s[14:15], v5, v5, v11           ; examples/fp8_quant.kgen:14
	v_rcp_f32 v9, v8
	v_div_scale_f32 v10, vcc, v11, v5, v11
	v_fma_f32 v15, -v8, v9, 1.0
	v_fma_f32 v9, v15, v9, v9
	v_mul_f32 v16, v10, v9
	v_fma_f32 v15, -v8, v16, v10
	v_fma_f32 v16, v15, v9, v16
	v_fma_f32 v15, -v8, v16, v10
	v_div_fmas_f32 v15, v15, v9, v16
	v_div_fixup_f32 v8, v15, v5, v11
	v_div_scale_f32 v9, s[14:15], v5, v5, v12           ; examples/fp8_quant.kgen:14
	v_rcp_f32 v10, v9
	v_div_scale_f32 v11, vcc, v12, v5, v12
	v_fma_f32 v15, -v9, v10, 1.0
	v_fma_f32 v10, v15, v10, v10
	v_mul_f32 v16, v11, v10
	v_fma_f32 v15, -v9, v16, v11
	v_fma_f32 v16, v15, v10, v16
	v_fma_f32 v15, -v9, v16, v11
	v_div_fmas_f32 v15, v15, v10, v16
	v_div_fixup_f32 v9, v15, v5, v12
	v_div_scale_f32 v10, s[14:15], v5, v5, v13          ; examples/fp8_quant.kgen:14
	v_rcp_f32 v11, v10
	v_div_scale_f32 v12, vcc, v13, v5, v13
	v_fma_f32 v15, -v10, v11, 1.0
	v_fma_f32 v11, v15, v11, v11
	v_mul_f32 v16, v12, v11
	v_fma_f32 v15, -v10, v16, v12
	v_fma_f32 v16, v15, v11, v16
	v_fma_f32 v15, -v10, v16, v12
	v_div_fmas_f32 v15, v15, v11, v16
	v_div_fixup_f32 v10, v15, v5, v13
	v_div_scale_f32 v11, s[14:15], v5, v5, v14          ; examples/fp8_quant.kgen:14
	v_rcp_f32 v12, v11
	v_div_scale_f32 v13, vcc, v14, v5, v14
	v_fma_f32 v15, -v11, v12, 1.0
	v_fma_f32 v12, v15, v12, v12
	v_mul_f32 v16, v13, v12
	v_fma_f32 v15, -v11, v16, v13
	v_fma_f32 v16, v15, v12, v16
	v_fma_f32 v15, -v11, v16, v13
	v_div_fmas_f32 v15, v15, v12, v16
	v_div_fixup_f32 v11, v15, v5, v14
	v_and_b32 v12, 48, v1
	v_cmp_eq_u32 s[14:15], v12, 0                       ; one thread of each group of copies
	s_add_u32 s18, s8, s16                              ; 'y' at this program
	s_addc_u32 s19, s9, s17
	s_add_u32 s8, s18, s6                               ; 'y' at this program
	s_addc_u32 s9, s19, s7
	v_cmp_u_f32 s[6:7], v4, v4
	v_med3_f32 v12, v4, -s4, s4
	s_nop 0
	v_cndmask_b32 v12, v12, v4, s[6:7]
	v_cvt_pk_fp8_f32 v12, v12, 0
	v_and_b32 v4, 0xff, v12
	s_and_saveexec_b64 s[6:7], s[14:15]                 ; lanes where %vpred_66
	global_store_byte v3, v4, s[8:9]                    ; examples/fp8_quant.kgen:14: store to 'y'
	s_mov_b64 exec, s[6:7]
	v_cmp_u_f32 s[6:7], v2, v2
	v_med3_f32 v4, v2, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v2, s[6:7]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v2, 0xff, v4
	s_and_saveexec_b64 s[6:7], s[14:15]                 ; lanes where %vpred_66
	global_store_byte v3, v2, s[8:9] offset:1           ; examples/fp8_quant.kgen:14: store to 'y'
	s_mov_b64 exec, s[6:7]
	v_cmp_u_f32 s[6:7], v6, v6
	v_med3_f32 v2, v6, -s4, s4
	s_nop 0
	v_cndmask_b32 v2, v2, v6, s[6:7]
	v_cvt_pk_fp8_f32 v2, v2, 0
	v_and_b32 v4, 0xff, v2
	s_and_saveexec_b64 s[6:7], s[14:15]                 ; lanes where %vpred_66
	global_store_byte v3, v4, s[8:9] offset:2           ; examples/fp8_quant.kgen:14: store to 'y'
	s_mov_b64 exec, s[6:7]
	v_cmp_u_f32 s[6:7], v7, v7
	v_med3_f32 v2, v7, -s4, s4
	s_nop 0
	v_cndmask_b32 v2, v2, v7, s[6:7]
	v_cvt_pk_fp8_f32 v2, v2, 0
	v_and_b32 v4, 0xff, v2
	s_and_saveexec_b64 s[6:7], s[14:15]                 ; lanes where %vpred_66
	global_store_byte v3, v4, s[8:9] offset:3           ; examples/fp8_quant.kgen:14: store to 'y'
	s_mov_b64 exec, s[6:7]
	v_cmp_u_f32 s[6:7], v8, v8
	v_med3_f32 v2, v8, -s4, s4
	s_nop 0
	v_cndmask_b32 v2, v2, v8, s[6:7]
	v_cvt_pk_fp8_f32 v2, v2, 0
	v_and_b32 v4, 0xff, v2
	s_and_saveexec_b64 s[6:7], s[14:15]                 ; lanes where %vpred_66
	global_store_byte v3, v4, s[8:9] offset:4           ; examples/fp8_quant.kgen:14: store to 'y'
	s_mov_b64 exec, s[6:7]
	v_cmp_u_f32 s[6:7], v9, v9
	v_med3_f32 v2, v9, -s4, s4
	s_nop 0
	v_cndmask_b32 v2, v2, v9, s[6:7]
	v_cvt_pk_fp8_f32 v2, v2, 0
	v_and_b32 v4, 0xff, v2
	s_and_saveexec_b64 s[6:7], s[14:15]                 ; lanes where %vpred_66
	global_store_byte v3, v4, s[8:9] offset:5           ; examples/fp8_quant.kgen:14: store to 'y'
	s_mov_b64 exec, s[6:7]
	v_cmp_u_f32 s[6:7], v10, v10
	v_med3_f32 v2, v10, -s4, s4
	s_nop 0
	v_cndmask_b32 v2, v2, v10, s[6:7]
	v_cvt_pk_fp8_f32 v2, v2, 0
	v_and_b32 v4, 0xff, v2
	s_and_saveexec_b64 s[6:7], s[14:15]                 ; lanes where %vpred_66
	global_store_byte v3, v4, s[8:9] offset:6           ; examples/fp8_quant.kgen:14: store to 'y'
	s_mov_b64 exec, s[6:7]
	v_cmp_u_f32 s[6:7], v11, v11
	v_med3_f32 v2, v11, -s4, s4
	s_nop 0
	v_cndmask_b32 v2, v2, v11, s[6:7]
	v_cvt_pk_fp8_f32 v2, v2, 0
	v_and_b32 v4, 0xff, v2
	s_and_saveexec_b64 s[6:7], s[14:15]                 ; lanes where %vpred_66
	global_store_byte v3, v4, s[8:9] offset:7           ; examples/fp8_quant.kgen:14: store to 'y'
	s_mov_b64 exec, s[6:7]
	v_and_b32 v2, 63, v1
	v_cmp_eq_u32 s[6:7], v2, 0                          ; one thread of each group of copies
	s_mul_i32 s8, s13, s5
	s_mul_hi_u32 s9, s13, s5
	s_lshl_b64 s[4:5], s[8:9], 2
	s_add_u32 s8, s10, s4                               ; 's' at this program
	s_addc_u32 s9, s11, s5
	s_mov_b32 s4, s12
	s_mov_b32 s5, 0
	s_lshl_b64 s[10:11], s[4:5], 2
	s_add_u32 s4, s8, s10                               ; 's' at this program
	s_addc_u32 s5, s9, s11
	s_and_saveexec_b64 s[8:9], s[6:7]                   ; lanes where %vpred_79
	v_mov_b32 v1, 0                                     ; examples/fp8_quant.kgen:15: store to 's'
	global_store_dword v1, v5, s[4:5]
	s_mov_b64 exec, s[8:9]
	s_endpgm
.Lfunc_end_fp8_quant_act:
	.size	fp8_quant_act, .Lfunc_end_fp8_quant_act-fp8_quant_act

; kernel fp8_quant_weight: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel fp8_quant_weight from examples/fp8_quant.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: k, n
;   chunk: n: 32, k: 128; walked in chunks: none
;   layout: n:32 x k:128: reg[k1 k2 k4 n16] lane[k8 k16 k32 k64 n1 n2] warp[n4 n8]
;     (fastest axis 'k', 8 contiguous elements per thread)
;   fastest axis 'k': most bytes of plain accesses are contiguous along it
;   vector 8: 16-byte accesses of 2-byte elements
;   value layouts (the dominant layout sliced to each value's axes):
;     L0 [n, k]: n:32 x k:128: reg[k1 k2 k4 n16] lane[k8 k16 k32 k64 n1 n2] warp[n4 n8]
;     L1 [n]: n:32: reg[0 0 0 n16] lane[0 0 0 0 n1 n2] warp[n4 n8]
;     L2 [k]: k:128: reg[k1 k2 k4 0] lane[k8 k16 k32 k64 0 0] warp[0 0]
;       21:26 load w -> L0; 21:22 cast -> L0; 21:40 index n -> L1; 21:40 div -> L1; 21:49 index k -> L2; 21:49 div -> L2
;       21:37 gather ws -> L0; 21:22 mul -> L0; 21:17 cast -> L0
; resources: 23 VGPRs, 0 AGPRs, 58 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 0 bytes LDS, 40 bytes of arguments, 256 threads
;   arg w: tensor e4m3 at 0 (read-only)
;   arg ws: tensor f32 at 8 (read-only)
;   arg out: tensor bf16 at 16
;   arg N: dim i32 at 24
;   arg K: dim i32 at 28
;   arg NB: dim i32 at 32
;   arg KB: dim i32 at 36
; s[0:1] kernarg pointer, s2 workgroup id x, s3 workgroup id y, v0 work-item id
	.text
	.globl	fp8_quant_weight
	.p2align	8
	.type	fp8_quant_weight,@function
fp8_quant_weight:
	s_mov_b32 s4, 0x7fff                                ; the bf16 rounding bias for the whole kernel
	s_load_dwordx2 s[6:7], s[0:1], 0x0                  ; argument w
	s_load_dwordx2 s[8:9], s[0:1], 0x8                  ; argument ws
	s_load_dwordx2 s[10:11], s[0:1], 0x10               ; argument out
	s_load_dword s5, s[0:1], 0x18                       ; argument N
	s_load_dword s12, s[0:1], 0x1c                      ; argument K
	s_load_dword s13, s[0:1], 0x20                      ; argument NB
	s_load_dword s14, s[0:1], 0x24                      ; argument KB
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s15, s2                                   ; program index along 'k'
	s_mul_i32 s16, s15, 0x80                            ; first 'k' of this program's tile (128)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s15, s12, s16
	s_min_u32 s17, s15, 0x80                            ; 'k' elements in this tile
	s_mov_b32 s15, s3                                   ; program index along 'n'
	s_mul_i32 s18, s15, 32                              ; first 'n' of this program's tile (32)
	s_sub_u32 s15, s5, s18
	s_min_u32 s5, s15, 32                               ; 'n' elements in this tile
	s_and_b32 s15, s12, 7
	s_cmp_eq_u32 s15, 0                                 ; rows start aligned to 8 elements iff K % 8 == 0
	s_cselect_b32 s15, 1, 0
	s_cmp_ge_u32 s17, 0x80                              ; a whole chunk of 'k' (128) is in bounds
	s_cselect_b32 s19, 1, 0
	s_cmp_ge_u32 s5, 32                                 ; a whole chunk of 'n' (32) is in bounds
	s_cselect_b32 s20, 1, 0
	s_and_b32 s21, s19, s20
	s_and_b32 s19, s21, s15
	v_lshrrev_b32 v2, 4, v1
	v_mul_lo_u32 v3, s12, v2
	v_and_b32 v4, 15, v1
	v_lshlrev_b32 v1, 3, v4
	v_add_u32 v4, v3, v1
	s_mul_i32 s20, s18, s12
	s_mul_hi_u32 s21, s18, s12
	s_add_u32 s22, s6, s20                              ; 'w' at this program
	s_addc_u32 s23, s7, s21
	s_mov_b32 s6, s16
	s_mov_b32 s7, 0
	s_add_u32 s24, s22, s6                              ; 'w' at this program
	s_addc_u32 s25, s23, s7
	v_lshlrev_b32 v3, 1, v4                             ; thread's byte offset in a chunk of 'out'
	s_lshl_b64 s[22:23], s[20:21], 1
	s_add_u32 s20, s10, s22                             ; 'out' at this program
	s_addc_u32 s21, s11, s23
	s_lshl_b64 s[10:11], s[6:7], 1
	s_add_u32 s6, s20, s10                              ; 'out' at this program
	s_addc_u32 s7, s21, s11
	s_cmp_eq_u32 s19, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lfp8_quant_weight_if0_else
	global_load_dwordx2 v[6:7], v4, s[24:25]            ; examples/fp8_quant.kgen:21: 8-byte load of 'w'
	s_waitcnt vmcnt(0)
	v_lshrrev_b32 v5, 8, v6
	v_lshrrev_b32 v8, 16, v6
	v_lshrrev_b32 v9, 24, v6
	v_cvt_f32_fp8 v10, v6
	v_cvt_f32_fp8 v11, v5
	v_cvt_f32_fp8 v5, v8
	v_cvt_f32_fp8 v8, v9
	v_lshrrev_b32 v9, 8, v7
	v_lshrrev_b32 v12, 16, v7
	v_lshrrev_b32 v13, 24, v7
	v_cvt_f32_fp8 v14, v7
	v_cvt_f32_fp8 v6, v9
	v_cvt_f32_fp8 v7, v12
	v_cvt_f32_fp8 v9, v13
	s_mul_i32 s10, s12, 16
	v_add_u32 v12, s10, v4
	global_load_dwordx2 v[16:17], v12, s[24:25]         ; examples/fp8_quant.kgen:21: 8-byte load of 'w'
	s_waitcnt vmcnt(0)
	v_lshrrev_b32 v12, 8, v16
	v_lshrrev_b32 v13, 16, v16
	v_lshrrev_b32 v15, 24, v16
	v_cvt_f32_fp8 v18, v16
	v_cvt_f32_fp8 v19, v12
	v_cvt_f32_fp8 v12, v13
	v_cvt_f32_fp8 v13, v15
	v_lshrrev_b32 v15, 8, v17
	v_lshrrev_b32 v20, 16, v17
	v_lshrrev_b32 v21, 24, v17
	v_cvt_f32_fp8 v22, v17
	v_cvt_f32_fp8 v16, v15
	v_cvt_f32_fp8 v15, v20
	v_cvt_f32_fp8 v17, v21
	s_ashr_i32 s11, s18, 7
	s_ashr_i32 s15, s16, 7
	s_mul_i32 s19, s11, s14
	s_add_u32 s20, s19, s15
	s_lshl_b32 s19, s20, 2                              ; examples/fp8_quant.kgen:21: byte offset
	s_cmp_lt_u32 s11, s13                               ; subscript 0 of 'ws' inside [0, NB)
	s_cselect_b32 s11, 1, 0
	s_cmp_lt_u32 s15, s14                               ; subscript 1 of 'ws' inside [0, KB)
	s_cselect_b32 s15, 1, 0
	s_and_b32 s20, s11, s15
	v_mov_b32 v20, 0                                    ; absent element
	s_cmp_eq_u32 s20, 0                                 ; if %upred_75
	s_cbranch_scc1 .Lfp8_quant_weight_skip0
	v_mov_b32 v21, s19                                  ; examples/fp8_quant.kgen:21: gather from 'ws', one element for the thread's 16
	global_load_dword v20, v21, s[8:9]
.Lfp8_quant_weight_skip0:
	s_waitcnt vmcnt(0)
	v_mul_f32 v21, v10, v20                             ; examples/fp8_quant.kgen:21
	v_mul_f32 v10, v11, v20                             ; examples/fp8_quant.kgen:21
	v_mul_f32 v11, v5, v20                              ; examples/fp8_quant.kgen:21
	v_mul_f32 v5, v8, v20                               ; examples/fp8_quant.kgen:21
	v_mul_f32 v8, v14, v20                              ; examples/fp8_quant.kgen:21
	v_mul_f32 v14, v6, v20                              ; examples/fp8_quant.kgen:21
	v_mul_f32 v6, v7, v20                               ; examples/fp8_quant.kgen:21
	v_mul_f32 v7, v9, v20                               ; examples/fp8_quant.kgen:21
	v_mul_f32 v9, v18, v20                              ; examples/fp8_quant.kgen:21
	v_mul_f32 v18, v19, v20                             ; examples/fp8_quant.kgen:21
	v_mul_f32 v19, v12, v20                             ; examples/fp8_quant.kgen:21
	v_mul_f32 v12, v13, v20                             ; examples/fp8_quant.kgen:21
	v_mul_f32 v13, v22, v20                             ; examples/fp8_quant.kgen:21
	v_mul_f32 v22, v16, v20                             ; examples/fp8_quant.kgen:21
	v_mul_f32 v16, v15, v20                             ; examples/fp8_quant.kgen:21
	v_mul_f32 v15, v17, v20                             ; examples/fp8_quant.kgen:21
	v_bfe_u32 v17, v21, 16, 1
	v_add3_u32 v20, v21, v17, s4
	v_cmp_u_f32 s[22:23], v21, v21
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v20, v17, s[22:23]
	v_lshrrev_b32 v17, 16, v20
	s_cmp_eq_u32 s20, 0                                 ; if %upred_75
	s_cbranch_scc1 .Lfp8_quant_weight_skip1
	global_store_short v3, v17, s[6:7]                  ; examples/fp8_quant.kgen:21: store to 'out'
.Lfp8_quant_weight_skip1:
	v_bfe_u32 v17, v10, 16, 1
	v_add3_u32 v20, v10, v17, s4
	v_cmp_u_f32 s[22:23], v10, v10
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v20, v10, s[22:23]
	v_lshrrev_b32 v10, 16, v20
	s_cmp_eq_u32 s20, 0                                 ; if %upred_75
	s_cbranch_scc1 .Lfp8_quant_weight_skip2
	global_store_short v3, v10, s[6:7] offset:2         ; examples/fp8_quant.kgen:21: store to 'out'
.Lfp8_quant_weight_skip2:
	v_bfe_u32 v10, v11, 16, 1
	v_add3_u32 v17, v11, v10, s4
	v_cmp_u_f32 s[22:23], v11, v11
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v17, v17, v10, s[22:23]
	v_lshrrev_b32 v10, 16, v17
	s_cmp_eq_u32 s20, 0                                 ; if %upred_75
	s_cbranch_scc1 .Lfp8_quant_weight_skip3
	global_store_short v3, v10, s[6:7] offset:4         ; examples/fp8_quant.kgen:21: store to 'out'
.Lfp8_quant_weight_skip3:
	v_bfe_u32 v10, v5, 16, 1
	v_add3_u32 v11, v5, v10, s4
	v_cmp_u_f32 s[22:23], v5, v5
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v11, v11, v5, s[22:23]
	v_lshrrev_b32 v5, 16, v11
	s_cmp_eq_u32 s20, 0                                 ; if %upred_75
	s_cbranch_scc1 .Lfp8_quant_weight_skip4
	global_store_short v3, v5, s[6:7] offset:6          ; examples/fp8_quant.kgen:21: store to 'out'
.Lfp8_quant_weight_skip4:
	v_bfe_u32 v5, v8, 16, 1
	v_add3_u32 v10, v8, v5, s4
	v_cmp_u_f32 s[22:23], v8, v8
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v10, v10, v5, s[22:23]
	v_lshrrev_b32 v5, 16, v10
	s_cmp_eq_u32 s20, 0                                 ; if %upred_75
	s_cbranch_scc1 .Lfp8_quant_weight_skip5
	global_store_short v3, v5, s[6:7] offset:8          ; examples/fp8_quant.kgen:21: store to 'out'
.Lfp8_quant_weight_skip5:
	v_bfe_u32 v5, v14, 16, 1
	v_add3_u32 v8, v14, v5, s4
	v_cmp_u_f32 s[22:23], v14, v14
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v8, v8, v5, s[22:23]
	v_lshrrev_b32 v5, 16, v8
	s_cmp_eq_u32 s20, 0                                 ; if %upred_75
	s_cbranch_scc1 .Lfp8_quant_weight_skip6
	global_store_short v3, v5, s[6:7] offset:10         ; examples/fp8_quant.kgen:21: store to 'out'
.Lfp8_quant_weight_skip6:
	v_bfe_u32 v5, v6, 16, 1
	v_add3_u32 v8, v6, v5, s4
	v_cmp_u_f32 s[22:23], v6, v6
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v8, v8, v5, s[22:23]
	v_lshrrev_b32 v5, 16, v8
	s_cmp_eq_u32 s20, 0                                 ; if %upred_75
	s_cbranch_scc1 .Lfp8_quant_weight_skip7
	global_store_short v3, v5, s[6:7] offset:12         ; examples/fp8_quant.kgen:21: store to 'out'
.Lfp8_quant_weight_skip7:
	v_bfe_u32 v5, v7, 16, 1
	v_add3_u32 v6, v7, v5, s4
	v_cmp_u_f32 s[22:23], v7, v7
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v6, v6, v5, s[22:23]
	v_lshrrev_b32 v5, 16, v6
	s_cmp_eq_u32 s20, 0                                 ; if %upred_75
	s_cbranch_scc1 .Lfp8_quant_weight_skip8
	global_store_short v3, v5, s[6:7] offset:14         ; examples/fp8_quant.kgen:21: store to 'out'
.Lfp8_quant_weight_skip8:
	s_lshl_b32 s11, s10, 1
	v_add_u32 v5, s11, v3
	v_bfe_u32 v6, v9, 16, 1
	v_add3_u32 v7, v9, v6, s4
	v_cmp_u_f32 s[10:11], v9, v9
	v_mov_b32 v6, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v7, v7, v6, s[10:11]
	v_lshrrev_b32 v6, 16, v7
	s_cmp_eq_u32 s20, 0                                 ; if %upred_75
	s_cbranch_scc1 .Lfp8_quant_weight_skip9
	global_store_short v5, v6, s[6:7]                   ; examples/fp8_quant.kgen:21: store to 'out'
.Lfp8_quant_weight_skip9:
	v_bfe_u32 v6, v18, 16, 1
	v_add3_u32 v7, v18, v6, s4
	v_cmp_u_f32 s[10:11], v18, v18
	v_mov_b32 v6, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v7, v7, v6, s[10:11]
	v_lshrrev_b32 v6, 16, v7
	s_cmp_eq_u32 s20, 0                                 ; if %upred_75
	s_cbranch_scc1 .Lfp8_quant_weight_skip10
	global_store_short v5, v6, s[6:7] offset:2          ; examples/fp8_quant.kgen:21: store to 'out'
.Lfp8_quant_weight_skip10:
	v_bfe_u32 v6, v19, 16, 1
	v_add3_u32 v7, v19, v6, s4
	v_cmp_u_f32 s[10:11], v19, v19
	v_mov_b32 v6, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v7, v7, v6, s[10:11]
	v_lshrrev_b32 v6, 16, v7
	s_cmp_eq_u32 s20, 0                                 ; if %upred_75
	s_cbranch_scc1 .Lfp8_quant_weight_skip11
	global_store_short v5, v6, s[6:7] offset:4          ; examples/fp8_quant.kgen:21: store to 'out'
.Lfp8_quant_weight_skip11:
	v_bfe_u32 v6, v12, 16, 1
	v_add3_u32 v7, v12, v6, s4
	v_cmp_u_f32 s[10:11], v12, v12
	v_mov_b32 v6, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v7, v7, v6, s[10:11]
	v_lshrrev_b32 v6, 16, v7
	s_cmp_eq_u32 s20, 0                                 ; if %upred_75
	s_cbranch_scc1 .Lfp8_quant_weight_skip12
	global_store_short v5, v6, s[6:7] offset:6          ; examples/fp8_quant.kgen:21: store to 'out'
.Lfp8_quant_weight_skip12:
	v_bfe_u32 v6, v13, 16, 1
	v_add3_u32 v7, v13, v6, s4
	v_cmp_u_f32 s[10:11], v13, v13
	v_mov_b32 v6, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v7, v7, v6, s[10:11]
	v_lshrrev_b32 v6, 16, v7
	s_cmp_eq_u32 s20, 0                                 ; if %upred_75
	s_cbranch_scc1 .Lfp8_quant_weight_skip13
	global_store_short v5, v6, s[6:7] offset:8          ; examples/fp8_quant.kgen:21: store to 'out'
.Lfp8_quant_weight_skip13:
	v_bfe_u32 v6, v22, 16, 1
	v_add3_u32 v7, v22, v6, s4
	v_cmp_u_f32 s[10:11], v22, v22
	v_mov_b32 v6, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v7, v7, v6, s[10:11]
	v_lshrrev_b32 v6, 16, v7
	s_cmp_eq_u32 s20, 0                                 ; if %upred_75
	s_cbranch_scc1 .Lfp8_quant_weight_skip14
	global_store_short v5, v6, s[6:7] offset:10         ; examples/fp8_quant.kgen:21: store to 'out'
.Lfp8_quant_weight_skip14:
	v_bfe_u32 v6, v16, 16, 1
	v_add3_u32 v7, v16, v6, s4
	v_cmp_u_f32 s[10:11], v16, v16
	v_mov_b32 v6, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v7, v7, v6, s[10:11]
	v_lshrrev_b32 v6, 16, v7
	s_cmp_eq_u32 s20, 0                                 ; if %upred_75
	s_cbranch_scc1 .Lfp8_quant_weight_skip15
	global_store_short v5, v6, s[6:7] offset:12         ; examples/fp8_quant.kgen:21: store to 'out'
.Lfp8_quant_weight_skip15:
	v_bfe_u32 v6, v15, 16, 1
	v_add3_u32 v7, v15, v6, s4
	v_cmp_u_f32 s[10:11], v15, v15
	v_mov_b32 v6, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v7, v7, v6, s[10:11]
	v_lshrrev_b32 v6, 16, v7
	s_cmp_eq_u32 s20, 0                                 ; if %upred_75
	s_cbranch_scc1 .Lfp8_quant_weight_skip16
	global_store_short v5, v6, s[6:7] offset:14         ; examples/fp8_quant.kgen:21: store to 'out'
.Lfp8_quant_weight_skip16:
	s_branch .Lfp8_quant_weight_if0_end
.Lfp8_quant_weight_if0_else:
	v_cmp_lt_u32 s[10:11], v2, s5                       ; 'n' element in bounds
	v_cmp_lt_u32 s[20:21], v1, s17                      ; 'k' element in bounds
	s_and_b64 s[22:23], s[10:11], s[20:21]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[22:23]               ; lanes where %vpred_118
	global_load_ubyte v5, v4, s[24:25]                  ; examples/fp8_quant.kgen:21: load of 'w'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v6, v5
	v_add_u32 v5, 1, v1
	v_cmp_lt_u32 s[26:27], v5, s17                      ; 'k' element in bounds
	s_and_b64 s[28:29], s[10:11], s[26:27]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_123
	global_load_ubyte v5, v4, s[24:25] offset:1         ; examples/fp8_quant.kgen:21: load of 'w'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v7, v5
	v_add_u32 v5, 2, v1
	v_cmp_lt_u32 s[30:31], v5, s17                      ; 'k' element in bounds
	s_and_b64 s[32:33], s[10:11], s[30:31]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_128
	global_load_ubyte v5, v4, s[24:25] offset:2         ; examples/fp8_quant.kgen:21: load of 'w'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v8, v5
	v_add_u32 v5, 3, v1
	v_cmp_lt_u32 s[34:35], v5, s17                      ; 'k' element in bounds
	s_and_b64 s[36:37], s[10:11], s[34:35]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_133
	global_load_ubyte v5, v4, s[24:25] offset:3         ; examples/fp8_quant.kgen:21: load of 'w'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v9, v5
	v_add_u32 v5, 4, v1
	v_cmp_lt_u32 s[38:39], v5, s17                      ; 'k' element in bounds
	s_and_b64 s[40:41], s[10:11], s[38:39]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_138
	global_load_ubyte v5, v4, s[24:25] offset:4         ; examples/fp8_quant.kgen:21: load of 'w'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v10, v5
	v_add_u32 v5, 5, v1
	v_cmp_lt_u32 s[42:43], v5, s17                      ; 'k' element in bounds
	s_and_b64 s[44:45], s[10:11], s[42:43]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_143
	global_load_ubyte v5, v4, s[24:25] offset:5         ; examples/fp8_quant.kgen:21: load of 'w'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v11, v5
	v_add_u32 v5, 6, v1
	v_cmp_lt_u32 s[46:47], v5, s17                      ; 'k' element in bounds
	s_and_b64 s[48:49], s[10:11], s[46:47]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[50:51], s[48:49]               ; lanes where %vpred_148
	global_load_ubyte v5, v4, s[24:25] offset:6         ; examples/fp8_quant.kgen:21: load of 'w'
	s_mov_b64 exec, s[50:51]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v12, v5
	v_add_u32 v5, 7, v1
	v_cmp_lt_u32 s[50:51], v5, s17                      ; 'k' element in bounds
	s_and_b64 s[52:53], s[10:11], s[50:51]
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[10:11], s[52:53]               ; lanes where %vpred_153
	global_load_ubyte v1, v4, s[24:25] offset:7         ; examples/fp8_quant.kgen:21: load of 'w'
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v5, v1
	s_mul_i32 s10, s12, 16
	v_add_u32 v1, s10, v4
	v_add_u32 v4, 16, v2
	v_cmp_lt_u32 s[54:55], v4, s5                       ; 'n' element in bounds
	s_and_b64 s[56:57], s[54:55], s[20:21]
	v_mov_b32 v2, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[56:57]               ; lanes where %vpred_160
	global_load_ubyte v2, v1, s[24:25]                  ; examples/fp8_quant.kgen:21: load of 'w'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v4, v2
	s_and_b64 s[20:21], s[54:55], s[26:27]
	v_mov_b32 v2, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[20:21]               ; lanes where %vpred_163
	global_load_ubyte v2, v1, s[24:25] offset:1         ; examples/fp8_quant.kgen:21: load of 'w'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v13, v2
	s_and_b64 s[26:27], s[54:55], s[30:31]
	v_mov_b32 v2, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[26:27]               ; lanes where %vpred_166
	global_load_ubyte v2, v1, s[24:25] offset:2         ; examples/fp8_quant.kgen:21: load of 'w'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v14, v2
	s_and_b64 s[30:31], s[54:55], s[34:35]
	v_mov_b32 v2, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[30:31]               ; lanes where %vpred_169
	global_load_ubyte v2, v1, s[24:25] offset:3         ; examples/fp8_quant.kgen:21: load of 'w'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v15, v2
	s_and_b64 s[34:35], s[54:55], s[38:39]
	v_mov_b32 v2, 0                                     ; absent element
	s_and_saveexec_b64 s[38:39], s[34:35]               ; lanes where %vpred_172
	global_load_ubyte v2, v1, s[24:25] offset:4         ; examples/fp8_quant.kgen:21: load of 'w'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v16, v2
	s_and_b64 s[38:39], s[54:55], s[42:43]
	v_mov_b32 v2, 0                                     ; absent element
	s_and_saveexec_b64 s[42:43], s[38:39]               ; lanes where %vpred_175
	global_load_ubyte v2, v1, s[24:25] offset:5         ; examples/fp8_quant.kgen:21: load of 'w'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v17, v2
	s_and_b64 s[42:43], s[54:55], s[46:47]
	v_mov_b32 v2, 0                                     ; absent element
	s_and_saveexec_b64 s[46:47], s[42:43]               ; lanes where %vpred_178
	global_load_ubyte v2, v1, s[24:25] offset:6         ; examples/fp8_quant.kgen:21: load of 'w'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v18, v2
	s_and_b64 s[46:47], s[54:55], s[50:51]
	v_mov_b32 v2, 0                                     ; absent element
	s_and_saveexec_b64 s[50:51], s[46:47]               ; lanes where %vpred_181
	global_load_ubyte v2, v1, s[24:25] offset:7         ; examples/fp8_quant.kgen:21: load of 'w'
	s_mov_b64 exec, s[50:51]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v1, v2
	s_ashr_i32 s5, s18, 7
	s_ashr_i32 s11, s16, 7
	s_mul_i32 s12, s5, s14
	s_add_u32 s15, s12, s11
	s_lshl_b32 s12, s15, 2                              ; examples/fp8_quant.kgen:21: byte offset
	s_cmp_lt_u32 s5, s13                                ; subscript 0 of 'ws' inside [0, NB)
	s_cselect_b32 s5, 1, 0
	s_cmp_lt_u32 s11, s14                               ; subscript 1 of 'ws' inside [0, KB)
	s_cselect_b32 s11, 1, 0
	s_and_b32 s13, s5, s11
	v_mov_b32 v2, 0                                     ; absent element
	s_cmp_eq_u32 s13, 0                                 ; if %upred_191
	s_cbranch_scc1 .Lfp8_quant_weight_skip17
	v_mov_b32 v19, s12                                  ; examples/fp8_quant.kgen:21: gather from 'ws', one element for the thread's 16
	global_load_dword v2, v19, s[8:9]
.Lfp8_quant_weight_skip17:
	s_waitcnt vmcnt(0)
	v_mul_f32 v19, v6, v2                               ; examples/fp8_quant.kgen:21
	v_mul_f32 v6, v7, v2                                ; examples/fp8_quant.kgen:21
	v_mul_f32 v7, v8, v2                                ; examples/fp8_quant.kgen:21
	v_mul_f32 v8, v9, v2                                ; examples/fp8_quant.kgen:21
	v_mul_f32 v9, v10, v2                               ; examples/fp8_quant.kgen:21
	v_mul_f32 v10, v11, v2                              ; examples/fp8_quant.kgen:21
	v_mul_f32 v11, v12, v2                              ; examples/fp8_quant.kgen:21
	v_mul_f32 v12, v5, v2                               ; examples/fp8_quant.kgen:21
	v_mul_f32 v5, v4, v2                                ; examples/fp8_quant.kgen:21
	v_mul_f32 v4, v13, v2                               ; examples/fp8_quant.kgen:21
	v_mul_f32 v13, v14, v2                              ; examples/fp8_quant.kgen:21
	v_mul_f32 v14, v15, v2                              ; examples/fp8_quant.kgen:21
	v_mul_f32 v15, v16, v2                              ; examples/fp8_quant.kgen:21
	v_mul_f32 v16, v17, v2                              ; examples/fp8_quant.kgen:21
	v_mul_f32 v17, v18, v2                              ; examples/fp8_quant.kgen:21
	v_mul_f32 v18, v1, v2                               ; examples/fp8_quant.kgen:21
	v_bfe_u32 v1, v19, 16, 1
	v_add3_u32 v2, v19, v1, s4
	v_cmp_u_f32 s[8:9], v19, v19
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_cmp_lg_u32 s13, 0
	s_cselect_b64 s[8:9], exec, 0
	s_and_b64 s[14:15], s[22:23], s[8:9]
	s_and_saveexec_b64 s[8:9], s[14:15]                 ; lanes where %vpred_210
	global_store_short v3, v1, s[6:7]                   ; examples/fp8_quant.kgen:21: store to 'out'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v6, 16, 1
	v_add3_u32 v2, v6, v1, s4
	v_cmp_u_f32 s[8:9], v6, v6
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_cmp_lg_u32 s13, 0
	s_cselect_b64 s[8:9], exec, 0
	s_and_b64 s[14:15], s[28:29], s[8:9]
	s_and_saveexec_b64 s[8:9], s[14:15]                 ; lanes where %vpred_212
	global_store_short v3, v1, s[6:7] offset:2          ; examples/fp8_quant.kgen:21: store to 'out'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v7, 16, 1
	v_add3_u32 v2, v7, v1, s4
	v_cmp_u_f32 s[8:9], v7, v7
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_cmp_lg_u32 s13, 0
	s_cselect_b64 s[8:9], exec, 0
	s_and_b64 s[14:15], s[32:33], s[8:9]
	s_and_saveexec_b64 s[8:9], s[14:15]                 ; lanes where %vpred_214
	global_store_short v3, v1, s[6:7] offset:4          ; examples/fp8_quant.kgen:21: store to 'out'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v8, 16, 1
	v_add3_u32 v2, v8, v1, s4
	v_cmp_u_f32 s[8:9], v8, v8
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_cmp_lg_u32 s13, 0
	s_cselect_b64 s[8:9], exec, 0
	s_and_b64 s[14:15], s[36:37], s[8:9]
	s_and_saveexec_b64 s[8:9], s[14:15]                 ; lanes where %vpred_216
	global_store_short v3, v1, s[6:7] offset:6          ; examples/fp8_quant.kgen:21: store to 'out'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v9, 16, 1
	v_add3_u32 v2, v9, v1, s4
	v_cmp_u_f32 s[8:9], v9, v9
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_cmp_lg_u32 s13, 0
	s_cselect_b64 s[8:9], exec, 0
	s_and_b64 s[14:15], s[40:41], s[8:9]
	s_and_saveexec_b64 s[8:9], s[14:15]                 ; lanes where %vpred_218
	global_store_short v3, v1, s[6:7] offset:8          ; examples/fp8_quant.kgen:21: store to 'out'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v10, 16, 1
	v_add3_u32 v2, v10, v1, s4
	v_cmp_u_f32 s[8:9], v10, v10
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_cmp_lg_u32 s13, 0
	s_cselect_b64 s[8:9], exec, 0
	s_and_b64 s[14:15], s[44:45], s[8:9]
	s_and_saveexec_b64 s[8:9], s[14:15]                 ; lanes where %vpred_220
	global_store_short v3, v1, s[6:7] offset:10         ; examples/fp8_quant.kgen:21: store to 'out'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v11, 16, 1
	v_add3_u32 v2, v11, v1, s4
	v_cmp_u_f32 s[8:9], v11, v11
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_cmp_lg_u32 s13, 0
	s_cselect_b64 s[8:9], exec, 0
	s_and_b64 s[14:15], s[48:49], s[8:9]
	s_and_saveexec_b64 s[8:9], s[14:15]                 ; lanes where %vpred_222
	global_store_short v3, v1, s[6:7] offset:12         ; examples/fp8_quant.kgen:21: store to 'out'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v12, 16, 1
	v_add3_u32 v2, v12, v1, s4
	v_cmp_u_f32 s[8:9], v12, v12
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_cmp_lg_u32 s13, 0
	s_cselect_b64 s[8:9], exec, 0
	s_and_b64 s[14:15], s[52:53], s[8:9]
	s_and_saveexec_b64 s[8:9], s[14:15]                 ; lanes where %vpred_224
	global_store_short v3, v1, s[6:7] offset:14         ; examples/fp8_quant.kgen:21: store to 'out'
	s_mov_b64 exec, s[8:9]
	s_lshl_b32 s5, s10, 1
	v_add_u32 v1, s5, v3
	v_bfe_u32 v2, v5, 16, 1
	v_add3_u32 v3, v5, v2, s4
	v_cmp_u_f32 s[8:9], v5, v5
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[8:9]
	v_lshrrev_b32 v2, 16, v3
	s_cmp_lg_u32 s13, 0
	s_cselect_b64 s[8:9], exec, 0
	s_and_b64 s[10:11], s[56:57], s[8:9]
	s_and_saveexec_b64 s[8:9], s[10:11]                 ; lanes where %vpred_228
	global_store_short v1, v2, s[6:7]                   ; examples/fp8_quant.kgen:21: store to 'out'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v2, v4, 16, 1
	v_add3_u32 v3, v4, v2, s4
	v_cmp_u_f32 s[8:9], v4, v4
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[8:9]
	v_lshrrev_b32 v2, 16, v3
	s_cmp_lg_u32 s13, 0
	s_cselect_b64 s[8:9], exec, 0
	s_and_b64 s[10:11], s[20:21], s[8:9]
	s_and_saveexec_b64 s[8:9], s[10:11]                 ; lanes where %vpred_230
	global_store_short v1, v2, s[6:7] offset:2          ; examples/fp8_quant.kgen:21: store to 'out'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v2, v13, 16, 1
	v_add3_u32 v3, v13, v2, s4
	v_cmp_u_f32 s[8:9], v13, v13
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[8:9]
	v_lshrrev_b32 v2, 16, v3
	s_cmp_lg_u32 s13, 0
	s_cselect_b64 s[8:9], exec, 0
	s_and_b64 s[10:11], s[26:27], s[8:9]
	s_and_saveexec_b64 s[8:9], s[10:11]                 ; lanes where %vpred_232
	global_store_short v1, v2, s[6:7] offset:4          ; examples/fp8_quant.kgen:21: store to 'out'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v2, v14, 16, 1
	v_add3_u32 v3, v14, v2, s4
	v_cmp_u_f32 s[8:9], v14, v14
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[8:9]
	v_lshrrev_b32 v2, 16, v3
	s_cmp_lg_u32 s13, 0
	s_cselect_b64 s[8:9], exec, 0
	s_and_b64 s[10:11], s[30:31], s[8:9]
	s_and_saveexec_b64 s[8:9], s[10:11]                 ; lanes where %vpred_234
	global_store_short v1, v2, s[6:7] offset:6          ; examples/fp8_quant.kgen:21: store to 'out'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v2, v15, 16, 1
	v_add3_u32 v3, v15, v2, s4
	v_cmp_u_f32 s[8:9], v15, v15
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[8:9]
	v_lshrrev_b32 v2, 16, v3
	s_cmp_lg_u32 s13, 0
	s_cselect_b64 s[8:9], exec, 0
	s_and_b64 s[10:11], s[34:35], s[8:9]
	s_and_saveexec_b64 s[8:9], s[10:11]                 ; lanes where %vpred_236
	global_store_short v1, v2, s[6:7] offset:8          ; examples/fp8_quant.kgen:21: store to 'out'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v2, v16, 16, 1
	v_add3_u32 v3, v16, v2, s4
	v_cmp_u_f32 s[8:9], v16, v16
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[8:9]
	v_lshrrev_b32 v2, 16, v3
	s_cmp_lg_u32 s13, 0
	s_cselect_b64 s[8:9], exec, 0
	s_and_b64 s[10:11], s[38:39], s[8:9]
	s_and_saveexec_b64 s[8:9], s[10:11]                 ; lanes where %vpred_238
	global_store_short v1, v2, s[6:7] offset:10         ; examples/fp8_quant.kgen:21: store to 'out'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v2, v17, 16, 1
	v_add3_u32 v3, v17, v2, s4
	v_cmp_u_f32 s[8:9], v17, v17
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[8:9]
	v_lshrrev_b32 v2, 16, v3
	s_cmp_lg_u32 s13, 0
	s_cselect_b64 s[8:9], exec, 0
	s_and_b64 s[10:11], s[42:43], s[8:9]
	s_and_saveexec_b64 s[8:9], s[10:11]                 ; lanes where %vpred_240
	global_store_short v1, v2, s[6:7] offset:12         ; examples/fp8_quant.kgen:21: store to 'out'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v2, v18, 16, 1
	v_add3_u32 v3, v18, v2, s4
	v_cmp_u_f32 s[4:5], v18, v18
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[4:5]
	v_lshrrev_b32 v2, 16, v3
	s_cmp_lg_u32 s13, 0
	s_cselect_b64 s[4:5], exec, 0
	s_and_b64 s[8:9], s[46:47], s[4:5]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_242
	global_store_short v1, v2, s[6:7] offset:14         ; examples/fp8_quant.kgen:21: store to 'out'
	s_mov_b64 exec, s[4:5]
.Lfp8_quant_weight_if0_end:
	s_endpgm
.Lfunc_end_fp8_quant_weight:
	.size	fp8_quant_weight, .Lfunc_end_fp8_quant_weight-fp8_quant_weight

; kernel fp8_quant_grad: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel fp8_quant_grad from examples/fp8_quant.kgen
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
;       28:18 load g -> L0; 28:18 mul -> L0; 28:13 cast -> L0
; resources: 11 VGPRs, 0 AGPRs, 20 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 0 bytes LDS, 28 bytes of arguments, 256 threads
;   arg g: tensor f32 at 0 (read-only)
;   arg scale: scalar f32 at 8
;   arg gq: tensor e5m2 at 16
;   arg N: dim i32 at 24
; s[0:1] kernarg pointer, s2 workgroup id x, v0 work-item id
	.text
	.globl	fp8_quant_grad
	.p2align	8
	.type	fp8_quant_grad,@function
fp8_quant_grad:
	s_mov_b32 s3, 0x47600000                            ; the e5m2 saturation bound for the whole kernel
	s_load_dwordx2 s[4:5], s[0:1], 0x0                  ; argument g
	s_load_dword s6, s[0:1], 0x8                        ; argument scale
	s_load_dwordx2 s[8:9], s[0:1], 0x10                 ; argument gq
	s_load_dword s7, s[0:1], 0x18                       ; argument N
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s10, s2                                   ; program index along 'n'
	s_mul_i32 s11, s10, 0x400                           ; first 'n' of this program's tile (1024)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s10, s7, s11
	s_min_u32 s7, s10, 0x400                            ; 'n' elements in this tile
	s_cmp_ge_u32 s7, 0x400                              ; a whole chunk of 'n' (1024) is in bounds
	s_cselect_b32 s10, 1, 0
	v_lshlrev_b32 v2, 2, v1
	v_lshlrev_b32 v1, 2, v2                             ; thread's byte offset in a chunk of 'g'
	s_mov_b32 s12, s11
	s_mov_b32 s13, 0
	s_lshl_b64 s[14:15], s[12:13], 2
	s_add_u32 s16, s4, s14                              ; 'g' at this program
	s_addc_u32 s17, s5, s15
	s_add_u32 s4, s8, s12                               ; 'gq' at this program
	s_addc_u32 s5, s9, s13
	s_cmp_eq_u32 s10, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lfp8_quant_grad_if0_else
	global_load_dwordx4 v[4:7], v1, s[16:17]            ; examples/fp8_quant.kgen:28: 16-byte load of 'g'
	s_waitcnt vmcnt(0)
	v_mul_f32 v3, s6, v4                                ; examples/fp8_quant.kgen:28
	v_mul_f32 v8, s6, v5                                ; examples/fp8_quant.kgen:28
	v_mul_f32 v9, s6, v6                                ; examples/fp8_quant.kgen:28
	v_mul_f32 v10, s6, v7                               ; examples/fp8_quant.kgen:28
	v_cmp_u_f32 s[8:9], v3, v3
	v_cmp_u_f32 s[10:11], v8, v8
	v_med3_f32 v4, v3, -s3, s3
	v_med3_f32 v5, v8, -s3, s3
	v_cndmask_b32 v4, v4, v3, s[8:9]
	v_cndmask_b32 v5, v5, v8, s[10:11]
	v_cvt_pk_bf8_f32 v4, v4, v5
	v_and_b32 v3, 0xffff, v4
	v_cmp_u_f32 s[8:9], v9, v9
	v_cmp_u_f32 s[10:11], v10, v10
	v_med3_f32 v4, v9, -s3, s3
	v_med3_f32 v5, v10, -s3, s3
	v_cndmask_b32 v4, v4, v9, s[8:9]
	v_cndmask_b32 v5, v5, v10, s[10:11]
	v_cvt_pk_bf8_f32 v4, v4, v5
	v_and_b32 v5, 0xffff, v4
	v_lshlrev_b32 v4, 16, v5
	v_or_b32 v5, v3, v4
	global_store_dword v2, v5, s[4:5]                   ; examples/fp8_quant.kgen:28: 4-byte store to 'gq'
	s_branch .Lfp8_quant_grad_if0_end
.Lfp8_quant_grad_if0_else:
	v_cmp_lt_u32 s[8:9], v2, s7                         ; 'n' element in bounds
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_29
	global_load_dword v3, v1, s[16:17]                  ; examples/fp8_quant.kgen:28: load of 'g'
	s_mov_b64 exec, s[10:11]
	v_add_u32 v4, 1, v2
	v_cmp_lt_u32 s[10:11], v4, s7                       ; 'n' element in bounds
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[12:13], s[10:11]               ; lanes where %vpred_32
	global_load_dword v4, v1, s[16:17] offset:4         ; examples/fp8_quant.kgen:28: load of 'g'
	s_mov_b64 exec, s[12:13]
	v_add_u32 v5, 2, v2
	v_cmp_lt_u32 s[12:13], v5, s7                       ; 'n' element in bounds
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_35
	global_load_dword v5, v1, s[16:17] offset:8         ; examples/fp8_quant.kgen:28: load of 'g'
	s_mov_b64 exec, s[14:15]
	v_add_u32 v6, 3, v2
	v_cmp_lt_u32 s[14:15], v6, s7                       ; 'n' element in bounds
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[18:19], s[14:15]               ; lanes where %vpred_38
	global_load_dword v6, v1, s[16:17] offset:12        ; examples/fp8_quant.kgen:28: load of 'g'
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(3)
	v_mul_f32 v1, s6, v3                                ; examples/fp8_quant.kgen:28
	s_waitcnt vmcnt(2)
	v_mul_f32 v3, s6, v4                                ; examples/fp8_quant.kgen:28
	s_waitcnt vmcnt(1)
	v_mul_f32 v4, s6, v5                                ; examples/fp8_quant.kgen:28
	s_waitcnt vmcnt(0)
	v_mul_f32 v5, s6, v6                                ; examples/fp8_quant.kgen:28
	v_cmp_u_f32 s[6:7], v1, v1
	v_med3_f32 v6, v1, -s3, s3
	s_nop 0
	v_cndmask_b32 v6, v6, v1, s[6:7]
	v_cvt_pk_bf8_f32 v6, v6, 0
	v_and_b32 v1, 0xff, v6
	s_and_saveexec_b64 s[6:7], s[8:9]                   ; lanes where %vpred_29
	global_store_byte v2, v1, s[4:5]                    ; examples/fp8_quant.kgen:28: store to 'gq'
	s_mov_b64 exec, s[6:7]
	v_cmp_u_f32 s[6:7], v3, v3
	v_med3_f32 v1, v3, -s3, s3
	s_nop 0
	v_cndmask_b32 v1, v1, v3, s[6:7]
	v_cvt_pk_bf8_f32 v1, v1, 0
	v_and_b32 v3, 0xff, v1
	s_and_saveexec_b64 s[6:7], s[10:11]                 ; lanes where %vpred_32
	global_store_byte v2, v3, s[4:5] offset:1           ; examples/fp8_quant.kgen:28: store to 'gq'
	s_mov_b64 exec, s[6:7]
	v_cmp_u_f32 s[6:7], v4, v4
	v_med3_f32 v1, v4, -s3, s3
	s_nop 0
	v_cndmask_b32 v1, v1, v4, s[6:7]
	v_cvt_pk_bf8_f32 v1, v1, 0
	v_and_b32 v3, 0xff, v1
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_35
	global_store_byte v2, v3, s[4:5] offset:2           ; examples/fp8_quant.kgen:28: store to 'gq'
	s_mov_b64 exec, s[6:7]
	v_cmp_u_f32 s[6:7], v5, v5
	v_med3_f32 v1, v5, -s3, s3
	s_nop 0
	v_cndmask_b32 v1, v1, v5, s[6:7]
	v_cvt_pk_bf8_f32 v1, v1, 0
	v_and_b32 v3, 0xff, v1
	s_and_saveexec_b64 s[6:7], s[14:15]                 ; lanes where %vpred_38
	global_store_byte v2, v3, s[4:5] offset:3           ; examples/fp8_quant.kgen:28: store to 'gq'
	s_mov_b64 exec, s[6:7]
.Lfp8_quant_grad_if0_end:
	s_endpgm
.Lfunc_end_fp8_quant_grad:
	.size	fp8_quant_grad, .Lfunc_end_fp8_quant_grad-fp8_quant_grad

; kernel fp8_quant_grad_back: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel fp8_quant_grad_back from examples/fp8_quant.kgen
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
;       33:20 load gq_in -> L0; 33:16 cast -> L0; 33:16 div -> L0
; resources: 12 VGPRs, 0 AGPRs, 18 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 0 bytes LDS, 28 bytes of arguments, 256 threads
;   arg gq_in: tensor e5m2 at 0 (read-only)
;   arg scale: scalar f32 at 8
;   arg g_out: tensor f32 at 16
;   arg N: dim i32 at 24
; s[0:1] kernarg pointer, s2 workgroup id x, v0 work-item id
	.text
	.globl	fp8_quant_grad_back
	.p2align	8
	.type	fp8_quant_grad_back,@function
fp8_quant_grad_back:
	s_load_dwordx2 s[4:5], s[0:1], 0x0                  ; argument gq_in
	s_load_dword s3, s[0:1], 0x8                        ; argument scale
	s_load_dwordx2 s[6:7], s[0:1], 0x10                 ; argument g_out
	s_load_dword s8, s[0:1], 0x18                       ; argument N
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s9, s2                                    ; program index along 'n'
	s_mul_i32 s10, s9, 0x400                            ; first 'n' of this program's tile (1024)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s9, s8, s10
	s_min_u32 s8, s9, 0x400                             ; 'n' elements in this tile
	s_cmp_ge_u32 s8, 0x400                              ; a whole chunk of 'n' (1024) is in bounds
	s_cselect_b32 s9, 1, 0
	v_lshlrev_b32 v2, 2, v1
	s_mov_b32 s12, s10
	s_mov_b32 s13, 0
	s_add_u32 s10, s4, s12                              ; 'gq_in' at this program
	s_addc_u32 s11, s5, s13
	v_lshlrev_b32 v1, 2, v2                             ; thread's byte offset in a chunk of 'g_out'
	s_lshl_b64 s[4:5], s[12:13], 2
	s_add_u32 s12, s6, s4                               ; 'g_out' at this program
	s_addc_u32 s13, s7, s5
	s_cmp_eq_u32 s9, 0                                  ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lfp8_quant_grad_back_if0_else
	global_load_dword v3, v2, s[10:11]                  ; examples/fp8_quant.kgen:33: 4-byte load of 'gq_in'
	s_waitcnt vmcnt(0)
	v_lshrrev_b32 v4, 8, v3
	v_lshrrev_b32 v5, 16, v3
	v_lshrrev_b32 v6, 24, v3
	v_cvt_f32_bf8 v7, v3
	v_cvt_f32_bf8 v3, v4
	v_cvt_f32_bf8 v4, v5
	v_cvt_f32_bf8 v5, v6
	v_div_scale_f32 v6, s[4:5], s3, s3, v7              ; examples/fp8_quant.kgen:33
	v_rcp_f32 v8, v6
	v_div_scale_f32 v9, vcc, v7, s3, v7
	v_fma_f32 v10, -v6, v8, 1.0
	v_fma_f32 v8, v10, v8, v8
	v_mul_f32 v11, v9, v8
	v_fma_f32 v10, -v6, v11, v9
	v_fma_f32 v11, v10, v8, v11
	v_fma_f32 v10, -v6, v11, v9
	v_div_fmas_f32 v10, v10, v8, v11
	v_div_fixup_f32 v6, v10, s3, v7
	v_div_scale_f32 v7, s[4:5], s3, s3, v3              ; examples/fp8_quant.kgen:33
	v_rcp_f32 v8, v7
	v_div_scale_f32 v9, vcc, v3, s3, v3
	v_fma_f32 v10, -v7, v8, 1.0
	v_fma_f32 v8, v10, v8, v8
	v_mul_f32 v11, v9, v8
	v_fma_f32 v10, -v7, v11, v9
	v_fma_f32 v11, v10, v8, v11
	v_fma_f32 v10, -v7, v11, v9
	v_div_fmas_f32 v10, v10, v8, v11
	v_div_fixup_f32 v7, v10, s3, v3
	v_div_scale_f32 v3, s[4:5], s3, s3, v4              ; examples/fp8_quant.kgen:33
	v_rcp_f32 v8, v3
	v_div_scale_f32 v9, vcc, v4, s3, v4
	v_fma_f32 v10, -v3, v8, 1.0
	v_fma_f32 v8, v10, v8, v8
	v_mul_f32 v11, v9, v8
	v_fma_f32 v10, -v3, v11, v9
	v_fma_f32 v11, v10, v8, v11
	v_fma_f32 v10, -v3, v11, v9
	v_div_fmas_f32 v10, v10, v8, v11
	v_div_fixup_f32 v3, v10, s3, v4
	v_div_scale_f32 v4, s[4:5], s3, s3, v5              ; examples/fp8_quant.kgen:33
	v_rcp_f32 v8, v4
	v_div_scale_f32 v9, vcc, v5, s3, v5
	v_fma_f32 v10, -v4, v8, 1.0
	v_fma_f32 v8, v10, v8, v8
	v_mul_f32 v11, v9, v8
	v_fma_f32 v10, -v4, v11, v9
	v_fma_f32 v11, v10, v8, v11
	v_fma_f32 v10, -v4, v11, v9
	v_div_fmas_f32 v10, v10, v8, v11
	v_div_fixup_f32 v4, v10, s3, v5
	v_mov_b32 v8, v6                                    ; examples/fp8_quant.kgen:33: 16-byte store to 'g_out'
	v_mov_b32 v9, v7
	v_mov_b32 v10, v3
	v_mov_b32 v11, v4
	global_store_dwordx4 v1, v[8:11], s[12:13]
	s_branch .Lfp8_quant_grad_back_if0_end
.Lfp8_quant_grad_back_if0_else:
	v_cmp_lt_u32 s[4:5], v2, s8                         ; 'n' element in bounds
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[6:7], s[4:5]                   ; lanes where %vpred_29
	global_load_ubyte v3, v2, s[10:11]                  ; examples/fp8_quant.kgen:33: load of 'gq_in'
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_cvt_f32_bf8 v4, v3
	v_add_u32 v3, 1, v2
	v_cmp_lt_u32 s[6:7], v3, s8                         ; 'n' element in bounds
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_33
	global_load_ubyte v3, v2, s[10:11] offset:1         ; examples/fp8_quant.kgen:33: load of 'gq_in'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_bf8 v5, v3
	v_add_u32 v3, 2, v2
	v_cmp_lt_u32 s[14:15], v3, s8                       ; 'n' element in bounds
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[16:17], s[14:15]               ; lanes where %vpred_37
	global_load_ubyte v3, v2, s[10:11] offset:2         ; examples/fp8_quant.kgen:33: load of 'gq_in'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_cvt_f32_bf8 v6, v3
	v_add_u32 v3, 3, v2
	v_cmp_lt_u32 s[16:17], v3, s8                       ; 'n' element in bounds
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[8:9], s[16:17]                 ; lanes where %vpred_41
	global_load_ubyte v3, v2, s[10:11] offset:3         ; examples/fp8_quant.kgen:33: load of 'gq_in'
	s_mov_b64 exec, s[8:9]
	s_waitcnt vmcnt(0)
	v_cvt_f32_bf8 v2, v3
	v_div_scale_f32 v3, s[8:9], s3, s3, v4              ; examples/fp8_quant.kgen:33
	v_rcp_f32 v7, v3
	v_div_scale_f32 v8, vcc, v4, s3, v4
	v_fma_f32 v9, -v3, v7, 1.0
	v_fma_f32 v7, v9, v7, v7
	v_mul_f32 v10, v8, v7
	v_fma_f32 v9, -v3, v10, v8
	v_fma_f32 v10, v9, v7, v10
	v_fma_f32 v9, -v3, v10, v8
	v_div_fmas_f32 v9, v9, v7, v10
	v_div_fixup_f32 v3, v9, s3, v4
	v_div_scale_f32 v4, s[8:9], s3, s3, v5              ; examples/fp8_quant.kgen:33
	v_rcp_f32 v7, v4
	v_div_scale_f32 v8, vcc, v5, s3, v5
	v_fma_f32 v9, -v4, v7, 1.0
	v_fma_f32 v7, v9, v7, v7
	v_mul_f32 v10, v8, v7
	v_fma_f32 v9, -v4, v10, v8
	v_fma_f32 v10, v9, v7, v10
	v_fma_f32 v9, -v4, v10, v8
	v_div_fmas_f32 v9, v9, v7, v10
	v_div_fixup_f32 v4, v9, s3, v5
	v_div_scale_f32 v5, s[8:9], s3, s3, v6              ; examples/fp8_quant.kgen:33
	v_rcp_f32 v7, v5
	v_div_scale_f32 v8, vcc, v6, s3, v6
	v_fma_f32 v9, -v5, v7, 1.0
	v_fma_f32 v7, v9, v7, v7
	v_mul_f32 v10, v8, v7
	v_fma_f32 v9, -v5, v10, v8
	v_fma_f32 v10, v9, v7, v10
	v_fma_f32 v9, -v5, v10, v8
	v_div_fmas_f32 v9, v9, v7, v10
	v_div_fixup_f32 v5, v9, s3, v6
	v_div_scale_f32 v6, s[8:9], s3, s3, v2              ; examples/fp8_quant.kgen:33
	v_rcp_f32 v7, v6
	v_div_scale_f32 v8, vcc, v2, s3, v2
	v_fma_f32 v9, -v6, v7, 1.0
	v_fma_f32 v7, v9, v7, v7
	v_mul_f32 v10, v8, v7
	v_fma_f32 v9, -v6, v10, v8
	v_fma_f32 v10, v9, v7, v10
	v_fma_f32 v9, -v6, v10, v8
	v_div_fmas_f32 v9, v9, v7, v10
	v_div_fixup_f32 v6, v9, s3, v2
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_29
	global_store_dword v1, v3, s[12:13]                 ; examples/fp8_quant.kgen:33: store to 'g_out'
	s_mov_b64 exec, s[8:9]
	s_and_saveexec_b64 s[4:5], s[6:7]                   ; lanes where %vpred_33
	global_store_dword v1, v4, s[12:13] offset:4        ; examples/fp8_quant.kgen:33: store to 'g_out'
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[14:15]                 ; lanes where %vpred_37
	global_store_dword v1, v5, s[12:13] offset:8        ; examples/fp8_quant.kgen:33: store to 'g_out'
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[16:17]                 ; lanes where %vpred_41
	global_store_dword v1, v6, s[12:13] offset:12       ; examples/fp8_quant.kgen:33: store to 'g_out'
	s_mov_b64 exec, s[4:5]
.Lfp8_quant_grad_back_if0_end:
	s_endpgm
.Lfunc_end_fp8_quant_grad_back:
	.size	fp8_quant_grad_back, .Lfunc_end_fp8_quant_grad_back-fp8_quant_grad_back

	.rodata
	.p2align	6
	.amdhsa_kernel fp8_quant_act
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 22
		.amdhsa_accum_offset 20
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
	.amdhsa_kernel fp8_quant_weight
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 23
		.amdhsa_next_free_sgpr 58
		.amdhsa_accum_offset 24
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
	.amdhsa_kernel fp8_quant_grad
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 11
		.amdhsa_next_free_sgpr 20
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
	.amdhsa_kernel fp8_quant_grad_back
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 18
		.amdhsa_accum_offset 12
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
  - .name:           fp8_quant_act
    .symbol:         fp8_quant_act.kd
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
      - .name:           s
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
      - .name:           M
        .offset:         24
        .size:           4
        .value_kind:     by_value
      - .name:           KB
        .offset:         28
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 64
    .private_segment_fixed_size: 0
    .sgpr_count:     28
    .sgpr_spill_count: 0
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
  - .name:           fp8_quant_weight
    .symbol:         fp8_quant_weight.kd
    .args:
      - .name:           w
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           ws
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
      - .name:           N
        .offset:         24
        .size:           4
        .value_kind:     by_value
      - .name:           K
        .offset:         28
        .size:           4
        .value_kind:     by_value
      - .name:           NB
        .offset:         32
        .size:           4
        .value_kind:     by_value
      - .name:           KB
        .offset:         36
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     64
    .sgpr_spill_count: 0
    .vgpr_count:     23
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
  - .name:           fp8_quant_grad
    .symbol:         fp8_quant_grad.kd
    .args:
      - .name:           g
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           scale
        .offset:         8
        .size:           4
        .value_kind:     by_value
      - .name:           gq
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
      - .name:           N
        .offset:         24
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .vgpr_count:     11
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
  - .name:           fp8_quant_grad_back
    .symbol:         fp8_quant_grad_back.kd
    .args:
      - .name:           gq_in
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           scale
        .offset:         8
        .size:           4
        .value_kind:     by_value
      - .name:           g_out
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
      - .name:           N
        .offset:         24
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
