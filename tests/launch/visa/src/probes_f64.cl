typedef struct { int a; float b; short c; char d; double e; } S;
__kernel void strct(S s, __global double *o) {
  int i = get_global_id(0);
  o[i] = s.a * i + s.b + s.c * 0.5 + s.d + s.e * i;
}
__kernel void dbl(__global const double *a, __global double *o) {
  int i = get_global_id(0);
  double x = a[i];
  o[i * 4 + 0] = x / (x + 3.0);
  o[i * 4 + 1] = sqrt(x) + fma(x, x, 1.0);
  o[i * 4 + 2] = floor(x * 1.7) + (double)(long)(x * 1e6);
  o[i * 4 + 3] = fmin(x, 2.5) - fmax(x, 7.25);
}
