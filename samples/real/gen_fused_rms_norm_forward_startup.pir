{
    (%0) = "pd_op.full" () {dtype:float32,persistable:[true],place:Place(undefined:0),shape:[32],stop_gradient:[true],value:1} : () -> tensor<32xf32>
    () = "builtin.set_parameter" (%0) {parameter_name:"create_parameter_2.w_0"} : (tensor<32xf32>) -> 
    (%1) = "pd_op.full_int_array" () {dtype:int64,place:Place(cpu),stop_gradient:[true],value:[32,32]} : () -> tensor<2xi64>
    (%2) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:-0.306186} : () -> tensor<1xf32>
    (%3) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.306186} : () -> tensor<1xf32>
    (%4) = "pd_op.uniform" (%1, %2, %3) {dtype:float32,persistable:[true],place:Place(undefined:0),seed:0,stop_gradient:[true]} : (tensor<2xi64>, tensor<1xf32>, tensor<1xf32>) -> tensor<32x32xf32>
    () = "builtin.set_parameter" (%4) {parameter_name:"linear_0.w_0"} : (tensor<32x32xf32>) -> 
    (%5) = "pd_op.full" () {dtype:float32,persistable:[true],place:Place(undefined:0),shape:[32],stop_gradient:[true],value:0} : () -> tensor<32xf32>
    () = "builtin.set_parameter" (%5) {parameter_name:"linear_0.b_0"} : (tensor<32xf32>) -> 
}
