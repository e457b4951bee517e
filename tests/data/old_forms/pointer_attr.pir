{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(gpu:0),shape:(pd_op.IntArray)[8,64],stop_gradient:[true]} : () -> builtin.tensor<8x64xf32>
    (%1) = "cinn_runtime.jit_kernel" (%0) {kernel_info:(0x7fac3cc3a7c0)} : (builtin.tensor<8x64xf32>) -> builtin.tensor<8x64xf32>
    (%2) = "cinn_op.reduce_max" (%1) {dim:[(Int64)1],keep_dim:false} : (builtin.tensor<8x64xf32>) -> builtin.tensor<8xf32>
}
