{
    (%0) = "pd_op.full_int_array" [id:6] () {dtype:int64,place:Place(cpu),stop_gradient:[true],value:[16,16]} : () -> tensor<2xi64>
    (%1) = "pd_op.full" [id:7] () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:-0.433013} : () -> tensor<1xf32>
    (%2) = "pd_op.full" [id:8] () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.433013} : () -> tensor<1xf32>
    (%3) = "pd_op.uniform" [id:9] (%0, %1, %2) {dtype:float32,persistable:[true],place:Place(undefined:0),seed:0,stop_gradient:[true]} : (tensor<2xi64>, tensor<1xf32>, tensor<1xf32>) -> tensor<16x16xf32>
    () = "builtin.set_parameter" [id:10] (%3) {parameter_name:"linear_0.w_0"} : (tensor<16x16xf32>) -> 
    (%4) = "pd_op.full" [id:12] () {dtype:float32,persistable:[true],place:Place(undefined:0),shape:[16],stop_gradient:[true],value:0} : () -> tensor<16xf32>
    () = "builtin.set_parameter" [id:13] (%4) {parameter_name:"linear_0.b_0"} : (tensor<16xf32>) -> 
    (%5) = "pd_op.full" [id:93] () {dtype:float32,persistable:[true],place:Place(undefined:0),shape:[],stop_gradient:[true],value:0.1} : () -> tensor<f32>
    () = "builtin.shadow_output" [id:94] (%5) {output_name:"learning_rate_0"} : (tensor<f32>) -> 
}
