{ // Operator Dialect
 (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[false]} : () -> pd_op.tensor<2x3xf32>
 (%1) = "pd_op.exp" (%0) {stop_gradient:[false]} : (pd_op.tensor<2x3xf32>) -> pd_op.tensor<2x3xf32>
 (%2) = "pd_op.sum" (%1) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float32,keepdim:false,stop_gradient:[false]} : (pd_op.tensor<2x3xf32>) -> pd_op.tensor<f32>
}
