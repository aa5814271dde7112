__kernel void cas(__global int *counter, __global int *out) {
  int gid = get_global_id(0);
  int old, nv;
  do { old = counter[0]; nv = old + gid; } while (atomic_cmpxchg(counter, old, nv) != old);
  atomic_inc(&counter[1]);
  out[gid] = atomic_max(&counter[2], gid);
}
