{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],stop_gradient:[false]} : () -> builtin.tensor<4xf32>
    (%1) = "pd_op.maybe_nothing" (%0, <<NULL VALUE>>) {} : (builtin.tensor<4xf32>, <<NULL TYPE>>) -> <<NULL TYPE>>
    (%2, %3) = "pd_op.matmul_grad" (%0, %0, %0) {transpose_x:false,transpose_y:false} : (builtin.tensor<4xf32>, builtin.tensor<4xf32>, builtin.tensor<4xf32>) -> <<NULL TYPE>>, builtin.tensor<4xf32>
}
