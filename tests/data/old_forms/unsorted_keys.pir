{
    (%0) = "pd_op.data" () {name:"x",dtype:(pd_op.DataType)float32,shape:(pd_op.IntArray)[4,16],stop_gradient:[false],place:(pd_op.Place)Place(cpu)} : () -> builtin.tensor<4x16xf32>
    (%1) = "pd_op.c_allreduce_sum_" (%0) {ring_id:(Int32)0,stop_gradient:[false],reduce_type:(Int32)0,use_model_parallel:true,use_calc_stream:true} : (builtin.tensor<4x16xf32>) -> builtin.tensor<4x16xf32>
}
