/* Corpus kernel rodinia_particlefilter_f64 for gpuisa's -filetype=obj tests.
 * Modelled on: Rodinia "particlefilter (double)" (yuhc/gpu-rodinia opencl/particlefilter/; suite licence: Rodinia licence (BSD-style, University of Virginia)).
 * Written for this corpus after the benchmark's algorithm, kernel names,
 * arguments and launch shape; no code was copied from the suite.
 */
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#define PI 3.1415926535897932
#define A_LCG 1103515245
#define C_LCG 12345
#define M_LCG 2147483647

double d_randu(__global int *seed, int index) {
  int num = A_LCG * seed[index] + C_LCG;
  seed[index] = num % M_LCG;
  return fabs(seed[index] / ((double)M_LCG));
}

double d_randn(__global int *seed, int index) {
  double u = d_randu(seed, index);
  double v = d_randu(seed, index);
  double cosine = cos(2 * PI * v);
  double rt = -2 * log(u);
  return sqrt(rt) * cosine;
}

__kernel void find_index_kernel(__global const double *arrayX, __global const double *arrayY,
                                __global const double *CDF, __global const double *u,
                                __global double *xj, __global double *yj,
                                __global const double *weights, int Nparticles) {
  int i = get_global_id(0);
  if (i < Nparticles) {
    int index = -1;
    for (int x = 0; x < Nparticles; x++) {
      if (CDF[x] >= u[i]) {
        index = x;
        break;
      }
    }
    if (index == -1)
      index = Nparticles - 1;
    xj[i] = arrayX[index];
    yj[i] = arrayY[index];
  }
}

__kernel void normalize_weights_kernel(__global double *weights, int Nparticles,
                                       __global const double *partial_sums, __global double *CDF,
                                       __global double *u, __global int *seed) {
  int i = get_global_id(0), local_id = get_local_id(0);
  __local double u1, sumWeights;
  if (local_id == 0)
    sumWeights = partial_sums[0];
  barrier(CLK_LOCAL_MEM_FENCE);
  if (i < Nparticles)
    weights[i] = weights[i] / sumWeights;
  barrier(CLK_GLOBAL_MEM_FENCE);
  if (i == 0) {
    CDF[0] = weights[0];
    for (int x = 1; x < Nparticles; x++)
      CDF[x] = weights[x] + CDF[x - 1];
    seed[i] = (A_LCG * seed[i] + C_LCG) % M_LCG;
    u[0] = (1 / ((double)Nparticles)) * fabs(seed[i] / ((double)M_LCG));
  }
  barrier(CLK_GLOBAL_MEM_FENCE);
  if (local_id == 0)
    u1 = u[0];
  barrier(CLK_LOCAL_MEM_FENCE);
  if (i < Nparticles)
    u[i] = u1 + i / ((double)Nparticles);
}

__kernel void likelihood_kernel(__global double *arrayX, __global double *arrayY,
                                __global const double *xj, __global const double *yj,
                                __global double *CDF, __global int *ind, __global const int *objxy,
                                __global double *likelihood, __global const unsigned char *I,
                                __global double *u, __global double *weights, const int Nparticles,
                                const int countOnes, const int max_size, int k, const int IszY,
                                const int Nfr, __global int *seed, __global double *partial_sums,
                                __local double *buffer) {
  int block_id = get_group_id(0), thread_id = get_local_id(0);
  int i = get_global_id(0);
  if (i < Nparticles) {
    arrayX[i] = xj[i] + 1.0 + 5.0 * d_randn(seed, i);
    arrayY[i] = yj[i] - 2.0 + 2.0 * d_randn(seed, i);
  }
  barrier(CLK_GLOBAL_MEM_FENCE);
  if (i < Nparticles) {
    for (int y = 0; y < countOnes; y++) {
      int indX = (int)rint(arrayX[i]) + objxy[y * 2 + 1];
      int indY = (int)rint(arrayY[i]) + objxy[y * 2];
      ind[i * countOnes + y] = abs(indX * IszY * Nfr + indY * Nfr + k);
      if (ind[i * countOnes + y] >= max_size)
        ind[i * countOnes + y] = 0;
    }
    double l = 0;
    for (int x = 0; x < countOnes; x++) {
      double px = I[ind[i * countOnes + x]];
      l += ((px - 100) * (px - 100) - (px - 228) * (px - 228)) / 50.0;
    }
    likelihood[i] = l / countOnes;
    weights[i] = weights[i] * exp(likelihood[i]);
  }
  buffer[thread_id] = 0.0;
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  if (i < Nparticles)
    buffer[thread_id] = weights[i];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned int s = get_local_size(0) / 2; s > 0; s >>= 1) {
    if (thread_id < s)
      buffer[thread_id] += buffer[thread_id + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (thread_id == 0)
    partial_sums[block_id] = buffer[0];
}
