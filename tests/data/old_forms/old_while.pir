{
 (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:(Array)[true],value:(Float)0} : () -> pd_op.tensor<1xi64>
 (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:(Array)[true],value:(Float)10} : () -> pd_op.tensor<1xi64>
 (%3) = "pd_op.less_than" (%0, %1) {stop_gradient:(Array)[true]} : (pd_op.tensor<1xi64>, pd_op.tensor<1xi64>) -> pd_op.tensor<1xb>
 (%4) = "pd_op.while"(cond=%3, inputs=%0) { 
 ^%arg_0
  (%5) = "pd_op.increment_" (%arg_0) {value:(Float)1} : (pd_op.tensor<1xi64>) -> pd_op.tensor<1xi64>
  (%6) = "pd_op.less_than" (%5, %1) {stop_gradient:(Array)[true]} : (pd_op.tensor<1xi64>, pd_op.tensor<1xi64>) -> pd_op.tensor<1xb>
  () = "cf.yield" (%6, %5) {} : (pd_op.tensor<1xb>, pd_op.tensor<1xi64>) -> 
 }
}
