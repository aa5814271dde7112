/* Corpus kernel rodinia_cfd for gpuisa's -filetype=obj tests.
 * Modelled on: Rodinia "cfd (euler3d)" (yuhc/gpu-rodinia opencl/cfd/; suite licence: Rodinia licence (BSD-style, University of Virginia)).
 * Written for this corpus after the benchmark's algorithm, kernel names,
 * arguments and launch shape; no code was copied from the suite.
 */
#define GAMMA 1.4f
#define NDIM 3
#define NNB 4
#define VAR_DENSITY 0
#define VAR_MOMENTUM 1
#define VAR_DENSITY_ENERGY (VAR_MOMENTUM + NDIM)
#define NVAR (VAR_DENSITY_ENERGY + 1)

typedef struct { float x, y, z; } FLOAT3;

static inline float compute_speed_sqd(FLOAT3 v) { return v.x * v.x + v.y * v.y + v.z * v.z; }
static inline float compute_pressure(float density, float density_energy, float speed_sqd) {
  return (GAMMA - 1.0f) * (density_energy - 0.5f * density * speed_sqd);
}
static inline float compute_speed_of_sound(float density, float pressure) {
  return sqrt(GAMMA * pressure / density);
}

__kernel void memset_kernel(__global char *mem_d, short val, int number_bytes) {
  const int thread_id = get_global_id(0);
  if (thread_id < number_bytes)
    mem_d[thread_id] = val;
}

__kernel void initialize_variables(__global float *variables, __constant float *ff_variable, int nelr) {
  const int i = get_global_id(0);
  if (i >= nelr)
    return;
  for (int j = 0; j < NVAR; j++)
    variables[i + j * nelr] = ff_variable[j];
}

__kernel void compute_step_factor(__global const float *variables, __global const float *areas,
                                  __global float *step_factors, int nelr) {
  const int i = get_global_id(0);
  if (i >= nelr)
    return;
  float density = variables[i + VAR_DENSITY * nelr];
  FLOAT3 momentum;
  momentum.x = variables[i + (VAR_MOMENTUM + 0) * nelr];
  momentum.y = variables[i + (VAR_MOMENTUM + 1) * nelr];
  momentum.z = variables[i + (VAR_MOMENTUM + 2) * nelr];
  float density_energy = variables[i + VAR_DENSITY_ENERGY * nelr];
  FLOAT3 velocity = {momentum.x / density, momentum.y / density, momentum.z / density};
  float speed_sqd = compute_speed_sqd(velocity);
  float pressure = compute_pressure(density, density_energy, speed_sqd);
  float speed_of_sound = compute_speed_of_sound(density, pressure);
  step_factors[i] = 0.5f / (sqrt(areas[i]) * (sqrt(speed_sqd) + speed_of_sound));
}

