// mcpu: gfx900
// c[i] = a[i] + b[i] (f32) for every lane i < n, in one wave64; run it with its state:
//   build/gpuisa run --isa=amdgpu --mcpu=gfx900 --state examples/amdgpu/run-vadd.json examples/amdgpu/run-vadd.s
// The state puts the kernel arguments {a, b, c, n} at s[0:1] = 0x100 and the lane id in v0.
s_load_dwordx4 s[4:7], s[0:1], 0x0    // a, b
s_load_dwordx2 s[8:9], s[0:1], 0x10   // c
s_load_dword s10, s[0:1], 0x18        // n
s_waitcnt lgkmcnt(0)
v_cmpx_gt_u32 vcc, s10, v0            // EXEC = lanes with i < n
s_cbranch_execz done
v_lshlrev_b32 v1, 2, v0               // byte offset 4*i
global_load_dword v2, v1, s[4:5]
global_load_dword v3, v1, s[6:7]
s_waitcnt vmcnt(0)
v_add_f32 v2, v2, v3
global_store_dword v1, v2, s[8:9]
done:
s_endpgm
