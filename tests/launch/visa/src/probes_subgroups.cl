// Intel sub-groups (cl_intel_subgroups / OpenCL 2.0 sub-group built-ins); pocl 3.1 has none of them,
// so this kernel's golden comes from gen_probes.py's Python reference (subg_reference).
__kernel void subg(__global const int *a, __global int *o) {
  int gid = get_global_id(0);
  int v = a[gid];
  o[gid * 4 + 0] = sub_group_reduce_add(v);
  o[gid * 4 + 1] = sub_group_scan_inclusive_max(v);
  o[gid * 4 + 2] = intel_sub_group_shuffle(v, (get_sub_group_local_id() + 3) % get_max_sub_group_size());
  o[gid * 4 + 3] = sub_group_broadcast(v, 5) + get_sub_group_id() * 1000 + get_sub_group_size() * 100000;
}
