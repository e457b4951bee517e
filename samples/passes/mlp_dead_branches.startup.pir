{
    (%0) = "pd_op.full_int_array" () {dtype:int64,place:Place(cpu),stop_gradient:[true],value:[16,16]} : () -> tensor<2xi64>
    (%1) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:-0.433013} : () -> tensor<1xf32>
    (%2) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.433013} : () -> tensor<1xf32>
    (%3) = "pd_op.uniform" (%0, %1, %2) {dtype:float32,persistable:[true],place:Place(undefined:0),seed:0,stop_gradient:[true]} : (tensor<2xi64>, tensor<1xf32>, tensor<1xf32>) -> tensor<16x16xf32>
    () = "builtin.set_parameter" (%3) {parameter_name:"linear_0.w_0"} : (tensor<16x16xf32>) -> 
    (%4) = "pd_op.full" () {dtype:float32,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true],value:0} : () -> tensor<16xf32>
    () = "builtin.set_parameter" (%4) {parameter_name:"linear_0.b_0"} : (tensor<16xf32>) -> 
}
