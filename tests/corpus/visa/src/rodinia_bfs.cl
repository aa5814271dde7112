/* Corpus kernel rodinia_bfs for gpuisa's -filetype=obj tests.
 * Modelled on: Rodinia "bfs" (yuhc/gpu-rodinia opencl/bfs/Kernels.cl; suite licence: Rodinia licence (BSD-style, University of Virginia)).
 * Written for this corpus after the benchmark's algorithm, kernel names,
 * arguments and launch shape; no code was copied from the suite.
 */
typedef struct {
  int starting;
  int no_of_edges;
} Node;

__kernel void BFS_1(__global const Node *g_graph_nodes, __global const int *g_graph_edges,
                    __global char *g_graph_mask, __global char *g_updating_graph_mask,
                    __global const char *g_graph_visited, __global int *g_cost, const int no_of_nodes) {
  int tid = get_global_id(0);
  if (tid < no_of_nodes && g_graph_mask[tid]) {
    g_graph_mask[tid] = 0;
    Node nd = g_graph_nodes[tid];
    for (int i = nd.starting; i < nd.no_of_edges + nd.starting; i++) {
      int id = g_graph_edges[i];
      if (!g_graph_visited[id]) {
        g_cost[id] = g_cost[tid] + 1;
        g_updating_graph_mask[id] = 1;
      }
    }
  }
}

__kernel void BFS_2(__global char *g_graph_mask, __global char *g_updating_graph_mask,
                    __global char *g_graph_visited, __global char *g_over, const int no_of_nodes) {
  int tid = get_global_id(0);
  if (tid < no_of_nodes && g_updating_graph_mask[tid]) {
    g_graph_mask[tid] = 1;
    g_graph_visited[tid] = 1;
    *g_over = 1;
    g_updating_graph_mask[tid] = 0;
  }
}