__kernel void compute_flux(__global const int *elements_surrounding_elements, __global const float *normals,
                           __global const float *variables, __constant float *ff_variable,
                           __global float *fluxes, __constant FLOAT3 *ff_flux_contribution_density_energy,
                           __constant FLOAT3 *ff_flux_contribution_momentum_x,
                           __constant FLOAT3 *ff_flux_contribution_momentum_y,
                           __constant FLOAT3 *ff_flux_contribution_momentum_z, int nelr) {
  const float smoothing_coefficient = 0.2f;
  const int i = get_global_id(0);
  if (i >= nelr)
    return;
  float density_i = variables[i + VAR_DENSITY * nelr];
  FLOAT3 momentum_i = {variables[i + (VAR_MOMENTUM + 0) * nelr], variables[i + (VAR_MOMENTUM + 1) * nelr],
                       variables[i + (VAR_MOMENTUM + 2) * nelr]};
  float density_energy_i = variables[i + VAR_DENSITY_ENERGY * nelr];
  FLOAT3 velocity_i = {momentum_i.x / density_i, momentum_i.y / density_i, momentum_i.z / density_i};
  float speed_sqd_i = compute_speed_sqd(velocity_i);
  float speed_i = sqrt(speed_sqd_i);
  float pressure_i = compute_pressure(density_i, density_energy_i, speed_sqd_i);
  float speed_of_sound_i = compute_speed_of_sound(density_i, pressure_i);

  float flux_i_density = 0, flux_i_density_energy = 0;
  FLOAT3 flux_i_momentum = {0, 0, 0};
  for (int j = 0; j < NNB; j++) {
    int nb = elements_surrounding_elements[i + j * nelr];
    FLOAT3 normal = {normals[i + (j + 0 * NNB) * nelr], normals[i + (j + 1 * NNB) * nelr],
                     normals[i + (j + 2 * NNB) * nelr]};
    float normal_len = sqrt(normal.x * normal.x + normal.y * normal.y + normal.z * normal.z);
    if (nb >= 0) {
      float density_nb = variables[nb + VAR_DENSITY * nelr];
      FLOAT3 momentum_nb = {variables[nb + (VAR_MOMENTUM + 0) * nelr], variables[nb + (VAR_MOMENTUM + 1) * nelr],
                            variables[nb + (VAR_MOMENTUM + 2) * nelr]};
      float density_energy_nb = variables[nb + VAR_DENSITY_ENERGY * nelr];
      FLOAT3 velocity_nb = {momentum_nb.x / density_nb, momentum_nb.y / density_nb, momentum_nb.z / density_nb};
      float speed_sqd_nb = compute_speed_sqd(velocity_nb);
      float pressure_nb = compute_pressure(density_nb, density_energy_nb, speed_sqd_nb);
      float speed_of_sound_nb = compute_speed_of_sound(density_nb, pressure_nb);
      float factor = -normal_len * smoothing_coefficient * 0.5f *
                     (speed_i + sqrt(speed_sqd_nb) + speed_of_sound_i + speed_of_sound_nb);
      flux_i_density += factor * (density_i - density_nb);
      flux_i_density_energy += factor * (density_energy_i - density_energy_nb);
      flux_i_momentum.x += factor * (momentum_i.x - momentum_nb.x);
      flux_i_momentum.y += factor * (momentum_i.y - momentum_nb.y);
      flux_i_momentum.z += factor * (momentum_i.z - momentum_nb.z);
      factor = 0.5f * normal.x;
      flux_i_density += factor * (momentum_nb.x + momentum_i.x);
      flux_i_density_energy += factor * (velocity_nb.x * (density_energy_nb + pressure_nb) +
                                         velocity_i.x * (density_energy_i + pressure_i));
      flux_i_momentum.x += factor * (pressure_nb + pressure_i);
    } else if (nb == -1) {
      flux_i_momentum.x += normal.x * pressure_i;
      flux_i_momentum.y += normal.y * pressure_i;
      flux_i_momentum.z += normal.z * pressure_i;
    } else if (nb == -2) {
      float factor = 0.5f * normal.x;
      flux_i_density += factor * (ff_variable[VAR_MOMENTUM + 0] + momentum_i.x);
      flux_i_density_energy += factor * (ff_flux_contribution_density_energy[0].x + velocity_i.x * (density_energy_i + pressure_i));
      flux_i_momentum.x += factor * (ff_flux_contribution_momentum_x[0].x + momentum_i.x * velocity_i.x + pressure_i);
      flux_i_momentum.y += factor * (ff_flux_contribution_momentum_y[0].x + momentum_i.y * velocity_i.x);
      flux_i_momentum.z += factor * (ff_flux_contribution_momentum_z[0].x + momentum_i.z * velocity_i.x);
    }
  }
  fluxes[i + VAR_DENSITY * nelr] = flux_i_density;
  fluxes[i + (VAR_MOMENTUM + 0) * nelr] = flux_i_momentum.x;
  fluxes[i + (VAR_MOMENTUM + 1) * nelr] = flux_i_momentum.y;
  fluxes[i + (VAR_MOMENTUM + 2) * nelr] = flux_i_momentum.z;
  fluxes[i + VAR_DENSITY_ENERGY * nelr] = flux_i_density_energy;
}

__kernel void time_step(int j, int nelr, __global const float *old_variables, __global float *variables,
                        __global const float *step_factors, __global const float *fluxes) {
  const int i = get_global_id(0);
  if (i >= nelr)
    return;
  float factor = step_factors[i] / (float)(NNB + 1 - j);
  for (int v = 0; v < NVAR; v++)
    variables[i + v * nelr] = old_variables[i + v * nelr] + factor * fluxes[i + v * nelr];
}
