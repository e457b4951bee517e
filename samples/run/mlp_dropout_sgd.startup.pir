{
    (%0) = "pd_op.full_int_array" () {dtype:int64,place:Place(cpu),stop_gradient:[true],value:[16,32]} : () -> tensor<2xi64>
    (%1) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:-0.353553} : () -> tensor<1xf32>
    (%2) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.353553} : () -> tensor<1xf32>
    (%3) = "pd_op.uniform" (%0, %1, %2) {dtype:float32,persistable:[true],place:Place(undefined:0),seed:0,stop_gradient:[true]} : (tensor<2xi64>, tensor<1xf32>, tensor<1xf32>) -> tensor<16x32xf32>
    () = "builtin.set_parameter" (%3) {parameter_name:"linear_0.w_0"} : (tensor<16x32xf32>) -> 
    (%4) = "pd_op.full" () {dtype:float32,persistable:[true],place:Place(undefined:0),shape:[32],stop_gradient:[true],value:0} : () -> tensor<32xf32>
    () = "builtin.set_parameter" (%4) {parameter_name:"linear_0.b_0"} : (tensor<32xf32>) -> 
    (%5) = "pd_op.full_int_array" () {dtype:int64,place:Place(cpu),stop_gradient:[true],value:[32,32]} : () -> tensor<2xi64>
    (%6) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:-0.306186} : () -> tensor<1xf32>
    (%7) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.306186} : () -> tensor<1xf32>
    (%8) = "pd_op.uniform" (%5, %6, %7) {dtype:float32,persistable:[true],place:Place(undefined:0),seed:0,stop_gradient:[true]} : (tensor<2xi64>, tensor<1xf32>, tensor<1xf32>) -> tensor<32x32xf32>
    () = "builtin.set_parameter" (%8) {parameter_name:"linear_1.w_0"} : (tensor<32x32xf32>) -> 
    (%9) = "pd_op.full" () {dtype:float32,persistable:[true],place:Place(undefined:0),shape:[32],stop_gradient:[true],value:0} : () -> tensor<32xf32>
    () = "builtin.set_parameter" (%9) {parameter_name:"linear_1.b_0"} : (tensor<32xf32>) -> 
    (%10) = "pd_op.full_int_array" () {dtype:int64,place:Place(cpu),stop_gradient:[true],value:[32,8]} : () -> tensor<2xi64>
    (%11) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:-0.387298} : () -> tensor<1xf32>
    (%12) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.387298} : () -> tensor<1xf32>
    (%13) = "pd_op.uniform" (%10, %11, %12) {dtype:float32,persistable:[true],place:Place(undefined:0),seed:0,stop_gradient:[true]} : (tensor<2xi64>, tensor<1xf32>, tensor<1xf32>) -> tensor<32x8xf32>
    () = "builtin.set_parameter" (%13) {parameter_name:"linear_2.w_0"} : (tensor<32x8xf32>) -> 
    (%14) = "pd_op.full" () {dtype:float32,persistable:[true],place:Place(undefined:0),shape:[8],stop_gradient:[true],value:0} : () -> tensor<8xf32>
    () = "builtin.set_parameter" (%14) {parameter_name:"linear_2.b_0"} : (tensor<8xf32>) -> 
    (%15) = "pd_op.full" () {dtype:float32,persistable:[true],place:Place(undefined:0),shape:[],stop_gradient:[true],value:0.1} : () -> tensor<f32>
    () = "builtin.shadow_output" (%15) {output_name:"learning_rate_0"} : (tensor<f32>) -> 
}
