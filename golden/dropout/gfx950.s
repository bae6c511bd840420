; kgen AMDGCN module for gfx950: 1 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 5

; kernel dropout: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel dropout from examples/dropout.kgen
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
;       12:14 index n -> L0; 12:10 cast -> L0; 17:10 mulhi -> L0; 17:38 mul -> L0; 18:10 mulhi -> L1; 18:38 mul -> L1
;       19:10 xor -> L1; 19:10 xor -> L1; 19:38 xor -> L0; 19:38 xor -> L0; 20:10 add -> L1; 20:32 add -> L1
;       22:10 mulhi -> L1; 22:38 mul -> L1; 23:10 mulhi -> L0; 23:38 mul -> L0; 24:10 xor -> L0; 24:10 xor -> L0
;       24:38 xor -> L0; 24:38 xor -> L0; 25:10 add -> L1; 25:32 add -> L1; 27:10 mulhi -> L0; 27:38 mul -> L0
;       28:10 mulhi -> L0; 28:38 mul -> L0; 29:10 xor -> L0; 29:10 xor -> L0; 29:38 xor -> L0; 29:38 xor -> L0
;       30:10 add -> L1; 30:32 add -> L1; 32:10 mulhi -> L0; 32:38 mul -> L0; 33:10 mulhi -> L0; 33:38 mul -> L0
;       34:10 xor -> L0; 34:10 xor -> L0; 34:38 xor -> L0; 34:38 xor -> L0; 35:10 add -> L1; 35:32 add -> L1
;       37:10 mulhi -> L0; 37:38 mul -> L0; 38:10 mulhi -> L0; 38:38 mul -> L0; 39:10 xor -> L0; 39:10 xor -> L0
;       39:38 xor -> L0; 39:38 xor -> L0; 40:10 add -> L1; 40:32 add -> L1; 42:10 mulhi -> L0; 42:38 mul -> L0
;       43:10 mulhi -> L0; 43:38 mul -> L0; 44:10 xor -> L0; 44:10 xor -> L0; 44:38 xor -> L0; 44:38 xor -> L0
;       45:10 add -> L1; 45:32 add -> L1; 47:10 mulhi -> L0; 47:38 mul -> L0; 48:10 mulhi -> L0; 48:38 mul -> L0
;       49:10 xor -> L0; 49:10 xor -> L0; 49:38 xor -> L0; 49:38 xor -> L0; 50:10 add -> L1; 50:32 add -> L1
;       52:10 mulhi -> L0; 52:38 mul -> L0; 53:10 mulhi -> L0; 53:38 mul -> L0; 54:10 xor -> L0; 54:10 xor -> L0
;       54:38 xor -> L0; 54:38 xor -> L0; 55:10 add -> L1; 55:32 add -> L1; 57:10 mulhi -> L0; 57:38 mul -> L0
;       58:10 mulhi -> L0; 58:38 mul -> L0; 59:10 xor -> L0; 59:10 xor -> L0; 59:38 xor -> L0; 59:38 xor -> L0
;       60:10 add -> L1; 60:32 add -> L1; 62:10 mulhi -> L0; 62:38 mul -> L0; 63:10 mulhi -> L0; 63:38 mul -> L0
;       64:10 xor -> L0; 64:10 xor -> L0; 64:38 xor -> L0; 64:38 xor -> L0; 65:12 ge -> L0; 66:26 load x -> L0
;       66:34 sub -> L1; 66:26 div -> L0; 66:14 select -> L0
; resources: 29 VGPRs, 0 AGPRs, 26 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 0 bytes LDS, 32 bytes of arguments, 256 threads
;   arg x: tensor f32 at 0 (read-only)
;   arg out: tensor f32 at 8
;   arg p: scalar f32 at 16
;   arg seed: scalar u32 at 20
;   arg threshold: scalar u32 at 24
;   arg N: dim i32 at 28
; s[0:1] kernarg pointer, s2 workgroup id x, v0 work-item id
	.text
	.globl	dropout
	.p2align	8
	.type	dropout,@function
