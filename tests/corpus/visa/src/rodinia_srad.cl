/* Corpus kernel rodinia_srad for gpuisa's -filetype=obj tests.
 * Modelled on: Rodinia "srad" (yuhc/gpu-rodinia opencl/srad/; suite licence: Rodinia licence (BSD-style, University of Virginia)).
 * Written for this corpus after the benchmark's algorithm, kernel names,
 * arguments and launch shape; no code was copied from the suite.
 */
__kernel void srad_kernel(float d_lambda, int d_Nr, int d_Nc, long d_Ne,
                          __global const int *d_iN, __global const int *d_iS,
                          __global const int *d_jE, __global const int *d_jW,
                          __global float *d_dN, __global float *d_dS, __global float *d_dE,
                          __global float *d_dW, float d_q0sqr, __global float *d_c,
                          __global const float *d_I) {
  int ei = get_global_id(0);
  int row = (ei + 1) % d_Nr - 1;
  int col = (ei + 1) / d_Nr + 1 - 1;
  if ((ei + 1) % d_Nr == 0) {
    row = d_Nr - 1;
    col = col - 1;
  }
  if (ei < d_Ne) {
    float d_Jc = d_I[ei];
    float N_loc = d_I[d_iN[row] + d_Nr * col] - d_Jc;
    float S_loc = d_I[d_iS[row] + d_Nr * col] - d_Jc;
    float W_loc = d_I[row + d_Nr * d_jW[col]] - d_Jc;
    float E_loc = d_I[row + d_Nr * d_jE[col]] - d_Jc;
    float d_G2 = (N_loc * N_loc + S_loc * S_loc + W_loc * W_loc + E_loc * E_loc) / (d_Jc * d_Jc);
    float d_L = (N_loc + S_loc + W_loc + E_loc) / d_Jc;
    float d_num = (0.5f * d_G2) - ((1.0f / 16.0f) * (d_L * d_L));
    float d_den = 1 + (0.25f * d_L);
    float d_qsqr = d_num / (d_den * d_den);
    d_den = (d_qsqr - d_q0sqr) / (d_q0sqr * (1 + d_q0sqr));
    float d_c_loc = 1.0f / (1.0f + d_den);
    d_c_loc = d_c_loc < 0 ? 0 : (d_c_loc > 1 ? 1 : d_c_loc);
    d_dN[ei] = N_loc;
    d_dS[ei] = S_loc;
    d_dW[ei] = W_loc;
    d_dE[ei] = E_loc;
    d_c[ei] = d_c_loc;
  }
}

__kernel void srad2_kernel(float d_lambda, int d_Nr, int d_Nc, long d_Ne,
                           __global const int *d_iN, __global const int *d_iS,
                           __global const int *d_jE, __global const int *d_jW,
                           __global const float *d_dN, __global const float *d_dS,
                           __global const float *d_dE, __global const float *d_dW,
                           __global const float *d_c, __global float *d_I) {
  int ei = get_global_id(0);
  int row = (ei + 1) % d_Nr - 1;
  int col = (ei + 1) / d_Nr;
  if ((ei + 1) % d_Nr == 0) {
    row = d_Nr - 1;
    col = col - 1;
  }
  if (ei < d_Ne) {
    float d_cN = d_c[ei];
    float d_cS = d_c[d_iS[row] + d_Nr * col];
    float d_cW = d_c[ei];
    float d_cE = d_c[row + d_Nr * d_jE[col]];
    float d_D = d_cN * d_dN[ei] + d_cS * d_dS[ei] + d_cW * d_dW[ei] + d_cE * d_dE[ei];
    d_I[ei] = d_I[ei] + 0.25f * d_lambda * d_D;
  }
}

__kernel void extract_kernel(long d_Ne, __global float *d_I) {
  int ei = get_global_id(0);
  if (ei < d_Ne)
    d_I[ei] = exp(d_I[ei] / 255);
}

__kernel void compress_kernel(long d_Ne, __global float *d_I) {
  int ei = get_global_id(0);
  if (ei < d_Ne)
    d_I[ei] = log(d_I[ei]) * 255;
}
