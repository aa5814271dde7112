#!/usr/bin/env python3
"""Check the result of the `abi` kernel (launch-abi-*.s) against the initial wave state
AMDGPUUsage ("Initial Kernel Execution State", "Kernel Descriptor") and docs/amdgpu-launch.md
give for a launch of grid 2x2x2, block 16x2x3 and the arguments {out, i32 -7}.

Every work-item stored 16 dwords at out[(group * 96 + item) * 16]:
  0-2  its work-item ids as v0, v1, v2 hold them (gfx90a: v0 packed x | y << 10 | z << 20)
  3-7  s15..s19: workgroup id x, y, z, workgroup info (0), private segment wave offset (0):
       the system SGPRs after the 15 user SGPRs (4 private segment buffer, 2 dispatch ptr,
       2 queue ptr, 2 kernarg ptr, 2 dispatch id, 2 flat scratch init, 1 private segment size)
  8    s14: private segment size = .amdhsa_private_segment_fixed_size (48)
  9    s3: dword 3 of the private segment buffer descriptor: ADD_TID_ENABLE (bit 23)
  10   packet dword 1: workgroup_size_x | workgroup_size_y << 16 = 16 | 2 << 16
  11   queue + 0x40: group_segment_aperture_base_hi = 0x00010000 (shared aperture 2^48)
  12   the i32 argument at kernarg offset 8: -7
  13-15 low dwords of the dispatch ptr (0x20000000), queue ptr (0x20001000), kernarg ptr (0x20002000)
Prints `abi ok: N work-items` or every mismatch."""
import json
import sys

mcpu = sys.argv[1]
res = json.load(sys.stdin)
out = res['buffers']['out']
bad = 0
n = 0
for gz in range(2):
    for gy in range(2):
        for gx in range(2):
            g = gx + 2 * gy + 4 * gz
            for z in range(3):
                for y in range(2):
                    for x in range(16):
                        item = z * 32 + y * 16 + x
                        want = [x, y, z] if mcpu != 'gfx90a' else [x | y << 10 | z << 20, y, z]
                        want += [gx, gy, gz, 0, 0, 48, 1 << 23, 16 | 2 << 16, 0x10000, 2**32 - 7,
                                 0x20000000, 0x20001000, 0x20002000]
                        got = out[(g * 96 + item) * 16:(g * 96 + item + 1) * 16]
                        n += 1
                        if got != want:
                            bad += 1
                            if bad <= 5:
                                print('group (%d,%d,%d) item (%d,%d,%d): got %s want %s' % (gx, gy, gz, x, y, z, got, want))
waves = 8 * (3 if mcpu == 'gfx1010' else 2)
if res['waves'] != waves:
    print('waves: got %d want %d' % (res['waves'], waves))
    bad += 1
print('abi ok: %d work-items' % n if not bad else 'abi: %d mismatches' % bad)