dropout:
	s_load_dwordx2 s[4:5], s[0:1], 0x0                  ; argument x
	s_load_dwordx2 s[6:7], s[0:1], 0x8                  ; argument out
	s_load_dword s3, s[0:1], 0x10                       ; argument p
	s_load_dword s8, s[0:1], 0x14                       ; argument seed
	s_load_dword s9, s[0:1], 0x18                       ; argument threshold
	s_load_dword s10, s[0:1], 0x1c                      ; argument N
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s11, s2                                   ; program index along 'n'
	s_mul_i32 s12, s11, 0x400                           ; first 'n' of this program's tile (1024)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s11, s10, s12
	s_min_u32 s10, s11, 0x400                           ; 'n' elements in this tile
	s_cmp_ge_u32 s10, 0x400                             ; a whole chunk of 'n' (1024) is in bounds
	s_cselect_b32 s11, 1, 0
	v_lshlrev_b32 v2, 2, v1
	v_lshlrev_b32 v1, 2, v2                             ; thread's byte offset in a chunk of 'x'
	s_mov_b32 s14, s12
	s_mov_b32 s15, 0
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s14, s4, s16                              ; 'x' at this program
	s_addc_u32 s15, s5, s17
	s_add_u32 s4, s6, s16                               ; 'out' at this program
	s_addc_u32 s5, s7, s17
	s_cmp_eq_u32 s11, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Ldropout_if0_else
	v_add_u32 v3, s12, v2
	v_add_u32 v4, 0, v3                                 ; index along 'n' (examples/dropout.kgen:12)
	v_add_u32 v5, 1, v3                                 ; index along 'n' (examples/dropout.kgen:12)
	v_add_u32 v6, 2, v3                                 ; index along 'n' (examples/dropout.kgen:12)
	v_add_u32 v7, 3, v3                                 ; index along 'n' (examples/dropout.kgen:12)
	v_mov_b32 v3, v4                                    ; examples/dropout.kgen:12
	v_mov_b32 v4, v5                                    ; examples/dropout.kgen:12
	v_mov_b32 v5, v6                                    ; examples/dropout.kgen:12
	v_mov_b32 v6, v7                                    ; examples/dropout.kgen:12
	v_mov_b32 v7, 0xd2511f53                            ; examples/dropout.kgen:17
	v_mul_hi_u32 v8, v7, v3
	v_mov_b32 v7, 0xd2511f53                            ; examples/dropout.kgen:17
	v_mul_hi_u32 v9, v7, v4
	v_mov_b32 v7, 0xd2511f53                            ; examples/dropout.kgen:17
	v_mul_hi_u32 v10, v7, v5
	v_mov_b32 v7, 0xd2511f53                            ; examples/dropout.kgen:17
	v_mul_hi_u32 v11, v7, v6
	v_xor_b32 v7, 0, v8                                 ; examples/dropout.kgen:19
	v_xor_b32 v8, 0, v9                                 ; examples/dropout.kgen:19
	v_xor_b32 v9, 0, v10                                ; examples/dropout.kgen:19
	v_xor_b32 v10, 0, v11                               ; examples/dropout.kgen:19
	v_xor_b32 v11, 0, v7                                ; examples/dropout.kgen:19
	v_xor_b32 v7, 0, v8                                 ; examples/dropout.kgen:19
	v_xor_b32 v8, 0, v9                                 ; examples/dropout.kgen:19
	v_xor_b32 v9, 0, v10                                ; examples/dropout.kgen:19
	v_mov_b32 v10, 0xcd9e8d57                           ; examples/dropout.kgen:23
	v_mul_hi_u32 v12, v10, v11
	v_mov_b32 v10, 0xcd9e8d57                           ; examples/dropout.kgen:23
	v_mul_hi_u32 v13, v10, v7
	v_mov_b32 v10, 0xcd9e8d57                           ; examples/dropout.kgen:23
	v_mul_hi_u32 v14, v10, v8
	v_mov_b32 v10, 0xcd9e8d57                           ; examples/dropout.kgen:23
	v_mul_hi_u32 v15, v10, v9
	s_mul_i32 s6, 0, 0xcd9e8d57                         ; examples/dropout.kgen:18
	v_xor_b32 v10, s6, v12                              ; examples/dropout.kgen:24
	v_xor_b32 v12, s6, v13                              ; examples/dropout.kgen:24
	v_xor_b32 v13, s6, v14                              ; examples/dropout.kgen:24
	v_xor_b32 v14, s6, v15                              ; examples/dropout.kgen:24
	s_add_u32 s6, s8, 0x9e3779b9                        ; examples/dropout.kgen:20
	v_xor_b32 v15, s6, v10                              ; examples/dropout.kgen:24
	v_xor_b32 v10, s6, v12                              ; examples/dropout.kgen:24
	v_xor_b32 v12, s6, v13                              ; examples/dropout.kgen:24
	v_xor_b32 v13, s6, v14                              ; examples/dropout.kgen:24
	v_mov_b32 v14, 0xd2511f53                           ; examples/dropout.kgen:27
	v_mul_hi_u32 v16, v14, v15
	v_mov_b32 v14, 0xd2511f53                           ; examples/dropout.kgen:27
	v_mul_hi_u32 v17, v14, v10
	v_mov_b32 v14, 0xd2511f53                           ; examples/dropout.kgen:27
	v_mul_hi_u32 v18, v14, v12
	v_mov_b32 v14, 0xd2511f53                           ; examples/dropout.kgen:27
	v_mul_hi_u32 v19, v14, v13
	s_mul_hi_u32 s7, 0, 0xcd9e8d57                      ; examples/dropout.kgen:18
	s_xor_b32 s11, s7, 0                                ; examples/dropout.kgen:19
	s_xor_b32 s7, s11, s8                               ; examples/dropout.kgen:19
	s_mul_i32 s11, s7, 0xd2511f53                       ; examples/dropout.kgen:22
	v_xor_b32 v14, s11, v16                             ; examples/dropout.kgen:29
	v_xor_b32 v16, s11, v17                             ; examples/dropout.kgen:29
	v_xor_b32 v17, s11, v18                             ; examples/dropout.kgen:29
	v_xor_b32 v18, s11, v19                             ; examples/dropout.kgen:29
	s_add_u32 s11, 0, 0xbb67ae85                        ; examples/dropout.kgen:20
	s_add_u32 s13, s11, 0xbb67ae85                      ; examples/dropout.kgen:25
	v_xor_b32 v19, s13, v14                             ; examples/dropout.kgen:29
	v_xor_b32 v14, s13, v16                             ; examples/dropout.kgen:29
	v_xor_b32 v16, s13, v17                             ; examples/dropout.kgen:29
	v_xor_b32 v17, s13, v18                             ; examples/dropout.kgen:29
	v_mov_b32 v18, 0xcd9e8d57                           ; examples/dropout.kgen:33
	v_mul_hi_u32 v20, v18, v19
	v_mov_b32 v18, 0xcd9e8d57                           ; examples/dropout.kgen:33
	v_mul_hi_u32 v21, v18, v14
	v_mov_b32 v18, 0xcd9e8d57                           ; examples/dropout.kgen:33
	v_mul_hi_u32 v22, v18, v16
	v_mov_b32 v18, 0xcd9e8d57                           ; examples/dropout.kgen:33
	v_mul_hi_u32 v23, v18, v17
	s_mul_hi_u32 s16, s7, 0xd2511f53                    ; examples/dropout.kgen:22
	v_mov_b32 v18, 0xd2511f53                           ; examples/dropout.kgen:17
	v_mul_lo_u32 v24, v18, v3
	v_mov_b32 v3, 0xd2511f53                            ; examples/dropout.kgen:17
	v_mul_lo_u32 v18, v3, v4
	v_mov_b32 v3, 0xd2511f53                            ; examples/dropout.kgen:17
	v_mul_lo_u32 v4, v3, v5
	v_mov_b32 v3, 0xd2511f53                            ; examples/dropout.kgen:17
	v_mul_lo_u32 v5, v3, v6
	v_xor_b32 v3, s16, v24                              ; examples/dropout.kgen:24
	v_xor_b32 v6, s16, v18                              ; examples/dropout.kgen:24
	v_xor_b32 v18, s16, v4                              ; examples/dropout.kgen:24
	v_xor_b32 v4, s16, v5                               ; examples/dropout.kgen:24
	v_xor_b32 v5, s11, v3                               ; examples/dropout.kgen:24
	v_xor_b32 v3, s11, v6                               ; examples/dropout.kgen:24
	v_xor_b32 v6, s11, v18                              ; examples/dropout.kgen:24
	v_xor_b32 v18, s11, v4                              ; examples/dropout.kgen:24
	v_mov_b32 v4, 0xcd9e8d57                            ; examples/dropout.kgen:28
	v_mul_lo_u32 v24, v4, v5
	v_mov_b32 v4, 0xcd9e8d57                            ; examples/dropout.kgen:28
	v_mul_lo_u32 v25, v4, v3
	v_mov_b32 v4, 0xcd9e8d57                            ; examples/dropout.kgen:28
	v_mul_lo_u32 v26, v4, v6
	v_mov_b32 v4, 0xcd9e8d57                            ; examples/dropout.kgen:28
	v_mul_lo_u32 v27, v4, v18
	v_xor_b32 v4, v20, v24                              ; examples/dropout.kgen:34
	v_xor_b32 v20, v21, v25                             ; examples/dropout.kgen:34
	v_xor_b32 v21, v22, v26                             ; examples/dropout.kgen:34
	v_xor_b32 v22, v23, v27                             ; examples/dropout.kgen:34
	s_add_u32 s7, s6, 0x9e3779b9                        ; examples/dropout.kgen:25
	s_add_u32 s6, s7, 0x9e3779b9                        ; examples/dropout.kgen:30
	v_xor_b32 v23, s6, v4                               ; examples/dropout.kgen:34
	v_xor_b32 v4, s6, v20                               ; examples/dropout.kgen:34
	v_xor_b32 v20, s6, v21                              ; examples/dropout.kgen:34
	v_xor_b32 v21, s6, v22                              ; examples/dropout.kgen:34
	v_mov_b32 v22, 0xd2511f53                           ; examples/dropout.kgen:37
	v_mul_hi_u32 v24, v22, v23
	v_mov_b32 v22, 0xd2511f53                           ; examples/dropout.kgen:37
	v_mul_hi_u32 v25, v22, v4
	v_mov_b32 v22, 0xd2511f53                           ; examples/dropout.kgen:37
	v_mul_hi_u32 v26, v22, v20
	v_mov_b32 v22, 0xd2511f53                           ; examples/dropout.kgen:37
	v_mul_hi_u32 v27, v22, v21
	v_mov_b32 v22, 0xcd9e8d57                           ; examples/dropout.kgen:28
	v_mul_hi_u32 v28, v22, v5
	v_mov_b32 v5, 0xcd9e8d57                            ; examples/dropout.kgen:28
	v_mul_hi_u32 v22, v5, v3
	v_mov_b32 v3, 0xcd9e8d57                            ; examples/dropout.kgen:28
	v_mul_hi_u32 v5, v3, v6
	v_mov_b32 v3, 0xcd9e8d57                            ; examples/dropout.kgen:28
	v_mul_hi_u32 v6, v3, v18
	v_mov_b32 v3, 0xcd9e8d57                            ; examples/dropout.kgen:23
	v_mul_lo_u32 v18, v3, v11
	v_mov_b32 v3, 0xcd9e8d57                            ; examples/dropout.kgen:23
	v_mul_lo_u32 v11, v3, v7
	v_mov_b32 v3, 0xcd9e8d57                            ; examples/dropout.kgen:23
	v_mul_lo_u32 v7, v3, v8
	v_mov_b32 v3, 0xcd9e8d57                            ; examples/dropout.kgen:23
	v_mul_lo_u32 v8, v3, v9
	v_xor_b32 v3, v28, v18                              ; examples/dropout.kgen:29
	v_xor_b32 v9, v22, v11                              ; examples/dropout.kgen:29
	v_xor_b32 v11, v5, v7                               ; examples/dropout.kgen:29
	v_xor_b32 v5, v6, v8                                ; examples/dropout.kgen:29
	v_xor_b32 v6, s7, v3                                ; examples/dropout.kgen:29
	v_xor_b32 v3, s7, v9                                ; examples/dropout.kgen:29
	v_xor_b32 v7, s7, v11                               ; examples/dropout.kgen:29
	v_xor_b32 v8, s7, v5                                ; examples/dropout.kgen:29
	v_mov_b32 v5, 0xd2511f53                            ; examples/dropout.kgen:32
	v_mul_lo_u32 v9, v5, v6
	v_mov_b32 v5, 0xd2511f53                            ; examples/dropout.kgen:32
	v_mul_lo_u32 v11, v5, v3
	v_mov_b32 v5, 0xd2511f53                            ; examples/dropout.kgen:32
	v_mul_lo_u32 v18, v5, v7
	v_mov_b32 v5, 0xd2511f53                            ; examples/dropout.kgen:32
	v_mul_lo_u32 v22, v5, v8
	v_xor_b32 v5, v24, v9                               ; examples/dropout.kgen:39
	v_xor_b32 v9, v25, v11                              ; examples/dropout.kgen:39
	v_xor_b32 v11, v26, v18                             ; examples/dropout.kgen:39
	v_xor_b32 v18, v27, v22                             ; examples/dropout.kgen:39
	s_add_u32 s7, s13, 0xbb67ae85                       ; examples/dropout.kgen:30
	s_add_u32 s11, s7, 0xbb67ae85                       ; examples/dropout.kgen:35
	v_xor_b32 v22, s11, v5                              ; examples/dropout.kgen:39
	v_xor_b32 v5, s11, v9                               ; examples/dropout.kgen:39
	v_xor_b32 v9, s11, v11                              ; examples/dropout.kgen:39
	v_xor_b32 v11, s11, v18                             ; examples/dropout.kgen:39
	v_mov_b32 v18, 0xcd9e8d57                           ; examples/dropout.kgen:43
	v_mul_hi_u32 v24, v18, v22
	v_mov_b32 v18, 0xcd9e8d57                           ; examples/dropout.kgen:43
	v_mul_hi_u32 v25, v18, v5
	v_mov_b32 v18, 0xcd9e8d57                           ; examples/dropout.kgen:43
	v_mul_hi_u32 v26, v18, v9
	v_mov_b32 v18, 0xcd9e8d57                           ; examples/dropout.kgen:43
	v_mul_hi_u32 v27, v18, v11
	v_mov_b32 v18, 0xd2511f53                           ; examples/dropout.kgen:32
	v_mul_hi_u32 v28, v18, v6
	v_mov_b32 v6, 0xd2511f53                            ; examples/dropout.kgen:32
	v_mul_hi_u32 v18, v6, v3
	v_mov_b32 v3, 0xd2511f53                            ; examples/dropout.kgen:32
	v_mul_hi_u32 v6, v3, v7
	v_mov_b32 v3, 0xd2511f53                            ; examples/dropout.kgen:32
	v_mul_hi_u32 v7, v3, v8
	v_mov_b32 v3, 0xd2511f53                            ; examples/dropout.kgen:27
	v_mul_lo_u32 v8, v3, v15
	v_mov_b32 v3, 0xd2511f53                            ; examples/dropout.kgen:27
	v_mul_lo_u32 v15, v3, v10
	v_mov_b32 v3, 0xd2511f53                            ; examples/dropout.kgen:27
	v_mul_lo_u32 v10, v3, v12
	v_mov_b32 v3, 0xd2511f53                            ; examples/dropout.kgen:27
	v_mul_lo_u32 v12, v3, v13
	v_xor_b32 v3, v28, v8                               ; examples/dropout.kgen:34
	v_xor_b32 v8, v18, v15                              ; examples/dropout.kgen:34
	v_xor_b32 v13, v6, v10                              ; examples/dropout.kgen:34
	v_xor_b32 v6, v7, v12                               ; examples/dropout.kgen:34
	v_xor_b32 v7, s7, v3                                ; examples/dropout.kgen:34
	v_xor_b32 v3, s7, v8                                ; examples/dropout.kgen:34
	v_xor_b32 v8, s7, v13                               ; examples/dropout.kgen:34
	v_xor_b32 v10, s7, v6                               ; examples/dropout.kgen:34
	v_mov_b32 v6, 0xcd9e8d57                            ; examples/dropout.kgen:38
	v_mul_lo_u32 v12, v6, v7
	v_mov_b32 v6, 0xcd9e8d57                            ; examples/dropout.kgen:38
	v_mul_lo_u32 v13, v6, v3
	v_mov_b32 v6, 0xcd9e8d57                            ; examples/dropout.kgen:38
	v_mul_lo_u32 v15, v6, v8
	v_mov_b32 v6, 0xcd9e8d57                            ; examples/dropout.kgen:38
	v_mul_lo_u32 v18, v6, v10
	v_xor_b32 v6, v24, v12                              ; examples/dropout.kgen:44
	v_xor_b32 v12, v25, v13                             ; examples/dropout.kgen:44
	v_xor_b32 v13, v26, v15                             ; examples/dropout.kgen:44
	v_xor_b32 v15, v27, v18                             ; examples/dropout.kgen:44
	s_add_u32 s7, s6, 0x9e3779b9                        ; examples/dropout.kgen:35
	s_add_u32 s6, s7, 0x9e3779b9                        ; examples/dropout.kgen:40
	v_xor_b32 v18, s6, v6                               ; examples/dropout.kgen:44
	v_xor_b32 v6, s6, v12                               ; examples/dropout.kgen:44
	v_xor_b32 v12, s6, v13                              ; examples/dropout.kgen:44
	v_xor_b32 v13, s6, v15                              ; examples/dropout.kgen:44
	v_mov_b32 v15, 0xd2511f53                           ; examples/dropout.kgen:47
	v_mul_hi_u32 v24, v15, v18
	v_mov_b32 v15, 0xd2511f53                           ; examples/dropout.kgen:47
	v_mul_hi_u32 v25, v15, v6
	v_mov_b32 v15, 0xd2511f53                           ; examples/dropout.kgen:47
	v_mul_hi_u32 v26, v15, v12
	v_mov_b32 v15, 0xd2511f53                           ; examples/dropout.kgen:47
	v_mul_hi_u32 v27, v15, v13
	v_mov_b32 v15, 0xcd9e8d57                           ; examples/dropout.kgen:38
	v_mul_hi_u32 v28, v15, v7
	v_mov_b32 v7, 0xcd9e8d57                            ; examples/dropout.kgen:38
	v_mul_hi_u32 v15, v7, v3
	v_mov_b32 v3, 0xcd9e8d57                            ; examples/dropout.kgen:38
	v_mul_hi_u32 v7, v3, v8
	v_mov_b32 v3, 0xcd9e8d57                            ; examples/dropout.kgen:38
	v_mul_hi_u32 v8, v3, v10
	v_mov_b32 v3, 0xcd9e8d57                            ; examples/dropout.kgen:33
	v_mul_lo_u32 v10, v3, v19
	v_mov_b32 v3, 0xcd9e8d57                            ; examples/dropout.kgen:33
	v_mul_lo_u32 v19, v3, v14
	v_mov_b32 v3, 0xcd9e8d57                            ; examples/dropout.kgen:33
	v_mul_lo_u32 v14, v3, v16
	v_mov_b32 v3, 0xcd9e8d57                            ; examples/dropout.kgen:33
	v_mul_lo_u32 v16, v3, v17
	v_xor_b32 v3, v28, v10                              ; examples/dropout.kgen:39
	v_xor_b32 v10, v15, v19                             ; examples/dropout.kgen:39
	v_xor_b32 v15, v7, v14                              ; examples/dropout.kgen:39
	v_xor_b32 v7, v8, v16                               ; examples/dropout.kgen:39
	v_xor_b32 v8, s7, v3                                ; examples/dropout.kgen:39
	v_xor_b32 v3, s7, v10                               ; examples/dropout.kgen:39
	v_xor_b32 v10, s7, v15                              ; examples/dropout.kgen:39
	v_xor_b32 v14, s7, v7                               ; examples/dropout.kgen:39
	v_mov_b32 v7, 0xd2511f53                            ; examples/dropout.kgen:42
	v_mul_lo_u32 v15, v7, v8
	v_mov_b32 v7, 0xd2511f53                            ; examples/dropout.kgen:42
	v_mul_lo_u32 v16, v7, v3
	v_mov_b32 v7, 0xd2511f53                            ; examples/dropout.kgen:42
	v_mul_lo_u32 v17, v7, v10
	v_mov_b32 v7, 0xd2511f53                            ; examples/dropout.kgen:42
	v_mul_lo_u32 v19, v7, v14
	v_xor_b32 v7, v24, v15                              ; examples/dropout.kgen:49
	v_xor_b32 v15, v25, v16                             ; examples/dropout.kgen:49
	v_xor_b32 v16, v26, v17                             ; examples/dropout.kgen:49
	v_xor_b32 v17, v27, v19                             ; examples/dropout.kgen:49
	s_add_u32 s7, s11, 0xbb67ae85                       ; examples/dropout.kgen:40
	s_add_u32 s11, s7, 0xbb67ae85                       ; examples/dropout.kgen:45
	v_xor_b32 v19, s11, v7                              ; examples/dropout.kgen:49
	v_xor_b32 v7, s11, v15                              ; examples/dropout.kgen:49
	v_xor_b32 v15, s11, v16                             ; examples/dropout.kgen:49
	v_xor_b32 v16, s11, v17                             ; examples/dropout.kgen:49
	v_mov_b32 v17, 0xcd9e8d57                           ; examples/dropout.kgen:53
	v_mul_hi_u32 v24, v17, v19
	v_mov_b32 v17, 0xcd9e8d57                           ; examples/dropout.kgen:53
	v_mul_hi_u32 v19, v17, v7
	v_mov_b32 v7, 0xcd9e8d57                            ; examples/dropout.kgen:53
	v_mul_hi_u32 v17, v7, v15
	v_mov_b32 v7, 0xcd9e8d57                            ; examples/dropout.kgen:53
	v_mul_hi_u32 v15, v7, v16
	v_mov_b32 v7, 0xd2511f53                            ; examples/dropout.kgen:42
	v_mul_hi_u32 v16, v7, v8
	v_mov_b32 v7, 0xd2511f53                            ; examples/dropout.kgen:42
	v_mul_hi_u32 v8, v7, v3
	v_mov_b32 v3, 0xd2511f53                            ; examples/dropout.kgen:42
	v_mul_hi_u32 v7, v3, v10
	v_mov_b32 v3, 0xd2511f53                            ; examples/dropout.kgen:42
	v_mul_hi_u32 v10, v3, v14
	v_mov_b32 v3, 0xd2511f53                            ; examples/dropout.kgen:37
	v_mul_lo_u32 v14, v3, v23
	v_mov_b32 v3, 0xd2511f53                            ; examples/dropout.kgen:37
	v_mul_lo_u32 v23, v3, v4
	v_mov_b32 v3, 0xd2511f53                            ; examples/dropout.kgen:37
	v_mul_lo_u32 v4, v3, v20
	v_mov_b32 v3, 0xd2511f53                            ; examples/dropout.kgen:37
	v_mul_lo_u32 v20, v3, v21
	v_xor_b32 v3, v16, v14                              ; examples/dropout.kgen:44
	v_xor_b32 v14, v8, v23                              ; examples/dropout.kgen:44
	v_xor_b32 v8, v7, v4                                ; examples/dropout.kgen:44
	v_xor_b32 v4, v10, v20                              ; examples/dropout.kgen:44
	v_xor_b32 v7, s7, v3                                ; examples/dropout.kgen:44
	v_xor_b32 v3, s7, v14                               ; examples/dropout.kgen:44
	v_xor_b32 v10, s7, v8                               ; examples/dropout.kgen:44
	v_xor_b32 v8, s7, v4                                ; examples/dropout.kgen:44
	v_mov_b32 v4, 0xcd9e8d57                            ; examples/dropout.kgen:48
	v_mul_lo_u32 v14, v4, v7
	v_mov_b32 v4, 0xcd9e8d57                            ; examples/dropout.kgen:48
	v_mul_lo_u32 v16, v4, v3
	v_mov_b32 v4, 0xcd9e8d57                            ; examples/dropout.kgen:48
	v_mul_lo_u32 v20, v4, v10
	v_mov_b32 v4, 0xcd9e8d57                            ; examples/dropout.kgen:48
	v_mul_lo_u32 v21, v4, v8
	v_xor_b32 v4, v24, v14                              ; examples/dropout.kgen:54
	v_xor_b32 v14, v19, v16                             ; examples/dropout.kgen:54
	v_xor_b32 v16, v17, v20                             ; examples/dropout.kgen:54
	v_xor_b32 v17, v15, v21                             ; examples/dropout.kgen:54
	s_add_u32 s7, s6, 0x9e3779b9                        ; examples/dropout.kgen:45
	s_add_u32 s6, s7, 0x9e3779b9                        ; examples/dropout.kgen:50
	v_xor_b32 v15, s6, v4                               ; examples/dropout.kgen:54
	v_xor_b32 v4, s6, v14                               ; examples/dropout.kgen:54
	v_xor_b32 v14, s6, v16                              ; examples/dropout.kgen:54
	v_xor_b32 v16, s6, v17                              ; examples/dropout.kgen:54
	v_mov_b32 v17, 0xd2511f53                           ; examples/dropout.kgen:57
	v_mul_hi_u32 v19, v17, v15
	v_mov_b32 v15, 0xd2511f53                           ; examples/dropout.kgen:57
	v_mul_hi_u32 v17, v15, v4
	v_mov_b32 v4, 0xd2511f53                            ; examples/dropout.kgen:57
	v_mul_hi_u32 v15, v4, v14
	v_mov_b32 v4, 0xd2511f53                            ; examples/dropout.kgen:57
	v_mul_hi_u32 v14, v4, v16
	v_mov_b32 v4, 0xcd9e8d57                            ; examples/dropout.kgen:48
	v_mul_hi_u32 v16, v4, v7
	v_mov_b32 v4, 0xcd9e8d57                            ; examples/dropout.kgen:48
	v_mul_hi_u32 v7, v4, v3
	v_mov_b32 v3, 0xcd9e8d57                            ; examples/dropout.kgen:48
	v_mul_hi_u32 v4, v3, v10
	v_mov_b32 v3, 0xcd9e8d57                            ; examples/dropout.kgen:48
	v_mul_hi_u32 v10, v3, v8
	v_mov_b32 v3, 0xcd9e8d57                            ; examples/dropout.kgen:43
	v_mul_lo_u32 v8, v3, v22
	v_mov_b32 v3, 0xcd9e8d57                            ; examples/dropout.kgen:43
	v_mul_lo_u32 v20, v3, v5
	v_mov_b32 v3, 0xcd9e8d57                            ; examples/dropout.kgen:43
	v_mul_lo_u32 v5, v3, v9
	v_mov_b32 v3, 0xcd9e8d57                            ; examples/dropout.kgen:43
	v_mul_lo_u32 v9, v3, v11
	v_xor_b32 v3, v16, v8                               ; examples/dropout.kgen:49
	v_xor_b32 v8, v7, v20                               ; examples/dropout.kgen:49
	v_xor_b32 v7, v4, v5                                ; examples/dropout.kgen:49
	v_xor_b32 v4, v10, v9                               ; examples/dropout.kgen:49
	v_xor_b32 v5, s7, v3                                ; examples/dropout.kgen:49
	v_xor_b32 v3, s7, v8                                ; examples/dropout.kgen:49
	v_xor_b32 v8, s7, v7                                ; examples/dropout.kgen:49
	v_xor_b32 v7, s7, v4                                ; examples/dropout.kgen:49
	v_mov_b32 v4, 0xd2511f53                            ; examples/dropout.kgen:52
	v_mul_lo_u32 v9, v4, v5
	v_mov_b32 v4, 0xd2511f53                            ; examples/dropout.kgen:52
	v_mul_lo_u32 v10, v4, v3
	v_mov_b32 v4, 0xd2511f53                            ; examples/dropout.kgen:52
	v_mul_lo_u32 v11, v4, v8
	v_mov_b32 v4, 0xd2511f53                            ; examples/dropout.kgen:52
	v_mul_lo_u32 v16, v4, v7
	v_xor_b32 v4, v19, v9                               ; examples/dropout.kgen:59
	v_xor_b32 v9, v17, v10                              ; examples/dropout.kgen:59
	v_xor_b32 v10, v15, v11                             ; examples/dropout.kgen:59
	v_xor_b32 v11, v14, v16                             ; examples/dropout.kgen:59
	s_add_u32 s7, s11, 0xbb67ae85                       ; examples/dropout.kgen:50
	s_add_u32 s11, s7, 0xbb67ae85                       ; examples/dropout.kgen:55
	v_xor_b32 v14, s11, v4                              ; examples/dropout.kgen:59
	v_xor_b32 v4, s11, v9                               ; examples/dropout.kgen:59
	v_xor_b32 v9, s11, v10                              ; examples/dropout.kgen:59
	v_xor_b32 v10, s11, v11                             ; examples/dropout.kgen:59
	v_mov_b32 v11, 0xcd9e8d57                           ; examples/dropout.kgen:63
	v_mul_hi_u32 v15, v11, v14
	v_mov_b32 v11, 0xcd9e8d57                           ; examples/dropout.kgen:63
	v_mul_hi_u32 v14, v11, v4
	v_mov_b32 v4, 0xcd9e8d57                            ; examples/dropout.kgen:63
	v_mul_hi_u32 v11, v4, v9
	v_mov_b32 v4, 0xcd9e8d57                            ; examples/dropout.kgen:63
	v_mul_hi_u32 v9, v4, v10
	v_mov_b32 v4, 0xd2511f53                            ; examples/dropout.kgen:52
	v_mul_hi_u32 v10, v4, v5
	v_mov_b32 v4, 0xd2511f53                            ; examples/dropout.kgen:52
	v_mul_hi_u32 v5, v4, v3
	v_mov_b32 v3, 0xd2511f53                            ; examples/dropout.kgen:52
	v_mul_hi_u32 v4, v3, v8
	v_mov_b32 v3, 0xd2511f53                            ; examples/dropout.kgen:52
	v_mul_hi_u32 v8, v3, v7
	v_mov_b32 v3, 0xd2511f53                            ; examples/dropout.kgen:47
	v_mul_lo_u32 v7, v3, v18
	v_mov_b32 v3, 0xd2511f53                            ; examples/dropout.kgen:47
	v_mul_lo_u32 v16, v3, v6
	v_mov_b32 v3, 0xd2511f53                            ; examples/dropout.kgen:47
	v_mul_lo_u32 v6, v3, v12
	v_mov_b32 v3, 0xd2511f53                            ; examples/dropout.kgen:47
	v_mul_lo_u32 v12, v3, v13
	v_xor_b32 v3, v10, v7                               ; examples/dropout.kgen:54
	v_xor_b32 v7, v5, v16                               ; examples/dropout.kgen:54
	v_xor_b32 v5, v4, v6                                ; examples/dropout.kgen:54
	v_xor_b32 v4, v8, v12                               ; examples/dropout.kgen:54
	v_xor_b32 v6, s7, v3                                ; examples/dropout.kgen:54
	v_xor_b32 v3, s7, v7                                ; examples/dropout.kgen:54
	v_xor_b32 v7, s7, v5                                ; examples/dropout.kgen:54
	v_xor_b32 v5, s7, v4                                ; examples/dropout.kgen:54
	v_mov_b32 v4, 0xcd9e8d57                            ; examples/dropout.kgen:58
	v_mul_lo_u32 v8, v4, v6
	v_mov_b32 v4, 0xcd9e8d57                            ; examples/dropout.kgen:58
	v_mul_lo_u32 v6, v4, v3
	v_mov_b32 v3, 0xcd9e8d57                            ; examples/dropout.kgen:58
	v_mul_lo_u32 v4, v3, v7
	v_mov_b32 v3, 0xcd9e8d57                            ; examples/dropout.kgen:58
	v_mul_lo_u32 v7, v3, v5
	v_xor_b32 v3, v15, v8                               ; examples/dropout.kgen:64
	v_xor_b32 v5, v14, v6                               ; examples/dropout.kgen:64
	v_xor_b32 v6, v11, v4                               ; examples/dropout.kgen:64
	v_xor_b32 v4, v9, v7                                ; examples/dropout.kgen:64
	s_add_u32 s7, s6, 0x9e3779b9                        ; examples/dropout.kgen:55
	s_add_u32 s6, s7, 0x9e3779b9                        ; examples/dropout.kgen:60
	v_xor_b32 v7, s6, v3                                ; examples/dropout.kgen:64
	v_xor_b32 v3, s6, v5                                ; examples/dropout.kgen:64
	v_xor_b32 v5, s6, v6                                ; examples/dropout.kgen:64
	v_xor_b32 v6, s6, v4                                ; examples/dropout.kgen:64
	v_cmp_ge_u32 s[6:7], v7, s9                         ; examples/dropout.kgen:65
	v_cmp_ge_u32 s[16:17], v3, s9                       ; examples/dropout.kgen:65
	v_cmp_ge_u32 s[18:19], v5, s9                       ; examples/dropout.kgen:65
	v_cmp_ge_u32 s[20:21], v6, s9                       ; examples/dropout.kgen:65
	global_load_dwordx4 v[4:7], v1, s[14:15]            ; examples/dropout.kgen:66: 16-byte load of 'x'
	v_sub_f32 v3, 1.0, s3                               ; examples/dropout.kgen:66
	s_waitcnt vmcnt(0)
	v_div_scale_f32 v8, s[22:23], v3, v3, v4            ; examples/dropout.kgen:66
	v_rcp_f32 v9, v8
	v_div_scale_f32 v10, vcc, v4, v3, v4
	v_fma_f32 v11, -v8, v9, 1.0
	v_fma_f32 v9, v11, v9, v9
	v_mul_f32 v12, v10, v9
	v_fma_f32 v11, -v8, v12, v10
	v_fma_f32 v12, v11, v9, v12
	v_fma_f32 v11, -v8, v12, v10
	v_div_fmas_f32 v11, v11, v9, v12
	v_div_fixup_f32 v8, v11, v3, v4
	v_div_scale_f32 v9, s[22:23], v3, v3, v5            ; examples/dropout.kgen:66
	v_rcp_f32 v10, v9
	v_div_scale_f32 v11, vcc, v5, v3, v5
	v_fma_f32 v12, -v9, v10, 1.0
	v_fma_f32 v10, v12, v10, v10
	v_mul_f32 v13, v11, v10
	v_fma_f32 v12, -v9, v13, v11
	v_fma_f32 v13, v12, v10, v13
	v_fma_f32 v12, -v9, v13, v11
	v_div_fmas_f32 v12, v12, v10, v13
	v_div_fixup_f32 v9, v12, v3, v5
	v_div_scale_f32 v10, s[22:23], v3, v3, v6           ; examples/dropout.kgen:66
	v_rcp_f32 v11, v10
	v_div_scale_f32 v12, vcc, v6, v3, v6
	v_fma_f32 v13, -v10, v11, 1.0
	v_fma_f32 v11, v13, v11, v11
	v_mul_f32 v14, v12, v11
	v_fma_f32 v13, -v10, v14, v12
	v_fma_f32 v14, v13, v11, v14
	v_fma_f32 v13, -v10, v14, v12
	v_div_fmas_f32 v13, v13, v11, v14
	v_div_fixup_f32 v10, v13, v3, v6
	v_div_scale_f32 v11, s[22:23], v3, v3, v7           ; examples/dropout.kgen:66
	v_rcp_f32 v12, v11
	v_div_scale_f32 v13, vcc, v7, v3, v7
	v_fma_f32 v14, -v11, v12, 1.0
	v_fma_f32 v12, v14, v12, v12
	v_mul_f32 v15, v13, v12
	v_fma_f32 v14, -v11, v15, v13
	v_fma_f32 v15, v14, v12, v15
	v_fma_f32 v14, -v11, v15, v13
	v_div_fmas_f32 v14, v14, v12, v15
	v_div_fixup_f32 v11, v14, v3, v7
	v_cndmask_b32 v3, 0, v8, s[6:7]                     ; examples/dropout.kgen:66
	v_cndmask_b32 v4, 0, v9, s[16:17]                   ; examples/dropout.kgen:66
	v_cndmask_b32 v5, 0, v10, s[18:19]                  ; examples/dropout.kgen:66
	v_cndmask_b32 v6, 0, v11, s[20:21]                  ; examples/dropout.kgen:66
	v_mov_b32 v8, v3                                    ; examples/dropout.kgen:66: 16-byte store to 'out'
	v_mov_b32 v9, v4
	v_mov_b32 v10, v5
	v_mov_b32 v11, v6
	global_store_dwordx4 v1, v[8:11], s[4:5]
	s_branch .Ldropout_if0_end
