/* Corpus kernel parboil_mriq for gpuisa's -filetype=obj tests.
 * Modelled on: Parboil "mri-q" (abduld/Parboil benchmarks/mri-q/src/opencl_nvidia/kernels.cl; suite licence: University of Illinois/NCSA open source licence (Parboil)).
 * Written for this corpus after the benchmark's algorithm, kernel names,
 * arguments and launch shape; no code was copied from the suite.
 */
#define PIx2 6.2831853071795864769252867665590058f
#define KERNEL_PHI_MAG_THREADS_PER_BLOCK 512
#define KERNEL_Q_THREADS_PER_BLOCK 256
#define KERNEL_Q_K_ELEMS_PER_GRID 1024

struct kValues {
  float Kx, Ky, Kz, PhiMag;
};

__kernel void ComputePhiMag_GPU(__global const float *phiR, __global const float *phiI,
                                __global float *phiMag, int numK) {
  int indexK = get_global_id(0);
  if (indexK < numK) {
    float real = phiR[indexK], imag = phiI[indexK];
    phiMag[indexK] = real * real + imag * imag;
  }
}

__kernel void ComputeQ_GPU(int numK, int kGlobalIndex, __global const float *x, __global const float *y,
                           __global const float *z, __global float *Qr, __global float *Qi,
                           __constant struct kValues *ck) {
  float sX, sY, sZ, sQr, sQi;
  int xIndex = get_group_id(0) * KERNEL_Q_THREADS_PER_BLOCK + get_local_id(0);
  sX = x[xIndex];
  sY = y[xIndex];
  sZ = z[xIndex];
  sQr = Qr[xIndex];
  sQi = Qi[xIndex];
  int kIndex = 0;
  for (; kIndex < KERNEL_Q_K_ELEMS_PER_GRID && kGlobalIndex < numK; kIndex++, kGlobalIndex++) {
    float expArg = PIx2 * (ck[kIndex].Kx * sX + ck[kIndex].Ky * sY + ck[kIndex].Kz * sZ);
    sQr += ck[kIndex].PhiMag * cos(expArg);
    sQi += ck[kIndex].PhiMag * sin(expArg);
  }
  Qr[xIndex] = sQr;
  Qi[xIndex] = sQi;
}
