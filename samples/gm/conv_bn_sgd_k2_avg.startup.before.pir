{
    (%0) = "pd_op.full" () {dtype:float32,persistable:[true],place:Place(undefined:0),shape:[4,3,3,3],stop_gradient:[true],value:0} : () -> tensor<4x3x3x3xf32>
    () = "builtin.set_parameter" (%0) {parameter_name:"conv2d_0.w_0"} : (tensor<4x3x3x3xf32>) -> 
    (%1) = "pd_op.full" () {dtype:float32,persistable:[true],place:Place(undefined:0),shape:[4],stop_gradient:[true],value:0} : () -> tensor<4xf32>
    () = "builtin.set_parameter" (%1) {parameter_name:"conv2d_0.b_0"} : (tensor<4xf32>) -> 
    (%2) = "pd_op.full" () {dtype:float32,persistable:[true],place:Place(undefined:0),shape:[4],stop_gradient:[true],value:0} : () -> tensor<4xf32>
    () = "builtin.set_parameter" (%2) {parameter_name:"batch_norm2d_0.w_0"} : (tensor<4xf32>) -> 
    (%3) = "pd_op.full" () {dtype:float32,persistable:[true],place:Place(undefined:0),shape:[4],stop_gradient:[true],value:0} : () -> tensor<4xf32>
    () = "builtin.set_parameter" (%3) {parameter_name:"batch_norm2d_0.b_0"} : (tensor<4xf32>) -> 
    (%4) = "pd_op.full" () {dtype:float32,persistable:[true],place:Place(undefined:0),shape:[4],stop_gradient:[true],value:0} : () -> tensor<4xf32>
    () = "builtin.set_parameter" (%4) {parameter_name:"batch_norm2d_0.w_1"} : (tensor<4xf32>) -> 
    (%5) = "pd_op.full" () {dtype:float32,persistable:[true],place:Place(undefined:0),shape:[4],stop_gradient:[true],value:0} : () -> tensor<4xf32>
    () = "builtin.set_parameter" (%5) {parameter_name:"batch_norm2d_0.w_2"} : (tensor<4xf32>) -> 
    (%6) = "pd_op.full" () {dtype:float32,persistable:[true],place:Place(undefined:0),shape:[64,8],stop_gradient:[true],value:0} : () -> tensor<64x8xf32>
    () = "builtin.set_parameter" (%6) {parameter_name:"linear_0.w_0"} : (tensor<64x8xf32>) -> 
    (%7) = "pd_op.full" () {dtype:float32,persistable:[true],place:Place(undefined:0),shape:[8],stop_gradient:[true],value:0} : () -> tensor<8xf32>
    () = "builtin.set_parameter" (%7) {parameter_name:"linear_0.b_0"} : (tensor<8xf32>) -> 
    (%8) = "pd_op.full" () {dtype:float32,persistable:[true],place:Place(undefined:0),shape:[],stop_gradient:[true],value:0.1} : () -> tensor<f32>
    () = "builtin.shadow_output" (%8) {output_name:"learning_rate_0"} : (tensor<f32>) -> 
}
