#!/usr/bin/env python3
"""Check launch-abi.s's result against the CUDA sm_5x ABI of CONTRACT.md, derived here: thread
(t, c) writes 16 words at ((c.x + 2 c.y) * 64 + t.x + 8 t.y + 16 t.z) * 16: tid.xyz, ctaid.xyz,
laneid, c[0x0][0x8..0x20], the i32 parameter at 0x148, the low word of the u64 at 0x150 (8-aligned). Slots of threads that do not exist keep the fill 0xdeadbeef."""
import json
import sys

LOCAL_TOP = 16384   # docs/sass.md: 16 KiB of local memory per thread, c[0x0][0x20] its top
out = json.load(sys.stdin)["buffers"]["out"]
bad = 0
n = 0
for cy in range(3):
    for cx in range(2):
        for slot in range(64):
            base = ((cx + 2 * cy) * 64 + slot) * 16
            if slot >= 48:
                want = [0xdeadbeef] * 16
            else:
                tx, ty, tz = slot % 8, slot // 8 % 2, slot // 16
                want = [tx, ty, tz, cx, cy, 0, slot % 32, 8, 2, 3, 2, 3, 1, LOCAL_TOP,
                        (-5) & 0xffffffff, 81985529216486895 & 0xffffffff]
                n += 1
            got = out[base:base + 16]
            if got[:16] != want[:16]:
                bad += 1
                if bad < 5:
                    print("thread slot %d of CTA (%d,%d): got %s want %s" % (slot, cx, cy, got, want))
print("abi ok: %d threads" % n if not bad else "abi: %d wrong" % bad)
