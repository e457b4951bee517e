{
    (%0) = "builtin.parameter" () {is_distributed:[false],is_parameter:[true],need_clip:[true],parameter_name:"linear_0.b_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<8xf32>
    (%1) = "builtin.parameter" () {is_distributed:[false],is_parameter:[true],need_clip:[true],parameter_name:"linear_0.w_0",persistable:[true],stop_gradient:[false],trainable:[true]} : () -> tensor<16x8xf32>
    (%2) = "pd_op.data" () {dtype:float32,name:"x",place:Place(undefined:0),shape:[4,16],stop_gradient:[true]} : () -> tensor<4x16xf32>
    (%3) = "pd_op.matmul" (%2, %1) {stop_gradient:[false],struct_name:"/Linear/",transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16x8xf32>) -> tensor<4x8xf32>
    (%4) = "pd_op.add" (%3, %0) {stop_gradient:[false],struct_name:"/Linear/"} : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
    (%5) = "pd_op.relu" (%4) {stop_gradient:[false]} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    () = "builtin.shadow_output" (%5) {output_name:"h"} : (tensor<4x8xf32>) -> 
    (%6) = "pd_op.full_int_array" () {dtype:int64,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%7) = "pd_op.sum" (%5, %6) {dtype:Undefined,keepdim:false,stop_gradient:[false]} : (tensor<4x8xf32>, tensor<0xi64>) -> tensor<f32>
    () = "builtin.shadow_output" (%7) {output_name:"loss"} : (tensor<f32>) -> 
}
