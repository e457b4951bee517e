{
    (%0) = "pd_op.full_int_array" () {dtype:int64,place:Place(cpu),stop_gradient:[true],value:[16,16]} : () -> tensor<2xi64>
    (%1) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:-0.433013} : () -> tensor<1xf32>
    (%2) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.433013} : () -> tensor<1xf32>
    (%3) = "pd_op.uniform" (%0, %1, %2) {dtype:float32,persistable:[true],place:Place(undefined:0),seed:0,stop_gradient:[true]} : (tensor<2xi64>, tensor<1xf32>, tensor<1xf32>) -> tensor<16x16xf32>
    () = "builtin.set_parameter" (%3) {parameter_name:"linear_0.w_0"} : (tensor<16x16xf32>) -> 
    (%4) = "pd_op.full_int_array" () {dtype:int64,place:Place(cpu),stop_gradient:[true],value:[16,8]} : () -> tensor<2xi64>
    (%5) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:-0.5} : () -> tensor<1xf32>
    (%6) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.5} : () -> tensor<1xf32>
    (%7) = "pd_op.uniform" (%4, %5, %6) {dtype:float32,persistable:[true],place:Place(undefined:0),seed:0,stop_gradient:[true]} : (tensor<2xi64>, tensor<1xf32>, tensor<1xf32>) -> tensor<16x8xf32>
    () = "builtin.set_parameter" (%7) {parameter_name:"linear_1.w_0"} : (tensor<16x8xf32>) -> 
    (%8) = "pd_op.full" () {dtype:float32,persistable:[true],place:Place(undefined:0),shape:[],stop_gradient:[true],value:0.1} : () -> tensor<f32>
    () = "builtin.shadow_output" (%8) {output_name:"learning_rate_0"} : (tensor<f32>) -> 
}
