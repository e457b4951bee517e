// RUN: pirtool opt %s -p dist-to-dense | filecheck %s
// RUN: pirtool opt %s -p dist-to-dense,remove-unuseful-comm | filecheck %s --check-prefix COMM
//
// Paddle's dist_to_dense_pass: every dist type becomes the local dense type of this rank (a
// dimension sharded over a mesh axis of 2 is halved), and op_dist_attr gives way to its
// chunk_id. Run with remove-unuseful-comm, the all_reduce over a one-rank mesh (its group size
// read from op_dist_attr before the conversion drops it) goes.

// CHECK:      (%[[X:[0-9]+]]) = "pd_op.data" () {chunk_id:1,name:"x",shape:[4,4]} : () -> tensor<4x4xf32>
// CHECK-NOT:  pd_dist
// CHECK:      "pd_op.all_reduce" (%{{[0-9]+}}) {chunk_id:0,reduce_type:0,ring_id:7} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK:      "builtin.shadow_output" (%[[X]]) {chunk_id:-1,output_name:"y"} : (tensor<4x4xf32>) -> 

// COMM:       (%[[P:[0-9]+]]) = "pd_op.data" () {chunk_id:0,name:"p",shape:[4]} : () -> tensor<4xf32>
// COMM-NOT:   "pd_op.all_reduce"
// COMM:       "builtin.shadow_output" (%[[P]]) {chunk_id:-1,output_name:"z"}
{
    (%0) = "pd_op.data" () {name:"x",op_dist_attr:{mesh:{shape:[2],process_ids:[0,1]},result(0):{mesh_shape:[2],process_ids:[0,1],dims_mappings:[0,-1], placements:[Shard(dim=0)]},chunk_id:1},shape:[8,4]} : () -> pd_dist.tensor<8x4xf32, mesh_shape:[2],process_ids:[0,1],dims_mappings:[0,-1], placements:[Shard(dim=0)]>
    (%1) = "pd_op.data" () {name:"p",op_dist_attr:{mesh:{shape:[1],process_ids:[0]},result(0):{mesh_shape:[1],process_ids:[0],dims_mappings:[-1], partial(0,SUM), placements:[Partial(reduce_type=SUM)]},chunk_id:0},shape:[4]} : () -> pd_dist.tensor<4xf32, mesh_shape:[1],process_ids:[0],dims_mappings:[-1], partial(0,SUM), placements:[Partial(reduce_type=SUM)]>
    (%2) = "pd_op.all_reduce" (%1) {op_dist_attr:{mesh:{shape:[1],process_ids:[0]},operand(0):{mesh_shape:[1],process_ids:[0],dims_mappings:[-1], partial(0,SUM), placements:[Partial(reduce_type=SUM)]},result(0):{mesh_shape:[1],process_ids:[0],dims_mappings:[-1], placements:[Replicate()]},chunk_id:0},reduce_type:0,ring_id:7} : (pd_dist.tensor<4xf32, mesh_shape:[1],process_ids:[0],dims_mappings:[-1], partial(0,SUM), placements:[Partial(reduce_type=SUM)]>) -> pd_dist.tensor<4xf32, mesh_shape:[1],process_ids:[0],dims_mappings:[-1], placements:[Replicate()]>
    () = "builtin.shadow_output" (%0) {output_name:"y"} : (pd_dist.tensor<8x4xf32, mesh_shape:[2],process_ids:[0,1],dims_mappings:[0,-1], placements:[Shard(dim=0)]>) -> 
    () = "builtin.shadow_output" (%2) {output_name:"z"} : (pd_dist.tensor<4xf32, mesh_shape:[1],process_ids:[0],dims_mappings:[-1], placements:[Replicate()]>) -> 
}
