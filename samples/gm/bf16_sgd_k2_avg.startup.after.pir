{
    (%0) = "pd_op.full" () {dtype:bfloat16,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true],value:0} : () -> tensor<16x16xbf16>
    () = "builtin.set_parameter" (%0) {parameter_name:"linear_0.w_0"} : (tensor<16x16xbf16>) -> 
    (%1) = "pd_op.full" () {dtype:bfloat16,persistable:[true],place:Place(undefined:0),shape:[16,8],stop_gradient:[true],value:0} : () -> tensor<16x8xbf16>
    () = "builtin.set_parameter" (%1) {parameter_name:"linear_1.w_0"} : (tensor<16x8xbf16>) -> 
    (%2) = "pd_op.full" () {dtype:float32,persistable:[true],place:Place(undefined:0),shape:[1],stop_gradient:[true],value:0.1} : () -> tensor<1xf32>
    () = "builtin.shadow_output" (%2) {output_name:"learning_rate_0"} : (tensor<1xf32>) -> 
    (%3) = "pd_op.cast" (%0) {dtype:float32,persistable:[true],stop_gradient:[true]} : (tensor<16x16xbf16>) -> tensor<16x16xf32>
    () = "builtin.shadow_output" (%3) {output_name:"linear_0.w_0_fp32_master_0"} : (tensor<16x16xf32>) -> 
    (%4) = "pd_op.cast" (%1) {dtype:float32,persistable:[true],stop_gradient:[true]} : (tensor<16x8xbf16>) -> tensor<16x8xf32>
    () = "builtin.shadow_output" (%4) {output_name:"linear_1.w_0_fp32_master_0"} : (tensor<16x8xf32>) -> 
    (%5) = "pd_op.full" () {dtype:bfloat16,persistable:[true],place:Place(undefined:0),shape:[16,16],stop_gradient:[true],value:0} : () -> tensor<16x16xbf16>
    () = "builtin.shadow_output" (%5) {output_name:"linear_0.w_0@GRAD@MERGE"} : (tensor<16x16xbf16>) -> 
    (%6) = "pd_op.full" () {dtype:bfloat16,persistable:[true],place:Place(undefined:0),shape:[16,8],stop_gradient:[true],value:0} : () -> tensor<16x8xbf16>
    () = "builtin.shadow_output" (%6) {output_name:"linear_1.w_0@GRAD@MERGE"} : (tensor<16x8xbf16>) -> 
}