.Ldropout_if0_else:
	v_add_u32 v3, s12, v2
	v_add_u32 v4, 0, v3                                 ; index along 'n' (examples/dropout.kgen:12)
	v_add_u32 v5, 1, v3                                 ; index along 'n' (examples/dropout.kgen:12)
	v_add_u32 v6, 2, v3                                 ; index along 'n' (examples/dropout.kgen:12)
	v_add_u32 v7, 3, v3                                 ; index along 'n' (examples/dropout.kgen:12)
	v_mov_b32 v3, v4                                    ; examples/dropout.kgen:12
	v_mov_b32 v4, v5                                    ; examples/dropout.kgen:12
	v_mov_b32 v5, v6                                    ; examples/dropout.kgen:12
	v_mov_b32 v6, v7                                    ; examples/dropout.kgen:12
	v_mov_b32 v7, 0xd2511f53                            ; examples/dropout.kgen:17
	v_mul_hi_u32 v8, v7, v3
	v_mov_b32 v7, 0xd2511f53                            ; examples/dropout.kgen:17
	v_mul_hi_u32 v9, v7, v4
	v_mov_b32 v7, 0xd2511f53                            ; examples/dropout.kgen:17
	v_mul_hi_u32 v10, v7, v5
	v_mov_b32 v7, 0xd2511f53                            ; examples/dropout.kgen:17
	v_mul_hi_u32 v11, v7, v6
	v_xor_b32 v7, 0, v8                                 ; examples/dropout.kgen:19
	v_xor_b32 v8, 0, v9                                 ; examples/dropout.kgen:19
	v_xor_b32 v9, 0, v10                                ; examples/dropout.kgen:19
	v_xor_b32 v10, 0, v11                               ; examples/dropout.kgen:19
	v_xor_b32 v11, 0, v7                                ; examples/dropout.kgen:19
	v_xor_b32 v7, 0, v8                                 ; examples/dropout.kgen:19
	v_xor_b32 v8, 0, v9                                 ; examples/dropout.kgen:19
	v_xor_b32 v9, 0, v10                                ; examples/dropout.kgen:19
	v_mov_b32 v10, 0xcd9e8d57                           ; examples/dropout.kgen:23
	v_mul_hi_u32 v12, v10, v11
	v_mov_b32 v10, 0xcd9e8d57                           ; examples/dropout.kgen:23
	v_mul_hi_u32 v13, v10, v7
	v_mov_b32 v10, 0xcd9e8d57                           ; examples/dropout.kgen:23
	v_mul_hi_u32 v14, v10, v8
	v_mov_b32 v10, 0xcd9e8d57                           ; examples/dropout.kgen:23
	v_mul_hi_u32 v15, v10, v9
	s_mul_i32 s6, 0, 0xcd9e8d57                         ; examples/dropout.kgen:18
	v_xor_b32 v10, s6, v12                              ; examples/dropout.kgen:24
	v_xor_b32 v12, s6, v13                              ; examples/dropout.kgen:24
	v_xor_b32 v13, s6, v14                              ; examples/dropout.kgen:24
	v_xor_b32 v14, s6, v15                              ; examples/dropout.kgen:24
	s_add_u32 s6, s8, 0x9e3779b9                        ; examples/dropout.kgen:20
	v_xor_b32 v15, s6, v10                              ; examples/dropout.kgen:24
	v_xor_b32 v10, s6, v12                              ; examples/dropout.kgen:24
	v_xor_b32 v12, s6, v13                              ; examples/dropout.kgen:24
	v_xor_b32 v13, s6, v14                              ; examples/dropout.kgen:24
	v_mov_b32 v14, 0xd2511f53                           ; examples/dropout.kgen:27
	v_mul_hi_u32 v16, v14, v15
	v_mov_b32 v14, 0xd2511f53                           ; examples/dropout.kgen:27
	v_mul_hi_u32 v17, v14, v10
	v_mov_b32 v14, 0xd2511f53                           ; examples/dropout.kgen:27
	v_mul_hi_u32 v18, v14, v12
	v_mov_b32 v14, 0xd2511f53                           ; examples/dropout.kgen:27
	v_mul_hi_u32 v19, v14, v13
	s_mul_hi_u32 s7, 0, 0xcd9e8d57                      ; examples/dropout.kgen:18
	s_xor_b32 s11, s7, 0                                ; examples/dropout.kgen:19
	s_xor_b32 s7, s11, s8                               ; examples/dropout.kgen:19
	s_mul_i32 s8, s7, 0xd2511f53                        ; examples/dropout.kgen:22
	v_xor_b32 v14, s8, v16                              ; examples/dropout.kgen:29
	v_xor_b32 v16, s8, v17                              ; examples/dropout.kgen:29
	v_xor_b32 v17, s8, v18                              ; examples/dropout.kgen:29
	v_xor_b32 v18, s8, v19                              ; examples/dropout.kgen:29
	s_add_u32 s8, 0, 0xbb67ae85                         ; examples/dropout.kgen:20
	s_add_u32 s11, s8, 0xbb67ae85                       ; examples/dropout.kgen:25
	v_xor_b32 v19, s11, v14                             ; examples/dropout.kgen:29
	v_xor_b32 v14, s11, v16                             ; examples/dropout.kgen:29
	v_xor_b32 v16, s11, v17                             ; examples/dropout.kgen:29
	v_xor_b32 v17, s11, v18                             ; examples/dropout.kgen:29
	v_mov_b32 v18, 0xcd9e8d57                           ; examples/dropout.kgen:33
	v_mul_hi_u32 v20, v18, v19
	v_mov_b32 v18, 0xcd9e8d57                           ; examples/dropout.kgen:33
	v_mul_hi_u32 v21, v18, v14
	v_mov_b32 v18, 0xcd9e8d57                           ; examples/dropout.kgen:33
	v_mul_hi_u32 v22, v18, v16
	v_mov_b32 v18, 0xcd9e8d57                           ; examples/dropout.kgen:33
	v_mul_hi_u32 v23, v18, v17
	s_mul_hi_u32 s12, s7, 0xd2511f53                    ; examples/dropout.kgen:22
	v_mov_b32 v18, 0xd2511f53                           ; examples/dropout.kgen:17
	v_mul_lo_u32 v24, v18, v3
	v_mov_b32 v3, 0xd2511f53                            ; examples/dropout.kgen:17
	v_mul_lo_u32 v18, v3, v4
	v_mov_b32 v3, 0xd2511f53                            ; examples/dropout.kgen:17
	v_mul_lo_u32 v4, v3, v5
	v_mov_b32 v3, 0xd2511f53                            ; examples/dropout.kgen:17
	v_mul_lo_u32 v5, v3, v6
	v_xor_b32 v3, s12, v24                              ; examples/dropout.kgen:24
	v_xor_b32 v6, s12, v18                              ; examples/dropout.kgen:24
	v_xor_b32 v18, s12, v4                              ; examples/dropout.kgen:24
	v_xor_b32 v4, s12, v5                               ; examples/dropout.kgen:24
	v_xor_b32 v5, s8, v3                                ; examples/dropout.kgen:24
	v_xor_b32 v3, s8, v6                                ; examples/dropout.kgen:24
	v_xor_b32 v6, s8, v18                               ; examples/dropout.kgen:24
	v_xor_b32 v18, s8, v4                               ; examples/dropout.kgen:24
	v_mov_b32 v4, 0xcd9e8d57                            ; examples/dropout.kgen:28
	v_mul_lo_u32 v24, v4, v5
	v_mov_b32 v4, 0xcd9e8d57                            ; examples/dropout.kgen:28
	v_mul_lo_u32 v25, v4, v3
	v_mov_b32 v4, 0xcd9e8d57                            ; examples/dropout.kgen:28
	v_mul_lo_u32 v26, v4, v6
	v_mov_b32 v4, 0xcd9e8d57                            ; examples/dropout.kgen:28
	v_mul_lo_u32 v27, v4, v18
	v_xor_b32 v4, v20, v24                              ; examples/dropout.kgen:34
	v_xor_b32 v20, v21, v25                             ; examples/dropout.kgen:34
	v_xor_b32 v21, v22, v26                             ; examples/dropout.kgen:34
	v_xor_b32 v22, v23, v27                             ; examples/dropout.kgen:34
	s_add_u32 s7, s6, 0x9e3779b9                        ; examples/dropout.kgen:25
	s_add_u32 s6, s7, 0x9e3779b9                        ; examples/dropout.kgen:30
	v_xor_b32 v23, s6, v4                               ; examples/dropout.kgen:34
	v_xor_b32 v4, s6, v20                               ; examples/dropout.kgen:34
	v_xor_b32 v20, s6, v21                              ; examples/dropout.kgen:34
	v_xor_b32 v21, s6, v22                              ; examples/dropout.kgen:34
	v_mov_b32 v22, 0xd2511f53                           ; examples/dropout.kgen:37
	v_mul_hi_u32 v24, v22, v23
	v_mov_b32 v22, 0xd2511f53                           ; examples/dropout.kgen:37
	v_mul_hi_u32 v25, v22, v4
	v_mov_b32 v22, 0xd2511f53                           ; examples/dropout.kgen:37
	v_mul_hi_u32 v26, v22, v20
	v_mov_b32 v22, 0xd2511f53                           ; examples/dropout.kgen:37
	v_mul_hi_u32 v27, v22, v21
	v_mov_b32 v22, 0xcd9e8d57                           ; examples/dropout.kgen:28
	v_mul_hi_u32 v28, v22, v5
	v_mov_b32 v5, 0xcd9e8d57                            ; examples/dropout.kgen:28
	v_mul_hi_u32 v22, v5, v3
	v_mov_b32 v3, 0xcd9e8d57                            ; examples/dropout.kgen:28
	v_mul_hi_u32 v5, v3, v6
	v_mov_b32 v3, 0xcd9e8d57                            ; examples/dropout.kgen:28
	v_mul_hi_u32 v6, v3, v18
	v_mov_b32 v3, 0xcd9e8d57                            ; examples/dropout.kgen:23
	v_mul_lo_u32 v18, v3, v11
	v_mov_b32 v3, 0xcd9e8d57                            ; examples/dropout.kgen:23
	v_mul_lo_u32 v11, v3, v7
	v_mov_b32 v3, 0xcd9e8d57                            ; examples/dropout.kgen:23
	v_mul_lo_u32 v7, v3, v8
	v_mov_b32 v3, 0xcd9e8d57                            ; examples/dropout.kgen:23
	v_mul_lo_u32 v8, v3, v9
	v_xor_b32 v3, v28, v18                              ; examples/dropout.kgen:29
	v_xor_b32 v9, v22, v11                              ; examples/dropout.kgen:29
	v_xor_b32 v11, v5, v7                               ; examples/dropout.kgen:29
	v_xor_b32 v5, v6, v8                                ; examples/dropout.kgen:29
	v_xor_b32 v6, s7, v3                                ; examples/dropout.kgen:29
	v_xor_b32 v3, s7, v9                                ; examples/dropout.kgen:29
	v_xor_b32 v7, s7, v11                               ; examples/dropout.kgen:29
	v_xor_b32 v8, s7, v5                                ; examples/dropout.kgen:29
	v_mov_b32 v5, 0xd2511f53                            ; examples/dropout.kgen:32
	v_mul_lo_u32 v9, v5, v6
	v_mov_b32 v5, 0xd2511f53                            ; examples/dropout.kgen:32
	v_mul_lo_u32 v11, v5, v3
	v_mov_b32 v5, 0xd2511f53                            ; examples/dropout.kgen:32
	v_mul_lo_u32 v18, v5, v7
	v_mov_b32 v5, 0xd2511f53                            ; examples/dropout.kgen:32
	v_mul_lo_u32 v22, v5, v8
	v_xor_b32 v5, v24, v9                               ; examples/dropout.kgen:39
	v_xor_b32 v9, v25, v11                              ; examples/dropout.kgen:39
	v_xor_b32 v11, v26, v18                             ; examples/dropout.kgen:39
	v_xor_b32 v18, v27, v22                             ; examples/dropout.kgen:39
	s_add_u32 s7, s11, 0xbb67ae85                       ; examples/dropout.kgen:30
	s_add_u32 s8, s7, 0xbb67ae85                        ; examples/dropout.kgen:35
	v_xor_b32 v22, s8, v5                               ; examples/dropout.kgen:39
	v_xor_b32 v5, s8, v9                                ; examples/dropout.kgen:39
	v_xor_b32 v9, s8, v11                               ; examples/dropout.kgen:39
	v_xor_b32 v11, s8, v18                              ; examples/dropout.kgen:39
	v_mov_b32 v18, 0xcd9e8d57                           ; examples/dropout.kgen:43
	v_mul_hi_u32 v24, v18, v22
	v_mov_b32 v18, 0xcd9e8d57                           ; examples/dropout.kgen:43
	v_mul_hi_u32 v25, v18, v5
	v_mov_b32 v18, 0xcd9e8d57                           ; examples/dropout.kgen:43
	v_mul_hi_u32 v26, v18, v9
	v_mov_b32 v18, 0xcd9e8d57                           ; examples/dropout.kgen:43
	v_mul_hi_u32 v27, v18, v11
	v_mov_b32 v18, 0xd2511f53                           ; examples/dropout.kgen:32
	v_mul_hi_u32 v28, v18, v6
	v_mov_b32 v6, 0xd2511f53                            ; examples/dropout.kgen:32
	v_mul_hi_u32 v18, v6, v3
	v_mov_b32 v3, 0xd2511f53                            ; examples/dropout.kgen:32
	v_mul_hi_u32 v6, v3, v7
	v_mov_b32 v3, 0xd2511f53                            ; examples/dropout.kgen:32
	v_mul_hi_u32 v7, v3, v8
	v_mov_b32 v3, 0xd2511f53                            ; examples/dropout.kgen:27
	v_mul_lo_u32 v8, v3, v15
	v_mov_b32 v3, 0xd2511f53                            ; examples/dropout.kgen:27
	v_mul_lo_u32 v15, v3, v10
	v_mov_b32 v3, 0xd2511f53                            ; examples/dropout.kgen:27
	v_mul_lo_u32 v10, v3, v12
	v_mov_b32 v3, 0xd2511f53                            ; examples/dropout.kgen:27
	v_mul_lo_u32 v12, v3, v13
	v_xor_b32 v3, v28, v8                               ; examples/dropout.kgen:34
	v_xor_b32 v8, v18, v15                              ; examples/dropout.kgen:34
	v_xor_b32 v13, v6, v10                              ; examples/dropout.kgen:34
	v_xor_b32 v6, v7, v12                               ; examples/dropout.kgen:34
	v_xor_b32 v7, s7, v3                                ; examples/dropout.kgen:34
	v_xor_b32 v3, s7, v8                                ; examples/dropout.kgen:34
	v_xor_b32 v8, s7, v13                               ; examples/dropout.kgen:34
	v_xor_b32 v10, s7, v6                               ; examples/dropout.kgen:34
	v_mov_b32 v6, 0xcd9e8d57                            ; examples/dropout.kgen:38
	v_mul_lo_u32 v12, v6, v7
	v_mov_b32 v6, 0xcd9e8d57                            ; examples/dropout.kgen:38
	v_mul_lo_u32 v13, v6, v3
	v_mov_b32 v6, 0xcd9e8d57                            ; examples/dropout.kgen:38
	v_mul_lo_u32 v15, v6, v8
	v_mov_b32 v6, 0xcd9e8d57                            ; examples/dropout.kgen:38
	v_mul_lo_u32 v18, v6, v10
	v_xor_b32 v6, v24, v12                              ; examples/dropout.kgen:44
	v_xor_b32 v12, v25, v13                             ; examples/dropout.kgen:44
	v_xor_b32 v13, v26, v15                             ; examples/dropout.kgen:44
	v_xor_b32 v15, v27, v18                             ; examples/dropout.kgen:44
	s_add_u32 s7, s6, 0x9e3779b9                        ; examples/dropout.kgen:35
	s_add_u32 s6, s7, 0x9e3779b9                        ; examples/dropout.kgen:40
	v_xor_b32 v18, s6, v6                               ; examples/dropout.kgen:44
	v_xor_b32 v6, s6, v12                               ; examples/dropout.kgen:44
	v_xor_b32 v12, s6, v13                              ; examples/dropout.kgen:44
	v_xor_b32 v13, s6, v15                              ; examples/dropout.kgen:44
	v_mov_b32 v15, 0xd2511f53                           ; examples/dropout.kgen:47
	v_mul_hi_u32 v24, v15, v18
	v_mov_b32 v15, 0xd2511f53                           ; examples/dropout.kgen:47
	v_mul_hi_u32 v25, v15, v6
	v_mov_b32 v15, 0xd2511f53                           ; examples/dropout.kgen:47
	v_mul_hi_u32 v26, v15, v12
	v_mov_b32 v15, 0xd2511f53                           ; examples/dropout.kgen:47
	v_mul_hi_u32 v27, v15, v13
	v_mov_b32 v15, 0xcd9e8d57                           ; examples/dropout.kgen:38
	v_mul_hi_u32 v28, v15, v7
	v_mov_b32 v7, 0xcd9e8d57                            ; examples/dropout.kgen:38
	v_mul_hi_u32 v15, v7, v3
	v_mov_b32 v3, 0xcd9e8d57                            ; examples/dropout.kgen:38
	v_mul_hi_u32 v7, v3, v8
	v_mov_b32 v3, 0xcd9e8d57                            ; examples/dropout.kgen:38
	v_mul_hi_u32 v8, v3, v10
	v_mov_b32 v3, 0xcd9e8d57                            ; examples/dropout.kgen:33
	v_mul_lo_u32 v10, v3, v19
	v_mov_b32 v3, 0xcd9e8d57                            ; examples/dropout.kgen:33
	v_mul_lo_u32 v19, v3, v14
	v_mov_b32 v3, 0xcd9e8d57                            ; examples/dropout.kgen:33
	v_mul_lo_u32 v14, v3, v16
	v_mov_b32 v3, 0xcd9e8d57                            ; examples/dropout.kgen:33
	v_mul_lo_u32 v16, v3, v17
	v_xor_b32 v3, v28, v10                              ; examples/dropout.kgen:39
	v_xor_b32 v10, v15, v19                             ; examples/dropout.kgen:39
	v_xor_b32 v15, v7, v14                              ; examples/dropout.kgen:39
	v_xor_b32 v7, v8, v16                               ; examples/dropout.kgen:39
	v_xor_b32 v8, s7, v3                                ; examples/dropout.kgen:39
	v_xor_b32 v3, s7, v10                               ; examples/dropout.kgen:39
	v_xor_b32 v10, s7, v15                              ; examples/dropout.kgen:39
	v_xor_b32 v14, s7, v7                               ; examples/dropout.kgen:39
	v_mov_b32 v7, 0xd2511f53                            ; examples/dropout.kgen:42
	v_mul_lo_u32 v15, v7, v8
	v_mov_b32 v7, 0xd2511f53                            ; examples/dropout.kgen:42
	v_mul_lo_u32 v16, v7, v3
	v_mov_b32 v7, 0xd2511f53                            ; examples/dropout.kgen:42
	v_mul_lo_u32 v17, v7, v10
	v_mov_b32 v7, 0xd2511f53                            ; examples/dropout.kgen:42
	v_mul_lo_u32 v19, v7, v14
	v_xor_b32 v7, v24, v15                              ; examples/dropout.kgen:49
	v_xor_b32 v15, v25, v16                             ; examples/dropout.kgen:49
	v_xor_b32 v16, v26, v17                             ; examples/dropout.kgen:49
	v_xor_b32 v17, v27, v19                             ; examples/dropout.kgen:49
	s_add_u32 s7, s8, 0xbb67ae85                        ; examples/dropout.kgen:40
	s_add_u32 s8, s7, 0xbb67ae85                        ; examples/dropout.kgen:45
	v_xor_b32 v19, s8, v7                               ; examples/dropout.kgen:49
	v_xor_b32 v7, s8, v15                               ; examples/dropout.kgen:49
	v_xor_b32 v15, s8, v16                              ; examples/dropout.kgen:49
	v_xor_b32 v16, s8, v17                              ; examples/dropout.kgen:49
	v_mov_b32 v17, 0xcd9e8d57                           ; examples/dropout.kgen:53
	v_mul_hi_u32 v24, v17, v19
	v_mov_b32 v17, 0xcd9e8d57                           ; examples/dropout.kgen:53
	v_mul_hi_u32 v19, v17, v7
	v_mov_b32 v7, 0xcd9e8d57                            ; examples/dropout.kgen:53
	v_mul_hi_u32 v17, v7, v15
	v_mov_b32 v7, 0xcd9e8d57                            ; examples/dropout.kgen:53
	v_mul_hi_u32 v15, v7, v16
	v_mov_b32 v7, 0xd2511f53                            ; examples/dropout.kgen:42
	v_mul_hi_u32 v16, v7, v8
	v_mov_b32 v7, 0xd2511f53                            ; examples/dropout.kgen:42
	v_mul_hi_u32 v8, v7, v3
	v_mov_b32 v3, 0xd2511f53                            ; examples/dropout.kgen:42
	v_mul_hi_u32 v7, v3, v10
	v_mov_b32 v3, 0xd2511f53                            ; examples/dropout.kgen:42
	v_mul_hi_u32 v10, v3, v14
	v_mov_b32 v3, 0xd2511f53                            ; examples/dropout.kgen:37
	v_mul_lo_u32 v14, v3, v23
	v_mov_b32 v3, 0xd2511f53                            ; examples/dropout.kgen:37
	v_mul_lo_u32 v23, v3, v4
	v_mov_b32 v3, 0xd2511f53                            ; examples/dropout.kgen:37
	v_mul_lo_u32 v4, v3, v20
	v_mov_b32 v3, 0xd2511f53                            ; examples/dropout.kgen:37
	v_mul_lo_u32 v20, v3, v21
	v_xor_b32 v3, v16, v14                              ; examples/dropout.kgen:44
	v_xor_b32 v14, v8, v23                              ; examples/dropout.kgen:44
	v_xor_b32 v8, v7, v4                                ; examples/dropout.kgen:44
	v_xor_b32 v4, v10, v20                              ; examples/dropout.kgen:44
	v_xor_b32 v7, s7, v3                                ; examples/dropout.kgen:44
	v_xor_b32 v3, s7, v14                               ; examples/dropout.kgen:44
	v_xor_b32 v10, s7, v8                               ; examples/dropout.kgen:44
	v_xor_b32 v8, s7, v4                                ; examples/dropout.kgen:44
	v_mov_b32 v4, 0xcd9e8d57                            ; examples/dropout.kgen:48
	v_mul_lo_u32 v14, v4, v7
	v_mov_b32 v4, 0xcd9e8d57                            ; examples/dropout.kgen:48
	v_mul_lo_u32 v16, v4, v3
	v_mov_b32 v4, 0xcd9e8d57                            ; examples/dropout.kgen:48
	v_mul_lo_u32 v20, v4, v10
	v_mov_b32 v4, 0xcd9e8d57                            ; examples/dropout.kgen:48
	v_mul_lo_u32 v21, v4, v8
	v_xor_b32 v4, v24, v14                              ; examples/dropout.kgen:54
	v_xor_b32 v14, v19, v16                             ; examples/dropout.kgen:54
	v_xor_b32 v16, v17, v20                             ; examples/dropout.kgen:54
	v_xor_b32 v17, v15, v21                             ; examples/dropout.kgen:54
	s_add_u32 s7, s6, 0x9e3779b9                        ; examples/dropout.kgen:45
	s_add_u32 s6, s7, 0x9e3779b9                        ; examples/dropout.kgen:50
	v_xor_b32 v15, s6, v4                               ; examples/dropout.kgen:54
	v_xor_b32 v4, s6, v14                               ; examples/dropout.kgen:54
	v_xor_b32 v14, s6, v16                              ; examples/dropout.kgen:54
	v_xor_b32 v16, s6, v17                              ; examples/dropout.kgen:54
	v_mov_b32 v17, 0xd2511f53                           ; examples/dropout.kgen:57
	v_mul_hi_u32 v19, v17, v15
	v_mov_b32 v15, 0xd2511f53                           ; examples/dropout.kgen:57
	v_mul_hi_u32 v17, v15, v4
	v_mov_b32 v4, 0xd2511f53                            ; examples/dropout.kgen:57
	v_mul_hi_u32 v15, v4, v14
	v_mov_b32 v4, 0xd2511f53                            ; examples/dropout.kgen:57
	v_mul_hi_u32 v14, v4, v16
	v_mov_b32 v4, 0xcd9e8d57                            ; examples/dropout.kgen:48
	v_mul_hi_u32 v16, v4, v7
	v_mov_b32 v4, 0xcd9e8d57                            ; examples/dropout.kgen:48
	v_mul_hi_u32 v7, v4, v3
	v_mov_b32 v3, 0xcd9e8d57                            ; examples/dropout.kgen:48
	v_mul_hi_u32 v4, v3, v10
	v_mov_b32 v3, 0xcd9e8d57                            ; examples/dropout.kgen:48
	v_mul_hi_u32 v10, v3, v8
	v_mov_b32 v3, 0xcd9e8d57                            ; examples/dropout.kgen:43
	v_mul_lo_u32 v8, v3, v22
	v_mov_b32 v3, 0xcd9e8d57                            ; examples/dropout.kgen:43
	v_mul_lo_u32 v20, v3, v5
	v_mov_b32 v3, 0xcd9e8d57                            ; examples/dropout.kgen:43
	v_mul_lo_u32 v5, v3, v9
	v_mov_b32 v3, 0xcd9e8d57                            ; examples/dropout.kgen:43
	v_mul_lo_u32 v9, v3, v11
	v_xor_b32 v3, v16, v8                               ; examples/dropout.kgen:49
	v_xor_b32 v8, v7, v20                               ; examples/dropout.kgen:49
	v_xor_b32 v7, v4, v5                                ; examples/dropout.kgen:49
	v_xor_b32 v4, v10, v9                               ; examples/dropout.kgen:49
	v_xor_b32 v5, s7, v3                                ; examples/dropout.kgen:49
	v_xor_b32 v3, s7, v8                                ; examples/dropout.kgen:49
	v_xor_b32 v8, s7, v7                                ; examples/dropout.kgen:49
	v_xor_b32 v7, s7, v4                                ; examples/dropout.kgen:49
	v_mov_b32 v4, 0xd2511f53                            ; examples/dropout.kgen:52
	v_mul_lo_u32 v9, v4, v5
	v_mov_b32 v4, 0xd2511f53                            ; examples/dropout.kgen:52
	v_mul_lo_u32 v10, v4, v3
	v_mov_b32 v4, 0xd2511f53                            ; examples/dropout.kgen:52
	v_mul_lo_u32 v11, v4, v8
	v_mov_b32 v4, 0xd2511f53                            ; examples/dropout.kgen:52
	v_mul_lo_u32 v16, v4, v7
	v_xor_b32 v4, v19, v9                               ; examples/dropout.kgen:59
	v_xor_b32 v9, v17, v10                              ; examples/dropout.kgen:59
	v_xor_b32 v10, v15, v11                             ; examples/dropout.kgen:59
	v_xor_b32 v11, v14, v16                             ; examples/dropout.kgen:59
	s_add_u32 s7, s8, 0xbb67ae85                        ; examples/dropout.kgen:50
	s_add_u32 s8, s7, 0xbb67ae85                        ; examples/dropout.kgen:55
	v_xor_b32 v14, s8, v4                               ; examples/dropout.kgen:59
	v_xor_b32 v4, s8, v9                                ; examples/dropout.kgen:59
	v_xor_b32 v9, s8, v10                               ; examples/dropout.kgen:59
	v_xor_b32 v10, s8, v11                              ; examples/dropout.kgen:59
	v_mov_b32 v11, 0xcd9e8d57                           ; examples/dropout.kgen:63
	v_mul_hi_u32 v15, v11, v14
	v_mov_b32 v11, 0xcd9e8d57                           ; examples/dropout.kgen:63
	v_mul_hi_u32 v14, v11, v4
	v_mov_b32 v4, 0xcd9e8d57                            ; examples/dropout.kgen:63
	v_mul_hi_u32 v11, v4, v9
	v_mov_b32 v4, 0xcd9e8d57                            ; examples/dropout.kgen:63
	v_mul_hi_u32 v9, v4, v10
	v_mov_b32 v4, 0xd2511f53                            ; examples/dropout.kgen:52
	v_mul_hi_u32 v10, v4, v5
	v_mov_b32 v4, 0xd2511f53                            ; examples/dropout.kgen:52
	v_mul_hi_u32 v5, v4, v3
	v_mov_b32 v3, 0xd2511f53                            ; examples/dropout.kgen:52
	v_mul_hi_u32 v4, v3, v8
	v_mov_b32 v3, 0xd2511f53                            ; examples/dropout.kgen:52
	v_mul_hi_u32 v8, v3, v7
	v_mov_b32 v3, 0xd2511f53                            ; examples/dropout.kgen:47
	v_mul_lo_u32 v7, v3, v18
	v_mov_b32 v3, 0xd2511f53                            ; examples/dropout.kgen:47
	v_mul_lo_u32 v16, v3, v6
	v_mov_b32 v3, 0xd2511f53                            ; examples/dropout.kgen:47
	v_mul_lo_u32 v6, v3, v12
	v_mov_b32 v3, 0xd2511f53                            ; examples/dropout.kgen:47
	v_mul_lo_u32 v12, v3, v13
	v_xor_b32 v3, v10, v7                               ; examples/dropout.kgen:54
	v_xor_b32 v7, v5, v16                               ; examples/dropout.kgen:54
	v_xor_b32 v5, v4, v6                                ; examples/dropout.kgen:54
	v_xor_b32 v4, v8, v12                               ; examples/dropout.kgen:54
	v_xor_b32 v6, s7, v3                                ; examples/dropout.kgen:54
	v_xor_b32 v3, s7, v7                                ; examples/dropout.kgen:54
	v_xor_b32 v7, s7, v5                                ; examples/dropout.kgen:54
	v_xor_b32 v5, s7, v4                                ; examples/dropout.kgen:54
	v_mov_b32 v4, 0xcd9e8d57                            ; examples/dropout.kgen:58
	v_mul_lo_u32 v8, v4, v6
	v_mov_b32 v4, 0xcd9e8d57                            ; examples/dropout.kgen:58
	v_mul_lo_u32 v6, v4, v3
	v_mov_b32 v3, 0xcd9e8d57                            ; examples/dropout.kgen:58
	v_mul_lo_u32 v4, v3, v7
	v_mov_b32 v3, 0xcd9e8d57                            ; examples/dropout.kgen:58
	v_mul_lo_u32 v7, v3, v5
	v_xor_b32 v3, v15, v8                               ; examples/dropout.kgen:64
	v_xor_b32 v5, v14, v6                               ; examples/dropout.kgen:64
	v_xor_b32 v6, v11, v4                               ; examples/dropout.kgen:64
	v_xor_b32 v4, v9, v7                                ; examples/dropout.kgen:64
	s_add_u32 s7, s6, 0x9e3779b9                        ; examples/dropout.kgen:55
	s_add_u32 s6, s7, 0x9e3779b9                        ; examples/dropout.kgen:60
	v_xor_b32 v7, s6, v3                                ; examples/dropout.kgen:64
	v_xor_b32 v3, s6, v5                                ; examples/dropout.kgen:64
	v_xor_b32 v5, s6, v6                                ; examples/dropout.kgen:64
	v_xor_b32 v6, s6, v4                                ; examples/dropout.kgen:64
	v_cmp_ge_u32 s[6:7], v7, s9                         ; examples/dropout.kgen:65
	v_cmp_ge_u32 s[12:13], v3, s9                       ; examples/dropout.kgen:65
	v_cmp_ge_u32 s[16:17], v5, s9                       ; examples/dropout.kgen:65
	v_cmp_ge_u32 s[18:19], v6, s9                       ; examples/dropout.kgen:65
	v_cmp_lt_u32 s[8:9], v2, s10                        ; 'n' element in bounds
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[8:9]                 ; lanes where %vpred_616
	global_load_dword v3, v1, s[14:15]                  ; examples/dropout.kgen:66: load of 'x'
	s_mov_b64 exec, s[20:21]
	v_add_u32 v4, 1, v2
	v_cmp_lt_u32 s[20:21], v4, s10                      ; 'n' element in bounds
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[20:21]               ; lanes where %vpred_619
	global_load_dword v4, v1, s[14:15] offset:4         ; examples/dropout.kgen:66: load of 'x'
	s_mov_b64 exec, s[22:23]
	v_add_u32 v5, 2, v2
	v_cmp_lt_u32 s[22:23], v5, s10                      ; 'n' element in bounds
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_622
	global_load_dword v5, v1, s[14:15] offset:8         ; examples/dropout.kgen:66: load of 'x'
	s_mov_b64 exec, s[24:25]
	v_add_u32 v6, 3, v2
	v_cmp_lt_u32 s[24:25], v6, s10                      ; 'n' element in bounds
	v_mov_b32 v2, 0                                     ; absent element
	s_and_saveexec_b64 s[10:11], s[24:25]               ; lanes where %vpred_625
	global_load_dword v2, v1, s[14:15] offset:12        ; examples/dropout.kgen:66: load of 'x'
	s_mov_b64 exec, s[10:11]
	v_sub_f32 v6, 1.0, s3                               ; examples/dropout.kgen:66
	s_waitcnt vmcnt(3)
	v_div_scale_f32 v7, s[10:11], v6, v6, v3            ; examples/dropout.kgen:66
	v_rcp_f32 v8, v7
	v_div_scale_f32 v9, vcc, v3, v6, v3
	v_fma_f32 v10, -v7, v8, 1.0
	v_fma_f32 v8, v10, v8, v8
	v_mul_f32 v11, v9, v8
	v_fma_f32 v10, -v7, v11, v9
	v_fma_f32 v11, v10, v8, v11
	v_fma_f32 v10, -v7, v11, v9
	v_div_fmas_f32 v10, v10, v8, v11
	v_div_fixup_f32 v7, v10, v6, v3
	s_waitcnt vmcnt(2)
	v_div_scale_f32 v3, s[10:11], v6, v6, v4            ; examples/dropout.kgen:66
	v_rcp_f32 v8, v3
	v_div_scale_f32 v9, vcc, v4, v6, v4
	v_fma_f32 v10, -v3, v8, 1.0
	v_fma_f32 v8, v10, v8, v8
	v_mul_f32 v11, v9, v8
	v_fma_f32 v10, -v3, v11, v9
	v_fma_f32 v11, v10, v8, v11
	v_fma_f32 v10, -v3, v11, v9
	v_div_fmas_f32 v10, v10, v8, v11
	v_div_fixup_f32 v3, v10, v6, v4
	s_waitcnt vmcnt(1)
	v_div_scale_f32 v4, s[10:11], v6, v6, v5            ; examples/dropout.kgen:66
	v_rcp_f32 v8, v4
	v_div_scale_f32 v9, vcc, v5, v6, v5
	v_fma_f32 v10, -v4, v8, 1.0
	v_fma_f32 v8, v10, v8, v8
	v_mul_f32 v11, v9, v8
	v_fma_f32 v10, -v4, v11, v9
	v_fma_f32 v11, v10, v8, v11
	v_fma_f32 v10, -v4, v11, v9
	v_div_fmas_f32 v10, v10, v8, v11
	v_div_fixup_f32 v4, v10, v6, v5
	s_waitcnt vmcnt(0)
	v_div_scale_f32 v5, s[10:11], v6, v6, v2            ; examples/dropout.kgen:66
	v_rcp_f32 v8, v5
	v_div_scale_f32 v9, vcc, v2, v6, v2
	v_fma_f32 v10, -v5, v8, 1.0
	v_fma_f32 v8, v10, v8, v8
	v_mul_f32 v11, v9, v8
	v_fma_f32 v10, -v5, v11, v9
	v_fma_f32 v11, v10, v8, v11
	v_fma_f32 v10, -v5, v11, v9
	v_div_fmas_f32 v10, v10, v8, v11
	v_div_fixup_f32 v5, v10, v6, v2
	v_cndmask_b32 v2, 0, v7, s[6:7]                     ; examples/dropout.kgen:66
	v_cndmask_b32 v6, 0, v3, s[12:13]                   ; examples/dropout.kgen:66
	v_cndmask_b32 v3, 0, v4, s[16:17]                   ; examples/dropout.kgen:66
	v_cndmask_b32 v4, 0, v5, s[18:19]                   ; examples/dropout.kgen:66
	s_and_saveexec_b64 s[6:7], s[8:9]                   ; lanes where %vpred_616
	global_store_dword v1, v2, s[4:5]                   ; examples/dropout.kgen:66: store to 'out'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[20:21]                 ; lanes where %vpred_619
	global_store_dword v1, v6, s[4:5] offset:4          ; examples/dropout.kgen:66: store to 'out'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[22:23]                 ; lanes where %vpred_622
	global_store_dword v1, v3, s[4:5] offset:8          ; examples/dropout.kgen:66: store to 'out'
	s_mov_b64 exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[24:25]                 ; lanes where %vpred_625
	global_store_dword v1, v4, s[4:5] offset:12         ; examples/dropout.kgen:66: store to 'out'
	s_mov_b64 exec, s[6:7]
.Ldropout_if0_end:
	s_endpgm
.Lfunc_end_dropout:
	.size	dropout, .Lfunc_end_dropout-dropout

	.rodata
	.p2align	6
	.amdhsa_kernel dropout
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 29
		.amdhsa_next_free_sgpr 26
		.amdhsa_accum_offset 32
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
  - .name:           dropout
    .symbol:         dropout.kd
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
      - .name:           p
        .offset:         16
        .size:           4
        .value_kind:     by_value
      - .name:           seed
        .offset:         20
        .size:           4
        .value_kind:     by_value
      - .name:           threshold
        .offset:         24
        .size:           4
        .value_kind:     by_value
      - .name:           N
        .offset:         28
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     32
    .sgpr_spill_count: 0
    .vgpr_count:     29
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
