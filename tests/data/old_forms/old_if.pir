{
 (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:(Array)[false]} : () -> pd_op.tensor<1xf32>
 (%1) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:(Array)[true],value:(Float)0} : () -> pd_op.tensor<1xf32>
 (%3) = "pd_op.greater_than" (%0, %1) {stop_gradient:(Array)[true]} : (pd_op.tensor<1xf32>, pd_op.tensor<1xf32>) -> pd_op.tensor<1xb>
 (%4) = pd_op.if (%3) {stop_gradient:[true]} -> pd_op.tensor<1xf32>
 {
  (%5) = "pd_op.relu" (%0) {stop_gradient:(Array)[false]} : (pd_op.tensor<1xf32>) -> pd_op.tensor<1xf32>
  () = "cf.yield" (%5) {} : (pd_op.tensor<1xf32>) -> 
 } else {
  (%6) = "pd_op.tanh" (%0) {stop_gradient:(Array)[false]} : (pd_op.tensor<1xf32>) -> pd_op.tensor<1xf32>
  () = "cf.yield" (%6) {} : (pd_op.tensor<1xf32>) -> 
 }
}
