"""A SASS kernel over a grid with numpy buffers (python/examples/launch_vadd.py)."""
import numpy as np
import gpuisa

KERNEL = open(__file__.replace("launch_vadd.py", "vadd.sass")).read()
a = np.arange(256, dtype=np.uint32)
b = np.full(256, 7, dtype=np.uint32)
c = np.zeros(256, dtype=np.uint32)
r = gpuisa.launch("sass", "sm_50", KERNEL, grid=8, block=32, args=[a, b, c])
print("c[:8] =", r.buffers[2][:8], "warps:", r.waves, "lane-instructions:", r.lane_instructions)
