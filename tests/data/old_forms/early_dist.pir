{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,4,8],stop_gradient:[true]} : () -> builtin.tensor<2x4x8xf32>
    (%1) = "dist_op.shard_tensor" (%0) {op_dist_attr:{mesh:{shape:[2],process_ids:[0,1]},operand(0):{dims_maping:[-1,-1,-1]},result(0):{dims_maping:[-1,-1,-1]}},stop_gradient:[true]} : (builtin.tensor<2x4x8xf32>) -> pd_dist.tensor<2x4x8xf32, mesh_shape:[2],dims_mappings:[-1,-1,-1]>
    (%2) = "pd_op.relu" (%1) {stop_gradient:[true]} : (pd_dist.tensor<2x4x8xf32, mesh_shape:[2],dims_mappings:[-1,-1,-1]>) -> pd_dist.tensor<2x4x8xf32, mesh_shape:[2],dims_mappings:[-1,-1,-1]>
}
